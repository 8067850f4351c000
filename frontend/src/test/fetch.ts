import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type Handler = (call: RecordedCall) => Reply;

/**
 * Replaces global fetch. `routes` maps 'METHOD /path' (path without query) to a
 * reply; unknown calls answer 404. Returns the list of calls made.
 */
export function mockFetch(routes: Record<string, Handler | { status?: number; body?: unknown }>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const call: RecordedCall = {
        method,
        url: input,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      const route = routes[`${method} ${input.split('?')[0]}`];
      const reply = await (typeof route === 'function' ? route(call) : route ?? { status: 404, body: { success: false, message: 'Tidak ditemukan' } });
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

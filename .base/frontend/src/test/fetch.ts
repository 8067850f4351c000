import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** Path and query, e.g. '/api/feed-txns?from=2025-06-01'. */
  url: string;
  headers: Headers;
  /** The JSON body (parsed), the FormData sent, or undefined. */
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type Handler = (call: RecordedCall) => Reply;

async function bodyOf(request: Request): Promise<unknown> {
  if (request.body === null) return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Replaces global fetch. `routes` maps 'METHOD /path' (path without query) to a
 * reply; unknown calls answer 404. Returns the list of calls made.
 */
export function mockFetch(routes: Record<string, Handler | { status?: number; body?: unknown }>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const call: RecordedCall = {
        method: request.method.toUpperCase(),
        url: url.pathname + url.search,
        headers: new Headers(request.headers),
        body: await bodyOf(request),
      };
      calls.push(call);
      const route = routes[`${call.method} ${url.pathname}`];
      const reply = await (typeof route === 'function' ? route(call) : route ?? { status: 404, body: { success: false, message: 'Tidak ditemukan' } });
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

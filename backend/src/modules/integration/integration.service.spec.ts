import { createHmac } from 'crypto';
import { INTEGRATION_MESSAGES, IntegrationService, MAX_ANSWER_BYTES, PUSH_TIMEOUT_MS, readAtMost, withoutCredentials } from './integration.service';

/** 2026-03-10 10:00 in Jakarta (03:00 UTC), in ms and in the seconds of X-Gorichi-Timestamp. */
const NOW_MS = Date.UTC(2026, 2, 10, 3, 0, 0);
const NOW_S = String(NOW_MS / 1000);

const service = (url = 'https://gorichi.example/api/push') => new IntegrationService({ gorichi: { url, token: 'tok-rahasia' } });

/** A response whose body arrives in the given chunks; `cancelled` tells whether the reader cancelled it. */
function chunked(chunks: Uint8Array[], status = 200) {
  const state = { cancelled: false, pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled < chunks.length) controller.enqueue(chunks[state.pulled++]);
      else controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { res: new Response(body, { status }), state };
}

describe('withoutCredentials (the target shown and called: GORICHI_URL without user:password@)', () => {
  it('drops the user name and password of a web address and keeps the rest', () => {
    expect(withoutCredentials('https://budi:s3cret@gorichi.example:8443/api/push?x=1#y')).toBe('https://gorichi.example:8443/api/push?x=1#y');
    expect(withoutCredentials('http://token@gorichi.example/push')).toBe('http://gorichi.example/push');
  });

  it('leaves an address without credentials exactly as written', () => {
    expect(withoutCredentials('https://gorichi.example/api/push')).toBe('https://gorichi.example/api/push');
    expect(withoutCredentials('https://gorichi.example')).toBe('https://gorichi.example');
  });

  it('cuts anything up to an @ before the path of what is not a web address', () => {
    expect(withoutCredentials('ftp://budi:s3cret@host/x')).toBe('ftp://host/x');
    expect(withoutCredentials('budi:s3cret@gorichi.example/push')).toBe('gorichi.example/push');
    // An @ after the path starts is not a credential.
    expect(withoutCredentials('gorichi.example/push?by=a@b')).toBe('gorichi.example/push?by=a@b');
  });
});

describe('readAtMost (at most 64 KB of the answer)', () => {
  it('reads a small answer whole', async () => {
    const { res, state } = chunked([new TextEncoder().encode('{"ok":'), new TextEncoder().encode('true}')]);
    expect(await readAtMost(res, MAX_ANSWER_BYTES)).toBe('{"ok":true}');
    expect(state.cancelled).toBe(false);
  });

  it('stops at the limit, drops a character cut by it and cancels the rest of the body', async () => {
    // 'é' is two bytes (c3 a9): a limit of 4 bytes keeps 'abc' and half an 'é'.
    const { res, state } = chunked([new TextEncoder().encode('abcé'), new TextEncoder().encode('tidak dibaca')]);
    expect(await readAtMost(res, 4)).toBe('abc');
    expect(state.cancelled).toBe(true);
  });

  it('answers an empty text for an answer without a body', async () => {
    expect(await readAtMost(new Response(null, { status: 204 }), 10)).toBe('');
  });
});

describe('IntegrationService.testSimple (the signed test push)', () => {
  let fetchMock: jest.SpiedFunction<typeof fetch>;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW_MS);
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => jest.restoreAllMocks());

  /** The one request the push made: its address, headers and body text. */
  const sent = () => {
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    return { url, init: init!, headers: init!.headers as Record<string, string>, body: init!.body as string };
  };

  it('answers "not configured" without sending anything', async () => {
    const result = await new IntegrationService({ gorichi: null }).testSimple('superadmin');
    expect(result).toEqual({ ok: false, status: 0, target: null, idem_key: null, response: null, message: INTEGRATION_MESSAGES.notConfigured });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs "<timestamp>.<body>" with HMAC-SHA256 keyed by the token and sends the bearer token and the key', async () => {
    fetchMock.mockResolvedValue(new Response('{"received":true}', { status: 201 }));
    const result = await service().testSimple('superadmin');
    const { url, init, headers, body } = sent();
    expect(url).toBe('https://gorichi.example/api/push');
    expect(init).toMatchObject({ method: 'POST', redirect: 'manual' });
    expect(headers['X-Gorichi-Timestamp']).toBe(NOW_S);
    expect(headers['X-Gorichi-Signature']).toBe(`sha256=${createHmac('sha256', 'tok-rahasia').update(`${NOW_S}.${body}`).digest('hex')}`);
    expect(headers.Authorization).toBe('Bearer tok-rahasia');
    expect(headers['Content-Type']).toBe('application/json');
    // The document names its key; the receiver keeps one document per key.
    const document = JSON.parse(body) as { id: string; type: string; sent_by: string; lines: unknown[] };
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(document).toMatchObject({ type: 'test', source: 'kandang-petelur-modern', id: headers['Idempotency-Key'], sent_by: 'superadmin' });
    expect(document.lines).toEqual([{ note: 'Tes koneksi', amount: 0 }]);
    expect(result).toEqual({ ok: true, status: 201, target: 'https://gorichi.example/api/push', idem_key: headers['Idempotency-Key'], response: { received: true } });
  });

  it('a new key for every push', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response('')));
    const first = await service().testSimple('a');
    const second = await service().testSimple('a');
    expect(first.idem_key).not.toBe(second.idem_key);
  });

  it('neither sends nor shows credentials written into the address', async () => {
    fetchMock.mockResolvedValue(new Response(''));
    const result = await service('https://budi:s3cret@gorichi.example/api/push').testSimple('superadmin');
    expect(sent().url).toBe('https://gorichi.example/api/push');
    expect(result.target).toBe('https://gorichi.example/api/push');
    expect(JSON.stringify(result)).not.toContain('s3cret');
  });

  it("keeps a refusal's status and its text answer cut to 2000 characters; no answer reads null", async () => {
    fetchMock.mockResolvedValueOnce(new Response('x'.repeat(2500), { status: 401 }));
    const refused = await service().testSimple('superadmin');
    expect(refused).toMatchObject({ ok: false, status: 401 });
    expect(refused.response).toBe('x'.repeat(2000));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect((await service().testSimple('superadmin')).response).toBeNull();
  });

  it('waits at most 10 s (the abort signal), and answers a timeout or an unreachable receiver with status 0', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    fetchMock.mockRejectedValueOnce(Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }));
    const late = await service().testSimple('superadmin');
    expect(timeout).toHaveBeenCalledWith(PUSH_TIMEOUT_MS);
    expect(late).toMatchObject({ ok: false, status: 0, response: null, message: INTEGRATION_MESSAGES.timeout, target: 'https://gorichi.example/api/push' });
    expect(late.idem_key).toEqual(expect.any(String));
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await service().testSimple('superadmin')).toMatchObject({ ok: false, status: 0, message: INTEGRATION_MESSAGES.unreachable });
  });
});

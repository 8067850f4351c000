import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomUUID } from 'crypto';
import type { AppSettings } from '../../config/settings';
import { TestPushResultDto } from './dto/integration.dto';

/** The token under which app.module.ts provides AppSettings (a string, to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

/** Longest wait for the integration's answer (issue #15). */
export const PUSH_TIMEOUT_MS = 10_000;

export const INTEGRATION_MESSAGES = {
  notConfigured: 'Integrasi akuntansi belum dikonfigurasi (GORICHI_URL dan GORICHI_TOKEN).',
  timeout: 'Integrasi akuntansi tidak menjawab dalam 10 detik.',
  unreachable: 'Integrasi akuntansi tidak dapat dihubungi.',
} as const;

/** Most characters of the integration's answer kept in the result when it is not JSON. */
const MAX_ANSWER = 2000;

/** Most bytes of the integration's answer read: the rest is not read and the connection is closed. */
export const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * The push to the external accounting integration (Gorichi; spec part 2 'Superadmin Tenants', §7
 * 'Tenants'; README 'Integrasi akuntansi'). Configured by GORICHI_URL and GORICHI_TOKEN. A document
 * is sent as JSON with `Authorization: Bearer <token>`, an `Idempotency-Key` (a new uuid: the
 * receiver keeps one document per key), `X-Gorichi-Timestamp` and `X-Gorichi-Signature:
 * sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" keyed with the token>`, and waits at most 10 s.
 * At most {@link MAX_ANSWER_BYTES} of the answer are read. Credentials written into GORICHI_URL
 * (`user:pass@host`) are neither sent (the bearer token authenticates) nor shown in `target`.
 */
@Injectable()
export class IntegrationService {
  private readonly target: { url: string; token: string } | null;

  constructor(@Inject(APP_SETTINGS) settings: Pick<AppSettings, 'gorichi'>) {
    this.target = settings.gorichi ? { url: withoutCredentials(settings.gorichi.url), token: settings.gorichi.token } : null;
  }

  /**
   * Sends the small signed test document (POST /api/superadmin/gorichi/test-simple). Not
   * configured: ok false with the message, no request made. Never throws for the receiver's
   * failures: they come back as ok false with its status (0 without an answer) and message.
   */
  async testSimple(sentBy: string): Promise<TestPushResultDto> {
    if (!this.target) return { ok: false, status: 0, target: null, idem_key: null, response: null, message: INTEGRATION_MESSAGES.notConfigured };
    const idemKey = randomUUID();
    const document = { type: 'test', source: 'kandang-petelur-modern', id: idemKey, sent_at: new Date().toISOString(), sent_by: sentBy, lines: [{ note: 'Tes koneksi', amount: 0 }] };
    return this.push(document, idemKey);
  }

  private async push(document: object, idemKey: string): Promise<TestPushResultDto> {
    const { url, token } = this.target!;
    const body = JSON.stringify(document);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', token).update(`${timestamp}.${body}`).digest('hex');
    const base = { target: url, idem_key: idemKey };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': idemKey,
          'X-Gorichi-Timestamp': timestamp,
          'X-Gorichi-Signature': `sha256=${signature}`,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      return { ok: res.ok, status: res.status, ...base, response: readAnswer(await readAtMost(res, MAX_ANSWER_BYTES)) };
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      return { ok: false, status: 0, ...base, response: null, message: timedOut ? INTEGRATION_MESSAGES.timeout : INTEGRATION_MESSAGES.unreachable };
    }
  }
}

/**
 * `url` without the user name and password it may carry (`https://user:pass@host/x` →
 * `https://host/x`); a string that is not a URL loses anything up to an `@` before its path.
 */
export function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new TypeError('not a web address');
    if (!parsed.username && !parsed.password) return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.href;
  } catch {
    return url.replace(/^([^:/?#]*:\/\/)?[^/?#]*@/, '$1');
  }
}

/**
 * The first `limit` bytes of the answer's body as UTF-8 text (a character cut at the limit is
 * dropped); the rest is not read and the body is cancelled, which closes the connection.
 */
export async function readAtMost(res: Response, limit: number): Promise<string> {
  if (!res.body) return '';
  // fetch's body is a byte stream (its lib type leaves the chunk type open).
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      const part = value.subarray(0, limit - size);
      chunks.push(part);
      size += part.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks), { stream: true });
}

/** The answer as JSON when it is, else as text cut to MAX_ANSWER characters; null when empty. */
function readAnswer(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, MAX_ANSWER);
  }
}

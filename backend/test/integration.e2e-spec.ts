import { createHmac } from 'crypto';
import { createServer, IncomingHttpHeaders, Server } from 'http';
import { AddressInfo } from 'net';
import { DataSource } from 'typeorm';
import { IntegrationService } from '../src/modules/integration/integration.service';
import { createTestApp, TEST_ROOT, TestApp } from './utils/create-test-app';
import { createTenant, loginAs } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { TestPushResultDto } from '../src/modules/integration/dto/integration.dto';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A receiver on a loopback port standing in for the accounting integration: records each request, answers `reply`. */
async function startReceiver(reply: { status: number; body: string }) {
  const received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { received, url: `http://127.0.0.1:${port}/api/integrations/test`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A receiver that holds every answer until `release()` is called; `arrived` counts the requests waiting. */
async function startHoldingReceiver() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let arrived = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrived += 1;
      void gate.then(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"accepted":true}');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/api/integrations/test`,
    arrived: () => arrived,
    release: () => open(),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A receiver answering `total` bytes in 16 KB pieces, 10 ms apart; `sent()` is how many it wrote before the client hung up. */
async function startFloodingReceiver(total: number) {
  let sent = 0;
  let finished = false;
  let hungUp!: () => void;
  const closed = new Promise<void>((resolve) => (hungUp = resolve));
  const server: Server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.on('close', () => hungUp());
    const piece = Buffer.alloc(16 * 1024, 'x');
    const timer = setInterval(() => {
      if (res.destroyed || sent >= total) {
        clearInterval(timer);
        if (!res.destroyed) {
          finished = true;
          res.end();
        }
        return;
      }
      res.write(piece);
      sent += piece.length;
    }, 10);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/flood`,
    sent: () => sent,
    finished: () => finished,
    closed,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

/** Polls `check` every 50 ms until it is true; fails after `ms`. */
async function waitFor(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The accounting integration push (issue #15 'The accounting integration push'; spec part 2 §7 'Tenants'). */
describe('Accounting integration test push', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let root: Record<string, string>;

  beforeAll(async () => {
    receiver = await startReceiver({ status: 201, body: JSON.stringify({ accepted: true }) });
    t = await createTestApp({ gorichi: { url: receiver.url, token: 'token-uji-123' } });
    root = bearer(await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`));
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('sends one signed JSON document with bearer token and Idempotency-Key, and answers {ok, status, target, idem_key, response}', async () => {
    const res = await t.http().post('/api/superadmin/gorichi/test-simple').set(root).expect(200);
    expect(res.body).toMatchObject({ ok: true, status: 201, target: receiver.url, response: { accepted: true } });
    const { idem_key } = bodyOf<TestPushResultDto>(res);
    expect(idem_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(receiver.received).toHaveLength(1);
    const [req] = receiver.received;
    expect(req).toMatchObject({ method: 'POST', url: '/api/integrations/test' });
    expect(req.headers).toMatchObject({ authorization: 'Bearer token-uji-123', 'idempotency-key': idem_key, 'content-type': 'application/json' });
    const expected = createHmac('sha256', 'token-uji-123').update(`${req.headers['x-gorichi-timestamp']}.${req.body}`).digest('hex');
    expect(req.headers['x-gorichi-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(req.body) as unknown).toMatchObject({ type: 'test', id: idem_key, sent_by: TEST_ROOT });
  });

  it('each push has its own Idempotency-Key', async () => {
    const first = bodyOf<TestPushResultDto>(await t.http().post('/api/superadmin/gorichi/test-simple').set(root).expect(200)).idem_key;
    const second = bodyOf<TestPushResultDto>(await t.http().post('/api/superadmin/gorichi/test-simple').set(root).expect(200)).idem_key;
    expect(first).not.toBe(second);
  });

  it('superadmin only', async () => {
    const a = await createTenant(t, 'Push');
    const before = receiver.received.length;
    await t.http().post('/api/superadmin/gorichi/test-simple').set(a.as('owner')).expect(403);
    await t.http().post('/api/superadmin/gorichi/test-simple').expect(401);
    expect(receiver.received).toHaveLength(before);
  });

  it('not configured: ok false with the message, nothing sent', async () => {
    const before = receiver.received.length;
    const result = await new IntegrationService({ gorichi: null }).testSimple('x');
    expect(result).toEqual({ ok: false, status: 0, target: null, idem_key: null, response: null, message: 'Integrasi akuntansi belum dikonfigurasi (GORICHI_URL dan GORICHI_TOKEN).' });
    expect(receiver.received).toHaveLength(before);
  });

  it('a receiver that is not there: ok false, status 0 and the message', async () => {
    const gone = await startReceiver({ status: 200, body: '' });
    await gone.close();
    const result = await new IntegrationService({ gorichi: { url: gone.url, token: 't' } }).testSimple('x');
    expect(result).toMatchObject({ ok: false, status: 0, target: gone.url, message: 'Integrasi akuntansi tidak dapat dihubungi.' });
  });

  it('an error answer of the receiver: ok false with its status and text', async () => {
    const failing = await startReceiver({ status: 500, body: 'rusak' });
    try {
      const result = await new IntegrationService({ gorichi: { url: failing.url, token: 't' } }).testSimple('x');
      expect(result).toMatchObject({ ok: false, status: 500, response: 'rusak' });
    } finally {
      await failing.close();
    }
  });

  // Issue 19 'The accounting push cannot starve the farms': a slow receiver held one database
  // connection per waiting push (the request transaction), so 12 pushes took the whole pool (10)
  // and another farm's request waited until they answered (9 s).
  it('waiting pushes hold no database connection: another farm answers while 12 pushes wait on a slow receiver', async () => {
    const slow = await startHoldingReceiver();
    const app = await createTestApp({ gorichi: { url: slow.url, token: 't' } }); // a pool of 10 connections
    // The pg pool of this app: connections handed out = total − idle.
    const pool = (app.app.get(DataSource).driver as unknown as { master: { totalCount: number; idleCount: number; waitingCount: number } }).master;
    try {
      const other = await createTenant(app, 'Lain');
      const admin = bearer(await loginAs(app, TEST_ROOT, `${TEST_ROOT}-pw`));
      const pushes = Array.from({ length: 12 }, () => app.http().post('/api/superadmin/gorichi/test-simple').set(admin).then((r) => r));
      // Today only 10 pushes reach the receiver (the other 2 wait for a connection): this times out.
      await waitFor(() => slow.arrived() === 12, 5000, '12 pushes at the receiver');
      expect({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }).toEqual({ inUse: 0, waiting: 0 });
      // Another farm's request answers while every push is still held at the receiver (they are
      // released only after it: were it queued behind them, it would never answer).
      await app.http().get('/api/tingkat-lokasi').set(other.as('viewer')).expect(200);
      expect(slow.arrived()).toBe(12);
      slow.release();
      const answers = await Promise.all(pushes);
      expect(answers.map((r) => [r.status, bodyOf<TestPushResultDto>(r).ok])).toEqual(Array.from({ length: 12 }, () => [200, true]));
    } finally {
      slow.release();
      await app.close();
      await slow.close();
    }
  });

  it('reads at most 64 KB of the answer: a receiver sending 1 MB is cut off', async () => {
    const flood = await startFloodingReceiver(1024 * 1024);
    try {
      const result = await new IntegrationService({ gorichi: { url: flood.url, token: 't' } }).testSimple('x');
      await flood.closed;
      // Today the whole megabyte is read (and kept in memory) before answering.
      expect(flood.finished()).toBe(false);
      expect(flood.sent()).toBeLessThan(512 * 1024);
      expect(result).toMatchObject({ ok: true, status: 200 });
      expect(result.response).toBe('x'.repeat(2000));
    } finally {
      await flood.close();
    }
  });

  it('never shows the credentials written into GORICHI_URL, and does not send them', async () => {
    const plain = await startReceiver({ status: 200, body: '{}' });
    try {
      const withCredentials = plain.url.replace('http://', 'http://gorichi-user:rahasia-123@');
      const result = await new IntegrationService({ gorichi: { url: withCredentials, token: 't' } }).testSimple('x');
      // Today: ok false 'tidak dapat dihubungi' with target 'http://gorichi-user:rahasia-123@127.0.0.1:…'.
      expect(result).toMatchObject({ ok: true, status: 200, target: plain.url });
      expect(JSON.stringify(result)).not.toMatch(/rahasia|gorichi-user/);
      expect(plain.received[0].headers.authorization).toBe('Bearer t');
      // Not a URL at all: still nothing before the '@'.
      const broken = await new IntegrationService({ gorichi: { url: 'gorichi-user:rahasia-123@', token: 't' } }).testSimple('x');
      expect(JSON.stringify(broken)).not.toMatch(/rahasia|gorichi-user/);
    } finally {
      await plain.close();
    }
  });

  it('the request deadline still applies to a push without a transaction: 503 when the receiver holds past it', async () => {
    const slow = await startHoldingReceiver();
    const short = await createTestApp({ gorichi: { url: slow.url, token: 't' }, requestTimeoutMs: 1000 });
    try {
      const token = await loginAs(short, TEST_ROOT, `${TEST_ROOT}-pw`);
      const res = await short.http().post('/api/superadmin/gorichi/test-simple').set(bearer(token)).expect(503);
      expect(messageOf(res)).toBe('Permintaan terlalu lama diproses. Silakan coba lagi.');
    } finally {
      slow.release();
      await short.close();
      await slow.close();
    }
  });
});

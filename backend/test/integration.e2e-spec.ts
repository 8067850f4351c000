import { createHmac } from 'crypto';
import { createServer, IncomingHttpHeaders, Server } from 'http';
import { AddressInfo } from 'net';
import { IntegrationService } from '../src/modules/integration/integration.service';
import { createTestApp, TEST_ROOT, TestApp } from './utils/create-test-app';
import { createTenant, loginAs } from './utils/factories';

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
    expect(res.body.idem_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(receiver.received).toHaveLength(1);
    const [req] = receiver.received;
    expect(req).toMatchObject({ method: 'POST', url: '/api/integrations/test' });
    expect(req.headers).toMatchObject({ authorization: 'Bearer token-uji-123', 'idempotency-key': res.body.idem_key, 'content-type': 'application/json' });
    const expected = createHmac('sha256', 'token-uji-123').update(`${req.headers['x-gorichi-timestamp']}.${req.body}`).digest('hex');
    expect(req.headers['x-gorichi-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(req.body)).toMatchObject({ type: 'test', id: res.body.idem_key, sent_by: TEST_ROOT });
  });

  it('each push has its own Idempotency-Key', async () => {
    const first = (await t.http().post('/api/superadmin/gorichi/test-simple').set(root).expect(200)).body.idem_key;
    const second = (await t.http().post('/api/superadmin/gorichi/test-simple').set(root).expect(200)).body.idem_key;
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
});

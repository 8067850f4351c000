import { createHash, randomUUID } from 'crypto';
import { Client } from 'pg';
import { SECRET_REPEAT } from '../src/common/idempotency/secret-answer.decorator';
import { DELETE_SECRET_KEYS } from '../src/database/migrations/1763802730000-SecretFreeIdempotency';
import { InvitationCreatedDto } from '../src/modules/users/dto/users.dto';
import { createTestApp, TEST_ROOT, TestApp } from './utils/create-test-app';
import { createTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { testDatabaseUrls } from './utils/test-database';

/** Runs `fn` on a connection of the cluster's superuser to this worker's database: it sees every row, as a backup does. */
async function asBackup<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: testDatabaseUrls().adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Stored Idempotency-Key rows whose text (answer, path, hash) contains `secret`. */
const rowsHolding = (secret: string) =>
  asBackup(async (c) => (await c.query<{ n: number }>(`select count(*)::int as n from idempotency_keys where concat_ws(' ', answer::text, path, body_hash) like '%' || $1 || '%'`, [secret])).rows[0].n);
const rowOf = (key: string) =>
  asBackup(async (c) => (await c.query<{ status: number | null; answer: unknown; body_hash: string }>(`select status, answer, body_hash from idempotency_keys where key = $1`, [key])).rows);

/**
 * No token, invitation code or password in the Idempotency-Key store (issue #35;
 * docs/adr/0023-idempotency-keys.md, "Amended"): the store is read as the cluster's superuser,
 * which is what a backup holds, and searched for the very secret each answer handed out.
 */
describe('Idempotency-Key: secrets are never stored', () => {
  let t: TestApp;
  let a: TestTenant;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Rahasia');
  });
  afterAll(() => t.close());

  it('login: the token is not stored, a repeat logs in again', async () => {
    const key = randomUUID();
    const send = () => t.http().post('/api/auth/login').set('Idempotency-Key', key).send({ email: a.users.abk.username, password: a.users.abk.password }).expect(200);
    const first = (await send()).body as { token: string };
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect((again.body as { token: string }).token).not.toBe(first.token);
    expect(await rowsHolding(first.token)).toBe(0);
    expect(await rowOf(key)).toEqual([]);
  });

  it('switch-tenant: the token is not stored, a repeat runs again and answers a working token', async () => {
    const key = randomUUID();
    const send = () => t.http().post('/api/auth/switch-tenant').set(bearer(a.tokens.viewer)).set('Idempotency-Key', key).send({ kandang_id: a.id }).expect(200);
    const first = (await send()).body as { token: string };
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const token = (again.body as { token: string }).token;
    await t.http().get('/api/my').set(bearer(token)).expect(200);
    expect(await rowsHolding(first.token)).toBe(0);
    expect(await rowsHolding(token)).toBe(0);
    expect(await rowOf(key)).toEqual([]);
  });

  it('impersonation: the token is not stored, a repeat opens another session for the superadmin', async () => {
    const root = await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`);
    const key = randomUUID();
    const send = () => t.http().post(`/api/superadmin/impersonate/${a.id}`).set(bearer(root)).set('Idempotency-Key', key).send({}).expect(200);
    const first = (await send()).body as { token: string };
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const second = (again.body as { token: string }).token;
    expect(second).not.toBe(first.token);
    await t.http().get('/api/my').set({ ...bearer(second), 'x-tenant-id': a.id }).expect(200);
    expect(await rowsHolding(first.token)).toBe(0);
    expect(await rowsHolding(second)).toBe(0);
  });

  it('invitation: the code is not stored (status only); a repeat answers 409 and makes no second invitation', async () => {
    const pending = async () => bodyOf<{ items: unknown[] }>(await t.http().get('/api/users/invitations').set(a.as('admin')).expect(200)).items.length;
    const before = await pending();
    const key = randomUUID();
    const send = (role: string) => t.http().post('/api/users/invitations').set(a.as('admin')).set('Idempotency-Key', key).send({ role });
    const created = bodyOf<InvitationCreatedDto>(await send('viewer').expect(201));
    expect(await rowsHolding(created.code)).toBe(0);
    expect(await rowOf(key)).toMatchObject([{ status: 201, answer: null }]);
    const again = await send('viewer').expect(409);
    expect(messageOf(again)).toBe(SECRET_REPEAT);
    // The same key for another body is still another request.
    expect(messageOf(await send('abk').expect(422))).toBe('Idempotency-Key sudah dipakai untuk permintaan lain.');
    expect(await pending()).toBe(before + 1);
    // The code works: the invitation was made once and is usable.
    const other = await createTenant(t, 'Rahasia Lain');
    await t.http().post('/api/my/invitations/accept').set(other.as('viewer')).send({ code: created.code }).expect(200);
  });

  it('a password in the request leaves only a keyed hash: not the SHA-256 of the body, and not the password', async () => {
    const u = await createTenant(t, 'Rahasia Sandi');
    const key = randomUUID();
    const body = { current_password: u.users.abk.password, new_password: 'sandi-baru-rahasia-77', confirm_password: 'sandi-baru-rahasia-77' };
    await t.http().post('/api/my/change-password').set(u.as('abk')).set('Idempotency-Key', key).send(body).expect(200);
    const [stored] = await rowOf(key);
    const canonical = JSON.stringify(Object.fromEntries(Object.entries(body).sort(([x], [y]) => x.localeCompare(y))));
    expect(stored.body_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.body_hash).not.toBe(createHash('sha256').update(canonical).digest('hex'));
    expect(await rowsHolding('sandi-baru-rahasia-77')).toBe(0);
    // The repeat is still answered from the store.
    const again = await t.http().post('/api/my/change-password').set(u.as('abk')).set('Idempotency-Key', key).send(body).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('the migration deletes the rows stored before with a token, a code or a password route, and keeps the others', async () => {
    await asBackup(async (c) => {
      await c.query('begin');
      try {
        const add = (path: string, answer: object | null) =>
          c.query(
            `insert into idempotency_keys (scope, key, tenant_id, user_id, method, path, body_hash, status, answer)
             values ($1, gen_random_uuid(), $1, $2, 'POST', $3, repeat('0', 64), 200, $4::json) returning key`,
            [a.id, a.users.admin.id, path, answer === null ? null : JSON.stringify(answer)],
          );
        const gone = [
          await add('/api/auth/switch-tenant', { success: true, token: 'eyJ.rahasia', tenant: { id: a.id } }),
          await add(`/api/superadmin/impersonate/${a.id}`, { token: 'eyJ.lain', tenant: {}, expires_at: 'x' }),
          await add('/api/users/invitations', { id: 1, code: 'kode-rahasia', link: '/my-info?undangan=kode-rahasia' }),
          await add('/api/x', { data: [{ nested: { password: 'p' } }] }),
          await add('/api/my/change-password', { success: true, message: 'ok' }),
          await add('/api/superadmin/tenants', { id: a.id, owner: {} }),
        ].map((r) => (r.rows[0] as { key: string }).key);
        const kept = [
          await add('/api/finance-accounts', { id: 1, code: '1-100', name: 'Kas' }),
          await add('/api/transaksi-ayam', { id: 2, aksi: 'mati', catatan: 'token habis' }),
          await add('/api/auth/logout', null),
        ].map((r) => (r.rows[0] as { key: string }).key);
        await c.query(DELETE_SECRET_KEYS);
        const left = await c.query<{ key: string }>('select key from idempotency_keys where key = any($1::uuid[])', [[...gone, ...kept]]);
        expect(left.rows.map((r) => r.key).sort()).toEqual([...kept].sort());
      } finally {
        await c.query('rollback');
      }
    });
  });
});

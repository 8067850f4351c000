import { randomUUID } from 'crypto';
import { execute, pg, queryOne, row } from '../src/common/database/rows';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { TransaksiAyamDto } from '../src/modules/chickens/dto/chickens.dto';
import { SaleDetailDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { TenantCreatedDto } from '../src/modules/tenants/dto/tenants.dto';
import { createTestApp, TEST_ROOT, TestApp, uniq } from './utils/create-test-app';
import { addCustomer, enterEggs } from './utils/egg-sales';
import { asSuperadmin, createCoop, createTenant, inTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';

const Count = row({ n: pg.int });

/**
 * Idempotency-Key on every write (issue #22 'Every write carries an Idempotency-Key';
 * docs/adr/0023-idempotency-keys.md): a repeat is answered with the first answer without writing
 * again, per farm, also when both arrive at once; another request under the same key is 422; a
 * failed request keeps nothing. Every expected count is read back from the database.
 */
describe('Idempotency-Key', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let tingkatA: number;
  let tingkatB: number;
  let customer: number;

  /** One number from the database, read in `tenantId` (row-level security as in a request). */
  const countIn = (tenantId: string, sql: string, params: unknown[]) =>
    inTenant(t, tenantId, async () => (await queryOne(t.app.get(TenantContext).manager, Count, sql, params))!.n);
  /** Deaths (aksi mati) recorded on a tingkat on a day, and their birds. */
  const deaths = (tenant: TestTenant, tingkat: number, tanggal: string) =>
    countIn(tenant.id, `select count(*)::int as n from transaksi_ayam where aksi = 'mati' and asal_tingkat_id = $1 and tanggal = $2`, [tingkat, tanggal]);
  const death = (tenant: TestTenant, key: string | null, body: object, role: 'abk' | 'admin' = 'abk') => {
    const req = t.http().post('/api/transaksi-ayam').set(tenant.as(role));
    if (key !== null) req.set('Idempotency-Key', key);
    return req.send(body);
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Idem A');
    b = await createTenant(t, 'Idem B');
    const coopA = await createCoop(t, a.id);
    const coopB = await createCoop(t, b.id);
    [tingkatA] = coopA.tingkatIds;
    [tingkatB] = coopB.tingkatIds;
    // 1000 birds on each farm's tingkat from 01/03/2025, so that deaths are possible afterwards.
    await death(a, null, { tanggal: '2025-03-01', aksi: 'masuk', jumlah: 1000, tujuan_tingkat_id: tingkatA, usia_minggu: 20 }, 'admin').expect(201);
    await death(b, null, { tanggal: '2025-03-01', aksi: 'masuk', jumlah: 1000, tujuan_tingkat_id: tingkatB, usia_minggu: 20 }, 'admin').expect(201);
    // Eggs for the sales: 100 kg grade A on 01/04/2025.
    await enterEggs(t, a, coopA.bagianIds[0], '2025-04-01', { a: 100 });
    customer = await addCustomer(t, a, { name: 'Toko Idem' });
  });
  afterAll(() => t.close());

  it('answers a repeated death entry with the first answer and writes it once', async () => {
    const key = randomUUID();
    const body = { tanggal: '2025-03-02', aksi: 'mati', jumlah: 3, asal_tingkat_id: tingkatA };
    const first = await death(a, key, body).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await death(a, key, body).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(bodyOf<TransaksiAyamDto>(again)).toMatchObject({ aksi: 'mati', jumlah: 3, tanggal: '2025-03-02' });
    // The same body with the key in upper case is the same key.
    await death(a, key.toUpperCase(), body).expect(201);
    expect(await deaths(a, tingkatA, '2025-03-02')).toBe(1);
    // Without a key the same body is simply another entry.
    await death(a, null, body).expect(201);
    expect(await deaths(a, tingkatA, '2025-03-02')).toBe(2);
  });

  it('refuses the same key for another body, path or user with 422 and writes nothing', async () => {
    const key = randomUUID();
    await death(a, key, { tanggal: '2025-03-03', aksi: 'mati', jumlah: 2, asal_tingkat_id: tingkatA }).expect(201);
    const other = await death(a, key, { tanggal: '2025-03-03', aksi: 'mati', jumlah: 5, asal_tingkat_id: tingkatA }).expect(422);
    expect(other.body).toEqual({ success: false, message: 'Idempotency-Key sudah dipakai untuk permintaan lain.' });
    // Another user of the same farm (the admin) with the very same body.
    expect(messageOf(await death(a, key, { tanggal: '2025-03-03', aksi: 'mati', jumlah: 2, asal_tingkat_id: tingkatA }, 'admin').expect(422))).toBe(
      'Idempotency-Key sudah dipakai untuk permintaan lain.',
    );
    // Another path.
    const customers = await t.http().post('/api/customers').set(a.as('admin')).set('Idempotency-Key', key).send({ name: 'Toko Lain' }).expect(422);
    expect(messageOf(customers)).toBe('Idempotency-Key sudah dipakai untuk permintaan lain.');
    expect(await deaths(a, tingkatA, '2025-03-03')).toBe(1);
    expect(await countIn(a.id, `select count(*)::int as n from customers where name = 'Toko Lain'`, [])).toBe(0);
  });

  it('keeps keys per farm: the same key on another farm is a separate write', async () => {
    const key = randomUUID();
    await death(a, key, { tanggal: '2025-03-04', aksi: 'mati', jumlah: 1, asal_tingkat_id: tingkatA }).expect(201);
    const inB = await death(b, key, { tanggal: '2025-03-04', aksi: 'mati', jumlah: 1, asal_tingkat_id: tingkatB }).expect(201);
    expect(inB.headers['idempotent-replayed']).toBeUndefined();
    expect(bodyOf<TransaksiAyamDto>(inB).asal_tingkat_id).toBe(tingkatB);
    expect(await deaths(a, tingkatA, '2025-03-04')).toBe(1);
    expect(await deaths(b, tingkatB, '2025-03-04')).toBe(1);
  });

  it('writes once when two identical requests arrive at the same time', async () => {
    const key = randomUUID();
    const body = { tanggal: '2025-03-05', aksi: 'afkir', jumlah: 4, asal_tingkat_id: tingkatA };
    const [r1, r2] = await Promise.all([death(a, key, body), death(a, key, body)]);
    expect([r1.status, r2.status]).toEqual([201, 201]);
    expect(r1.text).toBe(r2.text);
    expect([r1.headers['idempotent-replayed'], r2.headers['idempotent-replayed']].filter((h) => h === 'true')).toHaveLength(1);
    expect(await countIn(a.id, `select count(*)::int as n from transaksi_ayam where aksi = 'afkir' and tanggal = '2025-03-05'`, [])).toBe(1);
  });

  it('keeps nothing of a failed request: the corrected retry with the same key is written', async () => {
    const key = randomUUID();
    const bad = await death(a, key, { tanggal: '2025-03-06', aksi: 'mati', jumlah: 0, asal_tingkat_id: tingkatA }).expect(400);
    expect(bad.headers['idempotent-replayed']).toBeUndefined();
    // 1000 − 3 − 3 − 2 − 1 − 4 birds left: 5000 would make the population negative (422), also nothing kept.
    await death(a, key, { tanggal: '2025-03-06', aksi: 'mati', jumlah: 5000, asal_tingkat_id: tingkatA }).expect(422);
    expect(await countIn(a.id, `select count(*)::int as n from idempotency_keys where key = $1`, [key])).toBe(0);
    const fixed = await death(a, key, { tanggal: '2025-03-06', aksi: 'mati', jumlah: 7, asal_tingkat_id: tingkatA }).expect(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await deaths(a, tingkatA, '2025-03-06')).toBe(1);
  });

  it('answers 400 to a key that is not a UUID and writes nothing', async () => {
    const res = await death(a, 'simpan-1', { tanggal: '2025-03-07', aksi: 'mati', jumlah: 1, asal_tingkat_id: tingkatA }).expect(400);
    expect(res.body).toEqual({ success: false, message: 'Idempotency-Key harus berupa UUID.' });
    expect(await deaths(a, tingkatA, '2025-03-07')).toBe(0);
  });

  it('posts a sale and its edit once each (PUT included), journals counted', async () => {
    const journals = (saleId: number) => countIn(a.id, `select count(*)::int as n from journals where source_type = 'egg_sale' and source_id = $1`, [String(saleId)]);
    const sales = () => countIn(a.id, `select count(*)::int as n from egg_sales where customer_id = $1`, [customer]);
    const key = randomUUID();
    const body = { sale_date: '2025-04-01', customer_id: customer, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 10, unit_price: 25000 }] };
    const first = await t.http().post('/api/egg-sales').set(a.as('admin')).set('Idempotency-Key', key).send(body).expect(201);
    const again = await t.http().post('/api/egg-sales').set(a.as('admin')).set('Idempotency-Key', key).send(body).expect(201);
    expect(again.text).toBe(first.text);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const id = bodyOf<SaleDetailDto>(first).header.id;
    expect(await sales()).toBe(1);
    expect(await journals(id)).toBe(1);

    // An edit of the amount posts the reversal and the replacement: 1 + 2 journals, once.
    const editKey = randomUUID();
    const edit = { ...body, lines: [{ grade: 'A', qty_kg: 12, unit_price: 25000 }] };
    const put1 = await t.http().put(`/api/egg-sales/${id}`).set(a.as('admin')).set('Idempotency-Key', editKey).send(edit).expect(200);
    const put2 = await t.http().put(`/api/egg-sales/${id}`).set(a.as('admin')).set('Idempotency-Key', editKey).send(edit).expect(200);
    expect(put2.text).toBe(put1.text);
    expect(put2.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf<SaleDetailDto>(put2).header.total_amount).toBe('300000.00');
    expect(await journals(id)).toBe(3);
  });

  it('keys the routes without a farm per user: a superadmin creating a farm twice gets one farm', async () => {
    const root = await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`);
    const kode = `I${uniq()}`.toUpperCase();
    const body = { nama: `Kandang Idem ${kode}`, kode, owner_email: `owner-${kode.toLowerCase()}@idem.id`, owner_password: 'rahasia-123' };
    const key = randomUUID();
    const send = () => t.http().post('/api/superadmin/tenants').set('authorization', `Bearer ${root}`).set('Idempotency-Key', key).send(body);
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.text).toBe(first.text);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf<TenantCreatedDto>(again).kode).toBe(kode);
    const farms = await asSuperadmin(t, async () => (await queryOne(t.app.get(TenantContext).manager, Count, `select count(*)::int as n from tenants where kode = $1`, [kode]))!.n);
    expect(farms).toBe(1);
  });

  it('ignores the key on login: another user logging in with it gets their own session', async () => {
    const key = randomUUID();
    const abk = await t.http().post('/api/auth/login').set('Idempotency-Key', key).send({ email: a.users.abk.username, password: a.users.abk.password }).expect(200);
    const admin = await t.http().post('/api/auth/login').set('Idempotency-Key', key).send({ email: a.users.admin.username, password: a.users.admin.password }).expect(200);
    expect(admin.headers['idempotent-replayed']).toBeUndefined();
    expect(admin.text).not.toBe(abk.text);
    expect(admin.text).toContain(a.users.admin.username);
  });

  it("stores the answer of a write that ends the caller's own session (an admin's new password, logout)", async () => {
    const c = await createTenant(t, 'Idem C');
    const key = randomUUID();
    const own = await t
      .http()
      .put(`/api/users/${c.users.admin.id}`)
      .set(c.as('admin'))
      .set('Idempotency-Key', key)
      .send({ password: 'sandi-baru-123' })
      .expect(200);
    expect(own.headers['idempotent-replayed']).toBeUndefined();
    // The key was stored with its answer although the request ended its own session.
    expect(await countIn(c.id, `select count(*)::int as n from idempotency_keys where key = $1 and status = 200`, [key])).toBe(1);
    // Logout (no farm: the key is the user's own) answers as without a key, and the token ends.
    await t.http().post('/api/auth/logout').set(c.as('owner')).set('Idempotency-Key', randomUUID()).send({}).expect(200);
    await t.http().get('/api/my').set(c.as('owner')).expect(401);
  });

  it('deletes keys older than 7 days when a new key is stored, at most 50, and keeps younger ones', async () => {
    // As the test superadmin in farm a: three keys of 8 days and one of 6 days.
    const old = [randomUUID(), randomUUID(), randomUUID()];
    const young = randomUUID();
    await inTenant(t, a.id, async () => {
      const m = t.app.get(TenantContext).manager;
      for (const [key, days] of [...old.map((k): [string, number] => [k, 8]), [young, 6] as [string, number]]) {
        await execute(
          m,
          `insert into idempotency_keys (scope, key, tenant_id, user_id, method, path, body_hash, status, answer, created_at)
           values ($1, $2, $1, $3, 'POST', '/api/x', repeat('0', 64), 201, '{}', now() - make_interval(days => $4))`,
          [a.id, key, t.rootId, days],
        );
      }
    });
    const inFarm = (keys: string[]) => countIn(a.id, `select count(*)::int as n from idempotency_keys where key = any($1::uuid[])`, [keys]);
    expect(await inFarm([...old, young])).toBe(4);
    await death(a, randomUUID(), { tanggal: '2025-03-08', aksi: 'mati', jumlah: 1, asal_tingkat_id: tingkatA }).expect(201);
    expect(await inFarm(old)).toBe(0);
    expect(await inFarm([young])).toBe(1);
  });
});

import { Client } from 'pg';
import { addDays, today } from '../src/common/dates/farm-day';
import { auditRows } from './utils/audit';
import { createTestApp, TEST_ROOT, TestApp, uniq } from './utils/create-test-app';
import { createCoop, createTenant, loginAs, TestCoop, TestTenant } from './utils/factories';
import { addCustomer, addSale, enterEggs } from './utils/egg-sales';
import { actAs, openSession } from './utils/sessions';
import { bodyOf, messageOf } from './utils/http';
import { AuditPageDto } from '../src/modules/audit/dto/audit.dto';
import { ImpersonationDto } from '../src/modules/tenants/dto/tenants.dto';

/**
 * The audit trail (issue #19 'An audit trail that can be read'): every write to money, stock,
 * people or settings leaves a row with who, what and a short before/after; owner/admin read their
 * farm's rows, a superadmin without a farm the platform's; the runtime role can neither change the
 * rows nor write one in another user's name.
 */
describe('Audit trail', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let root: Record<string, string>;

  const read = (headers: Record<string, string>, query: Record<string, string | number> = {}) => t.http().get('/api/audit').query(query).set(headers);
  const items = async (query: Record<string, string | number>, tenant = a) => bodyOf<AuditPageDto>(await read(tenant.as('owner'), query).expect(200)).items;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Audit A');
    b = await createTenant(t, 'Audit B');
    coop = await createCoop(t, a.id, { jalur: ['Jalur 1'], bagian: ['Kanan'], tingkat: ['T1', 'T2'] });
    root = { authorization: `Bearer ${await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`)}` };
  });
  afterAll(() => t.close());

  it('an egg sale: rows for the sale, its lines and its journal, by the admin who made it', async () => {
    await enterEggs(t, a, coop.bagianIds[0], today(), { a: 300 });
    const customer = await addCustomer(t, a, { name: 'Toko Audit', phone: '081211112222' });
    // 20 kg × 27,000 = 540,000 rupiah, cash.
    const sale = await addSale(t, a, { sale_date: today(), customer_id: customer, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 20, unit_price: 27000 }] });

    const rows = await items({ entity: 'egg_sales' });
    const insert = rows.find((r) => r.action === 'insert' && r.entity_id === String(sale.header.id));
    expect(insert).toMatchObject({ event: 'data_change', entity: 'egg_sales', actor: a.users.admin.username, on_behalf_of: null, before: null });
    expect(insert!.after).toMatchObject({ customer_id: customer, payment_method: 'cash', sale_date: today() });
    // The sale as its rows leave it (insert, then updates of the changed columns, oldest first): 540,000.
    const ended = rows
      .filter((r) => r.entity_id === String(sale.header.id))
      .reverse()
      .reduce((row, r) => ({ ...row, ...r.after }), {} as Record<string, unknown>);
    expect(ended).toMatchObject({ total_amount: 540000, amount_paid: 540000, kg_a: 20, journal_id: sale.header.journal_id });
    expect(insert!.after).not.toHaveProperty('created_at');
    expect(insert!.after).not.toHaveProperty('tenant_id');

    const lines = await items({ entity: 'egg_sale_lines' });
    expect(lines[0]).toMatchObject({ action: 'insert', actor: a.users.admin.username });
    expect(lines[0].after).toMatchObject({ sale_id: sale.header.id, grade: 'A', qty_kg: 20, unit_price: 27000, amount: 540000 });
    expect((await items({ entity: 'journals' })).some((r) => r.entity_id === String(sale.header.journal_id) && r.action === 'insert')).toBe(true);
    expect((await items({ entity: 'customers' }))[0]).toMatchObject({ action: 'insert', entity_id: String(customer), after: expect.objectContaining({ name: 'Toko Audit' }) as unknown });
  });

  it('a feed save: one insert per row by the abk; a later change keeps only the changed column, old → new', async () => {
    const [t1, t2] = coop.tingkatIds;
    await t.http().post('/api/transaksi-pakan').set(a.as('abk')).send({ tanggal: today(), data: [{ tingkat_id: t1, pakan_pagi: 82.5, pakan_sore: 60 }, { tingkat_id: t2, pakan_pagi: 10 }] }).expect(200);
    await t.http().post('/api/transaksi-pakan').set(a.as('admin')).send({ tanggal: today(), data: [{ tingkat_id: t1, pakan_pagi: 90, pakan_sore: 60 }] }).expect(200);

    const rows = await items({ entity: 'transaksi_pakan' });
    const inserts = rows.filter((r) => r.action === 'insert');
    // In tingkat order (numbers: a plain sort() would put id 100 before 99).
    const byTingkat = [...inserts].sort((x, y) => Number(x.after!.tingkat_id) - Number(y.after!.tingkat_id));
    expect(byTingkat.map((r) => [r.actor, r.after!.tingkat_id, r.after!.pakan_pagi])).toEqual([
      [a.users.abk.username, t1, 82.5],
      [a.users.abk.username, t2, 10],
    ]);
    const updates = rows.filter((r) => r.action === 'update');
    expect(updates).toHaveLength(1);
    // Only pakan_pagi changed (82.5 → 90); version and updated_at are left out.
    expect(updates[0]).toMatchObject({ actor: a.users.admin.username, entity_id: inserts.find((r) => r.after!.tingkat_id === t1)!.entity_id, before: { pakan_pagi: 82.5 }, after: { pakan_pagi: 90 } });
  });

  it('a role change: the membership update and the role_change event, by the owner', async () => {
    await t.http().put(`/api/users/${a.users.viewer.id}`).set(a.as('owner')).send({ role: 'abk' }).expect(200);
    const membership = (await items({ entity: 'memberships' })).find((r) => r.action === 'update');
    expect(membership).toMatchObject({ actor: a.users.owner.username, before: { role: 'viewer' }, after: { role: 'abk' } });
    const event = (await items({ entity: 'role_change' }))[0];
    expect(event).toMatchObject({ event: 'role_change', action: null, entity: null, actor: a.users.owner.username, subject: a.users.viewer.username, detail: { from: 'viewer', to: 'abk' } });
    await t.http().put(`/api/users/${a.users.viewer.id}`).set(a.as('owner')).send({ role: 'viewer' }).expect(200);
    // Back to the lower role: the member's sessions ended, it logs in again.
    await t.http().get('/api/my').set({ authorization: `Bearer ${a.tokens.viewer}` }).expect(401);
    a.tokens.viewer = await loginAs(t, a.users.viewer.username, a.users.viewer.password);
  });

  it('abk, viewer and reseller get 403; owner and admin read', async () => {
    for (const role of ['abk', 'viewer', 'reseller'] as const) {
      expect(messageOf(await read(a.as(role)).expect(403))).toBe('Anda tidak memiliki akses untuk tindakan ini.');
    }
    await read(a.as('admin')).expect(200);
  });

  it('filters: actor by username (any case) or id, entity, paging with the total; bad input 400', async () => {
    const byName = bodyOf<AuditPageDto>(await read(a.as('owner'), { actor: a.users.abk.username.toUpperCase(), limit: 500 }).expect(200));
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((r) => r.actor === a.users.abk.username)).toBe(true);
    const byId = bodyOf<AuditPageDto>(await read(a.as('owner'), { actor: a.users.abk.id, limit: 500 }).expect(200));
    expect(byId.total).toBe(byName.total);

    const all = bodyOf<AuditPageDto>(await read(a.as('owner'), { entity: 'transaksi_pakan' }).expect(200));
    // Two inserts and one update (test above).
    expect(all.total).toBe(3);
    const second = bodyOf<AuditPageDto>(await read(a.as('owner'), { entity: 'transaksi_pakan', limit: 1, page: 2 }).expect(200));
    expect(second).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(second.items.map((r) => r.id)).toEqual([all.items[1].id]);

    // A range that ended yesterday has none of today's rows.
    expect(bodyOf<AuditPageDto>(await read(a.as('owner'), { from: addDays(today(), -30), to: addDays(today(), -1) }).expect(200)).total).toBe(0);
    // Every row of this farm is from today: the longest range (366 days) counts what the default (last 30 days) does.
    const recent = bodyOf<AuditPageDto>(await read(a.as('owner')).expect(200)).total;
    expect(bodyOf<AuditPageDto>(await read(a.as('owner'), { from: addDays(today(), -365), to: today() }).expect(200)).total).toBe(recent);

    expect(messageOf(await read(a.as('owner'), { from: '2024-01-01', to: '2025-01-01' }).expect(400))).toBe('Rentang tanggal maksimal 366 hari.');
    expect(messageOf(await read(a.as('owner'), { from: '2025-02-01', to: '2025-01-01' }).expect(400))).toBe('Tanggal mulai tidak boleh sesudah tanggal akhir.');
    expect(messageOf(await read(a.as('owner'), { limit: 501 }).expect(400))).toBe('limit harus bilangan bulat 1–500.');
    expect(messageOf(await read(a.as('owner'), { page: 0 }).expect(400))).toBe('page harus bilangan bulat ≥ 1.');
    expect(messageOf(await read(a.as('owner'), { from: '2025-13-01' }).expect(400))).toBe('from harus tanggal (YYYY-MM-DD).');
  });

  it("another farm's rows are never visible", async () => {
    await addCustomer(t, b, { name: 'Pelanggan B' });
    // a's owner naming farm b: 403 from the guard.
    await read({ ...a.as('owner'), 'x-tenant-id': b.id }).expect(403);
    const own = bodyOf<AuditPageDto>(await read(b.as('owner'), { limit: 500 }).expect(200)).items;
    expect(own.some((r) => r.entity === 'customers' && r.after?.name === 'Pelanggan B')).toBe(true);
    const aUsers = Object.values(a.users).map((u) => u.username);
    expect(own.filter((r) => aUsers.includes(r.actor ?? '') || r.entity === 'egg_sales' || r.entity === 'transaksi_pakan')).toEqual([]);
  });

  it('the superadmin impersonating: its changes name it and the farm; start and end are events', async () => {
    await t.http().put('/api/transaksi-telur/settings').set(a.as('owner')).send({ weight_grade_b: 0.05 }).expect(200);
    const imp = await t.http().post(`/api/superadmin/impersonate/${a.id}`).set(root).expect(200);
    const h = { authorization: `Bearer ${bodyOf<ImpersonationDto>(imp).token}` };
    await t.http().put('/api/transaksi-telur/settings').set(h).send({ weight_grade_b: 0.052 }).expect(200);
    await t.http().post('/api/auth/logout').set(h).expect(200);

    const change = (await items({ entity: 'telur_settings' })).find((r) => r.action === 'update');
    expect(change).toMatchObject({
      actor: TEST_ROOT,
      entity_id: a.id,
      on_behalf_of: { id: a.id, kode: a.kode.toUpperCase(), nama: a.nama },
      before: { weight_grade_b: 0.05 },
      after: { weight_grade_b: 0.052 },
    });
    expect((await items({ entity: 'impersonation_start' }))[0]).toMatchObject({ actor: TEST_ROOT, on_behalf_of: { id: a.id } });
    expect((await items({ entity: 'impersonation_end' }))[0]).toMatchObject({ actor: TEST_ROOT, on_behalf_of: { id: a.id } });
    expect((await items({ actor: TEST_ROOT, entity: 'logout' })).length).toBe(0);
  });

  it('a superadmin without a farm reads the platform events only (rows without a farm such as logins, farms created, impersonations)', async () => {
    const kode = `P${uniq()}`;
    await t.http().post('/api/superadmin/tenants').set(root).send({ kode, nama: `Kandang ${kode}`, owner_email: `pemilik-${kode}@contoh.id`, owner_password: 'rahasia1' }).expect(201);
    const res = await read(root, { limit: 500 }).expect(200);
    const rows = bodyOf<AuditPageDto>(res).items;
    expect(rows.some((r) => r.event === 'login_success' && r.actor === TEST_ROOT)).toBe(true);
    expect(rows.find((r) => r.event === 'tenant_created' && r.subject === kode.toUpperCase())).toMatchObject({ actor: TEST_ROOT });
    expect(rows.find((r) => r.entity === 'tenants' && r.action === 'insert' && r.after?.kode === kode.toUpperCase())).toMatchObject({ actor: TEST_ROOT });
    expect(rows.some((r) => r.event === 'impersonation_start' && r.on_behalf_of?.id === a.id)).toBe(true);
    // The farms' own rows are not part of the platform view.
    expect(rows.filter((r) => r.event === 'data_change' && r.entity !== 'tenants')).toEqual([]);
    expect(rows.filter((r) => ['logout', 'role_change', 'user_added'].includes(r.event) && r.actor !== TEST_ROOT)).toEqual([]);
    // A farm member's token always names its farm; without the header of another farm it reads its own.
    await read({ authorization: `Bearer ${a.tokens.owner}` }).expect(200);
  });

  it('a failed login has no actor; the given username is only its subject', async () => {
    const name = `hantu-${uniq()}`;
    await t.http().post('/api/auth/login').send({ email: name, password: 'salah-salah' }).expect(401);
    await t.http().post('/api/auth/login').send({ email: a.users.abk.username, password: 'salah-salah' }).expect(401);
    expect(await auditRows(t, name)).toEqual([expect.objectContaining({ event: 'login_failure', actor_email: null })]);
    expect((await auditRows(t, a.users.abk.username)).filter((r) => r.event === 'login_failure')).toEqual([expect.objectContaining({ actor_email: null })]);
  });

  describe('as the runtime role (kpm_app)', () => {
    let c: Client;
    /** A transaction of kpm_app as a live session of `user` (opened like a login) in `tenant`, rolled back. */
    const as = async (user: string, tenant: string, fn: () => Promise<void>) => {
      const session = await openSession(t, user);
      await c.query('begin');
      try {
        await actAs(c, session);
        await c.query(`select set_config('app.tenant_id', $1, true)`, [tenant]);
        await fn();
      } finally {
        await c.query('rollback');
      }
    };
    const refused = async (sql: string, params: unknown[], error: RegExp) => {
      await c.query('savepoint refused');
      await expect(c.query(sql, params)).rejects.toThrow(error);
      await c.query('rollback to savepoint refused');
    };
    beforeAll(async () => {
      c = new Client({ connectionString: t.settings.appDatabaseUrl });
      await c.connect();
    });
    afterAll(() => c.end());

    it('cannot change, delete or insert audit rows', async () => {
      await as(a.users.owner.id, a.id, async () => {
        expect((await c.query<{ n: number }>('select count(*)::int as n from audit_events')).rows[0].n).toBeGreaterThan(0);
        await refused(`update audit_events set actor_email = 'x'`, [], /permission denied/);
        await refused(`delete from audit_events`, [], /permission denied/);
        await refused(`truncate audit_events`, [], /permission denied/);
        await refused(`insert into audit_events (event, tenant_id) values ('logout', $1)`, [a.id], /permission denied/);
      });
    });

    it('cannot write an audit row in another user\'s name, nor a data change; its own name comes from users', async () => {
      await as(a.users.owner.id, a.id, async () => {
        await refused(`select app_audit('logout', $1, $2, 'owner', null, null, null)`, [a.id, a.users.admin.id], /Akses ditolak/);
        await refused(`select app_audit('logout', $1, $2, 'root', null, null, null)`, [a.id, t.rootId], /Akses ditolak/);
        await refused(`select app_audit('data_change', $1, null, null, null, null, null)`, [a.id], /Akses ditolak/);
        const subject = `palsu-${uniq()}`;
        await c.query(`select app_audit('logout', $1, $2, 'orang-lain', $3, null, null)`, [a.id, a.users.owner.id, subject]);
        expect((await c.query('select actor_id, actor_email from audit_events where subject = $1', [subject])).rows).toEqual([{ actor_id: a.users.owner.id, actor_email: a.users.owner.username }]);
      });
    });
  });
});

import { UsersService } from '../src/modules/users/users.service';
import { AvailableResellerDto, CustomerDto } from '../src/modules/customers/dto/customers.dto';
import { createTestApp, TestApp, uniq } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { asSuperadmin, createTenant, inTenant, TestTenant } from './utils/factories';
import { SaleRole } from './utils/egg-sales';

/** Data Pelanggan (spec part 2 'Data Pelanggan', §3 'Customer', §5 'New customer', §6, §7 'Customers', §9 phone). */
describe('Customers', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  /** A second reseller user of tenant a. */
  let reseller2: { id: string; username: string };

  const as = (role: SaleRole = 'admin', tenant = a) => tenant.as(role);
  const create = (body: object, role: SaleRole = 'admin', tenant = a) => t.http().post('/api/customers').set(as(role, tenant)).send(body);
  const update = (id: number, body: object, role: SaleRole = 'admin', tenant = a) => t.http().put(`/api/customers/${id}`).set(as(role, tenant)).send(body);
  const list = async (query: object = {}) => bodyOf<CustomerDto[]>(await t.http().get('/api/customers').query(query).set(as()).expect(200));
  const available = async (query: object = {}) =>
    bodyOf<AvailableResellerDto[]>(await t.http().get('/api/customers/helpers/available-resellers').query(query).set(as()).expect(200));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Pelanggan A');
    b = await createTenant(t, 'Pelanggan B');
    const users = t.app.get(UsersService);
    const acc = await asSuperadmin(t, () => users.createAccount(`reseller2-${uniq()}`, 'reseller2-pw'));
    await inTenant(t, a.id, () => users.addMembership(acc.id, 'reseller'));
    reseller2 = { id: acc.id, username: acc.email };
  });
  afterAll(() => t.close());

  it('adds a customer with the phone normalised to the 62 prefix', async () => {
    const res = await create({ name: '  Toko Sumber Rejeki ', phone: '0812-3456-7890', address: 'Jl. Raya 1', note: 'Langganan' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number) as unknown,
      name: 'Toko Sumber Rejeki',
      phone: '6281234567890',
      address: 'Jl. Raya 1',
      status: 'active',
      note: 'Langganan',
      user_id: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      user_email: null,
      user_role: null,
      is_me: false,
    });
    expect(bodyOf<CustomerDto>(await create({ name: 'Pak Budi', phone: '+62 813 1111 2222' }).expect(201)).phone).toBe('6281311112222');
    expect(bodyOf<CustomerDto>(await create({ name: 'Bu Ani', phone: '6285700001111' }).expect(201)).phone).toBe('6285700001111');
    expect(bodyOf<CustomerDto>(await create({ name: 'Tanpa HP', phone: '' }).expect(201)).phone).toBeNull();
    expect(bodyOf<CustomerDto>(await create({ name: 'Nonaktif', status: 'inactive' }).expect(201)).status).toBe('inactive');
  });

  it("answers 'Nama pelanggan wajib.' and the other field messages (400)", async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 12 }, { name: null }]) {
      expect((await create(body).expect(400)).body).toEqual({ success: false, message: 'Nama pelanggan wajib.', field: 'name' });
    }
    // One phone rule everywhere (issue 19): libphonenumber-js, region ID.
    for (const bad of ['08abc', '0812', '12', '628123456', '+1 202 555 0143']) {
      expect(messageOf(await create({ name: 'X', phone: bad }).expect(400))).toBe('Nomor HP tidak valid (contoh 081234567890).');
    }
    expect(messageOf(await create({ name: 'X', status: 'hapus' }).expect(400))).toBe('Status harus active atau inactive.');
    expect(messageOf(await create({ name: 'X', user_id: 'abc' }).expect(400))).toBe('user_id tidak valid.');
    expect(messageOf(await create({ name: 'X'.repeat(121) }).expect(400))).toBe('Nama pelanggan maksimal 120 karakter.');
    expect(messageOf(await create({ name: 'X', tenant_id: b.id }).expect(400))).toBe('Field tenant_id tidak dikenal.');
  });

  it('lists resellers first, then by name; ?status=active gives the sale picker', async () => {
    const linked = await create({ name: 'Zaenal Reseller', user_id: a.users.reseller.id }).expect(201);
    expect(linked.body).toMatchObject({ user_id: a.users.reseller.id, user_email: a.users.reseller.username, user_role: 'reseller', is_me: false });
    const names = (await list()).map((c) => c.name);
    expect(names).toEqual(['Zaenal Reseller', 'Bu Ani', 'Nonaktif', 'Pak Budi', 'Tanpa HP', 'Toko Sumber Rejeki']);
    expect((await list({ status: 'active' })).map((c) => c.name)).toEqual(['Zaenal Reseller', 'Bu Ani', 'Pak Budi', 'Tanpa HP', 'Toko Sumber Rejeki']);
    expect((await list({ status: 'inactive' })).map((c) => c.name)).toEqual(['Nonaktif']);
    expect(messageOf(await t.http().get('/api/customers').query({ status: 'x' }).set(as()).expect(400))).toBe('Status harus active atau inactive.');
  });

  it('offers reseller users not linked yet, plus the one of the customer being edited; links only resellers, once', async () => {
    const byEmail = (rows: Array<{ email: string }>) => rows.map((r) => r.email);
    // The tenant's reseller is linked to Zaenal; only reseller2 is free.
    expect(await available()).toEqual([{ id: reseller2.id, email: reseller2.username }]);
    const zaenal = (await list()).find((c) => c.name === 'Zaenal Reseller')!;
    expect(byEmail(await available({ customer_id: zaenal.id })).sort()).toEqual([a.users.reseller.username, reseller2.username].sort());
    const budi = (await list()).find((c) => c.name === 'Pak Budi')!;
    // Not a reseller here (the abk; a user of tenant b): 422. Already linked: 409.
    expect(messageOf(await update(budi.id, { name: 'Pak Budi', user_id: a.users.abk.id }).expect(422))).toBe('User yang dipilih bukan reseller di kandang ini.');
    expect(messageOf(await update(budi.id, { name: 'Pak Budi', user_id: b.users.reseller.id }).expect(422))).toBe('User yang dipilih bukan reseller di kandang ini.');
    expect(messageOf(await update(budi.id, { name: 'Pak Budi', user_id: a.users.reseller.id }).expect(409))).toBe('User reseller ini sudah terhubung ke pelanggan lain.');
    expect(messageOf(await create({ name: 'Baru', user_id: a.users.reseller.id }).expect(409))).toBe('User reseller ini sudah terhubung ke pelanggan lain.');
    // Link reseller2 to Pak Budi: nobody is free any more.
    const res = await update(budi.id, { name: 'Pak Budi', user_id: reseller2.id }).expect(200);
    expect(res.body).toMatchObject({ name: 'Pak Budi', phone: '6281311112222', user_id: reseller2.id, user_email: reseller2.username, user_role: 'reseller' });
    expect(await available()).toEqual([]);
    // Unlink with null: free again.
    expect(bodyOf<CustomerDto>(await update(budi.id, { name: 'Pak Budi', user_id: null }).expect(200)).user_id).toBeNull();
    expect(byEmail(await available())).toEqual([reseller2.username]);
    expect(messageOf(await t.http().get('/api/customers/helpers/available-resellers').query({ customer_id: 'x' }).set(as()).expect(400))).toBe('customer_id harus bilangan bulat.');
  });

  it('updates the fields sent, keeps the others, clears with null', async () => {
    const id = bodyOf<CustomerDto>(await create({ name: 'Warung Sari', phone: '081299998888', address: 'Pasar', note: 'Pagi' }).expect(201)).id;
    const res = await update(id, { name: 'Warung Sari Jaya', status: 'inactive' }).expect(200);
    expect(res.body).toMatchObject({ id, name: 'Warung Sari Jaya', phone: '6281299998888', address: 'Pasar', note: 'Pagi', status: 'inactive' });
    const cleared = await update(id, { name: 'Warung Sari Jaya', phone: null, address: null, note: '' }).expect(200);
    expect(cleared.body).toMatchObject({ phone: null, address: null, note: null, status: 'inactive' });
    expect((await t.http().get(`/api/customers/${id}`).set(as()).expect(200)).body).toEqual(cleared.body);
    expect(messageOf(await update(id, { phone: '081' }).expect(400))).toBe('Nama pelanggan wajib.');
  });

  it('is for admins only (403) and hides other tenants (404)', async () => {
    const id = (await list())[0].id;
    for (const role of ['abk', 'viewer', 'reseller'] as const) {
      await t.http().get('/api/customers').set(as(role)).expect(403);
      await t.http().get(`/api/customers/${id}`).set(as(role)).expect(403);
      await create({ name: 'X' }, role).expect(403);
      await update(id, { name: 'X' }, role).expect(403);
      await t.http().get('/api/customers/helpers/available-resellers').set(as(role)).expect(403);
    }
    await t.http().get('/api/customers').set(as('owner')).expect(200);
    expect(messageOf(await t.http().get(`/api/customers/${id}`).set(as('owner', b)).expect(404))).toBe('Pelanggan tidak ditemukan.');
    await update(id, { name: 'Diambil' }, 'owner', b).expect(404);
    expect((await t.http().get('/api/customers').set(as('owner', b)).expect(200)).body).toEqual([]);
    expect(messageOf(await t.http().get('/api/customers/abc').set(as()).expect(400))).toBe('ID tidak valid.');
    await t.http().get('/api/customers/99999999999').set(as()).expect(400);
  });
});

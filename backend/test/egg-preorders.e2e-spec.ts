import dayjs from 'dayjs';
import { PreorderDto, SuggestQtyDto } from '../src/modules/egg-preorders/dto/egg-preorders.dto';
import { AvailabilityDto, SaleDetailDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, TestCoop, TestTenant } from './utils/factories';
import { addCustomer, enterEggs, SaleRole } from './utils/egg-sales';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/**
 * Pemesanan Telur (spec part 2 'Pemesanan Telur', §3 'Egg pre-order', §4, §5, §7 'Pre-orders', §9;
 * DESIGN §5): orders reserve kg per grade; executing one is an egg sale with preorder_id.
 */
describe('Egg pre-orders', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let toko: number;
  let agen: number;

  const as = (role: SaleRole = 'admin', tenant = a) => tenant.as(role);
  const create = (body: object, role: SaleRole = 'admin', tenant = a) => t.http().post('/api/egg-preorders').set(as(role, tenant)).send(body);
  const update = (id: number, body: object, role: SaleRole = 'admin', tenant = a) => t.http().put(`/api/egg-preorders/${id}`).set(as(role, tenant)).send(body);
  const get = async (id: number) => bodyOf<PreorderDto>(await t.http().get(`/api/egg-preorders/${id}`).set(as()).expect(200));
  const sell = (body: object) => t.http().post('/api/egg-sales').set(as()).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Pesan A');
    b = await createTenant(t, 'Pesan B');
    coop = await createCoop(t, a.id, { bagian: ['Kanan', 'Kiri'] });
    // Grade A: 3 days ago 100 + 20, 2 days ago 90, yesterday 80 (+ B 30, C 12), today nothing yet.
    await enterEggs(t, a, coop.bagianIds[0], day(-3), { a: 100 });
    await enterEggs(t, a, coop.bagianIds[1], day(-3), { a: 20 });
    await enterEggs(t, a, coop.bagianIds[0], day(-2), { a: 90 });
    await enterEggs(t, a, coop.bagianIds[0], day(-1), { a: 80, b: 30, c: 12 });
    toko = await addCustomer(t, a, { name: 'Toko Roti Enak' });
    agen = await addCustomer(t, a, { name: 'Agen Telur' });
  });
  afterAll(() => t.close());

  it('takes an order as confirmed, with what remains equal to what was ordered', async () => {
    const res = await create({ order_date: day(0), due_date: day(2), customer_id: toko, qty_a: 50, qty_b: 10.5, qty_c: 0, notes: 'Ambil pagi', status: 'confirmed' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number) as unknown,
      order_date: day(0),
      due_date: day(2),
      customer_id: toko,
      customer_name: 'Toko Roti Enak',
      buyer: 'Toko Roti Enak',
      qty_a: 50,
      qty_b: 10.5,
      qty_c: 0,
      remaining_a: 50,
      remaining_b: 10.5,
      remaining_c: 0,
      notes: 'Ambil pagi',
      status: 'confirmed',
      sale_ids: [],
    });
    // order_date defaults to today, missing kg to 0.
    const plain = await create({ due_date: day(20), customer_id: agen, qty_c: 5 }).expect(201);
    expect(plain.body).toMatchObject({ order_date: day(0), qty_a: 0, qty_b: 0, qty_c: 5, status: 'confirmed' });
  });

  it('answers the spec messages (400) and 404 for an unknown customer', async () => {
    const base = { order_date: day(0), due_date: day(2), customer_id: toko, qty_a: 1 };
    const msg = async (body: object, status = 400) => messageOf(await create({ ...base, ...body }).expect(status));
    expect(await msg({ customer_id: undefined })).toBe('Pilih pelanggan.');
    expect(await msg({ customer_id: 0 })).toBe('Pilih pelanggan.');
    expect(await msg({ qty_a: 0 })).toBe('Isi minimal satu Qty.');
    expect(await msg({ qty_a: -1 })).toBe('Qty A harus angka ≥ 0 dengan paling banyak 2 angka di belakang koma.');
    expect(await msg({ qty_b: 1.234 })).toBe('Qty B harus angka ≥ 0 dengan paling banyak 2 angka di belakang koma.');
    expect(await msg({ qty_c: '5' })).toBe('Qty C harus angka ≥ 0 dengan paling banyak 2 angka di belakang koma.');
    expect(await msg({ due_date: undefined })).toBe('Tanggal ambil wajib diisi (YYYY-MM-DD).');
    expect(await msg({ due_date: '2026-02-30' })).toBe('Tanggal ambil wajib diisi (YYYY-MM-DD).');
    expect(await msg({ due_date: day(-1) })).toBe('Tanggal ambil tidak boleh sebelum tanggal pesan.');
    expect(await msg({ due_date: dayjs().add(1, 'year').add(1, 'day').format('YYYY-MM-DD') })).toBe('Tanggal ambil paling lambat 1 tahun dari hari ini.');
    expect(await msg({ order_date: day(1), due_date: day(3) })).toBe('Tanggal tidak boleh melewati hari ini.');
    expect(await msg({ order_date: '1999-12-01', due_date: '1999-12-02' })).toBe('Tanggal tidak boleh sebelum 01/01/2000.');
    expect(await msg({ status: 'canceled' })).toBe('Status pesanan baru harus confirmed.');
    expect(await msg({ customer_id: 999999 }, 404)).toBe('Pelanggan tidak ditemukan.');
    // PUT does not take a status.
    const id = bodyOf<PreorderDto>(await create(base).expect(201)).id;
    expect(messageOf(await update(id, { ...base, status: 'confirmed' }).expect(400))).toBe('Field status tidak dikenal.');
    await t.http().delete(`/api/egg-preorders/${id}`).set(as()).expect(200);
  });

  // Issue 19: an order for an inactive customer was taken (201) though executing it answers 422.
  it('refuses an order for an inactive customer (422, as a sale does), on create and when an order changes customer', async () => {
    const gone = await addCustomer(t, a, { name: 'Pak Darto (pindah)', status: 'inactive' });
    const before = bodyOf<PreorderDto[]>(await t.http().get('/api/egg-preorders').set(as()).query({ due_from: day(0), due_to: day(30) }).expect(200));
    const res = await create({ due_date: day(2), customer_id: gone, qty_a: 5 }).expect(422);
    expect(messageOf(res)).toBe('Pelanggan ini tidak aktif. Aktifkan dulu di Data Pelanggan.');
    const sale = await sell({ sale_date: day(0), customer_id: gone, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 1, unit_price: 27000 }] }).expect(422);
    expect(messageOf(sale)).toBe(messageOf(res));
    const [open] = before;
    expect(messageOf(await update(open.id, { due_date: open.due_date, customer_id: gone, qty_a: open.qty_a }).expect(422))).toBe(messageOf(res));
    expect(bodyOf<PreorderDto[]>(await t.http().get('/api/egg-preorders').set(as()).query({ due_from: day(0), due_to: day(30) }).expect(200))).toEqual(before);
  });

  it('lists orders due in the window (default today … today + 14), by pickup day', async () => {
    const res = bodyOf<PreorderDto[]>(await t.http().get('/api/egg-preorders').set(as()).expect(200));
    expect(res.map((o) => [o.due_date, o.customer_name, o.status])).toEqual([
      [day(2), 'Toko Roti Enak', 'confirmed'],
      [day(2), 'Toko Roti Enak', 'canceled'],
    ]);
    const wide = bodyOf<PreorderDto[]>(await t.http().get('/api/egg-preorders').query({ due_from: day(0), due_to: day(30) }).set(as()).expect(200));
    expect(wide.map((o) => o.due_date)).toEqual([day(2), day(2), day(20)]);
    expect(messageOf(await t.http().get('/api/egg-preorders').query({ due_from: day(5), due_to: day(1) }).set(as()).expect(400))).toBe('Tanggal mulai tidak boleh sesudah tanggal akhir.');
    expect(messageOf(await t.http().get('/api/egg-preorders').query({ due_from: 'kemarin' }).set(as()).expect(400))).toBe('due_from harus tanggal (YYYY-MM-DD).');
  });

  it('suggests grade-A kg as the mean of the days before the pickup day', async () => {
    const suggest = async (query: object) => bodyOf<SuggestQtyDto>(await t.http().get('/api/egg-preorders/suggest-qty-a').query(query).set(as()).expect(200));
    // Due tomorrow, 2 days: today (nothing yet) and yesterday (80) → 40.
    expect(await suggest({ due_date: day(1), days: 2 })).toEqual({ qty_a: 40, from: day(-1), to: day(0), days: 2 });
    // Due today: yesterday 80 and 2 days ago 90 → 85; 3 days: + 120 → 96.67.
    expect(await suggest({ due_date: day(0) })).toEqual({ qty_a: 85, from: day(-2), to: day(-1), days: 2 });
    expect(await suggest({ due_date: day(0), days: 3 })).toMatchObject({ qty_a: 96.67, days: 3 });
    // Further ahead: the window ends today.
    expect(await suggest({ due_date: day(10), days: 3 })).toMatchObject({ qty_a: 56.67, from: day(-2), to: day(0) });
    const bad = (query: object) => t.http().get('/api/egg-preorders/suggest-qty-a').query(query).set(as()).expect(400);
    expect(messageOf(await bad({ due_date: day(1), days: 0 }))).toBe('days harus bilangan bulat 1–31.');
    expect(messageOf(await bad({ due_date: day(1), days: 32 }))).toBe('days harus bilangan bulat 1–31.');
    expect(messageOf(await bad({ due_date: day(1), days: '2x' }))).toBe('days harus bilangan bulat 1–31.');
    expect(messageOf(await bad({}))).toBe('due_date wajib diisi (YYYY-MM-DD).');
  });

  it('reserves the remaining kg in the availability, and executes into sales until selesai', async () => {
    const order = bodyOf<PreorderDto[]>(await t.http().get('/api/egg-preorders').set(as()).expect(200)).find((o) => o.status === 'confirmed')!;
    // Reserved from today: A 50, B 10.5 (this order), C 5 (the order due in 20 days).
    const avail = async () => bodyOf<AvailabilityDto>(await t.http().get('/api/egg-sales/available').query({ date: day(0) }).set(as()).expect(200));
    expect((await avail()).reserved).toEqual({ a: 50, b: 10.5, c: 5 });
    expect((await avail()).A).toEqual({ prod_kg: 290, sold_kg: 0, avail_kg: 290, reserved_kg: 50 });
    // Another customer cannot take this order; a price of 0 or an oversell answers the execute message.
    const base = { sale_date: day(0), customer_id: toko, payment_method: 'cash', preorder_id: order.id };
    expect(messageOf(await sell({ ...base, customer_id: agen, lines: [{ grade: 'A', qty_kg: 10, unit_price: 27000 }] }).expect(422))).toBe(
      'Penjualan dari pesanan harus untuk pelanggan pesanan itu.',
    );
    expect(messageOf(await sell({ ...base, lines: [{ grade: 'A', qty_kg: 10, unit_price: 0 }] }).expect(400))).toBe('Qty/harga belum valid atau melebihi stok.');
    expect(messageOf(await sell({ ...base, lines: [{ grade: 'A', qty_kg: 0, unit_price: 27000 }] }).expect(400))).toBe('Qty/harga belum valid atau melebihi stok.');
    // The stock refusal names the grade, kg with 2 decimals (B: 30 kg made yesterday, none sold).
    expect(messageOf(await sell({ ...base, lines: [{ grade: 'B', qty_kg: 31, unit_price: 25000 }] }).expect(422))).toBe('Grade B: 31,00 kg melebihi stok 30,00 kg.');
    expect(messageOf(await sell({ ...base, preorder_id: 999999, lines: [{ grade: 'A', qty_kg: 1, unit_price: 1 }] }).expect(404))).toBe('Pesanan tidak ditemukan.');
    // Execute A 30 → remaining A 20, B 10.5.
    const first = bodyOf<SaleDetailDto>(await sell({ ...base, lines: [{ grade: 'A', qty_kg: 30, unit_price: 27000 }] }).expect(201));
    expect(first.header.preorder_id).toBe(order.id);
    expect(await get(order.id)).toMatchObject({ remaining_a: 20, remaining_b: 10.5, remaining_c: 0, status: 'confirmed', sale_ids: [first.header.id] });
    expect((await avail()).reserved).toEqual({ a: 20, b: 10.5, c: 5 });
    // Issue 19: more B than the order has left was taken (201); now 422 naming the grade, nothing sold.
    const over = await sell({ ...base, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 20, unit_price: 27000 }, { grade: 'B', qty_kg: 12, unit_price: 25000 }] }).expect(422);
    expect(messageOf(over)).toBe('Qty grade B melebihi sisa pesanan: sisa 10,5 kg, diminta 12 kg.');
    expect(await get(order.id)).toMatchObject({ remaining_a: 20, remaining_b: 10.5, sale_ids: [first.header.id] });
    // Execute the rest → nothing remains: selesai.
    const second = bodyOf<SaleDetailDto>(await sell({ ...base, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 20, unit_price: 27000 }, { grade: 'B', qty_kg: 10.5, unit_price: 25000 }] }).expect(201));
    expect(await get(order.id)).toMatchObject({ remaining_a: 0, remaining_b: 0, status: 'selesai', sale_ids: [first.header.id, second.header.id] });
    expect((await avail()).reserved).toEqual({ a: 0, b: 0, c: 5 });
    expect(messageOf(await sell({ ...base, lines: [{ grade: 'A', qty_kg: 1, unit_price: 27000 }] }).expect(422))).toBe('Pesanan ini sudah selesai: tidak ada sisa yang belum diambil.');
    // An executed order keeps its customer.
    expect(messageOf(await update(order.id, { due_date: order.due_date, customer_id: agen, qty_a: 50 }).expect(422))).toBe('Pesanan ini sudah dieksekusi; pelanggannya tidak dapat diubah.');
    // The sale of an order keeps its customer too.
    expect(
      messageOf(await t.http().put(`/api/egg-sales/${first.header.id}`).set(as()).send({ sale_date: day(0), customer_id: agen, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 30, unit_price: 27000 }] }).expect(422)),
    ).toBe('Penjualan dari pesanan; pelanggannya tidak dapat diubah.');
    // Editing a sale of the order above what the order left besides it: 422 naming the grade.
    const raised = await t.http().put(`/api/egg-sales/${first.header.id}`).set(as()).send({ sale_date: day(0), customer_id: toko, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 31, unit_price: 27000 }] });
    expect([raised.status, messageOf(raised)]).toEqual([422, 'Qty grade A melebihi sisa pesanan: sisa 30 kg, diminta 31 kg.']);
    await t.http().put(`/api/egg-sales/${first.header.id}`).set(as()).send({ sale_date: day(0), customer_id: toko, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 30, unit_price: 27500 }] }).expect(200);
    // Deleting the first sale gives its 30 kg back to the order: confirmed again.
    await t.http().delete(`/api/egg-sales/${first.header.id}`).set(as()).expect(200);
    expect(await get(order.id)).toMatchObject({ remaining_a: 30, remaining_b: 0, status: 'confirmed', sale_ids: [second.header.id] });
    // Editing the order up: more remains.
    const edited = await update(order.id, { due_date: order.due_date, customer_id: toko, qty_a: 60, qty_b: 10.5, notes: null }).expect(200);
    expect(bodyOf<PreorderDto>(edited)).toMatchObject({ qty_a: 60, remaining_a: 40, remaining_b: 0, notes: null, order_date: order.order_date });
  });

  it('names the grade over stock with kg to 2 decimals when an order is executed', async () => {
    // A fresh farm: yesterday B 1,394 kg (what a sale can take: 1,39 kg) and A 1.500 kg.
    const f = await createTenant(t, 'Pesan Stok');
    const fc = await createCoop(t, f.id);
    await enterEggs(t, f, fc.bagianIds[0], day(-1), { a: 1500, b: 1.394 });
    const buyer = await addCustomer(t, f, { name: 'Toko Stok' });
    const order = bodyOf<PreorderDto>(
      await t.http().post('/api/egg-preorders').set(f.as('admin')).send({ order_date: day(0), due_date: day(0), customer_id: buyer, qty_a: 1600, qty_b: 2, qty_c: 0 }).expect(201),
    );
    const execute = (lines: object[]) =>
      t.http().post('/api/egg-sales').set(f.as('admin')).send({ sale_date: day(0), customer_id: buyer, payment_method: 'cash', preorder_id: order.id, lines });
    expect(messageOf(await execute([{ grade: 'B', qty_kg: 1.5, unit_price: 25000 }]).expect(422))).toBe('Grade B: 1,50 kg melebihi stok 1,39 kg.');
    // The first grade over stock is named; thousands grouped: 1.500,01 kg of A against 1.500,00.
    expect(messageOf(await execute([{ grade: 'A', qty_kg: 1500.01, unit_price: 27000 }, { grade: 'B', qty_kg: 1.5, unit_price: 25000 }]).expect(422))).toBe(
      'Grade A: 1.500,01 kg melebihi stok 1.500,00 kg.',
    );
    // Within stock it goes through.
    await execute([{ grade: 'B', qty_kg: 1.39, unit_price: 25000 }]).expect(201);
  });

  it('cancels an order (DELETE): it stays listed as canceled and cannot be edited or executed', async () => {
    const id = bodyOf<PreorderDto>(await create({ due_date: day(3), customer_id: agen, qty_a: 5 }).expect(201)).id;
    const res = await t.http().delete(`/api/egg-preorders/${id}`).set(as()).expect(200);
    expect(res.body).toMatchObject({ id, status: 'canceled' });
    expect(bodyOf<PreorderDto>(await t.http().delete(`/api/egg-preorders/${id}`).set(as()).expect(200)).status).toBe('canceled');
    expect(messageOf(await update(id, { due_date: day(3), customer_id: agen, qty_a: 6 }).expect(422))).toBe('Pesanan ini sudah dibatalkan dan tidak dapat diubah atau dieksekusi.');
    expect(
      messageOf(await sell({ sale_date: day(0), customer_id: agen, payment_method: 'cash', preorder_id: id, lines: [{ grade: 'A', qty_kg: 5, unit_price: 27000 }] }).expect(422)),
    ).toBe('Pesanan ini sudah dibatalkan dan tidak dapat diubah atau dieksekusi.');
    // Canceled orders reserve nothing.
    const reserved = bodyOf<AvailabilityDto>(await t.http().get('/api/egg-sales/available').query({ date: day(0) }).set(as()).expect(200)).reserved;
    expect(reserved).toEqual({ a: 40, b: 0, c: 5 });
  });

  it('is for admins only (403) and hides other tenants (404)', async () => {
    const [order] = bodyOf<PreorderDto[]>(await t.http().get('/api/egg-preorders').set(as()).expect(200));
    for (const role of ['abk', 'viewer', 'reseller'] as const) {
      await t.http().get('/api/egg-preorders').set(as(role)).expect(403);
      await t.http().get('/api/egg-preorders/suggest-qty-a').query({ due_date: day(1) }).set(as(role)).expect(403);
      await create({ due_date: day(2), customer_id: toko, qty_a: 1 }, role).expect(403);
      await update(order.id, { due_date: day(2), customer_id: toko, qty_a: 1 }, role).expect(403);
      await t.http().delete(`/api/egg-preorders/${order.id}`).set(as(role)).expect(403);
    }
    expect(messageOf(await t.http().get(`/api/egg-preorders/${order.id}`).set(as('owner', b)).expect(404))).toBe('Pesanan tidak ditemukan.');
    await update(order.id, { due_date: day(2), customer_id: toko, qty_a: 1 }, 'owner', b).expect(404);
    await t.http().delete(`/api/egg-preorders/${order.id}`).set(as('owner', b)).expect(404);
    expect(bodyOf<PreorderDto[]>(await t.http().get('/api/egg-preorders').set(as('owner', b)).expect(200))).toEqual([]);
    // Tenant b cannot take an order for a's customer.
    expect(messageOf(await create({ due_date: day(2), customer_id: toko, qty_a: 1 }, 'owner', b).expect(404))).toBe('Pelanggan tidak ditemukan.');
  });
});

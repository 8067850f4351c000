import dayjs from 'dayjs';
import { AvailabilityDto, LastPricesDto, SaleDeletedDto, SaleDetailDto, SaleRowDto, SaleTotalsDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, TestCoop, TestTenant } from './utils/factories';
import { addCustomer, addReceipt, addSale, balances, enterEggs, journalLines, journalsOf, SaleRole } from './utils/egg-sales';

/**
 * Egg sales, availability and receipts (spec part 2 'Penjualan Telur', 'Terima Pembayaran', §3,
 * §4, §5, §7 'Egg sales and receipts', §8; DESIGN §5 'Egg sales, receivables' and 'Finance'
 * postings). Every expected figure is worked out by hand in the comments.
 */
describe('Egg sales', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let cash: number; // Toko Maju, pays cash
  let sri: number; // Bu Sri, buys on account
  let other: number; // customer of tenant b

  const as = (role: SaleRole = 'admin', tenant = a) => tenant.as(role);
  const avail = async (date: string, tenant = a) => bodyOf<AvailabilityDto>(await t.http().get('/api/egg-sales/available').query({ date }).set(as('admin', tenant)).expect(200));
  const post = (body: object, role: SaleRole = 'admin', tenant = a) => t.http().post('/api/egg-sales').set(as(role, tenant)).send(body);
  const put = (id: number, body: object, role: SaleRole = 'admin') => t.http().put(`/api/egg-sales/${id}`).set(as(role)).send(body);
  const receipt = (body: object, role: SaleRole = 'admin') => t.http().post('/api/ar-receipts').set(as(role)).send(body);
  const detail = async (id: number) => bodyOf<SaleDetailDto>(await t.http().get(`/api/egg-sales/${id}`).set(as()).expect(200));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Telur A');
    b = await createTenant(t, 'Telur B');
    coop = await createCoop(t, a.id, { jalur: ['Jalur 1'], bagian: ['Kanan', 'Kiri'], tingkat: ['T1'] });
    const [b1, b2] = coop.bagianIds;
    // Production by hand: 01/04 A 150 (100 + 50), B 40, C 10; 02/04 A 80, B 20; 04/04 A 60.
    await enterEggs(t, a, b1, '2025-04-01', { a: 100, b: 40, c: 10 });
    await enterEggs(t, a, b2, '2025-04-01', { a: 50 });
    await enterEggs(t, a, b1, '2025-04-02', { a: 80, b: 20 });
    await enterEggs(t, a, b1, '2025-04-04', { a: 60 });
    cash = await addCustomer(t, a, { name: 'Toko Maju', phone: '0812-1111-2222' });
    sri = await addCustomer(t, a, { name: 'Bu Sri', phone: '+6281333344444', address: 'Jl. Melati 3' });
    const bCoop = await createCoop(t, b.id);
    await enterEggs(t, b, bCoop.bagianIds[0], '2025-04-01', { a: 500 });
    other = await addCustomer(t, b, { name: 'Pelanggan B' });
  });
  afterAll(() => t.close());

  describe('availability', () => {
    it('sums the production per grade up to the day', async () => {
      const r = await avail('2025-04-02');
      expect(r.A).toEqual({ prod_kg: 230, sold_kg: 0, avail_kg: 230, reserved_kg: 0 });
      expect(r.B).toEqual({ prod_kg: 60, sold_kg: 0, avail_kg: 60, reserved_kg: 0 });
      expect(r.C).toEqual({ prod_kg: 10, sold_kg: 0, avail_kg: 10, reserved_kg: 0 });
      expect(r).toMatchObject({ date: '2025-04-02', produced: { a: 230, b: 60, c: 10 }, sold: { a: 0, b: 0, c: 0 }, available: { a: 230, b: 60, c: 10 } });
      expect((await avail('2025-03-31')).A).toEqual({ prod_kg: 0, sold_kg: 0, avail_kg: 0, reserved_kg: 0 });
    });

    it('lets a back-dated sale take only what later sales left (min over later days)', async () => {
      // 04/04: sell 200 kg A → Σ produced ≤ 04/04 = 290, left 90.
      const s1 = await addSale(t, a, { sale_date: '2025-04-04', customer_id: cash, payment_method: 'cash', due_date: null, notes: 'Rutin', lines: [{ grade: 'A', qty_kg: 200, unit_price: 27000 }] });
      expect((await avail('2025-04-04')).A).toEqual({ prod_kg: 290, sold_kg: 200, avail_kg: 90, reserved_kg: 0 });
      // 01/04: min(150 − 0, 230 − 0, 290 − 200) = 90, although 150 kg were produced by then.
      expect((await avail('2025-04-01')).A).toEqual({ prod_kg: 150, sold_kg: 0, avail_kg: 90, reserved_kg: 0 });
      // 100 kg on 01/04 would leave 04/04 at −10: refused naming the grade and the kg available.
      const over = await post({ sale_date: '2025-04-01', customer_id: cash, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 100, unit_price: 27000 }] }).expect(422);
      expect(over.body).toEqual({ success: false, message: 'Stok telur grade A tidak cukup: tersedia 90 kg pada 01/04/2025 (termasuk penjualan sesudahnya), diminta 100 kg.' });
      // 90 kg fits exactly; afterwards nothing is left on any day from 01/04 on.
      const s2 = await addSale(t, a, { sale_date: '2025-04-01', customer_id: cash, payment_method: 'transfer', lines: [{ grade: 'A', qty_kg: 90, unit_price: 26500 }] });
      for (const d of ['2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04']) expect((await avail(d)).A.avail_kg).toBe(0);
      expect((await avail('2025-04-02')).A).toEqual({ prod_kg: 230, sold_kg: 90, avail_kg: 0, reserved_kg: 0 });
      // B: 25.5 kg on 02/04 → 01/04: min(40, 60 − 25.5) = 34.5; C untouched.
      await addSale(t, a, { sale_date: '2025-04-02', customer_id: cash, payment_method: 'cash', lines: [{ grade: 'B', qty_kg: 25.5, unit_price: 24000 }] });
      expect((await avail('2025-04-01')).B).toEqual({ prod_kg: 40, sold_kg: 0, avail_kg: 34.5, reserved_kg: 0 });
      expect((await avail('2025-04-02')).B).toEqual({ prod_kg: 60, sold_kg: 25.5, avail_kg: 34.5, reserved_kg: 0 });
      // Deleting the 04/04 sale gives its 200 kg back: 01/04 → min(150 − 90, 230 − 90, 290 − 90) = 60.
      await t.http().delete(`/api/egg-sales/${s1.header.id}`).set(as()).expect(200);
      expect((await avail('2025-04-01')).A.avail_kg).toBe(60);
      expect((await avail('2025-04-04')).A).toEqual({ prod_kg: 290, sold_kg: 90, avail_kg: 200, reserved_kg: 0 });
      // More eggs entered on 05/04 count from that day only.
      await enterEggs(t, a, coop.bagianIds[1], '2025-04-05', { a: 10.255 });
      expect((await avail('2025-04-05')).A).toEqual({ prod_kg: 300.255, sold_kg: 90, avail_kg: 210.25, reserved_kg: 0 });
      expect(s2.header).toMatchObject({ payment_method: 'transfer', payment_status: 'lunas', amount_outstanding: '0.00' });
    });

    it('answers 400 for a bad date and 403 for roles other than admin', async () => {
      expect(messageOf(await t.http().get('/api/egg-sales/available').query({ date: '2025-02-30' }).set(as()).expect(400))).toBe('date harus tanggal (YYYY-MM-DD).');
      for (const role of ['abk', 'viewer', 'reseller'] as const) await t.http().get('/api/egg-sales/available').set(as(role)).expect(403);
      await t.http().get('/api/egg-sales/available').set(as('owner')).expect(200);
    });
  });

  describe('sales', () => {
    it('refuses incomplete sales with the spec messages (400) and saves nothing', async () => {
      const base = { sale_date: '2025-04-05', customer_id: cash, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 1, unit_price: 27000 }] };
      const msg = async (body: object, status = 400) => messageOf(await post(body).expect(status));
      expect(await msg({ ...base, customer_id: undefined })).toBe('Pelanggan wajib diisi.');
      expect(await msg({ ...base, customer_id: null })).toBe('Pelanggan wajib diisi.');
      expect(await msg({ ...base, payment_method: undefined })).toBe('Silakan pilih metode bayar.');
      expect(await msg({ ...base, payment_method: 'kredit' })).toBe('Silakan pilih metode bayar.');
      expect(await msg({ ...base, lines: [] })).toBe('Isi minimal satu Qty.');
      expect(await msg({ ...base, lines: [{ grade: 'A', qty_kg: 0, unit_price: 27000 }, { grade: 'B', qty_kg: 0 }] })).toBe('Isi minimal satu Qty.');
      expect(await msg({ ...base, lines: undefined })).toBe('Isi minimal satu Qty.');
      expect(await msg({ ...base, lines: [{ grade: 'A', qty_kg: 1.234, unit_price: 27000 }] })).toBe('Qty harus angka ≥ 0 (kg) dengan paling banyak 2 angka di belakang koma.');
      expect(await msg({ ...base, lines: [{ grade: 'A', qty_kg: -1, unit_price: 27000 }] })).toBe('Qty harus angka ≥ 0 (kg) dengan paling banyak 2 angka di belakang koma.');
      expect(await msg({ ...base, lines: [{ grade: 'A', qty_kg: '1', unit_price: 27000 }] })).toBe('Qty harus angka ≥ 0 (kg) dengan paling banyak 2 angka di belakang koma.');
      expect(await msg({ ...base, lines: [{ grade: 'A', qty_kg: 1, unit_price: 27000.5 }] })).toBe('Harga per kg harus bilangan bulat rupiah ≥ 1.');
      // A price with more decimals than whole rupiah (what the sale keeps) is refused, never rounded (7,500.555 → 7,501).
      expect(await msg({ ...base, lines: [{ grade: 'A', qty_kg: 1, unit_price: 7500.555 }] })).toBe('Harga per kg harus bilangan bulat rupiah ≥ 1.');
      expect(await msg({ ...base, lines: [{ grade: 'A', qty_kg: 1 }] })).toBe('Harga per kg harus bilangan bulat rupiah ≥ 1.');
      expect(await msg({ ...base, lines: [{ grade: 'A', qty_kg: 1, unit_price: 0 }] })).toBe('Harga per kg grade A wajib diisi (rupiah ≥ 1).');
      expect(await msg({ ...base, lines: [{ grade: 'D', qty_kg: 1, unit_price: 1 }] })).toBe('Grade harus A, B atau C.');
      expect(await msg({ ...base, lines: [{ grade: 'A', qty_kg: 1, unit_price: 1 }, { grade: 'a', qty_kg: 1, unit_price: 1 }] })).toBe('Grade A diisi lebih dari sekali.');
      expect(await msg({ ...base, lines: ['A'] })).toBe('lines.0 tidak valid.');
      expect(await msg({ ...base, sale_date: undefined })).toBe('Tanggal penjualan wajib diisi (YYYY-MM-DD).');
      expect(await msg({ ...base, sale_date: '05/04/2025' })).toBe('Tanggal penjualan wajib diisi (YYYY-MM-DD).');
      expect(await msg({ ...base, sale_date: dayjs().add(1, 'day').format('YYYY-MM-DD') })).toBe('Tanggal tidak boleh melewati hari ini.');
      expect(await msg({ ...base, sale_date: '1999-12-31' })).toBe('Tanggal tidak boleh sebelum 01/01/2000.');
      expect(await msg({ ...base, payment_method: 'piutang', due_date: '2025-04-04' })).toBe('Jatuh tempo tidak boleh sebelum tanggal penjualan.');
      expect(await msg({ ...base, payment_method: 'piutang', due_date: dayjs().add(2, 'year').format('YYYY-MM-DD') })).toBe('Jatuh tempo paling lambat 1 tahun dari hari ini.');
      expect(await msg({ ...base, extra: 1 })).toBe('Field extra tidak dikenal.');
      expect(await msg({ ...base, customer_id: 999999 }, 404)).toBe('Pelanggan tidak ditemukan.');
      expect(await msg({ ...base, customer_id: other }, 404)).toBe('Pelanggan tidak ditemukan.');
      const list = bodyOf<SaleRowDto[]>(await t.http().get('/api/egg-sales/list').query({ from: '2025-04-05', to: '2025-04-05' }).set(as()).expect(200));
      expect(list).toEqual([]);
    });

    it('records a piutang sale, posts Dr Piutang / Cr Penjualan Telur and answers the nota data', async () => {
      // 05/04: A 10.25 kg × 28,000 = 287,000; C 4 kg × 24,500 = 98,000 → 385,000.
      const sale = await addSale(t, a, {
        sale_date: '2025-04-05',
        customer_id: sri,
        payment_method: 'piutang',
        due_date: '2025-04-20',
        notes: 'Ambil sore',
        lines: [
          { grade: 'C', qty_kg: 4, unit_price: 24500 },
          { grade: 'A', qty_kg: 10.25, unit_price: 28000 },
          { grade: 'B', qty_kg: 0, unit_price: 0 },
        ],
      });
      expect(sale.header).toMatchObject({
        id: sale.header.id,
        sale_id: sale.header.id,
        sale_date: '2025-04-05',
        customer_id: sri,
        customer: 'Bu Sri',
        customer_phone: '6281333344444',
        customer_address: 'Jl. Melati 3',
        farm_name: a.nama,
        farm_kode: a.kode,
        payment_method: 'piutang',
        payment_status: 'belum',
        due_date: '2025-04-20',
        notes: 'Ambil sore',
        total_amount: '385000.00',
        amount_paid: '0.00',
        amount_discount: '0.00',
        amount_outstanding: '385000.00',
        kg_a: 10.25,
        kg_b: 0,
        kg_c: 4,
        total_kg: 14.25,
        // 385,000 / 14.25 = 27,017.543… → 27,017.54
        avg_price_blended: '27017.54',
        preorder_id: null,
      });
      expect(sale.header.finance_code).toMatch(/^PT-2504-\d{4}$/);
      expect(sale.header.journal_code).toBe(sale.header.finance_code);
      expect(sale.lines).toEqual([
        { grade: 'A', qty_kg: 10.25, unit_price: '28000.00', amount: '287000.00' },
        { grade: 'C', qty_kg: 4, unit_price: '24500.00', amount: '98000.00' },
      ]);
      expect(sale.payments).toEqual([]);
      expect(await journalLines(t, a, sale.header.journal_id)).toEqual([
        ['1-300', '385000.00', '0.00'],
        ['4-100', '0.00', '385000.00'],
      ]);
      expect(await detail(sale.header.id)).toEqual(sale);
    });

    it('posts cash to Kas and transfer to Bank, paid at once', async () => {
      const rows = bodyOf<SaleRowDto[]>(await t.http().get('/api/egg-sales/list').query({ from: '2025-04-01', to: '2025-04-02' }).set(as()).expect(200));
      // Newest first: 02/04 cash B 25.5 × 24,000 = 612,000; 01/04 transfer A 90 × 26,500 = 2,385,000.
      expect(rows.map((r) => [r.sale_date, r.payment_method, r.total_amount, r.amount_paid])).toEqual([
        ['2025-04-02', 'cash', '612000.00', '612000.00'],
        ['2025-04-01', 'transfer', '2385000.00', '2385000.00'],
      ]);
      expect(await journalLines(t, a, rows[0].journal_id!)).toEqual([
        ['1-100', '612000.00', '0.00'],
        ['4-100', '0.00', '612000.00'],
      ]);
      expect(await journalLines(t, a, rows[1].journal_id!)).toEqual([
        ['1-200', '2385000.00', '0.00'],
        ['4-100', '0.00', '2385000.00'],
      ]);
      expect(rows[1]).toMatchObject({ payment_status: 'lunas', amount_outstanding: '0.00', kg_a: 90, total_kg: 90, avg_price_blended: '26500.00', customer: 'Toko Maju' });
    });

    it('filters the list by customer and payment, answers totals, and bounds the range', async () => {
      const q = (query: object) => t.http().get('/api/egg-sales/list').query(query).set(as());
      const all = bodyOf<SaleRowDto[]>(await q({ from: '2025-04-01', to: '2025-04-30' }).expect(200));
      expect(all.map((r) => r.sale_date)).toEqual(['2025-04-05', '2025-04-02', '2025-04-01']);
      expect(bodyOf<SaleRowDto[]>(await q({ from: '2025-04-01', to: '2025-04-30', customer_id: sri }).expect(200)).map((r) => r.customer)).toEqual(['Bu Sri']);
      expect(bodyOf<SaleRowDto[]>(await q({ from: '2025-04-01', to: '2025-04-30', payment: 'transfer' }).expect(200))).toHaveLength(1);
      expect(bodyOf<SaleRowDto[]>(await q({ from: '2025-04-01', to: '2025-04-30', payment: 'all', customer_id: '' }).expect(200))).toHaveLength(3);
      const totals = bodyOf<SaleTotalsDto>(await t.http().get('/api/egg-sales/list/totals').query({ from: '2025-04-01', to: '2025-04-30' }).set(as()).expect(200));
      // 385,000 + 612,000 + 2,385,000 = 3,382,000; kg 14.25 + 25.5 + 90 = 129.75; paid 612,000 + 2,385,000.
      expect(totals).toEqual({
        count: 3,
        kg_a: 100.25,
        kg_b: 25.5,
        kg_c: 4,
        total_kg: 129.75,
        total_amount: '3382000.00',
        amount_paid: '2997000.00',
        amount_returned: '0.00',
        amount_outstanding: '385000.00',
        // 3,382,000 / 129.75 = 26,065.51…
        avg_price_blended: '26065.51',
      });
      expect(messageOf(await q({ from: '2025-04-30', to: '2025-04-01' }).expect(400))).toBe('Tanggal mulai tidak boleh sesudah tanggal akhir.');
      expect(messageOf(await q({ from: '2023-01-01', to: '2025-04-01' }).expect(400))).toBe('Rentang tanggal maksimal 731 hari.');
      expect(messageOf(await q({ payment: 'kredit' }).expect(400))).toBe('payment harus cash, transfer, piutang atau all.');
      expect(messageOf(await q({ customer_id: 'x' }).expect(400))).toBe('customer_id harus bilangan bulat.');
      // Default range: the last 14 days up to today (nothing there in this tenant).
      expect(bodyOf<SaleRowDto[]>(await q({}).expect(200))).toEqual([]);
    });

    it('refuses a sale to an inactive customer (422)', async () => {
      const gone = await addCustomer(t, a, { name: 'Pelanggan Lama', status: 'inactive' });
      const res = await post({ sale_date: '2025-04-05', customer_id: gone, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 1, unit_price: 27000 }] }).expect(422);
      expect(messageOf(res)).toBe('Pelanggan ini tidak aktif. Aktifkan dulu di Data Pelanggan.');
    });
  });

  describe('edits and deletes', () => {
    let saleId: number;

    beforeAll(async () => {
      // 05/04 piutang A 20 × 27,000 = 540,000.
      saleId = (await addSale(t, a, { sale_date: '2025-04-05', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 20, unit_price: 27000 }] })).header.id;
    });

    it('reverses the old journal on its date and posts the new one on an edit', async () => {
      // → 06/04 A 25 × 27,000 = 675,000, still piutang.
      const res = await put(saleId, { sale_date: '2025-04-06', customer_id: sri, payment_method: 'piutang', notes: 'Tambah', lines: [{ grade: 'A', qty_kg: 25, unit_price: 27000 }] }).expect(200);
      expect(bodyOf<SaleDetailDto>(res).header).toMatchObject({ sale_date: '2025-04-06', total_amount: '675000.00', amount_outstanding: '675000.00', payment_status: 'belum', notes: 'Tambah', kg_a: 25 });
      const js = await journalsOf(t, a.id, 'egg_sale', saleId);
      expect(js.map((j) => [j.kind, j.trx_date, j.lines])).toEqual([
        ['original', '2025-04-05', [['1-300', '540000.00', '0.00'], ['4-100', '0.00', '540000.00']]],
        ['reversal', '2025-04-05', [['1-300', '0.00', '540000.00'], ['4-100', '540000.00', '0.00']]],
        ['correction', '2025-04-06', [['1-300', '675000.00', '0.00'], ['4-100', '0.00', '675000.00']]],
      ]);
      expect(js[1].reverses_id).toBe(js[0].id);
      expect(js[2].corrects_id).toBe(js[0].id);
      expect(bodyOf<SaleDetailDto>(res).header).toMatchObject({ finance_code: js[0].code, journal_id: js[2].id, journal_code: js[2].code });
      // A note-only edit posts nothing.
      await put(saleId, { sale_date: '2025-04-06', customer_id: sri, payment_method: 'piutang', notes: 'Catatan saja', lines: [{ grade: 'A', qty_kg: 25, unit_price: 27000 }] }).expect(200);
      expect(await journalsOf(t, a.id, 'egg_sale', saleId)).toHaveLength(3);
      // The due date is kept when left out.
      await put(saleId, { sale_date: '2025-04-06', customer_id: sri, payment_method: 'piutang', due_date: '2025-04-30', lines: [{ grade: 'A', qty_kg: 25, unit_price: 27000 }] }).expect(200);
      const kept = await put(saleId, { sale_date: '2025-04-06', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 25, unit_price: 27000 }] }).expect(200);
      expect(bodyOf<SaleDetailDto>(kept).header.due_date).toBe('2025-04-30');
    });

    it('checks the stock without the sale being edited, and answers the edit messages', async () => {
      // Stock of A on 06/04 without this sale: produced 300.255 − sold 90 = 210.255 (the 05/04 piutang 10.25 counts too: 200.005).
      const res = await put(saleId, { sale_date: '2025-04-06', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 200.01, unit_price: 27000 }] }).expect(422);
      expect(messageOf(res)).toBe('Stok telur grade A tidak cukup: tersedia 200 kg pada 06/04/2025 (termasuk penjualan sesudahnya), diminta 200,01 kg.');
      await put(saleId, { sale_date: '2025-04-06', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 200, unit_price: 27000 }] }).expect(200);
      await put(saleId, { sale_date: '2025-04-06', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 25, unit_price: 27000 }] }).expect(200);
      const msg = async (body: object, status = 400) => messageOf(await put(saleId, body).expect(status));
      const base = { sale_date: '2025-04-06', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 25, unit_price: 27000 }] };
      expect(await msg({ ...base, payment_method: undefined })).toBe('Pilih metode bayar.');
      expect(await msg({ ...base, customer_id: undefined })).toBe('Pelanggan wajib diisi.');
      expect(await msg({ ...base, lines: [] })).toBe('Isi minimal satu Qty.');
      expect(messageOf(await put(999999, base).expect(404))).toBe('Penjualan tidak ditemukan.');
      expect(messageOf(await put(0, base).expect(400))).toBe('ID tidak valid.');
      expect(messageOf(await t.http().put('/api/egg-sales/abc').set(as()).send(base).expect(400))).toBe('ID tidak valid.');
    });

    it('keeps method and customer of a sale with payments; a lowered total leaves a negative outstanding to refund', async () => {
      // Pay 500,000 by transfer on 07/04 → outstanding 175,000, sebagian.
      await addReceipt(t, a, { receipt_date: '2025-04-07', customer_id: sri, method: 'transfer', allocations: [{ sale_id: saleId, amount_applied: 500000 }] });
      const base = { sale_date: '2025-04-06', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 25, unit_price: 27000 }] };
      expect(messageOf(await put(saleId, { ...base, payment_method: 'cash' }).expect(422))).toBe('Penjualan ini sudah ada pembayaran; metode bayarnya tidak dapat diubah.');
      expect(messageOf(await put(saleId, { ...base, customer_id: cash }).expect(422))).toBe('Penjualan ini sudah ada pembayaran; pelanggannya tidak dapat diubah.');
      expect(messageOf(await put(saleId, { ...base, sale_date: '2025-04-08' }).expect(422))).toBe('Tanggal penjualan tidak boleh sesudah tanggal pembayarannya (07/04/2025).');
      // Lower to A 15 × 27,000 = 405,000 < 500,000 paid → outstanding −95,000, lunas.
      const res = await put(saleId, { ...base, lines: [{ grade: 'A', qty_kg: 15, unit_price: 27000 }] }).expect(200);
      expect(bodyOf<SaleDetailDto>(res).header).toMatchObject({ total_amount: '405000.00', amount_paid: '500000.00', amount_outstanding: '-95000.00', payment_status: 'lunas' });
      // A payment is refused (nothing outstanding); a refund of more than was paid too.
      expect(messageOf(await receipt({ receipt_date: '2025-04-08', customer_id: sri, method: 'cash', allocations: [{ sale_id: saleId, amount_applied: 1000 }] }).expect(422))).toBe('Nota sudah lunas.');
      expect(messageOf(await receipt({ receipt_date: '2025-04-08', customer_id: sri, method: 'cash', is_refund: true, allocations: [{ sale_id: saleId, amount_applied: 500000.01 }] }).expect(422))).toBe(
        'Nilai refund melebihi total yang sudah dibayar.',
      );
      // Refund 95,000 in cash (sent negative, as the screen does) → paid 405,000, outstanding 0.
      const refund = await addReceipt(t, a, { receipt_date: '2025-04-08', customer_id: sri, method: 'cash', is_refund: true, allocations: [{ sale_id: saleId, amount_applied: -95000 }] });
      expect(refund).toMatchObject({ is_refund: true, amount_total: '95000.00', memo: `Refund nota ${bodyOf<SaleDetailDto>(res).header.finance_code}` });
      expect(refund.allocations).toEqual([
        { sale_id: saleId, finance_code: bodyOf<SaleDetailDto>(res).header.finance_code, amount_applied: '-95000.00', discount_applied: '0.00', amount_outstanding: '0.00', amount_paid: '405000.00', payment_status: 'lunas' },
      ]);
      expect(await journalLines(t, a, refund.journal_id)).toEqual([
        ['1-300', '95000.00', '0.00'],
        ['1-100', '0.00', '95000.00'],
      ]);
      const d = await detail(saleId);
      expect(d.payments.map((p) => [p.receipt_date, p.amount_applied, p.is_refund])).toEqual([
        ['2025-04-07', '500000.00', false],
        ['2025-04-08', '-95000.00', true],
      ]);
    });

    it('refuses to delete a sale with payments (a return instead), deletes an unpaid sale with a reversal', async () => {
      const res = await t.http().delete(`/api/egg-sales/${saleId}`).set(as()).expect(422);
      expect(messageOf(res)).toBe('Penjualan ini sudah dibayar Rp 405.000 dan tidak dapat dihapus. Telur yang dikembalikan dicatat dengan Retur.');
      // Settled exactly (405.000 of 405.000): no refund either.
      expect(messageOf(await receipt({ receipt_date: '2025-04-09', customer_id: sri, method: 'transfer', is_refund: true, allocations: [{ sale_id: saleId, amount_applied: 405000 }] }).expect(422))).toBe(
        'Tidak ada kelebihan bayar untuk direfund.',
      );
      // An unpaid sale of 15 kg A × 27.000 = 405.000 on 06/04 is deleted.
      saleId = (await addSale(t, a, { sale_date: '2025-04-06', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'A', qty_kg: 15, unit_price: 27000 }] })).header.id;
      const del = await t.http().delete(`/api/egg-sales/${saleId}`).set(as()).expect(200);
      expect(bodyOf<SaleDeletedDto>(del)).toMatchObject({ success: true, id: saleId });
      expect(bodyOf<SaleDeletedDto>(del).reversal_code).toMatch(/^RV-2504-\d{4}$/);
      const js = await journalsOf(t, a.id, 'egg_sale', saleId);
      expect(js.at(-1)).toMatchObject({ kind: 'reversal', trx_date: '2025-04-06', reverses_id: js.at(-2)!.id });
      expect(js.at(-1)!.lines).toEqual([
        ['1-300', '0.00', '405000.00'],
        ['4-100', '405000.00', '0.00'],
      ]);
      await t.http().get(`/api/egg-sales/${saleId}`).set(as()).expect(404);
      await t.http().delete(`/api/egg-sales/${saleId}`).set(as()).expect(404);
      // The sale's own figures are gone from the books: its journals net to zero.
      const net = js.flatMap((j) => j.lines).reduce((s, [, d, c]) => s + Math.round(Number(d) * 100) - Math.round(Number(c) * 100), 0);
      expect(net).toBe(0);
    });
  });

  describe('receipts', () => {
    let s1: number;
    let s2: number;

    beforeAll(async () => {
      // Two piutang sales of Bu Sri on 05/04: B 10 × 25,000 = 250,000 and C 5 × 24,000 = 120,000.
      s1 = (await addSale(t, a, { sale_date: '2025-04-05', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'B', qty_kg: 10, unit_price: 25000 }] })).header.id;
      s2 = (await addSale(t, a, { sale_date: '2025-04-05', customer_id: sri, payment_method: 'piutang', lines: [{ grade: 'C', qty_kg: 5, unit_price: 24000 }] })).header.id;
    });

    it('answers the receipt messages of §5 and changes nothing', async () => {
      const base = { receipt_date: '2025-04-10', customer_id: sri, method: 'transfer', memo: null, bank_fee: 0, discount_total: 0, is_refund: false };
      const msg = async (body: object, status = 400) => messageOf(await receipt({ ...base, ...body }).expect(status));
      expect(await msg({ is_refund: true, discount_total: 1000, allocations: [{ sale_id: s1, amount_applied: 1000 }] })).toBe('Refund tidak boleh digabung dengan diskon. Kosongkan Diskon.');
      expect(await msg({ is_refund: true, allocations: [{ sale_id: s1, amount_applied: 1000, discount_applied: 5 }] })).toBe('Refund tidak boleh digabung dengan diskon. Kosongkan Diskon.');
      expect(await msg({ is_refund: true, allocations: [{ sale_id: s1, amount_applied: 1000 }] }, 422)).toBe('Nilai refund melebihi total yang sudah dibayar.');
      expect(await msg({ allocations: [{ sale_id: s1, amount_applied: 0, discount_applied: 0 }] })).toBe('Isi nilai pembayaran atau diskon.');
      expect(await msg({ allocations: [{ sale_id: s1 }] })).toBe('Isi nilai pembayaran atau diskon.');
      // 250,000.01 > 250,000 (tolerance 0.005: whole cents must not exceed).
      expect(await msg({ allocations: [{ sale_id: s1, amount_applied: '250000.01' }] }, 422)).toBe('Nilai melebihi sisa nota.');
      expect(await msg({ discount_total: 10001, allocations: [{ sale_id: s1, amount_applied: 240000, discount_applied: 10001 }] }, 422)).toBe('Nilai melebihi sisa nota.');
      expect(await msg({ customer_id: cash, allocations: [{ sale_id: s1, amount_applied: 1000 }] }, 422)).toBe('Nota ini tidak terkait customer.');
      expect(await msg({ method: undefined, allocations: [{ sale_id: s1, amount_applied: 1000 }] })).toBe('Pilih metode bayar.');
      expect(await msg({ method: 'piutang', allocations: [{ sale_id: s1, amount_applied: 1000 }] })).toBe('Pilih metode bayar.');
      expect(await msg({ allocations: [] })).toBe('Pilih nota yang dibayar.');
      expect(await msg({ allocations: [{ sale_id: s1, amount_applied: -5 }] })).toBe('Nilai pembayaran tidak boleh negatif.');
      expect(await msg({ allocations: [{ sale_id: s1, amount_applied: 1.005 }] })).toBe('amount_applied harus angka rupiah dengan paling banyak 2 angka di belakang koma.');
      expect(await msg({ allocations: [{ sale_id: s1, amount_applied: 'seribu' }] })).toBe('amount_applied harus angka rupiah dengan paling banyak 2 angka di belakang koma.');
      expect(await msg({ bank_fee: 2000, allocations: [{ sale_id: s1, amount_applied: 1000 }] })).toBe('Biaya admin bank melebihi nilai pembayaran.');
      expect(await msg({ bank_fee: -1, allocations: [{ sale_id: s1, amount_applied: 1000 }] })).toBe('bank_fee harus angka rupiah ≥ 0 dengan paling banyak 2 angka di belakang koma.');
      expect(await msg({ discount_total: 5, allocations: [{ sale_id: s1, amount_applied: 1000 }, { sale_id: s2, amount_applied: 1000 }] })).toBe('Diskon total harus sama dengan jumlah diskon per nota.');
      expect(await msg({ allocations: [{ sale_id: s1, amount_applied: 1000 }, { sale_id: s1, amount_applied: 1000 }] })).toBe('Nota yang sama muncul lebih dari sekali.');
      expect(await msg({ receipt_date: '2025-04-04', allocations: [{ sale_id: s1, amount_applied: 1000 }] }, 422)).toBe('Tanggal pembayaran tidak boleh sebelum tanggal penjualan.');
      expect(await msg({ receipt_date: undefined, allocations: [{ sale_id: s1, amount_applied: 1000 }] })).toBe('Tanggal pembayaran wajib diisi (YYYY-MM-DD).');
      expect(await msg({ receipt_date: dayjs().add(1, 'day').format('YYYY-MM-DD'), allocations: [{ sale_id: s1, amount_applied: 1000 }] })).toBe('Tanggal tidak boleh melewati hari ini.');
      expect(await msg({ allocations: [{ sale_id: 999999, amount_applied: 1000 }] }, 404)).toBe('Penjualan tidak ditemukan. (id 999999)');
      // A cash sale is paid at once.
      const paidCash = bodyOf<SaleRowDto[]>(await t.http().get('/api/egg-sales/list').query({ from: '2025-04-02', to: '2025-04-02' }).set(as()).expect(200))[0];
      expect(await msg({ customer_id: cash, allocations: [{ sale_id: paidCash.sale_id, amount_applied: 1000 }] }, 422)).toBe('Nota sudah lunas.');
      expect(await msg({ customer_id: cash, is_refund: true, allocations: [{ sale_id: paidCash.sale_id, amount_applied: 1000 }] }, 422)).toBe(
        'Pembayaran dan refund hanya untuk penjualan piutang; penjualan tunai/transfer sudah lunas saat dijual.',
      );
      expect((await detail(s1)).header).toMatchObject({ amount_paid: '0.00', amount_outstanding: '250000.00', payment_status: 'belum' });
    });

    it('posts a transfer with a bank fee and a discount over two sales, and moves the statuses', async () => {
      // 10/04 transfer: 200,000 on s1 (+ 5,000 discount) and 120,000 on s2; bank fee 6,500.
      // Dr Bank 320,000 − 6,500 = 313,500; Dr Biaya Admin Bank 6,500; Dr Potongan Penjualan 5,000; Cr Piutang 325,000.
      const r = await addReceipt(t, a, {
        receipt_date: '2025-04-10',
        customer_id: sri,
        method: 'transfer',
        memo: 'Transfer BCA',
        bank_fee: '6500',
        discount_total: 5000,
        is_refund: false,
        allocations: [
          { sale_id: s1, amount_applied: 200000, discount_applied: 5000 },
          { sale_id: s2, amount_applied: '120000.00', discount_applied: 0 },
        ],
      });
      expect(r).toMatchObject({ receipt_date: '2025-04-10', method: 'transfer', memo: 'Transfer BCA', amount_total: '320000.00', discount_total: '5000.00', bank_fee: '6500.00', is_refund: false });
      expect(r.journal_code).toMatch(/^PP-2504-\d{4}$/);
      expect(await journalLines(t, a, r.journal_id)).toEqual([
        ['1-200', '313500.00', '0.00'],
        ['6-300', '6500.00', '0.00'],
        ['6-400', '5000.00', '0.00'],
        ['1-300', '0.00', '325000.00'],
      ]);
      // s1: 250,000 − 200,000 − 5,000 = 45,000 sebagian; s2: 0 lunas.
      expect(r.allocations).toEqual([
        { sale_id: s1, finance_code: expect.any(String) as unknown, amount_applied: '200000.00', discount_applied: '5000.00', amount_outstanding: '45000.00', amount_paid: '200000.00', payment_status: 'sebagian' },
        { sale_id: s2, finance_code: expect.any(String) as unknown, amount_applied: '120000.00', discount_applied: '0.00', amount_outstanding: '0.00', amount_paid: '120000.00', payment_status: 'lunas' },
      ]);
      expect((await detail(s1)).header).toMatchObject({ amount_paid: '200000.00', amount_discount: '5000.00', amount_outstanding: '45000.00', payment_status: 'sebagian' });
      // A discount alone, given as discount_total on one allocation, settles the rest: Dr Potongan 45,000 / Cr Piutang 45,000.
      const d = await addReceipt(t, a, { receipt_date: '2025-04-11', customer_id: sri, method: 'cash', discount_total: 45000, allocations: [{ sale_id: s1 }] });
      expect(await journalLines(t, a, d.journal_id)).toEqual([
        ['6-400', '45000.00', '0.00'],
        ['1-300', '0.00', '45000.00'],
      ]);
      expect(d.allocations[0]).toMatchObject({ amount_outstanding: '0.00', payment_status: 'lunas', discount_applied: '45000.00' });
      expect(d.memo).toMatch(/^Pelunasan nota PT-2504-\d{4}$/);
      // A sale with a settlement discount cannot be deleted.
      expect(messageOf(await t.http().delete(`/api/egg-sales/${s2}`).set(as()).expect(422))).toBe(
        'Penjualan ini sudah dibayar Rp 120.000 dan tidak dapat dihapus. Telur yang dikembalikan dicatat dengan Retur.',
      );
      // s1 settled: 8 kg B come back (8 × 25.000 = 200.000 returned), a credit of 200.000 refunded by transfer.
      await t
        .http()
        .post(`/api/egg-sales/${s1}/returns`)
        .set(as())
        .send({ return_date: '2025-04-12', reason: 'Pecah', lines: [{ grade: 'B', qty_kg: 8 }] })
        .expect(201);
      await addReceipt(t, a, { receipt_date: '2025-04-12', customer_id: sri, method: 'transfer', is_refund: true, bank_fee: 2500, allocations: [{ sale_id: s1, amount_applied: 200000 }] });
      expect(messageOf(await t.http().delete(`/api/egg-sales/${s1}`).set(as()).expect(422))).toBe('Penjualan ini sudah mendapat diskon pelunasan dan tidak dapat dihapus.');
    });

    it('posts a refund with a bank fee as money out of the bank, fee on top', async () => {
      const d = await detail(s1);
      const refund = d.payments.at(-1)!;
      expect(refund).toMatchObject({ is_refund: true, amount_applied: '-200000.00', receipt_date: '2025-04-12', method: 'transfer' });
      // Dr Piutang 200,000, Dr Biaya Admin Bank 2,500 / Cr Bank 202,500; s1 owes 250,000 − 200,000 returned − 50,000 discount − 0 paid = 0.
      const [journal] = await journalsOf(t, a.id, 'ar_receipt', refund.receipt_id);
      expect(journal.lines).toEqual([
        ['1-300', '200000.00', '0.00'],
        ['6-300', '2500.00', '0.00'],
        ['1-200', '0.00', '202500.00'],
      ]);
      expect(d.header).toMatchObject({ amount_paid: '0.00', amount_discount: '50000.00', amount_returned: '200000.00', amount_outstanding: '0.00', payment_status: 'lunas' });
    });

    it('keeps Piutang Usaha equal to the outstanding of piutang sales and Penjualan Telur to the sale totals', async () => {
      const bal = await balances(t, a.id);
      const rows = bodyOf<SaleRowDto[]>(await t.http().get('/api/egg-sales/list').query({ from: '2025-01-01', to: '2025-12-31' }).set(as()).expect(200));
      const cents = (s: string) => Math.round(Number(s) * 100);
      const outstanding = rows.filter((r) => r.payment_method === 'piutang').reduce((s, r) => s + cents(r.amount_outstanding), 0);
      const totals = rows.reduce((s, r) => s + cents(r.total_amount), 0);
      expect(cents(bal.piutang)).toBe(outstanding);
      // Penjualan Telur − Retur Penjualan Telur = Σ sale totals − Σ returns.
      const returned = rows.reduce((s, r) => s + cents((r as unknown as { amount_returned: string }).amount_returned), 0);
      expect(-cents(bal.penjualan_telur)).toBe(totals);
      expect(cents(bal.retur_penjualan_telur)).toBe(returned);
      expect(returned).toBe(20000000);
    });

    it('allows only admins (403) and answers 404 for another tenant', async () => {
      for (const role of ['abk', 'viewer', 'reseller'] as const) {
        await receipt({ receipt_date: '2025-04-10', customer_id: sri, method: 'cash', allocations: [{ sale_id: s1, amount_applied: 1 }] }, role).expect(403);
        await post({ sale_date: '2025-04-05', customer_id: cash, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 1, unit_price: 1 }] }, role).expect(403);
        await t.http().get('/api/egg-sales/list').set(as(role)).expect(403);
        await t.http().get(`/api/egg-sales/${s1}`).set(as(role)).expect(403);
        await t.http().put(`/api/egg-sales/${s1}`).set(as(role)).send({}).expect(403);
        await t.http().delete(`/api/egg-sales/${s1}`).set(as(role)).expect(403);
      }
      await t.http().get(`/api/egg-sales/${s1}`).set(as('owner', b)).expect(404);
      await t.http().delete(`/api/egg-sales/${s1}`).set(as('owner', b)).expect(404);
      await t.http().put(`/api/egg-sales/${s1}`).set(as('owner', b)).send({ sale_date: '2025-04-05', customer_id: other, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 1, unit_price: 1 }] }).expect(404);
      const res = await t.http().post('/api/ar-receipts').set(as('owner', b)).send({ receipt_date: '2025-04-10', customer_id: other, method: 'cash', allocations: [{ sale_id: s1, amount_applied: 1 }] }).expect(404);
      expect(messageOf(res)).toBe(`Penjualan tidak ditemukan. (id ${s1})`);
      expect(bodyOf<SaleRowDto[]>(await t.http().get('/api/egg-sales/list').query({ from: '2025-04-01', to: '2025-04-30' }).set(as('owner', b)).expect(200))).toEqual([]);
    });
  });

  describe('concurrency', () => {
    it('never sells more than the stock with 50 concurrent sales', async () => {
      // A fresh farm: 20 kg of grade C on 03/05; 50 sales of 1 kg each at once → exactly 20 succeed.
      const c = await createTenant(t, 'Serentak');
      const cc = await createCoop(t, c.id);
      await enterEggs(t, c, cc.bagianIds[0], '2025-05-03', { c: 20 });
      const buyer = await addCustomer(t, c, { name: 'Pembeli' });
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t
            .http()
            .post('/api/egg-sales')
            .set(c.as('admin'))
            .send({ sale_date: '2025-05-03', customer_id: buyer, payment_method: i % 2 ? 'cash' : 'piutang', lines: [{ grade: 'C', qty_kg: 1, unit_price: 24000 }] }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 422)).toHaveLength(30);
      expect(messageOf(results.find((r) => r.status === 422)!)).toBe('Stok telur grade C tidak cukup: tersedia 0 kg pada 03/05/2025 (termasuk penjualan sesudahnya), diminta 1 kg.');
      expect(bodyOf<AvailabilityDto>(await t.http().get('/api/egg-sales/available').query({ date: '2025-05-03' }).set(c.as('admin')).expect(200)).C).toEqual({ prod_kg: 20, sold_kg: 20, avail_kg: 0, reserved_kg: 0 });
      // 20 × 24,000 = 480,000 in Penjualan Telur; every journal balanced (checked at commit).
      expect((await balances(t, c.id)).penjualan_telur).toBe('-480000.00');
    });
  });

  describe('last prices', () => {
    it("answers per grade the price of the customer's latest sale with that grade, and follows deletes", async () => {
      // A fresh farm with 100 kg of each grade on 01/06/2025; two customers.
      const f = await createTenant(t, 'Harga Terakhir');
      const fc = await createCoop(t, f.id);
      await enterEggs(t, f, fc.bagianIds[0], '2025-06-01', { a: 100, b: 100, c: 100 });
      const langganan = await addCustomer(t, f, { name: 'Warung Langganan' });
      const lain = await addCustomer(t, f, { name: 'Pembeli Lain' });
      const sell = (sale_date: string, customer_id: number, lines: object[], payment_method = 'cash') =>
        addSale(t, f, { sale_date, customer_id, payment_method, lines });
      const last = async (customer_id: number | string) =>
        bodyOf<LastPricesDto>(await t.http().get('/api/egg-sales/last-prices').query({ customer_id }).set(f.as('admin')).expect(200));

      // No sale yet: nothing to offer.
      expect(await last(langganan)).toEqual({ customer_id: langganan, prices: [] });
      // 01/06: A 27.000, B 25.000. 03/06: A 27.500. 02/06 (entered after, dated before): B 24.000, C 20.000.
      await sell('2025-06-01', langganan, [{ grade: 'A', qty_kg: 10, unit_price: 27000 }, { grade: 'B', qty_kg: 5, unit_price: 25000 }]);
      await sell('2025-06-03', langganan, [{ grade: 'A', qty_kg: 2, unit_price: 27500 }]);
      await sell('2025-06-02', langganan, [{ grade: 'B', qty_kg: 1, unit_price: 24000 }, { grade: 'C', qty_kg: 1, unit_price: 20000 }]);
      // Same day as the 27.500 sale, entered later: C 21.000 (piutang, so it can be deleted). Another customer's 30.000 does not count.
      const later = await sell('2025-06-03', langganan, [{ grade: 'C', qty_kg: 1, unit_price: 21000 }], 'piutang');
      const otherSale = await sell('2025-06-04', lain, [{ grade: 'A', qty_kg: 1, unit_price: 30000 }]);
      // By sale day, then id: A from 03/06 (27.500), B from 02/06 (24.000 — the latest day, though entered last), C the later sale of 03/06.
      expect(await last(langganan)).toEqual({
        customer_id: langganan,
        prices: [
          { grade: 'A', unit_price: '27500.00', sale_date: '2025-06-03', sale_id: expect.any(Number) as unknown },
          { grade: 'B', unit_price: '24000.00', sale_date: '2025-06-02', sale_id: expect.any(Number) as unknown },
          { grade: 'C', unit_price: '21000.00', sale_date: '2025-06-03', sale_id: later.header.id },
        ],
      });
      expect((await last(lain)).prices).toEqual([{ grade: 'A', unit_price: '30000.00', sale_date: '2025-06-04', sale_id: otherSale.header.id }]);
      // A deleted sale no longer counts: C falls back to 20.000 of 02/06.
      await t.http().delete(`/api/egg-sales/${later.header.id}`).set(f.as('admin')).expect(200);
      expect((await last(langganan)).prices.find((p) => p.grade === 'C')).toMatchObject({ unit_price: '20000.00', sale_date: '2025-06-02' });

      // Bad input: 400 with the customer message; another farm's customer: 404; admin only.
      const query = (q: object, tenant = f, role: SaleRole = 'admin') => t.http().get('/api/egg-sales/last-prices').query(q).set(tenant.as(role));
      expect(messageOf(await query({}).expect(400))).toBe('Pelanggan wajib diisi.');
      expect(messageOf(await query({ customer_id: '1x' }).expect(400))).toBe('Pelanggan wajib diisi.');
      await query({ customer_id: other }).expect(404);
      await query({ customer_id: langganan }, f, 'abk').expect(403);
    });
  });
});

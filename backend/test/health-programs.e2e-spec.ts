import { today } from '../src/common/dates/farm-day';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { StockItemDto } from '../src/modules/stock-items/dto/stock-items.dto';
import { DueDto, ProgramDto, VaccinationDto } from '../src/modules/health/dto/health.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createCoop, createTenant, inTenant, TestCoop, TestTenant } from './utils/factories';

/**
 * Flock health, vaccination programs by age (issue #38): a hand-made farm whose two flocks age into
 * the farm's program (due, overdue, upcoming, before arrival, done), vaccinations taking their doses
 * out of OVK stock at a known moving average (Beban OVK), the month close, roles and another farm's ids.
 */
describe('Health: vaccination programs', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let coop: TestCoop;
  let kanan: number;
  let kiri: number;
  let vaksin: number;
  let program: ProgramDto;
  const http = () => t.http();
  const rowId = (age: number) => program.rows.find((r) => r.age_days === age)!.id;
  const vaccinate = (body: object, tenant = a, role: 'admin' | 'abk' | 'viewer' | 'reseller' = 'admin') => http().post('/api/health/vaccinations').set(tenant.as(role)).send(body);
  const due = async (date: string, tenant = a) => bodyOf<DueDto>(await http().get('/api/health/due').query({ date }).set(tenant.as('viewer')).expect(200));
  const statuses = (d: DueDto, bagianId: number) => d.flocks.find((f) => f.bagian_id === bagianId)!.items.map((i) => [i.age_days, i.status]);
  /** Balance (debit − credit) of the account with `key` at the end of `day`, rupiah as text. */
  const balance = (key: string, day: string, tenant = a) =>
    inTenant(t, tenant.id, async () => {
      const [r] = await t.app.get(TenantContext).manager.query<Array<{ v: string }>>(
        `select coalesce(sum(l.debit - l.credit), 0)::numeric(18,2)::text as v from journal_lines l join accounts ac on ac.tenant_id = l.tenant_id and ac.id = l.account_id
          where ac.system_key = $1 and l.trx_date <= $2`,
        [key, day],
      );
      return r.v;
    });
  const vaccinationCount = (tenant = a) =>
    inTenant(t, tenant.id, async () => Number((await t.app.get(TenantContext).manager.query<Array<{ n: string }>>(`select count(*) as n from vaccinations`))[0].n));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Sehat A');
    b = await createTenant(t, 'Sehat B');
    coop = await createCoop(t, a.id, { bagian: ['Kanan', 'Kiri'] });
    [kanan, kiri] = coop.bagianIds;
    const [tKanan, tKiri] = coop.tingkatIds;
    // Kanan: 1,000 pullets arrive 01/03/2025 at 2 weeks → hatched 15/02/2025. Kiri: 500 day-old chicks on 10/03/2025.
    await http().post('/api/transaksi-ayam').set(a.as('admin')).send({ tanggal: '2025-03-01', aksi: 'masuk', jumlah: 1000, tujuan_tingkat_id: tKanan, usia_minggu: 2 }).expect(201);
    await http().post('/api/transaksi-ayam').set(a.as('admin')).send({ tanggal: '2025-03-10', aksi: 'masuk', jumlah: 500, tujuan_tingkat_id: tKiri, usia_minggu: 0 }).expect(201);
    vaksin = bodyOf<StockItemDto>(await http().post('/api/stock-items').set(a.as('admin')).send({ name: 'ND-IB Medivac', kind: 'ovk', unit: 'dosis' }).expect(201)).id;
    // 01/03: 1,000 dosis × 150 = 150,000; 05/03: 1,000 × 210 = 210,000 → 2,000 dosis, 360,000, average 180 per dose.
    await http().post('/api/feed-txns/buy').set(a.as('admin')).send({ item_id: vaksin, trx_date: '2025-03-01', qty_kg: 1000, price_per_kg: 150 }).expect(201);
    await http().post('/api/feed-txns/buy').set(a.as('admin')).send({ item_id: vaksin, trx_date: '2025-03-05', qty_kg: 1000, price_per_kg: 210 }).expect(201);
  });
  afterAll(() => t.close());

  it('ships the example programs with their sources, editable, and takes the farm’s own program as the default', async () => {
    const shipped = bodyOf<ProgramDto[]>(await http().get('/api/health/programs').set(a.as('abk')).expect(200));
    expect(shipped.map((p) => [p.is_default, p.is_example])).toEqual([[true, true], [false, true]]);
    expect(shipped[0].name).toContain('sesuaikan dengan dokter hewan');
    expect(shipped[0].source).toContain('UPENN-SYLLABUS-p13');
    // UPenn: Marek day 1; ND-IB week 4 = 28 days; inactivated booster week 18 = 126 days. No vaccine linked yet.
    expect(shipped[0].rows.map((r) => r.age_days)).toEqual([1, 7, 9, 28, 56, 56, 70, 91, 98, 112, 126]);
    expect(shipped[0].rows.every((r) => r.item_id === null)).toBe(true);
    expect(shipped[1].rows.map((r) => [r.age_days, r.disease])).toEqual([[5, 'Gumboro (IBD) + ND'], [10, 'Gumboro (IBD)'], [22, 'Gumboro (IBD)']]);

    const body = {
      name: 'Program Uji',
      is_default: true,
      rows: [
        { age_days: 28, disease: 'ND-IB booster', item_id: vaksin, route: 'air_minum' },
        { age_days: 10, disease: 'ND-IB', item_id: vaksin, route: 'tetes_mata', note: 'Dari pemasok' },
        { age_days: 42, disease: 'Gumboro', route: 'air_minum' },
      ],
    };
    const bad = async (over: object, status: number, message: string) => expect(messageOf(await http().post('/api/health/programs').set(a.as('admin')).send({ ...body, ...over }).expect(status))).toBe(message);
    await bad({ name: ' ' }, 400, 'Nama program wajib diisi.');
    await bad({ rows: [{ age_days: 1001, disease: 'X', route: 'suntik' }] }, 400, 'Umur harus bilangan bulat 0–1000 hari.');
    await bad({ rows: [{ age_days: 5, disease: 'X', route: 'oral' }] }, 400, 'Rute harus tetes_mata, tetes_hidung, air_minum, suntik, spray atau tusuk_sayap.');
    const pakan = bodyOf<StockItemDto[]>(await http().get('/api/stock-items').set(a.as('admin')).expect(200)).find((i) => i.is_default)!.id;
    await bad({ rows: [{ age_days: 5, disease: 'X', route: 'suntik', item_id: pakan }] }, 422, 'Barang Pakan bukan OVK; pilih vaksin dari Barang Stok jenis OVK.');
    await bad({ name: shipped[1].name.toUpperCase() }, 409, 'Nama program sudah dipakai.');
    await http().post('/api/health/programs').set(a.as('abk')).send(body).expect(403);
    await http().post('/api/health/programs').set(a.as('viewer')).send(body).expect(403);

    program = bodyOf<ProgramDto>(await http().post('/api/health/programs').set(a.as('admin')).send(body).expect(201));
    expect(program.rows.map((r) => [r.age_days, r.disease, r.item_name, r.route])).toEqual([
      [10, 'ND-IB', 'ND-IB Medivac', 'tetes_mata'],
      [28, 'ND-IB booster', 'ND-IB Medivac', 'air_minum'],
      [42, 'Gumboro', null, 'air_minum'],
    ]);
    const after = bodyOf<ProgramDto[]>(await http().get('/api/health/programs').set(a.as('viewer')).expect(200));
    expect(after.filter((p) => p.is_default).map((p) => p.name)).toEqual(['Program Uji']);
  });

  it('lists per bagian what is due, overdue, upcoming and before arrival by the flock’s age', async () => {
    // 15/03: Kanan (hatched 15/02) is 28 days old; Kiri (hatched 10/03) 5 days. Nothing on 01–09/03 in Kiri.
    const d = await due('2025-03-15');
    expect(d.program_name).toBe('Program Uji');
    expect(d.flocks.map((f) => [f.lokasi, f.populasi, f.arrival_date, f.hatch_date, f.age_days, f.age_weeks])).toEqual([
      ['Jalur 1 / Kanan', 1000, '2025-03-01', '2025-02-15', 28, 4],
      ['Jalur 1 / Kiri', 500, '2025-03-10', '2025-03-10', 5, 0],
    ]);
    // Kanan came at 14 days: day 10 was the rearer's (before_arrival); day 28 is today; day 42 later.
    expect(statuses(d, kanan)).toEqual([[10, 'before_arrival'], [28, 'due'], [42, 'upcoming']]);
    expect(d.flocks[0].items[1].due_date).toBe('2025-03-15');
    expect(statuses(d, kiri)).toEqual([[10, 'upcoming'], [28, 'upcoming'], [42, 'upcoming']]);
    // 22/03: Kanan's day 28 is 7 days late (overdue); Kiri's day 10 (20/03) 2 days late.
    expect(statuses(await due('2025-03-22'), kiri)[0]).toEqual([10, 'overdue']);
    expect(statuses(await due('2025-03-22'), kanan)[1]).toEqual([28, 'overdue']);
    // 30/03: Kanan's day 28 is 15 days late → missed (overdue lasts 14 days).
    expect(statuses(await due('2025-03-30'), kanan)[1]).toEqual([28, 'missed']);
    // Before any arrival: no flock at all.
    expect((await due('2025-02-28')).flocks).toEqual([]);
    expect(messageOf(await http().get('/api/health/due').query({ date: '1999-12-31' }).set(a.as('admin')).expect(400))).toContain('harus antara 01/01/2000');
    await http().get('/api/health/due').set(a.as('abk')).expect(200);
    await http().get('/api/health/due').set(a.as('reseller')).expect(403);
  });

  it('records a vaccination at the moving average into Beban OVK and marks the row done for the flock', async () => {
    const body = { date: '2025-03-16', bagian_id: kanan, program_row_id: rowId(28), item_id: vaksin, batch_no: 'B2503', expiry: '2025-09-30', doses: 1000, route: 'air_minum' };
    // 1,000 doses × 180 (average of 2,000 dosis worth 360,000) = 180,000.
    const v = bodyOf<VaccinationDto>(await vaccinate(body).expect(201));
    expect(v).toMatchObject({ bagian_id: kanan, program_row_id: rowId(28), item_name: 'ND-IB Medivac', doses: '1000.000', cost: '180000.00', batch_no: 'B2503' });
    expect(await balance('beban_ovk', '2025-03-16')).toBe('180000.00');
    expect(await balance('persediaan_ovk', '2025-03-16')).toBe('180000.00'); // 360,000 − 180,000
    const d = await due('2025-03-22');
    expect(statuses(d, kanan)[1]).toEqual([28, 'done']);
    expect(d.flocks[0].items[1]).toMatchObject({ vaccination_id: v.id, vaccinated_on: '2025-03-16' });
    // Kiri's day 10 given a day late, 500 doses × 180 = 90,000.
    await vaccinate({ ...body, date: '2025-03-21', bagian_id: kiri, program_row_id: rowId(10), doses: 500, route: 'tetes_mata' }).expect(201);
    expect(statuses(await due('2025-03-22'), kiri)[0]).toEqual([10, 'done']);
    expect(await balance('beban_ovk', '2025-03-31')).toBe('270000.00');
    expect(await balance('persediaan_ovk', '2025-03-31')).toBe('90000.00');

    // The same row again for the same flock: 409; nothing is taken from stock.
    expect(messageOf(await vaccinate({ ...body, date: '2025-03-20' }).expect(409))).toBe('Vaksinasi ND-IB booster umur 28 hari sudah dicatat untuk Jalur 1 / Kanan pada 16/03/2025.');
    expect(messageOf(await vaccinate({ ...body, program_row_id: null, expiry: '2025-03-10' }).expect(422))).toBe('Vaksin ND-IB Medivac batch B2503 sudah kedaluwarsa pada 10/03/2025.');
    expect(messageOf(await vaccinate({ ...body, program_row_id: null, doses: 600 }).expect(422))).toBe(
      'Stok ND-IB Medivac tidak cukup: tersedia 500 dosis pada 16/03/2025 (termasuk pemakaian sesudahnya), diminta 600 dosis.',
    );
    expect(messageOf(await vaccinate({ ...body, program_row_id: null, bagian_id: kiri, date: '2025-03-05' }).expect(422))).toBe('Bagian Jalur 1 / Kiri tidak berisi ayam pada 05/03/2025.');
    expect(messageOf(await vaccinate({ ...body, batch_no: ' ' }).expect(400))).toBe('Nomor batch vaksin wajib diisi.');
    expect(messageOf(await vaccinate({ ...body, doses: 0 }).expect(400))).toContain('Jumlah dosis harus angka');
    // A row of an example program (not the default one): 404.
    const example = bodyOf<ProgramDto[]>(await http().get('/api/health/programs').set(a.as('admin')).expect(200)).find((p) => p.is_example)!;
    expect(messageOf(await vaccinate({ ...body, program_row_id: example.rows[0].id }).expect(404))).toBe('Baris program vaksinasi tidak ditemukan.');
    expect(await vaccinationCount()).toBe(2);
    expect(await balance('beban_ovk', '2025-03-31')).toBe('270000.00');

    // A row with vaccinations cannot be removed from the program.
    const put = { name: 'Program Uji', rows: program.rows.filter((r) => r.age_days !== 28).map(({ id, age_days, disease, item_id, route }) => ({ id, age_days, disease, item_id, route })) };
    expect(messageOf(await http().put(`/api/health/programs/${program.id}`).set(a.as('admin')).send(put).expect(422))).toBe('Baris ND-IB booster umur 28 hari sudah punya catatan vaksinasi; tidak dapat dihapus.');
    // Removing the unused day-42 row and renaming one keeps the others' ids.
    const kept = program.rows.filter((r) => r.age_days !== 42).map(({ id, age_days, disease, item_id, route }) => ({ id, age_days, disease: age_days === 10 ? 'ND-IB (mata)' : disease, item_id, route }));
    const edited = bodyOf<ProgramDto>(await http().put(`/api/health/programs/${program.id}`).set(a.as('admin')).send({ name: 'Program Uji', rows: kept }).expect(200));
    expect(edited.rows.map((r) => [r.id, r.disease])).toEqual([[rowId(10), 'ND-IB (mata)'], [rowId(28), 'ND-IB booster']]);
    expect(edited.is_default).toBe(true);
  });

  it('roles: the abk records today only, the viewer and reseller not at all', async () => {
    const body = { date: '2025-03-25', bagian_id: kiri, item_id: vaksin, batch_no: 'B1', expiry: '2030-01-01', doses: 10, route: 'air_minum' };
    await vaccinate(body, a, 'viewer').expect(403);
    await vaccinate(body, a, 'reseller').expect(403);
    expect(messageOf(await vaccinate(body, a, 'abk').expect(403))).toBe('ABK hanya dapat mencatat vaksinasi untuk tanggal hari ini.');
    // Today: the birds are still there; 10 doses at the average 180 = 1,800.
    const v = bodyOf<VaccinationDto>(await vaccinate({ ...body, date: today() }, a, 'abk').expect(201));
    expect(v.cost).toBe('1800.00');
  });

  it('another farm’s bagian, vaccine, program and rows answer 404', async () => {
    const body = { date: '2025-03-16', bagian_id: kanan, item_id: vaksin, batch_no: 'X', expiry: '2030-01-01', doses: 1, route: 'suntik' };
    await createCoop(t, b.id);
    expect(messageOf(await vaccinate(body, b).expect(404))).toBe('Bagian tidak ditemukan.');
    const bBagian = bodyOf<DueDto>(await http().get('/api/health/due').set(b.as('admin')).expect(200));
    expect(bBagian.flocks).toEqual([]);
    await http().put(`/api/health/programs/${program.id}`).set(b.as('admin')).send({ name: 'Curian', rows: [] }).expect(404);
    expect(messageOf(await http().post('/api/health/programs').set(b.as('admin')).send({ name: 'B', rows: [{ age_days: 5, disease: 'ND', item_id: vaksin, route: 'suntik' }] }).expect(404))).toBe('Barang stok tidak ditemukan.');
    const bProgram = bodyOf<ProgramDto[]>(await http().get('/api/health/programs').set(b.as('admin')).expect(200))[0];
    expect(messageOf(await http().put(`/api/health/programs/${bProgram.id}`).set(b.as('admin')).send({ name: bProgram.name, rows: [{ id: rowId(10), age_days: 1, disease: 'X', route: 'suntik' }] }).expect(404))).toBe(
      'Baris program vaksinasi tidak ditemukan.',
    );
  });

  it('a closed month refuses a back-dated vaccination, nothing written', async () => {
    const before = await vaccinationCount();
    await http().put('/api/finance/lock').set(a.as('admin')).send({ lock_date: '2025-03-31' }).expect(200);
    const body = { date: '2025-03-25', bagian_id: kanan, item_id: vaksin, batch_no: 'B1', expiry: '2030-01-01', doses: 10, route: 'air_minum' };
    expect(messageOf(await vaccinate(body).expect(422))).toBe('Periode sampai 31/03/2025 sudah ditutup.');
    expect(await vaccinationCount()).toBe(before);
    expect(await balance('beban_ovk', '2025-03-31')).toBe('270000.00');
  });
});

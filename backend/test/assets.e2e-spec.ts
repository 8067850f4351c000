import { TenantContext } from '../src/common/tenancy/tenant-context';
import { AssetDto, DepreciationResultDto } from '../src/modules/assets/dto/assets.dto';
import { BalanceSheetDto } from '../src/modules/balance-sheet/dto/balance-sheet.dto';
import { FinanceAccountDto } from '../src/modules/finance/dto/finance.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createTenant, inTenant, TestTenant } from './utils/factories';

/**
 * Fixed assets (issue #40 'Houses, cages and equipment'). Farm A, every figure by hand:
 *
 * | asset                  | bought     | paid     | cost       | residual  | life | per month                              |
 * |------------------------|------------|----------|------------|-----------|------|----------------------------------------|
 * | Kandang baterai jalur 1| 15/01/2025 | transfer | 30,000,000 | 0         | 60   | 30,000,000 / 60 = 500,000              |
 * | Mesin pencampur        | 10/02/2025 | cash     | 1,000,000  | 0         | 3    | 333,333 / 333,333 / 333,334 (the rest) |
 * | Sepeda motor           | 01/03/2025 | cash     | 12,000,000 | 2,000,000 | 40   | 10,000,000 / 40 = 250,000              |
 * | Genset                 | 05/05/2025 | transfer | 5,000,000  | 0         | 10   | 500,000                                |
 * | Timbangan (2,000,000 → edited to 2,400,000 before any depreciation) | 01/06/2025 | cash | 2,400,000 | 0 | 24 | 100,000 |
 *
 * Runs ('Susutkan bulan ini'): 01/2025 500,000 · 02 500,000 + 333,333 = 833,333 · 03 500,000 + 333,333
 * + 250,000 = 1,083,333 · 04 500,000 + 333,334 + 250,000 = 1,083,334 (the mixer's last month) ·
 * 05 500,000 + 250,000 + 500,000 = 1,250,000 (the mixer no more). Disposals: the motor on 10/06
 * for 11,500,000 cash, book 12,000,000 − 750,000 = 11,250,000 → gain 250,000; the genset on 15/06
 * for 4,000,000 by transfer, book 5,000,000 − 500,000 = 4,500,000 → loss 500,000. June's run: the
 * cage 500,000 + the scales 100,000 = 600,000 (not the motor and genset, disposed in June, nor the
 * mixer, past its life).
 *
 * At 30/06/2025: Aset Tetap 30,000,000 + 1,000,000 + 2,400,000 = 33,400,000 (the motor and genset
 * taken out); Akumulasi Penyusutan 6 × 500,000 + 1,000,000 + 100,000 = 4,100,000; book values
 * 27,000,000 + 0 + 2,300,000 = 29,300,000 = 33,400,000 − 4,100,000. Beban Penyusutan
 * 500,000 + 833,333 + 1,083,333 + 1,083,334 + 1,250,000 + 600,000 = 5,350,000.
 */
describe('Fixed assets', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  const ids: Record<string, number> = {};

  const http = () => t.http();
  const add = (body: object, tenant = a) => http().post('/api/assets').set(tenant.as('admin')).send(body);
  const run = (period: string, tenant = a) => http().post('/api/assets/depreciation').set(tenant.as('admin')).send({ period });
  const ran = async (period: string) => bodyOf<DepreciationResultDto>(await run(period).expect(201));
  const dispose = (id: number, body: object, tenant = a) => http().post(`/api/assets/${id}/dispose`).set(tenant.as('admin')).send(body);
  const list = async (tenant = a) => bodyOf<AssetDto[]>(await http().get('/api/assets').set(tenant.as('viewer')).expect(200));
  /** Balance (debit − credit) of the account with code `code` at the end of `day`, rupiah as text. */
  const balance = (code: string, day: string) =>
    inTenant(t, a.id, async () => {
      const [r] = await t.app.get(TenantContext).manager.query<Array<{ v: string }>>(
        `select coalesce(sum(l.debit - l.credit), 0)::numeric(18,2)::text as v from journal_lines l join accounts ac on ac.tenant_id = l.tenant_id and ac.id = l.account_id
          where ac.code = $1 and l.trx_date <= $2`,
        [code, day],
      );
      return r.v;
    });
  /** The depreciation lines of one asset: [period, amount]. */
  const linesOf = (id: number) =>
    inTenant(t, a.id, () =>
      t.app.get(TenantContext).manager.query<Array<{ period: string; amount: string }>>(`select period, amount::text as amount from asset_depreciation_lines where asset_id = $1 order by period`, [id]),
    );

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Aset A');
    b = await createTenant(t, 'Aset B');
  });
  afterAll(() => t.close());

  it('buys assets by cash or transfer: Dr Aset Tetap / Cr Kas or Bank; the field messages', async () => {
    const cage = bodyOf<AssetDto>(
      await add({ name: ' Kandang baterai jalur 1 ', group: 'kandang_baterai', date: '2025-01-15', cost: 30000000, useful_life_months: 60, place: 'Bagian A jalur 1', method: 'transfer' }).expect(201),
    );
    expect(cage).toMatchObject({
      name: 'Kandang baterai jalur 1',
      group: 'kandang_baterai',
      place: 'Bagian A jalur 1',
      cost: '30000000.00',
      residual_value: '0.00',
      monthly_depreciation: '500000.00',
      journal_code: 'AT-2501-0001',
      depreciated_months: 0,
      accumulated_depreciation: '0.00',
      book_value: '30000000.00',
      status: 'aktif',
    });
    ids.cage = cage.id;
    ids.mixer = bodyOf<AssetDto>(await add({ name: 'Mesin pencampur', group: 'peralatan', date: '2025-02-10', cost: 1000000, useful_life_months: 3, method: 'cash' }).expect(201)).id;
    expect([await balance('1-700', '2025-02-28'), await balance('1-200', '2025-02-28'), await balance('1-100', '2025-02-28')]).toEqual(['31000000.00', '-30000000.00', '-1000000.00']);

    const refused = async (body: object, status: number) =>
      messageOf(await add({ name: 'X', group: 'peralatan', date: '2025-02-10', cost: 1000000, useful_life_months: 3, method: 'cash', ...body }).expect(status));
    expect(await refused({ name: ' ' }, 400)).toBe('Nama aset wajib diisi.');
    expect(await refused({ group: 'gudang' }, 400)).toBe('Kelompok aset harus salah satu dari: kandang, kandang_baterai, peralatan, kendaraan, lainnya.');
    expect(await refused({ cost: 0 }, 400)).toBe('Harga beli harus lebih dari 0 dengan paling banyak 2 angka desimal.');
    expect(await refused({ cost: 100.555 }, 400)).toBe('Harga beli harus lebih dari 0 dengan paling banyak 2 angka desimal.');
    expect(await refused({ useful_life_months: 0 }, 400)).toBe('Umur manfaat harus 1–600 bulan.');
    expect(await refused({ residual_value: 1000000 }, 400)).toBe('Nilai sisa harus lebih kecil dari harga beli (Rp 1.000.000).');
    expect(await refused({ method: 'credit' }, 400)).toBe('Metode bayar harus cash atau transfer.');
    expect(await refused({ bank_account_id: 99999999 }, 404)).toBe('Akun kas/bank tidak ditemukan.');
    expect((await list()).length).toBe(2);
  });

  it('depreciates a month once: 500,000 for the cage, the rounding rest in the mixer’s last month, never past its life', async () => {
    expect(await ran('2025-01')).toEqual({ period: '2025-01', posted: true, journal_code: 'SU-2501-0001', date: '2025-01-31', assets: 1, total: '500000.00', message: 'Penyusutan 01/2025 diposting: 1 aset, Rp 500.000 (SU-2501-0001).' });
    // The same month again posts nothing and says so.
    expect(await ran('2025-01')).toMatchObject({ posted: false, journal_code: null, total: '0.00', message: 'Penyusutan 01/2025 sudah diposting (SU-2501-0001); tidak ada yang diposting lagi.' });
    expect((await ran('2025-02')).total).toBe('833333.00');
    ids.motor = bodyOf<AssetDto>(await add({ name: 'Sepeda motor', group: 'kendaraan', date: '2025-03-01', cost: 12000000, residual_value: 2000000, useful_life_months: 40, method: 'cash' }).expect(201)).id;
    expect((await ran('2025-03')).total).toBe('1083333.00');
    expect((await ran('2025-04')).total).toBe('1083334.00');
    ids.genset = bodyOf<AssetDto>(await add({ name: 'Genset', group: 'peralatan', date: '2025-05-05', cost: 5000000, useful_life_months: 10, method: 'transfer' }).expect(201)).id;
    expect(await ran('2025-05')).toMatchObject({ assets: 3, total: '1250000.00' });
    expect(await linesOf(ids.mixer)).toEqual([
      { period: '2025-02', amount: '333333.00' },
      { period: '2025-03', amount: '333333.00' },
      { period: '2025-04', amount: '333334.00' },
    ]);
    const byName = Object.fromEntries((await list()).map((x) => [x.name, x]));
    expect(byName['Mesin pencampur']).toMatchObject({ depreciated_months: 3, accumulated_depreciation: '1000000.00', book_value: '0.00', status: 'habis', last_period: '2025-04' });
    expect(byName['Kandang baterai jalur 1']).toMatchObject({ depreciated_months: 5, accumulated_depreciation: '2500000.00', book_value: '27500000.00' });
    expect([await balance('6-800', '2025-05-31'), await balance('1-790', '2025-05-31')]).toEqual(['4750000.00', '-4750000.00']);
    // Nothing owned in a month before the first purchase; a month not begun; a bad period.
    expect((await ran('2024-12')).message).toBe('Tidak ada aset yang disusutkan untuk 12/2024.');
    expect(messageOf(await run('2099-01').expect(422))).toBe('Periode 01/2099 belum dimulai.');
    expect(messageOf(await run('2025-13').expect(400))).toBe('Periode harus bulan (YYYY-MM).');
  });

  it('changes the terms only before the first depreciation, reposting the purchase', async () => {
    const scales = bodyOf<AssetDto>(await add({ name: 'Timbangan', group: 'peralatan', date: '2025-06-01', cost: 2000000, useful_life_months: 24, method: 'cash' }).expect(201));
    ids.scales = scales.id;
    const edited = bodyOf<AssetDto>(
      await http().put(`/api/assets/${scales.id}`).set(a.as('admin')).send({ name: 'Timbangan digital', group: 'peralatan', date: '2025-06-01', cost: 2400000, useful_life_months: 24, method: 'cash' }).expect(200),
    );
    expect(edited).toMatchObject({ name: 'Timbangan digital', cost: '2400000.00', monthly_depreciation: '100000.00', journal_code: 'KR-2506-0001' });
    const cageBody = { name: 'Kandang baterai 1', group: 'kandang_baterai', date: '2025-01-15', cost: 30000000, useful_life_months: 60, method: 'transfer' };
    expect(bodyOf<AssetDto>(await http().put(`/api/assets/${ids.cage}`).set(a.as('admin')).send(cageBody).expect(200))).toMatchObject({ name: 'Kandang baterai 1', journal_code: 'AT-2501-0001' });
    expect(messageOf(await http().put(`/api/assets/${ids.cage}`).set(a.as('admin')).send({ ...cageBody, cost: 31000000 }).expect(422))).toBe('Aset sudah disusutkan; hanya nama, kelompok dan lokasi yang dapat diubah.');
  });

  it('disposes with a gain or a loss, and depreciates the disposed no more', async () => {
    expect(messageOf(await dispose(ids.motor, { date: '2025-04-30', price: 1, method: 'cash' }).expect(422))).toBe('Aset sudah disusutkan sampai 05/2025: tanggal pelepasan paling awal bulan itu.');
    expect(messageOf(await dispose(ids.motor, { date: '2025-06-10', price: -1, method: 'cash' }).expect(400))).toBe('Harga jual harus 0 atau lebih dengan paling banyak 2 angka desimal.');
    const motor = bodyOf<AssetDto>(await dispose(ids.motor, { date: '2025-06-10', price: 11500000, method: 'cash' }).expect(201));
    expect(motor).toMatchObject({ status: 'dilepas', book_value: '0.00', accumulated_depreciation: '750000.00', disposal_price: '11500000.00', disposal_gain: '250000.00', disposal_journal_code: 'LA-2506-0001' });
    const genset = bodyOf<AssetDto>(await dispose(ids.genset, { date: '2025-06-15', price: 4000000, method: 'transfer' }).expect(201));
    expect(genset).toMatchObject({ disposal_gain: '-500000.00', disposal_journal_code: 'LA-2506-0002' });
    expect(messageOf(await dispose(ids.genset, { date: '2025-06-16', price: 1, method: 'cash' }).expect(422))).toBe('Aset sudah dilepas.');
    expect(messageOf(await http().put(`/api/assets/${ids.genset}`).set(a.as('admin')).send({ name: 'G', group: 'peralatan', date: '2025-05-05', cost: 5000000, useful_life_months: 10, method: 'transfer' }).expect(422))).toBe(
      'Aset sudah dilepas; tidak dapat diubah.',
    );
    // June: the cage 500,000 + the scales 100,000; not the motor, the genset (disposed in June) nor the mixer (past its life).
    expect(await ran('2025-06')).toMatchObject({ assets: 2, total: '600000.00', journal_code: 'SU-2506-0001' });
    expect([await balance('4-910', '2025-06-30'), await balance('6-810', '2025-06-30')]).toEqual(['-250000.00', '500000.00']);
    // Kas: −1,000,000 − 12,000,000 − 2,400,000 + 11,500,000; Bank: −30,000,000 − 5,000,000 + 4,000,000.
    expect([await balance('1-100', '2025-06-30'), await balance('1-200', '2025-06-30')]).toEqual(['-3900000.00', '-31000000.00']);
  });

  it('keeps the balance sheet balanced, Aset Tetap − Akumulasi Penyusutan = Σ book values', async () => {
    const bs = bodyOf<BalanceSheetDto>(await http().get('/api/finance/balance-sheet?date=2025-06-30').set(a.as('admin')).expect(200));
    const amount = (code: string) => bs.assets.find((r) => r.code === code)?.amount;
    expect([amount('1-700'), amount('1-790'), bs.totals.difference]).toEqual(['33400000.00', '-4100000.00', '0.00']);
    const books = (await list()).reduce((s, x) => s + BigInt(x.book_value.replace('.', '')), 0n);
    expect(books).toBe(2930000000n); // 29,300,000.00 in cents
    expect(await balance('6-800', '2025-06-30')).toBe('5350000.00');
  });

  it('refuses a closed month, a manual journal on the control accounts, other roles and other farms', async () => {
    await http().put('/api/finance/lock').set(a.as('admin')).send({ lock_date: '2025-06-30' }).expect(200);
    expect(messageOf(await run('2025-06').expect(422))).toBe('Periode sampai 30/06/2025 sudah ditutup.');
    expect(messageOf(await add({ name: 'Y', group: 'lainnya', date: '2025-06-20', cost: 1000, useful_life_months: 2, method: 'cash' }).expect(422))).toBe('Periode sampai 30/06/2025 sudah ditutup.');
    expect(messageOf(await dispose(ids.scales, { date: '2025-06-30', price: 0, method: 'cash' }).expect(422))).toBe('Periode sampai 30/06/2025 sudah ditutup.');

    const acc = Object.fromEntries(bodyOf<FinanceAccountDto[]>(await http().get('/api/finance/accounts').set(a.as('admin')).expect(200)).map((x) => [x.code, x]));
    const manual = await http()
      .post('/api/finance/journals')
      .set(a.as('admin'))
      .send({ trx_date: '2025-07-01', memo: 'uji', lines: [{ account_id: acc['1-790'].id, debit: 1000, credit: 0 }, { account_id: acc['1-100'].id, debit: 0, credit: 1000 }] });
    expect([manual.status, messageOf(manual)]).toEqual([422, "Akun 1-790 Akumulasi Penyusutan hanya diisi dari Aset Tetap ('Susutkan bulan ini' dan lepas aset)."]);

    await http().get('/api/assets').set(a.as('abk')).expect(403);
    await http().post('/api/assets/depreciation').set(a.as('viewer')).send({ period: '2025-07' }).expect(403);
    await add({ name: 'Z', group: 'lainnya', date: '2025-07-01', cost: 1000, useful_life_months: 2, method: 'cash' }, b).expect(201);
    expect((await list(b)).map((x) => x.name)).toEqual(['Z']);
    expect(messageOf(await http().get(`/api/assets/${ids.cage}`).set(b.as('admin')).expect(404))).toBe('Aset tidak ditemukan.');
    await dispose(ids.cage, { date: '2025-07-01', price: 0, method: 'cash' }, b).expect(404);
    // Farm B's run touches only its own asset.
    expect((await ran('2025-07')).total).toBe('600000.00');
    expect(bodyOf<DepreciationResultDto>(await run('2025-07', b).expect(201)).total).toBe('500.00');
  });
});

import { TenantContext } from '../src/common/tenancy/tenant-context';
import { AbkDto } from '../src/modules/abk/dto/abk.dto';
import { FinanceAccountDto } from '../src/modules/finance/dto/finance.dto';
import { PayrollSlipDto } from '../src/modules/payroll/dto/payroll.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { bodyOf, messageOf } from './utils/http';
import { createTenant, inTenant, TestTenant } from './utils/factories';

/**
 * Wages per ABK (issue #40 'Wages'). Farm A, ABK Jono, every figure by hand:
 *
 * | date  | document                                                          | Beban Gaji | Kas        | Bank       | Hutang Gaji | Pendapatan Lain |
 * |-------|-------------------------------------------------------------------|------------|------------|------------|-------------|-----------------|
 * | 31/03 | GJ-2503-0001 March: gross 2,500,000 − kasbon 100,000, cash 2,400,000 | 2,500,000 | −2,400,000 |          | 0           | 100,000         |
 * | 30/04 | GJ-2504-0001 April: gross 2,600,000 owed (hutang)                  | 5,100,000  |            |            | 2,600,000   |                 |
 * | 05/05 | BG-2505-0001 April paid by transfer                                |            |            | −2,600,000 | 0           |                 |
 */
describe('Wages (payroll)', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let jono: number;
  let april: PayrollSlipDto;

  const http = () => t.http();
  const slip = (body: object, tenant = a) => http().post('/api/payroll').set(tenant.as('admin')).send({ period: '2025-03', abk_id: jono, date: '2025-03-31', gross: 2500000, method: 'cash', ...body });
  const pay = (id: number, body: object) => http().post(`/api/payroll/${id}/pay`).set(a.as('admin')).send(body);
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
  const balances = async (day: string) => Promise.all(['6-200', '1-100', '1-200', '2-300', '4-900'].map((c) => balance(c, day)));

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Gaji A');
    b = await createTenant(t, 'Gaji B');
    jono = bodyOf<AbkDto>(await http().post('/api/abk').set(a.as('admin')).send({ user_id: a.users.abk.id, nama_panggilan: 'Jono', tanggal_mulai_kerja: '2025-01-01' }).expect(201)).id;
  });
  afterAll(() => t.close());

  it('a month paid in cash: Beban Gaji the gross, Kas the net, the deduction to Pendapatan Lain', async () => {
    const march = bodyOf<PayrollSlipDto>(await slip({ deductions: 100000, note: 'Potong kasbon' }).expect(201));
    expect(march).toMatchObject({ period: '2025-03', abk_name: 'Jono', gross: '2500000.00', deductions: '100000.00', net: '2400000.00', method: 'cash', status: 'lunas', journal_code: 'GJ-2503-0001' });
    expect(await balances('2025-03-31')).toEqual(['2500000.00', '-2400000.00', '0.00', '0.00', '-100000.00']);
    const refused = async (body: object, status: number) => messageOf(await slip(body).expect(status));
    expect(await refused({ deductions: 2500000.01 }, 400)).toBe('Potongan tidak boleh melebihi gaji kotor.');
    expect(await refused({ gross: 0 }, 400)).toBe('Gaji kotor harus lebih dari 0 dengan paling banyak 2 angka desimal.');
    expect(await refused({ period: '2025-3' }, 400)).toBe('Periode harus bulan (YYYY-MM).');
    expect(await refused({ method: 'bon' }, 400)).toBe('Metode harus cash, transfer atau hutang.');
    expect(await refused({ abk_id: 99999999 }, 404)).toBe('ABK tidak ditemukan.');
    expect(await refused({ method: 'hutang', bank_account_id: 1 }, 400)).toBe('Gaji yang belum dibayar (hutang) tidak memakai akun kas/bank: kosongkan akun kas/bank.');
  });

  it('a month owed on Hutang Gaji until paid, paid once', async () => {
    april = bodyOf<PayrollSlipDto>(await slip({ period: '2025-04', date: '2025-04-30', gross: 2600000, method: 'hutang' }).expect(201));
    expect(april).toMatchObject({ net: '2600000.00', status: 'belum_dibayar', journal_code: 'GJ-2504-0001', paid_date: null });
    expect(await balances('2025-04-30')).toEqual(['5100000.00', '-2400000.00', '0.00', '-2600000.00', '-100000.00']);
    expect(messageOf(await pay(april.id, { date: '2025-04-29', method: 'transfer' }).expect(422))).toBe('Tanggal bayar tidak boleh sebelum tanggal slip (30/04/2025).');
    const paid = bodyOf<PayrollSlipDto>(await pay(april.id, { date: '2025-05-05', method: 'transfer' }).expect(201));
    expect(paid).toMatchObject({ status: 'lunas', paid_date: '2025-05-05', paid_journal_code: 'BG-2505-0001' });
    expect(await balances('2025-05-05')).toEqual(['5100000.00', '-2400000.00', '-2600000.00', '0.00', '-100000.00']);
    expect(messageOf(await pay(april.id, { date: '2025-05-06', method: 'cash' }).expect(422))).toBe('Slip gaji ini sudah dibayar.');
    const march = bodyOf<PayrollSlipDto[]>(await http().get('/api/payroll').query({ period: '2025-03' }).set(a.as('viewer')).expect(200));
    expect(messageOf(await pay(march[0].id, { date: '2025-05-06', method: 'cash' }).expect(422))).toBe('Slip gaji ini tidak tercatat sebagai hutang.');
    expect(bodyOf<PayrollSlipDto[]>(await http().get('/api/payroll').set(a.as('admin')).expect(200)).map((s) => s.period)).toEqual(['2025-04', '2025-03']);
  });

  it('refuses a closed month, a manual journal on Hutang Gaji, other roles and other farms', async () => {
    await http().put('/api/finance/lock').set(a.as('admin')).send({ lock_date: '2025-05-31' }).expect(200);
    expect(messageOf(await slip({ period: '2025-05', date: '2025-05-31' }).expect(422))).toBe('Periode sampai 31/05/2025 sudah ditutup.');
    const acc = Object.fromEntries(bodyOf<FinanceAccountDto[]>(await http().get('/api/finance/accounts').set(a.as('admin')).expect(200)).map((x) => [x.code, x]));
    const manual = await http()
      .post('/api/finance/journals')
      .set(a.as('admin'))
      .send({ trx_date: '2025-06-01', memo: 'uji', lines: [{ account_id: acc['1-100'].id, debit: 1000, credit: 0 }, { account_id: acc['2-300'].id, debit: 0, credit: 1000 }] });
    expect([manual.status, messageOf(manual)]).toEqual([422, 'Akun 2-300 Hutang Gaji hanya diisi dari Gaji ABK (slip gaji dan pembayarannya).']);
    await http().get('/api/payroll').set(a.as('abk')).expect(403);
    await http().post('/api/payroll').set(a.as('viewer')).send({}).expect(403);
    expect(messageOf(await http().get(`/api/payroll/${april.id}`).set(b.as('admin')).expect(404))).toBe('Slip gaji tidak ditemukan.');
    expect(messageOf(await slip({ date: '2025-03-31' }, b).expect(404))).toBe('ABK tidak ditemukan.');
    expect(bodyOf<PayrollSlipDto[]>(await http().get('/api/payroll').set(b.as('admin')).expect(200))).toEqual([]);
  });
});

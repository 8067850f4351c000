import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { BalanceSheetDto, TrialBalanceDto } from '../src/modules/balance-sheet/dto/balance-sheet.dto';
import { BalanceSheetRowDto } from '../src/modules/balance-sheet/dto/balance-sheet.dto';
import { AccountRowDto } from '../src/modules/chart-of-accounts/dto/chart-of-accounts.dto';
import { FinanceAccountDto } from '../src/modules/finance/dto/finance.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { addCustomer, addReceipt, addSale, enterEggs } from './utils/egg-sales';
import { createCoop, createTenant, inTenant, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';

type Role = 'owner' | 'admin' | 'abk' | 'viewer' | 'reseller';
interface Account {
  id: number;
  code: string;
  type: string;
  parent_id: number | null;
}

/** hledger's top account of each account type (it recognises these names as asset, liability, … accounts). */
const HLEDGER_ROOT: Record<string, string> = { asset: 'assets', liability: 'liabilities', equity: 'equity', income: 'revenues', expense: 'expenses' };

/** Cents of a decimal text ("-1000.50", "0", "37014999.45"), read digit by digit. */
function cents(text: string): bigint {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`not an amount: ${text}`);
  const c = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -c : c;
}

/**
 * Neraca and Neraca Saldo (issue #20 'Balance sheet and trial balance'). A small farm is booked
 * through the API in December 2024 – February 2025 and every figure is worked out below; then the
 * same journal lines, exported as an hledger journal, are summed by `hledger bs`, `hledger is` and
 * `hledger bal` and compared to the API to the cent.
 *
 * | date       | document                                            | lines                                                      |
 * |------------|-----------------------------------------------------|------------------------------------------------------------|
 * | 20/12/2024 | manual: capital                                     | Dr Kas 50,000,000 / Cr Modal 50,000,000                    |
 * | 28/12/2024 | manual: wages                                       | Dr Beban Gaji 1,000,000 / Cr Kas 1,000,000                 |
 * | 30/12/2024 | manual: other income                                | Dr Kas 3,000,000 / Cr Pendapatan Lain 3,000,000            |
 * | 02/01/2025 | manual: cash to Bank BCA (1-210 under Bank 1-200)   | Dr Bank BCA 20,000,000 / Cr Kas 20,000,000                 |
 * | 05/01/2025 | feed purchase 1,000 kg × 7,000, transfer            | Dr Persediaan Pakan 7,000,000 / Cr Bank 7,000,000          |
 * | 10/01/2025 | feed usage 100 kg (avg 7,000)                       | Dr Beban Pakan 700,000 / Cr Persediaan Pakan 700,000       |
 * | 10/01/2025 | egg sale, piutang: A 40 kg × 27,000                 | Dr Piutang 1,080,000 / Cr Penjualan Telur 1,080,000        |
 * | 11/01/2025 | egg sale, cash: A 10 kg × 26,500                    | Dr Kas 265,000 / Cr Penjualan Telur 265,000                |
 * | 15/01/2025 | receipt, transfer 500,000 with bank fee 6,500       | Dr Bank 493,500, Dr Biaya Admin Bank 6,500 / Cr Piutang 500,000 |
 * | 20/01/2025 | manual: loan (2-200 Hutang Bank)                    | Dr Kas 5,000,000 / Cr Hutang Bank 5,000,000                |
 * | 25/01/2025 | manual: electricity                                 | Dr Beban Listrik 250,000.55 / Cr Kas 250,000.55            |
 * | 03/02/2025 | manual: operations                                  | Dr Beban Operasional 100,000 / Cr Kas 100,000              |
 */
describe('Neraca and Neraca Saldo', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let acc: Record<string, Account>;

  const req = (p: string, role: Role = 'admin', tenant = a) => t.http().get(p).set(tenant.as(role));
  const journal = async (trx_date: string, lines: Array<[string, number | string, number | string]>) => {
    const res = await t
      .http()
      .post('/api/finance/journals')
      .set(a.as('admin'))
      .send({ trx_date, memo: 'uji neraca', lines: lines.map(([code, debit, credit]) => ({ account_id: acc[code].id, debit, credit })) });
    if (res.status !== 201) throw new Error(`journal ${trx_date}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const accountsOf = async (tenant: TestTenant): Promise<Record<string, Account>> => {
    const list: Account[] = bodyOf<FinanceAccountDto[]>(await req('/api/finance/accounts', 'admin', tenant).expect(200));
    return Object.fromEntries(list.map((x) => [x.code, x]));
  };
  const figures = (rows: BalanceSheetRowDto[]) => rows.map((r) => [r.code ?? r.kind, r.depth, r.amount]);

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Neraca A');
    b = await createTenant(t, 'Neraca B');
    const coop = await createCoop(t, a.id);
    acc = await accountsOf(a);
    const bca = bodyOf<AccountRowDto>(await t.http().post('/api/finance-accounts').set(a.as('admin')).send({ code: '1-210', name: 'Bank BCA', type: 'asset', parent_id: acc['1-200'].id }).expect(201));
    // An inactive account without postings is left out of both reports.
    await t.http().post('/api/finance-accounts').set(a.as('admin')).send({ code: '6-700', name: 'Beban Lama', type: 'expense', parent_id: null, is_active: false }).expect(201);
    // A loan account: Hutang Usaha (2-100) takes only the suppliers' credit purchases and payments.
    await t.http().post('/api/finance-accounts').set(a.as('admin')).send({ code: '2-200', name: 'Hutang Bank', type: 'liability', parent_id: null }).expect(201);
    expect(bca.id).toBeGreaterThan(0);
    acc = await accountsOf(a);

    await journal('2024-12-20', [['1-100', 50000000, 0], ['3-100', 0, 50000000]]);
    await journal('2024-12-28', [['6-200', 1000000, 0], ['1-100', 0, 1000000]]);
    await journal('2024-12-30', [['1-100', 3000000, 0], ['4-900', 0, 3000000]]);
    await journal('2025-01-02', [['1-210', 20000000, 0], ['1-100', 0, 20000000]]);
    await t.http().post('/api/feed-txns/buy').set(a.as('admin')).send({ trx_date: '2025-01-05', qty_kg: 1000, price_per_kg: 7000, method: 'transfer' }).expect(201);
    await t
      .http()
      .post('/api/transaksi-pakan')
      .set(a.as('abk'))
      .send({ tanggal: '2025-01-10', data: [{ tingkat_id: coop.tingkatIds[0], pakan_pagi: 100, pakan_sore: 0 }] })
      .expect(200);
    await enterEggs(t, a, coop.bagianIds[0], '2025-01-10', { a: 100 });
    const sri = await addCustomer(t, a, { name: 'Bu Sri', phone: '081233334444' });
    const sale = await addSale(t, a, { sale_date: '2025-01-10', customer_id: sri, payment_method: 'piutang', due_date: '2025-01-31', lines: [{ grade: 'A', qty_kg: 40, unit_price: 27000 }] });
    await addSale(t, a, { sale_date: '2025-01-11', customer_id: sri, payment_method: 'cash', lines: [{ grade: 'A', qty_kg: 10, unit_price: 26500 }] });
    await addReceipt(t, a, { receipt_date: '2025-01-15', customer_id: sri, method: 'transfer', bank_fee: 6500, allocations: [{ sale_id: sale.header.id, amount_applied: 500000 }] });
    await journal('2025-01-20', [['1-100', 5000000, 0], ['2-200', 0, 5000000]]);
    await journal('2025-01-25', [['6-500', '250000.55', 0], ['1-100', 0, '250000.55']]);
    await journal('2025-02-03', [['6-100', 100000, 0], ['1-100', 0, 100000]]);
  });
  afterAll(() => t.close());

  describe('GET /api/finance/balance-sheet', () => {
    it('lists assets, liabilities and equity at the date, parents with their sub-accounts, and balances', async () => {
      const bs = bodyOf<BalanceSheetDto>(await req('/api/finance/balance-sheet?date=2025-01-31').expect(200));
      expect(bs).toMatchObject({ date: '2025-01-31', year_start: '2025-01-01', balanced: true });
      // Kas: 50,000,000 − 1,000,000 + 3,000,000 − 20,000,000 + 265,000 + 5,000,000 − 250,000.55 = 37,014,999.45
      //   (the 03/02 expense is after the date).
      // Bank 1-200: own −7,000,000 + 493,500 = −6,506,500, plus Bank BCA 20,000,000 = 13,493,500.
      // Piutang 1,080,000 − 500,000 = 580,000; Persediaan Pakan 7,000,000 − 700,000 = 6,300,000.
      expect(figures(bs.assets)).toEqual([
        ['1-100', 0, '37014999.45'],
        ['1-200', 0, '13493500.00'],
        ['1-210', 1, '20000000.00'],
        ['1-300', 0, '580000.00'],
        ['1-400', 0, '6300000.00'],
        ['1-410', 0, '0.00'],
        ['1-500', 0, '0.00'],
        ['1-700', 0, '0.00'],
        ['1-790', 0, '0.00'],
      ]);
      expect(bs.assets[1]).toMatchObject({ name: 'Bank', has_children: true, parent_id: null });
      expect(bs.assets[2]).toMatchObject({ name: 'Bank BCA', has_children: false, parent_id: acc['1-200'].id });
      expect(figures(bs.liabilities)).toEqual([
        ['2-100', 0, '0.00'],
        ['2-200', 0, '5000000.00'],
        ['2-300', 0, '0.00'],
      ]);
      // Laba ditahan: 2024's 3,000,000 − 1,000,000 = 2,000,000.
      // Laba tahun berjalan: (1,080,000 + 265,000) − (700,000 + 6,500 + 250,000.55) = 388,499.45.
      expect(figures(bs.equity)).toEqual([
        ['3-100', 0, '50000000.00'],
        ['3-900', 0, '0.00'],
        ['laba_ditahan', 0, '2000000.00'],
        ['laba_tahun_berjalan', 0, '388499.45'],
      ]);
      expect(bs.equity.map((r) => r.name)).toEqual(['Modal', 'Saldo Awal Ekuitas', 'Laba Ditahan', 'Laba Tahun Berjalan']);
      // 37,014,999.45 + 13,493,500 + 580,000 + 6,300,000 = 57,388,499.45 = 5,000,000 + 52,388,499.45.
      expect(bs.totals).toEqual({
        assets: '57388499.45',
        liabilities: '5000000.00',
        equity: '52388499.45',
        liabilities_and_equity: '57388499.45',
        difference: '0.00',
      });
      // The totals are the sums of the top rows (the sub-account is inside its parent).
      const top = (rows: BalanceSheetRowDto[]) => rows.filter((r) => r.depth === 0).reduce((s, r) => s + cents(r.amount), 0n);
      expect(top(bs.assets)).toBe(cents(bs.totals.assets));
      expect(top(bs.liabilities)).toBe(cents(bs.totals.liabilities));
      expect(top(bs.equity)).toBe(cents(bs.totals.equity));
    });

    it('moves the profit of the year into laba tahun berjalan of that year only', async () => {
      // 31/12/2024: Kas 52,000,000 = Modal 50,000,000 + laba tahun berjalan 2024 of 2,000,000.
      const bs = bodyOf<BalanceSheetDto>(await req('/api/finance/balance-sheet?date=2024-12-31').expect(200));
      expect(bs.year_start).toBe('2024-01-01');
      expect(figures(bs.equity)).toEqual([
        ['3-100', 0, '50000000.00'],
        ['3-900', 0, '0.00'],
        ['laba_ditahan', 0, '0.00'],
        ['laba_tahun_berjalan', 0, '2000000.00'],
      ]);
      expect(bs.totals).toMatchObject({ assets: '52000000.00', liabilities: '0.00', equity: '52000000.00', difference: '0.00' });
      // Before any posting: every figure 0 and still balanced.
      const empty = bodyOf<BalanceSheetDto>(await req('/api/finance/balance-sheet?date=2024-01-01').expect(200));
      expect(empty.totals).toEqual({ assets: '0.00', liabilities: '0.00', equity: '0.00', liabilities_and_equity: '0.00', difference: '0.00' });
      expect(empty.assets.map((r) => r.code)).toEqual(['1-100', '1-200', '1-210', '1-300', '1-400', '1-410', '1-500', '1-700', '1-790']);
    });

    it('defaults to today, answers 400 for a bad date and 403 for roles other than owner/admin', async () => {
      const now = bodyOf<BalanceSheetDto>(await req('/api/finance/balance-sheet', 'owner').expect(200));
      // 03/02/2025's expense is included today: Kas 36,914,999.45.
      expect(now.assets[0]).toMatchObject({ code: '1-100', amount: '36914999.45' });
      expect(now.balanced).toBe(true);
      expect(messageOf(await req('/api/finance/balance-sheet?date=2025-02-30').expect(400))).toBe('date harus tanggal (YYYY-MM-DD).');
      expect(messageOf(await req('/api/finance/balance-sheet?date=1999-12-31').expect(400))).toMatch(/^date harus antara 01\/01\/2000 dan /);
      for (const role of ['abk', 'viewer', 'reseller'] as const) await req('/api/finance/balance-sheet', role).expect(403);
    });
  });

  describe('GET /api/finance/trial-balance', () => {
    it('gives each account its opening, debit, credit and closing, and totals that balance', async () => {
      const tb = bodyOf<TrialBalanceDto>(await req('/api/finance/trial-balance?start=2025-01-01&end=2025-02-28').expect(200));
      expect(tb).toMatchObject({ start: '2025-01-01', end: '2025-02-28', balanced: true });
      const rows = tb.rows.map((r) => [r.code, r.depth, r.opening, r.debit, r.credit, r.closing]);
      // Kas: opening 52,000,000; debit 265,000 + 5,000,000; credit 20,000,000 + 250,000.55 + 100,000.
      // Bank: debit 20,000,000 (BCA) + 493,500; credit 7,000,000. 6-700 (inactive, no postings) is left out.
      expect(rows).toEqual([
        ['1-100', 0, '52000000.00', '5265000.00', '20350000.55', '36914999.45'],
        ['1-200', 0, '0.00', '20493500.00', '7000000.00', '13493500.00'],
        ['1-210', 1, '0.00', '20000000.00', '0.00', '20000000.00'],
        ['1-300', 0, '0.00', '1080000.00', '500000.00', '580000.00'],
        ['1-400', 0, '0.00', '7000000.00', '700000.00', '6300000.00'],
        ['1-410', 0, '0.00', '0.00', '0.00', '0.00'],
        ['1-500', 0, '0.00', '0.00', '0.00', '0.00'],
        ['1-700', 0, '0.00', '0.00', '0.00', '0.00'],
        ['1-790', 0, '0.00', '0.00', '0.00', '0.00'],
        ['2-100', 0, '0.00', '0.00', '0.00', '0.00'],
        ['2-200', 0, '0.00', '0.00', '5000000.00', '-5000000.00'],
        ['2-300', 0, '0.00', '0.00', '0.00', '0.00'],
        ['3-100', 0, '-50000000.00', '0.00', '0.00', '-50000000.00'],
        ['3-900', 0, '0.00', '0.00', '0.00', '0.00'],
        ['4-100', 0, '0.00', '0.00', '1345000.00', '-1345000.00'],
        ['4-150', 0, '0.00', '0.00', '0.00', '0.00'],
        ['4-200', 0, '0.00', '0.00', '0.00', '0.00'],
        ['4-900', 0, '-3000000.00', '0.00', '0.00', '-3000000.00'],
        ['4-910', 0, '0.00', '0.00', '0.00', '0.00'],
        ['5-100', 0, '0.00', '700000.00', '0.00', '700000.00'],
        ['5-200', 0, '0.00', '0.00', '0.00', '0.00'],
        ['6-100', 0, '0.00', '100000.00', '0.00', '100000.00'],
        ['6-200', 0, '1000000.00', '0.00', '0.00', '1000000.00'],
        ['6-300', 0, '0.00', '6500.00', '0.00', '6500.00'],
        ['6-400', 0, '0.00', '0.00', '0.00', '0.00'],
        ['6-500', 0, '0.00', '250000.55', '0.00', '250000.55'],
        ['6-600', 0, '0.00', '0.00', '0.00', '0.00'],
        ['6-800', 0, '0.00', '0.00', '0.00', '0.00'],
        ['6-810', 0, '0.00', '0.00', '0.00', '0.00'],
      ]);
      // Opening: Kas 52,000,000 + Beban Gaji 1,000,000 = Modal 50,000,000 + Pendapatan Lain 3,000,000.
      // Debit 5,265,000 + 20,493,500 + 1,080,000 + 7,000,000 + 700,000 + 100,000 + 6,500 + 250,000.55 = 34,895,000.55
      //   = credit 20,350,000.55 + 7,000,000 + 500,000 + 700,000 + 5,000,000 + 1,345,000.
      // Closing debit 36,914,999.45 + 13,493,500 + 580,000 + 6,300,000 + 700,000 + 100,000 + 1,000,000 + 6,500 + 250,000.55 = 59,345,000
      //   = closing credit 5,000,000 + 50,000,000 + 1,345,000 + 3,000,000.
      expect(tb.totals).toEqual({
        opening_debit: '53000000.00',
        opening_credit: '53000000.00',
        debit: '34895000.55',
        credit: '34895000.55',
        closing_debit: '59345000.00',
        closing_credit: '59345000.00',
      });
    });

    it('defaults to 1 January of this year … today and refuses bad ranges (400)', async () => {
      const tb = bodyOf<TrialBalanceDto>(await req('/api/finance/trial-balance', 'owner').expect(200));
      expect(tb.start).toBe(`${tb.end.slice(0, 4)}-01-01`);
      expect(tb.balanced).toBe(true);
      const msg = async (query: string) => messageOf(await req(`/api/finance/trial-balance?${query}`).expect(400));
      expect(await msg('start=2025-01-01&end=2026-01-02')).toBe('Rentang tanggal maksimal 366 hari.');
      expect(await msg('start=2025-02-01&end=2025-01-31')).toBe('Tanggal mulai tidak boleh sesudah tanggal akhir.');
      expect(await msg('start=2025-13-01&end=2025-12-31')).toBe('start harus tanggal (YYYY-MM-DD).');
      expect(await msg('end=abc')).toBe('end harus tanggal (YYYY-MM-DD).');
      // A leap year fits: 01/01/2024 … 31/12/2024 is 366 days.
      await req('/api/finance/trial-balance?start=2024-01-01&end=2024-12-31').expect(200);
      for (const role of ['abk', 'viewer', 'reseller'] as const) await req('/api/finance/trial-balance', role).expect(403);
    });

    it("shows another tenant nothing of this farm's books", async () => {
      const tb = bodyOf<TrialBalanceDto>(await req('/api/finance/trial-balance?start=2025-01-01&end=2025-02-28', 'admin', b).expect(200));
      expect(tb.rows.every((r) => r.opening === '0.00' && r.debit === '0.00' && r.credit === '0.00')).toBe(true);
      const bs = bodyOf<BalanceSheetDto>(await req('/api/finance/balance-sheet?date=2025-01-31', 'admin', b).expect(200));
      expect(bs.totals.assets).toBe('0.00');
      await t.http().get('/api/finance/balance-sheet').set({ ...b.as('admin'), 'x-tenant-id': a.id }).expect(403);
    });
  });

  describe('agrees with hledger over the same journal lines', () => {
    let dir: string;
    let file: string;
    /** hledger account name of each account id: its type's root, then the codes from the top account down. */
    let names: Map<number, string>;

    /** Runs hledger on the exported journal; answers its rows as [account name or 'total' / 'Net:', cents]. */
    const hledger = (...args: string[]): Array<[string, bigint]> => {
      const csv = execFileSync('hledger', ['-f', file, ...args, '-O', 'csv'], { encoding: 'utf8' });
      const out: Array<[string, bigint]> = [];
      for (const line of csv.trim().split('\n')) {
        const cells = [...line.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
        // An empty section's total is printed without an amount: "total".
        if (cells.length === 1 && cells[0] === 'total') out.push(['total', 0n]);
        else if (cells.length === 2 && /^-?\d+(\.\d+)?$/.test(cells[1])) out.push([cells[0], cents(cells[1])]);
      }
      return out;
    };
    /** hledger bal in tree mode (a parent includes its sub-accounts), empty accounts too: account name → cents. */
    const bal = (...args: string[]) => new Map(hledger('bal', '--tree', '--no-elide', '-E', ...args));
    const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    beforeAll(async () => {
      const accounts = Object.values(acc);
      const byId = new Map(accounts.map((x) => [x.id, x]));
      const nameOf = (x: Account): string => {
        const parent = x.parent_id === null ? undefined : byId.get(x.parent_id);
        return parent && parent.type === x.type ? `${nameOf(parent)}:${x.code}` : `${HLEDGER_ROOT[x.type]}:${x.code}`;
      };
      names = new Map(accounts.map((x) => [x.id, nameOf(x)]));
      const lines: Array<{ journal_id: number; code: string; trx_date: string; account_id: number; debit: string; credit: string }> = await inTenant(t, a.id, () =>
        t.app
          .get(TenantContext)
          .manager.query(
            `select l.journal_id, j.code, to_char(l.trx_date, 'YYYY-MM-DD') as trx_date, l.account_id, l.debit::text as debit, l.credit::text as credit
               from journal_lines l join journals j on j.tenant_id = l.tenant_id and j.id = l.journal_id
              order by l.trx_date, l.journal_id, l.line_no`,
          ),
      );
      expect(lines.length).toBeGreaterThan(20);
      // One hledger transaction per journal; a posting's amount is debit − credit (hledger: debit positive).
      const text: string[] = [];
      let current = -1;
      for (const l of lines) {
        if (l.journal_id !== current) {
          text.push('', `${l.trx_date} ${l.code}`);
          current = l.journal_id;
        }
        text.push(`    ${names.get(l.account_id)}  ${cents(l.debit) > 0n ? l.debit : `-${l.credit}`}`);
      }
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'neraca-'));
      file = path.join(dir, 'farm.journal');
      fs.writeFileSync(file, `${text.join('\n')}\n`);
      // hledger checks that every transaction balances when it reads the file.
      execFileSync('hledger', ['-f', file, 'check'], { encoding: 'utf8' });
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it.each(['2024-12-31', '2025-01-10', '2025-01-31', '2025-02-28'])('hledger bs and is on %s', async (date) => {
      const bs = bodyOf<BalanceSheetDto>(await req(`/api/finance/balance-sheet?date=${date}`).expect(200));
      const yearStart = `${date.slice(0, 4)}-01-01`;
      // hledger bs: assets and liabilities (liabilities shown on their normal side), Net = assets − liabilities.
      const totals = hledger('bs', '-e', nextDay(date)).filter(([k]) => k === 'total' || k === 'Net:');
      expect(totals).toEqual([
        ['total', cents(bs.totals.assets)],
        ['total', cents(bs.totals.liabilities)],
        ['Net:', cents(bs.totals.equity)],
      ]);
      // Every account row, parents included (hledger's tree sums the sub-accounts itself); credit balances are negative there.
      const tree = bal('-e', nextDay(date));
      for (const r of [...bs.assets, ...bs.liabilities, ...bs.equity]) {
        if (r.account_id === null) continue;
        const name = names.get(r.account_id)!;
        const h = tree.get(name) ?? 0n;
        expect([name, name.startsWith('assets:') ? h : -h]).toEqual([name, cents(r.amount)]);
      }
      // hledger is: Net of the years before (laba ditahan) and of this year to the date (laba tahun berjalan).
      const net = (...args: string[]) => hledger('is', ...args).find(([k]) => k === 'Net:')?.[1] ?? 0n;
      const equity = bs.equity;
      expect(net('-e', yearStart)).toBe(cents(equity.find((r) => r.kind === 'laba_ditahan')!.amount));
      expect(net('-b', yearStart, '-e', nextDay(date))).toBe(cents(equity.find((r) => r.kind === 'laba_tahun_berjalan')!.amount));
      // Equity accounts: hledger's equity tree (credit balances are negative there).
      expect(-(bal('-e', nextDay(date)).get('equity') ?? 0n)).toBe(equity.filter((r) => r.kind === 'account' && r.depth === 0).reduce((s, r) => s + cents(r.amount), 0n));
    });

    it.each([
      ['2025-01-01', '2025-02-28'],
      ['2025-01-11', '2025-01-15'],
      ['2024-02-01', '2025-01-31'],
    ])('hledger bal from %s to %s: opening, debit, credit, closing of every account', async (start, end) => {
      const tb = bodyOf<TrialBalanceDto>(await req(`/api/finance/trial-balance?start=${start}&end=${end}`).expect(200));
      const opening = bal('-e', start);
      const debit = bal('amt:>0', '-b', start, '-e', nextDay(end));
      const credit = bal('amt:<0', '-b', start, '-e', nextDay(end));
      const closing = bal('-e', nextDay(end));
      for (const r of tb.rows) {
        const name = names.get(r.account_id)!;
        const got = [name, cents(r.opening), cents(r.debit), cents(r.credit), cents(r.closing)];
        const want = [name, opening.get(name) ?? 0n, debit.get(name) ?? 0n, -(credit.get(name) ?? 0n), closing.get(name) ?? 0n];
        expect(got).toEqual(want);
      }
      // Column totals: hledger's Σ of the positive postings of the period = Σ debit; the totals of the top rows.
      expect(cents(tb.totals.debit)).toBe(debit.get('total') ?? 0n);
      expect(cents(tb.totals.credit)).toBe(-(credit.get('total') ?? 0n));
    });
  });
});

import dayjs from 'dayjs';
import { centsOf } from '../src/common/money';
import { AccountRowDto } from '../src/modules/chart-of-accounts/dto/chart-of-accounts.dto';
import { FeedMetricsDto, FeedTxnDto } from '../src/modules/feed-stock/dto/feed-stock.dto';
import { FinanceAccountDto, JournalDetailDto, JournalHeaderDto, LedgerDto, SummaryDto } from '../src/modules/finance/dto/finance.dto';
import { ProfitLossDto } from '../src/modules/profit-loss/dto/profit-loss.dto';
import { createTestApp, prepareTestDatabase, TestApp } from './utils/create-test-app';
import { createCoop, createTenant, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { Account, financeHelpers } from './utils/finance';

/**
 * Finance (spec part 2 'Transaksi Keuangan', 'Laba Rugi', 'Kode Akun', §3, §5, §7; DESIGN §5
 * 'Finance'; docs/adr/0008-feed-stock-in-the-books.md): the journal, the
 * ledger, the six cards, profit and loss, and the feed stock posted to the books. A small farm
 * is booked by hand in January 2025 and every expected figure is worked out in the comments.
 */
describe('Finance: the books of a small farm', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let urls: { ownerUrl: string; appUrl: string };
  let tingkatId: number;
  let acc: Record<string, Account>;

  const { req, journal, line, accountsOf, lines, feed, useFeed, journalsOf } = financeHelpers(() => ({ t, a, tingkatId, urls }));

  beforeAll(async () => {
    t = await createTestApp();
    urls = await prepareTestDatabase();
    a = await createTenant(t, 'Keuangan A');
    b = await createTenant(t, 'Keuangan B');
    tingkatId = (await createCoop(t, a.id)).tingkatIds[0];
    acc = await accountsOf(a);
    // What the chart of accounts checks (finance-accounts) leave behind that the books read: the
    // sub-account Kas Kecil under Kas and 1,000 on Beban Listrik from Kas on 30/11/2024.
    await req('post', '/api/finance-accounts').send({ code: '1-110', name: 'Kas Kecil', type: 'asset', parent_id: acc['1-100'].id }).expect(201);
    acc = await accountsOf(a);
    await journal({ trx_date: '2024-11-30', memo: 'Tes tipe', lines: [line(acc['6-500'], 1000), line(acc['1-100'], 0, 1000)] }).expect(201);
  });
  afterAll(() => t.close());

  describe('journal API (/api/finance/journals)', () => {
    it('posts a general journal and a quick expense; amounts as numbers or strings; answers header and lines', async () => {
      // 01/12/2024: opening capital in cash 1,000,000. 20/12/2024: an operating expense of 100,000.
      const modal = bodyOf<JournalDetailDto>(await journal({ trx_date: '2024-12-01', memo: 'Setoran modal awal', party: 'Pemilik', lines: [line(acc['1-100'], '1000000'), line(acc['3-100'], 0, '1000000.00')] }).expect(201));
      expect(modal.header).toMatchObject({
        code: 'JU-2412-0001',
        trx_date: '2024-12-01',
        memo: 'Setoran modal awal',
        party: 'Pemilik',
        total_debit: '1000000.00',
        total_credit: '1000000.00',
        balanced: true,
        source_type: 'manual',
        source_id: null,
        kind: 'original',
        reversed: false,
        classes: [1, 3],
      });
      expect(modal.lines).toEqual([
        expect.objectContaining({ line_no: 1, account_code: '1-100', account_name: 'Kas', account_type: 'asset', debit: '1000000.00', credit: '0.00', note: null }),
        expect.objectContaining({ line_no: 2, account_code: '3-100', account_name: 'Modal', debit: '0.00', credit: '1000000.00' }),
      ]);
      await journal({ trx_date: '2024-12-20', memo: 'Perbaikan kandang', lines: [line(acc['6-100'], 100000), line(acc['1-100'], '', 100000)] }).expect(201);
      // January 2025, the farm's month (bank capital, a transfer to cash, receivable, expenses).
      await journal({ trx_date: '2025-01-02', memo: 'Modal disetor ke bank', lines: [line(acc['1-200'], 50_000_000), line(acc['3-100'], 0, 50_000_000)] }).expect(201);
      await journal({ trx_date: '2025-01-03', memo: 'Tarik tunai', lines: [line(acc['1-100'], 5_000_000), line(acc['1-200'], null as never, 5_000_000)] }).expect(201);
      // A receivable that is no egg sale goes to an account of its own: Piutang Usaha is a control account (ADR 0014).
      const lain = bodyOf<AccountRowDto>(await req('post', '/api/finance-accounts').send({ code: '1-600', name: 'Piutang Lain-lain', type: 'asset', parent_id: null }).expect(201));
      acc['1-600'] = { ...acc['1-100'], id: lain.id, code: '1-600', name: 'Piutang Lain-lain', system_key: null };
      await journal({ trx_date: '2025-01-20', memo: 'Sewa lahan ke tetangga', party: 'Pak Budi', lines: [line(acc['1-600'], 500_000), line(acc['4-900'], 0, 500_000)] }).expect(201);
      // Quick expense (tab Pengeluaran Cepat): Dr 6-xxx / Cr the account with system_key kas.
      const cash = Object.values(acc).find((x) => x.system_key === 'kas')!;
      const listrik = bodyOf<JournalDetailDto>(await journal({ trx_date: '2025-01-15', memo: 'Listrik Januari', party: 'PLN', lines: [line(acc['6-500'], 350_000, 0, 'Token'), line(cash, 0, 350_000)] }).expect(201));
      expect(listrik.header.code).toBe('JU-2501-0004');
      expect(listrik.lines[0].note).toBe('Token');
      await journal({ trx_date: '2025-01-25', memo: 'Isi kas kecil', lines: [line(acc['1-110'], 200_000), line(cash, 0, 200_000)] }).expect(201);
      // A split entry with cents: 2,000,000 wages in two lines.
      const gaji = bodyOf<JournalDetailDto>(await journal({ trx_date: '2025-01-31', memo: 'Gaji Januari', lines: [line(acc['6-200'], '1250000.50'), line(acc['6-200'], 749999.5), line(cash, 0, 2_000_000)] }).expect(201));
      expect(lines(gaji)).toEqual([
        ['6-200', '1250000.50', '0.00'],
        ['6-200', '749999.50', '0.00'],
        ['1-100', '0.00', '2000000.00'],
      ]);
    });

    it('lists journals of a range newest first with totals, source and reversal; filters by class; detail by id', async () => {
      const list = await journalsOf('2025-01-01', '2025-01-31');
      expect(list.map((j) => [j.code, j.trx_date, j.total_debit])).toEqual([
        ['JU-2501-0006', '2025-01-31', '2000000.00'],
        ['JU-2501-0005', '2025-01-25', '200000.00'],
        ['JU-2501-0003', '2025-01-20', '500000.00'],
        ['JU-2501-0004', '2025-01-15', '350000.00'],
        ['JU-2501-0002', '2025-01-03', '5000000.00'],
        ['JU-2501-0001', '2025-01-02', '50000000.00'],
      ]);
      expect(list[0]).toMatchObject({ memo: 'Gaji Januari', total_credit: '2000000.00', balanced: true, source_type: 'manual', kind: 'original', reversed: false, classes: [1, 6] });
      expect((await journalsOf('2025-01-01', '2025-01-31', { class: 4 })).map((j) => j.code)).toEqual(['JU-2501-0003']);
      expect((await journalsOf('2025-01-01', '2025-01-31', { limit: 2 })).map((j) => j.code)).toEqual(['JU-2501-0006', 'JU-2501-0005']);
      expect(await journalsOf('2025-01-01', '2025-01-31', { source_type: 'feed_buy' })).toEqual([]);
      const detail = bodyOf<JournalDetailDto>(await req('get', `/api/finance/journals/${list[2].id}`).expect(200));
      expect(detail.header).toMatchObject({ code: 'JU-2501-0003', party: 'Pak Budi' });
      expect(lines(detail)).toEqual([
        ['1-600', '500000.00', '0.00'],
        ['4-900', '0.00', '500000.00'],
      ]);
      expect(detail.related).toEqual([]);
      // Default range: the current month.
      const today = dayjs().format('YYYY-MM-DD');
      const now = bodyOf<JournalDetailDto>(await journal({ trx_date: today, memo: 'Hari ini', lines: [line(acc['6-100'], 1), line(acc['1-100'], 0, 1)] }).expect(201));
      const current = bodyOf<JournalHeaderDto[]>(await req('get', '/api/finance/journals').expect(200));
      expect(current.map((j: { id: number }) => j.id)).toContain(now.header.id);
      expect(current.every((j: { trx_date: string }) => j.trx_date.slice(0, 7) === today.slice(0, 7))).toBe(true);
      // Bad queries.
      const bad: Array<[object, string]> = [
        [{ from: '2025-01-31', to: '2025-01-01' }, 'Tanggal mulai tidak boleh sesudah tanggal akhir.'],
        [{ from: '2025-13-01' }, 'from harus tanggal (YYYY-MM-DD).'],
        [{ limit: 0 }, 'limit minimal 1.'],
        [{ limit: 'banyak' }, 'limit harus bilangan bulat.'],
        [{ class: 7 }, 'class harus angka 1–6.'],
        [{ source_type: 'gaji' }, 'source_type tidak valid.'],
      ];
      for (const [query, message] of bad) expect(messageOf(await req('get', '/api/finance/journals').query(query).expect(400))).toBe(message);
      await req('get', '/api/finance/journals/abc').expect(400);
      expect(messageOf(await req('get', '/api/finance/journals/999999').expect(404))).toBe('Jurnal tidak ditemukan.');
    });

    it('reverses a manual journal once, linked to it; refuses a reversal of a reversal and of a journal of a source document', async () => {
      const wrong = bodyOf<JournalDetailDto>(await journal({ trx_date: '2025-01-10', memo: 'Salah catat', lines: [line(acc['6-100'], 75_000), line(acc['1-100'], 0, 75_000)] }).expect(201));
      const id = wrong.header.id;
      expect(messageOf(await req('post', `/api/finance/journals/${id}/reverse`).send({ trx_date: '2025-01-09' }).expect(400))).toBe(
        'Tanggal pembalik tidak boleh sebelum tanggal jurnal asal.',
      );
      const rev = bodyOf<JournalDetailDto>(await req('post', `/api/finance/journals/${id}/reverse`).send({ trx_date: '2025-01-10', memo: 'double input' }).expect(201));
      expect(rev.header).toMatchObject({ code: 'RV-2501-0001', kind: 'reversal', reverses_id: id, memo: `Pembalik ${wrong.header.code}: double input`, total_debit: '75000.00' });
      expect(lines(rev)).toEqual([
        ['6-100', '0.00', '75000.00'],
        ['1-100', '75000.00', '0.00'],
      ]);
      expect(rev.related).toEqual([{ id, code: wrong.header.code, trx_date: '2025-01-10', kind: 'original' }]);
      const original = bodyOf<JournalDetailDto>(await req('get', `/api/finance/journals/${id}`).expect(200));
      expect(original.header).toMatchObject({ reversed: true, reversed_by_id: rev.header.id, reversed_by_code: 'RV-2501-0001' });
      expect(messageOf(await req('post', `/api/finance/journals/${id}/reverse`).expect(409))).toBe(`Jurnal ${wrong.header.code} sudah dibalik dengan RV-2501-0001.`);
      expect(messageOf(await req('post', `/api/finance/journals/${rev.header.id}/reverse`).expect(409))).toBe('Jurnal RV-2501-0001 adalah jurnal pembalik dan tidak dapat dibalik lagi.');
      await req('post', '/api/finance/journals/999999/reverse').expect(404);
      // Without a body: dated today.
      const other = bodyOf<JournalDetailDto>(await journal({ trx_date: '2025-01-11', lines: [line(acc['6-100'], 10), line(acc['1-100'], 0, 10)] }).expect(201));
      const todayRev = bodyOf<JournalDetailDto>(await req('post', `/api/finance/journals/${other.header.id}/reverse`).expect(201));
      expect(todayRev.header.trx_date).toBe(dayjs().format('YYYY-MM-DD'));
    });
  });

  describe('feed stock in the books', () => {
    it('posts a purchase, a day of usage, a sale and an adjustment at the average cost', async () => {
      // 05/01: 1,000 kg × 7,000 + ongkir 100,000 + bongkar 50,000 = 7,150,000 by transfer → 7,150/kg.
      const buy = bodyOf<FeedTxnDto>(await feed('buy', { trx_date: '2025-01-05', qty_kg: 1000, price_per_kg: 7000, ongkir: 100000, bongkar: 50000, method: 'transfer', note: 'Pakan layer' }));
      const pb = (await journalsOf('2025-01-05', '2025-01-05', { source_type: 'feed_buy' }))[0];
      expect(pb).toMatchObject({ code: 'PB-2501-0001', source_id: String(buy.id), kind: 'original', memo: 'Pembelian pakan 1.000 kg @ Rp 7.000 — Pakan layer', total_debit: '7150000.00' });
      expect(lines(bodyOf<JournalDetailDto>(await req('get', `/api/finance/journals/${pb.id}`).expect(200)))).toEqual([
        ['1-400', '7150000.00', '0.00'],
        ['1-200', '0.00', '7150000.00'],
      ]);
      // 06/01: 100 kg used → 715,000 to Beban Pakan.
      await useFeed('2025-01-06', 100);
      const pm = (await journalsOf('2025-01-06', '2025-01-06', { source_type: 'feed_usage' }))[0];
      expect(pm).toMatchObject({ code: 'PM-2501-0001', source_id: '2025-01-06', total_debit: '715000.00' });
      expect(lines(bodyOf<JournalDetailDto>(await req('get', `/api/finance/journals/${pm.id}`).expect(200)))).toEqual([
        ['5-100', '715000.00', '0.00'],
        ['1-400', '0.00', '715000.00'],
      ]);
      // Saving the same day again changes nothing in the books.
      await useFeed('2025-01-06', 100);
      expect(await journalsOf('2025-01-06', '2025-01-06', { source_type: 'feed_usage' })).toHaveLength(1);
      // 10/01: sell 200 kg at 8,000 cash → 1,600,000 income; cost 200 × 7,150 = 1,430,000.
      const sell = bodyOf<FeedTxnDto>(await feed('sell', { trx_date: '2025-01-10', qty_kg: 200, price_per_kg: 8000, method: 'cash' }));
      const pj = (await journalsOf('2025-01-10', '2025-01-10', { source_type: 'feed_sell' }))[0];
      expect(pj).toMatchObject({ code: 'PJ-2501-0001', source_id: String(sell.id), total_debit: '3030000.00', classes: [1, 4, 5] });
      expect(lines(bodyOf<JournalDetailDto>(await req('get', `/api/finance/journals/${pj.id}`).expect(200)))).toEqual([
        ['1-100', '1600000.00', '0.00'],
        ['4-200', '0.00', '1600000.00'],
        ['5-200', '1430000.00', '0.00'],
        ['1-400', '0.00', '1430000.00'],
      ]);
      // A feed journal is corrected through its document, never reversed here.
      expect(messageOf(await req('post', `/api/finance/journals/${pj.id}/reverse`).expect(409))).toBe(
        `Jurnal PJ-2501-0001 diposting oleh dokumen sumber (Penjualan pakan); koreksi lewat dokumen itu, bukan di sini.`,
      );
      // 12/01: 10 kg shrinkage → 71,500; 13/01: 2 kg found → 14,300.
      await feed('adjust', { trx_date: '2025-01-12', qty_kg: -10, note: 'Opname' });
      await feed('adjust', { trx_date: '2025-01-13', qty_kg: 2 });
      const ps = await journalsOf('2025-01-12', '2025-01-13', { source_type: 'feed_adjust' });
      expect(await Promise.all(ps.map(async (j) => lines(bodyOf<JournalDetailDto>(await req('get', `/api/finance/journals/${j.id}`).expect(200)))))).toEqual([
        [
          ['1-400', '14300.00', '0.00'],
          ['5-100', '0.00', '14300.00'],
        ],
        [
          ['5-100', '71500.00', '0.00'],
          ['1-400', '0.00', '71500.00'],
        ],
      ]);
      // Stock 1,000 − 100 − 200 − 10 + 2 = 692 kg × 7,150 = 4,947,800 = the Persediaan Pakan balance.
      const metrics = bodyOf<FeedMetricsDto>(await req('get', '/api/feed-txns/metrics').query({ asof: '2025-01-14' }).expect(200));
      expect(metrics).toEqual({ stock_kg: 692, avg_cost: '7150.000000', inventory_value: '4947800.00' });
      const ledger = bodyOf<LedgerDto>(await req('get', '/api/finance/ledger').query({ account_code: '1-400', from: '2025-01-01', to: '2025-01-13' }).expect(200));
      expect(ledger.closing_balance).toBe('4947800.00');
    });

    it('posts the difference of a back-dated purchase as correction journals dated on each affected day', async () => {
      // 04/01 (before everything): 500 kg at 6,000 = 3,000,000 cash. On 05/01 the average becomes
      // (3,000,000 + 7,150,000) / 1,500 = 6,766.666667/kg. Usage 06/01: 100 × that = 676,666.67
      // (was 715,000: −38,333.33); sale 10/01: 1,353,333.33 (was 1,430,000: −76,666.67);
      // shrinkage 12/01: 67,666.67 (−3,833.33); found 13/01: 13,533.33 (−766.67).
      await feed('buy', { trx_date: '2025-01-04', qty_kg: 500, price_per_kg: 6000, method: 'cash' });
      const kr = await journalsOf('2025-01-01', '2025-01-31', { source_type: 'feed_usage' });
      expect(kr.map((j) => [j.code, j.trx_date, j.kind, j.total_debit])).toEqual([
        ['KR-2501-0001', '2025-01-06', 'correction', '38333.33'],
        ['PM-2501-0001', '2025-01-06', 'original', '715000.00'],
      ]);
      const correction = bodyOf<JournalDetailDto>(await req('get', `/api/finance/journals/${kr[0].id}`).expect(200));
      expect(correction.header).toMatchObject({ corrects_id: kr[1].id, source_id: '2025-01-06' });
      expect(correction.header.memo).toContain('Koreksi PM-2501-0001');
      expect(lines(correction)).toEqual([
        ['1-400', '38333.33', '0.00'],
        ['5-100', '0.00', '38333.33'],
      ]);
      // The original still shows what it posted; its detail lists the correction.
      const original = bodyOf<JournalDetailDto>(await req('get', `/api/finance/journals/${kr[1].id}`).expect(200));
      expect(original.related).toEqual([{ id: kr[0].id, code: 'KR-2501-0001', trx_date: '2025-01-06', kind: 'correction' }]);
      const sale = await journalsOf('2025-01-10', '2025-01-10', { source_type: 'feed_sell' });
      expect(sale.map((j) => [j.kind, j.total_debit])).toEqual([
        ['correction', '76666.67'],
        ['original', '3030000.00'],
      ]);
      // Stock 1,192 kg; value = 10,150,000 − 676,666.67 − 1,353,333.33 − 67,666.67 + 13,533.33 = 8,065,866.66.
      const metrics = bodyOf<FeedMetricsDto>(await req('get', '/api/feed-txns/metrics').query({ asof: '2025-01-14' }).expect(200));
      expect(metrics).toEqual({ stock_kg: 1192, avg_cost: '6766.666667', inventory_value: '8065866.66' });
      const ledger = bodyOf<LedgerDto>(await req('get', '/api/finance/ledger').query({ account_code: '1-400', from: '2025-01-01', to: '2025-01-13' }).expect(200));
      expect(ledger.closing_balance).toBe('8065866.66');
      // The movement rows add up to the same value.
      const rows = bodyOf<FeedTxnDto[]>(await req('get', '/api/feed-txns').query({ from: '2025-01-01', to: '2025-01-13' }).expect(200));
      expect(rows.reduce((s: bigint, r: { total_cost: string }) => s + centsOf(r.total_cost), 0n)).toBe(806586666n);
    });

    it('corrects a day of usage when it is edited or cleared, dated that day', async () => {
      // 06/01 from 100 to 120 kg: 20 × 6,766.666667 = 135,333.33 more expense.
      await useFeed('2025-01-06', 120);
      let usage = await journalsOf('2025-01-06', '2025-01-06', { source_type: 'feed_usage' });
      expect(usage.map((j) => [j.kind, j.total_debit])).toEqual([
        ['correction', '135333.33'],
        ['correction', '38333.33'],
        ['original', '715000.00'],
      ]);
      // Cleared: the day's expense goes back to 0 (676,666.67 + 135,333.33 = 812,000.00 reversed).
      await useFeed('2025-01-06', 0);
      usage = await journalsOf('2025-01-06', '2025-01-06', { source_type: 'feed_usage' });
      expect(usage[0]).toMatchObject({ kind: 'correction', total_debit: '812000.00' });
      const net = bodyOf<LedgerDto>(await req('get', '/api/finance/ledger').query({ account_code: '5-100', from: '2025-01-06', to: '2025-01-06' }).expect(200));
      expect(net.closing_balance).toBe('0.00');
      // And back to 100 kg for the rest of the file.
      await useFeed('2025-01-06', 100);
    });

    it('re-costs usage beyond the stock at the price of the purchase that fills the hole, so no value is lost', async () => {
      // A second tenant keeps this case apart: 02/02 100 kg × 7,000 = 700,000; 03/02 150 kg used
      // (50 kg beyond the stock at 7,000 → value −350,000); 04/02 1,000 kg × 8,000 + ongkir 100,000 =
      // 8,100,000 → 8,100/kg. The 50 kg missing are re-costed at 8,100: −405,000, i.e. 55,000 more
      // expense, posted with the purchase. Stock 950 kg × 8,100 = 7,695,000.
      const c = await createTenant(t, 'Keuangan C');
      const tk = (await createCoop(t, c.id)).tingkatIds[0];
      const as = (path: string) => t.http().post(path).set(c.as('admin'));
      await as('/api/feed-txns/buy').send({ trx_date: '2025-02-02', qty_kg: 100, price_per_kg: 7000, method: 'cash' }).expect(201);
      await as('/api/transaksi-pakan').send({ tanggal: '2025-02-03', data: [{ tingkat_id: tk, pakan_pagi: 150, pakan_sore: 0 }] }).expect(200);
      const buy = await as('/api/feed-txns/buy').send({ trx_date: '2025-02-04', qty_kg: 1000, price_per_kg: 8000, ongkir: 100000, method: 'transfer' }).expect(201);
      expect(buy.body).toMatchObject({ stock_after: 950, avg_cost_after: '8100.000000', total_cost: '8100000.00' });
      const rows = bodyOf<FeedTxnDto[]>(await t.http().get('/api/feed-txns').query({ from: '2025-02-01', to: '2025-02-05' }).set(c.as('admin')).expect(200));
      expect(rows.map((r: { type: string; qty_kg: number; total_cost: string; stock_after: number }) => [r.type, r.qty_kg, r.total_cost, r.stock_after])).toEqual([
        ['buy', 100, '700000.00', 100],
        ['usage', -150, '-1050000.00', -50],
        ['revalue', 0, '-55000.00', -50],
        ['buy', 1000, '8100000.00', 950],
      ]);
      expect(rows[2].note).toContain('50 kg pemakaian melebihi stok');
      const metrics = bodyOf<FeedMetricsDto>(await t.http().get('/api/feed-txns/metrics').query({ asof: '2025-02-05' }).set(c.as('admin')).expect(200));
      expect(metrics).toEqual({ stock_kg: 950, avg_cost: '8100.000000', inventory_value: '7695000.00' });
      expect(rows.reduce((s: bigint, r: { total_cost: string }) => s + centsOf(r.total_cost), 0n)).toBe(769500000n);
      const pb = bodyOf<JournalHeaderDto[]>(await t.http().get('/api/finance/journals').query({ from: '2025-02-04', to: '2025-02-04' }).set(c.as('admin')).expect(200))[0];
      const detail = bodyOf<JournalDetailDto>(await t.http().get(`/api/finance/journals/${pb.id}`).set(c.as('admin')).expect(200));
      expect(lines(detail)).toEqual([
        ['1-400', '8100000.00', '0.00'],
        ['1-200', '0.00', '8100000.00'],
        ['5-100', '55000.00', '0.00'],
        ['1-400', '0.00', '55000.00'],
      ]);
      const ledger = bodyOf<LedgerDto>(await t.http().get('/api/finance/ledger').query({ account_code: '1-400', from: '2025-02-01', to: '2025-02-05' }).set(c.as('admin')).expect(200));
      expect(ledger.closing_balance).toBe('7695000.00');
      // Beban Pakan carries the whole 150 kg: 700,000 + 50 × 8,100 = 1,105,000.
      const beban = bodyOf<LedgerDto>(await t.http().get('/api/finance/ledger').query({ account_code: '5-100', from: '2025-02-01', to: '2025-02-05' }).set(c.as('admin')).expect(200));
      expect(beban.closing_balance).toBe('1105000.00');
    });

    it('posts the feed of a journal to the account found by its system key, even after it was recoded', async () => {
      const c = await createTenant(t, 'Keuangan D');
      const list: Account[] = bodyOf<FinanceAccountDto[]>(await t.http().get('/api/finance/accounts').set(c.as('admin')).expect(200));
      const bank = list.find((x) => x.system_key === 'bank')!;
      await t.http().put(`/api/finance-accounts/${bank.id}`).set(c.as('admin')).send({ code: '1-250', name: 'Bank BRI', type: 'asset' }).expect(200);
      await t.http().post('/api/feed-txns/buy').set(c.as('admin')).send({ trx_date: '2025-03-01', qty_kg: 10, price_per_kg: 7000, method: 'transfer' }).expect(201);
      const j = bodyOf<JournalHeaderDto[]>(await t.http().get('/api/finance/journals').query({ from: '2025-03-01', to: '2025-03-01' }).set(c.as('admin')).expect(200))[0];
      const d = bodyOf<JournalDetailDto>(await t.http().get(`/api/finance/journals/${j.id}`).set(c.as('admin')).expect(200));
      expect(d.lines.map((l: { account_code: string; account_name: string }) => `${l.account_code} ${l.account_name}`)).toEqual(['1-400 Persediaan Pakan', '1-250 Bank BRI']);
    });

    it('writes nothing when the feed movement is refused', async () => {
      const before = (await journalsOf('2025-01-01', '2025-01-31')).length;
      await req('post', '/api/feed-txns/sell').send({ trx_date: '2025-01-10', qty_kg: 100000, price_per_kg: 8000 }).expect(422);
      await req('post', '/api/transaksi-pakan', 'abk').send({ tanggal: '2025-01-07', data: [{ tingkat_id: 999999, pakan_pagi: 5 }] }).expect(404);
      expect((await journalsOf('2025-01-01', '2025-01-31')).length).toBe(before);
    });
  });

  describe('ledger, cards and profit and loss of the small farm (January 2025)', () => {
    // The farm's January: modal 50,000,000 to bank (02/01); 5,000,000 bank → cash (03/01); feed bought
    // 04/01 (3,000,000 cash) and 05/01 (7,150,000 bank); usage 06/01 100 kg = 676,666.67; feed sale
    // 10/01 1,600,000 cash at cost 1,353,333.33; wrong entry 75,000 reversed (10/01); shrinkage 12/01
    // 67,666.67, found 13/01 13,533.33; electricity 15/01 350,000 cash; receivable 20/01 500,000
    // (4-900); cash to petty cash 25/01 200,000; wages 31/01 2,000,000 cash; a reversal dated today
    // and a 1 rupiah entry of today (outside January unless today is in January 2025).
    // December 2024: modal 1,000,000 cash, repair 100,000 cash; 30/11/2024: 1,000 on 6-500 from cash.

    it('gives the ledger of Kas with its sub-account: opening, running balance, closing', async () => {
      const res = bodyOf<LedgerDto>(await req('get', '/api/finance/ledger').query({ account_code: '1-100', from: '2025-01-01', to: '2025-01-31' }).expect(200));
      // Opening: −1,000 (30/11) + 1,000,000 − 100,000 = 899,000.
      expect(res).toMatchObject({
        account: { code: '1-100', name: 'Kas', type: 'asset', normal_side: 'debit', sub_accounts: ['1-110'] },
        from: '2025-01-01',
        to: '2025-01-31',
        opening_balance: '899000.00',
      });
      expect(res.rows.map((r) => [r.trx_date, r.journal_code, r.account_code, r.debit, r.credit, r.balance])).toEqual([
        ['2025-01-03', 'JU-2501-0002', '1-100', '5000000.00', '0.00', '5899000.00'],
        ['2025-01-04', 'PB-2501-0002', '1-100', '0.00', '3000000.00', '2899000.00'],
        ['2025-01-10', 'JU-2501-0007', '1-100', '0.00', '75000.00', '2824000.00'],
        ['2025-01-10', 'RV-2501-0001', '1-100', '75000.00', '0.00', '2899000.00'],
        ['2025-01-10', 'PJ-2501-0001', '1-100', '1600000.00', '0.00', '4499000.00'],
        ['2025-01-11', 'JU-2501-0008', '1-100', '0.00', '10.00', '4498990.00'],
        ['2025-01-15', 'JU-2501-0004', '1-100', '0.00', '350000.00', '4148990.00'],
        ['2025-01-25', 'JU-2501-0005', '1-110', '200000.00', '0.00', '4348990.00'],
        ['2025-01-25', 'JU-2501-0005', '1-100', '0.00', '200000.00', '4148990.00'],
        ['2025-01-31', 'JU-2501-0006', '1-100', '0.00', '2000000.00', '2148990.00'],
      ]);
      expect(res).toMatchObject({ total_debit: '6875000.00', total_credit: '5625010.00', closing_balance: '2148990.00' });
      // Modal is credit-normal: 1,000,000 before January, 51,000,000 after.
      const modal = bodyOf<LedgerDto>(await req('get', '/api/finance/ledger').query({ account_code: '3-100', from: '2025-01-01', to: '2025-01-31' }).expect(200));
      expect(modal).toMatchObject({ account: { normal_side: 'credit' }, opening_balance: '1000000.00', closing_balance: '51000000.00' });
      expect(modal.rows[0].balance).toBe('51000000.00');
      // Bad calls.
      expect(messageOf(await req('get', '/api/finance/ledger').expect(400))).toBe('Kode akun wajib diisi.');
      expect(messageOf(await req('get', '/api/finance/ledger').query({ account_code: '9-999' }).expect(404))).toBe('Akun 9-999 tidak ditemukan.');
      await req('get', '/api/finance/ledger').query({ account_code: '1-100', from: '2025-02-01', to: '2025-01-01' }).expect(400);
      // Tenant B's code 1-100 is B's own Kas: empty.
      const ledgerB = bodyOf<LedgerDto>(await req('get', '/api/finance/ledger', 'admin', b).query({ account_code: '1-100', from: '2025-01-01', to: '2025-01-31' }).expect(200));
      expect(ledgerB).toMatchObject({ opening_balance: '0.00', closing_balance: '0.00', rows: [] });
    });

    it('gives profit and loss per account with totals, year to date and the Kas, Bank and Piutang balances', async () => {
      const res = bodyOf<ProfitLossDto>(await req('get', '/api/laba-rugi').query({ start: '2025-01-01', end: '2025-01-31' }).expect(200));
      const rows = res.rows.map((r) => [r.code, r.debit, r.credit, r.amount]);
      // Beban Pakan 5-100, net: usage 676,666.67 + shrinkage 67,666.67 − found 13,533.33 = 730,800.01. Its
      // debits: PM 715,000 + correction 135,333.33 (120 kg) + correction 676,666.67 (back to 100 kg) +
      // shrinkage 71,500 + correction of the found kg 766.67 = 1,599,266.67; credits: corrections 38,333.33
      // (back-dated purchase) + 812,000 (day cleared) + 3,833.33 (shrinkage) + found 14,300 = 868,466.66.
      // HPP 5-200: 1,430,000 − correction 76,666.67 = 1,353,333.33. 6-100: 75,000 − 75,000 (reversed) + 10
      // (the reversal of 11/01 is dated today). 6-200: 2,000,000. 6-500: 350,000.
      expect(rows).toEqual([
        ['4-100', '0.00', '0.00', '0.00'],
        ['4-150', '0.00', '0.00', '0.00'],
        ['4-200', '0.00', '1600000.00', '1600000.00'],
        ['4-900', '0.00', '500000.00', '500000.00'],
        ['4-910', '0.00', '0.00', '0.00'],
        ['5-100', '1599266.67', '868466.66', '730800.01'],
        ['5-200', '1430000.00', '76666.67', '1353333.33'],
        ['6-100', '75010.00', '75000.00', '10.00'],
        ['6-200', '2000000.00', '0.00', '2000000.00'],
        ['6-300', '0.00', '0.00', '0.00'],
        ['6-400', '0.00', '0.00', '0.00'],
        ['6-500', '350000.00', '0.00', '350000.00'],
        ['6-600', '0.00', '0.00', '0.00'],
        ['6-800', '0.00', '0.00', '0.00'],
        ['6-810', '0.00', '0.00', '0.00'],
      ]);
      // Income 2,100,000; expense 730,800.01 + 1,353,333.33 + 10 + 2,000,000 + 350,000 = 4,434,143.34.
      expect(res.totals).toEqual({
        total_income: '2100000.00',
        total_expense: '4434143.34',
        net_profit: '-2334143.34',
        ytd_income: '2100000.00',
        ytd_expense: '4434143.34',
        ytd_profit: '-2334143.34',
      });
      // Kas with Kas Kecil (the ledger's closing above); Bank 50,000,000 − 5,000,000 − 7,150,000 = 37,850,000.
      expect(res.balances).toEqual({ cash: '2148990.00', bank: '37850000.00', receivable: '0.00' }); // the rent receivable is on 1-600, not under Piutang Usaha
      // From December: the period adds the repair (100,000) and 6-500's 1,000 of November is outside;
      // year to date still starts on 1 January 2025.
      const wide = bodyOf<ProfitLossDto>(await req('get', '/api/laba-rugi').query({ start: '2024-12-01', end: '2025-01-31' }).expect(200));
      expect(wide.totals).toMatchObject({ total_expense: '4534143.34', ytd_expense: '4434143.34', ytd_income: '2100000.00' });
      // End in December: balances as of 31/12/2024 (cash 899,000), year 2024 to date includes November.
      const dec = bodyOf<ProfitLossDto>(await req('get', '/api/laba-rugi').query({ start: '2024-12-01', end: '2024-12-31' }).expect(200));
      expect(dec.totals).toMatchObject({ total_expense: '100000.00', ytd_expense: '101000.00', net_profit: '-100000.00' });
      expect(dec.balances).toEqual({ cash: '899000.00', bank: '0.00', receivable: '0.00' });
      // Bad calls and defaults.
      expect(messageOf(await req('get', '/api/laba-rugi').query({ start: '2025-02-01', end: '2025-01-01' }).expect(400))).toBe('Tanggal mulai tidak boleh sesudah tanggal akhir.');
      expect(messageOf(await req('get', '/api/laba-rugi').query({ end: '31-01-2025' }).expect(400))).toBe('end harus tanggal (YYYY-MM-DD).');
      const def = bodyOf<ProfitLossDto>(await req('get', '/api/laba-rugi').expect(200));
      expect(def).toMatchObject({ start: dayjs().startOf('month').format('YYYY-MM-DD'), end: dayjs().format('YYYY-MM-DD') });
    });

    it('sums debit and credit per class for the six cards, with the accounts of each card', async () => {
      const res = bodyOf<SummaryDto>(await req('get', '/api/finance/summary').query({ from: '2025-01-01', to: '2025-01-31' }).expect(200));
      expect(res.classes.map((c: { class: number; label: string }) => [c.class, c.label])).toEqual([
        [1, 'Aset'],
        [2, 'Kewajiban'],
        [3, 'Modal'],
        [4, 'Pendapatan'],
        [5, 'Harga Pokok'],
        [6, 'Beban'],
      ]);
      const card = (n: number) => res.classes[n - 1];
      expect(card(2)).toEqual({ class: 2, label: 'Kewajiban', debit: '0.00', credit: '0.00', accounts: [] });
      expect(card(3)).toMatchObject({ debit: '0.00', credit: '50000000.00' });
      expect(card(4)).toMatchObject({ debit: '0.00', credit: '2100000.00' });
      expect(card(4).accounts.map((x: { code: string; credit: string }) => [x.code, x.credit])).toEqual([
        ['4-200', '1600000.00'],
        ['4-900', '500000.00'],
      ]);
      // 5-100 and 5-200 together (see the profit and loss above).
      expect(card(5)).toMatchObject({ debit: '3029266.67', credit: '945133.33' });
      // Every card together balances (Σ debit = Σ credit of all lines in the range).
      const total = (k: 'debit' | 'credit') => res.classes.reduce((s, c) => s + BigInt(c[k].replace('.', '')), 0n);
      expect(total('debit')).toBe(total('credit'));
      await req('get', '/api/finance/summary').query({ from: '2025-01-31', to: '2025-01-01' }).expect(400);
    });
  });
});

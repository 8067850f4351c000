import { INestApplication } from '@nestjs/common';
import dayjs from 'dayjs';
import { pg, queryOne, queryRows, row } from '../common/database/rows';
import { TenantContext } from '../common/tenancy/tenant-context';
import { DemoStep, seededRandom } from './demo-step';
import { JournalInput, JournalService, SystemKey } from '../modules/finance/journal.service';
import { centsOf } from '../common/money';

/** Egg prices per kg by grade (farm gate, rupiah). */
const EGG_PRICE = { a: 22_500, b: 20_000, c: 17_000 };
/** Kas kept between these amounts with transfers from and deposits to the bank (rupiah). */
const CASH_FLOOR = 15_000_000;
const CASH_CEILING = 75_000_000;
/** The bank is kept above this with the owner's capital. */
const BANK_FLOOR = 10_000_000;

const rp = (n: number) => BigInt(Math.round(n)) * 100n;
const round = (n: number, to: number) => Math.round(n / to) * to;

/** First and last day of the feed entries; null without any. */
const DayRangeRow = row({ first: pg.date.nullable(), last: pg.date.nullable() });
/** Eggs entered on a day per grade (kg). */
const DayEggsRow = row({ d: pg.date, a: pg.numeric, b: pg.numeric, c: pg.numeric });
/** Net of a day (rupiah): egg sales credited, or Kas/Bank (`k`) debited. */
const DayNetRow = row({ d: pg.date, net: pg.numeric });
const DayCashRow = row({ d: pg.date, k: pg.text, net: pg.numeric });
/** Feed bought in the first 30 days, delivery and unloading included (rupiah). */
const FeedSpendRow = row({ total: pg.numeric });
const AccountCodeRow = row({ id: pg.int, code: pg.text });

/**
 * Demo step (DESIGN §6), after the feed stock step: the books of the demo days beside the feed
 * postings, so that the six cards and the profit and loss show believable figures. Posted through
 * JournalService as manual journals, in one transaction:
 * - opening capital (Modal) in the bank and in cash the day before the first day;
 * - when the egg sales step did not run before it (the benchmark farm), each day's eggs sold (from
 *   the production entered that day, at farm-gate prices per grade): 45 % cash, 40 % transfer, 15 %
 *   on credit (Piutang Usaha), with the receivables collected by transfer twice a month — a recap
 *   journal per day (source egg_recap: Piutang Usaha and Penjualan Telur are control accounts that
 *   manual journals may not touch). On the demo farms the egg sales step posts every sale and receipt itself;
 * - wages on the 25th (Beban Gaji), electricity on the 5th (Beban Listrik dan Air), bank fees at
 *   month end, vaccines and medicine every three weeks (one bought on credit, paid two weeks
 *   later), operating costs weekly (about 3 % of the week's egg sales);
 * - transfers from the bank whenever cash would fall below Rp 15 million in the next days (feed
 *   bought in cash included), deposits when it passes Rp 75 million, and more capital when the
 *   bank would fall below Rp 10 million.
 */
export const financeDemo: DemoStep = async (app: INestApplication, farm) => {
  const ctx = app.get(TenantContext);
  const journals = app.get(JournalService);
  const actor = { userId: farm.ownerId, email: 'owner', globalRole: 'user' as const, claims: {} as never, tenantId: farm.tenantId, role: 'admin' as const };
  const rand = seededRandom(`kpm-finance-${farm.kode}`);

  await ctx.runAs(actor, async () => {
    const m = ctx.manager;
    const t = ctx.tenantId;
    const days = await queryOne(
      m,
      DayRangeRow,
      `select to_char(min(tanggal), 'YYYY-MM-DD') as first, to_char(max(tanggal), 'YYYY-MM-DD') as last from pakan_harian where tenant_id = $1`,
      [t],
    );
    if (!days?.first || !days.last) return;
    const range = { first: days.first, last: days.last };
    const eggs = new Map<string, { a: number; b: number; c: number }>(
      (
        await queryRows(
          m,
          DayEggsRow,
          `select to_char(tanggal, 'YYYY-MM-DD') as d, sum(grade_a) as a, sum(grade_b) as b, sum(grade_c) as c
             from transaksi_telur where tenant_id = $1 group by tanggal`,
          [t],
        )
      ).map((r) => [r.d, { a: Number(r.a), b: Number(r.b), c: Number(r.c) }]),
    );
    // Egg sales and their receipts posted by the egg sales step (when it ran): their Kas and Bank
    // flows are counted below with the feed postings, and no recap journals are posted then.
    const eggSales = new Map<string, number>();
    for (const r of await queryRows(
      m,
      DayNetRow,
      `select to_char(l.trx_date, 'YYYY-MM-DD') as d, sum(l.credit - l.debit) as net
         from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
        where l.tenant_id = $1 and a.system_key = 'penjualan_telur' group by 1`,
      [t],
    )) {
      eggSales.set(r.d, Number(centsOf(r.net) / 100n));
    }
    const recaps = eggSales.size === 0;
    // What the feed postings (and egg sales, receipts) already move in Kas and Bank, per day (rupiah).
    const feedCash = new Map<string, { kas: number; bank: number }>();
    for (const r of await queryRows(
      m,
      DayCashRow,
      `select to_char(l.trx_date, 'YYYY-MM-DD') as d, a.system_key as k, sum(l.debit - l.credit) as net
         from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
        where l.tenant_id = $1 and a.system_key in ('kas', 'bank') group by 1, 2`,
      [t],
    )) {
      const e = feedCash.get(r.d) ?? { kas: 0, bank: 0 };
      e[r.k as 'kas' | 'bank'] = Number(centsOf(r.net) / 100n);
      feedCash.set(r.d, e);
    }
    // An aggregate without group by: always one row.
    const [feedSpend] = await queryRows(
      m,
      FeedSpendRow,
      `select coalesce(sum(qty_kg * price_per_kg + ongkir + bongkar), 0) as total from feed_txns where tenant_id = $1 and type = 'buy' and trx_date < $2::date + 30`,
      [t, range.first],
    );

    const out: JournalInput[] = [];
    /** A manual journal, or with `recap` (the day's egg sales recap or receivables collection) a journal of source egg_recap. */
    const post = (trx_date: string, memo: string, party: string | null, lines: Array<[SystemKey | number, 'd' | 'c', number]>, recap?: string) => {
      out.push({
        trx_date,
        memo,
        party,
        source_type: recap ? 'egg_recap' : 'manual',
        source_id: recap ?? null,
        lines: lines.map(([account, side, amount]) => ({
          ...(typeof account === 'number' ? { account_id: account } : { account_key: account }),
          ...(side === 'd' ? { debit: rp(amount) } : { credit: rp(amount) }),
        })),
      });
    };
    const extra = await queryRows(m, AccountCodeRow, `select id, code from accounts where tenant_id = $1 and code in ('6-500', '6-600')`, [t]);
    const listrik = extra.find((x) => x.code === '6-500')?.id ?? 'beban_operasional';
    const obat = extra.find((x) => x.code === '6-600')?.id ?? 'beban_operasional';

    let kas = 0;
    let bank = 0;
    let piutang = 0;
    const modalBank = round(Number(feedSpend.total) * 1.2 + 50_000_000, 10_000_000);
    const modalKas = 25_000_000;
    // The day before the first feed purchase, so the balances never dip below zero.
    const opening = dayjs(range.first).subtract(1, 'day').format('YYYY-MM-DD');
    post(opening, 'Setoran modal awal ke rekening', 'Pemilik', [
      ['bank', 'd', modalBank],
      ['modal', 'c', modalBank],
    ]);
    post(opening, 'Setoran modal awal tunai', 'Pemilik', [
      ['kas', 'd', modalKas],
      ['modal', 'c', modalKas],
    ]);
    kas += modalKas;
    bank += modalBank;
    let hutangObat: { due: string; amount: number } | null = null;
    let weekSales = 0;

    for (let d = dayjs(range.first); !d.isAfter(dayjs(range.last)); d = d.add(1, 'day')) {
      const day = d.format('YYYY-MM-DD');
      const dom = d.date();
      const f = feedCash.get(day);
      kas += f?.kas ?? 0;
      bank += f?.bank ?? 0;

      const e = recaps ? eggs.get(day) : undefined;
      weekSales += eggSales.get(day) ?? 0;
      if (e) {
        const total = round(e.a * EGG_PRICE.a + e.b * EGG_PRICE.b + e.c * EGG_PRICE.c, 1000);
        const cash = round(total * (0.4 + rand() * 0.1), 1000);
        const transfer = round(total * (0.35 + rand() * 0.1), 1000);
        const credit = total - cash - transfer;
        post(day, `Rekap penjualan telur ${d.format('DD/MM/YYYY')}: A ${e.a.toFixed(1)} kg, B ${e.b.toFixed(1)} kg, C ${e.c.toFixed(1)} kg`, 'Pelanggan harian', [
          ['kas', 'd', cash],
          ['bank', 'd', transfer],
          ['piutang', 'd', credit],
          ['penjualan_telur', 'c', total],
        ], day);
        kas += cash;
        bank += transfer;
        piutang += credit;
        weekSales += total;
      }
      if (recaps && (dom === 14 || dom === 28) && piutang > 0) {
        const paid = round(piutang * (0.8 + rand() * 0.15), 1000);
        post(day, 'Pelunasan piutang pelanggan (transfer)', 'Reseller', [
          ['bank', 'd', paid],
          ['piutang', 'c', paid],
        ], `${day}:pelunasan`);
        bank += paid;
        piutang -= paid;
      }
      if (dom === 5) {
        const amount = round(2_400_000 + rand() * 600_000, 1000);
        post(day, `Listrik dan air bulan ${d.subtract(1, 'month').format('MM/YYYY')}`, 'PLN / PDAM', [
          [listrik, 'd', amount],
          ['bank', 'c', amount],
        ]);
        bank -= amount;
      }
      if (dom === 25) {
        const amount = 5 * 2_900_000 + 3_500_000;
        post(day, `Gaji karyawan ${d.format('MM/YYYY')} (5 ABK + mandor)`, 'Karyawan', [
          ['beban_gaji', 'd', amount],
          ['kas', 'c', amount],
        ]);
        kas -= amount;
      }
      if (d.isSame(d.endOf('month'), 'day')) {
        post(day, 'Biaya administrasi bank', 'Bank', [
          ['biaya_admin_bank', 'd', 15_000],
          ['bank', 'c', 15_000],
        ]);
        bank -= 15_000;
      }
      const index = d.diff(dayjs(range.first), 'day');
      if (index % 21 === 10) {
        const amount = round(1_200_000 + rand() * 1_800_000, 1000);
        if (!hutangObat) {
          // Bought on 14 days' terms and booked when paid: manual journals may not post to Hutang
          // Usaha, the control account of the suppliers' credit purchases (docs/adr/0043).
          hutangObat = { due: d.add(14, 'day').format('YYYY-MM-DD'), amount };
        } else {
          post(day, 'Obat dan vitamin ayam', 'Poultry Shop Sehat', [
            [obat, 'd', amount],
            ['kas', 'c', amount],
          ]);
          kas -= amount;
        }
      }
      if (hutangObat && hutangObat.due === day) {
        post(day, 'Vaksin ND-IB dan vitamin (tempo 14 hari, dibayar transfer)', 'Poultry Shop Sehat', [
          [obat, 'd', hutangObat.amount],
          ['bank', 'c', hutangObat.amount],
        ]);
        bank -= hutangObat.amount;
        hutangObat = { due: '9999-12-31', amount: 0 };
      }
      if (index % 7 === 3) {
        // Egg trays, transport, litter and small repairs: about 3 % of the week's egg sales.
        const amount = round(weekSales * (0.025 + rand() * 0.01) + 300_000, 1000);
        weekSales = 0;
        post(day, 'Operasional kandang (egg tray, transport, sekam, perbaikan kecil)', null, [
          ['beban_operasional', 'd', amount],
          ['kas', 'c', amount],
        ]);
        kas -= amount;
      }
      // Feed paid in the next days is covered today: cash by a transfer from the bank, the bank by
      // the owner's capital; cash above the ceiling is deposited.
      const ahead = (key: 'kas' | 'bank') => [1, 2, 3].reduce((sum, k) => sum + Math.min(feedCash.get(d.add(k, 'day').format('YYYY-MM-DD'))?.[key] ?? 0, 0), 0);
      const cashAhead = ahead('kas');
      if (kas + cashAhead < CASH_FLOOR) {
        const amount = round(CASH_FLOOR - kas - cashAhead + 20_000_000, 5_000_000);
        post(day, 'Tarik tunai dari rekening untuk kas kandang', null, [
          ['kas', 'd', amount],
          ['bank', 'c', amount],
        ]);
        kas += amount;
        bank -= amount;
      } else if (kas + cashAhead > CASH_CEILING) {
        const amount = round(kas + cashAhead - CASH_CEILING / 2, 5_000_000);
        post(day, 'Setor tunai ke rekening', null, [
          ['bank', 'd', amount],
          ['kas', 'c', amount],
        ]);
        kas -= amount;
        bank += amount;
      }
      const bankAhead = ahead('bank');
      if (bank + bankAhead < BANK_FLOOR) {
        const amount = round(BANK_FLOOR - bank - bankAhead + 50_000_000, 10_000_000);
        post(day, 'Tambahan modal pemilik', 'Pemilik', [
          ['bank', 'd', amount],
          ['modal', 'c', amount],
        ]);
        bank += amount;
      }
    }
    await journals.postMany(out);
  });
};

import { BadRequestException, UnprocessableEntityException } from '@nestjs/common';
import dayjs from 'dayjs';
import fc from 'fast-check';
import { TenantContext } from '../../src/common/tenancy/tenant-context';
import { ArReceiptsService } from '../../src/modules/egg-sales/ar-receipts.service';
import { EggSalesService } from '../../src/modules/egg-sales/egg-sales.service';
import { FeedStockService } from '../../src/modules/feed-stock/feed-stock.service';
import { FeedUsageService } from '../../src/modules/feed-usage/feed-usage.service';
import { FinanceService } from '../../src/modules/finance/finance.service';
import { SaleReturnsService } from '../../src/modules/egg-sales/sale-returns.service';
import { ReceivablesService } from '../../src/modules/receivables/receivables.service';
import { TestApp } from './create-test-app';

/**
 * Random documents through the real services, and the invariants of the control accounts checked
 * against them (issue #20; the property tests of control-accounts and month-close). Run inside a
 * tenant context (`inTenant`), one transaction per sequence.
 */

/** Accounts a manual journal may use (none of them a control account). */
export const FREE_ACCOUNTS = ['1-100', '1-200', '3-100', '4-900', '6-100', '6-200'] as const;

/** One random document; `day` indexes the days of the run, `pick`/`after`/`share` choose a sale and a later day. */
export type BookOp =
  | { kind: 'sale'; day: number; method: 'cash' | 'transfer' | 'piutang'; kg: number; price: number }
  | { kind: 'pay'; pick: number; after: number; share: number; discount: number }
  | { kind: 'refund'; pick: number; after: number; share: number }
  | { kind: 'return'; pick: number; after: number; share: number }
  | { kind: 'buy'; day: number; kg: number; price: number }
  | { kind: 'usage'; day: number; kg: number }
  | { kind: 'manual'; day: number; debit: number; credit: number; amount: number };

/** Documents dated on the days 0 … days − 1. */
export function bookOp(days: number): fc.Arbitrary<BookOp> {
  const day = fc.integer({ min: 0, max: days - 1 });
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('sale' as const), day, method: fc.constantFrom('cash' as const, 'transfer' as const, 'piutang' as const, 'piutang' as const), kg: fc.integer({ min: 1, max: 5000 }).map((x) => x / 100), price: fc.integer({ min: 20000, max: 30000 }) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(), after: fc.integer({ min: 0, max: 3 }), share: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 100 })), discount: fc.integer({ min: 0, max: 5000 }) }) },
    // Refunds of a credit (share > 100 asks for more than the credit: refused).
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), after: fc.integer({ min: 0, max: 3 }), share: fc.integer({ min: 1, max: 120 }) }) },
    // Returns of any sale (share > 100 asks for more than is left: refused).
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('return' as const), pick: fc.nat(), after: fc.integer({ min: 0, max: 4 }), share: fc.integer({ min: 1, max: 110 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('buy' as const), day, kg: fc.integer({ min: 1, max: 800 }), price: fc.integer({ min: 650000, max: 850000 }).map((c) => c / 100) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('usage' as const), day, kg: fc.integer({ min: 0, max: 300000 }).map((g) => g / 1000) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('manual' as const), day, debit: fc.nat({ max: FREE_ACCOUNTS.length - 1 }), credit: fc.nat({ max: FREE_ACCOUNTS.length - 1 }), amount: fc.integer({ min: 1, max: 100_000_000 }) }) },
  );
}

/** What one document did: its book date (null when nothing was tried), and the 4xx that refused it. */
export interface BookOpOutcome {
  date: string | null;
  refused?: UnprocessableEntityException | BadRequestException;
}

/** Counts of what the sequences did, per kind, and of the refusals. */
export type BookOpCounts = Record<BookOp['kind'] | 'refused', number>;

/**
 * The runner of random documents of one farm: `apply(op)` posts it through the services (sales of
 * grade A to `customer`, usage on `tingkatId`, manual journals between {@link FREE_ACCOUNTS} by
 * `accounts` code → id) and answers its outcome; a 400/422 is a refusal, anything else throws.
 */
export function bookOpRunner(t: TestApp, o: { firstDay: string; customer: number; tingkatId: number; accounts: Record<string, number> }) {
  const ctx = t.app.get(TenantContext);
  const sales = t.app.get(EggSalesService);
  const receipts = t.app.get(ArReceiptsService);
  const feed = t.app.get(FeedStockService);
  const usage = t.app.get(FeedUsageService);
  const finance = t.app.get(FinanceService);
  const returns = t.app.get(SaleReturnsService);
  const done: BookOpCounts = { sale: 0, pay: 0, refund: 0, return: 0, buy: 0, usage: 0, manual: 0, refused: 0 };
  const dayOf = (i: number) => dayjs(o.firstDay).add(i, 'day').format('YYYY-MM-DD');
  const later = (d: string, after: number) => dayjs(d).add(after, 'day').format('YYYY-MM-DD');
  const rupiah = (cents: number) => (cents / 100).toFixed(2);

  /** Piutang sales with what they owe (net of returns; negative: a credit) and what was paid (cents), oldest first. */
  const open = async (): Promise<Array<{ id: number; d: string; owed: number; paid: number }>> =>
    ctx.manager.query(
      `select id, to_char(sale_date, 'YYYY-MM-DD') as d, (100 * (total_amount - amount_returned - amount_paid - amount_discount))::bigint::int as owed, (100 * amount_paid)::bigint::int as paid
         from egg_sales where payment_method = 'piutang' and deleted_at is null order by id`,
    );

  /** Posts `op`; `asked` gets its book date before the service is called (a refusal keeps it). */
  let asked: string | null = null;
  const post = async (op: BookOp): Promise<void> => {
    if (op.kind === 'sale') {
      asked = dayOf(op.day);
      await sales.create({ sale_date: asked, customer_id: o.customer, payment_method: op.method, due_date: null, lines: [{ grade: 'A', qty_kg: op.kg, unit_price: op.price }] } as never);
    } else if (op.kind === 'pay') {
      const list = (await open()).filter((s) => s.owed > 0);
      if (!list.length) return;
      const s = list[op.pick % list.length];
      const amount = Math.max(1, Math.floor((s.owed * op.share) / 100));
      const discount = Math.min(op.discount, s.owed - amount);
      asked = later(s.d, op.after);
      await receipts.create({ receipt_date: asked, customer_id: o.customer, method: 'transfer', allocations: [{ sale_id: s.id, amount_applied: rupiah(amount), discount_applied: rupiah(discount) }] } as never);
    } else if (op.kind === 'refund') {
      // Sales with a credit (paid above the total after returns).
      const list = (await open()).filter((s) => s.owed < 0);
      if (!list.length) return;
      const s = list[op.pick % list.length];
      const amount = Math.max(1, Math.floor((-s.owed * op.share) / 100));
      asked = later(s.d, op.after);
      await receipts.create({ receipt_date: asked, customer_id: o.customer, method: 'cash', is_refund: true, allocations: [{ sale_id: s.id, amount_applied: rupiah(-amount) }] } as never);
    } else if (op.kind === 'return') {
      // Any sale with grade A kg left to return; every other pick a paid piutang sale when there is
      // one (a return there may open a credit to refund).
      const list: Array<{ id: number; d: string; paid: boolean; left: number }> = await ctx.manager.query(
        `select s.id, to_char(s.sale_date, 'YYYY-MM-DD') as d, s.payment_method = 'piutang' and s.amount_paid > 0 as paid,
                (100 * (l.qty_kg - coalesce((select sum(x.qty_kg) from egg_sale_return_lines x where x.tenant_id = l.tenant_id and x.sale_id = l.sale_id), 0)))::int as left
           from egg_sales s join egg_sale_lines l on l.tenant_id = s.tenant_id and l.sale_id = s.id
          where s.deleted_at is null order by s.id`,
      );
      const paidFirst = list.filter((x) => x.left > 0 && x.paid);
      const candidates = op.pick % 2 === 0 && paidFirst.length ? paidFirst : list.filter((x) => x.left > 0);
      if (!candidates.length) return;
      const s = candidates[op.pick % candidates.length];
      const qty = Math.max(1, Math.floor((s.left * op.share) / 100));
      asked = later(s.d, op.after);
      await returns.create(s.id, { return_date: asked, reason: 'Pecah', lines: [{ grade: 'A', qty_kg: qty / 100 }] } as never);
    } else if (op.kind === 'buy') {
      asked = dayOf(op.day);
      await feed.buy({ trx_date: asked, qty_kg: op.kg, price_per_kg: op.price, ongkir: 0, bongkar: 0, method: 'transfer' });
    } else if (op.kind === 'usage') {
      asked = dayOf(op.day);
      await usage.save({ tanggal: asked, data: [{ tingkat_id: o.tingkatId, pakan_pagi: op.kg, pakan_sore: 0 }] } as never);
    } else {
      if (op.debit === op.credit) return;
      asked = dayOf(op.day);
      await finance.create({
        trx_date: asked,
        memo: 'acak',
        lines: [
          { account_id: o.accounts[FREE_ACCOUNTS[op.debit]], debit: rupiah(op.amount), credit: '0' },
          { account_id: o.accounts[FREE_ACCOUNTS[op.credit]], debit: '0', credit: rupiah(op.amount) },
        ],
      } as never);
    }
  };

  /** Posts `op`; answers its book date (null: nothing to try) and the 400/422 that refused it, if any. */
  const apply = async (op: BookOp): Promise<BookOpOutcome> => {
    asked = null;
    try {
      await post(op);
      if (asked !== null) done[op.kind]++;
      return { date: asked };
    } catch (e) {
      if (!(e instanceof UnprocessableEntityException) && !(e instanceof BadRequestException)) throw e;
      done.refused++;
      return { date: asked, refused: e };
    }
  };
  return { done, dayOf, apply };
}

/**
 * The control-account invariants, for every day from the day before `from` to `to` + 3 (throws
 * naming the day, the figures and `ops`):
 * - Piutang Usaha (with its sub-accounts) = the total of the receivables ageing at that date, and = its `ledger_balance`;
 * - Persediaan Pakan = the feed stock value after the last movement up to that date;
 * - Penjualan Telur = Σ sale lines dated up to then, Retur Penjualan Telur = Σ returns dated up to
 *   then, so Penjualan Telur − Retur Penjualan Telur = Σ sale lines net of returns.
 * Runs the deferred constraints first (the balance and receipt checks of the open transaction).
 */
export async function checkControlInvariants(t: TestApp, from: string, to: string, ops: unknown): Promise<void> {
  const m = t.app.get(TenantContext).manager;
  const feed = t.app.get(FeedStockService);
  const receivables = t.app.get(ReceivablesService);
  await m.query('set constraints all immediate');
  await m.query('set constraints all deferred');
  const books: Array<{ d: string; piutang: string; persediaan: string; penjualan: string; lines: string; retur: string; returned: string; net: string; net_docs: string }> = await m.query(
    `select to_char(d, 'YYYY-MM-DD') as d,
            (select coalesce(sum(l.debit - l.credit), 0)::numeric(18,2)::text from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
              where a.control_key = 'piutang' and l.trx_date <= d) as piutang,
            (100 * (select coalesce(sum(l.debit - l.credit), 0) from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
                     where a.control_key = 'persediaan_pakan' and l.trx_date <= d))::bigint::text as persediaan,
            (select coalesce(sum(l.credit - l.debit), 0)::numeric(18,2)::text from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
              where a.control_key = 'penjualan_telur' and l.trx_date <= d) as penjualan,
            (select coalesce(sum(x.amount), 0)::numeric(18,2)::text from egg_sale_lines x join egg_sales s on s.tenant_id = x.tenant_id and s.id = x.sale_id
              where s.deleted_at is null and s.sale_date <= d) as lines,
            (select coalesce(sum(l.debit - l.credit), 0)::numeric(18,2)::text from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
              where a.control_key = 'retur_penjualan_telur' and l.trx_date <= d) as retur,
            (select coalesce(sum(r.total_amount), 0)::numeric(18,2)::text from egg_sale_returns r where r.return_date <= d) as returned,
            (select coalesce(sum(l.credit - l.debit), 0)::numeric(18,2)::text
               from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
              where a.control_key in ('penjualan_telur', 'retur_penjualan_telur') and l.trx_date <= d) as net,
            ((select coalesce(sum(x.amount), 0) from egg_sale_lines x join egg_sales s on s.tenant_id = x.tenant_id and s.id = x.sale_id where s.deleted_at is null and s.sale_date <= d)
             - (select coalesce(sum(r.total_amount), 0) from egg_sale_returns r where r.return_date <= d))::numeric(18,2)::text as net_docs
       from generate_series($1::date - 1, $2::date + 3, interval '1 day') d`,
    [from, to],
  );
  const history = await feed.history();
  for (const b of books) {
    const r = await receivables.ageing(b.d);
    const stock = history.filter((h) => h.date <= b.d).at(-1)?.valueAfterCents ?? 0;
    const got = { piutang: [r.total, r.ledger_balance], persediaan: Number(b.persediaan), penjualan: b.penjualan, retur: b.retur, net: b.net };
    const want = { piutang: [b.piutang, b.piutang], persediaan: stock, penjualan: b.lines, retur: b.returned, net: b.net_docs };
    if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`on ${b.d}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}; ops ${JSON.stringify(ops)}`);
  }
}

/** Thrown at the end of a sequence to roll its transaction back. */
export class Rollback extends Error {}

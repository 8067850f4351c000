import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { AGEING_BUCKETS, BucketsJson, bucketOf, bucketSums, statementRows } from '../../common/ageing';
import { resolveRange, today } from '../../common/dates/farm-day';
import { pg, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { DEFAULT_SUPPLIER_STATEMENT_DAYS, MAX_SUPPLIER_STATEMENT_DAYS, PayablesDto, SupplierStatementDto } from './dto/suppliers.dto';
import { SuppliersService } from './suppliers.service';

/** An open purchase (json; money as decimal strings), as OpenPurchaseDto. */
const PurchaseJson = row({
  kind: z.enum(['pembelian', 'saldo_awal']),
  purchase_id: pg.int,
  code: pg.text.nullable(),
  date: pg.date,
  due_date: pg.date,
  description: pg.text,
  total: pg.numeric,
  paid: pg.numeric,
  outstanding: pg.numeric,
  days_overdue: pg.int,
  bucket: z.enum(AGEING_BUCKETS),
});

/** The payables at a date: suppliers with their open purchases (json), the bucket sums, the total and the Hutang Usaha balance. */
const PayablesRow = row({
  suppliers: z.array(row({ supplier_id: pg.int, name: pg.text, phone: pg.text.nullable(), outstanding: pg.numeric, buckets: BucketsJson, purchases: z.array(PurchaseJson) })),
  buckets: BucketsJson,
  total: pg.numeric,
  ledger_balance: pg.numeric,
});

/** A supplier's statement: balances and rows (json), as SupplierStatementDto. */
const StatementRow = statementRows(['pembelian', 'pembayaran'] as const);

/**
 * SQL: the bills of tenant $1 a supplier payment pays — its credit purchases (kind pembelian, with
 * their total and a description 'Pakan 1.000 kg') and its opening payables (kind saldo_awal,
 * 'Saldo awal hutang', dated their bill date) — as one row set (kind, id, supplier_id, trx_date,
 * due_date, total, description, code) to filter as `c`.
 */
const BILLS = `(select 'pembelian'::text as kind, f.id::bigint as id, f.supplier_id, f.trx_date, f.due_date, round(f.qty_kg * f.price_per_kg + f.ongkir + f.bongkar, 2) as total,
         i.name || ' ' || replace(trim_scale(f.qty_kg)::text, '.', ',') || ' ' || i.unit as description,
         (select j.code from journals j where j.tenant_id = f.tenant_id and j.source_type = 'feed_buy' and j.source_id = f.id::text and j.kind = 'original') as code
    from feed_txns f join stock_items i on i.tenant_id = f.tenant_id and i.id = f.item_id
   where f.tenant_id = $1 and f.method = 'credit'
  union all
  select 'saldo_awal', o.id, o.supplier_id, o.invoice_date, o.due_date, o.amount, 'Saldo awal hutang', o.code
    from supplier_opening_payables o where o.tenant_id = $1)`;

/**
 * Payables per supplier (hutang; issue #37 'Suppliers and payables'): the open credit purchases
 * and their ageing at a date (the receivables' buckets, common/ageing.ts), and a supplier's
 * statement (kartu hutang). Reads only; money summed by the database and answered as decimal strings.
 */
@Injectable()
export class PayablesService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly suppliers: SuppliersService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /**
   * Open credit purchases and opening payables and their ageing at the end of `asof` (default
   * today), in one statement: a credit purchase dated on or before asof owes its total (qty × price
   * + ongkir + bongkar), an opening payable its amount, minus the allocations of payments dated on
   * or before asof. Days overdue = asof − due date (≥ 0). The
   * total equals the Hutang Usaha balance at asof (`ledger_balance`, credit positive) while only
   * these documents post there.
   */
  async ageing(asof: string = today()): Promise<PayablesDto> {
    const [aged] = await queryRows(
      this.m,
      PayablesRow,
      `with recursive
       paid as (
         select case when a.opening_id is null then 'pembelian' else 'saldo_awal' end as kind, coalesce(a.purchase_id, a.opening_id) as id, sum(a.amount) as paid
           from supplier_payments p join supplier_payment_allocations a on a.tenant_id = p.tenant_id and a.payment_id = p.id
          where p.tenant_id = $1 and p.payment_date <= $2::date
          group by 1, 2),
       items as (
         select c.*, coalesce(pd.paid, 0) as paid from ${BILLS} c left join paid pd on pd.kind = c.kind and pd.id = c.id where c.trx_date <= $2::date),
       open as (select i.*, i.total - i.paid as outstanding, greatest($2::date - i.due_date, 0) as days_overdue from items i where i.total - i.paid <> 0),
       aged as (select o.*, ${bucketOf('o.days_overdue')} as bucket from open o),
       per_supplier as (
         select a.supplier_id, sum(a.outstanding)::numeric(18,2)::text as outstanding, ${bucketSums('a.outstanding', 'a.bucket')} as buckets,
                json_agg(json_build_object(
                  'kind', a.kind, 'purchase_id', a.id, 'code', a.code, 'date', to_char(a.trx_date, 'YYYY-MM-DD'), 'due_date', to_char(a.due_date, 'YYYY-MM-DD'),
                  'description', a.description, 'total', a.total::numeric(18,2)::text, 'paid', a.paid::numeric(18,2)::text,
                  'outstanding', a.outstanding::numeric(18,2)::text, 'days_overdue', a.days_overdue, 'bucket', a.bucket)
                  order by a.due_date, a.trx_date, a.id) as purchases
           from aged a group by a.supplier_id),
       hutang_accounts as (
         select id from accounts where tenant_id = $1 and system_key = 'hutang'
         union all
         select c.id from accounts c join hutang_accounts h on c.parent_id = h.id where c.tenant_id = $1)
       select
         coalesce((select json_agg(json_build_object('supplier_id', s.id, 'name', s.name, 'phone', s.phone, 'outstanding', p.outstanding, 'buckets', p.buckets, 'purchases', p.purchases)
                                  order by lower(s.name), s.id)
                     from per_supplier p join suppliers s on s.tenant_id = $1 and s.id = p.supplier_id), '[]'::json) as suppliers,
         (select ${bucketSums('a.outstanding', 'a.bucket')} from aged a) as buckets,
         (select coalesce(sum(a.outstanding), 0)::numeric(18,2)::text from aged a) as total,
         (select coalesce(sum(l.credit - l.debit), 0)::numeric(18,2)::text
            from journal_lines l where l.tenant_id = $1 and l.account_id in (select id from hutang_accounts) and l.trx_date <= $2::date) as ledger_balance`,
      [this.ctx.tenantId, asof],
    );
    return { asof, ...aged };
  }

  /**
   * The statement (kartu hutang) of one supplier from..to (default the last 90 days up to today; at
   * most 366): what was owed at the end of the day before `from`, the rows dated in the range — each
   * credit purchase and opening payable (credit, its total; kind pembelian) and each payment (debit, its amount) — with the balance
   * after each, and the closing balance (= the supplier's outstanding in the payables at `to`).
   * 404 'Pemasok tidak ditemukan.' for an unknown or another farm's supplier.
   */
  async statement(supplierId: number, from?: string, to?: string): Promise<SupplierStatementDto> {
    const range = resolveRange(from, to, DEFAULT_SUPPLIER_STATEMENT_DAYS, { maxDays: MAX_SUPPLIER_STATEMENT_DAYS });
    const supplier = await this.suppliers.ref(supplierId);
    const [card] = await queryRows(
      this.m,
      StatementRow,
      `with entries as (
         select 'pembelian'::text as kind, 1 as ord, c.trx_date as date, c.id as ref_id, c.code,
                c.description || ', jatuh tempo ' || to_char(c.due_date, 'DD/MM/YYYY') as description, 0::numeric as debit, c.total as credit
           from ${BILLS} c where c.supplier_id = $2 and c.trx_date <= $4::date
         union all
         select 'pembayaran'::text, 2, p.payment_date, p.id::int, p.journal_code, p.note, p.amount_total, 0::numeric
           from supplier_payments p where p.tenant_id = $1 and p.supplier_id = $2 and p.payment_date <= $4::date),
       opening as (select coalesce(sum(credit - debit), 0) as amount from entries where date < $3::date),
       shown as (
         select e.*, (select amount from opening) + sum(e.credit - e.debit) over (order by e.date, e.ord, e.ref_id rows unbounded preceding) as balance
           from entries e where e.date >= $3::date)
       select (select amount from opening)::numeric(18,2)::text as opening_balance,
              coalesce((select json_agg(json_build_object('kind', kind, 'date', to_char(date, 'YYYY-MM-DD'), 'code', code, 'ref_id', ref_id, 'description', description,
                                                         'debit', debit::numeric(18,2)::text, 'credit', credit::numeric(18,2)::text, 'balance', balance::numeric(18,2)::text)
                                       order by date, ord, ref_id) from shown), '[]'::json) as rows,
              (select coalesce(sum(debit), 0)::numeric(18,2)::text from shown) as total_debit,
              (select coalesce(sum(credit), 0)::numeric(18,2)::text from shown) as total_credit,
              ((select amount from opening) + (select coalesce(sum(credit - debit), 0) from shown))::numeric(18,2)::text as closing_balance`,
      [this.ctx.tenantId, supplierId, range.from, range.to],
    );
    return { supplier_id: supplier.id, name: supplier.name, phone: supplier.phone, address: supplier.address, from: range.from, to: range.to, ...card };
  }
}

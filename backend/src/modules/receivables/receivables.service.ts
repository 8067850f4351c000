import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { pg, queryRows, row } from '../../common/database/rows';
import { resolveRange, today } from '../../common/dates/farm-day';
import { AGEING_BUCKETS, BucketsJson, bucketOf, bucketSums, statementRows } from '../../common/ageing';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CustomersService } from '../customers/customers.service';
import { DEFAULT_STATEMENT_DAYS, MAX_STATEMENT_DAYS, ReceivablesDto, STATEMENT_KINDS, StatementDto } from './dto/receivables.dto';

/** An open invoice (json; money as decimal strings, days_overdue whole days), as OpenInvoiceDto. */
const InvoiceJson = row({
  sale_id: pg.int,
  sale_code: pg.text.nullable(),
  sale_date: pg.date,
  due_date: pg.date,
  due_date_assumed: pg.bool,
  total: pg.numeric,
  returned: pg.numeric,
  paid: pg.numeric,
  discount: pg.numeric,
  outstanding: pg.numeric,
  days_overdue: pg.int,
  bucket: z.enum(AGEING_BUCKETS),
});

/** The ageing at a date: the customers with their open invoices (json), the bucket sums, the total and the Piutang Usaha balance. */
const AgeingRow = row({
  customers: z.array(
    row({ customer_id: pg.int, customer: pg.text, phone: pg.text.nullable(), buckets: BucketsJson, total: pg.numeric, invoices: z.array(InvoiceJson) }),
  ),
  buckets: BucketsJson,
  total: pg.numeric,
  ledger_balance: pg.numeric,
});

/** A customer's statement: balances (decimal strings) and its rows (json), as StatementDto. */
const StatementRow = statementRows(STATEMENT_KINDS);

/**
 * Receivables per customer (piutang; issue #20 'Receivables (piutang) per customer', ADR 0009 and
 * docs/architecture.md): the open invoices and their ageing at a date, and a
 * customer's statement (kartu piutang). Reads only; money is summed by the database (numeric) and
 * answered as decimal strings.
 */
@Injectable()
export class ReceivablesService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly customers: CustomersService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /**
   * Open invoices and ageing at the end of `asof` (default today), in one statement.
   *
   * An invoice is a piutang sale dated on or before asof. What it owed at asof is what it owes now
   * (total − amount_returned − amount_paid − amount_discount, kept with every receipt and return)
   * plus what receipts and returns dated after asof settled (and minus what refunds dated after
   * asof paid back): so only the sales open now and those touched by a later receipt or return are read, whatever the length of the history. A
   * deleted sale owes nothing (its journal is reversed on its own date); it shows only while a
   * receipt dated after asof still counts on it. Due date: the sale's, else its sale date (no
   * payment terms exist per customer: due at once). Days overdue = asof − due date (≥ 0).
   * The grand total equals the balance of Piutang Usaha at asof (answered as `ledger_balance`,
   * read in the same statement) while only these documents post there.
   */
  async ageing(asof: string = today()): Promise<ReceivablesDto> {
    const [aged] = await queryRows(
      this.m,
      AgeingRow,
      `with recursive
       later as (
         select a.sale_id, sum(a.amount_applied) as paid, sum(a.discount_applied) as discount
           from ar_receipts r join ar_receipt_allocations a on a.tenant_id = r.tenant_id and a.receipt_id = r.id
          where r.tenant_id = $1 and r.receipt_date > $2::date
          group by a.sale_id),
       later_returns as (
         select r.sale_id, sum(r.total_amount) as returned
           from egg_sale_returns r join egg_sales s on s.tenant_id = r.tenant_id and s.id = r.sale_id and s.payment_method = 'piutang'
          where r.tenant_id = $1 and r.return_date > $2::date
          group by r.sale_id),
       candidates as (
         select s.id from egg_sales s
          where s.tenant_id = $1 and s.sale_date <= $2::date and s.deleted_at is null and s.payment_method = 'piutang'
            and s.total_amount - s.amount_returned - s.amount_paid - s.amount_discount <> 0
         union
         select sale_id from later
         union
         select sale_id from later_returns),
       items as (
         select s.id as sale_id, s.customer_id, s.finance_code, s.sale_date, coalesce(s.due_date, s.sale_date) as due_date, s.due_date is null as due_date_assumed,
                case when s.deleted_at is null and s.payment_method = 'piutang' then s.total_amount else 0 end as total,
                case when s.deleted_at is null and s.payment_method = 'piutang' then s.amount_returned else 0 end - coalesce(lr.returned, 0) as returned,
                case when s.deleted_at is null and s.payment_method = 'piutang' then s.amount_paid else 0 end - coalesce(l.paid, 0) as paid,
                case when s.deleted_at is null and s.payment_method = 'piutang' then s.amount_discount else 0 end - coalesce(l.discount, 0) as discount
           from egg_sales s left join later l on l.sale_id = s.id left join later_returns lr on lr.sale_id = s.id
          where s.tenant_id = $1 and s.id in (select id from candidates) and s.sale_date <= $2::date),
       open as (
         select i.*, i.total - i.returned - i.paid - i.discount as outstanding, greatest($2::date - i.due_date, 0) as days_overdue
           from items i where i.total - i.returned - i.paid - i.discount <> 0),
       aged as (select o.*, ${bucketOf('o.days_overdue')} as bucket from open o),
       per_customer as (
         select a.customer_id, sum(a.outstanding)::numeric(18,2)::text as total, ${bucketSums('a.outstanding', 'a.bucket')} as buckets,
                json_agg(json_build_object(
                  'sale_id', a.sale_id, 'sale_code', a.finance_code, 'sale_date', to_char(a.sale_date, 'YYYY-MM-DD'),
                  'due_date', to_char(a.due_date, 'YYYY-MM-DD'), 'due_date_assumed', a.due_date_assumed,
                  'total', a.total::numeric(18,2)::text, 'returned', a.returned::numeric(18,2)::text, 'paid', a.paid::numeric(18,2)::text, 'discount', a.discount::numeric(18,2)::text,
                  'outstanding', a.outstanding::numeric(18,2)::text, 'days_overdue', a.days_overdue, 'bucket', a.bucket)
                  order by a.due_date, a.sale_date, a.sale_id) as invoices
           from aged a group by a.customer_id),
       piutang_accounts as (
         select id from accounts where tenant_id = $1 and system_key = 'piutang'
         union all
         select c.id from accounts c join piutang_accounts p on c.parent_id = p.id where c.tenant_id = $1)
       select
         coalesce((select json_agg(json_build_object('customer_id', c.id, 'customer', c.name, 'phone', c.phone, 'buckets', p.buckets, 'total', p.total, 'invoices', p.invoices)
                                  order by lower(c.name), c.id)
                     from per_customer p join customers c on c.tenant_id = $1 and c.id = p.customer_id), '[]'::json) as customers,
         (select ${bucketSums('a.outstanding', 'a.bucket')} from aged a) as buckets,
         (select coalesce(sum(a.outstanding), 0)::numeric(18,2)::text from aged a) as total,
         (select coalesce(sum(l.debit - l.credit), 0)::numeric(18,2)::text
            from journal_lines l where l.tenant_id = $1 and l.account_id in (select id from piutang_accounts) and l.trx_date <= $2::date) as ledger_balance`,
      [this.ctx.tenantId, asof],
    );
    return { asof, customers: aged.customers, buckets: aged.buckets, total: aged.total, ledger_balance: aged.ledger_balance };
  }

  /**
   * The statement (kartu piutang) of one customer from..to (default the last
   * DEFAULT_STATEMENT_DAYS days up to today; at most MAX_STATEMENT_DAYS): the balance at the end
   * of the day before `from`, the rows dated in the range with the balance after each, and the
   * closing balance. Rows: each piutang sale (debit, its total), each return on one (retur, credit,
   * its total; description 'nota: reason'), each receipt (credit, the money
   * applied to this customer's sales), its settlement discount as its own row (credit), each refund
   * (debit); an open invoice of the opening balances is a `saldo_awal` row (debit). The same documents as the ageing, so the closing balance equals the customer's total
   * there at `to`. 404 'Pelanggan tidak ditemukan.' for an unknown or another farm's customer.
   */
  async statement(customerId: number, from?: string, to?: string): Promise<StatementDto> {
    const range = resolveRange(from, to, DEFAULT_STATEMENT_DAYS, { maxDays: MAX_STATEMENT_DAYS });
    const customer = await this.customers.ref(customerId);
    const [card] = await queryRows(
      this.m,
      StatementRow,
      `with entries as (
         select case when s.is_opening then 'saldo_awal' else 'penjualan' end::text as kind, 1 as ord, s.sale_date as date, s.id as ref_id, s.finance_code as code, s.notes as description,
                s.total_amount as debit, 0::numeric as credit
           from egg_sales s
          where s.tenant_id = $1 and s.customer_id = $2 and s.deleted_at is null and s.payment_method = 'piutang' and s.sale_date <= $4::date
         union all
         select 'retur'::text, 2, r.return_date, r.id, r.journal_code, coalesce(s.finance_code || ': ', '') || r.reason, 0::numeric, r.total_amount
           from egg_sale_returns r join egg_sales s on s.tenant_id = r.tenant_id and s.id = r.sale_id
          where r.tenant_id = $1 and s.customer_id = $2 and s.payment_method = 'piutang' and r.return_date <= $4::date
         union all
         select x.kind, x.ord, r.receipt_date, r.id, r.journal_code, r.memo, x.debit, x.credit
           from ar_receipts r
           join lateral (
             select sum(a.amount_applied) as amount, sum(a.discount_applied) as discount
               from ar_receipt_allocations a join egg_sales s on s.tenant_id = a.tenant_id and s.id = a.sale_id
              where a.tenant_id = r.tenant_id and a.receipt_id = r.id and s.customer_id = $2) t on true
           cross join lateral (values
             (case when r.is_refund then 'refund' else 'penerimaan' end, 3, greatest(-t.amount, 0), greatest(t.amount, 0)),
             ('potongan', 4, 0, t.discount)) x(kind, ord, debit, credit)
          where r.tenant_id = $1 and r.customer_id = $2 and r.receipt_date <= $4::date and (x.debit <> 0 or x.credit <> 0)),
       opening as (select coalesce(sum(debit - credit), 0) as amount from entries where date < $3::date),
       shown as (
         select e.*, (select amount from opening) + sum(e.debit - e.credit) over (order by e.date, e.ord, e.ref_id rows unbounded preceding) as balance
           from entries e where e.date >= $3::date)
       select (select amount from opening)::numeric(18,2)::text as opening_balance,
              coalesce((select json_agg(json_build_object('kind', kind, 'date', to_char(date, 'YYYY-MM-DD'), 'code', code, 'ref_id', ref_id, 'description', description,
                                                         'debit', debit::numeric(18,2)::text, 'credit', credit::numeric(18,2)::text, 'balance', balance::numeric(18,2)::text)
                                       order by date, ord, ref_id) from shown), '[]'::json) as rows,
              (select coalesce(sum(debit), 0)::numeric(18,2)::text from shown) as total_debit,
              (select coalesce(sum(credit), 0)::numeric(18,2)::text from shown) as total_credit,
              ((select amount from opening) + (select coalesce(sum(debit - credit), 0) from shown))::numeric(18,2)::text as closing_balance`,
      [this.ctx.tenantId, customerId, range.from, range.to],
    );
    return {
      customer_id: customer.id,
      customer: customer.name,
      phone: customer.phone,
      address: customer.address,
      from: range.from,
      to: range.to,
      opening_balance: card.opening_balance,
      rows: card.rows,
      total_debit: card.total_debit,
      total_credit: card.total_credit,
      closing_balance: card.closing_balance,
    };
  }
}

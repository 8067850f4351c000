import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { execute, pg, queryRows, row } from '../../common/database/rows';
import { formatCents } from '../../common/money';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { EggSalesService } from '../egg-sales/egg-sales.service';
import { OpeningInvoiceInput, openingInvoiceChanges } from './opening-balances.rules';

/** An open invoice of the opening balances (Saldo Awal) as stored: money as decimal strings, first_receipt the day of its first receipt or null. */
const OpeningInvoiceRow = row({
  id: pg.int,
  customer_id: pg.int,
  customer: pg.text,
  invoice_date: pg.date,
  due_date: pg.date.nullable(),
  amount: pg.numeric,
  paid: pg.numeric,
  discount: pg.numeric,
  finance_code: pg.text.nullable(),
  first_receipt: pg.date.nullable(),
});
/** An open invoice of the opening balances (Saldo Awal) as stored. */
export type OpeningInvoice = z.infer<typeof OpeningInvoiceRow>;

/**
 * The customers' open invoices of the opening balances (Saldo Awal; ADR 0018): `egg_sales` rows
 * marked `is_opening`, payment method piutang, without lines, posted by the opening journal
 * rather than by a sale journal. Written under the egg sales lock (EggSalesService.lock), so that
 * they never race a receipt on the same invoice.
 */
@Injectable()
export class OpeningInvoicesService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly sales: EggSalesService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** The open invoices of the opening balances (Saldo Awal), not deleted, in entry order. */
  async list(): Promise<OpeningInvoice[]> {
    return queryRows(
      this.m,
      OpeningInvoiceRow,
      `select s.id, s.customer_id, c.name as customer, to_char(s.sale_date, 'YYYY-MM-DD') as invoice_date, to_char(s.due_date, 'YYYY-MM-DD') as due_date,
              s.total_amount as amount, s.amount_paid as paid, s.amount_discount as discount, s.finance_code,
              (select to_char(min(r.receipt_date), 'YYYY-MM-DD') from ar_receipt_allocations a join ar_receipts r on r.tenant_id = a.tenant_id and r.id = a.receipt_id
                where a.tenant_id = s.tenant_id and a.sale_id = s.id) as first_receipt
         from egg_sales s join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
        where s.tenant_id = $1 and s.is_opening and s.deleted_at is null
        order by s.id`,
      [this.ctx.tenantId],
    );
  }

  /**
   * Writes the open invoices of the opening balances (issue #20 'Opening balances'; ADR 0018) as
   * piutang sales marked `is_opening`, without lines, so that the receivables, the statement and
   * Terima Pembayaran treat them as any open invoice. Their receivable is posted by the opening
   * journal `journal` (not by a sale journal); each gets the nota number `<code>/<n>` (n: its
   * place in `input`). An input with `id` keeps that invoice (its payments stay on it); a stored
   * invoice missing from `input` is removed (soft delete). Refused (422, nothing written) when an
   * invoice with payments would be removed, change customer, drop below what it received, or be
   * dated after its first payment; 404 for an id that is not an opening invoice of the farm.
   * Customers are checked by the caller. Runs under the egg sales lock.
   */
  async save(input: OpeningInvoiceInput[], journal: { id: number; code: string }): Promise<void> {
    await this.sales.lock();
    const { removed, keep, add } = openingInvoiceChanges(input, await this.list(), journal.code);
    if (removed.length) {
      await execute(this.m, `update egg_sales set deleted_at = now(), updated_at = now() where tenant_id = $1 and id = any($2::int[])`, [
        this.ctx.tenantId,
        removed,
      ]);
    }
    if (keep.length) {
      await execute(
        this.m,
        `update egg_sales s set customer_id = x.customer_id, sale_date = x.invoice_date, due_date = x.due_date, total_amount = x.amount,
                finance_code = x.code, journal_id = $3, journal_code = $4, original_journal_id = $3, updated_at = now()
           from unnest($2::int[], $5::int[], $6::date[], $7::date[], $8::numeric[], $9::text[]) as x(id, customer_id, invoice_date, due_date, amount, code)
          where s.tenant_id = $1 and s.id = x.id and s.is_opening`,
        [this.ctx.tenantId, keep.map((i) => i.id), journal.id, journal.code, keep.map((i) => i.customer_id), keep.map((i) => i.invoice_date), keep.map((i) => i.due_date),
          keep.map((i) => formatCents(i.amount)), keep.map((i) => i.code)],
      );
    }
    if (add.length) {
      await execute(
        this.m,
        `insert into egg_sales (tenant_id, sale_date, customer_id, payment_method, due_date, notes, total_amount, amount_paid, is_opening,
                                journal_id, journal_code, original_journal_id, finance_code)
         select $1, x.invoice_date, x.customer_id, 'piutang', x.due_date, 'Saldo awal', x.amount, 0, true, $2, $3, $2, x.code
           from unnest($4::int[], $5::date[], $6::date[], $7::numeric[], $8::text[]) as x(customer_id, invoice_date, due_date, amount, code)`,
        [this.ctx.tenantId, journal.id, journal.code, add.map((i) => i.customer_id), add.map((i) => i.invoice_date), add.map((i) => i.due_date),
          add.map((i) => formatCents(i.amount)), add.map((i) => i.code)],
      );
    }
  }
}

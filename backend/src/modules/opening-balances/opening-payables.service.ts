import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { execute, pg, queryRows, row } from '../../common/database/rows';
import { formatCents } from '../../common/money';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { SupplierPaymentsService } from '../suppliers/supplier-payments.service';
import { OpeningPayableInput, openingPayableChanges } from './opening-balances.rules';

/** An opening payable as stored: money as decimal strings, first_payment the day of its first supplier payment or null. */
const OpeningPayableRow = row({
  id: pg.int,
  supplier_id: pg.int,
  supplier: pg.text,
  invoice_date: pg.date,
  due_date: pg.date,
  amount: pg.numeric,
  paid: pg.numeric,
  code: pg.text,
  first_payment: pg.date.nullable(),
});
/** An opening payable of the opening balances (Saldo Awal) as stored. */
export type OpeningPayable = z.infer<typeof OpeningPayableRow>;

/**
 * What the farm owed its suppliers at the start of its books (Saldo Awal; issue #37; ADR 0018):
 * rows of `supplier_opening_payables`, posted Cr Hutang Usaha by the opening journal, shown on Hutang
 * and the kartu hutang and paid by Bayar Hutang as any credit purchase. Written under the supplier
 * payments lock (SupplierPaymentsService.lock), so that they never race a payment on the same bill;
 * the counterpart of the customers' opening invoices (OpeningInvoicesService).
 */
@Injectable()
export class OpeningPayablesService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly payments: SupplierPaymentsService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** The opening payables, in entry order, with what supplier payments paid on them. */
  async list(): Promise<OpeningPayable[]> {
    return queryRows(
      this.m,
      OpeningPayableRow,
      `select o.id::int as id, o.supplier_id::int as supplier_id, s.name as supplier, to_char(o.invoice_date, 'YYYY-MM-DD') as invoice_date,
              to_char(o.due_date, 'YYYY-MM-DD') as due_date, o.amount::text as amount, o.code,
              coalesce((select sum(a.amount) from supplier_payment_allocations a where a.tenant_id = o.tenant_id and a.opening_id = o.id), 0)::numeric(18,2)::text as paid,
              (select to_char(min(p.payment_date), 'YYYY-MM-DD') from supplier_payment_allocations a join supplier_payments p on p.tenant_id = a.tenant_id and p.id = a.payment_id
                where a.tenant_id = o.tenant_id and a.opening_id = o.id) as first_payment
         from supplier_opening_payables o join suppliers s on s.tenant_id = o.tenant_id and s.id = o.supplier_id
        where o.tenant_id = $1
        order by o.id`,
      [this.ctx.tenantId],
    );
  }

  /**
   * Writes the opening payables of a PUT (`input`, in its order) posted by the opening journal
   * `journal`: each gets the nota number `<code>/<n>`; an input with `id` keeps that payable (its
   * payments stay on it), a stored one missing from `input` is deleted. Refused (422, nothing
   * written) when a payable with payments would be removed, change supplier, drop below what was
   * paid or be dated after its first payment; 404 for an id that is not an opening payable of the
   * farm (opening-balances.rules openingPayableChanges). Suppliers are checked by the caller.
   */
  async save(input: OpeningPayableInput[], journal: { id: number; code: string }): Promise<void> {
    await this.payments.lock();
    const { removed, keep, add } = openingPayableChanges(input, await this.list(), journal.code);
    const t = this.ctx.tenantId;
    if (removed.length) await execute(this.m, `delete from supplier_opening_payables where tenant_id = $1 and id = any($2::bigint[])`, [t, removed]);
    const write = (rows: typeof add) => [rows.map((i) => i.supplier_id), rows.map((i) => i.invoice_date), rows.map((i) => i.due_date), rows.map((i) => formatCents(i.amount)), rows.map((i) => i.code)];
    if (keep.length) {
      await execute(
        this.m,
        `update supplier_opening_payables o set supplier_id = x.supplier_id, invoice_date = x.invoice_date, due_date = x.due_date, amount = x.amount, code = x.code,
                journal_id = $3, updated_at = now()
           from unnest($2::bigint[], $4::bigint[], $5::date[], $6::date[], $7::numeric[], $8::text[]) as x(id, supplier_id, invoice_date, due_date, amount, code)
          where o.tenant_id = $1 and o.id = x.id`,
        [t, keep.map((i) => i.id), journal.id, ...write(keep)],
      );
    }
    if (add.length) {
      await execute(
        this.m,
        `insert into supplier_opening_payables (tenant_id, supplier_id, invoice_date, due_date, amount, code, journal_id)
         select $1, x.supplier_id, x.invoice_date, x.due_date, x.amount, x.code, $2
           from unnest($3::bigint[], $4::date[], $5::date[], $6::numeric[], $7::text[]) as x(supplier_id, invoice_date, due_date, amount, code)`,
        [t, journal.id, ...write(add)],
      );
    }
  }
}

import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { execute, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { today } from '../../common/dates/farm-day';
import { centsOf, formatCents } from '../../common/money';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CustomersService } from '../customers/customers.service';
import { EggPreordersService } from '../egg-preorders/egg-preorders.service';
import { JournalService } from '../finance/journal.service';
import { Grade, GRADES, SALE_METHODS, SALE_MSG, SaleCreateDto, SaleDeletedDto, SaleDetailDto, SaleMethod, SaleUpdateDto } from './dto/egg-sales.dto';
import { EggSalesQueryService } from './egg-sales-query.service';
import { eggStock, heldMessage } from './egg-stock';
import { SaleForBooks, saleJournal, saleReplacement, saleReversal } from './sale-books';
import {
  assertInStock,
  assertNotOpening,
  changesBooks,
  checkEditAgainstHistory,
  checkPartiesKept,
  checkRemovable,
  checkSaleDate,
  CleanLine,
  cleanLines,
  dueDate,
  kgOf,
  paidAtOnce,
  saleTotal,
} from './sale-rules';

/** A stored sale as the rules need it (dates 'YYYY-MM-DD', money as decimal strings). */
const StoredSale = row({
  id: pg.int,
  sale_date: pg.date,
  customer_id: pg.int,
  customer: pg.text,
  payment_method: z.enum(SALE_METHODS),
  due_date: pg.date.nullable(),
  notes: pg.text.nullable(),
  preorder_id: pg.int.nullable(),
  total_amount: pg.numeric,
  amount_paid: pg.numeric,
  amount_discount: pg.numeric,
  amount_returned: pg.numeric,
  journal_id: pg.int.nullable(),
  journal_code: pg.text.nullable(),
  original_journal_id: pg.int.nullable(),
  finance_code: pg.text.nullable(),
  is_opening: pg.bool,
  /** Returns recorded on the sale, and the day of the first. */
  returns: pg.int,
  first_return: pg.date.nullable(),
  /** Receipt allocations on the sale, and the day of the first receipt. */
  receipts: pg.int,
  first_receipt: pg.date.nullable(),
});
type StoredSale = z.infer<typeof StoredSale>;

/** Kg of a grade on a stored sale. */
const LineKgRow = row({ grade: z.enum(GRADES), qty_kg: pg.numeric });

/**
 * Egg sale writes (spec part 2 'Penjualan Telur', §3 'Egg sale', §4, §5; DESIGN §5 'Egg sales,
 * receivables, pre-orders' and the 'Finance' postings; ADR 0009). Every write of sales and
 * receipts of a tenant is serialised (advisory lock), checks the stock of each grade at the sale's
 * date and every later day, and posts its journal through JournalService in the same transaction.
 * The rules that need no database are in sale-rules.ts; the reads in EggSalesQueryService.
 */
@Injectable()
export class EggSalesService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly journals: JournalService,
    private readonly customers: CustomersService,
    private readonly preorders: EggPreordersService,
    private readonly reads: EggSalesQueryService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Serialises the tenant's egg sale and receipt writes (and opening invoices) until the transaction ends. */
  async lock(): Promise<void> {
    await execute(this.m, `select pg_advisory_xact_lock(hashtext('egg-sales'), hashtext($1::text))`, [this.ctx.tenantId]);
  }

  /**
   * Records a sale (and executes a pre-order when preorder_id is given): 400 date, lines or due
   * date (sale-rules.ts), 422 a closed period, 404/422 customer or pre-order, 422 beyond the stock
   * or beyond what the pre-order has left. Posts the sale journal (PT-…, the nota number).
   */
  async create(dto: SaleCreateDto): Promise<SaleDetailDto> {
    const executing = !!dto.preorder_id;
    checkSaleDate(dto.sale_date, today());
    const lines = cleanLines(dto.lines, executing);
    const due = dueDate(dto.payment_method, dto.sale_date, dto.due_date ?? null, today());
    await this.journals.assertOpen(dto.sale_date);
    await this.lock();
    const customer = await this.customers.activeRef(dto.customer_id);
    if (dto.preorder_id) await this.preorders.forSale(dto.preorder_id, dto.customer_id);
    await this.checkStock(dto.sale_date, lines, null, executing);
    // An execution takes at most what the order has left of each grade (422 naming the grade).
    if (dto.preorder_id) await this.preorders.assertWithinRemaining(dto.preorder_id, lines, null);

    const total = saleTotal(lines);
    const [{ id }] = await queryRows(
      this.m,
      IdRow,
      `insert into egg_sales (tenant_id, sale_date, customer_id, payment_method, due_date, notes, preorder_id, total_amount, amount_paid, kg_a, kg_b, kg_c)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
      [this.ctx.tenantId, dto.sale_date, dto.customer_id, dto.payment_method, due, clean(dto.notes), dto.preorder_id ?? null, formatCents(total), formatCents(paidAtOnce(dto.payment_method, total)), ...kgOf(lines)],
    );
    await this.insertLines(id, dto.sale_date, lines);
    const posted = await this.journals.post(saleJournal(forBooks(id, dto.sale_date, dto.payment_method, total, customer.name, lines)));
    await execute(
      this.m,
      `update egg_sales set journal_id = $3, journal_code = $4, original_journal_id = $3, finance_code = $4 where tenant_id = $1 and id = $2`,
      [this.ctx.tenantId, id, posted.id, posted.code],
    );
    return this.reads.detail(id);
  }

  /**
   * Changes a sale. The old lines stop counting for the stock check; when the amount, method, date
   * or customer change, the old journal is reversed and the new one posted. A sale with payments
   * keeps its method and customer and cannot move after its first payment; a piutang sale lowered
   * below what was paid keeps a negative outstanding (to refund). Refusals: sale-rules.ts.
   */
  async update(id: number, dto: SaleUpdateDto): Promise<SaleDetailDto> {
    checkSaleDate(dto.sale_date, today());
    const lines = cleanLines(dto.lines, false);
    await this.lock();
    const old = await this.stored(id);
    assertNotOpening(old);
    // Month close: a sale of a closed period stays as it is (a return records what came back), whatever the new date.
    await this.journals.assertOpen(old.sale_date, dto.sale_date);
    const oldLines = await this.lineKg(id);
    const due = dueDate(dto.payment_method, dto.sale_date, dto.due_date === undefined ? old.due_date : dto.due_date, today());
    checkPartiesKept(old, dto);
    const customerName = dto.customer_id !== old.customer_id ? (await this.customers.activeRef(dto.customer_id)).name : old.customer;
    checkEditAgainstHistory(old, dto, lines, old.returns ? await this.reads.returnable(id) : []);
    await this.checkStock(dto.sale_date, lines, id, false);
    // A sale of a pre-order takes at most what the order has left besides this sale.
    if (old.preorder_id) await this.preorders.assertWithinRemaining(old.preorder_id, lines, id);

    const total = saleTotal(lines);
    await execute(this.m, `delete from egg_sale_lines where tenant_id = $1 and sale_id = $2`, [this.ctx.tenantId, id]);
    await execute(
      this.m,
      `update egg_sales s set sale_date = $3, customer_id = $4, payment_method = $5::varchar, due_date = $6, notes = $7, total_amount = $8,
              kg_a = $9, kg_b = $10, kg_c = $11,
              amount_paid = case when $5::varchar = 'piutang'
                                 then (select coalesce(sum(a.amount_applied), 0) from ar_receipt_allocations a where a.tenant_id = s.tenant_id and a.sale_id = s.id)
                                 else $8::numeric - s.amount_returned end,
              updated_at = now()
        where tenant_id = $1 and id = $2`,
      [this.ctx.tenantId, id, dto.sale_date, dto.customer_id, dto.payment_method, due, clean(dto.notes), formatCents(total), ...kgOf(lines)],
    );
    await this.insertLines(id, dto.sale_date, lines);

    if (changesBooks(old, dto, total) && old.journal_id && old.original_journal_id) {
      const before = forBooks(id, old.sale_date, old.payment_method, centsOf(old.total_amount), old.customer, oldLines);
      const after = forBooks(id, dto.sale_date, dto.payment_method, total, customerName, lines);
      const [, replacement] = await this.journals.postMany([
        saleReversal(before, old.journal_id, old.journal_code ?? '', 'diubah'),
        saleReplacement(after, old.original_journal_id, old.finance_code ?? ''),
      ]);
      await execute(this.m, `update egg_sales set journal_id = $3, journal_code = $4 where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id, replacement.id, replacement.code]);
    }
    return this.reads.detail(id);
  }

  /** Deletes a sale: posts the reversal of its journal; its eggs count as unsold again. 422 when it has payments, a discount or returns (record a return instead). */
  async remove(id: number): Promise<SaleDeletedDto> {
    await this.lock();
    const old = await this.stored(id);
    assertNotOpening(old);
    await this.journals.assertOpen(old.sale_date);
    checkRemovable(old);
    let reversal: string | null = null;
    if (old.journal_id) {
      const lines = await this.lineKg(id);
      const posted = await this.journals.post(
        saleReversal(forBooks(id, old.sale_date, old.payment_method, centsOf(old.total_amount), old.customer, lines), old.journal_id, old.journal_code ?? '', 'dihapus'),
      );
      reversal = posted.code;
    }
    await execute(this.m, `delete from egg_sale_lines where tenant_id = $1 and sale_id = $2`, [this.ctx.tenantId, id]);
    await execute(this.m, `update egg_sales set deleted_at = now(), updated_at = now() where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id]);
    return { success: true, id, reversal_code: reversal };
  }

  /**
   * Rewrites amount_paid and amount_discount of piutang sales from their receipt allocations (after
   * a receipt) and marks them updated. Cash and transfer sales are paid at once (amount_paid =
   * total). The database derives the same figures by trigger and refuses any other value
   * (migration BookGuarantees, ADR 0014).
   */
  async refreshSettlement(ids: number[]): Promise<void> {
    await execute(
      this.m,
      `update egg_sales s set amount_paid = coalesce(x.paid, 0), amount_discount = coalesce(x.disc, 0), updated_at = now()
         from (select a.sale_id, sum(a.amount_applied) as paid, sum(a.discount_applied) as disc
                 from ar_receipt_allocations a where a.tenant_id = $1 and a.sale_id = any($2::int[]) group by a.sale_id) x
        where s.tenant_id = $1 and s.id = x.sale_id and s.payment_method = 'piutang'`,
      [this.ctx.tenantId, ids],
    );
  }

  /** A stored, not deleted sale with its receipt count and first receipt date; 404 otherwise. */
  async stored(id: number): Promise<StoredSale> {
    const row = await queryOne(
      this.m,
      StoredSale,
      `select s.id, to_char(s.sale_date, 'YYYY-MM-DD') as sale_date, s.customer_id, c.name as customer, s.payment_method,
              to_char(s.due_date, 'YYYY-MM-DD') as due_date, s.notes, s.preorder_id, s.total_amount, s.amount_paid, s.amount_discount,
              s.amount_returned, s.journal_id, s.journal_code, s.original_journal_id, s.finance_code, s.is_opening,
              (select count(*)::int from egg_sale_returns x where x.tenant_id = s.tenant_id and x.sale_id = s.id) as returns,
              (select to_char(min(x.return_date), 'YYYY-MM-DD') from egg_sale_returns x where x.tenant_id = s.tenant_id and x.sale_id = s.id) as first_return,
              (select count(*)::int from ar_receipt_allocations a where a.tenant_id = s.tenant_id and a.sale_id = s.id) as receipts,
              (select to_char(min(r.receipt_date), 'YYYY-MM-DD') from ar_receipt_allocations a join ar_receipts r on r.tenant_id = a.tenant_id and r.id = a.receipt_id
                where a.tenant_id = s.tenant_id and a.sale_id = s.id) as first_receipt
         from egg_sales s join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
        where s.tenant_id = $1 and s.id = $2 and s.deleted_at is null`,
      [this.ctx.tenantId, id],
    );
    if (!row) throw new NotFoundException(SALE_MSG.notFound);
    return row;
  }

  /**
   * 422 naming the grade and the kg available when a line exceeds the stock of its grade on `date`
   * or later (excluding the sale being edited); when only eggs held by a treatment's withdrawal
   * would cover it, 422 'Telur dari bagian … masih dalam masa henti obat sampai dd/mm/yyyy.'.
   */
  private async checkStock(date: string, lines: CleanLine[], excludeSale: number | null, execute: boolean): Promise<void> {
    const stock = await eggStock(this.m, this.ctx.tenantId, date, excludeSale);
    try {
      assertInStock(date, lines, { A: stock.A.avail, B: stock.B.avail, C: stock.C.avail }, execute);
    } catch (refused) {
      // The eggs are there but held by a treatment's withdrawal (issue #38): say so, naming the bagian and its last held day.
      const all = await eggStock(this.m, this.ctx.tenantId, date, excludeSale, true);
      const fits = lines.every((l) => Math.round(l.qty_kg * 1000) <= Math.round(all[l.grade].avail * 1000));
      const held = fits ? await heldMessage(this.m, this.ctx.tenantId, date) : null;
      if (held) throw new UnprocessableEntityException(held);
      throw refused;
    }
  }

  private async insertLines(id: number, date: string, lines: CleanLine[]): Promise<void> {
    await execute(
      this.m,
      `insert into egg_sale_lines (tenant_id, sale_id, sale_date, grade, qty_kg, unit_price)
       select $1, $2, $3, * from unnest($4::text[], $5::numeric[], $6::numeric[])`,
      [this.ctx.tenantId, id, date, lines.map((l) => l.grade), lines.map((l) => l.qty_kg), lines.map((l) => l.unit_price)],
    );
  }

  /** Kg per grade of a stored sale (for journal line notes). */
  private async lineKg(id: number): Promise<Array<{ grade: Grade; qty_kg: number }>> {
    const rows = await queryRows(this.m, LineKgRow, `select grade, qty_kg from egg_sale_lines where tenant_id = $1 and sale_id = $2 order by grade`, [this.ctx.tenantId, id]);
    return rows.map((r) => ({ grade: r.grade, qty_kg: Number(r.qty_kg) }));
  }
}

/** A sale as its journals describe it (sale-books.ts). */
function forBooks(id: number, date: string, method: SaleMethod, total: bigint, customer: string, lines: Array<{ grade: Grade; qty_kg: number }>): SaleForBooks {
  return { id, sale_date: date, payment_method: method, total, customer, lines };
}

const clean = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

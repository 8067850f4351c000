import { BadRequestException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import dayjs from 'dayjs';
import { z } from 'zod';
import { execute, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { displayDay, resolveRange, today } from '../../common/dates/farm-day';
import { CustomersService } from '../customers/customers.service';
import { EggPreordersService } from '../egg-preorders/egg-preorders.service';
import { JournalService } from '../finance/journal.service';
import {
  AvailabilityDto,
  Grade,
  GRADES,
  LastPricesDto,
  PAYMENT_STATUSES,
  ReturnableDto,
  SALE_MSG,
  SaleCreateDto,
  SaleDeletedDto,
  SaleDetailDto,
  SaleLineDto,
  SALE_METHODS,
  SaleMethod,
  SaleRowDto,
  SaleTotalsDto,
  SaleUpdateDto,
} from './dto/egg-sales.dto';
import { eggStock, floorKg2 } from './egg-stock';
import { kg2Text, kgText } from '../../common/kg';
import { centsOf, formatCents, rupiahText } from '../../common/money';
import { SaleForBooks, saleJournal, saleReplacement, saleReversal } from './sale-books';

/** The sale shapes and list query other features answer with (reseller sales). */
export { SaleDetailDto, SaleListQuery, SaleRowDto, SaleTotalsDto } from './dto/egg-sales.dto';

const DAY = 'YYYY-MM-DD';
/** Longest range of a sale list, days. */
export const MAX_LIST_DAYS = 731;
/** Default list range: to − 13 … to (part 2 §9). */
const DEFAULT_LIST_DAYS = 14;

/** A kept sale line: kg in hundredths and whole rupiah per kg, so amounts are exact. */
interface CleanLine {
  grade: Grade;
  qty_kg: number;
  unit_price: number;
  /** qty × price, cents. */
  amount: bigint;
}

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

/** The latest line of each grade a customer bought: price as stored (numeric(18,2)). */
const LastPriceRow = row({ grade: z.enum(GRADES), unit_price: pg.numeric, sale_date: pg.date, sale_id: pg.int });

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


/** Sums of a sale list: kg per grade (numeric kg), money as decimal strings. */
const SaleTotalsRow = row({
  count: pg.int,
  kg_a: pg.numeric,
  kg_b: pg.numeric,
  kg_c: pg.numeric,
  total_kg: pg.numeric,
  total_amount: pg.numeric,
  amount_paid: pg.numeric,
  amount_returned: pg.numeric,
  amount_outstanding: pg.numeric,
  avg_price_blended: pg.numeric,
});

/** A stored sale line: kg (numeric(14,3)), rupiah per kg and qty × price (numeric(18,2)). */
const SaleLineRow = row({ grade: z.enum(GRADES), qty_kg: pg.numeric, unit_price: pg.numeric, amount: pg.numeric });

/** Kg of a grade on a stored sale. */
const LineKgRow = row({ grade: z.enum(GRADES), qty_kg: pg.numeric });

/** A receipt (or refund) applied to a sale, as SalePaymentDto. */
const SalePaymentRow = row({
  receipt_id: pg.int,
  receipt_date: pg.date,
  method: pg.text,
  is_refund: pg.bool,
  amount_applied: pg.numeric,
  discount_applied: pg.numeric,
  journal_code: pg.text.nullable(),
  memo: pg.text.nullable(),
});

/** A return on a sale with its lines (json: kg as a number, price and amount as decimal strings), as SaleReturnDto. */
const SaleReturnRow = row({
  id: pg.int,
  return_date: pg.date,
  reason: pg.text,
  total_amount: pg.numeric,
  journal_id: pg.int.nullable(),
  journal_code: pg.text.nullable(),
  lines: z.array(row({ grade: z.enum(GRADES), qty_kg: pg.float, unit_price: pg.numeric, amount: pg.numeric })),
});

/** A grade of a sale: kg sold, kg already returned (numeric) and the line's rupiah per kg. */
const ReturnableRow = row({ grade: z.enum(GRADES), sold: pg.numeric, returned: pg.numeric, unit_price: pg.numeric });

/** An opening invoice to keep (id) or create (no id); amount in cents. */
export interface OpeningInvoiceInput {
  id?: number;
  customer_id: number;
  invoice_date: string;
  due_date: string;
  amount: bigint;
}

/** Message of a change to an opening invoice outside /saldo-awal. */
export const OPENING_INVOICE_MSG = 'Tagihan saldo awal hanya dapat diubah di halaman Saldo Awal.';

/** Filters of a sale list. */
export interface SaleFilter {
  from?: string;
  to?: string;
  customer_id?: number;
  payment?: SaleMethod;
  /** Only customers linked to this user (a reseller's own sales). */
  ownerUserId?: string;
  /** Only these sales, whatever their date. */
  ids?: number[];
}


/**
 * Egg sales (spec part 2 'Penjualan Telur', §3 'Egg sale', 'Availability', §4, §5, §7; DESIGN §5
 * 'Egg sales, receivables, pre-orders' and the 'Finance' postings). Every write of sales and
 * receipts of a tenant is serialised (advisory lock), checks the stock of each grade at the sale's
 * date and every later day, and posts its journal through JournalService in the same transaction.
 */
@Injectable()
export class EggSalesService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly journals: JournalService,
    private readonly customers: CustomersService,
    private readonly preorders: EggPreordersService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Serialises the tenant's egg sale and receipt writes until the transaction ends. */
  async lock(): Promise<void> {
    await execute(this.m, `select pg_advisory_xact_lock(hashtext('egg-sales'), hashtext($1::text))`, [this.ctx.tenantId]);
  }

  /**
   * The price per kg of each grade on the customer's latest sale with that grade (by sale day,
   * then id; deleted sales do not count) — what a new sale or a pre-order execution offers
   * (editable). 404 unknown customer. One index walk per grade (egg_sales_customer_idx), limit 1.
   */
  async lastPrices(customerId: number): Promise<LastPricesDto> {
    await this.customers.get(customerId);
    const rows = await queryRows(
      this.m,
      LastPriceRow,
      `select g.grade, x.unit_price, x.sale_date, x.sale_id
         from unnest(array['A', 'B', 'C']) as g(grade)
         cross join lateral (
           select l.unit_price, s.sale_date::text as sale_date, s.id as sale_id
             from egg_sales s
             join egg_sale_lines l on l.tenant_id = s.tenant_id and l.sale_id = s.id and l.grade = g.grade
            where s.tenant_id = $1 and s.customer_id = $2 and s.deleted_at is null
            order by s.sale_date desc, s.id desc
            limit 1
         ) x
        order by g.grade`,
      [this.ctx.tenantId, customerId],
    );
    return { customer_id: customerId, prices: rows.map((r) => ({ ...r, unit_price: formatCents(centsOf(r.unit_price)) })) };
  }

  /** Produced, sold, available and reserved kg per grade on `date` (default today). */
  async availability(date = today()): Promise<AvailabilityDto> {
    const stock = await eggStock(this.m, this.ctx.tenantId, date);
    const reserved = await this.preorders.reservedFrom(date);
    const g = (k: Grade) => ({ prod_kg: stock[k].prod, sold_kg: stock[k].sold, avail_kg: floorKg2(stock[k].avail), reserved_kg: reserved[k] });
    const A = g('A');
    const B = g('B');
    const C = g('C');
    return {
      date,
      A,
      B,
      C,
      produced: { a: A.prod_kg, b: B.prod_kg, c: C.prod_kg },
      sold: { a: A.sold_kg, b: B.sold_kg, c: C.sold_kg },
      available: { a: A.avail_kg, b: B.avail_kg, c: C.avail_kg },
      reserved: { a: A.reserved_kg, b: B.reserved_kg, c: C.reserved_kg },
    };
  }

  /** Records a sale (and executes a pre-order when preorder_id is given). */
  async create(dto: SaleCreateDto): Promise<SaleDetailDto> {
    const executing = !!dto.preorder_id;
    this.checkDate(dto.sale_date);
    const lines = this.cleanLines(dto.lines, executing);
    const due = this.dueDate(dto.payment_method, dto.sale_date, dto.due_date ?? null);
    await this.journals.assertOpen(dto.sale_date);
    await this.lock();
    const customer = await this.customers.activeRef(dto.customer_id);
    if (dto.preorder_id) await this.preorders.forSale(dto.preorder_id, dto.customer_id);
    await this.checkStock(dto.sale_date, lines, null, executing);
    // An execution takes at most what the order has left of each grade (422 naming the grade).
    if (dto.preorder_id) await this.preorders.assertWithinRemaining(dto.preorder_id, lines, null);

    const total = lines.reduce((s, l) => s + l.amount, 0n);
    const paid = dto.payment_method === 'piutang' ? 0n : total;
    const [{ id }] = await queryRows(
      this.m,
      IdRow,
      `insert into egg_sales (tenant_id, sale_date, customer_id, payment_method, due_date, notes, preorder_id, total_amount, amount_paid, kg_a, kg_b, kg_c)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
      [this.ctx.tenantId, dto.sale_date, dto.customer_id, dto.payment_method, due, clean(dto.notes), dto.preorder_id ?? null, formatCents(total), formatCents(paid), ...kgOf(lines)],
    );
    await this.insertLines(id, dto.sale_date, lines);
    const posted = await this.journals.post(saleJournal(this.forBooks(id, dto.sale_date, dto.payment_method, total, customer.name, lines)));
    await execute(
      this.m,
      `update egg_sales set journal_id = $3, journal_code = $4, original_journal_id = $3, finance_code = $4 where tenant_id = $1 and id = $2`,
      [this.ctx.tenantId, id, posted.id, posted.code],
    );
    return this.detail(id);
  }

  /**
   * Changes a sale. The old lines stop counting for the stock check; when the amount, method, date
   * or customer change, the old journal is reversed and the new one posted. A sale with payments
   * keeps its method and customer and cannot move after its first payment; a piutang sale lowered
   * below what was paid keeps a negative outstanding (to refund).
   */
  async update(id: number, dto: SaleUpdateDto): Promise<SaleDetailDto> {
    this.checkDate(dto.sale_date);
    const lines = this.cleanLines(dto.lines, false);
    await this.lock();
    const old = await this.stored(id);
    if (old.is_opening) throw new UnprocessableEntityException(OPENING_INVOICE_MSG);
    // Month close: a sale of a closed period stays as it is (a return records what came back), whatever the new date.
    await this.journals.assertOpen(old.sale_date, dto.sale_date);
    const oldLines = await this.lineKg(id);
    const due = this.dueDate(dto.payment_method, dto.sale_date, dto.due_date === undefined ? old.due_date : dto.due_date);
    let customerName = old.customer;
    if (dto.customer_id !== old.customer_id) {
      if (old.receipts) throw new UnprocessableEntityException('Penjualan ini sudah ada pembayaran; pelanggannya tidak dapat diubah.');
      if (old.preorder_id) throw new UnprocessableEntityException('Penjualan dari pesanan; pelanggannya tidak dapat diubah.');
      const customer = await this.customers.activeRef(dto.customer_id);
      customerName = customer.name;
    }
    if (dto.payment_method !== old.payment_method && old.receipts) {
      throw new UnprocessableEntityException('Penjualan ini sudah ada pembayaran; metode bayarnya tidak dapat diubah.');
    }
    if (old.returns) await this.checkAgainstReturns(id, old, dto, lines);
    if (old.first_receipt && dto.sale_date > old.first_receipt) {
      throw new UnprocessableEntityException(`Tanggal penjualan tidak boleh sesudah tanggal pembayarannya (${displayDay(old.first_receipt)}).`);
    }
    await this.checkStock(dto.sale_date, lines, id, false);
    // A sale of a pre-order takes at most what the order has left besides this sale.
    if (old.preorder_id) await this.preorders.assertWithinRemaining(old.preorder_id, lines, id);

    const total = lines.reduce((s, l) => s + l.amount, 0n);
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

    const oldTotal = centsOf(old.total_amount);
    const changed = total !== oldTotal || dto.payment_method !== old.payment_method || dto.sale_date !== old.sale_date || dto.customer_id !== old.customer_id;
    if (changed && old.journal_id && old.original_journal_id) {
      const before = this.forBooks(id, old.sale_date, old.payment_method, oldTotal, old.customer, oldLines);
      const after = this.forBooks(id, dto.sale_date, dto.payment_method, total, customerName, lines);
      const [, replacement] = await this.journals.postMany([
        saleReversal(before, old.journal_id, old.journal_code ?? '', 'diubah'),
        saleReplacement(after, old.original_journal_id, old.finance_code ?? ''),
      ]);
      await execute(this.m, `update egg_sales set journal_id = $3, journal_code = $4 where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id, replacement.id, replacement.code]);
    }
    return this.detail(id);
  }

  /** Deletes a sale: posts the reversal of its journal; its eggs count as unsold again. 422 when it has payments, a discount or returns (record a return instead). */
  async remove(id: number): Promise<SaleDeletedDto> {
    await this.lock();
    const old = await this.stored(id);
    if (old.is_opening) throw new UnprocessableEntityException(OPENING_INVOICE_MSG);
    await this.journals.assertOpen(old.sale_date);
    const paid = centsOf(old.amount_paid);
    if (old.payment_method === 'piutang' && paid !== 0n) {
      throw new UnprocessableEntityException(`Penjualan ini sudah dibayar ${rupiahText(paid)} dan tidak dapat dihapus. Telur yang dikembalikan dicatat dengan Retur.`);
    }
    if (centsOf(old.amount_discount) !== 0n) {
      throw new UnprocessableEntityException('Penjualan ini sudah mendapat diskon pelunasan dan tidak dapat dihapus.');
    }
    if (old.returns) throw new UnprocessableEntityException(SALE_MSG.hasReturns);
    let reversal: string | null = null;
    if (old.journal_id) {
      const lines = await this.lineKg(id);
      const posted = await this.journals.post(
        saleReversal(this.forBooks(id, old.sale_date, old.payment_method, centsOf(old.total_amount), old.customer, lines), old.journal_id, old.journal_code ?? '', 'dihapus'),
      );
      reversal = posted.code;
    }
    await execute(this.m, `delete from egg_sale_lines where tenant_id = $1 and sale_id = $2`, [this.ctx.tenantId, id]);
    await execute(this.m, `update egg_sales set deleted_at = now(), updated_at = now() where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id]);
    return { success: true, id, reversal_code: reversal };
  }

  /** Sales dated from..to (default to − 13 … today), newest first. */
  async list(filter: SaleFilter): Promise<SaleRowDto[]> {
    const { where, params } = this.listWhere(filter);
    const rows = await queryRows(this.m, SaleRow, `${SALE_SELECT} where ${where} order by s.sale_date desc, s.id desc`, params);
    return rows.map(rowView);
  }

  /** Totals of the same list (table footer), summed by the database. */
  async totals(filter: SaleFilter): Promise<SaleTotalsDto> {
    const { where, params } = this.listWhere(filter);
    const [r] = await queryRows(
      this.m,
      SaleTotalsRow,
      `select count(*)::int as count, coalesce(sum(kg_a), 0) as kg_a, coalesce(sum(kg_b), 0) as kg_b, coalesce(sum(kg_c), 0) as kg_c,
              coalesce(sum(total_kg), 0) as total_kg, coalesce(sum(total_amount), 0)::numeric(18,2) as total_amount,
              coalesce(sum(amount_paid), 0)::numeric(18,2) as amount_paid, coalesce(sum(amount_returned), 0)::numeric(18,2) as amount_returned, coalesce(sum(amount_outstanding), 0)::numeric(18,2) as amount_outstanding,
              case when sum(total_kg) > 0 then round(sum(total_amount) filter (where not is_opening) / sum(total_kg), 2) else 0 end::numeric(18,2) as avg_price_blended
         from (${SALE_SELECT} where ${where}) x`,
      params,
    );
    return {
      count: r.count,
      kg_a: Number(r.kg_a),
      kg_b: Number(r.kg_b),
      kg_c: Number(r.kg_c),
      total_kg: Number(r.total_kg),
      total_amount: r.total_amount,
      amount_paid: r.amount_paid,
      amount_returned: r.amount_returned,
      amount_outstanding: r.amount_outstanding,
      avg_price_blended: r.avg_price_blended,
    };
  }

  /** Header, lines and payments of a sale — everything its nota shows. `ownerUserId`: only a sale of that reseller's customers. */
  async detail(id: number, ownerUserId?: string): Promise<SaleDetailDto> {
    const params: unknown[] = [this.ctx.tenantId, id];
    const own = ownerUserId ? `and c.user_id = $${params.push(ownerUserId)}` : '';
    const row = await queryOne(
      this.m,
      SaleHeaderRow,
      `${SALE_SELECT.replace('select ', `select c.phone as customer_phone, c.address as customer_address, t.nama as farm_name, t.kode as farm_kode, `)}
         join tenants t on t.id = s.tenant_id
        where s.tenant_id = $1 and s.id = $2 and s.deleted_at is null ${own}`,
      params,
    );
    if (!row) throw new NotFoundException(SALE_MSG.notFound);
    const lines = await queryRows(
      this.m,
      SaleLineRow,
      `select grade, qty_kg, unit_price, amount from egg_sale_lines where tenant_id = $1 and sale_id = $2 order by grade`,
      [this.ctx.tenantId, id],
    );
    const payments = await queryRows(
      this.m,
      SalePaymentRow,
      `select r.id as receipt_id, to_char(r.receipt_date, 'YYYY-MM-DD') as receipt_date, r.method, r.is_refund, a.amount_applied, a.discount_applied, r.journal_code, r.memo
         from ar_receipt_allocations a join ar_receipts r on r.tenant_id = a.tenant_id and r.id = a.receipt_id
        where a.tenant_id = $1 and a.sale_id = $2 order by r.receipt_date, r.id`,
      [this.ctx.tenantId, id],
    );
    const returns = await queryRows(
      this.m,
      SaleReturnRow,
      `select r.id, to_char(r.return_date, 'YYYY-MM-DD') as return_date, r.reason, r.total_amount, r.journal_id, r.journal_code,
              coalesce((select json_agg(json_build_object('grade', l.grade, 'qty_kg', l.qty_kg::float8, 'unit_price', l.unit_price::text, 'amount', l.amount::text) order by l.grade)
                          from egg_sale_return_lines l where l.tenant_id = r.tenant_id and l.return_id = r.id), '[]'::json) as lines
         from egg_sale_returns r where r.tenant_id = $1 and r.sale_id = $2 order by r.return_date, r.id`,
      [this.ctx.tenantId, id],
    );
    const returnable = await this.returnable(id);
    const header = { ...rowView(row), id: row.sale_id, customer_phone: row.customer_phone, customer_address: row.customer_address, farm_name: row.farm_name, farm_kode: row.farm_kode };
    return {
      header,
      lines: lines.map((l) => ({
        grade: l.grade,
        qty_kg: Number(l.qty_kg),
        unit_price: Number(l.unit_price),
        amount: l.amount,
      })),
      payments,
      returns,
      returnable,
    };
  }

  /** The open invoices of the opening balances (Saldo Awal), not deleted, in entry order. */
  async openingInvoices(): Promise<OpeningInvoice[]> {
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
  async saveOpeningInvoices(input: OpeningInvoiceInput[], journal: { id: number; code: string }): Promise<void> {
    await this.lock();
    const stored = new Map((await this.openingInvoices()).map((i) => [i.id, i]));
    const kept = new Set<number>();
    for (const i of input) {
      if (i.id === undefined) continue;
      const old = stored.get(i.id);
      if (!old || kept.has(i.id)) throw new NotFoundException(`Tagihan saldo awal tidak ditemukan (id ${i.id}).`);
      kept.add(i.id);
      const settled = centsOf(old.paid) + centsOf(old.discount);
      if (!old.first_receipt) continue;
      const name = `Tagihan saldo awal ${old.finance_code ?? ''} (${old.customer})`;
      if (i.customer_id !== old.customer_id) throw new UnprocessableEntityException(`${name} sudah ada pembayaran; pelanggannya tidak dapat diubah.`);
      if (i.amount < settled) throw new UnprocessableEntityException(`${name} sudah dibayar ${rupiahText(settled)}; jumlahnya tidak boleh kurang dari itu.`);
      if (i.invoice_date > old.first_receipt) {
        throw new UnprocessableEntityException(`${name}: tanggal tagihan tidak boleh sesudah tanggal pembayarannya (${displayDay(old.first_receipt)}).`);
      }
    }
    const removed = [...stored.values()].filter((o) => !kept.has(o.id));
    for (const o of removed) {
      if (o.first_receipt) {
        const settled = centsOf(o.paid) + centsOf(o.discount);
        throw new UnprocessableEntityException(
          `Tagihan saldo awal ${o.finance_code ?? ''} (${o.customer}) sudah menerima pembayaran ${rupiahText(settled)} dan tidak dapat dihapus.`,
        );
      }
    }
    if (removed.length) {
      await execute(this.m, `update egg_sales set deleted_at = now(), updated_at = now() where tenant_id = $1 and id = any($2::int[])`, [
        this.ctx.tenantId,
        removed.map((o) => o.id),
      ]);
    }
    const codes = input.map((_, n) => `${journal.code}/${n + 1}`);
    const keep = input.map((i, n) => ({ ...i, code: codes[n] })).filter((i) => i.id !== undefined);
    const add = input.map((i, n) => ({ ...i, code: codes[n] })).filter((i) => i.id === undefined);
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

  /** Per grade of a sale's lines: kg sold, already returned and still returnable, and the line's price per kg. */
  async returnable(id: number): Promise<ReturnableDto[]> {
    const rows = await queryRows(
      this.m,
      ReturnableRow,
      `select l.grade, l.qty_kg as sold, l.unit_price,
              (select coalesce(sum(x.qty_kg), 0) from egg_sale_return_lines x where x.tenant_id = l.tenant_id and x.sale_id = l.sale_id and x.grade = l.grade) as returned
         from egg_sale_lines l where l.tenant_id = $1 and l.sale_id = $2 order by l.grade`,
      [this.ctx.tenantId, id],
    );
    return rows.map((r) => {
      const sold = Math.round(Number(r.sold) * 1000);
      const returned = Math.round(Number(r.returned) * 1000);
      return { grade: r.grade, sold_kg: sold / 1000, returned_kg: returned / 1000, returnable_kg: (sold - returned) / 1000, unit_price: Number(r.unit_price) };
    });
  }

  /**
   * What an edit of a sale with returns may not change: its customer, payment method (the returns
   * posted against its receivable or its cash), a date after its first return, the kg of a grade
   * below what was returned, and a total below the returns' value (422).
   */
  private async checkAgainstReturns(id: number, old: StoredSale, dto: SaleUpdateDto, lines: CleanLine[]): Promise<void> {
    if (dto.customer_id !== old.customer_id) throw new UnprocessableEntityException('Penjualan ini sudah ada retur; pelanggannya tidak dapat diubah.');
    if (dto.payment_method !== old.payment_method) throw new UnprocessableEntityException('Penjualan ini sudah ada retur; metode bayarnya tidak dapat diubah.');
    if (old.first_return && dto.sale_date > old.first_return) {
      throw new UnprocessableEntityException(`Tanggal penjualan tidak boleh sesudah tanggal returnya (${displayDay(old.first_return)}).`);
    }
    for (const r of await this.returnable(id)) {
      const kept = lines.find((l) => l.grade === r.grade)?.qty_kg ?? 0;
      if (Math.round(kept * 1000) < Math.round(r.returned_kg * 1000)) {
        throw new UnprocessableEntityException(`Qty grade ${r.grade} tidak boleh kurang dari yang sudah diretur (${kgText(r.returned_kg)} kg).`);
      }
    }
    const returned = centsOf(old.amount_returned);
    if (lines.reduce((s, l) => s + l.amount, 0n) < returned) {
      throw new UnprocessableEntityException(`Total penjualan tidak boleh kurang dari nilai returnya (${rupiahText(returned)}).`);
    }
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

  /** 400 for a sale date outside 2000-01-01 … today. */
  checkDate(date: string): void {
    if (date < '2000-01-01') throw new BadRequestException(SALE_MSG.tooOld);
    if (date > today()) throw new BadRequestException(SALE_MSG.future);
  }

  /**
   * Lines with kg > 0 (each grade once, price ≥ 1), amounts in cents. 400 'Isi minimal satu Qty.'
   * when none is left; for a pre-order execution, a bad price answers the execute message.
   */
  private cleanLines(input: SaleLineDto[], execute: boolean): CleanLine[] {
    const seen = new Set<Grade>();
    const out: CleanLine[] = [];
    for (const l of input) {
      if (seen.has(l.grade)) throw new BadRequestException(`Grade ${l.grade} diisi lebih dari sekali.`);
      seen.add(l.grade);
      if (!(l.qty_kg > 0)) continue;
      if (!Number.isInteger(l.unit_price) || l.unit_price < 1) throw new BadRequestException(execute ? SALE_MSG.preorderInvalid : `Harga per kg grade ${l.grade} wajib diisi (rupiah ≥ 1).`);
      const hundredths = BigInt(Math.round(l.qty_kg * 100));
      out.push({ grade: l.grade, qty_kg: l.qty_kg, unit_price: l.unit_price, amount: hundredths * BigInt(l.unit_price) });
    }
    if (!out.length) throw new BadRequestException(execute ? SALE_MSG.preorderInvalid : SALE_MSG.qty);
    return out.sort((a, b) => GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade));
  }

  /** The due date stored: only for piutang, not before the sale, at most a year ahead. */
  private dueDate(method: SaleMethod, saleDate: string, due: string | null): string | null {
    if (method !== 'piutang' || !due) return null;
    if (due < saleDate) throw new BadRequestException(SALE_MSG.dueBeforeSale);
    if (due > dayjs().add(1, 'year').format(DAY)) throw new BadRequestException(SALE_MSG.dueHorizon);
    return due;
  }

  /** 422 naming the grade and the kg available when a line exceeds the stock of its grade on `date` or later. */
  private async checkStock(date: string, lines: CleanLine[], excludeSale: number | null, execute: boolean): Promise<void> {
    const stock = await eggStock(this.m, this.ctx.tenantId, date, excludeSale);
    for (const l of lines) {
      const avail = stock[l.grade].avail;
      if (Math.round(l.qty_kg * 1000) > Math.round(avail * 1000)) {
        if (execute) throw new UnprocessableEntityException(SALE_MSG.preorderOverStock(l.grade, kg2Text(l.qty_kg), kg2Text(floorKg2(avail))));
        throw new UnprocessableEntityException(
          `Stok telur grade ${l.grade} tidak cukup: tersedia ${kgText(floorKg2(avail))} kg pada ${displayDay(date)} (termasuk penjualan sesudahnya), diminta ${kgText(l.qty_kg)} kg.`,
        );
      }
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

  private forBooks(id: number, date: string, method: SaleMethod, total: bigint, customer: string, lines: Array<{ grade: Grade; qty_kg: number }>): SaleForBooks {
    return { id, sale_date: date, payment_method: method, total, customer, lines };
  }

  private listWhere(f: SaleFilter): { where: string; params: unknown[] } {
    if (f.ids) return { where: 's.tenant_id = $1 and s.deleted_at is null and s.id = any($2::int[])', params: [this.ctx.tenantId, f.ids] };
    const { from, to } = resolveRange(f.from, f.to, DEFAULT_LIST_DAYS, { maxDays: MAX_LIST_DAYS });
    const params: unknown[] = [this.ctx.tenantId, from, to];
    const where = ['s.tenant_id = $1', 's.deleted_at is null', 's.sale_date between $2 and $3'];
    if (f.customer_id) where.push(`s.customer_id = $${params.push(f.customer_id)}`);
    if (f.payment) where.push(`s.payment_method = $${params.push(f.payment)}`);
    if (f.ownerUserId) where.push(`c.user_id = $${params.push(f.ownerUserId)}`);
    return { where: where.join(' and '), params };
  }
}

/** The row of a sale (list, detail header): one row per sale, kg per grade kept on the sale itself. */
const SaleRow = row({
  sale_id: pg.int,
  sale_date: pg.date,
  finance_code: pg.text.nullable(),
  journal_id: pg.int.nullable(),
  journal_code: pg.text.nullable(),
  customer_id: pg.int,
  customer: pg.text,
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(SALE_METHODS),
  due_date: pg.date.nullable(),
  amount_outstanding: pg.numeric,
  amount_paid: pg.numeric,
  amount_discount: pg.numeric,
  amount_returned: pg.numeric,
  kg_a: pg.numeric,
  kg_b: pg.numeric,
  kg_c: pg.numeric,
  total_kg: pg.numeric,
  avg_price_blended: pg.numeric,
  total_amount: pg.numeric,
  notes: pg.text.nullable(),
  preorder_id: pg.int.nullable(),
  is_opening: pg.bool,
});
type SaleRow = z.infer<typeof SaleRow>;

/** The row of a sale with what its nota adds: the customer's phone and address, the farm's name and code. */
const SaleHeaderRow = SaleRow.extend({ customer_phone: pg.text.nullable(), customer_address: pg.text.nullable(), farm_name: pg.text, farm_kode: pg.text });

const SALE_SELECT = `select s.id as sale_id, to_char(s.sale_date, 'YYYY-MM-DD') as sale_date, s.finance_code, s.journal_id, s.journal_code,
       s.customer_id, c.name as customer,
       case when s.payment_method <> 'piutang' then 'lunas'
            when s.total_amount - s.amount_returned - s.amount_paid - s.amount_discount <= 0 then 'lunas'
            when s.amount_paid + s.amount_discount <= 0 then 'belum'
            else 'sebagian' end as payment_status,
       s.payment_method, to_char(s.due_date, 'YYYY-MM-DD') as due_date,
       (s.total_amount - s.amount_returned - s.amount_paid - s.amount_discount) as amount_outstanding, s.amount_paid, s.amount_discount, s.amount_returned,
       s.kg_a, s.kg_b, s.kg_c, s.kg_a + s.kg_b + s.kg_c as total_kg,
       case when s.kg_a + s.kg_b + s.kg_c > 0 then round(s.total_amount / (s.kg_a + s.kg_b + s.kg_c), 2) else 0 end::numeric(18,2) as avg_price_blended,
       s.total_amount, s.notes, s.preorder_id, s.is_opening
  from egg_sales s
  join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id`;

/** Kg per grade of the kept lines, for the sale's header: [A, B, C]. */
const kgOf = (lines: CleanLine[]) => (['A', 'B', 'C'] as const).map((g) => lines.find((l) => l.grade === g)?.qty_kg ?? 0);

function rowView(r: SaleRow): SaleRowDto {
  return {
    sale_id: r.sale_id,
    sale_date: r.sale_date,
    finance_code: r.finance_code,
    journal_id: r.journal_id,
    journal_code: r.journal_code,
    customer_id: r.customer_id,
    customer: r.customer,
    payment_status: r.payment_status,
    payment_method: r.payment_method,
    due_date: r.due_date,
    amount_outstanding: r.amount_outstanding,
    amount_paid: r.amount_paid,
    amount_discount: r.amount_discount,
    amount_returned: r.amount_returned,
    kg_a: Number(r.kg_a),
    kg_b: Number(r.kg_b),
    kg_c: Number(r.kg_c),
    total_kg: Number(r.total_kg),
    avg_price_blended: r.avg_price_blended,
    total_amount: r.total_amount,
    notes: r.notes,
    preorder_id: r.preorder_id,
    is_opening: r.is_opening,
  };
}

const clean = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

import { Injectable, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { pg, queryOne, queryRows, row } from '../../common/database/rows';
import { resolveRange, today } from '../../common/dates/farm-day';
import { centsOf, formatCents } from '../../common/money';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CustomersService } from '../customers/customers.service';
import { EggPreordersService } from '../egg-preorders/egg-preorders.service';
import {
  AvailabilityDto,
  Grade,
  GRADES,
  LastPricesDto,
  PAYMENT_STATUSES,
  ReturnableDto,
  SALE_MSG,
  SALE_METHODS,
  SaleDetailDto,
  SaleMethod,
  SaleRowDto,
  SaleTotalsDto,
} from './dto/egg-sales.dto';
import { eggStock, floorKg2 } from './egg-stock';

/** The sale shapes and list query other features answer with (reseller sales). */
export { SaleDetailDto, SaleListQuery, SaleRowDto, SaleTotalsDto } from './dto/egg-sales.dto';

/** Longest range of a sale list, days. */
export const MAX_LIST_DAYS = 731;
/** Default list range: to − 13 … to (part 2 §9). */
const DEFAULT_LIST_DAYS = 14;

/** The latest line of each grade a customer bought: price as stored (numeric(18,2)). */
const LastPriceRow = row({ grade: z.enum(GRADES), unit_price: pg.numeric, sale_date: pg.date, sale_id: pg.int });

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
 * The read side of egg sales (spec part 2 'Penjualan Telur', §7; DESIGN §5; ADR 0009): the sale
 * list and its totals, a sale's detail (what its nota shows), the kg available per grade, a
 * customer's last prices and what a sale may still return. Reads only; the writes are
 * EggSalesService's, which answers the detail of what it wrote through this service.
 */
@Injectable()
export class EggSalesQueryService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly customers: CustomersService,
    private readonly preorders: EggPreordersService,
  ) {}

  private get m() {
    return this.ctx.manager;
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
        unit_price: formatCents(centsOf(l.unit_price)),
        amount: l.amount,
      })),
      payments,
      returns,
      returnable,
    };
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
      return { grade: r.grade, sold_kg: sold / 1000, returned_kg: returned / 1000, returnable_kg: (sold - returned) / 1000, unit_price: formatCents(centsOf(r.unit_price)) };
    });
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

/** A sale row as the list and the detail header answer it: kg as numbers, money as decimal strings. */
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

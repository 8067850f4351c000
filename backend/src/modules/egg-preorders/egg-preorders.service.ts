import { BadRequestException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import dayjs from 'dayjs';
import { z } from 'zod';
import { execute, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { assertRangeOrder, today } from '../../common/dates/farm-day';
import { CustomersService } from '../customers/customers.service';
import { kgText } from '../../common/kg';
import { PREORDER_MSG, PreorderCreateDto, PreorderDto, PreorderUpdateDto, SuggestQtyDto } from './dto/egg-preorders.dto';

const DAY = 'YYYY-MM-DD';
/** Longest list range, days. */
const MAX_LIST_DAYS = 400;

/** Kg per grade. */
export interface GradeKg {
  A: number;
  B: number;
  C: number;
}

/** What a sale needs to know of the order it executes. */
export interface PreorderForSale {
  id: number;
  customer_id: number;
  status: PreorderDto['status'];
}

/** An order with what remains of it: kg per grade (numeric), its derived status and the ids of its sales (null: none). */
const PreorderRow = row({
  id: pg.int,
  order_date: pg.date,
  due_date: pg.date,
  customer_id: pg.int,
  customer_name: pg.text,
  qty_a: pg.numeric,
  qty_b: pg.numeric,
  qty_c: pg.numeric,
  remaining_a: pg.numeric,
  remaining_b: pg.numeric,
  remaining_c: pg.numeric,
  notes: pg.text.nullable(),
  status: z.enum(['confirmed', 'selesai', 'canceled']),
  sale_ids: z.array(pg.int).nullable(),
});
type PreorderRow = z.infer<typeof PreorderRow>;

/** Kg per grade ordered and sold so far by the order's sales (numeric). */
const OrderSoldRow = row({ qty_a: pg.numeric, qty_b: pg.numeric, qty_c: pg.numeric, sold_a: pg.numeric, sold_b: pg.numeric, sold_c: pg.numeric });

/**
 * Pre-orders (spec part 2 'Pemesanan Telur', §3, §4, §7 'Pre-orders'; DESIGN §5): kg per grade
 * reserved for a customer's pickup day. Executing one is an egg sale with `preorder_id`
 * (EggSalesService); what remains of an order is its kg less the kg of those sales, and an
 * order with nothing remaining reads 'selesai'. Cancel (DELETE) keeps the row as 'canceled'.
 */
@Injectable()
export class EggPreordersService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly customers: CustomersService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Orders due from..to (default today … today + 14), by pickup day. */
  async list(dueFrom?: string, dueTo?: string): Promise<PreorderDto[]> {
    const from = dueFrom ?? (dueTo ? dayjs(dueTo).subtract(14, 'day').format(DAY) : today());
    const to = dueTo ?? dayjs(from).add(14, 'day').format(DAY);
    assertRangeOrder(from, to);
    if (dayjs(to).diff(dayjs(from), 'day') + 1 > MAX_LIST_DAYS) throw new BadRequestException(`Rentang tanggal maksimal ${MAX_LIST_DAYS} hari.`);
    return (await this.rows('p.due_date between $2 and $3', [from, to])).map(view);
  }

  /** One order; 404 when it does not exist here. */
  async get(id: number): Promise<PreorderDto> {
    const [row] = await this.rows('p.id = $2', [id]);
    if (!row) throw new NotFoundException(PREORDER_MSG.notFound);
    return view(row);
  }

  /** Takes an order (status confirmed). 422 for an inactive customer, as executing it would. */
  async create(body: PreorderCreateDto): Promise<PreorderDto> {
    const order = await this.checked(body, today(), true);
    const [{ id }] = await queryRows(
      this.m,
      IdRow,
      `insert into egg_preorders (tenant_id, order_date, due_date, customer_id, qty_a, qty_b, qty_c, notes)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [this.ctx.tenantId, order.order_date, order.due_date, order.customer_id, order.qty.A, order.qty.B, order.qty.C, order.notes],
    );
    return this.get(id);
  }

  /** Changes an open order (not canceled). An executed order keeps its customer; a new customer must be active (422). */
  async update(id: number, body: PreorderUpdateDto): Promise<PreorderDto> {
    const current = await this.get(id);
    if (current.status === 'canceled') throw new UnprocessableEntityException(PREORDER_MSG.canceled);
    const order = await this.checked(body, current.order_date, body.customer_id !== current.customer_id);
    if (order.customer_id !== current.customer_id && current.sale_ids.length) throw new UnprocessableEntityException(PREORDER_MSG.customerLocked);
    await execute(
      this.m,
      `update egg_preorders set order_date = $3, due_date = $4, customer_id = $5, qty_a = $6, qty_b = $7, qty_c = $8, notes = $9, updated_at = now()
        where tenant_id = $1 and id = $2`,
      [this.ctx.tenantId, id, order.order_date, order.due_date, order.customer_id, order.qty.A, order.qty.B, order.qty.C, order.notes],
    );
    return this.get(id);
  }

  /** Cancels an order (DELETE): its status becomes canceled; sales already made stay. Canceling twice changes nothing. */
  async cancel(id: number): Promise<PreorderDto> {
    await this.get(id);
    await execute(
      this.m,
      `update egg_preorders set status = 'canceled', canceled_at = coalesce(canceled_at, now()), updated_at = now() where tenant_id = $1 and id = $2`,
      [this.ctx.tenantId, id],
    );
    return this.get(id);
  }

  /**
   * Mean grade-A kg per day over `days` days (1–31) ending the day before `dueDate`, or today
   * when `dueDate` lies further ahead; days without entries count as 0 kg.
   */
  async suggestQtyA(dueDate: string, days = 2): Promise<SuggestQtyDto> {
    const dayBefore = dayjs(dueDate).subtract(1, 'day').format(DAY);
    const to = dayBefore < today() ? dayBefore : today();
    const from = dayjs(to).subtract(days - 1, 'day').format(DAY);
    // Mean kg per day (numeric, 2 decimals).
    const [mean] = await queryRows(
      this.m,
      row({ qty_a: pg.numeric }),
      `select coalesce(round(sum(kg_a) / $4::numeric, 2), 0) as qty_a from telur_harian where tenant_id = $1 and tanggal between $2 and $3`,
      [this.ctx.tenantId, from, to, days],
    );
    return { qty_a: Number(mean.qty_a), from, to, days };
  }

  /** Kg per grade of open (confirmed, not selesai) orders due on or after `date` that is not sold yet. */
  async reservedFrom(date: string): Promise<GradeKg> {
    const rows = await this.rows(`p.due_date >= $2 and p.status = 'confirmed'`, [date]);
    const sum = { A: 0, B: 0, C: 0 };
    // Summed in thousandths of a kg (the stored precision): exact.
    for (const r of rows) {
      sum.A += Math.round(Number(r.remaining_a) * 1000);
      sum.B += Math.round(Number(r.remaining_b) * 1000);
      sum.C += Math.round(Number(r.remaining_c) * 1000);
    }
    return { A: sum.A / 1000, B: sum.B / 1000, C: sum.C / 1000 };
  }

  /**
   * The order a new sale executes: 404 unknown; 422 canceled, nothing remaining, or another
   * customer's. The sale's kg are checked by {@link assertWithinRemaining}.
   */
  async forSale(id: number, customerId: number): Promise<PreorderForSale> {
    const order = await this.get(id);
    if (order.status === 'canceled') throw new UnprocessableEntityException(PREORDER_MSG.canceled);
    if (order.status === 'selesai') throw new UnprocessableEntityException(PREORDER_MSG.done);
    if (order.customer_id !== customerId) throw new UnprocessableEntityException(PREORDER_MSG.otherCustomer);
    return { id: order.id, customer_id: order.customer_id, status: order.status };
  }

  /**
   * 422 naming the grade when a line asks more kg than order `id` has left of it, counting the
   * kg of its sales other than `excludeSale` (the sale being edited). Compared in thousandths of
   * a kg (the stored precision).
   */
  async assertWithinRemaining(id: number, lines: ReadonlyArray<{ grade: keyof GradeKg; qty_kg: number }>, excludeSale: number | null): Promise<void> {
    const row = await queryOne(
      this.m,
      OrderSoldRow,
      `select p.qty_a, p.qty_b, p.qty_c,
              coalesce(sum(l.qty_kg) filter (where l.grade = 'A'), 0) as sold_a,
              coalesce(sum(l.qty_kg) filter (where l.grade = 'B'), 0) as sold_b,
              coalesce(sum(l.qty_kg) filter (where l.grade = 'C'), 0) as sold_c
         from egg_preorders p
         left join egg_sales s on s.tenant_id = p.tenant_id and s.preorder_id = p.id and s.deleted_at is null and s.id is distinct from $3::int
         left join egg_sale_lines l on l.tenant_id = s.tenant_id and l.sale_id = s.id
        where p.tenant_id = $1 and p.id = $2
        group by p.id`,
      [this.ctx.tenantId, id, excludeSale],
    );
    if (!row) throw new NotFoundException(PREORDER_MSG.notFound);
    const milli = (v: string | number) => Math.round(Number(v) * 1000);
    for (const l of lines) {
      const g = l.grade.toLowerCase() as 'a' | 'b' | 'c';
      const left = Math.max(milli(row[`qty_${g}`]) - milli(row[`sold_${g}`]), 0);
      if (milli(l.qty_kg) > left) throw new UnprocessableEntityException(PREORDER_MSG.overRemaining(l.grade, kgText(left / 1000), kgText(l.qty_kg)));
    }
  }

  /**
   * Validated order fields: dates in their window, the customer exists (and, with
   * `activeCustomer`, is active: else 422 like a sale), at least one kg.
   */
  private async checked(body: PreorderUpdateDto, defaultOrderDate: string, activeCustomer: boolean) {
    const orderDate = body.order_date ?? defaultOrderDate;
    if (orderDate < '2000-01-01' || body.due_date < '2000-01-01') throw new BadRequestException(PREORDER_MSG.tooOld);
    if (body.order_date && body.order_date > today()) throw new BadRequestException(PREORDER_MSG.orderFuture);
    if (body.due_date < orderDate) throw new BadRequestException(PREORDER_MSG.dueBeforeOrder);
    if (body.due_date > dayjs().add(1, 'year').format(DAY)) throw new BadRequestException(PREORDER_MSG.horizon);
    const qty = { A: body.qty_a ?? 0, B: body.qty_b ?? 0, C: body.qty_c ?? 0 };
    if (qty.A + qty.B + qty.C <= 0) throw new BadRequestException(PREORDER_MSG.noQty);
    await (activeCustomer ? this.customers.activeRef(body.customer_id) : this.customers.ref(body.customer_id));
    const notes = body.notes?.trim() ? body.notes.trim() : null;
    return { order_date: orderDate, due_date: body.due_date, customer_id: body.customer_id, qty, notes };
  }

  private rows(where: string, params: unknown[]): Promise<PreorderRow[]> {
    return queryRows(
      this.m,
      PreorderRow,
      `select p.id, to_char(p.order_date, 'YYYY-MM-DD') as order_date, to_char(p.due_date, 'YYYY-MM-DD') as due_date,
              p.customer_id, c.name as customer_name, p.qty_a, p.qty_b, p.qty_c, p.notes,
              greatest(p.qty_a - coalesce(x.a, 0), 0) as remaining_a,
              greatest(p.qty_b - coalesce(x.b, 0), 0) as remaining_b,
              greatest(p.qty_c - coalesce(x.c, 0), 0) as remaining_c,
              case when p.status = 'canceled' then 'canceled'
                   when p.qty_a <= coalesce(x.a, 0) and p.qty_b <= coalesce(x.b, 0) and p.qty_c <= coalesce(x.c, 0) then 'selesai'
                   else 'confirmed' end as status,
              x.sale_ids
         from egg_preorders p
         join customers c on c.tenant_id = p.tenant_id and c.id = p.customer_id
         left join lateral (
           select sum(l.qty_kg) filter (where l.grade = 'A') as a, sum(l.qty_kg) filter (where l.grade = 'B') as b,
                  sum(l.qty_kg) filter (where l.grade = 'C') as c, array_agg(distinct s.id order by s.id) as sale_ids
             from egg_sales s join egg_sale_lines l on l.tenant_id = s.tenant_id and l.sale_id = s.id
            where s.tenant_id = p.tenant_id and s.preorder_id = p.id and s.deleted_at is null
         ) x on true
        where p.tenant_id = $1 and ${where}
        order by p.due_date, p.id`,
      [this.ctx.tenantId, ...params],
    );
  }
}

function view(r: PreorderRow): PreorderDto {
  return {
    id: r.id,
    order_date: r.order_date,
    due_date: r.due_date,
    customer_id: r.customer_id,
    customer_name: r.customer_name,
    buyer: r.customer_name,
    qty_a: Number(r.qty_a),
    qty_b: Number(r.qty_b),
    qty_c: Number(r.qty_c),
    remaining_a: Number(r.remaining_a),
    remaining_b: Number(r.remaining_b),
    remaining_c: Number(r.remaining_c),
    notes: r.notes,
    status: r.status,
    sale_ids: r.sale_ids ?? [],
  };
}

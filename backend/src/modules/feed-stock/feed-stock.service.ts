import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { addDays, displayDay, resolveRange, today } from '../../common/dates/farm-day';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { FeedAdjustDto, FeedBuyDto, FeedMetricsDto, FeedSellDto, FeedTxnDto } from './dto/feed-stock.dto';
import { availableAt, CostedMovement, costMovements, Movement, round, stateOf } from './feed-costing';

/** A new stored movement (feed_txns row) before it is recorded. */
export interface NewFeedMovement {
  type: 'buy' | 'sell' | 'adjust';
  trx_date: string;
  /** Signed kg (sell negative). */
  qty: number;
  price_per_kg: number | null;
  ongkir: number;
  bongkar: number;
  method: 'cash' | 'transfer' | null;
  note: string | null;
}

interface TxnRow {
  id: number;
  trx_date: string;
  type: 'buy' | 'sell' | 'adjust';
  qty_kg: string;
  price_per_kg: string | null;
  ongkir: string;
  bongkar: string;
  method: string | null;
  note: string | null;
}

const fmtKg = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 3 });

/**
 * Feed stock (part 2 'Transaksi Pakan, accounting', §7; DESIGN §5 'Finance'): purchases, sales and
 * adjustments, with stock and perpetual moving-average cost derived from every feed movement —
 * these and the daily usage of /transaksipakan — in date order (see feed-costing.ts). A
 * back-dated movement therefore changes every figure after it.
 */
@Injectable()
export class FeedStockService {
  constructor(private readonly ctx: TenantContext) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Records a purchase: stock + qty_kg at qty × price + ongkir + bongkar. */
  buy(dto: FeedBuyDto): Promise<FeedTxnDto> {
    return this.record({
      type: 'buy',
      trx_date: dto.trx_date,
      qty: dto.qty_kg,
      price_per_kg: dto.price_per_kg,
      ongkir: dto.ongkir ?? 0,
      bongkar: dto.bongkar ?? 0,
      method: dto.method ?? 'cash',
      note: dto.note ?? null,
    });
  }

  /** Records a sale at the selling price; stock leaves at the average cost. 422 beyond the stock. */
  sell(dto: FeedSellDto): Promise<FeedTxnDto> {
    return this.record({
      type: 'sell',
      trx_date: dto.trx_date,
      qty: -dto.qty_kg,
      price_per_kg: dto.price_per_kg,
      ongkir: 0,
      bongkar: 0,
      method: dto.method ?? 'cash',
      note: dto.note ?? null,
    });
  }

  /** Records a count correction (signed kg) at the average cost. 422 when shrinkage exceeds the stock. */
  adjust(dto: FeedAdjustDto): Promise<FeedTxnDto> {
    return this.record({ type: 'adjust', trx_date: dto.trx_date, qty: dto.qty_kg, price_per_kg: null, ongkir: 0, bongkar: 0, method: null, note: dto.note ?? null });
  }

  /**
   * The one place where a feed movement is written. Serialises the tenant's feed movements, refuses
   * an outflow that would make the stock negative at its date or at any later point (422), inserts
   * the row and returns it costed. (The journal posting of the movement belongs here too.)
   */
  async record(mv: NewFeedMovement): Promise<FeedTxnDto> {
    const t = this.ctx.tenantId;
    await this.m.query(`select pg_advisory_xact_lock(hashtext('feed-stock'), hashtext($1::text))`, [t]);
    if (mv.qty < 0) {
      const moves = await this.movements();
      const probe: Movement = { kind: mv.type, date: mv.trx_date, id: null, qty: mv.qty };
      const available = availableAt(moves, probe);
      if (-mv.qty > available + 0.0005) {
        throw new UnprocessableEntityException(
          `Stok pakan tidak cukup: tersedia ${fmtKg(available)} kg pada ${displayDay(mv.trx_date)} (termasuk pemakaian sesudahnya), diminta ${fmtKg(-mv.qty)} kg.`,
        );
      }
    }
    const [row] = await this.m.query(
      `insert into feed_txns (tenant_id, trx_date, type, qty_kg, price_per_kg, ongkir, bongkar, method, note)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [t, mv.trx_date, mv.type, mv.type === 'sell' ? -mv.qty : mv.qty, mv.price_per_kg, mv.ongkir, mv.bongkar, mv.method, mv.note],
    );
    const costed = await this.history(mv.trx_date);
    const rows = await this.txnRows(mv.trx_date, mv.trx_date);
    return this.view(costed.find((c) => c.id === row.id)!, rows.get(row.id));
  }

  /** Stock, average cost and inventory value after every movement dated on or before `asof` (default today). */
  async metrics(asof = today()): Promise<FeedMetricsDto> {
    return stateOf(await this.history(asof));
  }

  /**
   * Movements dated from..to (default to = tomorrow, from = to − 7: today − 6 … tomorrow), oldest
   * first, each with its costing; a day of feed usage appears as one read-only `usage` row. 400
   * when from > to.
   */
  async list(start?: string, end?: string): Promise<FeedTxnDto[]> {
    const { from, to } = resolveRange(start, end, 8, { defaultTo: addDays(today(), 1) });
    const costed = await this.history(to);
    const rows = await this.txnRows(from, to);
    return costed.filter((c) => c.date >= from).map((c) => this.view(c, c.id === null ? undefined : rows.get(c.id)));
  }

  /**
   * Feed used per day (Σ pakan_pagi + pakan_sore of every tingkat, kg) on each day from..to that has
   * usage, oldest first. Read from `pakan_harian`, the per-day sums that triggers on transaksi_pakan
   * keep (migration FeedStockDashboard).
   */
  async dailyUsage(from: string | null, to: string): Promise<Array<{ date: string; kg: number }>> {
    const rows: Array<{ tanggal: string; kg: string }> = await this.m.query(
      `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, kg
         from pakan_harian where tenant_id = $1 and tanggal <= $2 ${from ? 'and tanggal >= $3' : ''} and kg > 0
        order by tanggal`,
      from ? [this.ctx.tenantId, to, from] : [this.ctx.tenantId, to],
    );
    return rows.map((r) => ({ date: r.tanggal, kg: Number(r.kg) }));
  }

  /** Every feed movement dated on or before `upTo` (default: all), unordered. */
  async movements(upTo?: string): Promise<Movement[]> {
    const t = this.ctx.tenantId;
    const stored: Array<{ id: number; trx_date: string; type: 'buy' | 'sell' | 'adjust'; qty_kg: string; cost: string }> = await this.m.query(
      `select id, to_char(trx_date, 'YYYY-MM-DD') as trx_date, type, qty_kg,
              case when type = 'buy' then qty_kg * price_per_kg + ongkir + bongkar else 0 end as cost
         from feed_txns where tenant_id = $1 ${upTo ? 'and trx_date <= $2' : ''}`,
      upTo ? [t, upTo] : [t],
    );
    const usage = await this.dailyUsage(null, upTo ?? '9999-12-31');
    return [
      ...stored.map((r) => {
        const qty = Number(r.qty_kg);
        return { kind: r.type, date: r.trx_date, id: r.id, qty: r.type === 'sell' ? -qty : qty, cost: Number(r.cost) } as Movement;
      }),
      ...usage.map((u) => ({ kind: 'usage', date: u.date, id: null, qty: -u.kg }) as Movement),
    ];
  }

  /** The costed history up to `upTo`, oldest first. */
  async history(upTo?: string): Promise<CostedMovement[]> {
    return costMovements(await this.movements(upTo));
  }

  private async txnRows(from: string, to: string): Promise<Map<number, TxnRow>> {
    const rows: TxnRow[] = await this.m.query(
      `select id, to_char(trx_date, 'YYYY-MM-DD') as trx_date, type, qty_kg, price_per_kg, ongkir, bongkar, method, note
         from feed_txns where tenant_id = $1 and trx_date between $2 and $3`,
      [this.ctx.tenantId, from, to],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  private view(c: CostedMovement, row?: TxnRow): FeedTxnDto {
    const price = row?.price_per_kg === null || row?.price_per_kg === undefined ? null : Number(row.price_per_kg);
    const addCost = row ? Number(row.ongkir) + Number(row.bongkar) : 0;
    return {
      id: c.id,
      trx_date: c.date,
      type: c.kind,
      qty_kg: c.qty,
      unit_cost: c.kind === 'buy' ? (price ?? 0) : round(c.unitCost, 6),
      add_cost: addCost,
      total_cost: round(c.value, 2),
      price_per_kg: price,
      sale_amount: c.kind === 'sell' && price !== null ? round(-c.qty * price, 2) : null,
      method: row?.method ?? null,
      note: row?.note ?? (c.kind === 'usage' ? 'Pemakaian harian (/transaksipakan)' : null),
      stock_after: c.stockAfter,
      avg_cost_after: c.avgAfter,
    };
  }
}

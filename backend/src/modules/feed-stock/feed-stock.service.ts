import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { addDays, displayDay, resolveRange, today } from '../../common/dates/farm-day';
import { execute, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { centsOf, centsText, formatCents } from '../../common/money';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { BookLockService, closedPeriodMessage } from '../finance/book-lock.service';
import { JournalInput, JournalService } from '../finance/journal.service';
import { PurchaseTerms, PurchaseTermsInput, SuppliersService } from '../suppliers/suppliers.service';
import { FeedAdjustDto, FeedBuyDto, FeedMetricsDto, FeedSellDto, FeedTxnDto } from './dto/feed-stock.dto';
import { BookedMovement, FEED_SOURCES, feedBookEntries, FeedBookEntry } from './feed-books';
import { batchMovements } from './mix-movements';
import { availableAt, costMovements, CostState, costWithMixing, DayState, endOf, Movement } from './feed-costing';
import { COST_FROM_START, dirtyFrom, markDirty, statesBefore, writeDays } from './feed-cost-days';
import { bookedItem, defaultItem, farmItems, itemById, itemToMove, MovedItem } from './feed-items';
import { coveredBy, journalsToPost } from './feed-sync';
import { usageByItem } from './usage-by-item';
import { fmtKg, rateText, revalueView, storedColumns, TxnRow, txnView } from './feed-txn-view';

export { defaultItem, ITEM_NOT_FOUND, MovedItemRow, STOCK_KINDS } from './feed-items';
export { assignedUsage, gramsByItem, splitUsage } from './usage-by-item';
export { endOf } from './feed-costing';
export { OVK_USE_NOTE } from './feed-books';

/** A new stored movement (feed_txns row) before it is recorded; a purchase's supplier, due date and Kas/Bank account: SuppliersService.purchaseTerms. */
export interface NewFeedMovement extends Pick<PurchaseTermsInput, 'supplier_id' | 'due_date' | 'bank_account_id'> {
  type: 'buy' | 'sell' | 'adjust';
  trx_date: string;
  /** Signed kg (sell negative). */
  qty: number;
  price_per_kg: number | null;
  ongkir: number;
  bongkar: number;
  method: 'cash' | 'transfer' | 'credit' | null;
  note: string | null;
  /** The stock item moved (stock_items.id); absent or null: the farm's default item. Qty and price are in its unit. */
  item_id?: number | null;
}

/** Every item costed from a date (FeedStockService.costedSince; ADR 0046). */
export interface CostedSince {
  /** The date costed from: the one asked, or the earlier one changed since the last sync. */
  from: string;
  items: MovedItem[];
  /** Each item's state at the end of the day before `from` (absent: empty). */
  starts: Map<number, CostState>;
  /** The costed movements from `from` on, per item id. */
  histories: Map<number, BookedMovement[]>;
}

/** Options of record(): `post: false` leaves the books to one syncBooks() call at the end of a batch (demo import). */
export interface RecordOptions {
  post?: boolean;
}


/** A stored movement as the costing reads it; `cost`: purchase qty × price + ongkir + bongkar, opening value, else 0 (rupiah). */
const MovementRow = row({ ...storedColumns, cost: pg.numeric, item_id: pg.int, bank_account_id: pg.int.nullable() });


/** The opening feed stock: its date, kg and value (rupiah). */
const OpeningRow = row({ id: pg.int, trx_date: pg.date, qty_kg: pg.numeric, opening_value: pg.numeric });

/**
 * A feed journal dated on or before the lock date `lock`, moved to the first open day (lock + 1)
 * with a memo naming the closed day it belongs to.
 */
export function intoOpenPeriod(j: JournalInput, lock: string): Pick<JournalInput, 'trx_date' | 'memo'> {
  const note = `koreksi periode tertutup, untuk ${displayDay(j.trx_date)} (${closedPeriodMessage(lock).replace(/\.$/, '')})`;
  return { trx_date: addDays(lock, 1), memo: `${j.memo ?? ''} [${note}]`.trim() };
}


/**
 * Feed stock (part 2 'Transaksi Pakan, accounting', §7; DESIGN §5 'Finance'): purchases, sales and
 * adjustments, with stock and perpetual moving-average cost derived from every feed movement —
 * these and the daily usage of /transaksipakan — in date order (see feed-costing.ts). A
 * back-dated movement therefore changes every figure after it.
 */
@Injectable()
export class FeedStockService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly journals: JournalService,
    private readonly bookLock: BookLockService,
    private readonly suppliers: SuppliersService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Records a purchase: stock + qty_kg at qty × price + ongkir + bongkar. */
  buy(dto: FeedBuyDto, opts?: RecordOptions): Promise<FeedTxnDto> {
    return this.record({
      type: 'buy',
      trx_date: dto.trx_date,
      qty: dto.qty_kg,
      price_per_kg: dto.price_per_kg,
      ongkir: dto.ongkir ?? 0,
      bongkar: dto.bongkar ?? 0,
      method: dto.method ?? 'cash',
      note: dto.note ?? null,
      item_id: dto.item_id,
      supplier_id: dto.supplier_id, due_date: dto.due_date, bank_account_id: dto.bank_account_id,
    }, opts);
  }

  /** Records a sale at the selling price; stock leaves at the average cost. 422 beyond the stock. */
  sell(dto: FeedSellDto, opts?: RecordOptions): Promise<FeedTxnDto> {
    return this.record({
      type: 'sell',
      trx_date: dto.trx_date,
      qty: -dto.qty_kg,
      price_per_kg: dto.price_per_kg,
      ongkir: 0,
      bongkar: 0,
      method: dto.method ?? 'cash',
      note: dto.note ?? null,
      item_id: dto.item_id,
    }, opts);
  }

  /** Records a count correction (signed kg) at the average cost. 422 when shrinkage exceeds the stock. */
  adjust(dto: FeedAdjustDto, opts?: RecordOptions): Promise<FeedTxnDto> {
    return this.record({ type: 'adjust', trx_date: dto.trx_date, qty: dto.qty_kg, price_per_kg: null, ongkir: 0, bongkar: 0, method: null, note: dto.note ?? null, item_id: dto.item_id }, opts);
  }

  /**
   * The one place where a feed movement is written. Serialises the tenant's feed movements, refuses
   * an unknown item (404) or an inactive one (422), and an outflow that would make the item's
   * stock negative at its date or at any later point (422; each item has its own stock), inserts
   * the row, brings the books in line (syncBooks) and returns the row costed. A batch (the demo)
   * may pass `post: false` and call syncBooks() once at its end, in the same transaction.
   */
  async record(mv: NewFeedMovement, opts: RecordOptions = {}): Promise<FeedTxnDto> {
    const t = this.ctx.tenantId;
    await this.journals.assertOpen(mv.trx_date);
    const item = await itemToMove(this.m, t, mv.item_id);
    const terms: PurchaseTerms =
      mv.type === 'buy' ? await this.suppliers.purchaseTerms({ ...mv, method: mv.method ?? 'cash' }) : { supplier_id: null, due_date: null, bank_account_id: null };
    await this.lock();
    const opening = await this.opening();
    if (opening && mv.trx_date <= opening.trx_date) {
      throw new UnprocessableEntityException(
        `Transaksi pakan harus sesudah saldo awal pakan (${displayDay(opening.trx_date)}); stok sebelum tanggal itu sudah tercakup dalam saldo awal.`,
      );
    }
    if (mv.qty < 0) {
      // The item's stock from the day before on (stored state, then its movements from the date).
      const since = await this.costedSince(mv.trx_date);
      const probe: Movement = { kind: mv.type, date: mv.trx_date, id: null, qty: mv.qty };
      const available = availableAt(since.histories.get(item.id) ?? [], probe, since.starts.get(item.id)?.grams ?? 0);
      if (-mv.qty > available + 0.0005) {
        const what = item.is_default ? 'pakan' : item.name;
        throw new UnprocessableEntityException(
          `Stok ${what} tidak cukup: tersedia ${fmtKg(available)} ${item.unit} pada ${displayDay(mv.trx_date)} (termasuk pemakaian sesudahnya), diminta ${fmtKg(-mv.qty)} ${item.unit}.`,
        );
      }
    }
    const [inserted] = await queryRows(
      this.m,
      IdRow,
      `insert into feed_txns (tenant_id, trx_date, type, qty_kg, price_per_kg, ongkir, bongkar, method, note, item_id, supplier_id, due_date, bank_account_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [t, mv.trx_date, mv.type, mv.type === 'sell' ? -mv.qty : mv.qty, mv.price_per_kg, mv.ongkir, mv.bongkar, mv.method, mv.note, item.id, terms.supplier_id, terms.due_date, terms.bank_account_id],
    );
    const costed = opts.post === false ? await this.history(undefined, item.id) : ((await this.syncAll()).get(item.id) ?? []);
    const rows = await this.txnRows(mv.trx_date, mv.trx_date);
    return txnView(costed.find((c) => c.id === inserted.id && c.kind === mv.type)!, rows.get(inserted.id));
  }

  /** Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a feed book date on or before the lock date (JournalService.assertOpen). */
  assertOpen(...dates: Array<string | null | undefined>): Promise<void> {
    return this.journals.assertOpen(...dates);
  }

  /** Serialises the feed movements and their postings of the tenant until the transaction ends. */
  private async lock(): Promise<void> {
    await execute(this.m, `select pg_advisory_xact_lock(hashtext('feed-stock'), hashtext($1::text))`, [this.ctx.tenantId]);
  }

  /**
   * Brings the journals of every feed document (purchases, sales, adjustments, days of usage) in
   * line with the costed history, in the caller's transaction (ADR 0008): a document without a
   * journal gets its original, dated its day; a document whose amounts changed (a back-dated
   * movement changed the average cost, a day's usage was edited) gets a correction journal of the
   * difference, dated its day and linked to the original. Posted journals are never changed.
   * Month close: a journal that would be dated on or before the lock date (a closed month re-costed,
   * e.g. usage rows removed with their tingkat) is dated on the first open day (lock date + 1)
   * instead, its memo naming the closed day it corrects, so a closed month's P&L never changes.
   * Every stock item is costed on its own (its movements, the daily usage on the default item) and
   * posted to its control account (Persediaan OVK for OVK, else Persediaan Pakan).
   * Returns the costed history of the default item. Called by record() and by the feed usage entry.
   */
  async syncBooks(): Promise<BookedMovement[]> {
    const all = await this.syncAll();
    return all.get((await defaultItem(this.m, this.ctx.tenantId)).id) ?? [];
  }

  /**
   * syncBooks() over every item (ingredients before mixed items, costWithMixing), from the earliest
   * date changed since the last sync only (feed_cost_dirty, kept by triggers; ADR 0046): each item
   * starts from its stored state at the end of the day before, its movements from that date on are
   * costed, the journals of the documents dated from then on are compared with those wanted, and
   * the stored days from then on are rewritten. Nothing changed: nothing to do (an empty map).
   * Answers the costed movements from that date on per item id. Also RationsService's.
   */
  async syncAll(): Promise<Map<number, BookedMovement[]>> {
    await this.lock();
    const t = this.ctx.tenantId;
    const dirty = await dirtyFrom(this.m, t);
    if (!dirty) return new Map();
    const days = new Map<number, DayState[]>();
    const { from, items, histories } = await this.costedSince(dirty, undefined, days);
    const full = from <= COST_FROM_START;
    const targets: FeedBookEntry[] = [];
    for (const item of items) targets.push(...feedBookEntries(histories.get(item.id) ?? [], bookedItem(item)));
    const [posted, accounts] = await Promise.all([this.journals.postedBySource(FEED_SOURCES, full ? undefined : from), this.journals.accountIds()]);
    const toPost = journalsToPost(targets, posted, accounts, coveredBy(full ? null : from, histories.values()));
    if (toPost.length) {
      const lock = await this.bookLock.lockDate();
      if (lock) for (const j of toPost) if (j.trx_date <= lock) Object.assign(j, intoOpenPeriod(j, lock));
    }
    await this.journals.postMany(toPost);
    await writeDays(this.m, t, from, days);
    return histories;
  }

  /**
   * Every item costed from `from` (inclusive) up to `upTo` (inclusive; default all), ADR 0046: the
   * date is lowered to the earliest one changed since the last sync (before it the stored states
   * hold), each item starts from its stored state at the end of the day before, and only the
   * movements from then on are read. Answers that date, the items, the start states (absent:
   * empty) and the costed movements per item id; `days`: filled with each item's end-of-day states.
   */
  async costedSince(from: string, upTo?: string, days?: Map<number, DayState[]>): Promise<CostedSince> {
    const t = this.ctx.tenantId;
    const [items, dirty] = await Promise.all([farmItems(this.m, t), dirtyFrom(this.m, t)]);
    const start = dirty && dirty < from ? dirty : from;
    const starts = await statesBefore(this.m, t, items.map((i) => i.id), start);
    const moves = upTo !== undefined && upTo < start ? new Map(items.map((i) => [i.id, []])) : await this.movementsByItem(items, upTo, start);
    return { from: start, items, starts, histories: costWithMixing(moves, starts, days) };
  }

  /** Stock (kg), average (rupiah/kg) and value (cents) of every item at the end of `day`, per item id: its stored state, then its movements since (costedSince). */
  async endOfDay(day: string): Promise<Map<number, ReturnType<typeof endOf>>> {
    const c = await this.costedSince(addDays(day, 1), day);
    return new Map(c.items.map((i) => [i.id, endOf(c.histories.get(i.id) ?? [], c.starts.get(i.id))]));
  }

  /**
   * Stock, average cost and inventory value of the default item (or `itemId`) after every movement
   * dated before `asof` (exclusive; default tomorrow, i.e. the end of today). The dashboard sends
   * tomorrow for the end of today.
   */
  async metrics(asof = addDays(today(), 1), itemId?: number): Promise<FeedMetricsDto> {
    const id = itemId ?? (await defaultItem(this.m, this.ctx.tenantId)).id;
    const end = (await this.endOfDay(addDays(asof, -1))).get(id) ?? endOf([]);
    return { stock_kg: end.stockAfter, avg_cost: rateText(end.avgAfter), inventory_value: centsText(end.valueAfterCents) };
  }

  /**
   * Movements dated from..to (default to = tomorrow, from = to − 7: today − 6 … tomorrow; 400 when
   * from > to), oldest first, each with its costing; a day of feed usage appears as one read-only
   * `usage` row, and a purchase that filled a negative
   * stock is preceded by a read-only `revalue` row (the re-costing of the missing kg, ADR 0008), so
   * that the rows' total_cost add up to the change of the inventory value.
   */
  async list(start?: string, end?: string): Promise<FeedTxnDto[]> {
    const { from, to } = resolveRange(start, end, 8, { defaultTo: addDays(today(), 1) });
    const since = await this.costedSince(from, to);
    const costed = since.histories.get(since.items.find((i) => i.is_default)!.id) ?? [];
    const rows = await this.txnRows(from, to);
    return costed.filter((c) => c.date >= from).flatMap((c) => {
      const row = c.id === null ? undefined : rows.get(c.id);
      return c.revaluationCents ? [revalueView(c), txnView(c, row)] : [txnView(c, row)];
    });
  }

  /**
   * Feed used per day (Σ pakan_pagi + pakan_sore of every tingkat, kg) on each day from..to that has
   * usage, oldest first. Read from `pakan_harian`, the per-day sums that triggers on transaksi_pakan
   * keep (migration FeedStockDashboard).
   */
  async dailyUsage(from: string | null, to: string): Promise<Array<{ date: string; kg: number }>> {
    const rows = await queryRows(
      this.m,
      row({ tanggal: pg.date, kg: pg.numeric }),
      `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, kg
         from pakan_harian where tenant_id = $1 and tanggal <= $2 ${from ? 'and tanggal >= $3' : ''} and kg > 0
        order by tanggal`,
      from ? [this.ctx.tenantId, to, from] : [this.ctx.tenantId, to],
    );
    return rows.map((r) => ({ date: r.tanggal, kg: Number(r.kg) }));
  }

  /**
   * Every movement of the default item (or `itemId`) dated on or before `upTo` (default: all),
   * unordered, with the stored fields the postings need and the item's share of the daily usage.
   */
  async movements(upTo?: string, itemId?: number): Promise<Movement[]> {
    const item = itemId === undefined ? await defaultItem(this.m, this.ctx.tenantId) : await itemById(this.m, this.ctx.tenantId, itemId);
    if (!item) return [];
    return (await this.movementsByItem([item], upTo)).get(item.id) ?? [];
  }

  /**
   * The movements of `items` dated on or before `upTo` (default: all) and — `from` given — on or
   * after `from`, per item id; the daily usage split per jalur's item (usageByItem, ADR 0045), mixing
   * batches (ADR 0044) to theirs (a batch's lines share its date: all of them or none).
   */
  async movementsByItem(items: MovedItem[], upTo?: string, from?: string): Promise<Map<number, Movement[]>> {
    const t = this.ctx.tenantId;
    const ids = items.map((i) => i.id);
    const since = from !== undefined && from > COST_FROM_START ? from : null;
    const params: unknown[] = [t, ids, upTo ?? '9999-12-31', since ?? COST_FROM_START];
    const stored = await queryRows(
      this.m,
      MovementRow,
      `select id, to_char(trx_date, 'YYYY-MM-DD') as trx_date, type, qty_kg, price_per_kg, method, note, item_id::int as item_id, bank_account_id,
              case when type = 'buy' then round(qty_kg * price_per_kg + ongkir + bongkar, 2) when type = 'opening' then opening_value else 0 end as cost
         from feed_txns where tenant_id = $1 and item_id = any($2::bigint[]) and trx_date <= $3 and (trx_date >= $4 or type = 'opening')`,
      params,
    );
    // The opening stock is the first movement: what is dated on or before it is counted in it
    // (read whatever its date, so that this holds from any date on; counted only from its date).
    const openingDate = stored.find((r) => r.type === 'opening')?.trx_date ?? null;
    const byItem = new Map<number, Movement[]>(ids.map((id) => [id, []]));
    for (const r of stored) {
      if (openingDate && r.type !== 'opening' && r.trx_date <= openingDate) continue;
      if (since && r.trx_date < since) continue;
      const qty = Number(r.qty_kg);
      byItem.get(r.item_id)!.push({
        kind: r.type,
        date: r.trx_date,
        id: r.id,
        qty: r.type === 'sell' ? -qty : qty,
        cost: Number(r.cost),
        price: r.price_per_kg === null ? null : Number(r.price_per_kg),
        method: r.method,
        account_id: r.bank_account_id,
        note: r.note,
      } as Movement);
    }
    // The daily usage, split per item by the feed item of each jalur (usage-by-item.ts; ADR 0045).
    const defaultId = items.find((i) => i.is_default)?.id ?? (await defaultItem(this.m, t)).id;
    const usage = await usageByItem(this.m, t, await this.dailyUsage(since, upTo ?? '9999-12-31'), defaultId, upTo ?? '9999-12-31', since);
    for (const [itemId, days] of usage) {
      for (const u of days) if (byItem.has(itemId) && (!openingDate || u.date > openingDate)) byItem.get(itemId)!.push({ kind: 'usage', date: u.date, id: null, qty: -u.kg } as Movement);
    }
    for (const [id, mixed] of await batchMovements(this.m, t, ids, upTo, since)) byItem.get(id)!.push(...mixed.filter((m) => !openingDate || m.date > openingDate));
    return byItem;
  }

  /** The opening feed stock (Saldo Awal), or null: its date (the opening journal's), kg and value (decimal string). */
  async opening(): Promise<{ id: number; trx_date: string; qty_kg: number; value: string } | null> {
    const found = await queryOne(
      this.m,
      OpeningRow,
      `select id, to_char(trx_date, 'YYYY-MM-DD') as trx_date, qty_kg, opening_value from feed_txns where tenant_id = $1 and type = 'opening'`,
      [this.ctx.tenantId],
    );
    return found ? { id: found.id, trx_date: found.trx_date, qty_kg: Number(found.qty_kg), value: formatCents(centsOf(found.opening_value)) } : null;
  }

  /**
   * Sets the opening feed stock (issue #20 'Opening balances'; ADR 0018): `qty_kg` at `value`
   * (rupiah, decimal string) dated `date` (the day before the start date), or none when qty_kg is
   * 0. It is the first movement of the moving average, costed like a purchase; the opening journal
   * posts its value (not syncBooks). Later movements are re-costed and their journals corrected by
   * syncBooks() in the caller's transaction. 422 when a purchase, sale or adjustment is dated on or
   * before `date` (the opening must come before every stored movement).
   */
  async setOpening(date: string, qtyKg: number, value: string): Promise<void> {
    await this.lock();
    const early = await queryOne(
      this.m,
      row({ first: pg.date.nullable() }),
      `select to_char(min(trx_date), 'YYYY-MM-DD') as first from feed_txns where tenant_id = $1 and type <> 'opening' and trx_date <= $2`,
      [this.ctx.tenantId, date],
    );
    if (early?.first) {
      throw new UnprocessableEntityException(
        `Sudah ada transaksi pakan tanggal ${displayDay(early.first)}; saldo awal pakan harus sebelum transaksi pakan pertama.`,
      );
    }
    await execute(this.m, `delete from feed_txns where tenant_id = $1 and type = 'opening'`, [this.ctx.tenantId]);
    if (qtyKg > 0) {
      await execute(
        this.m,
        `insert into feed_txns (tenant_id, trx_date, type, qty_kg, opening_value, note) values ($1, $2, 'opening', $3, $4, 'Saldo awal')`,
        [this.ctx.tenantId, date, qtyKg, value],
      );
    }
    // What is dated on or before the opening is counted in it, whatever its date: re-cost it all.
    await markDirty(this.m, this.ctx.tenantId, COST_FROM_START);
    await this.syncBooks();
  }

  /** The costed history of every stock item up to `upTo` (inclusive), per item id (GET /api/stock-items/stock). */
  async historyByItem(upTo?: string): Promise<Map<number, BookedMovement[]>> {
    return costWithMixing(await this.movementsByItem(await farmItems(this.m, this.ctx.tenantId), upTo));
  }

  /**
   * The costed history of the default item (or `itemId`) up to `upTo` (inclusive), oldest first. A
   * mixed item (one with mixing batches) is costed with its ingredients (historyByItem).
   */
  async history(upTo?: string, itemId?: number): Promise<BookedMovement[]> {
    const moves = await this.movements(upTo, itemId);
    if (itemId !== undefined && moves.some((m) => m.kind === 'mix_in')) return (await this.historyByItem(upTo)).get(itemId) ?? [];
    return costMovements(moves);
  }

  private async txnRows(from: string, to: string): Promise<Map<number, TxnRow>> {
    const rows = await queryRows(
      this.m,
      TxnRow,
      `select id, to_char(trx_date, 'YYYY-MM-DD') as trx_date, type, qty_kg, price_per_kg, ongkir + bongkar as add_cost,
              case when type = 'sell' then round(qty_kg * price_per_kg, 2) end as sale_amount, method, note
         from feed_txns where tenant_id = $1 and trx_date between $2 and $3`,
      [this.ctx.tenantId, from, to],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

}

/**
 * Perpetual moving-average costing of feed (DESIGN §5 'Finance', part 2 §7 'Feed stock'), as a pure
 * function over every feed movement. Decisions: docs/adr/0004-feed-stock-costing-and-report-sums.md
 * and docs/adr/0008-feed-stock-in-the-books.md.
 *
 * Internally stock is kept in whole grams and value in whole cents (integers), so that the value
 * of the stock is exactly the sum of the movement values — and of the journal amounts posted for
 * them — at every point of the history.
 */

/**
 * Kinds of feed movement: the stored ones (opening: the feed in stock at the opening balances,
 * costed like a purchase), the daily usage of /transaksipakan, and a mixing batch of a ration
 * (ADR 0044): `mix_out` takes an ingredient out at its average, `mix_in` puts the mixed feed in at
 * the sum of what its ingredients went out at (costed like a purchase).
 */
export type MovementKind = 'opening' | 'buy' | 'mix_out' | 'mix_in' | 'adjust' | 'sell' | 'usage';

/**
 * Order of the movements of one day: the opening stock first; what is bought that day is available
 * that day, also for mixing, and what is mixed that day is available that day.
 */
const KIND_ORDER: Record<MovementKind, number> = { opening: -1, buy: 0, mix_out: 0.5, mix_in: 0.5, adjust: 1, sell: 2, usage: 3 };

/** One feed movement. */
export interface Movement {
  kind: MovementKind;
  /** YYYY-MM-DD. */
  date: string;
  /** Row id of a stored movement (feed_txns.id; ration_batches.id for mix_out and mix_in); null for a day's usage. */
  id: number | null;
  /** Signed kg: buy +, sell −, usage −, adjust ± (found stock / shrinkage). */
  qty: number;
  /** Purchases only: qty × price + ongkir + bongkar, rupiah (the opening stock: its value; mix_in: what its ingredients went out at, see costWithMixing). */
  cost?: number;
  /** Stored movements: payment method (buy, sell); credit: a purchase owed to its supplier (Hutang Usaha). */
  method?: 'cash' | 'transfer' | 'credit' | null;
  /** Cash/transfer purchases: the Kas/Bank account the money left from (accounts.id); null: Kas or Bank. */
  account_id?: number | null;
  /** Stored movements: price per kg (buy: paid; sell: selling price), rupiah. */
  price?: number | null;
  note?: string | null;
}

/** A movement with its costing. */
export interface CostedMovement extends Movement {
  /** Rupiah per kg the movement was valued at: a purchase's own cost per kg, else the average cost before it. */
  unitCost: number;
  /** Signed change of the inventory value by the movement itself, rupiah (purchase: +cost; outflow: − kg × average). */
  value: number;
  /** The same in cents (integer). */
  valueCents: number;
  /**
   * Purchases only: change of the value of the stock below zero when this purchase arrived, cents.
   * Usage recorded beyond the stock is costed at the last average; the purchase that fills the
   * hole re-costs those kg at its own cost per kg, and the difference is posted with the purchase
   * (against Beban Pakan). 0 when the stock was not negative.
   */
  revaluationCents: number;
  /** Stock after the movement, kg. */
  stockAfter: number;
  /** Moving-average cost after the movement, rupiah per kg (6 decimals). */
  avgAfter: number;
  /** Inventory value after the movement, cents (= Σ valueCents + Σ revaluationCents so far). */
  valueAfterCents: number;
}

/**
 * The exact costing state of one item at the end of a day (ADR 0046): stock in grams, value in
 * cents, and the average in cents per gram as the replay holds it (a double: v ÷ g when the stock
 * is positive, else the last average). Replaying from it gives the same figures as replaying the
 * whole history before it.
 */
export interface CostState {
  grams: number;
  cents: number;
  rate: number;
}

/** The costing state of one item at the end of `day` (YYYY-MM-DD), a day with movements. */
export interface DayState extends CostState {
  day: string;
}

/** Nothing in stock, no average: the state before an item's first movement. */
export const EMPTY_STATE: CostState = { grams: 0, cents: 0, rate: 0 };

/** Stock, average cost and inventory value at a point of the history. */
export interface StockState {
  stock_kg: number;
  avg_cost: number;
  inventory_value: number;
}

export const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round((n + Number.EPSILON * Math.sign(n)) * f) / f;
};

const grams = (kg: number) => Math.round(kg * 1000);
const cents = (rupiah: number) => Math.round(rupiah * 100);

/** Chronological order of movements: date, then buy < adjust < sell < usage, then id. */
export function compareMovements(a: Movement, b: Movement): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER);
}

/**
 * Replays `moves` in chronological order, keeping stock (g), value (cents) and the moving-average
 * cost:
 * - a purchase onto a positive stock gives the average (value + cost) ÷ (stock + kg); onto an
 *   empty stock its own cost per kg; onto a negative stock it first re-costs the missing kg at its
 *   own cost per kg (`revaluationCents`), so the average after it is its own cost per kg;
 * - sales, usage and adjustments (either way) move kg × average and leave the average unchanged;
 *   the movement that brings the stock to exactly zero takes the value left, to the cent; kg
 *   beyond the stock go out at the last average.
 */
export function costMovements(moves: Movement[], start: CostState = EMPTY_STATE, days?: DayState[]): CostedMovement[] {
  let g = start.grams;
  let v = start.cents;
  /** Cents per gram: the average cost (× 10 = rupiah per kg). */
  let rate = start.rate;
  const sorted = [...moves].sort(compareMovements);
  return sorted.map((m, i) => {
    const d = grams(m.qty);
    let unitCost = rate * 10;
    let change: number;
    let revaluation = 0;
    if (m.kind === 'buy' || m.kind === 'opening' || m.kind === 'mix_in') {
      const c = cents(m.cost ?? 0);
      if (g < 0) {
        const hole = -Math.round((-g * c) / d);
        revaluation = hole - v;
        v = hole;
      }
      change = c;
      unitCost = d > 0 ? (c / d) * 10 : 0;
      v += c;
      g += d;
      rate = g > 0 ? v / g : d > 0 ? c / d : rate;
    } else {
      // Outflows and found stock move at the average, which they leave unchanged; the one that
      // empties the stock takes exactly the value left (so no rounding rest stays behind).
      if (g + d === 0) change = -v;
      else if (d < 0 && g > 0 && g + d < 0) change = -v - Math.round(-(g + d) * rate);
      else change = Math.round(d * rate);
      v += change;
      g += d;
    }
    if (days && sorted[i + 1]?.date !== m.date) days.push({ day: m.date, grams: g, cents: v, rate });
    // Fields copied one by one: an object spread here made the replay ~40× slower.
    return {
      kind: m.kind,
      date: m.date,
      id: m.id,
      qty: m.qty,
      cost: m.cost,
      method: m.method,
      account_id: m.account_id,
      price: m.price,
      note: m.note,
      unitCost: round(unitCost, 6),
      value: change / 100,
      valueCents: change,
      revaluationCents: revaluation,
      stockAfter: g / 1000,
      avgAfter: round(rate * 10, 6),
      valueAfterCents: v,
    };
  });
}

/** The figures after the last of `costed`, or — none — of the state `start` it began from: stock (kg), average (rupiah/kg, 6 decimals), value (cents). */
export function endOf(costed: CostedMovement[], start: CostState = EMPTY_STATE): Pick<CostedMovement, 'stockAfter' | 'avgAfter' | 'valueAfterCents'> {
  const last = costed.at(-1);
  if (last) return { stockAfter: last.stockAfter, avgAfter: last.avgAfter, valueAfterCents: last.valueAfterCents };
  return { stockAfter: start.grams / 1000, avgAfter: round(start.rate * 10, 6), valueAfterCents: start.cents };
}

/** State after the last costed movement (zero stock before any). */
export function stateOf(costed: CostedMovement[]): StockState {
  const last = costed[costed.length - 1];
  if (!last) return { stock_kg: 0, avg_cost: 0, inventory_value: 0 };
  return { stock_kg: last.stockAfter, avg_cost: last.avgAfter, inventory_value: last.valueAfterCents / 100 };
}

/**
 * Kg that an outflow placed at `probe` (its date, kind and id) may take without making the stock
 * negative at its place or at any later point of the history: the minimum of the running stock
 * from that place on (0 when the stock is already negative there). `startGrams`: the stock before
 * the first of `moves` (they may start at a date, ADR 0046).
 */
export function availableAt(moves: Movement[], probe: Movement, startGrams = 0): number {
  let running = startGrams;
  let min = Number.POSITIVE_INFINITY;
  for (const m of [...moves].sort(compareMovements)) {
    if (compareMovements(m, probe) > 0 && min === Number.POSITIVE_INFINITY) min = running;
    running += grams(m.qty);
    if (min !== Number.POSITIVE_INFINITY) min = Math.min(min, running);
  }
  if (min === Number.POSITIVE_INFINITY) min = running;
  return Math.max(min, 0) / 1000;
}

/**
 * Costs the movements of several items where mixing batches link them (ADR 0044): an item's
 * `mix_in` (the mixed feed of batch id) is worth exactly what that batch's `mix_out` movements (its
 * ingredients, each out at its own average) took, to the cent. So the ingredients are costed
 * before the mixed items: an item is costed once every batch it receives has all its ingredients
 * costed (rations refuse a mixed item as an ingredient, so one round after the plain items
 * suffices; a cycle, which cannot be stored, would be costed with what is known). A back-dated
 * ingredient movement therefore re-costs the later batches and everything after them in the
 * mixed item. Answers the costed history per item id.
 *
 * `starts`: the state of each item before its first movement given (default empty; ADR 0046 — a
 * re-costing from a date starts from the stored end of the day before, and reads only the movements
 * from that date, which hold every batch dated then or later with all its lines). `days`: filled
 * per item with its state at the end of each day with movements.
 */
export function costWithMixing(
  movesByItem: Map<number, Movement[]>,
  starts?: Map<number, CostState>,
  days?: Map<number, DayState[]>,
): Map<number, CostedMovement[]> {
  const costed = new Map<number, CostedMovement[]>();
  /** Items whose movements include a batch's ingredient (mix_out), per batch id. */
  const ingredientsOf = new Map<number, Set<number>>();
  const receives = new Map<number, number[]>();
  for (const [item, moves] of movesByItem) {
    for (const m of moves) {
      if (m.kind === 'mix_out') ingredientsOf.set(m.id!, (ingredientsOf.get(m.id!) ?? new Set()).add(item));
      if (m.kind === 'mix_in') (receives.get(item) ?? receives.set(item, []).get(item)!).push(m.id!);
    }
  }
  /** Rupiah-cents each batch's ingredients went out at (positive), summed as they are costed. */
  const batchCents = new Map<number, number>();
  const settle = (item: number) => {
    const moves = movesByItem.get(item)!;
    const withCost = receives.has(item) ? moves.map((m) => (m.kind === 'mix_in' ? { ...m, cost: (batchCents.get(m.id!) ?? 0) / 100 } : m)) : moves;
    const itemDays: DayState[] | undefined = days ? [] : undefined;
    const c = costMovements(withCost, starts?.get(item) ?? EMPTY_STATE, itemDays);
    if (days) days.set(item, itemDays!);
    costed.set(item, c);
    for (const m of c) if (m.kind === 'mix_out') batchCents.set(m.id!, (batchCents.get(m.id!) ?? 0) - m.valueCents);
  };
  let pending = [...movesByItem.keys()];
  while (pending.length) {
    const ready = pending.filter((item) => (receives.get(item) ?? []).every((b) => [...(ingredientsOf.get(b) ?? [])].every((i) => i === item || costed.has(i))));
    for (const item of ready.length ? ready : pending) settle(item);
    pending = pending.filter((item) => !costed.has(item));
  }
  return costed;
}

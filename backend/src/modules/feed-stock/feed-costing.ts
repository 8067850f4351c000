/**
 * Perpetual moving-average costing of feed (DESIGN §5 'Finance', part 2 §7 'Feed stock'), as a pure
 * function over every feed movement. Decisions: docs/adr/0004-feed-stock-costing-and-report-sums.md.
 */

/** Kinds of feed movement: the three stored ones and the daily usage of /transaksipakan. */
export type MovementKind = 'buy' | 'adjust' | 'sell' | 'usage';

/** Order of the movements of one day: what is bought that day is available that day. */
const KIND_ORDER: Record<MovementKind, number> = { buy: 0, adjust: 1, sell: 2, usage: 3 };

/** One feed movement. */
export interface Movement {
  kind: MovementKind;
  /** YYYY-MM-DD. */
  date: string;
  /** Row id of a stored movement (feed_txns.id); null for a day's usage. */
  id: number | null;
  /** Signed kg: buy +, sell −, usage −, adjust ± (found stock / shrinkage). */
  qty: number;
  /** Purchases only: qty × price + ongkir + bongkar, rupiah. */
  cost?: number;
}

/** A movement with its costing. */
export interface CostedMovement extends Movement {
  /** Rupiah per kg the movement was valued at: a purchase's own cost per kg, else the average cost before it. */
  unitCost: number;
  /** Signed change of the inventory value, rupiah (purchase: +cost; outflow: qty × average cost). */
  value: number;
  /** Stock after the movement, kg. */
  stockAfter: number;
  /** Moving-average cost after the movement, rupiah per kg. */
  avgAfter: number;
}

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

/** Chronological order of movements: date, then buy < adjust < sell < usage, then id. */
export function compareMovements(a: Movement, b: Movement): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER);
}

/**
 * Replays `moves` in chronological order. A purchase onto a positive stock gives the average
 * (stock × avg + cost) / (stock + qty); onto an empty (or negative) stock its own cost per kg.
 * Every other movement (sale, usage, adjustment either way) moves stock at the current average
 * cost and leaves the average unchanged. Averages keep 6 decimals, kg 3.
 */
export function costMovements(moves: Movement[]): CostedMovement[] {
  let stock = 0;
  let avg = 0;
  return [...moves].sort(compareMovements).map((m) => {
    let unitCost = avg;
    let value: number;
    if (m.kind === 'buy') {
      const cost = m.cost ?? 0;
      unitCost = m.qty > 0 ? round(cost / m.qty, 6) : 0;
      avg = stock > 0 ? round((stock * avg + cost) / (stock + m.qty), 6) : unitCost;
      value = cost;
    } else {
      value = round(m.qty * avg, 2);
    }
    stock = round(stock + m.qty, 3);
    return { ...m, unitCost, value, stockAfter: stock, avgAfter: avg };
  });
}

/** State after the last costed movement (zero stock before any). */
export function stateOf(costed: CostedMovement[]): StockState {
  const last = costed[costed.length - 1];
  if (!last) return { stock_kg: 0, avg_cost: 0, inventory_value: 0 };
  return { stock_kg: last.stockAfter, avg_cost: last.avgAfter, inventory_value: round(last.stockAfter * last.avgAfter, 2) };
}

/**
 * Kg that an outflow placed at `probe` (its date, kind and id) may take without making the stock
 * negative at its place or at any later point of the history: the minimum of the running stock
 * from that place on (0 when the stock is already negative there).
 */
export function availableAt(moves: Movement[], probe: Movement): number {
  let running = 0;
  let min = Number.POSITIVE_INFINITY;
  for (const m of [...moves].sort(compareMovements)) {
    if (compareMovements(m, probe) > 0 && min === Number.POSITIVE_INFINITY) min = running;
    running = round(running + m.qty, 3);
    if (min !== Number.POSITIVE_INFINITY) min = Math.min(min, running);
  }
  if (min === Number.POSITIVE_INFINITY) min = running;
  return Math.max(round(min, 3), 0);
}

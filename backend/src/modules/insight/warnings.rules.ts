import { compareNames } from '../../common/names';
import { WARNING_RULES, WarningDto } from './dto/warnings.dto';

/**
 * The feed stock run-out rule (issue #24 'Early warnings', spec part 1 §9 'Estimasi pakan habis'):
 * `dailyKg` the feed used on each of the 7 days up to the day (days of 0 ignored), `stockKg` the
 * stock at its end. Fires when ceil(stock ÷ mean use) ≤ `limitDays`, compared as stock × days with
 * use ≤ limit × Σ use so no quotient is rounded; answers the days (0 when nothing is left) and the
 * mean use (kg per day). Null without any use, or when the stock lasts longer.
 */
export function stockRunOut(dailyKg: number[], stockKg: number, limitDays: number): { days: number; meanKg: number } | null {
  const used = dailyKg.filter((kg) => kg > 0);
  if (!used.length) return null;
  const total = used.reduce((sum, kg) => sum + kg, 0);
  if (stockKg * used.length > limitDays * total + 1e-9) return null;
  const meanKg = total / used.length;
  return { days: stockKg <= 0 ? 0 : Math.ceil(stockKg / meanKg - 1e-9), meanKg };
}

/** A stock item's figures as the run-out per item reads them (GET /api/stock-items/stock's ItemStockDto). */
export interface ItemRunOutInput {
  name: string;
  kind: string;
  unit: string;
  qty: string;
  use_per_day: string;
  days_left: number | null;
}

/**
 * The feed stock run-out per item (issue #37): when two or more feed items (bahan, pakan_jadi,
 * campuran; not OVK) were used in the 7 days up to the day, the item that lasts the fewest days
 * (`days_left`: stock ÷ its use per day; the first by name among equals), or null when it lasts
 * longer than `limitDays`. Answers `undefined` with one feed item or none in use: the farm's rule
 * ({@link stockRunOut}) stands as it is.
 */
export function itemRunOut(items: readonly ItemRunOutInput[], limitDays: number): ItemRunOutInput | null | undefined {
  const used = items.filter((i) => ['bahan', 'pakan_jadi', 'campuran'].includes(i.kind) && i.days_left !== null);
  if (used.length < 2) return undefined;
  const first = [...used].sort((a, b) => a.days_left! - b.days_left! || compareNames(a.name, b.name))[0];
  return first.days_left! <= limitDays ? first : null;
}

/** The order of the warnings list: by rule (WARNING_RULES), then by place in the natural order of the names (lokasi, plant, jalur, bagian, tingkat; the farm's first). */
export function compareWarnings(a: WarningDto, b: WarningDto): number {
  const rank = WARNING_RULES.indexOf(a.rule) - WARNING_RULES.indexOf(b.rule);
  if (rank) return rank;
  const names = (w: WarningDto) => [w.lokasi, w.plant, w.jalur, w.bagian, w.tingkat].map((n) => n ?? '');
  const [x, y] = [names(a), names(b)];
  for (let i = 0; i < x.length; i++) {
    const c = compareNames(x[i], y[i]);
    if (c) return c;
  }
  return 0;
}

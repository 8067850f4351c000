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

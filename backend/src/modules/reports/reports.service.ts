import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import dayjs from 'dayjs';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { today } from '../chickens/population.service';
import { CoopService } from '../coop/coop.service';
import { DailyMetricsRow, dailyMetricsSql, dayFigures, MetricsLevel, num } from './daily-metrics.sql';
import { FeedReportQuery, FeedReportRowDto, ProductionReportQuery, ProductionReportRowDto } from './dto/reports.dto';

/** Longest range a report or table may cover, days. */
export const MAX_RANGE_DAYS = 731;

/** Resolves a start/to pair: defaults (to = today, start = to − `defaultDays` + 1), order and length checks (400). */
export function resolveRange(start: string | undefined, to: string | undefined, defaultDays: number): { from: string; to: string } {
  const end = to ?? today();
  const from = start ?? dayjs(end).subtract(defaultDays - 1, 'day').format('YYYY-MM-DD');
  if (from > end) throw new BadRequestException('Tanggal mulai tidak boleh sesudah tanggal akhir.');
  if (dayjs(end).diff(dayjs(from), 'day') + 1 > MAX_RANGE_DAYS) throw new BadRequestException(`Rentang tanggal maksimal ${MAX_RANGE_DAYS} hari.`);
  return { from, to: end };
}

/**
 * Feed and production reports (spec part 1 §2.8, §2.9, §3, §9; DESIGN §5 'Reports and
 * dashboard'), computed in SQL (daily-metrics.sql.ts). Rows are per day and tingkat / bagian, in
 * date then coop order; a day on which a location had no birds, feed, deaths or eggs is left out.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly coop: CoopService,
  ) {}

  /** Daily figures at `level` for from..to, optionally of one tingkat/bagian (`id`). */
  async daily(level: MetricsLevel, from: string, to: string, id: number | undefined, onlyActive: boolean): Promise<DailyMetricsRow[]> {
    const params: unknown[] = [this.ctx.tenantId, from, to];
    if (id !== undefined) params.push(id);
    return this.ctx.manager.query(dailyMetricsSql(level, id !== undefined, onlyActive), params);
  }

  /** Feed report rows: tanggal, tingkat_id, lokasi, populasi, kematian, usia (weeks), pakan (kg), feed_intake (g/bird). */
  async feedReport(q: FeedReportQuery): Promise<FeedReportRowDto[]> {
    const places = (await this.coop.tingkatLokasi()).map((p) => ({ id: p.tingkat_id, lokasi: p.lokasi }));
    const rows = await this.located('tingkat', q.start_date, q.to_date, q.tingkat_id, places, 'Tingkat tidak ditemukan.');
    return rows.map(({ r, lokasi }) => ({
      tanggal: r.tanggal,
      tingkat_id: r.k,
      lokasi,
      populasi: r.populasi,
      kematian: r.kematian,
      usia: r.usia,
      pakan: Number(r.pakan),
      feed_intake: num(r.fi),
    }));
  }

  /** Production report rows with the 13 fields of part 1 §3. */
  async productionReport(q: ProductionReportQuery): Promise<ProductionReportRowDto[]> {
    const places = (await this.coop.bagianLokasi()).map((p) => ({ id: p.bagian_id, lokasi: p.lokasi }));
    const rows = await this.located('bagian', q.start_date, q.to_date, q.bagian_id, places, 'Bagian tidak ditemukan.');
    return rows.map(({ r, lokasi }) => ({ tanggal: r.tanggal, bagian_id: r.k, lokasi, ...dayFigures(r) }));
  }

  /**
   * Active rows of one report level with their location label, by date then coop order (`places`
   * is in coop order). 404 `notFound` when `id` is not one of the tenant's places.
   */
  private async located(level: 'tingkat' | 'bagian', start: string | undefined, to: string | undefined, id: number | undefined, places: Array<{ id: number; lokasi: string }>, notFound: string) {
    const range = resolveRange(start, to, 7);
    if (id !== undefined && !places.some((p) => p.id === id)) throw new NotFoundException(notFound);
    const order = new Map(places.map((p, i) => [p.id, { i, lokasi: p.lokasi }]));
    const rows = await this.daily(level, range.from, range.to, id, true);
    return inCoopOrder(rows, order).map((r) => ({ r, lokasi: order.get(r.k)?.lokasi ?? '' }));
  }
}

/** Rows (already by date) sorted within each day by the coop order of their location. */
function inCoopOrder(rows: DailyMetricsRow[], order: Map<number, { i: number }>): DailyMetricsRow[] {
  return rows.sort((a, b) => (a.tanggal < b.tanggal ? -1 : a.tanggal > b.tanggal ? 1 : (order.get(a.k)?.i ?? 0) - (order.get(b.k)?.i ?? 0)));
}

import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import dayjs from 'dayjs';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { today } from '../chickens/population.service';
import { CoopService } from '../coop/coop.service';
import { DailyMetricsRow, dailyMetricsSql, dayFigures, num } from './daily-metrics.sql';
import { FeedReportDto, FeedReportQuery, ProductionReportDto, ProductionReportQuery, ReportPaging } from './dto/reports.dto';

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

/** A page of report rows with the row count and the totals over the whole range. */
interface ReportPage<R, T> {
  data: R[];
  total: number;
  page: number;
  page_size: number | null;
  totals: T;
}

/** One row of the paged report query: the day's figures, the page-independent sums, and the row count. */
type PagedRow = DailyMetricsRow & { total: number; s_populasi: string; s_pakan: string; s_kematian: string; s_kg: string; s_butir: string };

/**
 * Feed and production reports (spec part 1 §2.8, §2.9, §3, §9; DESIGN §5 'Reports and
 * dashboard'), computed in SQL (daily-metrics.sql.ts). Rows are per day and tingkat / bagian, in
 * date then coop order; a day on which a location had no birds, feed, deaths or eggs is left out.
 * One query gives the asked page, the number of rows and the totals of the whole range.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly coop: CoopService,
  ) {}

  /** The whole farm per day from..to (every day, oldest first): the dashboard's figures. */
  async farmDaily(from: string, to: string): Promise<DailyMetricsRow[]> {
    return this.ctx.manager.query(`${dailyMetricsSql('farm')} order by tanggal`, [this.ctx.tenantId, from, to]);
  }

  /** Feed report: rows tanggal, tingkat_id, lokasi, populasi, kematian, usia (weeks), pakan (kg), feed_intake (g/bird); totals pakan, kematian, feed_intake. */
  async feedReport(q: FeedReportQuery): Promise<FeedReportDto> {
    const places = (await this.coop.tingkatLokasi()).map((p) => ({ id: p.tingkat_id, lokasi: p.lokasi }));
    const { rows, page } = await this.located('tingkat', q, q.tingkat_id, places, 'Tingkat tidak ditemukan.');
    const s = sums(rows);
    return {
      ...page,
      data: rows
        .filter((r) => r.r.tanggal !== null)
        .map(({ r, lokasi }) => ({
          tanggal: r.tanggal,
          tingkat_id: r.k,
          lokasi,
          populasi: r.populasi,
          kematian: r.kematian,
          usia: r.usia,
          pakan: Number(r.pakan),
          feed_intake: num(r.fi),
        })),
      totals: { pakan: s.pakan, kematian: s.kematian, feed_intake: ratio(s.pakan, s.populasi, 1000, 2) },
    };
  }

  /** Production report: rows with the 13 fields of part 1 §3; totals with the §9 formulas on the sums. */
  async productionReport(q: ProductionReportQuery): Promise<ProductionReportDto> {
    const places = (await this.coop.bagianLokasi()).map((p) => ({ id: p.bagian_id, lokasi: p.lokasi }));
    const { rows, page } = await this.located('bagian', q, q.bagian_id, places, 'Bagian tidak ditemukan.');
    const s = sums(rows);
    return {
      ...page,
      data: rows.filter((r) => r.r.tanggal !== null).map(({ r, lokasi }) => ({ tanggal: r.tanggal, bagian_id: r.k, lokasi, ...dayFigures(r) })),
      totals: {
        kematian: s.kematian,
        kg_telur: s.kg,
        butir_telur: s.butir,
        total_pakan: s.pakan,
        avg_telur_gram: ratio(s.kg, s.butir, 1000, 2),
        fi: ratio(s.pakan, s.populasi, 1000, 2),
        fcr: ratio(s.pakan, s.kg, 1, 3),
        prod_persen: ratio(s.butir, s.populasi, 100, 2),
      },
    };
  }

  /**
   * One page of the active rows of a report level, in date then coop order (`places` is in coop
   * order), each with its location label; every returned row also carries the row count and the
   * sums of the whole range (one row with a null day when the page is empty). 404 `notFound`
   * when `id` is not one of the tenant's places.
   */
  private async located(level: 'tingkat' | 'bagian', q: ReportPaging & { start_date?: string; to_date?: string }, id: number | undefined, places: Array<{ id: number; lokasi: string }>, notFound: string) {
    const range = resolveRange(q.start_date, q.to_date, 7);
    if (id !== undefined && !places.some((p) => p.id === id)) throw new NotFoundException(notFound);
    const size = q.page_size ?? null;
    const pageNo = size === null ? 1 : (q.page ?? 1);
    const rows: PagedRow[] = await this.ctx.manager.query(
      `with r as (${dailyMetricsSql(level)}),
            o as (select k, pos from unnest($5::integer[]) with ordinality as o(k, pos)),
            tot as (
              select count(*)::integer as total, coalesce(sum(populasi), 0) as s_populasi, coalesce(sum(pakan), 0) as s_pakan,
                     coalesce(sum(kematian), 0) as s_kematian, coalesce(sum(kg_telur), 0) as s_kg, coalesce(sum(butir), 0) as s_butir
                from r),
            pg as (
              select r.*, o.pos from r left join o on o.k = r.k
               order by r.tanggal, o.pos limit $6 offset $7)
       select tot.*, pg.* from tot left join pg on true order by pg.tanggal, pg.pos`,
      [this.ctx.tenantId, range.from, range.to, id ?? null, places.map((p) => p.id), size, size === null ? 0 : (pageNo - 1) * size],
    );
    const lokasi = new Map(places.map((p) => [p.id, p.lokasi]));
    return {
      rows: rows.map((r) => ({ r, lokasi: lokasi.get(r.k) ?? '' })),
      page: { total: rows[0].total, page: pageNo, page_size: size },
    };
  }
}

/** Sums of the whole range, carried by every row of the paged query. */
function sums(rows: Array<{ r: PagedRow }>) {
  const first = rows[0].r;
  return {
    populasi: Number(first.s_populasi),
    pakan: Number(first.s_pakan),
    kematian: Number(first.s_kematian),
    kg: Number(first.s_kg),
    butir: Number(first.s_butir),
  };
}

/** a / b × factor rounded to `decimals` (part 1 §9), null when b is 0. */
function ratio(a: number, b: number, factor: number, decimals: number): number | null {
  if (!b) return null;
  const p = 10 ** decimals;
  return Math.round(((a * factor) / b) * p) / p;
}

import { Injectable, NotFoundException } from '@nestjs/common';
import { execute, pg, queryRows, row } from '../../common/database/rows';
import { MAX_REPORT_DAYS, resolveRange } from '../../common/dates/farm-day';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CoopService } from '../coop/coop.service';
import { FeedByItemService, FeedItemSplitDto } from '../feed-usage/feed-by-item.service';
import { DailyMetricsRow, dailyFiguresSql, dayFigures, metricsColumns, num, ratioColumns, ratioRow } from './daily-metrics.sql';
import { FeedReportDto, FeedReportQuery, ProductionReportDto, ProductionReportQuery, ReportRangeQuery } from './dto/reports.dto';

/** The whole farm on one day (dashboard): the figures of a production report row, numbers; ratios null on division by zero. */
export type FarmDayFigures = { tanggal: string } & ReturnType<typeof dayFigures>;

/**
 * Feed and production reports (spec part 1 §2.8, §2.9, §3, §9; DESIGN §5 'Reports and
 * dashboard'), computed in SQL (daily-metrics.sql.ts). Rows are per day and tingkat / bagian, in
 * date then coop order; a day on which a location had no birds, feed, deaths or eggs is left out.
 * Each answer holds the asked page, the number of rows and the totals of the whole range.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly coop: CoopService,
    private readonly byItem: FeedByItemService,
  ) {}

  /**
   * The feed report's range split per stock item (issue #37 'Feeding by item'): kg per item (the
   * item each jalur ate that day) and, for the whole farm, Beban Pakan per item. The same range
   * rules and 404 as the feed report; paging is ignored.
   */
  async feedByItem(q: FeedReportQuery): Promise<FeedItemSplitDto> {
    const { from, to } = resolveRange(q.start_date, q.to_date, 7, { maxDays: MAX_REPORT_DAYS });
    if (q.tingkat_id !== undefined && !(await this.coop.tingkatLokasi()).some((p) => p.tingkat_id === q.tingkat_id)) throw new NotFoundException('Tingkat tidak ditemukan.');
    return this.byItem.split(from, to, q.tingkat_id ?? null);
  }

  /**
   * The whole farm per day from..to (every day, oldest first): end-of-day population, age (whole
   * weeks), deaths, eggs, feed and the §9 ratios — the dashboard's figures, from the same SQL as the
   * reports.
   */
  async farmDaily(from: string, to: string): Promise<FarmDayFigures[]> {
    const rows = await queryRows(this.ctx.manager, DailyMetricsRow, `with f as (${dailyFiguresSql('farm')}) select ${metricsColumns('f')} from f order by f.tanggal`, [
      this.ctx.tenantId,
      from,
      to,
    ]);
    return rows.map((r) => ({ tanggal: r.tanggal, ...dayFigures(r) }));
  }

  /** Feed report: rows tanggal, tingkat_id, lokasi, populasi, kematian, usia (weeks), pakan (kg), feed_intake (g/bird); totals pakan, kematian, feed_intake. */
  async feedReport(q: FeedReportQuery): Promise<FeedReportDto> {
    const places = (await this.coop.tingkatLokasi()).map((p) => ({ id: p.tingkat_id, lokasi: p.lokasi }));
    const { rows, page, sums: s } = await this.located('tingkat', q, q.tingkat_id, places, 'Tingkat tidak ditemukan.');
    return {
      ...page,
      data: rows.map(({ r, lokasi }) => ({
        tanggal: r.tanggal,
        tingkat_id: r.k,
        lokasi,
        populasi: r.populasi,
        kematian: r.kematian,
        usia: r.usia,
        pakan: Number(r.pakan),
        feed_intake: num(r.fi),
      })),
      totals: { pakan: s.pakan, kematian: s.kematian, feed_intake: s.fi },
    };
  }

  /** Production report: rows with the 13 fields of part 1 §3; totals with the §9 formulas on the sums. */
  async productionReport(q: ProductionReportQuery): Promise<ProductionReportDto> {
    const places = (await this.coop.bagianLokasi()).map((p) => ({ id: p.bagian_id, lokasi: p.lokasi }));
    const { rows, page, sums: s } = await this.located('bagian', q, q.bagian_id, places, 'Bagian tidak ditemukan.');
    return {
      ...page,
      data: rows.map(({ r, lokasi }) => ({ tanggal: r.tanggal, bagian_id: r.k, lokasi, ...dayFigures(r) })),
      totals: {
        kematian: s.kematian,
        kg_telur: s.kg,
        butir_telur: s.butir,
        total_pakan: s.pakan,
        avg_telur_gram: s.avg_telur_gram,
        fi: s.fi,
        fcr: s.fcr,
        prod_persen: s.prod_persen,
      },
    };
  }

  /**
   * One page of the active rows of a report level, in date then coop order (`places` is in coop
   * order), each with its location label, with the row count and the sums of the whole range.
   * 404 `notFound` when `id` is not one of the tenant's places.
   *
   * First one grouped query counts the rows of each day and sums the range (grouping set ()), with
   * the §9 ratios of the sums (ratioColumns), then the page's rows are read from the days it spans
   * only: a page of a year of 300 tingkat reads one or two days, not 109,500 rows.
   */
  private async located(level: 'tingkat' | 'bagian', q: ReportRangeQuery, id: number | undefined, places: Array<{ id: number; lokasi: string }>, notFound: string) {
    const range = resolveRange(q.start_date, q.to_date, 7, { maxDays: MAX_REPORT_DAYS });
    if (id !== undefined && !places.some((p) => p.id === id)) throw new NotFoundException(notFound);
    const size = q.page_size ?? null;
    const pageNo = size === null ? 1 : (q.page ?? 1);
    // A year of 300 tingkat groups 109,500 rows: let the grouping hash in memory (this transaction only).
    await execute(this.ctx.manager, `select set_config('work_mem', '32MB', true)`);
    const days = await queryRows(
      this.ctx.manager,
      DaySums,
      `select g.*, ${ratioColumns({ populasi: 'g.populasi', pakan: 'g.pakan', kg_telur: 'g.kg', butir: 'g.butir' })}
         from (select to_char(r.tanggal, 'YYYY-MM-DD') as tanggal, count(*)::integer as n,
                      coalesce(sum(r.populasi), 0) as populasi, coalesce(sum(r.pakan), 0) as pakan, coalesce(sum(r.kematian), 0) as kematian,
                      coalesce(sum(r.kg_telur), 0) as kg, coalesce(sum(r.butir), 0) as butir
                 from (${dailyFiguresSql(level)}) r
                group by grouping sets ((r.tanggal), ())) g
        order by g.tanggal nulls first`,
      [this.ctx.tenantId, range.from, range.to, id ?? null],
    );
    const [grand, ...perDay] = days;
    const window = size === null ? { from: range.from, to: range.to, offset: 0 } : pageWindow(perDay, (pageNo - 1) * size, size);
    const rows = !window
      ? []
      : await queryRows(
          this.ctx.manager,
          DailyMetricsRow,
          `with r as (${dailyFiguresSql(level)})
           select ${metricsColumns('r')}
             from r left join unnest($5::integer[]) with ordinality as o(k, pos) on o.k = r.k
            order by r.tanggal, o.pos limit $6 offset $7`,
          [this.ctx.tenantId, window.from, window.to, id ?? null, places.map((p) => p.id), size, window.offset],
        );
    const lokasi = new Map(places.map((p) => [p.id, p.lokasi]));
    return {
      rows: rows.map((r) => ({ r, lokasi: lokasi.get(r.k) ?? '' })),
      page: { total: grand.n, page: pageNo, page_size: size },
      sums: {
        pakan: Number(grand.pakan),
        kematian: Number(grand.kematian),
        kg: Number(grand.kg),
        butir: Number(grand.butir),
        fi: num(grand.fi),
        fcr: num(grand.fcr),
        prod_persen: num(grand.prod_persen),
        avg_telur_gram: num(grand.avg_telur_gram),
      },
    };
  }
}

/**
 * Row count, sums and §9 ratios of the sums of one day (tanggal null: the whole range), numerics as
 * pg sends them: populasi (bird-days), kematian and butir are sums of integers (bigint), pakan and
 * kg (eggs) kg.
 */
const DaySums = row({
  tanggal: pg.date.nullable(),
  n: pg.int,
  populasi: pg.int8,
  pakan: pg.numeric,
  kematian: pg.int8,
  kg: pg.numeric,
  butir: pg.int8,
  ...ratioRow,
});

/**
 * The days holding rows offset..offset+size−1 of the report (rows in date order, `days` with their
 * row counts, oldest first) and the offset of the first of those rows within its first day; null
 * when the page lies past the last row.
 */
export function pageWindow(days: Array<{ tanggal: string | null; n: number }>, offset: number, size: number): { from: string; to: string; offset: number } | null {
  let before = 0;
  let first: { tanggal: string; offset: number } | null = null;
  for (const d of days) {
    if (!first && before + d.n > offset) first = { tanggal: d.tanggal as string, offset: offset - before };
    before += d.n;
    if (first && before >= offset + size) return { from: first.tanggal, to: d.tanggal as string, offset: first.offset };
  }
  return first && { from: first.tanggal, to: days[days.length - 1].tanggal as string, offset: first.offset };
}

import { Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import { BREED_STANDARD, breedWeek } from '../breed-standard/breed-standard';
import { today } from '../chickens/population.service';
import { DailyMetricsRow, dayFigures, num } from '../reports/daily-metrics.sql';
import { ReportsService, resolveRange } from '../reports/reports.service';
import { DashboardSummaryDto, DashboardTableQuery, DashboardTableRowDto } from './dto/dashboard.dto';

const FIRST_STANDARD_WEEK = BREED_STANDARD[0].age_weeks;

/** Breed standard bands for an age in whole weeks (null without birds or before the first week of the standard). */
export function standardFor(usia: number | null) {
  if (usia === null || usia < FIRST_STANDARD_WEEK) return { std_prod_min: null, std_prod_max: null, std_fi_min: null, std_fi_max: null, std_egg_g: null };
  const w = breedWeek(usia);
  return {
    std_prod_min: w.hen_day_pct_min,
    std_prod_max: w.hen_day_pct_max,
    std_fi_min: w.feed_g_per_bird_day_min,
    std_fi_max: w.feed_g_per_bird_day_max,
    std_egg_g: w.egg_weight_g,
  };
}

/**
 * The farm at a glance (spec part 1 §2.5, §3, §9): today's summary and one row per day, from the
 * same SQL as the reports (ReportsService.farmDaily).
 */
@Injectable()
export class DashboardService {
  constructor(private readonly reports: ReportsService) {}

  /** The farm on `tanggal` (default today) with the feed used on each of the 7 days up to it. */
  async summary(tanggal = today()): Promise<DashboardSummaryDto> {
    const from = dayjs(tanggal).subtract(6, 'day').format('YYYY-MM-DD');
    const rows = await this.reports.farmDaily(from, tanggal);
    const d = rows[rows.length - 1];
    return {
      tanggal,
      populasi: d.populasi,
      usia: d.usia,
      kematian_hari_ini: d.kematian,
      total_pakan: Number(d.pakan),
      feed_intake: num(d.fi),
      total_butir: d.butir,
      total_berat_telur: Number(d.kg_telur),
      avg_telur_gram: num(d.avg_telur_gram),
      fcr: num(d.fcr),
      produksi_persen: num(d.prod_persen),
      pakan_7_hari: rows.map((r) => ({ tanggal: r.tanggal, pakan: Number(r.pakan) })),
    };
  }

  /** One row per day of the range (default the last 10 days), oldest first. */
  async table(q: DashboardTableQuery): Promise<DashboardTableRowDto[]> {
    const { from, to } = resolveRange(q.start_date, q.to_date, 10);
    const rows = await this.reports.farmDaily(from, to);
    return rows.map((r: DailyMetricsRow) => ({
      tanggal: r.tanggal,
      ...dayFigures(r),
      ...standardFor(r.usia),
    }));
  }
}

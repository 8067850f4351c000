import { Injectable } from '@nestjs/common';
import { addDays, MAX_REPORT_DAYS, resolveRange, today } from '../../common/dates/farm-day';
import { BreedStandardService, DEFAULT_BREED } from '../breed-standard/breed-standard.service';
import { ReportsService } from '../reports/reports.service';
import { DashboardSummaryDto, DashboardTableQuery, DashboardTableRowDto } from './dto/dashboard.dto';

/**
 * The farm at a glance (spec part 1 §2.5, §3, §9): today's summary and one row per day, from the
 * same SQL as the reports (ReportsService.farmDaily), with the breed standard bands for the age and the breed of the birds
 * (the farm's majority breed that day, docs/adr/0029-flock-breed.md).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly reports: ReportsService,
    private readonly standard: BreedStandardService,
  ) {}

  /** The farm on `tanggal` (default today) with the feed used on each of the 7 days up to it. */
  async summary(tanggal = today()): Promise<DashboardSummaryDto> {
    const rows = await this.reports.farmDaily(addDays(tanggal, -6), tanggal);
    const d = rows[rows.length - 1];
    return {
      tanggal,
      populasi: d.populasi,
      usia: d.usia,
      kematian_hari_ini: d.kematian,
      total_pakan: d.total_pakan,
      feed_intake: d.fi,
      total_butir: d.butir_telur,
      total_berat_telur: d.kg_telur,
      avg_telur_gram: d.avg_telur_gram,
      fcr: d.fcr,
      produksi_persen: d.prod_persen,
      pakan_7_hari: rows.map((r) => ({ tanggal: r.tanggal, pakan: r.total_pakan })),
    };
  }

  /** One row per day of the range (default the last 10 days), oldest first. 400 bad order or more than 731 days. */
  async table(q: DashboardTableQuery): Promise<DashboardTableRowDto[]> {
    const { from, to } = resolveRange(q.start_date, q.to_date, 10, { maxDays: MAX_REPORT_DAYS });
    const rows = await this.reports.farmDaily(from, to);
    const breeds = await this.standard.farmBreedDaily(from, to);
    return rows.map((r) => {
      const breed = breeds.get(r.tanggal) ?? DEFAULT_BREED;
      return { ...r, ...this.standard.bandsFor(r.usia, breed), breed };
    });
  }
}

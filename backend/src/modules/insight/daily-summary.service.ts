import { Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { addDays, DAY_FORMAT, today } from '../../common/dates/farm-day';
import { pg, queryOne, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { WarningsService } from './warnings.service';
import { FeedStockService } from '../feed-stock/feed-stock.service';
import { ReportsService } from '../reports/reports.service';
import { DailySummaryDto } from './dto/daily-summary.dto';

const FarmRow = row({ nama: pg.text });

/** A number in Indonesian form with at most `decimals` decimals ('1.234,5'); '-' for null. */
const num = (v: number | null, decimals = 0) => (v === null ? '-' : v.toLocaleString('id-ID', { maximumFractionDigits: decimals }));

/**
 * Days the feed stock lasts (spec part 1 §9, the dashboard's 'Estimasi pakan habis'): stock ÷ the
 * mean use of the days with use among the last 7, rounded up; 0 when nothing is left; null
 * without use. Grams keep the sum exact.
 */
export function stockDays(stockKg: number, last7: number[]): number | null {
  const used = last7.filter((kg) => kg > 0).map((kg) => Math.round(kg * 1000));
  if (!used.length) return null;
  if (stockKg <= 0) return 0;
  const total = used.reduce((s, g) => s + g, 0);
  return Math.ceil((Math.round(stockKg * 1000) * used.length) / total - 1e-9);
}

/**
 * The farm's day in a few lines to send on WhatsApp (issue #24 'A daily summary to send'):
 * population, deaths, feed, eggs kg and butir, HD %, FCR, the days of feed stock and the number of
 * warnings of the day, from the same figures as the dashboard (ReportsService.farmDaily,
 * FeedStockService.metrics, WarningsService.warnings for the caller's places). The server only
 * composes the text; it sends nothing.
 */
@Injectable()
export class DailySummaryService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly reports: ReportsService,
    private readonly feed: FeedStockService,
    private readonly warnings: WarningsService,
  ) {}

  /** The summary of `date` (default yesterday). */
  async summary(date = addDays(today(), -1)): Promise<DailySummaryDto> {
    const week = await this.reports.farmDaily(addDays(date, -6), date);
    const d = week[week.length - 1];
    const stock = (await this.feed.metrics(addDays(date, 1))).stock_kg;
    const farm = (await queryOne(this.ctx.manager, FarmRow, 'select nama from tenants where id = $1', [this.ctx.tenantId]))?.nama ?? '';
    const figures = {
      date,
      farm,
      populasi: d.populasi,
      kematian: d.kematian,
      pakan_kg: d.total_pakan,
      telur_kg: d.kg_telur,
      telur_butir: d.butir_telur,
      hd_persen: d.prod_persen,
      fcr: d.fcr,
      stok_pakan_kg: stock,
      stok_hari: stockDays(stock, week.map((w) => w.total_pakan)),
      peringatan: (await this.warnings.warnings(date)).warnings.length,
    };
    return { ...figures, text: summaryText(figures) };
  }
}

/** The message: a bold title, the day, then one figure per line (WhatsApp formatting). */
export function summaryText(f: Omit<DailySummaryDto, 'text'>): string {
  const day = dayjs(f.date, DAY_FORMAT).locale('id').format('dddd, DD/MM/YYYY');
  return [
    `*Ringkasan ${f.farm}*`,
    day,
    `Populasi: ${num(f.populasi)} ekor`,
    `Kematian: ${num(f.kematian)} ekor`,
    `Pakan: ${num(f.pakan_kg, 3)} kg`,
    `Telur: ${num(f.telur_kg, 3)} kg (${num(f.telur_butir)} butir)`,
    `HD: ${f.hd_persen === null ? '-' : `${num(f.hd_persen, 2)} %`}`,
    `FCR: ${num(f.fcr, 2)}`,
    `Stok pakan: ${num(f.stok_pakan_kg, 3)} kg${f.stok_hari === null ? '' : ` (cukup ± ${num(f.stok_hari)} hari)`}`,
    `Peringatan: ${f.peringatan === 0 ? 'tidak ada' : num(f.peringatan)}`,
  ].join('\n');
}

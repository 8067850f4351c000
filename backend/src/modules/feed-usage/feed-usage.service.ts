import { Injectable } from '@nestjs/common';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CoopService } from '../coop/coop.service';
import { DayTable, kg3, loadDay, replaceDay, SaveResultDto, storedOrEmpty } from '../../common/daily-entries/day-entries';
import { FeedStockService } from '../feed-stock/feed-stock.service';
import { FeedUsageRowDto, FeedUsageSaveDto } from './dto/feed-usage.dto';

const FEED: DayTable = {
  table: 'transaksi_pakan',
  key: 'tingkat_id',
  level: 'tingkat',
  columns: [
    { name: 'pakan_pagi', type: 'numeric' },
    { name: 'pakan_sore', type: 'numeric' },
  ],
};

/**
 * Daily feed usage per tingkat (spec part 1 §2.6, §3 'Feed usage row', §7; DESIGN §5 'Daily
 * entries'): pakan_pagi and pakan_sore in kg with 3 decimals, one row per (tanggal, tingkat).
 */
@Injectable()
export class FeedUsageService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly coop: CoopService,
    private readonly feedStock: FeedStockService,
  ) {}

  /** One row per tingkat of the tenant (coop order) with that day's kg; 0 where nothing is entered. */
  async day(tanggal: string): Promise<FeedUsageRowDto[]> {
    const values = await loadDay(this.ctx.manager, this.ctx.tenantId, FEED, tanggal);
    return (await this.coop.tingkatLokasi()).map((t) => {
      const { values: [pagi, sore], version } = storedOrEmpty(FEED, values, t.tingkat_id);
      return { tingkat_id: t.tingkat_id, jalur: t.jalur, bagian: t.bagian, tingkat: t.tingkat, lokasi: t.lokasi, pakan_pagi: pagi, pakan_sore: sore, version };
    });
  }

  /**
   * Replaces the day's values of the tingkat sent (kg, rounded to 3 decimals) and, in the same
   * transaction, posts the day's feed expense (Dr Beban Pakan / Cr Persediaan Pakan at the average
   * cost) or its correction, with the corrections of later days whose cost changed
   * (FeedStockService.syncBooks, ADR 0008). 400/404, or 409 for a row changed since the version
   * sent (ADR 0010), 422 'Periode sampai dd/mm/yyyy sudah ditutup.' for a day on or before the
   * lock date (month close): nothing is saved or posted.
   */
  async save(body: FeedUsageSaveDto): Promise<SaveResultDto> {
    // Month close: a day's usage posts its cost on that day, so a closed day cannot change (422).
    await this.feedStock.assertOpen(body.tanggal);
    const entries = body.data.map((r) => ({ id: r.tingkat_id, values: [kg3(r.pakan_pagi), kg3(r.pakan_sore)], version: r.version }));
    const rowsOf = async (ids: number[]) => (await this.day(body.tanggal)).filter((r) => ids.includes(r.tingkat_id));
    const saved = await replaceDay(this.ctx.manager, this.ctx.tenantId, FEED, body.tanggal, entries, rowsOf);
    if (saved) await this.feedStock.syncBooks();
    return { success: true, tanggal: body.tanggal, saved };
  }
}

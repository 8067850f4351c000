import { Injectable } from '@nestjs/common';
import { addDays, today } from '../../common/dates/farm-day';
import { execute, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { compareNames } from '../../common/names';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { BreedStandardService, StandardBands } from '../breed-standard/breed-standard.service';
import { FeedStockService } from '../feed-stock/feed-stock.service';
import { WARNING_RULES, WarningDto, WarningsDto, WarningSettingsDto } from './dto/warnings.dto';
import { RULE_TITLES, RULE_UNITS, stockMessage, warningMessage } from './warnings.messages';
import { WARNINGS_SQL, WarningRow } from './warnings.sql';

/** The thresholds of issue #24 'Early warnings', used while a farm has saved none. */
export const DEFAULT_WARNING_SETTINGS: WarningSettingsDto = {
  hd_selisih_poin: 3,
  hd_hari: 3,
  konsumsi_turun_persen: 10,
  mati_harian_persen: 0.1,
  mati_mingguan_persen: 0.2,
  berat_telur_hari: 5,
  berat_telur_toleransi_g: 1,
  stok_pakan_hari: 2,
};

const SettingsRow = row({
  hd_selisih_poin: pg.numeric,
  hd_hari: pg.int,
  konsumsi_turun_persen: pg.numeric,
  mati_harian_persen: pg.numeric,
  mati_mingguan_persen: pg.numeric,
  berat_telur_hari: pg.int,
  berat_telur_toleransi_g: pg.numeric,
  stok_pakan_hari: pg.int,
});

/** The weeks of the standard handed to the statement (18 … 100, the weeks of breed-standard.ts). */
const FIRST_WEEK = 18;
const LAST_WEEK = 100;

/** The egg weight band of a standard week (g); W-80 Plus publishes one figure, which is then both ends. */
type EggBand = { std_egg_g_min?: number | null; std_egg_g_max?: number | null };

/**
 * Early warnings (issue #24 'Early warnings'; docs/adr/0031-early-warnings.md): the rules of one
 * day for every tingkat, bagian and the farm, and the farm's thresholds.
 */
@Injectable()
export class WarningsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly standard: BreedStandardService,
    private readonly feedStock: FeedStockService,
  ) {}

  /** The farm's thresholds, or the defaults while none are saved. */
  async settings(): Promise<WarningSettingsDto> {
    const r = await queryOne(
      this.ctx.manager,
      SettingsRow,
      `select hd_selisih_poin, hd_hari, konsumsi_turun_persen, mati_harian_persen, mati_mingguan_persen, berat_telur_hari, berat_telur_toleransi_g, stok_pakan_hari
         from insight_warning_settings where tenant_id = $1`,
      [this.ctx.tenantId],
    );
    if (!r) return { ...DEFAULT_WARNING_SETTINGS };
    return {
      ...r,
      hd_selisih_poin: Number(r.hd_selisih_poin),
      konsumsi_turun_persen: Number(r.konsumsi_turun_persen),
      mati_harian_persen: Number(r.mati_harian_persen),
      mati_mingguan_persen: Number(r.mati_mingguan_persen),
      berat_telur_toleransi_g: Number(r.berat_telur_toleransi_g),
    };
  }

  /** Saves every threshold (admin; the DTO has checked each range) and returns them. */
  async saveSettings(body: WarningSettingsDto): Promise<WarningSettingsDto> {
    const s = body;
    await execute(
      this.ctx.manager,
      `insert into insight_warning_settings (tenant_id, hd_selisih_poin, hd_hari, konsumsi_turun_persen, mati_harian_persen, mati_mingguan_persen,
                                             berat_telur_hari, berat_telur_toleransi_g, stok_pakan_hari)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (tenant_id) do update set hd_selisih_poin = excluded.hd_selisih_poin, hd_hari = excluded.hd_hari,
         konsumsi_turun_persen = excluded.konsumsi_turun_persen, mati_harian_persen = excluded.mati_harian_persen,
         mati_mingguan_persen = excluded.mati_mingguan_persen, berat_telur_hari = excluded.berat_telur_hari,
         berat_telur_toleransi_g = excluded.berat_telur_toleransi_g, stok_pakan_hari = excluded.stok_pakan_hari,
         updated_by = app_current_user(), updated_at = now()`,
      [this.ctx.tenantId, s.hd_selisih_poin, s.hd_hari, s.konsumsi_turun_persen, s.mati_harian_persen, s.mati_mingguan_persen, s.berat_telur_hari, s.berat_telur_toleransi_g, s.stok_pakan_hari],
    );
    return this.settings();
  }

  /**
   * The warnings of day `date` (default the farm's today): the day-book rules in one statement
   * (WARNINGS_SQL), then the farm's feed stock. An abk gets only the warnings of the bagian where
   * they made an entry in the 30 days up to `date`, and the farm's; admin and owner get all.
   * Sorted by rule, then in coop order.
   */
  async warnings(date = today()): Promise<WarningsDto> {
    const s = await this.settings();
    const std = this.standardArrays();
    const rows = await queryRows(this.ctx.manager, WarningRow, WARNINGS_SQL, [
      this.ctx.tenantId,
      date,
      this.ctx.role === 'abk' ? this.ctx.userId : null,
      s.hd_selisih_poin,
      s.hd_hari,
      s.konsumsi_turun_persen,
      s.mati_harian_persen,
      s.mati_mingguan_persen,
      s.berat_telur_hari,
      s.berat_telur_toleransi_g,
      std.week,
      std.hdMin,
      std.hdMax,
      std.eggLo,
      std.eggHi,
      std.breed,
    ]);
    const rank = (w: WarningDto) => WARNING_RULES.indexOf(w.rule);
    const names = (w: WarningDto) => [w.lokasi, w.plant, w.jalur, w.bagian, w.tingkat].map((n) => n ?? '');
    const byPlace = (a: WarningDto, b: WarningDto) => {
      const [x, y] = [names(a), names(b)];
      for (let i = 0; i < x.length; i++) {
        const c = compareNames(x[i], y[i]);
        if (c) return c;
      }
      return 0;
    };
    const warnings = rows.map((r) => this.fromRow(r, s, date));
    const stock = await this.stockWarning(date, s.stok_pakan_hari);
    if (stock) warnings.push(stock);
    warnings.sort((a, b) => rank(a) - rank(b) || byPlace(a, b));
    return { date, warnings };
  }

  private fromRow(r: WarningRow, s: WarningSettingsDto, date: string): WarningDto {
    const place = { lokasi_id: r.lokasi_id, lokasi: r.lokasi, plant_id: r.plant_id, plant: r.plant, jalur_id: r.jalur_id, jalur: r.jalur, bagian_id: r.bagian_id, bagian: r.bagian };
    return {
      rule: r.rule,
      title: RULE_TITLES[r.rule],
      level: r.tingkat_id === null ? 'bagian' : 'tingkat',
      ...place,
      tingkat_id: r.tingkat_id,
      tingkat: r.tingkat,
      message: warningMessage(r, s, date),
      value: r.value === null ? null : Number(r.value),
      limit: r.bound === null ? null : Number(r.bound),
      unit: RULE_UNITS[r.rule],
    };
  }

  /**
   * Feed stock run-out (farm): stock at the end of `date` / mean feed use of the 7 days up to it
   * with use (days of 0 ignored), rounded up, as the dashboard's estimate (spec part 1 §9). Fires
   * at `limitDays` days or fewer; none without any use in those days.
   */
  private async stockWarning(date: string, limitDays: number): Promise<WarningDto | null> {
    const used = (await this.feedStock.dailyUsage(addDays(date, -6), date)).filter((u) => u.kg > 0);
    if (!used.length) return null;
    const { stock_kg } = await this.feedStock.metrics(addDays(date, 1));
    const total = used.reduce((sum, u) => sum + u.kg, 0);
    // days = ceil(stock / mean) ≤ limit ⇔ stock × count ≤ limit × total (no rounding of a quotient).
    if (stock_kg * used.length > limitDays * total + 1e-9) return null;
    const mean = total / used.length;
    const days = stock_kg <= 0 ? 0 : Math.ceil(stock_kg / mean - 1e-9);
    return {
      rule: 'stok_pakan',
      title: RULE_TITLES.stok_pakan,
      level: 'farm',
      lokasi_id: null,
      lokasi: null,
      plant_id: null,
      plant: null,
      jalur_id: null,
      jalur: null,
      bagian_id: null,
      bagian: null,
      tingkat_id: null,
      tingkat: null,
      message: stockMessage(stock_kg, days, mean, limitDays),
      value: days,
      limit: limitDays,
      unit: RULE_UNITS.stok_pakan,
    };
  }

  /** The breed standard as the arrays of WARNINGS_SQL: one entry per week (and breed) with the HD band and the egg weight band (g). */
  private standardArrays() {
    const out = { week: [] as number[], hdMin: [] as number[], hdMax: [] as number[], eggLo: [] as number[], eggHi: [] as number[], breed: [] as string[] };
    for (let w = FIRST_WEEK; w <= LAST_WEEK; w++) {
      const b: StandardBands & EggBand = this.standard.bandsFor(w);
      if (b.std_prod_min === null || b.std_prod_max === null || b.std_egg_g === null) continue;
      out.week.push(w);
      out.hdMin.push(b.std_prod_min);
      out.hdMax.push(b.std_prod_max);
      out.eggLo.push(b.std_egg_g_min ?? b.std_egg_g);
      out.eggHi.push(b.std_egg_g_max ?? b.std_egg_g);
      out.breed.push('hyline_w80');
    }
    return out;
  }
}

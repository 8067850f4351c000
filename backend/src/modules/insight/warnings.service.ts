import { Injectable } from '@nestjs/common';
import { dayBookSql } from '../../common/daily-entries/day-book';
import { addDays, today } from '../../common/dates/farm-day';
import { execute, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { BREED_CODES, BreedStandardService } from '../breed-standard/breed-standard.service';
import { FeedStockService } from '../feed-stock/feed-stock.service';
import { StockItemsService } from '../stock-items/stock-items.service';
import { WarningDto, WarningsDto, WarningSettingsDto } from './dto/warnings.dto';
import { itemStockMessage, RULE_TITLES, RULE_UNITS, stockMessage, warningMessage } from './warnings.messages';
import { WarningRow } from './warnings.rows';
import { compareWarnings, itemRunOut, stockRunOut } from './warnings.rules';

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
    private readonly stockItems: StockItemsService,
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
   * (below), then the farm's feed stock. An abk gets only the warnings of the bagian where
   * they made an entry in the 30 days up to `date`, and the farm's; admin and owner get all.
   * Sorted by rule, then in coop order.
   *
   * Shape: the places (`tk`) × the 9 days D−8 … D (`days`) joined to the day book of those days
   * (`dayBookSql`: the rows of the range, the last row's birds carried past the tingkat's last entry
   * with no feed and no deaths, ADR 0005); the tingkat figures are folded into one
   * row per tingkat with FILTER aggregates (`t_rules`), the bagian days get their eggs
   * (`transaksi_telur`), their age and the breed standard of that age (`std`, handed in as arrays),
   * and are folded into one row per bagian (`b_rules`). Each rule is then one SELECT of those rows,
   * and the union is joined once to the coop names. No per-place query.
   *
   * Parameters: $1 tenant, $2 day D, $3 the abk's user id (only the bagian where that user made a
   * feed, egg or chicken entry in D−30 … D) or null for every place, $4 hd_selisih_poin, $5 hd_hari,
   * $6 konsumsi_turun_persen, $7 mati_harian_persen, $8 mati_mingguan_persen, $9 berat_telur_hari,
   * $10 berat_telur_toleransi_g, $11..$16 the standard as arrays (week, hd_min, hd_max, egg_lo,
   * egg_hi, breed).
   *
   * Boundaries: every comparison is strict, so a value exactly at its limit does not fire.
   */
  async warnings(date = today()): Promise<WarningsDto> {
    const s = await this.settings();
    const std = this.standardArrays();
    const rows = await queryRows(
      this.ctx.manager,
      WarningRow,
      `with tk as (
        select t.id as tingkat_id, t.bagian_id from tingkat t where t.tenant_id = $1
      ), days as (
        select d::date as tanggal from generate_series($2::date - 8, $2::date, interval '1 day') as d
      ), td as (
        select tk.tingkat_id, tk.bagian_id, days.tanggal, $2::date - days.tanggal as ago, coalesce(r.n, 0) as n, coalesce(r.h, 0) as h,
               coalesce(r.pakan, 0) as pakan, coalesce(r.mati, 0) as mati
          from tk cross join days
          left join ${dayBookSql('tk', '$2::date - 8', '$2::date')} r on r.tingkat_id = tk.tingkat_id and r.tanggal = days.tanggal
      ), t_rules as (
        select tingkat_id, bagian_id,
               max(n) filter (where ago = 0) as n0, max(n) filter (where ago = 1) as n1, max(n) filter (where ago = 7) as n7,
               max(pakan) filter (where ago = 0) as pakan0, max(pakan) filter (where ago = 1) as pakan1,
               max(mati) filter (where ago = 0) as mati0, sum(mati) filter (where ago between 0 and 6) as mati7,
               avg(pakan / n * 1000) filter (where ago between 1 and 7 and pakan > 0 and n > 0) as fi_mean,
               count(*) filter (where ago between 1 and 7 and pakan > 0 and n > 0) as fi_days
          from td group by tingkat_id, bagian_id
      ), bd as (
        select bagian_id, tanggal, ago, sum(n) as n,
               case when sum(n) > 0 then floor(round((tanggal - date '1970-01-01') - sum(h) / sum(n), 3) / 7)::integer end as usia
          from td group by bagian_id, tanggal, ago
      ), eg as (
        select tt.bagian_id, tt.tanggal, tt.grade_a + tt.grade_b + tt.grade_c as kg, tt.butir_a + tt.butir_b + tt.butir_c as butir
          from transaksi_telur tt where tt.tenant_id = $1 and tt.tanggal between $2::date - 8 and $2::date
      ), std as (
        select * from unnest($11::integer[], $12::numeric[], $13::numeric[], $14::numeric[], $15::numeric[], $16::text[]) as s(week, hd_min, hd_max, egg_lo, egg_hi, breed)
      ), breed as (
        select bb.bagian_id, bb.breed from bagian_breed_on($2::date) bb
      ), bdx as (
        select bd.bagian_id, bd.ago, bd.n, eg.kg, eg.butir, eg.bagian_id is not null as has_egg, s.hd_min, s.hd_max, s.egg_lo, s.egg_hi
          from bd
          left join eg on eg.bagian_id = bd.bagian_id and eg.tanggal = bd.tanggal
          left join breed br on br.bagian_id = bd.bagian_id
          left join std s on s.breed = br.breed and s.week = least(bd.usia, (select max(week) from std))
      ), b_rules as (
        select bagian_id,
               count(*) filter (where ago < $5::integer and has_egg and n > 0 and hd_min is not null and butir * 100 < (hd_min - $4::numeric) * n) as hd_days,
               max(butir * 100.0 / nullif(n, 0)) filter (where ago = 0) as hd0,
               max(hd_min) filter (where ago = 0) as hd_min0,
               count(*) filter (where ago < $9::integer and has_egg and butir > 0 and egg_lo > 0
                                  and (kg * 1000 < (egg_lo - $10::numeric) * butir or kg * 1000 > (egg_hi + $10::numeric) * butir)) as egg_days,
               max(kg * 1000 / nullif(butir, 0)) filter (where ago = 0) as egg0,
               max(egg_lo) filter (where ago = 0) as egg_lo0, max(egg_hi) filter (where ago = 0) as egg_hi0,
               bool_or(ago = 1 and n > 0 and not has_egg and hd_max > 0) as egg_missing,
               max(n) filter (where ago = 1) as n1
          from bdx group by bagian_id
      ), w as (
        select 'hd_rendah' as rule, null::integer as tingkat_id, bagian_id, round(hd0, 1) as value, hd_min0 - $4::numeric as bound, hd_min0 as ref,
               null::integer as birds, null::integer as deaths
          from b_rules where hd_days = $5::integer
        union all
        select 'berat_telur', null, bagian_id, round(egg0, 1),
               case when egg0 < egg_lo0 then egg_lo0 - $10::numeric else egg_hi0 + $10::numeric end,
               case when egg0 < egg_lo0 then egg_lo0 else egg_hi0 end, null, null
          from b_rules where egg_days = $9::integer
        union all
        select 'konsumsi_turun', tingkat_id, bagian_id, round(pakan0 / n0 * 1000, 1), round(fi_mean * (1 - $6::numeric / 100), 1), round(fi_mean, 1), n0, null
          from t_rules where pakan0 > 0 and n0 > 0 and fi_days >= 3 and pakan0 / n0 * 1000 < fi_mean * (1 - $6::numeric / 100)
        union all
        select 'kematian_harian', tingkat_id, bagian_id, round(mati0 * 100.0 / n1, 3), $7::numeric, null, n1, mati0
          from t_rules where n1 > 0 and mati0 > 0 and mati0 * 100 > $7::numeric * n1
        union all
        select 'kematian_mingguan', tingkat_id, bagian_id, round(mati7 * 100.0 / n7, 3), $8::numeric, null, n7, mati7::integer
          from t_rules where n7 > 0 and mati7 > 0 and mati7 * 100 > $8::numeric * n7
        union all
        select 'input_pakan_kosong', tingkat_id, bagian_id, null, null, null, n1, null from t_rules where n1 > 0 and pakan1 = 0
        union all
        select 'input_telur_kosong', null, bagian_id, null, null, null, n1::integer, null from b_rules where egg_missing
      ), scope as (
        select t.bagian_id from transaksi_pakan tp join tingkat t on t.tenant_id = tp.tenant_id and t.id = tp.tingkat_id
         where tp.tenant_id = $1 and tp.created_by = $3::uuid and tp.tanggal between $2::date - 30 and $2::date
        union
        select tt.bagian_id from transaksi_telur tt where tt.tenant_id = $1 and tt.created_by = $3::uuid and tt.tanggal between $2::date - 30 and $2::date
        union
        select t.bagian_id from transaksi_ayam ta join tingkat t on t.tenant_id = ta.tenant_id and t.id in (ta.asal_tingkat_id, ta.tujuan_tingkat_id)
         where ta.tenant_id = $1 and ta.created_by = $3::uuid and ta.tanggal between $2::date - 30 and $2::date
      )
      select w.rule, l.id as lokasi_id, l.nama as lokasi, p.id as plant_id, p.nama as plant, j.id as jalur_id, j.nama as jalur,
             b.id as bagian_id, b.nama as bagian, t.id as tingkat_id, t.nama as tingkat, w.value, w.bound, w.ref, w.birds, w.deaths
        from w
        join bagian b on b.tenant_id = $1 and b.id = w.bagian_id
        join jalur j on j.tenant_id = $1 and j.id = b.jalur_id
        join plant p on p.tenant_id = $1 and p.id = j.plant_id
        join lokasi l on l.tenant_id = $1 and l.id = p.lokasi_id
        left join tingkat t on t.tenant_id = $1 and t.id = w.tingkat_id
       where $3::uuid is null or w.bagian_id in (select bagian_id from scope)`,
      [
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
      ],
    );
    const warnings = rows.map((r) => this.fromRow(r, s, date));
    const stock = await this.stockWarning(date, s.stok_pakan_hari);
    if (stock) warnings.push(stock);
    warnings.sort(compareWarnings);
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
   * at `limitDays` days or fewer; none without any use in those days. A farm feeding two or more
   * feed items (issue #37) is warned of the item that runs out first instead (warnings.rules
   * itemRunOut, from the stock per item).
   */
  private async stockWarning(date: string, limitDays: number): Promise<WarningDto | null> {
    const used = (await this.feedStock.dailyUsage(addDays(date, -6), date)).map((u) => u.kg);
    if (!used.some((kg) => kg > 0)) return null;
    const perItem = itemRunOut(await this.stockItems.stock(date), limitDays);
    if (perItem !== undefined) return perItem && this.stockWarningOf(itemStockMessage(perItem, limitDays), perItem.days_left ?? 0, limitDays);
    const { stock_kg } = await this.feedStock.metrics(addDays(date, 1));
    const runOut = stockRunOut(used, stock_kg, limitDays);
    if (!runOut) return null;
    const { days, meanKg } = runOut;
    return this.stockWarningOf(stockMessage(stock_kg, days, meanKg, limitDays), days, limitDays);
  }

  /** The farm-level feed stock warning with its message and the days the stock lasts. */
  private stockWarningOf(message: string, days: number, limitDays: number): WarningDto {
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
      message,
      value: days,
      limit: limitDays,
      unit: RULE_UNITS.stok_pakan,
    };
  }

  /**
   * The breed standards as the arrays of the statement: one entry per breed and week with the HD
   * band (%) and the egg weight band (g; W-80 Plus publishes one figure, then both ends).
   */
  private standardArrays() {
    const out = { week: [] as number[], hdMin: [] as number[], hdMax: [] as number[], eggLo: [] as number[], eggHi: [] as number[], breed: [] as string[] };
    for (const breed of BREED_CODES) {
      for (let w = FIRST_WEEK; w <= LAST_WEEK; w++) {
        const b = this.standard.bandsFor(w, breed);
        if (b.std_prod_min === null || b.std_prod_max === null || b.std_egg_g_min === null || b.std_egg_g_max === null) continue;
        out.week.push(w);
        out.hdMin.push(b.std_prod_min);
        out.hdMax.push(b.std_prod_max);
        out.eggLo.push(b.std_egg_g_min);
        out.eggHi.push(b.std_egg_g_max);
        out.breed.push(breed);
      }
    }
    return out;
  }
}

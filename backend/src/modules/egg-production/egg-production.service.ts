import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { execute, pg, queryOne, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { BREED_CODES, DEFAULT_BREED } from '../breed-standard/breed-standard.service';
import { CoopService } from '../coop/coop.service';
import { DayTable, kg3, loadDay, replaceDay, SaveResultDto, storedOrEmpty } from '../../common/daily-entries/day-entries';
import { EggRowDto, EggSaveDto, EggSettingsDto, EggSettingsResponseDto, EggSettingsUpdateDto, EggWeightsDto } from './dto/egg-production.dto';
import { gradeWeight, mergeEggSettings, MIN_WEIGHED_DAYS, weightWindow } from './egg-production.rules';

const EGGS: DayTable = {
  table: 'transaksi_telur',
  key: 'bagian_id',
  level: 'bagian',
  columns: [
    { name: 'grade_a', type: 'numeric' },
    { name: 'grade_b', type: 'numeric' },
    { name: 'grade_c', type: 'numeric' },
    { name: 'butir_a', type: 'int' },
    { name: 'butir_b', type: 'int' },
    { name: 'butir_c', type: 'int' },
  ],
};

/**
 * Defaults of spec part 1 §9: auto on for B and C, off for A; nothing disabled; A 0.06, B 0.05, C
 * 0.05 kg per egg; the farm's default breed Hy-Line W-80 Plus (docs/adr/0029-flock-breed.md). The one definition: the settings endpoints serve it under `defaults`.
 */
export const DEFAULT_EGG_SETTINGS: Readonly<EggSettingsDto> = Object.freeze({
  auto_grade_a: false,
  auto_grade_b: true,
  auto_grade_c: true,
  disable_grade_a: false,
  disable_grade_b: false,
  disable_grade_c: false,
  weight_grade_a: 0.06,
  weight_grade_b: 0.05,
  weight_grade_c: 0.05,
  default_breed: DEFAULT_BREED,
});
const SETTING_KEYS = Object.keys(DEFAULT_EGG_SETTINGS) as Array<keyof EggSettingsDto>;

/** The saved egg settings (telur_settings): the flags, and the kg per egg of each grade (numeric(14,3)). */
const SettingsRow = row({
  auto_grade_a: pg.bool,
  auto_grade_b: pg.bool,
  auto_grade_c: pg.bool,
  disable_grade_a: pg.bool,
  disable_grade_b: pg.bool,
  disable_grade_c: pg.bool,
  weight_grade_a: pg.numeric,
  weight_grade_b: pg.numeric,
  weight_grade_c: pg.numeric,
  default_breed: z.enum(BREED_CODES),
});

/** Per grade: the median kg per egg of the weighed days (numeric, 3 decimals; null without any) and how many there were. */
const WeightsRow = row({
  median_a: pg.numeric.nullable(),
  median_b: pg.numeric.nullable(),
  median_c: pg.numeric.nullable(),
  days_a: pg.int,
  days_b: pg.int,
  days_c: pg.int,
});

/**
 * A grade's kg on a row was weighed, not computed: a count and a kg are both there and the kg is
 * not a whole number of grams per egg. An auto kg is count × a weight of whole grams (the settings
 * keep kg per egg to 3 decimals, and the median below is rounded to whole grams), so it always
 * divides; a weighed kg divides only by chance (about once in `butir` days).
 */
const weighed = (g: 'a' | 'b' | 'c') => `butir_${g} > 0 and grade_${g} > 0 and mod(round(grade_${g} * 1000), butir_${g}) <> 0`;

/**
 * Egg production per bagian and day by grade (spec part 1 §2.7, §3, §4.5, §7; DESIGN §5 'Daily
 * entries'): kg (3 decimals) and counts of grades A, B, C; and the tenant's egg settings.
 */
@Injectable()
export class EggProductionService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly coop: CoopService,
  ) {}

  /** One row per bagian (coop order) with that day's kg and counts; 0 where nothing is entered. */
  async day(tanggal: string): Promise<EggRowDto[]> {
    const values = await loadDay(this.ctx.manager, this.ctx.tenantId, EGGS, tanggal);
    return (await this.coop.bagianLokasi()).map((b) => {
      const { values: [grade_a, grade_b, grade_c, butir_a, butir_b, butir_c], version } = storedOrEmpty(EGGS, values, b.bagian_id);
      return { bagian_id: b.bagian_id, jalur: b.jalur, bagian: b.bagian, lokasi: b.lokasi, grade_a, grade_b, grade_c, butir_a, butir_b, butir_c, version };
    });
  }

  /**
   * Replaces the day's values of the bagian sent (kg to 3 decimals, counts truncated). 400/404, or
   * 409 for a row changed since the version sent (ADR 0010): nothing is saved.
   */
  async save(body: EggSaveDto): Promise<SaveResultDto> {
    const butir = (v: number | null | undefined) => Math.trunc(v ?? 0);
    const entries = body.data.map((r) => ({
      id: r.bagian_id,
      values: [kg3(r.grade_a), kg3(r.grade_b), kg3(r.grade_c), butir(r.butir_a), butir(r.butir_b), butir(r.butir_c)],
      version: r.version,
    }));
    const rowsOf = async (ids: number[]) => (await this.day(body.tanggal)).filter((r) => ids.includes(r.bagian_id));
    const saved = await replaceDay(this.ctx.manager, this.ctx.tenantId, EGGS, body.tanggal, entries, rowsOf);
    return { success: true, tanggal: body.tanggal, saved };
  }

  /** The tenant's egg settings (the defaults of §9 until saved once), with the defaults under `defaults`. */
  async settings(): Promise<EggSettingsResponseDto> {
    return { ...(await this.current()), defaults: { ...DEFAULT_EGG_SETTINGS } };
  }

  /** Saves the fields given (others keep their current value) and returns the whole settings, as GET does. */
  async updateSettings(body: EggSettingsUpdateDto): Promise<EggSettingsResponseDto> {
    const next = mergeEggSettings(await this.current(), body, SETTING_KEYS);
    await execute(
      this.ctx.manager,
      `insert into telur_settings (tenant_id, ${SETTING_KEYS.join(', ')}, updated_at)
       values ($1, ${SETTING_KEYS.map((_, i) => `$${i + 2}`).join(', ')}, now())
       on conflict (tenant_id) do update set ${SETTING_KEYS.map((k) => `${k} = excluded.${k}`).join(', ')}, updated_at = now()`,
      [this.ctx.tenantId, ...SETTING_KEYS.map((k) => next[k])],
    );
    return { ...next, defaults: { ...DEFAULT_EGG_SETTINGS } };
  }

  /**
   * The kg per egg each auto grade uses on `tanggal`: the median (percentile_cont 0.5, rounded to
   * whole grams) over the weighed days of the 14 days before it — a day's kg per egg is Σ kg ÷ Σ
   * butir of its weighed rows (see `weighed`) — when there are at least 3 such days; else the
   * weight of the settings.
   */
  async weights(tanggal: string): Promise<EggWeightsDto> {
    const { from, to } = weightWindow(tanggal);
    const perDay = (g: 'a' | 'b' | 'c') =>
      `sum(grade_${g}) filter (where ${weighed(g)}) / nullif(sum(butir_${g}) filter (where ${weighed(g)}), 0) as ${g}`;
    const median = (g: 'a' | 'b' | 'c') => `round((percentile_cont(0.5) within group (order by ${g}))::numeric, 3) as median_${g}, count(${g})::int as days_${g}`;
    const r = await queryOne(
      this.ctx.manager,
      WeightsRow,
      `with days as (
         select tanggal, ${perDay('a')}, ${perDay('b')}, ${perDay('c')}
           from transaksi_telur
          where tenant_id = $1 and tanggal between $2::date and $3::date
          group by tanggal
       )
       select ${median('a')}, ${median('b')}, ${median('c')} from days`,
      [this.ctx.tenantId, from, to],
    );
    const settings = await this.current();
    const grades = (['a', 'b', 'c'] as const).map((g) => gradeWeight(g, r?.[`median_${g}`] ?? null, r?.[`days_${g}`] ?? 0, settings[`weight_grade_${g}`]));
    return { tanggal, from, to, min_days: MIN_WEIGHED_DAYS, grades };
  }

  /** The nine settings in force: the saved row, else the defaults. */
  private async current(): Promise<EggSettingsDto> {
    const r = await queryOne(this.ctx.manager, SettingsRow, `select ${SETTING_KEYS.join(', ')} from telur_settings where tenant_id = $1`, [this.ctx.tenantId]);
    if (!r) return { ...DEFAULT_EGG_SETTINGS };
    return { ...r, weight_grade_a: Number(r.weight_grade_a), weight_grade_b: Number(r.weight_grade_b), weight_grade_c: Number(r.weight_grade_c) };
  }
}

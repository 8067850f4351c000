import { Injectable } from '@nestjs/common';
import { execute, pg, queryOne, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CoopService } from '../coop/coop.service';
import { DayTable, kg3, loadDay, replaceDay, SaveResultDto, storedOrEmpty } from '../../common/daily-entries/day-entries';
import { EggRowDto, EggSaveDto, EggSettingsDto, EggSettingsResponseDto, EggSettingsUpdateDto } from './dto/egg-production.dto';

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
 * 0.05 kg per egg. The one definition: the settings endpoints serve it under `defaults`.
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
});

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
    const next: EggSettingsDto = await this.current();
    for (const k of SETTING_KEYS) {
      const v = body[k];
      if (v !== undefined && v !== null) (next as unknown as Record<string, unknown>)[k] = typeof v === 'number' ? kg3(v) : v;
    }
    await execute(
      this.ctx.manager,
      `insert into telur_settings (tenant_id, ${SETTING_KEYS.join(', ')}, updated_at)
       values ($1, ${SETTING_KEYS.map((_, i) => `$${i + 2}`).join(', ')}, now())
       on conflict (tenant_id) do update set ${SETTING_KEYS.map((k) => `${k} = excluded.${k}`).join(', ')}, updated_at = now()`,
      [this.ctx.tenantId, ...SETTING_KEYS.map((k) => next[k])],
    );
    return { ...next, defaults: { ...DEFAULT_EGG_SETTINGS } };
  }

  /** The nine settings in force: the saved row, else the defaults. */
  private async current(): Promise<EggSettingsDto> {
    const r = await queryOne(this.ctx.manager, SettingsRow, `select ${SETTING_KEYS.join(', ')} from telur_settings where tenant_id = $1`, [this.ctx.tenantId]);
    if (!r) return { ...DEFAULT_EGG_SETTINGS };
    return { ...r, weight_grade_a: Number(r.weight_grade_a), weight_grade_b: Number(r.weight_grade_b), weight_grade_c: Number(r.weight_grade_c) };
  }
}

import { Injectable } from '@nestjs/common';
import { pg, queryRows, row } from '../../common/database/rows';
import { today } from '../../common/dates/farm-day';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CoopService } from '../coop/coop.service';
import { PopulasiInfoDto } from './dto/chickens.dto';
import { weeksOf } from './flock';

/** Population and age of one tingkat at the end of one day. */
export interface FlockDay {
  tanggal: string;
  tingkat_id: number;
  /** Birds at the end of the day (DESIGN §5: Σ masuk − Σ pindah out + Σ pindah in − Σ mati − Σ afkir, dated ≤ that day). */
  populasi: number;
  /** Population-weighted age of the birds in days (3 decimals); null when the tingkat is empty. */
  usia_hari: number | null;
  /** The same age in whole weeks (floor); null when empty. */
  usia_minggu: number | null;
}

/**
 * Flock population and age (DESIGN §5 'Coop structure and flocks'; ages: docs/adr/0002-flock-age.md),
 * for the chicken screen and for reports and the dashboard.
 *
 * Both come from SQL created by migration DailyOperations1763800100000, so reports can aggregate
 * them in SQL as well:
 * - `flock_daily(tenant_id, from, to)` → (tanggal, tingkat_id, populasi, usia_hari) for every
 *   tingkat of the tenant and every day of the range, populasi at the end of the day.
 *   Whole weeks: `floor(usia_hari / 7)`. Per bagian or farm (population-weighted):
 *   `sum(populasi), floor(sum(populasi * usia_hari) / nullif(sum(populasi), 0) / 7)` grouped by
 *   tanggal (and bagian) — empty tingkat (usia_hari null) count in neither sum.
 * - view `flock_moves` (tenant_id, transaksi_id, tanggal, tingkat_id, n, hatch_mass): the signed
 *   movements behind it.
 */
@Injectable()
export class PopulationService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly coop: CoopService,
  ) {}

  /** Per day (from..to inclusive, YYYY-MM-DD) and tingkat: end-of-day population and age. */
  async dailyByTingkat(from: string, to: string): Promise<FlockDay[]> {
    const rows = await queryRows(
      this.ctx.manager,
      row({ tanggal: pg.date, tingkat_id: pg.int, populasi: pg.int, usia_hari: pg.numeric.nullable() }),
      `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, tingkat_id, populasi, usia_hari
         from flock_daily($1, $2::date, $3::date) order by tanggal, tingkat_id`,
      [this.ctx.tenantId, from, to],
    );
    return rows.map((r) => {
      const usia = r.usia_hari === null ? null : Number(r.usia_hari);
      return { tanggal: r.tanggal, tingkat_id: r.tingkat_id, populasi: r.populasi, usia_hari: usia, usia_minggu: weeksOf(usia) };
    });
  }

  /** Population and age of every tingkat at the end of `asOf` (default today), in coop order, with its lokasi. */
  async populationByTingkat(asOf: string = today()): Promise<PopulasiInfoDto[]> {
    const byId = new Map((await this.dailyByTingkat(asOf, asOf)).map((d) => [d.tingkat_id, d]));
    return (await this.coop.tingkatLokasi()).map((t) => {
      const d = byId.get(t.tingkat_id);
      return {
        tingkat_id: t.tingkat_id,
        lokasi: t.lokasi,
        jalur: t.jalur,
        bagian: t.bagian,
        tingkat: t.tingkat,
        populasi: d?.populasi ?? 0,
        usia_minggu: d?.usia_minggu ?? null,
        usia: d?.usia_minggu ?? null,
      };
    });
  }
}

import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { resolveRange } from '../../common/dates/farm-day';
import { pg, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { DEATH_CAUSES } from '../chickens/chickens.service';
import { MORTALITY_MAX_DAYS, MortalityDto, MortalityQuery } from './dto/mortality.dto';

const MortalityRow = row({ period: pg.date, bagian_id: pg.int, bagian: pg.text, cause: z.enum(DEATH_CAUSES), ekor: pg.int8, diseases: pg.text.nullable() });

/**
 * Deaths by cause (issue #38 'Causes of death'): the `mati` of transaksi-ayam in a range, summed in
 * SQL per period (day, ISO week from Monday, month), bagian (of the origin tingkat) and cause (none
 * recorded: tidak_diketahui). The range is at most MORTALITY_MAX_DAYS days, so the rows are bounded
 * (periods × bagian × 8 causes).
 */
@Injectable()
export class MortalityService {
  constructor(private readonly ctx: TenantContext) {}

  /** The report; 400 for a reversed range or one longer than MORTALITY_MAX_DAYS. */
  async report(q: MortalityQuery): Promise<MortalityDto> {
    const { from, to } = resolveRange(q.start, q.end, 84, { maxDays: MORTALITY_MAX_DAYS });
    const group = q.group ?? 'week';
    const rows = await queryRows(
      this.ctx.manager,
      MortalityRow,
      `select to_char(greatest(date_trunc($4, x.tanggal)::date, $2::date), 'YYYY-MM-DD') as period, b.id as bagian_id, j.nama || ' / ' || b.nama as bagian,
              coalesce(x.cause, 'tidak_diketahui') as cause, sum(x.jumlah) as ekor,
              string_agg(distinct x.suspected_disease, ', ') as diseases
         from transaksi_ayam x
         join tingkat t on t.tenant_id = x.tenant_id and t.id = x.asal_tingkat_id
         join bagian b on b.tenant_id = t.tenant_id and b.id = t.bagian_id
         join jalur j on j.tenant_id = b.tenant_id and j.id = b.jalur_id
        where x.tenant_id = $1 and x.aksi = 'mati' and x.tanggal between $2 and $3
        group by 1, b.id, j.nama, b.nama, 4
        order by 1, j.nama, b.nama, sum(x.jumlah) desc, 4`,
      [this.ctx.tenantId, from, to, group],
    );
    return { start: from, end: to, group, rows: rows.map((r) => ({ ...r, ekor: Number(r.ekor) })) };
  }
}

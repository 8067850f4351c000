import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { execute, queryOne, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { FI_UNITS, MASS_UNITS, UnitSettingsBody, UnitSettingsDto } from './dto/unit-settings.dto';

/** The saved units of a user (unit_settings). */
const UnitsRow = row({ telur_unit: z.enum(MASS_UNITS), avg_butir_unit: z.enum(MASS_UNITS), pakan_unit: z.enum(MASS_UNITS), fi_unit: z.enum(FI_UNITS) });

/** Units shown until a user saves their own (spec part 1 §3). */
export const DEFAULT_UNITS: UnitSettingsDto = { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'kg', fi_unit: 'g/ekor' };

/** Display units of the calling user in the request's tenant (DESIGN §5 'Daily entries'). */
@Injectable()
export class UnitSettingsService {
  constructor(private readonly ctx: TenantContext) {}

  /** The caller's units, or the defaults when none are saved. */
  async get(): Promise<UnitSettingsDto> {
    const saved = await queryOne(
      this.ctx.manager,
      UnitsRow,
      `select telur_unit, avg_butir_unit, pakan_unit, fi_unit from unit_settings where tenant_id = $1 and user_id = $2`,
      [this.ctx.tenantId, this.ctx.userId],
    );
    return saved ?? { ...DEFAULT_UNITS };
  }

  /** Saves the given units over the current ones and returns the result. */
  async put(body: UnitSettingsBody): Promise<UnitSettingsDto> {
    const next = { ...(await this.get()), ...stripUndefined(body) };
    await execute(
      this.ctx.manager,
      `insert into unit_settings (tenant_id, user_id, telur_unit, avg_butir_unit, pakan_unit, fi_unit)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (tenant_id, user_id) do update set telur_unit = excluded.telur_unit, avg_butir_unit = excluded.avg_butir_unit,
         pakan_unit = excluded.pakan_unit, fi_unit = excluded.fi_unit, updated_at = now()`,
      [this.ctx.tenantId, this.ctx.userId, next.telur_unit, next.avg_butir_unit, next.pakan_unit, next.fi_unit],
    );
    return next;
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

import { Injectable } from '@nestjs/common';
import { pg, queryOne, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { SetupChecklistDto } from './dto/setup-checklist.dto';
import { checklistOf } from './setup-checklist.rules';

/** Which steps the farm's data shows done. */
const StepsRow = row({ struktur: pg.bool, ayam: pg.bool, saldo_awal: pg.bool, pelanggan: pg.bool, pengguna: pg.bool });

/**
 * A new farm's first steps (issue #24 'A new farm knows what to do first'), each ticked from the
 * data: a tingkat exists (coop structure), a chicken entry 'masuk' exists (birds, recorded with
 * their age at arrival), the opening balances are posted (an opening journal, ADR 0018), a
 * customer exists, an abk is a member of the farm.
 */
@Injectable()
export class SetupChecklistService {
  constructor(private readonly ctx: TenantContext) {}

  async checklist(): Promise<SetupChecklistDto> {
    const done = (await queryOne(
      this.ctx.manager,
      StepsRow,
      `select exists (select 1 from tingkat where tenant_id = $1) as struktur,
              exists (select 1 from transaksi_ayam where tenant_id = $1 and aksi = 'masuk') as ayam,
              exists (select 1 from journals where tenant_id = $1 and source_type = 'opening') as saldo_awal,
              exists (select 1 from customers where tenant_id = $1) as pelanggan,
              exists (select 1 from memberships where tenant_id = $1 and role = 'abk') as pengguna`,
      [this.ctx.tenantId],
    ))!;
    return checklistOf(done);
  }
}

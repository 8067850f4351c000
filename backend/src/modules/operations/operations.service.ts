import { Inject, Injectable } from '@nestjs/common';
import { pg, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import type { AppSettings } from '../../config/settings';
import { backupsOnDataDisk } from './backup';
import { BackupRunDto, BackupStatusDto } from './dto/operations.dto';

/** The token under which app.module.ts provides AppSettings. */
const APP_SETTINGS = 'APP_SETTINGS';

const RunRow = row({ kind: pg.text, started_at: pg.timestamp, finished_at: pg.timestamp, file: pg.text.nullable(), size_bytes: pg.int8.nullable(), error: pg.text.nullable(), newest: pg.bool });

/** The superadmin's view of the backups (docs/adr/0033-backups-and-crash-safety.md). */
@Injectable()
export class OperationsService {
  constructor(
    private readonly ctx: TenantContext,
    @Inject(APP_SETTINGS) private readonly settings: Pick<AppSettings, 'backup' | 'dataDir'>,
  ) {}

  /**
   * The backup settings of this server, whether its backups share the database's disk, and the
   * newest backup and newest successful one (`backup_runs`, read as the verified superadmin).
   */
  async status(): Promise<BackupStatusDto> {
    const rows = await queryRows(
      this.ctx.manager,
      RunRow,
      `(select kind, started_at, finished_at, file, size_bytes, error, true as newest from backup_runs order by started_at desc, id desc limit 1)
       union all
       (select kind, started_at, finished_at, file, size_bytes, error, false as newest from backup_runs where error is null order by started_at desc, id desc limit 1)`,
    );
    const dto = (r: (typeof rows)[number] | undefined): BackupRunDto | null =>
      r
        ? {
            kind: r.kind === 'nightly' ? 'nightly' : 'manual',
            started_at: r.started_at.toISOString(),
            finished_at: r.finished_at.toISOString(),
            file: r.file,
            size_bytes: r.size_bytes === null ? null : Number(r.size_bytes),
            error: r.error,
          }
        : null;
    const b = this.settings.backup;
    return {
      nightly: !!b?.nightly,
      directory: b?.dir ?? null,
      same_disk_as_data: !!b && backupsOnDataDisk(this.settings.dataDir, [b.dir, b.walArchive?.dir]),
      keep_daily: b?.keepDaily ?? 0,
      keep_weekly: b?.keepWeekly ?? 0,
      last: dto(rows.find((r) => r.newest)),
      last_success: dto(rows.find((r) => !r.newest)),
    };
  }
}

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import dayjs, { Dayjs } from 'dayjs';
import { pg, queryOne, row } from '../../common/database/rows';
import { uploadsDir } from '../../common/storage/image-storage.service';
import type { AppSettings } from '../../config/settings';
import { pruneBackups, recordBackupRun, withConnection, writeBackup } from './backup';
import { baseBackupAndPrune, baseBackupDue } from './pitr';

/** The token under which app.module.ts provides AppSettings. */
const APP_SETTINGS = 'APP_SETTINGS';

/** Key of the PostgreSQL advisory lock that lets one instance alone take the nightly backup. */
export const NIGHTLY_BACKUP_LOCK = 250_001;

/** Hour of the nightly backup, farm time (the process's zone, Asia/Jakarta). */
export const NIGHTLY_HOUR = 1;

/** The next 01:00 farm time strictly after `now`. */
export function nextNightlyRun(now: Dayjs): Dayjs {
  const at = now.startOf('day').hour(NIGHTLY_HOUR);
  return at.isAfter(now) ? at : at.add(1, 'day');
}

/** What one nightly attempt did. */
export type NightlyOutcome = 'done' | 'failed' | 'skipped';

/**
 * The nightly backup of a running server (docs/adr/0033-backups-and-crash-safety.md): at 01:00
 * farm time it takes `pg_try_advisory_lock(NIGHTLY_BACKUP_LOCK)` on the owner connection — with
 * several instances over one database only the one that gets it works, and it skips when a
 * nightly backup started in the last 6 hours (instances whose clocks differ) — then writes the
 * backup, applies the retention and records the outcome in `backup_runs`. A failure is logged and
 * recorded (the superadmin sees it), never thrown. With WAL_ARCHIVE_DIR the same run then takes a
 * base backup into the archive when its newest is 7 days old or more, and prunes the archive
 * (modules/operations/pitr.ts; a failure is logged). Off without `settings.backup` or with
 * BACKUP_NIGHTLY=off.
 */
@Injectable()
export class BackupScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Backup');
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(@Inject(APP_SETTINGS) private readonly settings: Pick<AppSettings, 'backup' | 'ownerDatabaseUrl' | 'dataDir'>) {}

  onApplicationBootstrap(): void {
    if (this.settings.backup?.nightly) this.schedule();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.stopped) return;
    const now = dayjs();
    this.timer = setTimeout(() => void this.runNightly().finally(() => this.schedule()), nextNightlyRun(now).diff(now));
    this.timer.unref(); // the schedule alone does not keep the process alive
  }

  /** One nightly attempt now (the timer's work; tests call it directly). */
  async runNightly(): Promise<NightlyOutcome> {
    const backup = this.settings.backup;
    if (!backup) return 'skipped';
    try {
      // One connection for the whole run: the advisory lock is held until it closes.
      return await withConnection(this.settings.ownerDatabaseUrl, async (db) => {
        const gate = await queryOne(
          db,
          row({ locked: pg.bool, recent: pg.bool }),
          `select pg_try_advisory_lock($1) as locked, exists (select 1 from backup_runs where kind = 'nightly' and started_at > now() - interval '6 hours') as recent`,
          [NIGHTLY_BACKUP_LOCK],
        );
        if (!gate!.locked || gate!.recent) return 'skipped';
        const outcome = await this.backupNow(backup);
        await this.baseBackupIfDue(backup);
        return outcome;
      });
    } catch (err) {
      this.log.error(`Cadangan malam tidak dapat dimulai: ${(err as Error).message}`);
      return 'failed';
    }
  }

  /** The weekly base backup of the WAL archive (and its retention) when the newest is a week old; failures are logged. */
  private async baseBackupIfDue(backup: NonNullable<AppSettings['backup']>): Promise<void> {
    const archive = backup.walArchive;
    if (!archive || !baseBackupDue(archive.dir)) return;
    try {
      const base = await baseBackupAndPrune(backup.databaseUrl, archive);
      const { backups, walFiles } = base.pruned;
      this.log.log(`Base backup mingguan: ${base.dir} (${base.sizeBytes} byte)${backups.length || walFiles ? `; dihapus: ${backups.join(', ') || '-'} dan ${walFiles} berkas WAL` : ''}`);
    } catch (err) {
      this.log.error(`Base backup mingguan gagal: ${(err as Error).message}`);
    }
  }

  private async backupNow(backup: NonNullable<AppSettings['backup']>): Promise<NightlyOutcome> {
    const startedAt = new Date();
    try {
      const result = await writeBackup({ url: backup.databaseUrl, dir: backup.dir, uploadsDir: uploadsDir(this.settings.dataDir) });
      const removed = pruneBackups(backup.dir, backup.keepDaily, backup.keepWeekly);
      await recordBackupRun(this.settings.ownerDatabaseUrl, { kind: 'nightly', startedAt, result, error: null });
      this.log.log(`Cadangan malam: ${result.file} (${result.sizeBytes} byte)${removed.length ? `; dihapus: ${removed.join(', ')}` : ''}`);
      return 'done';
    } catch (err) {
      const message = (err as Error).message;
      this.log.error(`Cadangan malam gagal: ${message}`);
      await recordBackupRun(this.settings.ownerDatabaseUrl, { kind: 'nightly', startedAt, result: null, error: message }).catch((e: Error) => this.log.error(`Catatan cadangan gagal: ${e.message}`));
      return 'failed';
    }
  }
}

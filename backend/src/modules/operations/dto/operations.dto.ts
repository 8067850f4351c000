import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One backup as recorded in `backup_runs`. */
export class BackupRunDto {
  @ApiProperty({ enum: ['nightly', 'manual'], description: "'nightly': the server's job at 01:00 farm time; 'manual': `npm run backup`" }) kind: 'nightly' | 'manual';
  @ApiProperty({ description: 'ISO timestamp: start' }) started_at: string;
  @ApiProperty({ description: 'ISO timestamp: end' }) finished_at: string;
  @ApiProperty({ type: String, nullable: true, description: "File name `kandang-YYYYMMDD-HHMM.dump` (farm time) in the backup folder; null when it failed", example: 'kandang-20260127-0100.dump' })
  file: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Bytes of the dump plus the uploads archive; null when it failed' }) size_bytes: number | null;
  @ApiProperty({ type: String, nullable: true, description: "pg_dump's (or the folder's) error; null when it succeeded" }) error: string | null;
}

/** GET /api/superadmin/backups: how the database is backed up and how the last backups went. */
export class BackupStatusDto {
  @ApiProperty({ description: 'True when this server takes a backup every night at 01:00 farm time (BACKUP_NIGHTLY not off)' }) nightly: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: "The backup folder on the server (BACKUP_DIR or DATA_DIR/backups); null when backups are not configured" }) directory: string | null;
  @ApiProperty({
    description:
      'True when the backup folder or the WAL archive (WAL_ARCHIVE_DIR) is on the same disk (device) as the embedded database (DATA_DIR/pg): a failed disk takes the backups with the data, so copy them to another disk or place. A folder not made yet counts by its nearest existing parent. False without backups or with an external DATABASE_URL (its disk is not known to the server)',
  })
  same_disk_as_data: boolean;
  @ApiProperty({ description: 'Daily backups kept (BACKUP_KEEP_DAILY)' }) keep_daily: number;
  @ApiProperty({ description: 'Weekly backups kept (BACKUP_KEEP_WEEKLY)' }) keep_weekly: number;
  @ApiProperty({ type: BackupRunDto, nullable: true, description: 'The newest backup, failed or not; null before the first' }) last: BackupRunDto | null;
  @ApiProperty({ type: BackupRunDto, nullable: true, description: 'The newest successful backup; null when none succeeded yet' }) last_success: BackupRunDto | null;
}

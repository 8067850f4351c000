import { spawnSync } from 'child_process';
import dayjs from 'dayjs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { archiveCommand } from '../../database/wal-archive';
import { BASE_INFO_FILE, baseBackupDue, pruneArchive, walFileName } from './pitr';
import { parseRecoveryTarget } from './pitr-restore';

const NOW = dayjs('2026-12-07 14:00:00');

/** A fake complete base backup started `daysAgo` days before NOW whose first WAL segment is `startWal`. */
function fakeBase(archive: string, daysAgo: number, startWal: string): string {
  const at = NOW.subtract(daysAgo, 'day');
  const dir = path.join(archive, 'base', at.format('YYYYMMDD-HHmmss'));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, BASE_INFO_FILE), JSON.stringify({ startedAt: at.toDate(), finishedAt: at.add(1, 'minute').toDate(), timeline: 1, startWal }));
  return path.basename(dir);
}

describe('point-in-time recovery: archive names and retention', () => {
  let archive: string;
  beforeEach(() => (archive = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-pitr-spec-'))));
  afterEach(() => fs.rmSync(archive, { recursive: true, force: true }));

  it('names WAL segments as PostgreSQL does', () => {
    expect(walFileName(1, '0/4000028', 16 * 1024 * 1024)).toBe('000000010000000000000004');
    expect(walFileName(2, '1/FF000000', 16 * 1024 * 1024)).toBe('0000000200000001000000FF');
    expect(walFileName(1, '0/4000028', 64 * 1024 * 1024)).toBe('000000010000000000000001');
  });

  it.each([
    ['pg_archivecleanup when installed', process.env],
    ['by name without it', { PATH: '' }],
  ])('keeps the base backups of the last N weeks, the one before them, and the WAL from its start on (%s)', async (_, env) => {
    const old = fakeBase(archive, 60, '000000010000000000000002');
    const cover = fakeBase(archive, 30, '000000010000000000000010');
    const recent = fakeBase(archive, 3, '000000010000000000000020');
    const wal = ['000000010000000000000002', '00000001000000000000000F', '00000001000000000000000F.00000028.backup', '000000010000000000000010', '000000020000000000000021', '00000002.history', 'system-identifier'];
    for (const f of wal) fs.writeFileSync(path.join(archive, f), '');
    const pruned = await pruneArchive(archive, 4, NOW, env);
    expect(pruned).toEqual({ backups: [old], walFiles: 3 });
    expect(fs.readdirSync(path.join(archive, 'base')).sort()).toEqual([cover, recent]);
    expect(fs.readdirSync(archive).sort()).toEqual(['000000010000000000000010', '00000002.history', '000000020000000000000021', 'base', 'system-identifier']);
  });

  it('always keeps the newest base backup, and takes one when the newest is a week old', async () => {
    expect(baseBackupDue(archive, NOW)).toBe(true);
    const only = fakeBase(archive, 100, '000000010000000000000005');
    expect((await pruneArchive(archive, 4, NOW)).backups).toEqual([]);
    expect(fs.readdirSync(path.join(archive, 'base'))).toEqual([only]);
    expect(baseBackupDue(archive, NOW)).toBe(true);
    fakeBase(archive, 6, '000000010000000000000009');
    expect(baseBackupDue(archive, NOW)).toBe(false);
  });

  it('archives a segment once and never overwrites a different one', () => {
    const src = path.join(archive, 'pg_wal');
    const dest = path.join(archive, 'arsip');
    fs.mkdirSync(src);
    fs.mkdirSync(dest);
    const sh = (file: string) => spawnSync('sh', ['-c', archiveCommand(dest).replace(/%p/g, path.join(src, file)).replace(/%f/g, file)]).status;
    fs.writeFileSync(path.join(src, 'A'), 'satu', { mode: 0o600 });
    expect(sh('A')).toBe(0);
    expect(sh('A')).toBe(0); // a repeat of the same bytes counts as archived
    fs.writeFileSync(path.join(src, 'A'), 'lain');
    expect(sh('A')).not.toBe(0);
    expect(fs.readFileSync(path.join(dest, 'A'), 'utf8')).toBe('satu');
    expect(fs.readdirSync(dest)).toEqual(['A']);
    expect(fs.statSync(path.join(dest, 'A')).mode & 0o777).toBe(0o600);
  });

  it('reads --to as farm time, with or without seconds and fractions', () => {
    expect(parseRecoveryTarget('2026-12-07 13:03', NOW).postgres).toBe('2026-12-07 13:03:00+07:00');
    expect(parseRecoveryTarget(' 2026-12-07 13:03:05.123456 ', NOW).postgres).toBe('2026-12-07 13:03:05.123456+07:00');
    expect(parseRecoveryTarget('2026-12-07 13:03:05.5', NOW).at.valueOf()).toBe(dayjs('2026-12-07 13:03:05.500').valueOf());
    expect(() => parseRecoveryTarget('07-12-2026 13:03', NOW)).toThrow('tidak dikenali');
    expect(() => parseRecoveryTarget('2026-12-07 25:00', NOW)).toThrow('tidak dikenali');
    expect(() => parseRecoveryTarget('2026-12-07 14:00:01', NOW)).toThrow('masih di masa depan');
  });
});

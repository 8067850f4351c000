import dayjs from 'dayjs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { backupFileName, backupsOnDataDisk, privateDir, pruneBackups } from './backup';
import { nextNightlyRun } from './backup.scheduler';

describe('backup file names and retention', () => {
  it('names a backup by the farm minute', () => {
    expect(backupFileName(dayjs('2026-11-27T01:00:00'))).toBe('kandang-20261127-0100.dump');
    expect(backupFileName(dayjs('2026-01-05T23:59:30'))).toBe('kandang-20260105-2359.dump');
    // The second backup of a minute carries its seconds and sorts after the first (newest last).
    expect(backupFileName(dayjs('2026-01-05T23:59:30'), true)).toBe('kandang-20260105-235930.dump');
    expect(['kandang-20260105-235930.dump', 'kandang-20260105-2359.dump'].sort()).toEqual(['kandang-20260105-2359.dump', 'kandang-20260105-235930.dump']);
  });

  it('runs next at 01:00, later today when before it, else tomorrow', () => {
    expect(nextNightlyRun(dayjs('2026-11-27T00:59:59')).format('YYYY-MM-DD HH:mm')).toBe('2026-11-27 01:00');
    expect(nextNightlyRun(dayjs('2026-11-27T01:00:00')).format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 01:00');
    expect(nextNightlyRun(dayjs('2026-11-27T13:15:00')).format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 01:00');
  });

  it('keeps the newest of each of the last N days and of each of the last M weeks (Monday to Sunday)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-prune-'));
    // 2026-11-02 is a Monday. Nightly backups from Sun 2026-10-18 to Fri 2026-11-27, a manual one on 11-27 too.
    const names: string[] = [];
    for (let d = dayjs('2026-10-18'); !d.isAfter(dayjs('2026-11-27')); d = d.add(1, 'day')) names.push(backupFileName(d.hour(1)));
    names.push('kandang-20261127-1430.dump');
    for (const n of names) fs.writeFileSync(path.join(dir, n), 'x');
    fs.writeFileSync(path.join(dir, 'kandang-20261019-0100.uploads.tar.gz'), 'x');
    fs.writeFileSync(path.join(dir, 'catatan.txt'), 'x');

    const removed = pruneBackups(dir, 3, 4, dayjs('2026-11-27T15:00:00'));
    const left = fs.readdirSync(dir).sort();
    // The last 24 hours (since 11-26 15:00): 11-27 01:00 and 14:30. Daily: 11-27 (the newest,
    // 14:30), 11-26, 11-25. Weekly, the newest of each of the last 4 weeks: 11-27 (week of 11-23),
    // 11-22 (Sun, week of 11-16), 11-15, 11-08.
    expect(left).toEqual([
      'catatan.txt',
      'kandang-20261108-0100.dump',
      'kandang-20261115-0100.dump',
      'kandang-20261122-0100.dump',
      'kandang-20261125-0100.dump',
      'kandang-20261126-0100.dump',
      'kandang-20261127-0100.dump',
      'kandang-20261127-1430.dump',
    ]);
    expect(removed).toHaveLength(names.length - 7);
    // A dump's uploads archive goes with it.
    expect(fs.existsSync(path.join(dir, 'kandang-20261019-0100.uploads.tar.gz'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps a manual backup of the last 24 hours when the nightly one runs after it (one kept per day before that)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-prune-'));
    // Manual backups at 01:34 and 01:35 on 12-08 (the second a minute later), the nightly ones of
    // 12-07 and 12-08 at 01:00, and two manual ones on 12-06.
    const names = ['kandang-20261206-0900.dump', 'kandang-20261206-1500.dump', 'kandang-20261207-0100.dump', 'kandang-20261208-0100.dump', 'kandang-20261208-0134.dump', 'kandang-20261208-0135.dump'];
    for (const n of names) fs.writeFileSync(path.join(dir, n), 'x');
    // At 12-08 02:00 with 1 day and 1 week kept: the last 24 hours (since 12-07 02:00) keep the
    // three of 12-08; 12-07 01:00 and the 12-06 ones are older and not the newest of their week
    // (Mon 12-07 … Sun 12-13 is 12-08 01:35's; 12-06 is a Sunday: its week's newest, 15:00, stays).
    expect(pruneBackups(dir, 1, 2, dayjs('2026-12-08T02:00:00')).sort()).toEqual(['kandang-20261206-0900.dump', 'kandang-20261207-0100.dump']);
    expect(fs.readdirSync(dir).sort()).toEqual(['kandang-20261206-1500.dump', 'kandang-20261208-0100.dump', 'kandang-20261208-0134.dump', 'kandang-20261208-0135.dump']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes an existing folder owner-only (0700), not only a new one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-private-'));
    fs.chmodSync(dir, 0o755);
    privateDir(dir);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    privateDir(path.join(dir, 'baru', 'dalam'));
    expect(fs.statSync(path.join(dir, 'baru', 'dalam')).mode & 0o777).toBe(0o700);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('tells a backup folder on the disk of the embedded database (also one not made yet) from one on another disk', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-data-'));
    // No embedded database there (an external DATABASE_URL): not known, no warning.
    expect(backupsOnDataDisk(dataDir, [path.join(dataDir, 'backups')])).toBe(false);
    fs.mkdirSync(path.join(dataDir, 'pg'));
    expect(backupsOnDataDisk(dataDir, [path.join(dataDir, 'backups')])).toBe(true);
    expect(backupsOnDataDisk(dataDir, [null, path.join(dataDir, 'wal')])).toBe(true);
    // A memory file system is another device than the temp folder's disk (where there is one).
    const other = fs.existsSync('/dev/shm') ? fs.mkdtempSync('/dev/shm/kpm-backups-') : null;
    if (other && fs.statSync(other).dev !== fs.statSync(dataDir).dev) {
      expect(backupsOnDataDisk(dataDir, [other, null])).toBe(false);
      expect(backupsOnDataDisk(dataDir, [other, path.join(dataDir, 'wal')])).toBe(true);
    }
    if (other) fs.rmSync(other, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

import dayjs from 'dayjs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { backupFileName, pruneBackups } from './backup';
import { nextNightlyRun } from './backup.scheduler';

describe('backup file names and retention', () => {
  it('names a backup by the farm minute', () => {
    expect(backupFileName(dayjs('2026-11-27T01:00:00'))).toBe('kandang-20261127-0100.dump');
    expect(backupFileName(dayjs('2026-01-05T23:59:30'))).toBe('kandang-20260105-2359.dump');
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

    const removed = pruneBackups(dir, 3, 4);
    const left = fs.readdirSync(dir).sort();
    // Daily: 11-27 (the newest, 14:30), 11-26, 11-25. Weekly, the newest of each of the last 4
    // weeks: 11-27 (week of 11-23), 11-22 (Sun, week of 11-16), 11-15, 11-08.
    expect(left).toEqual([
      'catatan.txt',
      'kandang-20261108-0100.dump',
      'kandang-20261115-0100.dump',
      'kandang-20261122-0100.dump',
      'kandang-20261125-0100.dump',
      'kandang-20261126-0100.dump',
      'kandang-20261127-1430.dump',
    ]);
    expect(removed).toHaveLength(names.length - 6);
    // A dump's uploads archive goes with it.
    expect(fs.existsSync(path.join(dir, 'kandang-20261019-0100.uploads.tar.gz'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

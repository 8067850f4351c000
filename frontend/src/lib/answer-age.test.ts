import { describe, expect, it } from 'vitest';
import { cachedAt, cachedNotice, STALE_AFTER_MS } from './answer-age';

/** 27/11/2026 07:42:00 in the browser's zone (whatever the machine's), as a Date header says it. */
const MADE = new Date(2026, 10, 27, 7, 42, 0);
const header = (d: Date) => d.toUTCString();
const later = (ms: number) => MADE.getTime() + ms;

describe('cachedAt: an answer older than a minute is the tablet’s copy', () => {
  it('is null for a fresh answer (up to 60 s) and the header’s time beyond', () => {
    expect(STALE_AFTER_MS).toBe(60_000);
    expect(cachedAt(header(MADE), later(0))).toBeNull();
    expect(cachedAt(header(MADE), later(60_000))).toBeNull();
    expect(cachedAt(header(MADE), later(61_000))).toEqual(MADE);
    // Two hours later the same copy still says 07:42.
    expect(cachedAt(header(MADE), later(2 * 3600_000))).toEqual(MADE);
  });

  it('is null without a header or with one it cannot read, and for a clock ahead of the tablet', () => {
    expect(cachedAt(null, later(3600_000))).toBeNull();
    expect(cachedAt('kemarin', later(3600_000))).toBeNull();
    expect(cachedAt(header(new Date(later(5 * 60_000))), later(0))).toBeNull();
  });
});

describe('cachedNotice', () => {
  it('names the time on the same day and the day and time on an earlier one', () => {
    expect(cachedNotice(MADE, new Date(2026, 10, 27, 9, 5))).toBe('Data tersimpan 07:42 (offline)');
    expect(cachedNotice(MADE, new Date(2026, 10, 28, 6, 0))).toBe('Data tersimpan 27/11 07:42 (offline)');
  });
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { closedPeriodMessage, firstOpenDay, isClosedDay, lockStatusText, monthEndOf, openMinDate } from './book-lock';

describe('month close helpers', () => {
  it("says the server's sentence and the card's status", () => {
    expect(closedPeriodMessage('2025-01-31')).toBe('Periode sampai 31/01/2025 sudah ditutup.');
    expect(lockStatusText('2025-01-31')).toBe('Buku ditutup sampai 31/01/2025');
    expect(lockStatusText(null)).toBe('Belum ada periode yang ditutup');
  });

  it('a day on or before the lock is closed; the first open day is the next one', () => {
    expect(isClosedDay('2025-01-31', '2025-01-31')).toBe(true);
    expect(isClosedDay(dayjs('2024-12-01'), '2025-01-31')).toBe(true);
    expect(isClosedDay('2025-02-01', '2025-01-31')).toBe(false);
    expect(isClosedDay('2025-01-01', null)).toBe(false);
    expect(firstOpenDay('2024-02-29')?.format('YYYY-MM-DD')).toBe('2024-03-01');
    expect(firstOpenDay(null)).toBeNull();
  });

  it('the earliest day a form offers is the later of its own minimum and the first open day', () => {
    expect(openMinDate('2025-01-31')?.format('YYYY-MM-DD')).toBe('2025-02-01');
    expect(openMinDate('2025-01-31', dayjs('2025-02-10'))?.format('YYYY-MM-DD')).toBe('2025-02-10');
    expect(openMinDate('2025-01-31', dayjs('2025-01-10'))?.format('YYYY-MM-DD')).toBe('2025-02-01');
    expect(openMinDate(null, dayjs('2025-01-10'))?.format('YYYY-MM-DD')).toBe('2025-01-10');
    expect(monthEndOf(dayjs('2024-02-10'))).toBe('2024-02-29');
  });
});

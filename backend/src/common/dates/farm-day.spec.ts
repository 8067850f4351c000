import { BadRequestException } from '@nestjs/common';
import dayjs from 'dayjs';
import { addDays, displayDay, isCalendarDay, resolveRange, today } from './farm-day';

describe("the farm's calendar", () => {
  it('knows which days exist', () => {
    expect(['2024-02-29', '2025-12-31', '2000-01-01'].map(isCalendarDay)).toEqual([true, true, true]);
    expect(['2025-02-29', '2026-02-30', '2025-13-01', '2025-1-05', ' 2025-01-05', 20250105, null].map(isCalendarDay)).toEqual(Array(7).fill(false));
  });

  it('moves by calendar days across months and leap days, and writes dd/mm/yyyy', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(displayDay('2025-02-03')).toBe('03/02/2025');
  });

  it("takes today from the server's zone (TZ=Asia/Jakarta in the test script)", () => {
    expect(today()).toBe(dayjs().format('YYYY-MM-DD'));
  });
});

describe('resolveRange', () => {
  it('defaults to the last n days up to today, or up to the given end', () => {
    expect(resolveRange(undefined, undefined, 7)).toEqual({ from: addDays(today(), -6), to: today() });
    expect(resolveRange(undefined, '2025-03-02', 10)).toEqual({ from: '2025-02-21', to: '2025-03-02' });
    expect(resolveRange(undefined, undefined, 8, { defaultTo: '2025-06-11' })).toEqual({ from: '2025-06-04', to: '2025-06-11' });
  });

  it('answers one message when the start lies after the end', () => {
    expect(() => resolveRange('2025-06-10', '2025-06-01', 7)).toThrow(new BadRequestException('Tanggal mulai tidak boleh sesudah tanggal akhir.'));
    expect(resolveRange('2025-06-01', '2025-06-01', 7)).toEqual({ from: '2025-06-01', to: '2025-06-01' });
  });

  it('caps the length when asked: 731 days pass (2024 is a leap year), 732 do not', () => {
    expect(resolveRange('2024-01-01', '2025-12-31', 7, { maxDays: 731 })).toEqual({ from: '2024-01-01', to: '2025-12-31' });
    expect(() => resolveRange('2023-12-31', '2025-12-31', 7, { maxDays: 731 })).toThrow(new BadRequestException('Rentang tanggal maksimal 731 hari.'));
  });
});

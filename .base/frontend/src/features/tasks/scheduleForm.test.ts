import { describe, expect, it } from 'vitest';
import { changeFrequency, changeMain, emptyScheduleForm, formFromSchedule, isUntouched, parseMonthDays, scheduleBody, SUB_REQUIRED, toggleDay, validateScheduleForm, type ScheduleForm } from './scheduleForm';

const base = (over: Partial<ScheduleForm> = {}): ScheduleForm => ({ ...emptyScheduleForm('2025-06-02'), main_id: '3', sub_id: '7', ...over });

describe('schedule form rules (spec part 2 §5)', () => {
  it('starts DAILY, interval 1, 08:00, today, untouched', () => {
    const f = emptyScheduleForm('2025-06-02');
    expect(f).toMatchObject({ frequency: 'DAILY', interval: '1', time_of_day: '08:00', start_date: '2025-06-02', end_date: '', sub_id: '' });
    expect(isUntouched(f, emptyScheduleForm('2025-06-02'))).toBe(true);
    expect(isUntouched({ ...f, interval: '2' }, emptyScheduleForm('2025-06-02'))).toBe(false);
  });

  it("requires a sub task: 'Pilih sub task terlebih dahulu'", () => {
    expect(validateScheduleForm(base({ sub_id: '' }))).toBe(SUB_REQUIRED);
    expect(validateScheduleForm(base())).toBeNull();
  });

  it('requires an interval of at least 1', () => {
    expect(validateScheduleForm(base({ interval: '0' }))).toBe('Interval minimal 1.');
    expect(validateScheduleForm(base({ interval: '' }))).toBe('Interval minimal 1.');
    expect(validateScheduleForm(base({ interval: '1.5' }))).toBe('Interval minimal 1.');
    expect(validateScheduleForm(base({ interval: '3' }))).toBeNull();
  });

  it('clears the day selections when the frequency changes', () => {
    const weekly = toggleDay(toggleDay(changeFrequency(base(), 'WEEKLY'), 4), 1);
    expect(weekly.by_days).toEqual([1, 4]);
    const monthly = changeFrequency(weekly, 'MONTHLY');
    expect(monthly.by_days).toEqual([]);
    expect(changeFrequency({ ...monthly, by_month_days: '1, 15' }, 'WEEKLY').by_month_days).toBe('');
  });

  it('clears the sub task when the main task changes (not when the same one is chosen again)', () => {
    expect(changeMain(base(), '4')).toMatchObject({ main_id: '4', sub_id: '' });
    expect(changeMain(base(), '3').sub_id).toBe('7');
  });

  it('sends by_days only for WEEKLY, by_month_days only for MONTHLY, neither for DAILY', () => {
    const weekly = scheduleBody({ ...toggleDay(changeFrequency(base(), 'WEEKLY'), 3), by_month_days: '5' });
    expect(weekly).toEqual({ sub_id: 7, frequency: 'WEEKLY', interval: 1, time_of_day: '08:00', start_date: '2025-06-02', end_date: null, assignees: null, by_days: [3] });
    const monthly = scheduleBody({ ...changeFrequency(base(), 'MONTHLY'), by_month_days: ' 1, 15,, 30 ,' });
    expect(monthly.by_month_days).toEqual([1, 15, 30]);
    expect('by_days' in monthly).toBe(false);
    const daily = scheduleBody(base({ end_date: '2025-12-31', interval: '2' }));
    expect('by_days' in daily || 'by_month_days' in daily).toBe(false);
    expect(daily).toMatchObject({ interval: 2, end_date: '2025-12-31' });
  });

  it('parses the month-day list, refusing days outside 1..31', () => {
    expect(parseMonthDays('1, 15, 30')).toEqual([1, 15, 30]);
    expect(parseMonthDays('31,31, 1')).toEqual([31, 1]);
    expect(parseMonthDays('')).toEqual([]);
    expect(parseMonthDays('0')).toBeNull();
    expect(parseMonthDays('32')).toBeNull();
    expect(parseMonthDays('a')).toBeNull();
    expect(validateScheduleForm({ ...changeFrequency(base(), 'MONTHLY'), by_month_days: ' , ' })).toBe('Isi minimal satu tanggal untuk jadwal bulanan.');
    expect(validateScheduleForm({ ...changeFrequency(base(), 'MONTHLY'), by_month_days: '1, 40' })).toBe('Tanggal bulanan harus angka 1 sampai 31.');
    expect(validateScheduleForm(changeFrequency(base(), 'WEEKLY'))).toBe('Pilih minimal satu hari untuk jadwal mingguan.');
  });

  it('refuses an end date before the start date', () => {
    expect(validateScheduleForm(base({ end_date: '2025-06-01' }))).toBe('Tanggal selesai tidak boleh sebelum tanggal mulai.');
  });

  it('fills the form from a schedule for Edit (not untouched: Batal resets instead of leaving)', () => {
    const f = formFromSchedule({
      id: 9, main_id: 3, main: 'Vaksinasi', sub_id: 7, sub: 'Vaksin ND', frequency: 'MONTHLY', interval: 2, by_days: [], by_month_days: [1, 15],
      time_of_day: '07:00', start_date: '2025-01-01', end_date: null, assignees: null,
    });
    expect(f).toMatchObject({ id: 9, main_id: '3', sub_id: '7', by_month_days: '1, 15', interval: '2', end_date: '' });
    expect(isUntouched(f, f)).toBe(false);
  });
});

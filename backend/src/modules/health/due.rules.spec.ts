import { ageOn, dueStatus, hatchDate } from './due.rules';

describe('vaccination due rules', () => {
  // Pullets arrive on 2025-03-01 at 2 weeks: hatched 2025-02-15 (1 March − 14 days).
  const flock = { arrival: '2025-03-01', arrivalWeeks: 2 };

  it('takes the hatch date from the arrival and its age in weeks, and the age in days from it', () => {
    expect(hatchDate(flock)).toBe('2025-02-15');
    expect(ageOn('2025-02-15', '2025-03-15')).toBe(28); // 13 days of February left + 15 of March
  });

  it('is upcoming before the age, due on it, overdue for 14 days, then missed', () => {
    const row = { age_days: 28 }; // due 2025-02-15 + 28 = 2025-03-15
    expect(dueStatus(row, flock, '2025-03-14', null)).toBe('upcoming');
    expect(dueStatus(row, flock, '2025-03-15', null)).toBe('due');
    expect(dueStatus(row, flock, '2025-03-16', null)).toBe('overdue');
    expect(dueStatus(row, flock, '2025-03-29', null)).toBe('overdue'); // 14 days late
    expect(dueStatus(row, flock, '2025-03-30', null)).toBe('missed');
  });

  it('is done once recorded on or before the day, and before_arrival for an age the flock had passed when it came', () => {
    expect(dueStatus({ age_days: 28 }, flock, '2025-03-20', '2025-03-17')).toBe('done');
    expect(dueStatus({ age_days: 28 }, flock, '2025-03-16', '2025-03-17')).toBe('overdue');
    expect(dueStatus({ age_days: 9 }, flock, '2025-03-01', null)).toBe('before_arrival'); // 9 < 14 days on arrival
    expect(dueStatus({ age_days: 14 }, flock, '2025-03-01', null)).toBe('due');
  });
});

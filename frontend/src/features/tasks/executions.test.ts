import { describe, expect, it } from 'vitest';
import { canMark, isFinished } from './executions';

describe('who may mark an occurrence (spec part 2 §4, §6)', () => {
  it('lets admin mark any date, abk only today, viewer and reseller never', () => {
    expect(canMark('admin', '2025-06-01', '2025-06-02')).toBe(true);
    expect(canMark('superadmin', '2025-06-01', '2025-06-02')).toBe(true);
    expect(canMark('abk', '2025-06-02', '2025-06-02')).toBe(true);
    expect(canMark('abk', '2025-06-01', '2025-06-02')).toBe(false);
    expect(canMark('viewer', '2025-06-02', '2025-06-02')).toBe(false);
    expect(canMark('reseller', '2025-06-02', '2025-06-02')).toBe(false);
    expect(canMark('', '2025-06-02', '2025-06-02')).toBe(false);
  });

  it('treats DONE and SKIPPED as finished, anything else as pending', () => {
    expect([isFinished('DONE'), isFinished('SKIPPED'), isFinished('PENDING'), isFinished(null)]).toEqual([true, true, false, false]);
  });
});

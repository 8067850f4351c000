import { describe, expect, it } from 'vitest';
import { activeLabel } from './status';

describe('active label', () => {
  it('says Aktif and Nonaktif, never the English status', () => {
    expect(activeLabel('active')).toBe('Aktif');
    expect(activeLabel(true)).toBe('Aktif');
    expect(activeLabel('inactive')).toBe('Nonaktif');
    expect(activeLabel(false)).toBe('Nonaktif');
  });

  it('shows a missing status as a dash and an unknown one as sent', () => {
    expect(activeLabel(undefined)).toBe('-');
    expect(activeLabel('')).toBe('-');
    expect(activeLabel('diblokir')).toBe('diblokir');
  });
});

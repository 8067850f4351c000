import { normalizePhone } from './phone';

describe('normalizePhone (spec part 2 §9: 08 → 628, +628 → 628)', () => {
  it.each([
    ['081234567890', '6281234567890'],
    ['+6281234567890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['0812-3456-7890', '6281234567890'],
    [' +62 812 3456 7890 ', '6281234567890'],
    ['(0274) 512345', '62274512345'],
  ])('%s → %s', (raw, expected) => expect(normalizePhone(raw)).toBe(expected));

  it('answers null for nothing and undefined for what is not a phone number', () => {
    expect(normalizePhone(null)).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
    expect(normalizePhone('   ')).toBeNull();
    expect(normalizePhone('08abc')).toBeUndefined();
    expect(normalizePhone('0812')).toBeUndefined();
    expect(normalizePhone('0812345678901234567')).toBeUndefined();
    expect(normalizePhone('++62812345678')).toBeUndefined();
  });
});

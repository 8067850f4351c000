import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['0812-3456-789', '628123456789'],
    ['+62 812 3456', '628123456'],
    ['628123', '628123'],
    ['  ', null],
    [null, null],
  ])('%s → %s', (raw, want) => expect(normalizePhone(raw)).toBe(want));
});

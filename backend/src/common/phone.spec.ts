import { BadRequestException } from '@nestjs/common';
import { normalizePhone, parsePhone } from './phone';

describe('parsePhone (one rule for every stored phone)', () => {
  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['81234567890', '6281234567890'],
    ['(021) 555-1234', '62215551234'],
    [' +62 812 3456 7890 ', '6281234567890'],
    ['(0274) 512345', '62274512345'],
    ['  ', null],
    [null, null],
  ])('%s → %s', (raw, want) => expect(parsePhone(raw)).toBe(want));

  it.each(['08abc', '12', 'abc', '628123456', '0813 9', '+1 202 555 0143', '0812-3456-7890-1234-5678-9012-34', '0812', '0812345678901234567', '++6281234567890'])('%s is not a phone', (raw) =>
    expect(parsePhone(raw)).toBeUndefined(),
  );

  it('normalizePhone answers 400 with the shared message', () => {
    expect(() => normalizePhone('08abc')).toThrow(new BadRequestException('Nomor HP tidak valid (contoh 081234567890).'));
    expect(normalizePhone('0857 1111 7003')).toBe('6285711117003');
  });
});

import { describe, expect, it } from 'vitest';
import { normalizePhone, waLink } from './phone';

describe('phone', () => {
  it('normalises to the 62 prefix', () => {
    expect(normalizePhone('0812-3456-7890')).toBe('6281234567890');
    expect(normalizePhone('+62 812 345')).toBe('62812345');
    expect(normalizePhone('')).toBe('');
  });

  it('links a chat, with a message typed in advance when given', () => {
    expect(waLink('6281234567890')).toBe('https://wa.me/6281234567890');
    expect(waLink('0812')).toBe('https://wa.me/62812');
    expect(waLink('62812', 'Sisa piutang: Rp 80.000 & 2 nota')).toBe('https://wa.me/62812?text=Sisa%20piutang%3A%20Rp%2080.000%20%26%202%20nota');
    expect(waLink(null, 'x')).toBeNull();
    expect(waLink('')).toBeNull();
  });
});

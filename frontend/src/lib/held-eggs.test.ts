import { describe, expect, it } from 'vitest';
import { holdsTitle, holdText } from './held-eggs';

describe('held eggs', () => {
  it('names the bagian, the last held day and the medicine', () => {
    expect(holdText({ bagian_id: 3, bagian: 'Jalur 1 / Kanan', hold_until: '2025-03-09', items: 'Doksisiklin' })).toBe('Jalur 1 / Kanan sampai 09/03/2025 (Doksisiklin)');
    expect(holdText({ bagian_id: 4, bagian: 'Jalur 1 / Kiri', hold_until: null, items: 'Enrofloksasin, Doksisiklin' })).toBe('Jalur 1 / Kiri sampai akhir masa flok (Enrofloksasin, Doksisiklin)');
  });

  it('counts the bagian held', () => {
    const h = { bagian_id: 3, bagian: 'A', hold_until: null, items: 'X' };
    expect(holdsTitle([h])).toBe('Telur 1 bagian tertahan (masa henti obat)');
    expect(holdsTitle([h, { ...h, bagian_id: 4 }])).toBe('Telur 2 bagian tertahan (masa henti obat)');
  });
});

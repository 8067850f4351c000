import { describe, expect, it } from 'vitest';
import { paymentMethodLabel, paymentMethodOptions } from './payment';

describe('payment method labels', () => {
  it('shows Tunai / Transfer / Piutang for the stored values', () => {
    expect(['cash', 'transfer', 'piutang'].map(paymentMethodLabel)).toEqual(['Tunai', 'Transfer', 'Piutang']);
    expect(paymentMethodLabel(null)).toBe('-');
    expect(paymentMethodOptions(['cash', 'transfer'])).toEqual([
      { value: 'cash', label: 'Tunai' },
      { value: 'transfer', label: 'Transfer' },
    ]);
  });
});

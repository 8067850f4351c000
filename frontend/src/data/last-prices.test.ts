import { describe, expect, it } from 'vitest';
import { fillPrices, lastPriceTexts, type LastPrices } from './last-prices';

const last: LastPrices = {
  customer_id: 3,
  prices: [
    { grade: 'A', unit_price: '27500.00', sale_date: '2026-10-30', sale_id: 41 },
    { grade: 'C', unit_price: '21000.00', sale_date: '2026-10-02', sale_id: 12 },
  ],
};

describe("a customer's last prices", () => {
  it('are offered as the integer price texts', () => {
    expect(lastPriceTexts(last)).toEqual({ A: '27.500', C: '21.000' });
    expect(lastPriceTexts(undefined)).toEqual({});
    expect(lastPriceTexts({ customer_id: 3, prices: [{ grade: 'B', unit_price: '25000.50', sale_date: '2026-10-30', sale_id: 1 }] })).toEqual({});
  });

  it('fill only empty prices; a typed price stays', () => {
    const { prices, filled } = fillPrices({ A: '', B: '', C: '20.000' }, lastPriceTexts(last));
    expect(prices).toEqual({ A: '27.500', B: '', C: '20.000' });
    expect(filled).toEqual({ A: '27.500' });
  });

  it('replace what was filled for another customer, not what was typed since', () => {
    // Customer 1 filled A 27.500 and C 21.000; the user then changed C to 22.000 and picked customer 2 (A 26.000, B 24.000).
    const first = fillPrices({ A: '', B: '', C: '' }, { A: '27.500', C: '21.000' });
    const edited = { ...first.prices, C: '22.000' };
    const second = fillPrices(edited, { A: '26.000', B: '24.000' }, first.filled);
    expect(second.prices).toEqual({ A: '26.000', B: '24.000', C: '22.000' });
    // A customer without sales empties what the previous one filled.
    expect(fillPrices(second.prices, {}, second.filled).prices).toEqual({ A: '', B: '', C: '22.000' });
  });
});

/**
 * A customer's last price per egg grade (GET /api/egg-sales/last-prices), offered as the price of
 * a new sale and of a pre-order execution: an empty price takes it, a typed price stays, and the
 * user can change what was filled in.
 */
import { api, send, type Schemas } from '../api/client';
import { formatNumberText } from '../lib/number-input';

export type LastPrices = Schemas['LastPricesDto'];
export type PriceGrade = LastPrices['prices'][number]['grade'];
/** Price texts per grade, as the integer price inputs show them ('27.500'). */
export type PriceTexts = Record<PriceGrade, string>;

/** The customer's last prices per grade (404 for an unknown customer). */
export const fetchLastPrices = (customerId: number): Promise<LastPrices> =>
  send(api.GET('/api/egg-sales/last-prices', { params: { query: { customer_id: customerId } } }));

/**
 * The last price of each grade as a price input's text ('27500.00' → '27.500'). Sale prices are
 * whole rupiah; a price with cents (none can be saved today) is not offered.
 */
export function lastPriceTexts(last: LastPrices | undefined): Partial<PriceTexts> {
  const out: Partial<PriceTexts> = {};
  for (const p of last?.prices ?? []) {
    const m = /^(\d+)(?:\.0+)?$/.exec(p.unit_price);
    if (m) out[p.grade] = formatNumberText(Number(m[1]), 'integer');
  }
  return out;
}

/**
 * Prices after the customer's last prices arrive: a grade's price takes the last price when it is
 * empty, or when it still holds what was filled in before (`filledBefore`, another customer's
 * price: it is replaced, or emptied when this customer never bought the grade). A price the user
 * typed stays. Answers the prices and what is now filled in (for the next change of customer).
 */
export function fillPrices(prices: PriceTexts, last: Partial<PriceTexts>, filledBefore: Partial<PriceTexts> = {}): { prices: PriceTexts; filled: Partial<PriceTexts> } {
  const next = { ...prices };
  const filled: Partial<PriceTexts> = {};
  for (const g of Object.keys(prices) as PriceGrade[]) {
    const free = prices[g].trim() === '' || (filledBefore[g] !== undefined && prices[g] === filledBefore[g]);
    if (!free) continue;
    next[g] = last[g] ?? '';
    if (last[g] !== undefined) filled[g] = last[g];
  }
  return { prices: next, filled };
}

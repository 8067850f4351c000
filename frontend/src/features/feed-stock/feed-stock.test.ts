import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultFeedRange, emptyFeedForm, feedRequest, purchaseTotalCents, validateFeedForm } from './feed-stock';

const day = dayjs('2025-06-10');

describe('feed transaction form', () => {
  it('defaults to the last 7 days up to tomorrow', () => {
    const r = defaultFeedRange(day);
    expect([r.start.format('YYYY-MM-DD'), r.end.format('YYYY-MM-DD')]).toEqual(['2025-06-04', '2025-06-11']);
  });

  it('answers the messages of part 2 §5 in order', () => {
    const f = emptyFeedForm(day);
    expect(validateFeedForm('buy', { ...f, tanggal: null })).toEqual({ field: 'tanggal', message: 'Tanggal wajib diisi' });
    expect(validateFeedForm('buy', f)).toEqual({ field: 'qty', message: 'Qty wajib diisi' });
    expect(validateFeedForm('buy', { ...f, qty: '0' })).toEqual({ field: 'qty', message: 'Qty wajib diisi' });
    expect(validateFeedForm('buy', { ...f, qty: '10' })).toEqual({ field: 'price', message: 'Harga/kg wajib diisi' });
    expect(validateFeedForm('sell', { ...f, qty: '10' })).toEqual({ field: 'price', message: 'Harga jual/kg wajib diisi' });
    expect(validateFeedForm('adjust', { ...f, qty: '2,5' })).toBeNull();
    expect(validateFeedForm('buy', { ...f, qty: '10', price: '7500' })).toBeNull();
  });

  it('builds the bodies of part 2 §7 from Indonesian numbers (dots group thousands, a comma starts decimals) and a signed adjustment', () => {
    const f = { ...emptyFeedForm(day), qty: '1.000,5', price: '7.500', ongkir: '100.000', note: ' truk ' };
    expect(feedRequest('buy', f)).toEqual({
      path: '/api/feed-txns/buy',
      body: { trx_date: '2025-06-10', qty_kg: 1000.5, price_per_kg: 7500, method: 'cash', note: 'truk', ongkir: 100000, bongkar: 0 },
    });
    // A Bank sub-account chosen for a transfer goes as bank_account_id; on credit it is left out (nothing leaves Kas/Bank).
    expect(feedRequest('buy', { ...f, method: 'transfer', account: '21' }).body).toMatchObject({ method: 'transfer', bank_account_id: 21 });
    expect(feedRequest('buy', { ...f, method: 'credit', supplier: '4', account: '21' }).body).not.toHaveProperty('bank_account_id');
    expect(feedRequest('sell', { ...f, method: 'transfer' }).body).toEqual({ trx_date: '2025-06-10', qty_kg: 1000.5, price_per_kg: 7500, method: 'transfer', note: 'truk' });
    expect(feedRequest('adjust', { ...f, qty: '12' }).body).toEqual({ trx_date: '2025-06-10', qty_kg: -12, note: 'truk' });
    expect(feedRequest('adjust', { ...f, qty: '12', direction: 'plus' }).body.qty_kg).toBe(12);
    // 100 kg × 7,000 + 50,000 + 25,000 = 775,000 (in cents)
    expect(purchaseTotalCents({ ...f, qty: '100', price: '7000', ongkir: '50000', bongkar: '25000' })).toBe(77_500_000);
    // Issue #11: "5.000" kg at "7.900" Rp/kg is Rp 39.500.000 (was "Rp 40").
    expect(purchaseTotalCents({ ...f, qty: '5.000', price: '7.900', ongkir: '', bongkar: '' })).toBe(3_950_000_000);
  });

  it('keeps a price per kg with 2 decimals as typed and totals the purchase exactly', () => {
    const f = { ...emptyFeedForm(day), qty: '1.000,5', price: '7.500,55', ongkir: '12.345', bongkar: '' };
    expect(validateFeedForm('buy', f)).toBeNull();
    expect(feedRequest('buy', f).body).toMatchObject({ qty_kg: 1000.5, price_per_kg: 7500.55 });
    // 1,000.5 × 7,500.55 = 7,504,300.275; + 12,345 = 7,516,645.275 → 7,516,645.28 (once, at the end).
    expect(purchaseTotalCents(f)).toBe(751_664_528);
    // 0.1 kg × 0,29 = 0,029 → 0,03 (a float product would give 0.028999999999999998).
    expect(purchaseTotalCents({ ...f, qty: '0,1', price: '0,29', ongkir: '' })).toBe(3);
  });

  it('refuses a dot used as a decimal point in kg and decimals in rupiah, with the reason', () => {
    expect(validateFeedForm('buy', { ...emptyFeedForm(day), qty: '5.5', price: '7.900' })).toEqual({ field: 'qty', message: 'Qty: Pakai koma untuk desimal dan titik untuk ribuan (contoh 1.234,5).' });
    expect(validateFeedForm('buy', { ...emptyFeedForm(day), qty: '5', price: '7.500,555' })).toEqual({ field: 'price', message: 'Harga: Maksimal 2 angka di belakang koma.' });
    expect(validateFeedForm('buy', { ...emptyFeedForm(day), qty: '5', price: '7900.5' })).toEqual({ field: 'price', message: 'Harga: Pakai koma untuk desimal dan titik untuk ribuan (contoh 1.234,5).' });
  });
});

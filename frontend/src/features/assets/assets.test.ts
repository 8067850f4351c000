import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { assetBody, assetForm, assetTotals, currentPeriod, disposalGain, disposeBody, validateAssetForm, validateDisposeForm, type AssetForm } from './assets';
import { asset } from './assets.fixtures';

const form = (over: Partial<AssetForm> = {}): AssetForm => ({ ...assetForm(null, dayjs('2025-06-01')), name: 'Genset', cost: '5.000.000', life: '10', ...over });

describe('fixed assets', () => {
  it('adds up the owned assets only, in cents', () => {
    // Cage 30,000,000 − 2,500,000 + mixer 1,000,000.50 − 1,000,000.50; the disposed motor counts in none.
    const rows = [
      asset(),
      asset({ id: 2, cost: '1000000.50', accumulated_depreciation: '1000000.50', book_value: '0.00', status: 'habis' }),
      asset({ id: 3, cost: '12000000.00', accumulated_depreciation: '750000.00', book_value: '0.00', status: 'dilepas' }),
    ];
    expect(assetTotals(rows)).toEqual({ cost: 3_100_000_050, accumulated: 350_000_050, book: 2_750_000_000 });
  });

  it('checks the form at its fields and sends rupiah numbers', () => {
    expect(validateAssetForm(form({ name: ' ' }))).toEqual({ field: 'name', message: 'Nama aset wajib diisi.' });
    expect(validateAssetForm(form({ cost: '0' }))).toEqual({ field: 'cost', message: 'Harga beli harus lebih dari 0.' });
    expect(validateAssetForm(form({ life: '601' }))).toEqual({ field: 'life', message: 'Umur manfaat harus 1–600 bulan.' });
    expect(validateAssetForm(form({ residual: '5.000.000' }))).toEqual({ field: 'residual', message: 'Nilai sisa harus lebih kecil dari harga beli.' });
    expect(validateAssetForm(form())).toBeNull();
    expect(assetBody(form({ residual: '250.000,50', place: ' ' }))).toEqual({
      name: 'Genset',
      group: 'kandang_baterai',
      date: '2025-06-01',
      cost: 5000000,
      useful_life_months: 10,
      residual_value: 250000.5,
      place: null,
      method: 'transfer',
    });
    // Editing starts from the asset's own figures.
    expect(assetForm(asset())).toMatchObject({ cost: '30.000.000', life: '60', residual: '0', method: 'transfer' });
  });

  it('works out the disposal result against the book value, and the month to depreciate', () => {
    // Book 27,500,000: sold at 27,000,000 → loss 500,000.
    expect(disposalGain(asset(), 2_700_000_000)).toBe(-50_000_000);
    expect(validateDisposeForm({ tanggal: dayjs('2025-06-10'), price: '-1', method: 'cash' })).toEqual({ field: 'price', message: 'Harga jual harus 0 atau lebih.' });
    expect(disposeBody({ tanggal: dayjs('2025-06-10'), price: '11.500.000', method: 'cash' })).toEqual({ date: '2025-06-10', price: 11500000, method: 'cash' });
    expect(currentPeriod(dayjs('2026-12-08'))).toBe('2026-12');
  });
});

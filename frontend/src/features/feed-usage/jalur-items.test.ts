import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../api/client';
import { checkJalurItemForm, feedItemsForJalur, groupItem, jalurItemBody, jalurItemForm, sinceText } from './jalur-items';

const label = (jalur_id: number, item_name: string, tingkat_ids: number[], from_date: string | null = null) =>
  ({ jalur_id, jalur: 'Jalur 1', plant: 'P', lokasi: 'F', item_id: jalur_id * 10, item_name, is_default: from_date === null, from_date, tingkat_ids }) satisfies Schemas['JalurItemLabelDto'];

describe('feed item of a jalur', () => {
  it('labels a jalur group by the item its tingkat eat; two jalur of one name with different items show both', () => {
    const labels = [label(1, 'Pakan', [1, 2]), label(2, 'Layer Premium', [3], '2025-03-03'), label(3, 'Pakan', [4])];
    expect(groupItem(labels, [1, 2])?.text).toBe('Pakan');
    expect(groupItem(labels, [3, 4])?.text).toBe('Layer Premium / Pakan');
    expect(groupItem(labels, [9])).toBeNull();
    expect(groupItem(undefined, [1])).toBeNull();
    expect(sinceText(labels[1])).toBe('sejak 03/03/2025');
    expect(sinceText(labels[0])).toBe('');
  });

  it('offers only active feed items counted in kg', () => {
    const item = (id: number, kind: Schemas['StockItemDto']['kind'], unit: Schemas['StockItemDto']['unit'], active = true) =>
      ({ id, name: `B${id}`, kind, unit, nutrients: { protein_pct: null, me_kcal_per_kg: null, ca_pct: null, p_avail_pct: null, fibre_pct: null }, nutrient_source: null, withdrawal_days: null, not_for_layers: false, active, is_default: false }) satisfies Schemas['StockItemDto'];
    const offered = feedItemsForJalur([item(1, 'pakan_jadi', 'kg'), item(2, 'ovk', 'botol'), item(3, 'bahan', 'gram'), item(4, 'campuran', 'kg'), item(5, 'bahan', 'kg', false)]);
    expect(offered.map((i) => i.id)).toEqual([1, 4]);
  });

  it('checks the form and builds the body from the day shown', () => {
    const day = dayjs('2025-03-04');
    const form = jalurItemForm(label(2, 'Pakan', [3]), day);
    expect(form.item_id).toBe('20');
    expect(checkJalurItemForm({ ...form, item_id: '' })).toEqual({ field: 'item_id', message: 'Pilih barang pakan.' });
    expect(checkJalurItemForm({ ...form, from_date: null })).toEqual({ field: 'from_date', message: 'Tanggal mulai wajib diisi.' });
    expect(checkJalurItemForm(form)).toBeNull();
    expect(jalurItemBody(2, { item_id: '5', from_date: day })).toEqual({ jalur_id: 2, item_id: 5, from_date: '2025-03-04' });
  });
});

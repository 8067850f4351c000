import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { emptyTreatmentForm, heldText, holdHint, holdState, holdUntil, medicines, mortalityTable, treatmentBody, validateTreatmentForm, type StockItem, type TreatmentForm } from './treatments';

const NONE = { protein_pct: null, me_kcal_per_kg: null, ca_pct: null, p_avail_pct: null, fibre_pct: null };
const DOKSI = { id: 9, name: 'Doksisiklin', kind: 'ovk', unit: 'botol', nutrients: NONE, nutrient_source: null, withdrawal_days: 3, not_for_layers: false, active: true, is_default: false } satisfies StockItem;
const ENRO = { ...DOKSI, id: 10, name: 'Enrofloksasin', withdrawal_days: 7, not_for_layers: true } satisfies StockItem;
const form = (over: Partial<TreatmentForm> = {}): TreatmentForm => ({
  ...emptyTreatmentForm(dayjs('2025-03-05')),
  bagian_id: 2,
  item_id: 9,
  end: dayjs('2025-03-06'),
  dose: '2',
  reason: 'CRD',
  ...over,
});

describe('treatment dialog rules', () => {
  it('offers the active OVK items by name', () => {
    const items = [ENRO, DOKSI, { ...DOKSI, id: 1, name: 'Pakan', kind: 'pakan_jadi' as const }, { ...DOKSI, id: 11, name: 'Amoksisilin', active: false }];
    expect(medicines(items).map((i) => i.name)).toEqual(['Doksisiklin', 'Enrofloksasin']);
  });

  it("holds the eggs until the last day + the label's withdrawal, or the days typed", () => {
    // 06/03 + 3 days (label) = 09/03; typed 5: 11/03; no label value: the last day itself.
    expect(holdUntil(form(), DOKSI)).toBe('2025-03-09');
    expect(holdHint(form(), DOKSI)).toBe('Telur tertahan sampai 09/03/2025 (label: 3 hari)');
    expect(holdUntil(form({ withdrawal_days: '5' }), DOKSI)).toBe('2025-03-11');
    expect(holdUntil(form(), { ...DOKSI, withdrawal_days: null })).toBe('2025-03-06');
    // Not for laying hens: the whole flock life, unless a vet's note.
    expect(holdUntil(form({ item_id: 10 }), ENRO)).toBeNull();
    expect(holdHint(form({ item_id: 10 }), ENRO)).toMatch(/selama masa flok/);
    expect(holdUntil(form({ item_id: 10, vet_note: 'drh. Sari' }), ENRO)).toBe('2025-03-13');
  });

  it('checks each field at its place, and the confirmation of an item not for laying hens', () => {
    expect(validateTreatmentForm(form({ bagian_id: '' }), DOKSI)).toEqual({ field: 'bagian_id', message: 'Bagian wajib dipilih.' });
    expect(validateTreatmentForm(form({ item_id: '' }), undefined)).toEqual({ field: 'item_id', message: 'Obat wajib dipilih.' });
    expect(validateTreatmentForm(form({ end: dayjs('2025-03-04') }), DOKSI)).toEqual({ field: 'end', message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.' });
    expect(validateTreatmentForm(form({ dose: '0' }), DOKSI)).toMatchObject({ field: 'dose' });
    expect(validateTreatmentForm(form({ reason: '  ' }), DOKSI)).toMatchObject({ field: 'reason' });
    expect(validateTreatmentForm(form({ withdrawal_days: '400' }), DOKSI)).toMatchObject({ field: 'withdrawal_days' });
    expect(validateTreatmentForm(form(), DOKSI)).toBeNull();
    expect(validateTreatmentForm(form({ item_id: 10 }), ENRO)).toMatchObject({ field: 'confirm' });
    expect(validateTreatmentForm(form({ item_id: 10, confirm: true }), ENRO)).toBeNull();
  });

  it('sends the body of POST /api/health/treatments: empty withdrawal = the label, confirm only for an item not for laying hens', () => {
    expect(treatmentBody(form({ dose: '1,5', reason: ' CRD ' }), DOKSI)).toEqual({
      bagian_id: 2,
      item_id: 9,
      start_date: '2025-03-05',
      end_date: '2025-03-06',
      dose: 1.5,
      reason: 'CRD',
      withdrawal_days: null,
      vet_note: null,
    });
    expect(treatmentBody(form({ item_id: 10, confirm: true, withdrawal_days: '14', vet_note: ' drh ' }), ENRO)).toMatchObject({ confirm: true, withdrawal_days: 14, vet_note: 'drh' });
  });
});

describe('treatments list and deaths', () => {
  it('says whether a hold is still on', () => {
    expect(holdState({ hold_until: '2025-03-09' }, '2025-03-09')).toEqual({ text: 'Tertahan sampai 09/03/2025', active: true });
    expect(holdState({ hold_until: '2025-03-09' }, '2025-03-10')).toEqual({ text: 'Selesai 09/03/2025', active: false });
    expect(holdState({ hold_until: null }, '2030-01-01')).toEqual({ text: 'Tertahan selama masa flok', active: true });
    // 50 + 10 + 0.5 kg = 60.5 kg.
    expect(heldText({ held: { butir: 1000, kg_a: '50.000', kg_b: '10.000', kg_c: '0.500' } })).toBe('1.000 butir · 60,5 kg');
  });

  it('pivots the deaths to one line per week and bagian, newest week first, with the causes that occur', () => {
    const rows = [
      { period: '2025-03-03', bagian_id: 1, bagian: 'Jalur 1 / Kanan', cause: 'penyakit' as const, ekor: 3, diseases: 'ND' },
      { period: '2025-03-03', bagian_id: 1, bagian: 'Jalur 1 / Kanan', cause: 'tidak_diketahui' as const, ekor: 3, diseases: null },
      { period: '2025-03-03', bagian_id: 2, bagian: 'Jalur 1 / Kiri', cause: 'predator' as const, ekor: 4, diseases: null },
      { period: '2025-03-10', bagian_id: 1, bagian: 'Jalur 1 / Kanan', cause: 'heat_stress' as const, ekor: 1, diseases: null },
    ];
    const t = mortalityTable(rows);
    // Causes in the picker's order: penyakit, heat_stress, predator, tidak_diketahui.
    expect(t.causes).toEqual(['penyakit', 'heat_stress', 'predator', 'tidak_diketahui']);
    expect(t.lines.map((l) => [l.period, l.bagian, l.total, l.byCause, l.diseases])).toEqual([
      ['2025-03-10', 'Jalur 1 / Kanan', 1, { heat_stress: 1 }, null],
      ['2025-03-03', 'Jalur 1 / Kanan', 6, { penyakit: 3, tidak_diketahui: 3 }, 'ND'],
      ['2025-03-03', 'Jalur 1 / Kiri', 4, { predator: 4 }, null],
    ]);
    expect(mortalityTable([])).toEqual({ lines: [], causes: [] });
  });
});

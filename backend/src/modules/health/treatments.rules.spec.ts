import { HttpException, UnprocessableEntityException } from '@nestjs/common';
import { movementNote, TreatedItem, treatmentHold } from './treatments.rules';

const drug: TreatedItem = { name: 'Doksisiklin', kind: 'ovk', active: true, withdrawal_days: 7, not_for_layers: false };
const course = { start_date: '2025-03-10', end_date: '2025-03-12' };

describe('treatmentHold', () => {
  it("holds the eggs until end_date + the label's withdrawal days, or the days sent", () => {
    // 12/03 + 7 days = 19/03; with 3 days sent: 15/03; no label value: the last day of the dose.
    expect(treatmentHold(course, drug, true)).toEqual({ withdrawal_days: 7, hold_until: '2025-03-19', not_for_layers: false });
    expect(treatmentHold({ ...course, withdrawal_days: 3 }, drug, true).hold_until).toBe('2025-03-15');
    expect(treatmentHold({ ...course, withdrawal_days: 0 }, drug, true).hold_until).toBe('2025-03-12');
    expect(treatmentHold(course, { ...drug, withdrawal_days: null }, true)).toEqual({ withdrawal_days: 0, hold_until: '2025-03-12', not_for_layers: false });
    // Across a month end: 30/01 + 3 = 02/02.
    expect(treatmentHold({ start_date: '2025-01-28', end_date: '2025-01-30', withdrawal_days: 3 }, drug, true).hold_until).toBe('2025-02-02');
  });

  it('refuses an end before the start, an item that is not OVK or is inactive', () => {
    const status = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as HttpException).getStatus();
      }
      return 0;
    };
    expect(() => treatmentHold({ ...course, end_date: '2025-03-09' }, drug, true)).toThrow('Tanggal selesai tidak boleh sebelum tanggal mulai.');
    expect(status(() => treatmentHold({ ...course, end_date: '2025-03-09' }, drug, true))).toBe(400);
    expect(status(() => treatmentHold(course, { ...drug, kind: 'bahan' }, true))).toBe(422);
    expect(() => treatmentHold(course, { ...drug, kind: 'bahan' }, true)).toThrow('Barang yang dipilih bukan OVK; pilih obat dari Barang Stok jenis OVK.');
    expect(() => treatmentHold(course, { ...drug, active: false }, true)).toThrow('Barang Doksisiklin nonaktif; aktifkan dulu di Barang Stok.');
  });

  it('asks to confirm an item not for laying hens given to layers, then holds for the whole flock life unless a vet overrides', () => {
    const banned = { ...drug, not_for_layers: true };
    expect(() => treatmentHold(course, banned, true)).toThrow(UnprocessableEntityException);
    expect(() => treatmentHold(course, banned, true)).toThrow(/ditandai tidak untuk ayam petelur produksi/);
    expect(treatmentHold({ ...course, confirm: true }, banned, true)).toEqual({ withdrawal_days: 7, hold_until: null, not_for_layers: true });
    expect(treatmentHold({ ...course, confirm: true, vet_note: 'drh. Sari: henti 14 hari', withdrawal_days: 14 }, banned, true).hold_until).toBe('2025-03-26');
    // A blank note is no override.
    expect(treatmentHold({ ...course, confirm: true, vet_note: '  ' }, banned, true).hold_until).toBeNull();
    // An empty bagian (no layers): no confirmation, the label's withdrawal.
    expect(treatmentHold(course, banned, false)).toEqual({ withdrawal_days: 7, hold_until: '2025-03-19', not_for_layers: false });
  });
});

describe('movementNote', () => {
  it('names the bagian and the reason, cut to the 200 characters of the movement note', () => {
    expect(movementNote('Pemakaian OVK:', 'Jalur 1 / Kanan', ' CRD ')).toBe('Pemakaian OVK: Jalur 1 / Kanan — CRD');
    expect(movementNote('Pemakaian OVK:', 'J', 'x'.repeat(300))).toHaveLength(200);
  });
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { batchTotal, checkBatch, fillRows, placesOf, refusedTingkat, rowsOf, toBatchBody, type PlaceTingkat } from './batchPlacement';

const tk = (tingkat_id: number, jalur_id: number, bagian_id: number, bagian: string, tingkat: string): PlaceTingkat => ({
  tingkat_id,
  jalur_id,
  jalur: `Jalur ${jalur_id}`,
  bagian_id,
  bagian,
  tingkat,
  lokasi: `Jalur ${jalur_id} / ${bagian} / ${tingkat}`,
});
const TINGKAT = [tk(1, 1, 10, 'Kanan', 'T1'), tk(2, 1, 10, 'Kanan', 'T2'), tk(3, 1, 11, 'Kiri', 'T1'), tk(4, 2, 20, 'Kanan', 'T1')];

describe('batch placement form', () => {
  it('offers each jalur (all its bagian) followed by its bagian', () => {
    expect(placesOf(TINGKAT).map((p) => [p.label, p.tingkatIds])).toEqual([
      ['Jalur 1 (semua bagian)', [1, 2, 3]],
      ['Jalur 1 / Kanan', [1, 2]],
      ['Jalur 1 / Kiri', [3]],
      ['Jalur 2 (semua bagian)', [4]],
      ['Jalur 2 / Kanan', [4]],
    ]);
  });

  it('ticks the empty tingkat, fills every row, totals the ticked ones and sends them in order', () => {
    const jalur1 = placesOf(TINGKAT)[0];
    // Tingkat 2 holds 800 birds: not ticked.
    let rows = fillRows(rowsOf(jalur1, TINGKAT, new Map([[2, 800]]), ''), '3.000');
    expect(rows.map((r) => [r.tingkat_id, r.checked, r.jumlah])).toEqual([
      [1, true, '3.000'],
      [2, false, '3.000'],
      [3, true, '3.000'],
    ]);
    rows = rows.map((r) => (r.tingkat_id === 3 ? { ...r, jumlah: '2.500' } : r));
    // 3,000 + 2,500 (tingkat 2 not ticked).
    expect(batchTotal(rows)).toBe(5500);
    const form = { tanggal: dayjs('2025-06-02'), place: jalur1.key, perTingkat: '3.000', usia: '18', breed: 'hyline_w80' as const, rows };
    expect(checkBatch(form).ok).toBe(true);
    const body = toBatchBody(form);
    expect(body).toEqual({ tanggal: '2025-06-02', aksi: 'masuk', usia_minggu: 18, breed: 'hyline_w80', rows: [{ tujuan_tingkat_id: 1, jumlah: 3000 }, { tujuan_tingkat_id: 3, jumlah: 2500 }] });
    // The server's 'rows.1.jumlah' is the second row sent: tingkat 3.
    expect(refusedTingkat('rows.1.jumlah', body)).toBe(3);
    expect(refusedTingkat('tanggal', body)).toBeNull();
  });

  it('refuses no ticked tingkat, a ticked row without birds and an age over 200', () => {
    const place = placesOf(TINGKAT)[1];
    const none = rowsOf(place, TINGKAT, new Map(), '').map((r) => ({ ...r, checked: false }));
    const base = { tanggal: dayjs('2025-06-02'), place: place.key, perTingkat: '', usia: '201', breed: 'hyline_w80' as const };
    expect(checkBatch({ ...base, rows: none }).problems).toEqual({ none: 'Centang minimal satu tingkat.', usia: 'Usia harus integer 0..200.', rows: {} });
    const empty = rowsOf(place, TINGKAT, new Map(), '');
    expect(checkBatch({ ...base, usia: '0', rows: empty }).problems.rows).toEqual({ 1: 'Jumlah wajib angka > 0.', 2: 'Jumlah wajib angka > 0.' });
  });
});

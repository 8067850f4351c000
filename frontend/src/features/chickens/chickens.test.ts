import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  defaultTxnRange,
  disabledFields,
  emptyChickenForm,
  formFromTxn,
  populationSummary,
  toChickenBody,
  validateChickenForm,
  withAksi,
  type ChickenForm,
} from './chickens';

const today = dayjs('2025-06-10');
const form = (patch: Partial<ChickenForm>): ChickenForm => ({ ...emptyChickenForm(today), ...patch });

describe('chicken transaction form rules (spec part 1 §4.3, §5)', () => {
  it('masuk clears and disables the origin; mati and afkir clear and disable the destination', () => {
    const filled = form({ asal: 3, tujuan: 4 });
    expect(withAksi(filled, 'masuk')).toMatchObject({ aksi: 'masuk', asal: '', tujuan: 4 });
    expect(withAksi(filled, 'mati')).toMatchObject({ aksi: 'mati', asal: 3, tujuan: '' });
    expect(withAksi(filled, 'afkir')).toMatchObject({ asal: 3, tujuan: '' });
    expect(withAksi(filled, 'pindah')).toMatchObject({ asal: 3, tujuan: 4 });
    expect(disabledFields('masuk')).toEqual({ asal: true, tujuan: false });
    expect(disabledFields('afkir')).toEqual({ asal: false, tujuan: true });
    expect(disabledFields('pindah')).toEqual({ asal: false, tujuan: false });
  });

  it('answers the messages of §5 under their fields', () => {
    expect(validateChickenForm(form({ tanggal: null }))).toMatchObject({
      tanggal: 'Tanggal wajib (YYYY-MM-DD).',
      aksi: 'Aksi wajib dipilih.',
      jumlah: 'Jumlah wajib angka > 0.',
    });
    expect(validateChickenForm(form({ aksi: 'masuk', jumlah: '0', keterangan: 'x'.repeat(201) }))).toEqual({
      jumlah: 'Jumlah wajib angka > 0.',
      usia: 'Usia (minggu) wajib untuk aksi=masuk.',
      keterangan: 'Keterangan maksimal 200 karakter.',
      tujuan: 'aksi=masuk: Tujuan wajib dipilih.',
    });
    expect(validateChickenForm(form({ aksi: 'masuk', jumlah: '5', usia: '201', tujuan: 1, asal: 2 }))).toEqual({
      usia: 'Usia harus integer 0..200.',
      asal: 'aksi=masuk: Asal harus kosong.',
    });
    expect(validateChickenForm(form({ aksi: 'pindah', jumlah: '5', asal: 1 }))).toEqual({ tujuan: 'aksi=pindah: Asal & Tujuan wajib diisi.' });
    expect(validateChickenForm(form({ aksi: 'pindah', jumlah: '5', asal: 1, tujuan: 1 }))).toEqual({ tujuan: 'aksi=pindah: Asal & Tujuan tidak boleh sama.' });
    expect(validateChickenForm(form({ aksi: 'mati', jumlah: '5', tujuan: 2 }))).toEqual({
      asal: 'aksi=mati: Asal wajib diisi.',
      tujuan: 'aksi=mati: Tujuan harus kosong.',
    });
    expect(validateChickenForm(form({ aksi: 'afkir', jumlah: '2,5', asal: 1 }))).toEqual({ jumlah: 'Jumlah wajib angka > 0.' });
    expect(validateChickenForm(form({ aksi: 'afkir', jumlah: '3', asal: 1, usia: '1.5' }))).toEqual({ usia: 'Usia harus integer 0..200.' });
  });

  it('accepts valid forms and builds the body of §7', () => {
    const masuk = form({ aksi: 'masuk', jumlah: '1500', tujuan: 7, usia: '18', keterangan: '  DOC  ' });
    expect(validateChickenForm(masuk)).toEqual({});
    expect(toChickenBody(masuk)).toEqual({
      tanggal: '2025-06-10',
      aksi: 'masuk',
      jumlah: 1500,
      asal_tingkat_id: null,
      tujuan_tingkat_id: 7,
      usia_minggu: 18,
      keterangan: 'DOC',
      breed: 'hyline_w80',
    });
    // The farm default may be Brown; a masuk sends the breed chosen.
    expect(toChickenBody({ ...masuk, breed: 'hyline_brown' }).breed).toBe('hyline_brown');
    expect(emptyChickenForm(today, 'hyline_brown').breed).toBe('hyline_brown');
    const mati = form({ aksi: 'mati', jumlah: '3', asal: 7 });
    expect(validateChickenForm(mati)).toEqual({});
    expect(toChickenBody(mati)).toMatchObject({ asal_tingkat_id: 7, tujuan_tingkat_id: null, usia_minggu: null, keterangan: null });
    // The other aksi carry the breed of their origin: no breed is sent.
    expect(toChickenBody(mati)).not.toHaveProperty('breed');
    // No cause chosen: the spec's body, without cause fields (the server counts it tidak_diketahui).
    expect(toChickenBody(mati)).not.toHaveProperty('cause');
    // A cause chosen: sent, with the suspected disease only for penyakit.
    expect(toChickenBody({ ...mati, cause: 'penyakit', suspected_disease: ' ND ' })).toMatchObject({ cause: 'penyakit', suspected_disease: 'ND' });
    expect(toChickenBody({ ...mati, cause: 'predator', suspected_disease: 'ND' })).toMatchObject({ cause: 'predator', suspected_disease: null });
    // A cause left in the form of another aksi is not sent.
    expect(toChickenBody({ ...form({ aksi: 'afkir', jumlah: '3', asal: 7 }), cause: 'prolaps' })).not.toHaveProperty('cause');
    expect(validateChickenForm({ ...mati, cause: 'penyakit', suspected_disease: 'x'.repeat(81) })).toEqual({ suspected_disease: 'Dugaan penyakit maksimal 80 karakter.' });
  });

  it('fills the edit form from a listed transaction', () => {
    const f = formFromTxn({
      id: 1,
      tanggal: '2025-06-01',
      aksi: 'pindah',
      jumlah: 200,
      asal_tingkat_id: 1,
      tujuan_tingkat_id: 2,
      asal_lokasi: 'a',
      tujuan_lokasi: 'b',
      usia_minggu: null,
      keterangan: null,
      breed: 'hyline_brown',
      cause: null,
      suspected_disease: null,
      cause_note: null,
    });
    expect({ ...f, tanggal: f.tanggal!.format('YYYY-MM-DD') }).toEqual({ tanggal: '2025-06-01', aksi: 'pindah', jumlah: '200', asal: 1, tujuan: 2, usia: '', keterangan: '', breed: 'hyline_brown', cause: '', suspected_disease: '' });
  });
});

describe('chicken info screen', () => {
  it('filters the last 10 days by default', () => {
    const r = defaultTxnRange(today);
    expect([r.start.format('YYYY-MM-DD'), r.end.format('YYYY-MM-DD')]).toEqual(['2025-06-01', '2025-06-10']);
  });

  it('sums the population and weights the age by it', () => {
    // (1000 × 30 + 500 × 60) / 1500 = 40 weeks; the empty tingkat counts in neither.
    expect(
      populationSummary([
        { populasi: 1000, usia_minggu: 30 },
        { populasi: 500, usia_minggu: 60 },
        { populasi: 0, usia_minggu: null },
      ]),
    ).toEqual({ populasi: 1500, usia: 40 });
    expect(populationSummary([])).toEqual({ populasi: 0, usia: null });
  });
});

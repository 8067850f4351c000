import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { abkBody, abkForm, normalizePhone, validateAbkForm, waLink } from './abk';

describe('ABK rules (spec part 2 §5 ABK create, §9 phone)', () => {
  it('normalises the phone to the 62 form', () => {
    expect(normalizePhone('0812-3456-789')).toBe('628123456789');
    expect(normalizePhone('+62 812 3456')).toBe('628123456');
    expect(normalizePhone('6281')).toBe('6281');
    expect(normalizePhone(' ')).toBe('');
    expect(waLink('6281234')).toBe('https://wa.me/6281234');
    expect(waLink(null)).toBeNull();
  });

  it('requires user (create), nickname and start date; end not before start', () => {
    const f = { ...abkForm(null, dayjs('2025-03-01')), user_id: 'u1', nama_panggilan: 'Jono' };
    expect(validateAbkForm({ ...f, user_id: '' }, true)).toEqual({ field: 'user_id', message: 'Pilih user ABK.' });
    expect(validateAbkForm({ ...f, user_id: '' }, false)).toBeNull();
    expect(validateAbkForm({ ...f, nama_panggilan: ' ' }, true)).toEqual({ field: 'nama_panggilan', message: 'Nama panggilan wajib diisi.' });
    expect(validateAbkForm({ ...f, tanggal_mulai_kerja: null }, true)).toEqual({ field: 'tanggal_mulai_kerja', message: 'Tanggal mulai kerja wajib diisi.' });
    expect(validateAbkForm({ ...f, tanggal_selesai_kerja: dayjs('2025-02-28') }, true)).toEqual({ field: 'tanggal_selesai_kerja', message: 'Tanggal selesai kerja tidak boleh sebelum tanggal mulai kerja.' });
    expect(validateAbkForm({ ...f, tanggal_selesai_kerja: dayjs('2025-03-01') }, true)).toBeNull();
  });

  it('sends the phone normalised, dates as YYYY-MM-DD and blanks as null', () => {
    const f = { ...abkForm(null, dayjs('2025-03-01')), nama_panggilan: ' Jono ', no_hp: '0812 99', alamat: ' ' };
    expect(abkBody(f)).toEqual({
      nama_panggilan: 'Jono',
      nama_asli: null,
      no_hp: '628129 9'.replace(' ', ''),
      alamat: null,
      no_ktp: null,
      tanggal_mulai_kerja: '2025-03-01',
      tanggal_selesai_kerja: null,
      aktif: true,
    });
  });
});

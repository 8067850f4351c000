import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { abkBody, abkForm, validateAbkForm, waLink } from './abk';

describe('ABK rules (spec part 2 §5 ABK create, §9 phone)', () => {
  it('links a stored phone to WhatsApp', () => {
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

  it('sends the phone as typed for the server to check, dates as YYYY-MM-DD and blanks as null', () => {
    const f = { ...abkForm(null, dayjs('2025-03-01')), nama_panggilan: ' Jono ', no_hp: ' 0812-3456-7890 ', alamat: ' ' };
    // 'abc' goes to the server, which refuses it, instead of being emptied into 'no phone'.
    expect(abkBody({ ...f, no_hp: 'abc' }).no_hp).toBe('abc');
    expect(abkBody({ ...f, no_hp: ' ' }).no_hp).toBeNull();
    expect(abkBody(f)).toEqual({
      nama_panggilan: 'Jono',
      nama_asli: null,
      no_hp: '0812-3456-7890',
      alamat: null,
      no_ktp: null,
      tanggal_mulai_kerja: '2025-03-01',
      tanggal_selesai_kerja: null,
      aktif: true,
    });
  });
});

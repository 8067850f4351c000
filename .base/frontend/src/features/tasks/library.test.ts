import { describe, expect, it } from 'vitest';
import { emptySubForm, filterSubTasks, subFormData, validateMainForm, validateSubForm } from './library';
import type { SubTask } from './types';

const sub = (over: Partial<SubTask>): SubTask => ({ id: 1, main_id: 1, main_nama: 'BASIC', nama: 'x', deskripsi: null, instruksi: null, default_dur_min: null, aktif: true, image_url: null, ...over });

describe('task library forms (spec part 1 §5)', () => {
  it('gives the messages of §5', () => {
    expect(validateMainForm({ nama: '  ', deskripsi: '', aktif: true })).toEqual({ field: 'nama', message: 'Nama main task wajib diisi' });
    expect(validateSubForm(emptySubForm())).toEqual({ field: 'main_id', message: 'Pilih main task' });
    expect(validateSubForm({ ...emptySubForm('2'), nama: ' ' })).toEqual({ field: 'nama', message: 'Nama sub task wajib diisi' });
    expect(validateSubForm({ ...emptySubForm('2'), nama: 'A', default_dur_min: '-5' })).toEqual({ field: 'default_dur_min', message: 'Durasi minimal 0 menit.' });
    expect(validateSubForm({ ...emptySubForm('2'), nama: 'A', default_dur_min: '0' })).toBeNull();
  });

  it('checks the image type and the 2 MB limit before sending', () => {
    const ok = { ...emptySubForm('2'), nama: 'A' };
    expect(validateSubForm(ok, new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('Format gambar harus JPEG, PNG, atau WebP.');
    // 2 MB = 2 × 1024 × 1024 bytes; one more is refused
    expect(validateSubForm(ok, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' }))).toBe('Ukuran gambar maksimal 2 MB.');
    expect(validateSubForm(ok, new File([new Uint8Array(2 * 1024 * 1024)], 'a.png', { type: 'image/png' }))).toBeNull();
  });

  it('builds the multipart body with the image, or remove_image=true', () => {
    const f = { ...emptySubForm('2'), nama: ' Cek air ', default_dur_min: '15', aktif: false };
    const img = new File(['x'], 'a.png', { type: 'image/png' });
    const withImage = subFormData(f, img, true);
    expect(Object.fromEntries([...withImage.entries()].filter(([k]) => k !== 'image'))).toEqual({ main_id: '2', nama: 'Cek air', deskripsi: '', instruksi: '', aktif: 'false', default_dur_min: '15' });
    expect(withImage.get('image')).toBeInstanceOf(File);
    expect(withImage.has('remove_image')).toBe(false);
    const removed = subFormData({ ...f, default_dur_min: '' }, null, true);
    expect(removed.get('remove_image')).toBe('true');
    expect(removed.has('default_dur_min')).toBe(false);
  });

  it('filters sub tasks by main task and free text', () => {
    const subs = [sub({ id: 1, main_id: 1, nama: 'Ambil telur pagi' }), sub({ id: 2, main_id: 2, main_nama: 'Vaksinasi', nama: 'Vaksin ND', instruksi: 'Tetes mata' })];
    expect(filterSubTasks(subs, 'ALL', '').map((s) => s.id)).toEqual([1, 2]);
    expect(filterSubTasks(subs, '2', '').map((s) => s.id)).toEqual([2]);
    expect(filterSubTasks(subs, 'ALL', 'TETES').map((s) => s.id)).toEqual([2]);
    expect(filterSubTasks(subs, '1', 'nd')).toEqual([]);
  });
});

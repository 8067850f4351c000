/**
 * Task library forms (spec part 1 §2.11, §5, §7 Task library, §8 Tasks):
 * validation messages and the multipart body of a sub task.
 */
import type { MainTask, SubTask } from './types';

export const MAIN_PATH = '/api/tasks/main';
export const SUB_PATH = '/api/tasks/sub';
/** Toasts of the library clear after 1.8 s (part 1 §8). */
export const LIBRARY_TOAST_MS = 1800;
/** Largest image the server accepts (2 MB). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface MainForm {
  nama: string;
  deskripsi: string;
  aktif: boolean;
}

export interface SubForm {
  main_id: string;
  nama: string;
  deskripsi: string;
  instruksi: string;
  default_dur_min: string;
  aktif: boolean;
}

export const emptyMainForm = (): MainForm => ({ nama: '', deskripsi: '', aktif: true });
export const mainFormOf = (m: MainTask): MainForm => ({ nama: m.nama, deskripsi: m.deskripsi ?? '', aktif: m.aktif });
export const emptySubForm = (mainId = ''): SubForm => ({ main_id: mainId, nama: '', deskripsi: '', instruksi: '', default_dur_min: '', aktif: true });
export const subFormOf = (s: SubTask): SubForm => ({
  main_id: String(s.main_id),
  nama: s.nama,
  deskripsi: s.deskripsi ?? '',
  instruksi: s.instruksi ?? '',
  default_dur_min: s.default_dur_min === null || s.default_dur_min === undefined ? '' : String(s.default_dur_min),
  aktif: s.aktif,
});

/** Message of part 1 §5 for a main task form, or null. */
export function validateMainForm(f: MainForm): string | null {
  return f.nama.trim() ? null : 'Nama main task wajib diisi';
}

/** Message of part 1 §5 for a sub task form (and its image), or null. */
export function validateSubForm(f: SubForm, image?: File | null): string | null {
  if (!f.main_id) return 'Pilih main task';
  if (!f.nama.trim()) return 'Nama sub task wajib diisi';
  if (f.default_dur_min.trim() !== '' && !/^\d+$/.test(f.default_dur_min.trim())) return 'Durasi minimal 0 menit.';
  if (image) {
    if (!IMAGE_TYPES.includes(image.type)) return 'Format gambar harus JPEG, PNG, atau WebP.';
    if (image.size > MAX_IMAGE_BYTES) return 'Ukuran gambar maksimal 2 MB.';
  }
  return null;
}

/** JSON body of POST/PUT /api/tasks/main. */
export const mainBody = (f: MainForm) => ({ nama: f.nama.trim(), deskripsi: f.deskripsi.trim() || null, aktif: f.aktif });

/** Multipart body of POST/PUT /api/tasks/sub: fields, optional image, remove_image=true to drop the stored one. */
export function subFormData(f: SubForm, image?: File | null, removeImage = false): FormData {
  const data = new FormData();
  data.append('main_id', f.main_id);
  data.append('nama', f.nama.trim());
  data.append('deskripsi', f.deskripsi.trim());
  data.append('instruksi', f.instruksi.trim());
  data.append('aktif', String(f.aktif));
  if (f.default_dur_min.trim() !== '') data.append('default_dur_min', f.default_dur_min.trim());
  if (image) data.append('image', image);
  else if (removeImage) data.append('remove_image', 'true');
  return data;
}

/** Sub tasks of a main task ('ALL' for every one) whose name, description or main name holds `text`. */
export function filterSubTasks(subs: SubTask[], mainId: string, text: string): SubTask[] {
  const q = text.trim().toLowerCase();
  return subs.filter(
    (s) =>
      (mainId === 'ALL' || String(s.main_id) === mainId) &&
      (!q || [s.nama, s.deskripsi, s.instruksi, s.main_nama].some((v) => (v ?? '').toLowerCase().includes(q))),
  );
}

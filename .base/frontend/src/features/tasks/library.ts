/**
 * Task library forms (spec part 1 §2.11, §5, §7 Task library, §8 Tasks):
 * validation messages and the multipart body of a sub task.
 */
import { parseNumber } from '../../lib/number-input';
import { api, send, type Schemas } from '../../api/client';
import { at, type FormProblem } from '../../lib/useDialogForm';
import type { MainTask, SubTask } from './types';

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

/** Empty form of a new main task, and the form of an existing one. */
export const emptyMainForm = (): MainForm => ({ nama: '', deskripsi: '', aktif: true });
export const mainFormOf = (m: MainTask): MainForm => ({ nama: m.nama, deskripsi: m.deskripsi ?? '', aktif: m.aktif });
/** Empty form of a new sub task (under `mainId`), and the form of an existing one. */
export const emptySubForm = (mainId = ''): SubForm => ({ main_id: mainId, nama: '', deskripsi: '', instruksi: '', default_dur_min: '', aktif: true });
export const subFormOf = (s: SubTask): SubForm => ({
  main_id: String(s.main_id),
  nama: s.nama,
  deskripsi: s.deskripsi ?? '',
  instruksi: s.instruksi ?? '',
  default_dur_min: s.default_dur_min === null || s.default_dur_min === undefined ? '' : String(s.default_dur_min),
  aktif: s.aktif,
});

/** Message of part 1 §5 for a main task form at its field, or null. */
export function validateMainForm(f: MainForm): FormProblem<MainForm> {
  return f.nama.trim() ? null : at('nama', 'Nama main task wajib diisi');
}

/** Message of part 1 §5 for a sub task form at its field, or for its image (the whole form: the image has no field), or null. */
export function validateSubForm(f: SubForm, image?: File | null): FormProblem<SubForm> {
  if (!f.main_id) return at('main_id', 'Pilih main task');
  if (!f.nama.trim()) return at('nama', 'Nama sub task wajib diisi');
  if (f.default_dur_min.trim() !== '' && parseNumber(f.default_dur_min, 'integer').value === null) return at('default_dur_min', 'Durasi minimal 0 menit.');
  if (image) {
    if (!IMAGE_TYPES.includes(image.type)) return 'Format gambar harus JPEG, PNG, atau WebP.';
    if (image.size > MAX_IMAGE_BYTES) return 'Ukuran gambar maksimal 2 MB.';
  }
  return null;
}

/** JSON body of POST/PUT /api/tasks/main. */
export const mainBody = (f: MainForm): Schemas['MainTaskBodyDto'] => ({ nama: f.nama.trim(), deskripsi: f.deskripsi.trim() || null, aktif: f.aktif });

/** The fields of POST/PUT /api/tasks/sub (the image travels beside them). */
type SubFields = Omit<Schemas['SubTaskFormDto'], 'image'>;

/** Fields of a sub task form; remove_image=true drops the stored image. */
function subFields(f: SubForm, removeImage: boolean): SubFields {
  const fields: SubFields = { main_id: Number(f.main_id), nama: f.nama.trim(), deskripsi: f.deskripsi.trim(), instruksi: f.instruksi.trim(), aktif: f.aktif };
  if (f.default_dur_min.trim() !== '') fields.default_dur_min = parseNumber(f.default_dur_min, 'integer').value ?? 0;
  if (removeImage) fields.remove_image = true;
  return fields;
}

/** Multipart body of POST/PUT /api/tasks/sub: fields, optional image, remove_image=true to drop the stored one. */
export function subFormData(f: SubForm, image?: File | null, removeImage = false): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(subFields(f, removeImage && !image))) data.append(key, String(value));
  if (image) data.append('image', image);
  return data;
}

/** Saves a main task: PUT when `id` is given, else POST. */
export function saveMainTask(id: number | null, f: MainForm) {
  const body = mainBody(f);
  return id === null ? send(api.POST('/api/tasks/main', { body })) : send(api.PUT('/api/tasks/main/{id}', { params: { path: { id } }, body }));
}

/** Saves a sub task as multipart (PUT when `id` is given, else POST) with its image or remove_image. */
export function saveSubTask(id: number | null, f: SubForm, image: File | null = null, removeImage = false) {
  const init = { body: subFields(f, removeImage && !image), bodySerializer: () => subFormData(f, image, removeImage) };
  return id === null ? send(api.POST('/api/tasks/sub', init)) : send(api.PUT('/api/tasks/sub/{id}', { ...init, params: { path: { id } } }));
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

/** Rules and requests of Data ABK (spec part 2 'Data ABK', §3 'ABK', §5 'ABK create', §9 phone). */
import dayjs, { type Dayjs } from 'dayjs';
import { api, send, type Schemas } from '../../api/client';
import { waLink } from '../../lib/phone';
import { at, type FormProblem } from '../../lib/form-problem';

export type Abk = Schemas['AbkDto'];
export type AbkUser = Schemas['AbkUserDto'];

export const ABK_TEXT = {
  load: 'Gagal memuat data ABK',
  save: 'Gagal menyimpan',
  user: 'Pilih user ABK.',
  nama: 'Nama panggilan wajib diisi.',
  mulai: 'Tanggal mulai kerja wajib diisi.',
  order: 'Tanggal selesai kerja tidak boleh sebelum tanggal mulai kerja.',
} as const;

export { waLink };

export interface AbkForm {
  user_id: string;
  nama_panggilan: string;
  nama_asli: string;
  no_hp: string;
  alamat: string;
  no_ktp: string;
  tanggal_mulai_kerja: Dayjs | null;
  tanggal_selesai_kerja: Dayjs | null;
  aktif: boolean;
}

const day = (v: string | null | undefined) => (v ? dayjs(v) : null);

export const abkForm = (row?: Abk | null, today: Dayjs = dayjs()): AbkForm => ({
  user_id: row?.user_id ?? '',
  nama_panggilan: row?.nama_panggilan ?? '',
  nama_asli: row?.nama_asli ?? '',
  no_hp: row?.no_hp ?? '',
  alamat: row?.alamat ?? '',
  no_ktp: row?.no_ktp ?? '',
  tanggal_mulai_kerja: row ? day(row.tanggal_mulai_kerja) : today,
  tanggal_selesai_kerja: day(row?.tanggal_selesai_kerja),
  aktif: row?.aktif ?? true,
});

/** First problem of the form at its field, else null: user (create), nickname and start date required, end not before start (at the end date). */
export function validateAbkForm(f: AbkForm, creating: boolean): FormProblem<AbkForm> {
  if (creating && !f.user_id) return at('user_id', ABK_TEXT.user);
  if (!f.nama_panggilan.trim()) return at('nama_panggilan', ABK_TEXT.nama);
  if (!f.tanggal_mulai_kerja?.isValid()) return at('tanggal_mulai_kerja', ABK_TEXT.mulai);
  if (f.tanggal_selesai_kerja?.isValid() && f.tanggal_selesai_kerja.isBefore(f.tanggal_mulai_kerja, 'day')) return at('tanggal_selesai_kerja', ABK_TEXT.order);
  return null;
}

const text = (v: string) => (v.trim() ? v.trim() : null);

/** The fields as the API takes them (phone as typed, for the server to check and normalise; dates YYYY-MM-DD, blanks null). */
export function abkBody(f: AbkForm): Schemas['AbkUpdateDto'] {
  const end = f.tanggal_selesai_kerja?.isValid() ? f.tanggal_selesai_kerja.format('YYYY-MM-DD') : null;
  return {
    nama_panggilan: f.nama_panggilan.trim(),
    nama_asli: text(f.nama_asli),
    no_hp: text(f.no_hp),
    alamat: text(f.alamat),
    no_ktp: text(f.no_ktp),
    tanggal_mulai_kerja: f.tanggal_mulai_kerja!.format('YYYY-MM-DD'),
    tanggal_selesai_kerja: end,
    aktif: f.aktif,
  };
}

export type AbkSave = { id: number | null; form: AbkForm };

/** POST /api/abk (id null) or PUT /api/abk/{id}. */
export function saveAbk({ id, form }: AbkSave): Promise<Abk> {
  const body = abkBody(form);
  return id === null
    ? send(api.POST('/api/abk', { body: { ...body, user_id: form.user_id } }))
    : send(api.PUT('/api/abk/{id}', { params: { path: { id } }, body }));
}

/**
 * Pure logic of the chicken info screen (/ayaminfo, spec part 1 §2.10, §4.3,
 * §5, §9): the transaction form rules with the messages of §5, fields that
 * clear and disable by aksi, the request body and the default filter range.
 */
import { formatNumberText, parseNumber } from '../../lib/number-input';
import dayjs, { type Dayjs } from 'dayjs';
import type { Schemas } from '../../api/client';
import { DEFAULT_BREED, type BreedCode } from '../../lib/breeds';
import type { DeathCause } from '../../lib/death-causes';

export const AKSI = ['masuk', 'pindah', 'mati', 'afkir'] as const;
export type Aksi = (typeof AKSI)[number];
export const AKSI_LABELS: Record<Aksi, string> = { masuk: 'Masuk', pindah: 'Pindah', mati: 'Mati', afkir: 'Afkir' };

/** Population info row of the API. */
export type PopulasiRow = Schemas['PopulasiInfoDto'];

/** Chicken transaction of the API. */
export type ChickenTxn = Schemas['TransaksiAyamDto'];

/** Body of POST and PUT /api/transaksi-ayam. */
export type ChickenBody = Schemas['TransaksiAyamBodyDto'];

/** A tingkat offered as origin or destination. */
export type TingkatOption = Pick<Schemas['TingkatLokasiDto'], 'tingkat_id' | 'lokasi'>;

/** The form of the create/edit modal (texts as typed; '' = empty). */
export interface ChickenForm {
  tanggal: Dayjs | null;
  aksi: Aksi | '';
  jumlah: string;
  asal: number | '';
  tujuan: number | '';
  usia: string;
  keterangan: string;
  /** Jenis ayam of a masuk (the farm default until chosen); the other aksi carry the breed of their origin. */
  breed: BreedCode;
  /** Cause of a mati ('' = not given: tidak_diketahui, the spec's body unchanged; issue #38). */
  cause: DeathCause | '';
  /** Suspected disease of a mati with cause penyakit. */
  suspected_disease: string;
}

export type ChickenField = 'tanggal' | 'aksi' | 'jumlah' | 'asal' | 'tujuan' | 'usia' | 'keterangan' | 'breed' | 'cause' | 'suspected_disease';

/** Messages of spec part 1 §8 'Chicken info'. */
export const CHICKEN_MESSAGES = {
  load: 'Gagal mengambil data transaksi',
  created: 'Transaksi berhasil disimpan.',
  /** A new transaction saved without a connection: it waits in the outbox. */
  queued: 'Tersimpan di tablet, akan dikirim saat online',
  updated: 'Perubahan disimpan.',
  saveFailed: 'Gagal menyimpan transaksi.',
  deleteFailed: 'Gagal menghapus transaksi.',
  confirmEdit: 'Simpan perubahan transaksi?',
  confirmDelete: 'Yakin ingin menghapus transaksi ini?',
} as const;

/** Default filter: the last 10 days (today − 9 … today, spec §9). */
export function defaultTxnRange(today: Dayjs = dayjs()): { start: Dayjs; end: Dayjs } {
  return { start: today.subtract(9, 'day').startOf('day'), end: today.startOf('day') };
}

/** The form of a new transaction dated `today`, its breed the farm default. */
export function emptyChickenForm(today: Dayjs = dayjs(), breed: BreedCode = DEFAULT_BREED): ChickenForm {
  return { tanggal: today.startOf('day'), aksi: '', jumlah: '', asal: '', tujuan: '', usia: '', keterangan: '', breed, cause: '', suspected_disease: '' };
}

/** The form of an existing transaction (edit). */
export function formFromTxn(t: ChickenTxn): ChickenForm {
  return {
    tanggal: dayjs(t.tanggal),
    aksi: t.aksi,
    jumlah: formatNumberText(t.jumlah, 'integer'),
    asal: t.asal_tingkat_id ?? '',
    tujuan: t.tujuan_tingkat_id ?? '',
    usia: t.usia_minggu === null ? '' : String(t.usia_minggu),
    keterangan: t.keterangan ?? '',
    breed: t.breed,
    cause: t.aksi === 'mati' && t.cause && t.cause !== 'tidak_diketahui' ? t.cause : '',
    suspected_disease: t.suspected_disease ?? '',
  };
}

/** Which location fields are disabled for an aksi: masuk has no origin, mati/afkir no destination (§4.3). */
export function disabledFields(aksi: Aksi | ''): { asal: boolean; tujuan: boolean } {
  return { asal: aksi === 'masuk', tujuan: aksi === 'mati' || aksi === 'afkir' };
}

/** Chooses an aksi: masuk clears the origin, mati and afkir clear the destination (§4.3). */
export function withAksi(form: ChickenForm, aksi: Aksi | ''): ChickenForm {
  const off = disabledFields(aksi);
  return { ...form, aksi, asal: off.asal ? '' : form.asal, tujuan: off.tujuan ? '' : form.tujuan };
}

/** A whole number as the integer input shows it (digits grouped by dots, '1.000'); null otherwise ('16.5', '1,5'). */
const wholeNumber = (text: string): number | null => parseNumber(text, 'integer').value;

/** Field errors of the form with the messages of spec §5 (empty object: valid). */
export function validateChickenForm(f: ChickenForm): Partial<Record<ChickenField, string>> {
  const e: Partial<Record<ChickenField, string>> = {};
  if (!f.tanggal || !f.tanggal.isValid()) e.tanggal = 'Tanggal wajib (YYYY-MM-DD).';
  if (!f.aksi) e.aksi = 'Aksi wajib dipilih.';
  else if (!AKSI.includes(f.aksi)) e.aksi = 'Aksi tidak valid.';
  const jumlah = wholeNumber(f.jumlah);
  if (jumlah === null || jumlah <= 0) e.jumlah = 'Jumlah wajib angka > 0.';
  if (f.usia.trim() === '') {
    if (f.aksi === 'masuk') e.usia = 'Usia (minggu) wajib untuk aksi=masuk.';
  } else {
    const usia = wholeNumber(f.usia);
    if (usia === null || usia > 200) e.usia = 'Usia harus integer 0..200.';
  }
  if (f.keterangan.length > 200) e.keterangan = 'Keterangan maksimal 200 karakter.';
  if (f.aksi === 'mati' && f.cause === 'penyakit' && f.suspected_disease.trim().length > 80) e.suspected_disease = 'Dugaan penyakit maksimal 80 karakter.';
  if (f.aksi === 'masuk') {
    if (f.asal !== '') e.asal = 'aksi=masuk: Asal harus kosong.';
    if (f.tujuan === '') e.tujuan = 'aksi=masuk: Tujuan wajib dipilih.';
  } else if (f.aksi === 'pindah') {
    if (f.asal === '' || f.tujuan === '') {
      if (f.asal === '') e.asal = 'aksi=pindah: Asal & Tujuan wajib diisi.';
      if (f.tujuan === '') e.tujuan = 'aksi=pindah: Asal & Tujuan wajib diisi.';
    } else if (f.asal === f.tujuan) e.tujuan = 'aksi=pindah: Asal & Tujuan tidak boleh sama.';
  } else if (f.aksi === 'mati' || f.aksi === 'afkir') {
    if (f.asal === '') e.asal = `aksi=${f.aksi}: Asal wajib diisi.`;
    if (f.tujuan !== '') e.tujuan = `aksi=${f.aksi}: Tujuan harus kosong.`;
  }
  return e;
}

/** Form fields of the body fields with another name (a refused `usia_minggu` shows under Usia). */
export const CHICKEN_SERVER_FIELDS = { asal_tingkat_id: 'asal', tujuan_tingkat_id: 'tujuan', usia_minggu: 'usia' } as const;

/** Body of POST/PUT /api/transaksi-ayam (spec §7) from a valid form. */
export function toChickenBody(f: ChickenForm): ChickenBody {
  return {
    tanggal: f.tanggal!.format('YYYY-MM-DD'),
    aksi: f.aksi as Aksi,
    jumlah: wholeNumber(f.jumlah)!,
    asal_tingkat_id: f.asal === '' ? null : f.asal,
    tujuan_tingkat_id: f.tujuan === '' ? null : f.tujuan,
    usia_minggu: f.usia.trim() === '' ? null : wholeNumber(f.usia),
    keterangan: f.keterangan.trim() || null,
    ...(f.aksi === 'masuk' ? { breed: f.breed } : {}),
    // A death's cause only when chosen: without one the body is the spec's (tidak_diketahui).
    ...(f.aksi === 'mati' && f.cause ? { cause: f.cause, suspected_disease: f.cause === 'penyakit' ? f.suspected_disease.trim() || null : null } : {}),
  };
}

/** The outbox's name of a new transaction (ADR 0025): 'Ayam mati 27/11 · 2 ekor'. */
export function chickenLabel(body: Pick<ChickenBody, 'tanggal' | 'aksi' | 'jumlah'>): string {
  const [, mm, dd] = body.tanggal.split('-');
  return `Ayam ${AKSI_LABELS[body.aksi].toLowerCase()} ${dd}/${mm} · ${body.jumlah} ekor`;
}

/** Total population and its population-weighted age in whole weeks (null when empty). */
export function populationSummary(rows: Array<Pick<PopulasiRow, 'populasi' | 'usia_minggu'>>): { populasi: number; usia: number | null } {
  let populasi = 0;
  let weighted = 0;
  for (const r of rows) {
    if (r.populasi <= 0 || r.usia_minggu === null) continue;
    populasi += r.populasi;
    weighted += r.populasi * r.usia_minggu;
  }
  const total = rows.reduce((s, r) => s + Math.max(r.populasi, 0), 0);
  return { populasi: total, usia: populasi ? Math.floor(weighted / populasi) : null };
}

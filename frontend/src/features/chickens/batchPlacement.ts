/**
 * Pure logic of 'Masukkan ayam (banyak tingkat)' (issue #36): the places offered (a whole jalur or
 * one bagian), the rows of their tingkat (empty ones ticked, occupied ones marked and left out),
 * 'Ayam per tingkat' filling every row, the total, the checks before sending and the body of
 * POST /api/transaksi-ayam/batch.
 */
import type { Dayjs } from 'dayjs';
import type { Schemas } from '../../api/client';
import { formatNumberText, parseNumber } from '../../lib/number-input';
import type { BreedCode } from '../../lib/breeds';

/** A tingkat with its jalur and bagian (GET /api/tingkat-lokasi). */
export type PlaceTingkat = Schemas['TingkatLokasiDto'];

/** Body of POST /api/transaksi-ayam/batch. */
export type BatchBody = Schemas['TransaksiAyamBatchBodyDto'];

/** Answer of POST /api/transaksi-ayam/batch. */
export type BatchAnswer = Schemas['TransaksiAyamBatchDto'];

/** A place to fill: every tingkat of a jalur ('j<id>') or of one bagian ('b<id>'). */
export interface Place {
  key: string;
  label: string;
  tingkatIds: number[];
}

/** One tingkat of the chosen place: ticked to receive birds, its birds as typed. */
export interface BatchRow {
  tingkat_id: number;
  lokasi: string;
  /** Birds already there today (0: empty). */
  populasi: number;
  checked: boolean;
  jumlah: string;
}

export interface BatchForm {
  tanggal: Dayjs | null;
  place: string;
  perTingkat: string;
  usia: string;
  breed: BreedCode;
  rows: BatchRow[];
}

export const BATCH_MESSAGES = {
  title: 'Masukkan ayam (banyak tingkat)',
  tanggal: 'Tanggal wajib (YYYY-MM-DD).',
  place: 'Pilih jalur atau bagian.',
  none: 'Centang minimal satu tingkat.',
  jumlah: 'Jumlah wajib angka > 0.',
  usiaWajib: 'Usia (minggu) wajib untuk aksi=masuk.',
  usia: 'Usia harus integer 0..200.',
  saved: (n: number, total: number) => `${n} tingkat diisi, total ${formatNumberText(total, 'integer')} ekor.`,
  failed: 'Gagal menyimpan transaksi.',
} as const;

/** The places of the farm in coop order: each jalur (all its bagian) followed by its bagian. */
export function placesOf(tingkat: readonly PlaceTingkat[]): Place[] {
  const places = new Map<string, Place>();
  for (const t of tingkat) {
    const j = `j${t.jalur_id}`;
    const b = `b${t.bagian_id}`;
    if (!places.has(j)) places.set(j, { key: j, label: `${t.jalur} (semua bagian)`, tingkatIds: [] });
    if (!places.has(b)) places.set(b, { key: b, label: `${t.jalur} / ${t.bagian}`, tingkatIds: [] });
    places.get(j)!.tingkatIds.push(t.tingkat_id);
    places.get(b)!.tingkatIds.push(t.tingkat_id);
  }
  return [...places.values()];
}

/** The rows of a place: empty tingkat ticked with `perTingkat`, occupied ones unticked (they already hold birds). */
export function rowsOf(place: Place | undefined, tingkat: readonly PlaceTingkat[], populasi: ReadonlyMap<number, number>, perTingkat: string): BatchRow[] {
  if (!place) return [];
  const lokasi = new Map(tingkat.map((t) => [t.tingkat_id, t.lokasi]));
  return place.tingkatIds.map((id) => {
    const birds = populasi.get(id) ?? 0;
    return { tingkat_id: id, lokasi: lokasi.get(id) ?? String(id), populasi: birds, checked: birds <= 0, jumlah: perTingkat };
  });
}

/** 'Ayam per tingkat' typed: every row takes it. */
export const fillRows = (rows: BatchRow[], perTingkat: string): BatchRow[] => rows.map((r) => ({ ...r, jumlah: perTingkat }));

const whole = (text: string): number | null => parseNumber(text, 'integer').value;

/** Birds of the ticked rows (rows not yet a number count 0). */
export const batchTotal = (rows: readonly BatchRow[]): number => rows.reduce((s, r) => s + (r.checked ? Math.max(whole(r.jumlah) ?? 0, 0) : 0), 0);

/** What keeps the form from being sent: a message per field, and per ticked row (by tingkat id). */
export interface BatchProblems {
  tanggal?: string;
  place?: string;
  usia?: string;
  none?: string;
  rows: Record<number, string>;
}

/** The problems of the form (none: `ok`). */
export function checkBatch(f: BatchForm): { ok: boolean; problems: BatchProblems } {
  const p: BatchProblems = { rows: {} };
  if (!f.tanggal || !f.tanggal.isValid()) p.tanggal = BATCH_MESSAGES.tanggal;
  if (!f.place) p.place = BATCH_MESSAGES.place;
  else if (!f.rows.some((r) => r.checked)) p.none = BATCH_MESSAGES.none;
  if (f.usia.trim() === '') p.usia = BATCH_MESSAGES.usiaWajib;
  else {
    const usia = whole(f.usia);
    if (usia === null || usia < 0 || usia > 200) p.usia = BATCH_MESSAGES.usia;
  }
  for (const r of f.rows) {
    const n = whole(r.jumlah);
    if (r.checked && (n === null || n <= 0)) p.rows[r.tingkat_id] = BATCH_MESSAGES.jumlah;
  }
  const ok = !p.tanggal && !p.place && !p.usia && !p.none && !Object.keys(p.rows).length;
  return { ok, problems: p };
}

/** Body of POST /api/transaksi-ayam/batch from a form that passed {@link checkBatch}: the ticked rows in order. */
export function toBatchBody(f: BatchForm): BatchBody {
  return {
    tanggal: f.tanggal!.format('YYYY-MM-DD'),
    aksi: 'masuk',
    usia_minggu: whole(f.usia)!,
    breed: f.breed,
    rows: f.rows.filter((r) => r.checked).map((r) => ({ tujuan_tingkat_id: r.tingkat_id, jumlah: whole(r.jumlah)! })),
  };
}

/** The tingkat of the row a refusal names (`field` 'rows.<i>.…', i among the rows sent), or null. */
export function refusedTingkat(field: string | null, body: BatchBody): number | null {
  const m = field ? /^rows\.(\d+)\./.exec(field) : null;
  return m ? (body.rows[Number(m[1])]?.tujuan_tingkat_id ?? null) : null;
}

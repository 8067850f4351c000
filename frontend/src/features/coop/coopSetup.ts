/**
 * The one-form set-up of Struktur Kandang (issue #36 'A new farm in ten minutes'): a jalur with its
 * bagian and N tingkat in each, in an existing plant or a new plant and lokasi, saved by one
 * request (POST /api/coop/setup, all or nothing). The form's values, its checks and its body.
 */
import type { Schemas } from '../../api/client';
import type { Lokasi, Plant } from './structure';

/** Request body and answer of POST /api/coop/setup. */
export type CoopSetupBody = Schemas['CoopSetupBodyDto'];
export type CoopSetupResult = Schemas['CoopSetupDto'];

/** Most bagian and tingkat per bagian of one set-up (the server's limits). */
export const SETUP_BAGIAN_MAX = 20;
export const SETUP_TINGKAT_MAX = 100;

/** Where the jalur goes: 'new' (a new lokasi and plant), 'lokasi:<id>' (a new plant there) or 'plant:<id>'. */
export type SetupPlace = 'new' | `lokasi:${number}` | `plant:${number}`;

export interface SetupForm {
  place: SetupPlace;
  lokasi: string;
  plant: string;
  jalur: string;
  /** The bagian names, one per row. */
  bagian: string[];
  /** Tingkat in each bagian, as typed. */
  tingkat: string;
}

/** What is wrong with a field of the form (the bagian row by row). */
export interface SetupProblems {
  lokasi?: string;
  plant?: string;
  jalur?: string;
  bagian?: Array<string | undefined>;
  tingkat?: string;
}

export const SETUP_TEXT = {
  firstTitle: 'Susun struktur kandang',
  addTitle: 'Tambah jalur lengkap',
  lokasi: 'Nama lokasi wajib diisi.',
  plant: 'Nama plant wajib diisi.',
  jalur: 'Nama jalur wajib diisi.',
  bagian: 'Nama bagian wajib diisi.',
  twice: 'Nama bagian dipakai dua kali.',
  tingkat: `Tingkat per bagian wajib bilangan bulat 1..${SETUP_TINGKAT_MAX}.`,
  failed: 'Gagal menyimpan struktur.',
  /** The toast after a save, e.g. 'Jalur 1 disimpan: 2 bagian, 12 tingkat.'. */
  saved: (r: CoopSetupResult) => `${r.jalur.nama} disimpan: ${r.jalur.bagian.length} bagian, ${r.tingkat} tingkat.`,
} as const;

/** The bagian rows a new jalur starts with. */
export const DEFAULT_BAGIAN = ['Kiri', 'Kanan'];

/** 'Jalur k' for the first k ≥ 1 not yet a jalur name in `plant` (case-insensitive). */
export function nextJalurName(plant: Plant | undefined): string {
  const taken = new Set((plant?.jalur ?? []).map((j) => j.nama.trim().toLowerCase()));
  let k = 1;
  while (taken.has(`jalur ${k}`)) k++;
  return `Jalur ${k}`;
}

/** The choices of place: every plant, a new plant in each lokasi, then a new lokasi and plant. */
export function placeOptions(structure: Lokasi[]): Array<{ value: SetupPlace; label: string }> {
  return [
    ...structure.flatMap((l) => l.plants.map((p) => ({ value: `plant:${p.id}` as const, label: `${l.nama} / ${p.nama}` }))),
    ...structure.map((l) => ({ value: `lokasi:${l.id}` as const, label: `Plant baru di ${l.nama}` })),
    { value: 'new' as const, label: 'Lokasi dan plant baru' },
  ];
}

/** The form a set-up opens with: in `plant` when given (else a new lokasi and plant), 'Plant 1', the next free 'Jalur k', bagian Kiri and Kanan. */
export function initialSetupForm(plant: Plant | undefined): SetupForm {
  return { place: plant ? `plant:${plant.id}` : 'new', lokasi: '', plant: 'Plant 1', jalur: nextJalurName(plant), bagian: [...DEFAULT_BAGIAN], tingkat: '' };
}

/** Which name fields the place asks for. */
export const asksLokasi = (place: SetupPlace) => place === 'new';
export const asksPlant = (place: SetupPlace) => !place.startsWith('plant:');

/** The form's problems (none: null): blank names, a bagian name twice (case-insensitive), a tingkat count outside 1..100. */
export function checkSetup(form: SetupForm, tingkat: number | null): SetupProblems | null {
  const p: SetupProblems = {};
  if (asksLokasi(form.place) && !form.lokasi.trim()) p.lokasi = SETUP_TEXT.lokasi;
  if (asksPlant(form.place) && !form.plant.trim()) p.plant = SETUP_TEXT.plant;
  if (!form.jalur.trim()) p.jalur = SETUP_TEXT.jalur;
  const seen = new Set<string>();
  const rows = form.bagian.map((name) => {
    const key = name.trim().toLowerCase();
    if (!key) return SETUP_TEXT.bagian;
    if (seen.has(key)) return SETUP_TEXT.twice;
    seen.add(key);
    return undefined;
  });
  if (rows.some(Boolean)) p.bagian = rows;
  if (tingkat === null || !Number.isInteger(tingkat) || tingkat < 1 || tingkat > SETUP_TINGKAT_MAX) p.tingkat = SETUP_TEXT.tingkat;
  return Object.keys(p).length ? p : null;
}

/** The body of POST /api/coop/setup for a checked form. */
export function setupBody(form: SetupForm, tingkat: number): CoopSetupBody {
  const common = { jalur: form.jalur.trim(), bagian: form.bagian.map((b) => b.trim()), tingkat_per_bagian: tingkat };
  const [kind, id] = form.place.split(':');
  if (kind === 'plant') return { plant_id: Number(id), ...common };
  if (kind === 'lokasi') return { lokasi_id: Number(id), plant: form.plant.trim(), ...common };
  return { lokasi: form.lokasi.trim(), plant: form.plant.trim(), ...common };
}

/** The line under the form: '2 bagian × 6 tingkat = 12 tingkat' (nothing until the count is a whole number ≥ 1). */
export function setupSummary(bagian: number, tingkat: number | null): string {
  if (tingkat === null || !Number.isInteger(tingkat) || tingkat < 1) return `${bagian} bagian; tingkat dinamai T1, T2, … di setiap bagian`;
  return `${bagian} bagian × ${tingkat} tingkat = ${bagian * tingkat} tingkat (T1–T${tingkat} di setiap bagian)`;
}

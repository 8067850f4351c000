/**
 * Coop structure (lokasi › plant › jalur › bagian › tingkat): types, reading
 * the server's tree, natural sorting, and the form ↔ request mapping of the
 * Struktur Kandang screen (spec part 2).
 */
import { unwrapList } from '../../api/client';
import type { components } from '../../api/schema';

/** Request body of POST/PUT /api/coop/{type} (generated from the server's OpenAPI). */
export type CoopBody = components['schemas']['CoopBodyDto'];

export type Id = number | string;
export type CoopType = 'lokasi' | 'plant' | 'jalur' | 'bagian' | 'tingkat';

export interface Tingkat {
  id: Id;
  nama: string;
  bagian_id?: Id;
}
export interface Bagian {
  id: Id;
  nama: string;
  jalur_id?: Id;
  tingkats: Tingkat[];
}
export interface Jalur {
  id: Id;
  nama: string;
  plant_id?: Id;
  bagian: Bagian[];
}
export interface Plant {
  id: Id;
  nama: string;
  lokasi_id?: Id;
  jalur: Jalur[];
}
export interface Lokasi {
  id: Id;
  nama: string;
  plants: Plant[];
}

/** Display name of each level. */
export const COOP_LABELS: Record<CoopType, string> = {
  lokasi: 'Lokasi',
  plant: 'Plant',
  jalur: 'Jalur',
  bagian: 'Bagian',
  tingkat: 'Tingkat',
};

/** Levels in the order of the '+ Tambah' menu. */
export const COOP_TYPES: readonly CoopType[] = ['lokasi', 'plant', 'jalur', 'bagian', 'tingkat'];

export const REQUIRED_MESSAGE = 'Mohon lengkapi semua field.';

const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });

/** Natural order of names: 'T2' before 'T10'. */
export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b);
}

type Raw = Record<string, unknown>;

function rawList(value: unknown): Raw[] {
  return unwrapList<Raw>(value).filter((item) => item && typeof item === 'object');
}

function nameOf(raw: Raw, field: string): string {
  const value = raw.nama ?? raw[field] ?? raw.name;
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Reads GET /api/coop/structure (LokasiNode[] in the OpenAPI types) into typed levels: names from `nama` (or the
 * level's own name field), missing child lists as empty, tiers sorted
 * naturally by name.
 */
export function readStructure(data: unknown): Lokasi[] {
  return rawList(data).map((l) => ({
    id: l.id as Id,
    nama: nameOf(l, 'lokasi'),
    plants: rawList(l.plants).map((p) => ({
      id: p.id as Id,
      nama: nameOf(p, 'plant'),
      lokasi_id: (p.lokasi_id ?? l.id) as Id,
      jalur: rawList(p.jalur).map((j) => ({
        id: j.id as Id,
        nama: nameOf(j, 'jalur'),
        plant_id: (j.plant_id ?? p.id) as Id,
        bagian: rawList(j.bagian).map((b) => ({
          id: b.id as Id,
          nama: nameOf(b, 'bagian'),
          jalur_id: (b.jalur_id ?? j.id) as Id,
          tingkats: rawList(b.tingkats ?? b.tingkat)
            .map((t) => ({ id: t.id as Id, nama: nameOf(t, 'tingkat'), bagian_id: (t.bagian_id ?? b.id) as Id }))
            .sort((x, y) => naturalCompare(x.nama, y.nama)),
        })),
      })),
    })),
  }));
}

/** Counts of jalur, bagian and tingkat under a plant. */
export function plantStats(plant: Plant | undefined): { jalur: number; bagian: number; tingkat: number } {
  const jalur = plant?.jalur ?? [];
  const bagian = jalur.flatMap((j) => j.bagian);
  return { jalur: jalur.length, bagian: bagian.length, tingkat: bagian.reduce((n, b) => n + b.tingkats.length, 0) };
}

/** Values of the add/edit form; parent ids are kept as strings (select values). */
export interface CoopFormValues {
  name: string;
  lokasiId: string;
  plantId: string;
  jalurId: string;
  bagianId: string;
}

export const EMPTY_FORM: CoopFormValues = { name: '', lokasiId: '', plantId: '', jalurId: '', bagianId: '' };

/** Form fields each level needs, besides its name. */
export const PARENT_FIELDS: Record<CoopType, ReadonlyArray<keyof CoopFormValues>> = {
  lokasi: [],
  plant: ['lokasiId'],
  jalur: ['lokasiId', 'plantId'],
  bagian: ['jalurId'],
  tingkat: ['jalurId', 'bagianId'],
};

/** Client-side check: every field of the level filled, else 'Mohon lengkapi semua field.'. */
export function validateCoopForm(type: CoopType, values: CoopFormValues): string | null {
  const fields: Array<keyof CoopFormValues> = ['name', ...PARENT_FIELDS[type]];
  return fields.every((field) => values[field].trim() !== '') ? null : REQUIRED_MESSAGE;
}

/** Request body of POST/PUT /api/coop/{type}: the level's name field and its parent id. */
export function coopRequestBody(type: CoopType, values: CoopFormValues): CoopBody {
  const name = values.name.trim();
  switch (type) {
    case 'lokasi':
      return { lokasi: name };
    case 'plant':
      return { plant: name, lokasi_id: Number(values.lokasiId) };
    case 'jalur':
      return { jalur: name, plant_id: Number(values.plantId) };
    case 'bagian':
      return { bagian: name, jalur_id: Number(values.jalurId) };
    case 'tingkat':
      return { tingkat: name, bagian_id: Number(values.bagianId) };
  }
}

/** Path of a level: /api/coop/{type} or /api/coop/{type}/{id}. */
export function coopPath(type: CoopType, id?: Id): string {
  return id === undefined ? `/api/coop/${type}` : `/api/coop/${type}/${encodeURIComponent(String(id))}`;
}

const CHILDREN: Record<CoopType, string | null> = {
  lokasi: 'Semua plant, jalur, bagian dan tingkat di dalamnya juga akan dihapus.',
  plant: 'Semua jalur, bagian dan tingkat di dalamnya juga akan dihapus.',
  jalur: 'Semua bagian dan tingkat di dalamnya juga akan dihapus.',
  bagian: 'Semua tingkat di dalamnya juga akan dihapus.',
  tingkat: null,
};

/** Question asked before deleting a level, naming the child data removed with it. */
export function deleteQuestion(type: CoopType, name: string): string {
  const question = `Hapus ${COOP_LABELS[type].toLowerCase()} "${name}"?`;
  return `${question} ${CHILDREN[type] ?? 'Tindakan ini tidak dapat dibatalkan.'}`;
}

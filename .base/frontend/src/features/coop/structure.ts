/**
 * Coop structure (lokasi › plant › jalur › bagian › tingkat): the server's
 * tree (typed by the OpenAPI schema), tiers in natural order, and the form ↔
 * request mapping of the Struktur Kandang screen (spec part 2).
 */
import type { Schemas } from '../../api/client';
import { compareNames } from '../../lib/coop';
import { at, type FormProblem } from '../../lib/useDialogForm';

/** Request body of POST/PUT /api/coop/{type}. */
export type CoopBody = Schemas['CoopBodyDto'];

export type Id = number;
export type CoopType = 'lokasi' | 'plant' | 'jalur' | 'bagian' | 'tingkat';

export type Lokasi = Schemas['LokasiNode'];
export type Plant = Schemas['PlantNode'];
export type Jalur = Schemas['JalurNode'];
export type Bagian = Schemas['BagianNode'];
export type Tingkat = Schemas['TingkatNode'];

/** Answer of POST /api/coop/{type} and PUT /api/coop/{type}/{id}: the level as saved. */
export type CreatedLevel = Schemas['CoopLevelDto'];

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

/** The tree with the tingkat of every bagian in natural order of their names ('T2' before 'T10'). */
export function sortTiers(structure: Lokasi[]): Lokasi[] {
  return structure.map((l) => ({
    ...l,
    plants: l.plants.map((p) => ({
      ...p,
      jalur: p.jalur.map((j) => ({ ...j, bagian: j.bagian.map((b) => ({ ...b, tingkats: [...b.tingkats].sort((x, y) => compareNames(x.nama, y.nama)) })) })),
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

/** Client-side check: every field of the level filled, else 'Mohon lengkapi semua field.' at the first empty one (in the form's order: the parents, then the name). */
export function validateCoopForm(type: CoopType, values: CoopFormValues): FormProblem<CoopFormValues> {
  const empty = [...PARENT_FIELDS[type], 'name' as const].find((field) => values[field].trim() === '');
  return empty ? at(empty, REQUIRED_MESSAGE) : null;
}

/** Form fields of the body fields (a refused name — under the type's own field or `nama` — shows under Nama, a parent id under its select). */
export const COOP_SERVER_FIELDS = {
  lokasi: 'name',
  plant: 'name',
  jalur: 'name',
  bagian: 'name',
  tingkat: 'name',
  nama: 'name',
  lokasi_id: 'lokasiId',
  plant_id: 'plantId',
  jalur_id: 'jalurId',
  bagian_id: 'bagianId',
} as const;

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

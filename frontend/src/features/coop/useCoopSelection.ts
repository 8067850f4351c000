/**
 * The lokasi and plant chosen on Struktur Kandang: the first of each until one is chosen; choosing
 * another lokasi starts at its first plant; a lokasi or plant just added is shown.
 */
import { useState } from 'react';
import type { CoopDialogState } from './CoopFormDialog';
import { plantStats, type CreatedLevel, type Lokasi } from './structure';

/** The chosen ids as strings ('' = the first one). */
export interface CoopSelectionIds {
  lokasi: string;
  plant: string;
}

/**
 * The choice after a level was saved: an added lokasi is shown (at its first plant); a saved plant
 * shows its lokasi, and an added one itself; other levels change nothing.
 */
export function selectionAfterSave(current: CoopSelectionIds, saved: Pick<CoopDialogState, 'type' | 'values'>, created: CreatedLevel | null): CoopSelectionIds {
  if (saved.type === 'lokasi' && created) return { lokasi: String(created.id), plant: '' };
  if (saved.type === 'plant') return { lokasi: saved.values.lokasiId, plant: created ? String(created.id) : current.plant };
  return current;
}

/** The chosen lokasi and plant of `structure`, with the plant's jalur and counts. */
export function useCoopSelection(structure: Lokasi[]) {
  const [ids, setIds] = useState<CoopSelectionIds>({ lokasi: '', plant: '' });
  const lokasi = structure.find((l) => String(l.id) === ids.lokasi) ?? structure[0];
  const plant = lokasi?.plants.find((p) => String(p.id) === ids.plant) ?? lokasi?.plants[0];
  return {
    lokasi,
    plant,
    jalurList: plant?.jalur ?? [],
    stats: plantStats(plant),
    /** Chooses a lokasi, at its first plant. */
    selectLokasi: (id: string) => setIds({ lokasi: id, plant: '' }),
    selectPlant: (id: string) => setIds((cur) => ({ ...cur, plant: id })),
    /** Chooses a plant and its lokasi (the place of a jalur just set up). */
    show: (lokasiId: number, plantId: number) => setIds({ lokasi: String(lokasiId), plant: String(plantId) }),
    /** Shows the level just saved (see {@link selectionAfterSave}). */
    showSaved: (saved: CoopDialogState, created: CreatedLevel | null) => setIds((cur) => selectionAfterSave(cur, saved, created)),
  };
}

export type CoopSelection = ReturnType<typeof useCoopSelection>;

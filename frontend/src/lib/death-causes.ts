/**
 * Causes of death (issue #38 'Causes of death'): the values of transaksi-ayam `cause` (a mati
 * only; none = tidak_diketahui) and their Indonesian labels, for the chickens entry and the
 * flock's health screens.
 */
import type { Schemas } from '../api/client';

export type DeathCause = NonNullable<Schemas['TransaksiAyamBodyDto']['cause']>;

/** Every cause, in the order of the picker. */
export const DEATH_CAUSES: readonly DeathCause[] = ['penyakit', 'heat_stress', 'prolaps', 'kanibal', 'predator', 'kecelakaan', 'afkir_sakit', 'tidak_diketahui'];

export const DEATH_CAUSE_LABELS: Record<DeathCause, string> = {
  penyakit: 'Penyakit',
  heat_stress: 'Heat stress (panas)',
  prolaps: 'Prolaps',
  kanibal: 'Kanibal / patuk',
  predator: 'Predator',
  kecelakaan: 'Kecelakaan',
  afkir_sakit: 'Afkir sakit',
  tidak_diketahui: 'Tidak diketahui',
};

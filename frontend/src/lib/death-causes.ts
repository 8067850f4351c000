/**
 * Causes of death (issue #38 'Causes of death'): the values of transaksi-ayam `cause` (a mati
 * only; none = tidak_diketahui) and their Indonesian labels, for the chickens entry and the
 * flock's health screens.
 */

/** Every cause, in the order of the picker (the API's, checked in api/contract.ts). */
export const DEATH_CAUSES = ['penyakit', 'heat_stress', 'prolaps', 'kanibal', 'predator', 'kecelakaan', 'afkir_sakit', 'tidak_diketahui'] as const;
export type DeathCause = (typeof DEATH_CAUSES)[number];

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

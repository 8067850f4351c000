/**
 * Causes of death (issue #38 'Causes of death'; ADR 0048): a `mati` of transaksi-ayam carries an
 * optional cause; none = tidak_diketahui, so the spec's calls and screens keep working unchanged.
 */
export const DEATH_CAUSES = ['penyakit', 'heat_stress', 'prolaps', 'kanibal', 'predator', 'kecelakaan', 'afkir_sakit', 'tidak_diketahui'] as const;
export type DeathCause = (typeof DEATH_CAUSES)[number];

export const CAUSE_MSG = {
  cause: `Penyebab kematian harus salah satu dari: ${DEATH_CAUSES.join(', ')}.`,
  onlyMati: 'Penyebab kematian hanya untuk aksi mati.',
  disease: 'Dugaan penyakit maksimal 80 karakter.',
  diseaseOnly: 'Dugaan penyakit hanya untuk penyebab penyakit.',
  note: 'Catatan penyebab maksimal 200 karakter.',
} as const;

/** The cause fields of a chicken transaction as sent. */
export interface CauseFields {
  aksi: string;
  cause?: DeathCause | null;
  suspected_disease?: string | null;
  cause_note?: string | null;
}

/** The stored cause columns: null for every aksi but mati (and for a mati without a cause). */
export interface StoredCause {
  cause: DeathCause | null;
  suspected_disease: string | null;
  cause_note: string | null;
}

/**
 * The cause columns to store, or the 400 message: a cause or note on another aksi than mati, a
 * suspected disease without the cause penyakit. Blank texts are none; tidak_diketahui is stored as
 * sent (none stored means the same).
 */
export function storedCause(f: CauseFields): StoredCause | string {
  const disease = f.suspected_disease?.trim() || null;
  const note = f.cause_note?.trim() || null;
  const cause = f.cause ?? null;
  if (f.aksi !== 'mati') return cause || note || disease ? CAUSE_MSG.onlyMati : { cause: null, suspected_disease: null, cause_note: null };
  if (disease && cause !== 'penyakit') return CAUSE_MSG.diseaseOnly;
  return { cause, suspected_disease: disease, cause_note: note };
}

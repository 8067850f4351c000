/**
 * The one order of names the server sends lists in: Indonesian, case- and accent-insensitive, and
 * natural (T2 before T10, Jalur 9 before Jalur 10). Coop levels and task names sort with it.
 */
const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });

/** Compares two names in that order. */
export const compareNames = (a: string, b: string): number => collator.compare(a, b);

/** Compares rows by their `nama`. */
export const byName = (a: { nama: string }, b: { nama: string }): number => compareNames(a.nama, b.nama);

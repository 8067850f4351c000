/**
 * Pure rules of a batch placement (POST /api/transaksi-ayam/batch, issue #36): many masuk rows of
 * one date, age and breed, each into its own tingkat. The per-row rules are the single
 * transaction's (TransaksiAyamBodyDto, aksiRuleError); these add what only a batch can break.
 */

/** Most rows one batch may hold (bounded work per request). */
export const BATCH_MAX_ROWS = 500;

/** Messages of the batch itself (Indonesian, 400). */
export const BATCH_MSG = {
  rows: 'Daftar tingkat (rows) wajib diisi.',
  rowsMax: `Paling banyak ${BATCH_MAX_ROWS} tingkat dalam satu kali simpan.`,
  aksi: "Aksi batch hanya 'masuk'.",
  duplicate: (lokasi: string) => `${lokasi}: tingkat dipilih lebih dari sekali.`,
  row: (lokasi: string, message: string) => `${lokasi}: ${message}`,
} as const;

/** Index of the first row whose tingkat already appeared earlier in `ids`, or -1 when all differ. */
export function firstDuplicateIndex(ids: readonly number[]): number {
  const seen = new Set<number>();
  for (const [i, id] of ids.entries()) {
    if (seen.has(id)) return i;
    seen.add(id);
  }
  return -1;
}

/**
 * How a refused row is named in a message: its location label ('Jalur 1 / Kanan / T1') when the
 * tingkat is the farm's, else its position and id ('Baris 3 (tingkat 999)').
 */
export function rowLabel(index: number, tingkatId: number, lokasi: ReadonlyMap<number, string>): string {
  return lokasi.get(tingkatId) ?? `Baris ${index + 1} (tingkat ${tingkatId})`;
}

/** Sum of the birds of the rows. */
export const totalBirds = (rows: ReadonlyArray<{ jumlah: number }>): number => rows.reduce((s, r) => s + r.jumlah, 0);

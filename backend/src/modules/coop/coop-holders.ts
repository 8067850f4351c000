/**
 * Tables whose rows hold a bagian or tingkat (feed, eggs, chicken movements…). A coop level whose
 * subtree is referenced by one of them cannot be deleted (409 naming what holds it). A feature
 * that records entries on a tingkat or bagian adds its table here.
 */
export interface CoopHolder {
  table: string;
  column: string;
  /** What the rows are, in Indonesian (e.g. 'data pemakaian pakan'). */
  label: string;
  level: 'tingkat' | 'bagian';
}

export const COOP_HOLDERS: CoopHolder[] = [
  { table: 'transaksi_pakan', column: 'tingkat_id', label: 'data pemakaian pakan', level: 'tingkat' },
  { table: 'transaksi_telur', column: 'bagian_id', label: 'data produksi telur', level: 'bagian' },
  { table: 'transaksi_ayam', column: 'asal_tingkat_id', label: 'transaksi ayam sebagai asal', level: 'tingkat' },
  { table: 'transaksi_ayam', column: 'tujuan_tingkat_id', label: 'transaksi ayam sebagai tujuan', level: 'tingkat' },
];

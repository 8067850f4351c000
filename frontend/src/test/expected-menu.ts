/** Every main-menu tile label in display order (spec part 1 §2.4), written out for the unit and browser tests. */
export const EVERY_TILE = [
  'Ayam Info',
  'Laporan Pakan',
  'Laporan Produksi',
  'Tugas Info',
  'Penjualan Telur',
  'Pemesanan Telur',
  'Transaksi Pakan (Akuntansi)',
  'Transaksi Keuangan',
  'Kode Akun',
  'Laba Rugi',
  'Data Pelanggan',
  'Data Users',
  'Data ABK',
  'Struktur Kandang',
  'Transaksi Reseller',
  'My Info',
];

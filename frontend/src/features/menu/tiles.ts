/**
 * Tiles of the main menu (spec part 1 §2.4) and the role filter.
 */
import type { Role } from '../../lib/session';

export interface MenuTile {
  label: string;
  to: string;
  description: string;
}

/** Every tile, in display order. */
export const MENU_TILES: readonly MenuTile[] = [
  { label: 'Ayam Info', to: '/ayaminfo', description: 'Populasi dan mutasi ayam' },
  { label: 'Laporan Pakan', to: '/laporanpakan', description: 'Rekap pemakaian pakan' },
  { label: 'Laporan Produksi', to: '/laporanproduksi', description: 'Rekap produksi telur' },
  { label: 'Tugas Info', to: '/tasks/tugasinfo', description: 'Kalender tugas kandang' },
  { label: 'Penjualan Telur', to: '/penjualantelur', description: 'Catat penjualan dan piutang' },
  { label: 'Pemesanan Telur', to: '/pemesanan-telur', description: 'Pesanan telur pelanggan' },
  { label: 'Transaksi Pakan (Akuntansi)', to: '/transaksipakan-akuntansi', description: 'Pembelian dan stok pakan' },
  { label: 'Transaksi Keuangan', to: '/transaksikeuangan', description: 'Jurnal kas dan bank' },
  { label: 'Kode Akun', to: '/kode-akun', description: 'Daftar akun keuangan' },
  { label: 'Laba Rugi', to: '/laba-rugi', description: 'Laporan laba rugi' },
  { label: 'Data Pelanggan', to: '/customers', description: 'Daftar pelanggan' },
  { label: 'Data Users', to: '/users', description: 'Akun pengguna kandang' },
  { label: 'Data ABK', to: '/abk', description: 'Anak buah kandang' },
  { label: 'Struktur Kandang', to: '/struktur-kandang', description: 'Lokasi, plant, jalur, bagian, tingkat' },
  { label: 'Transaksi Reseller', to: '/transaksi-reseller', description: 'Penjualan melalui reseller' },
  { label: 'My Info', to: '/my-info', description: 'Akun dan ganti password' },
];

const LIMITED: Partial<Record<Role, readonly string[]>> = {
  abk: ['/ayaminfo', '/tasks/tugasinfo', '/my-info'],
  reseller: ['/transaksi-reseller', '/my-info'],
};

/** Tiles shown to a role: abk and reseller see a few, every other role sees all. */
export function tilesForRole(role: Role | ''): MenuTile[] {
  const allowed = role ? LIMITED[role] : undefined;
  return MENU_TILES.filter((tile) => !allowed || allowed.includes(tile.to));
}

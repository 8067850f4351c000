import { describe, expect, it } from 'vitest';
import { EVERY_TILE } from '../test/expected-menu';
import type { Role } from '../lib/session';
import { canAccess } from './access';
import { tilesForRole } from './navigation';
import { APP_ROUTES, MENU_TILES, canOpenPath, subNavFor } from './routes';

describe('tile filter per role', () => {
  it.each([
    ['abk', ['Ayam Info', 'Timbang Ayam', 'Air & Iklim', 'Peta Kandang', 'Kesehatan Flok', 'Tugas Info', 'My Info']],
    ['reseller', ['Transaksi Reseller', 'My Info']],
    ['admin', EVERY_TILE],
    ['viewer', ['Air & Iklim', 'Laporan Pakan', 'Peta Kandang', 'Kesehatan Flok', 'Barang Stok', 'Ransum', 'Pemasok', 'Hutang', 'Aset Tetap', 'Gaji ABK', 'My Info']],
    ['superadmin', EVERY_TILE],
  ] as const)('%s sees %j', (role, expected) => {
    expect(tilesForRole(MENU_TILES, role).map((t) => t.label)).toEqual(expected);
  });

  it.each(['owner', 'admin', 'abk', 'reseller', 'viewer', 'superadmin'] as const)('shows a %s no tile whose route would send it back to /menu', (role) => {
    const shown = tilesForRole(MENU_TILES, role as Role);
    expect(shown.length).toBeGreaterThan(0);
    for (const tile of shown) expect([tile.to, canAccess(tile.roles, role as Role)]).toEqual([tile.to, true]);
  });

  it('knows which paths a viewer may open (part 2 §6: the feed report and my-info, the farm map of issue #24, plus the screens open to all)', () => {
    expect(canOpenPath('/laporanpakan', 'viewer')).toBe(true);
    expect(canOpenPath('/my-info', 'viewer')).toBe(true);
    expect(canOpenPath('/insight', 'viewer')).toBe(true);
    expect(canOpenPath('/transaksipakan', 'viewer')).toBe(true);
    expect(canOpenPath('/dashboard', 'viewer')).toBe(false);
    expect(canOpenPath('/laporanproduksi', 'viewer')).toBe(false);
    expect(canOpenPath('/tidak-ada', 'admin')).toBe(false);
  });

  it('links every tile to its route of §2.4', () => {
    expect(Object.fromEntries(tilesForRole(MENU_TILES, 'admin').map((t) => [t.label, t.to]))).toEqual({
      'Ayam Info': '/ayaminfo',
      'Timbang Ayam': '/timbang',
      'Air & Iklim': '/air-iklim',
      'Laporan Pakan': '/laporanpakan',
      'Laporan Produksi': '/laporanproduksi',
      'Peta Kandang': '/insight',
      'Tugas Info': '/tasks/tugasinfo',
      'Penjualan Telur': '/penjualantelur',
      'Pemesanan Telur': '/pemesanan-telur',
      'Transaksi Pakan (Akuntansi)': '/transaksipakan-akuntansi',
      'Barang Stok': '/stok-barang',
      Ransum: '/ransum',
      Pemasok: '/pemasok',
      Hutang: '/hutang',
      'Transaksi Keuangan': '/transaksikeuangan',
      'Kode Akun': '/kode-akun',
      'Laba Rugi': '/laba-rugi',
      'Aset Tetap': '/aset',
      'Gaji ABK': '/gaji',
      'Ekonomi Pakan': '/insight/ekonomi',
      'Kesehatan Flok': '/kesehatan',
      Piutang: '/piutang',
      'Data Pelanggan': '/customers',
      'Data Users': '/users',
      'Data ABK': '/abk',
      'Jejak Audit': '/audit',
      'Struktur Kandang': '/struktur-kandang',
      'Transaksi Reseller': '/transaksi-reseller',
      'My Info': '/my-info',
    });
  });
});

describe('sub-navigation of the feed screens (part 1 §2.6)', () => {
  const feedUsage = APP_ROUTES.find((r) => r.path === '/transaksipakan')!;
  const labels = (role: Parameters<typeof subNavFor>[1]) => subNavFor(feedUsage, role).map((t) => t.label);

  it('offers an admin all five feed screens in order', () => {
    expect(labels('admin')).toEqual(['Pemakaian Pakan', 'Laporan Pakan', 'Transaksi Pakan (Akuntansi)', 'Barang Stok', 'Ransum']);
  });

  it('offers a viewer the four screens it may open and hides the tabs from roles left with one', () => {
    expect(labels('viewer')).toEqual(['Pemakaian Pakan', 'Laporan Pakan', 'Barang Stok', 'Ransum']);
    expect(labels('abk')).toEqual([]);
    expect(labels('reseller')).toEqual([]);
  });

  it('gives a screen without a sub-navigation no tabs', () => {
    expect(subNavFor(APP_ROUTES.find((r) => r.path === '/ayaminfo')!, 'admin')).toEqual([]);
  });
});

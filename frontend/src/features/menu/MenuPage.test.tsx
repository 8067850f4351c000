import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { memberToken, superadminToken } from '../../test/tokens';
import { tilesForRole } from './tiles';
import { EVERY_TILE } from '../../test/expected-menu';

describe('tile filter per role', () => {
  it.each([
    ['abk', ['Ayam Info', 'Tugas Info', 'My Info']],
    ['reseller', ['Transaksi Reseller', 'My Info']],
    ['admin', EVERY_TILE],
    ['viewer', EVERY_TILE],
    ['superadmin', EVERY_TILE],
  ] as const)('%s sees %j', (role, expected) => {
    expect(tilesForRole(role).map((t) => t.label)).toEqual(expected);
  });

  it('links every tile to its route of §2.4', () => {
    expect(Object.fromEntries(tilesForRole('admin').map((t) => [t.label, t.to]))).toEqual({
      'Ayam Info': '/ayaminfo',
      'Laporan Pakan': '/laporanpakan',
      'Laporan Produksi': '/laporanproduksi',
      'Tugas Info': '/tasks/tugasinfo',
      'Penjualan Telur': '/penjualantelur',
      'Pemesanan Telur': '/pemesanan-telur',
      'Transaksi Pakan (Akuntansi)': '/transaksipakan-akuntansi',
      'Transaksi Keuangan': '/transaksikeuangan',
      'Kode Akun': '/kode-akun',
      'Laba Rugi': '/laba-rugi',
      'Data Pelanggan': '/customers',
      'Data Users': '/users',
      'Data ABK': '/abk',
      'Struktur Kandang': '/struktur-kandang',
      'Transaksi Reseller': '/transaksi-reseller',
      'My Info': '/my-info',
    });
  });
});

describe('menu page', () => {
  const tileNames = () =>
    within(screen.getByRole('navigation', { name: 'Menu utama' }))
      .getAllByRole('heading')
      .map((h) => h.textContent);

  it('shows a reseller only their two tiles', async () => {
    localStorage.setItem('token', memberToken('reseller'));
    renderApp('/menu');
    await screen.findByRole('heading', { name: 'Menu Utama' });
    expect(tileNames()).toEqual(['Transaksi Reseller', 'My Info']);
    expect(screen.getByRole('link', { name: /Transaksi Reseller/ })).toHaveAttribute('href', '/transaksi-reseller');
  });

  it('shows an owner every tile', async () => {
    localStorage.setItem('token', memberToken('owner'));
    renderApp('/menu');
    await screen.findByRole('heading', { name: 'Menu Utama' });
    expect(tileNames()).toEqual(EVERY_TILE);
  });

  it('shows a superadmin every tile', async () => {
    localStorage.setItem('token', superadminToken());
    renderApp('/menu');
    await screen.findByRole('heading', { name: 'Menu Utama' });
    expect(tileNames()).toHaveLength(16);
  });
});

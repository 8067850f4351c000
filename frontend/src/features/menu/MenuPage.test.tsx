import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { memberToken, superadminToken } from '../../test/tokens';
import { EVERY_TILE } from '../../test/expected-menu';

describe('menu page', () => {
  /** The menu page has rendered (the route's frame shows its title first, while the page's code loads). */
  const menuShown = () => screen.findByRole('navigation', { name: 'Menu utama' });
  const tileNames = () =>
    within(screen.getByRole('navigation', { name: 'Menu utama' }))
      .getAllByRole('heading')
      .map((h) => h.textContent);

  it('shows a reseller only their two tiles', async () => {
    localStorage.setItem('token', memberToken('reseller'));
    renderApp('/menu');
    await menuShown();
    expect(tileNames()).toEqual(['Transaksi Reseller', 'My Info']);
    expect(screen.getByRole('link', { name: /Transaksi Reseller/ })).toHaveAttribute('href', '/transaksi-reseller');
  });

  it('shows a viewer only the feed report, the farm map, the stock items, rations, suppliers, payables and my-info, each opening its screen', async () => {
    localStorage.setItem('token', memberToken('viewer'));
    renderApp('/menu');
    await menuShown();
    expect(tileNames()).toEqual(['Air & Iklim', 'Laporan Pakan', 'Peta Kandang', 'Kesehatan Flok', 'Barang Stok', 'Ransum', 'Pemasok', 'Hutang', 'Aset Tetap', 'Gaji ABK', 'My Info']);
    expect(screen.getByRole('link', { name: /Ransum/ })).toHaveAttribute('href', '/ransum');
    expect(screen.getByRole('link', { name: /Hutang/ })).toHaveAttribute('href', '/hutang');
    expect(screen.getByRole('link', { name: /Barang Stok/ })).toHaveAttribute('href', '/stok-barang');
    expect(screen.getByRole('link', { name: /Peta Kandang/ })).toHaveAttribute('href', '/insight');
    expect(screen.getByRole('link', { name: /Laporan Pakan/ })).toHaveAttribute('href', '/laporanpakan');
    expect(screen.getByRole('link', { name: /My Info/ })).toHaveAttribute('href', '/my-info');
    // The top bar offers no Dashboard (a viewer may not open it) and its farm name leads to the menu.
    const bar = screen.getByRole('banner');
    expect(within(bar).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Pemakaian Pakan' })).toHaveAttribute('href', '/transaksipakan');
    expect(within(bar).getByRole('link', { name: /ke beranda/ })).toHaveAttribute('href', '/menu');
  });

  it('tells a viewer turned back from a screen of another role which one it was', async () => {
    localStorage.setItem('token', memberToken('viewer'));
    renderApp('/users');
    await menuShown();
    expect(screen.getByRole('status')).toHaveTextContent('Halaman Data Users tidak tersedia untuk peran Anda.');
  });

  it('opens the menu without a message when it is asked for', async () => {
    localStorage.setItem('token', memberToken('viewer'));
    renderApp('/menu');
    await menuShown();
    expect(screen.queryByText(/tidak tersedia untuk peran Anda/)).toBeNull();
  });

  it('shows an owner every tile', async () => {
    localStorage.setItem('token', memberToken('owner'));
    renderApp('/menu');
    await menuShown();
    expect(tileNames()).toEqual(EVERY_TILE);
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(bar).getByRole('link', { name: /ke beranda/ })).toHaveAttribute('href', '/dashboard');
  });

  it('shows a superadmin every tile', async () => {
    localStorage.setItem('token', superadminToken());
    renderApp('/menu');
    await menuShown();
    expect(tileNames()).toEqual(EVERY_TILE);
  });
});

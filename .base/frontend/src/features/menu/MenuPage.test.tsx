import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { memberToken, superadminToken } from '../../test/tokens';
import { EVERY_TILE } from '../../test/expected-menu';

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
    expect(tileNames()).toEqual(EVERY_TILE);
  });
});

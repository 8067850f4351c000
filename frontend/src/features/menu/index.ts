import { lazy } from 'react';
import type { FeatureManifest } from '../../app/manifest';

/** Menu Utama (/menu, spec part 1 §2.4): the tiles of every feature; open to every logged-in user. */
export const menu: FeatureManifest = {
  name: 'menu',
  routes: [{ path: '/menu', title: 'Menu Utama', subtitle: 'Pilih fitur yang ingin dibuka.', roles: 'any', tenantFree: true, page: lazy(() => import('./MenuPage')) }],
};

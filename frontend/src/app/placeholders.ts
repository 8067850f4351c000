/**
 * The screens of spec part 2 that are not built yet: one manifest each, with
 * the route, roles and menu tile of the spec and the page 'Halaman ini belum
 * tersedia.'. Building one: create `features/<name>/index.ts` (copy its values
 * there), replace `placeholders.<name>` in `app/features.ts` by the feature,
 * and delete it here.
 */
import { lazy } from 'react';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { FeatureManifest, FeatureRoute, MenuTile } from './manifest';

const notYet = lazy(() => import('./NotAvailablePage'));

/** A manifest of one screen whose page is the 'not available yet' page. */
function placeholder(name: string, path: string, title: string, roles: FeatureRoute['roles'], tile?: MenuTile, tenantFree?: boolean): FeatureManifest {
  return { name, routes: [{ path, title, roles, tile, page: notYet, tenantFree }] };
}

const tile = (label: string, description: string, icon: MenuTile['icon'], limitedRoles?: MenuTile['limitedRoles']): MenuTile => ({ label, description, icon, limitedRoles });

export const eggSales = placeholder('egg-sales', '/penjualantelur', 'Penjualan Telur', ['admin'], tile('Penjualan Telur', 'Catat penjualan dan piutang', ShoppingCartIcon));

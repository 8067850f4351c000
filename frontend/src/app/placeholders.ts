/**
 * The screens of spec part 2 that are not built yet: one manifest each, with
 * the route, roles and menu tile of the spec and the page 'Halaman ini belum
 * tersedia.'. Building one: create `features/<name>/index.ts` (copy its values
 * there), replace `placeholders.<name>` in `app/features.ts` by the feature,
 * and delete it here.
 */
import { lazy } from 'react';
import GroupIcon from '@mui/icons-material/Group';
import ListAltIcon from '@mui/icons-material/ListAlt';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { FeatureManifest, FeatureRoute, MenuTile } from './manifest';

const notYet = lazy(() => import('./NotAvailablePage'));

/** A manifest of one screen whose page is the 'not available yet' page. */
function placeholder(name: string, path: string, title: string, roles: FeatureRoute['roles'], tile?: MenuTile, tenantFree?: boolean): FeatureManifest {
  return { name, routes: [{ path, title, roles, tile, page: notYet, tenantFree }] };
}

const tile = (label: string, description: string, icon: MenuTile['icon'], limitedRoles?: MenuTile['limitedRoles']): MenuTile => ({ label, description, icon, limitedRoles });

export const preOrders = placeholder('pre-orders', '/pemesanan-telur', 'Pemesanan Telur', ['admin'], tile('Pemesanan Telur', 'Pesanan telur pelanggan', ListAltIcon));
export const customers = placeholder('customers', '/customers', 'Data Pelanggan', ['admin'], tile('Data Pelanggan', 'Daftar pelanggan', GroupIcon));
export const reseller = placeholder('reseller', '/transaksi-reseller', 'Transaksi Reseller', ['admin', 'reseller'], tile('Transaksi Reseller', 'Penjualan melalui reseller', StorefrontIcon, ['reseller']));

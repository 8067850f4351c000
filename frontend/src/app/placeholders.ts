/**
 * The screens of spec part 2 that are not built yet, each a manifest whose
 * page says 'Halaman ini belum tersedia.' with the route, roles and menu tile
 * of the spec. Building one: create `features/<name>/index.ts` with its
 * manifest (copy these values), replace the placeholder's line in
 * `app/features.ts` by it, and delete the placeholder here.
 */
import { lazy } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BadgeIcon from '@mui/icons-material/Badge';
import GroupIcon from '@mui/icons-material/Group';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { FeatureManifest, FeatureRoute } from './manifest';

const notYet = lazy(() => import('./NotAvailablePage'));

/** A manifest of one screen whose page is the 'not available yet' page. */
function placeholder(name: string, route: Omit<FeatureRoute, 'page'>): FeatureManifest {
  return { name, routes: [{ ...route, page: notYet }] };
}

export const superadminPlaceholder = placeholder('superadmin', { path: '/superadmin', title: 'Manajemen Tenant', roles: ['superadmin'] });

export const eggSalesPlaceholder = placeholder('egg-sales', {
  path: '/penjualantelur',
  title: 'Penjualan Telur',
  roles: ['admin'],
  tile: { label: 'Penjualan Telur', description: 'Catat penjualan dan piutang', icon: ShoppingCartIcon },
});

export const preOrdersPlaceholder = placeholder('pre-orders', {
  path: '/pemesanan-telur',
  title: 'Pemesanan Telur',
  roles: ['admin'],
  tile: { label: 'Pemesanan Telur', description: 'Pesanan telur pelanggan', icon: ListAltIcon },
});

export const financePlaceholder = placeholder('finance', {
  path: '/transaksikeuangan',
  title: 'Transaksi Keuangan',
  roles: ['admin'],
  tile: { label: 'Transaksi Keuangan', description: 'Jurnal kas dan bank', icon: ReceiptLongIcon },
});

export const accountsPlaceholder = placeholder('kode-akun', {
  path: '/kode-akun',
  title: 'Kode Akun',
  roles: ['admin'],
  tile: { label: 'Kode Akun', description: 'Daftar akun keuangan', icon: AccountBalanceIcon },
});

export const profitLossPlaceholder = placeholder('laba-rugi', {
  path: '/laba-rugi',
  title: 'Laporan Laba Rugi',
  roles: ['admin'],
  tile: { label: 'Laba Rugi', description: 'Laporan laba rugi', icon: TrendingUpIcon },
});

export const customersPlaceholder = placeholder('customers', {
  path: '/customers',
  title: 'Data Pelanggan',
  roles: ['admin'],
  tile: { label: 'Data Pelanggan', description: 'Daftar pelanggan', icon: GroupIcon },
});

export const usersPlaceholder = placeholder('users', {
  path: '/users',
  title: 'Data Users',
  roles: ['admin'],
  tile: { label: 'Data Users', description: 'Akun pengguna kandang', icon: ManageAccountsIcon },
});

export const abkPlaceholder = placeholder('abk', {
  path: '/abk',
  title: 'Data ABK',
  roles: ['admin'],
  tile: { label: 'Data ABK', description: 'Anak buah kandang', icon: BadgeIcon },
});

export const resellerPlaceholder = placeholder('reseller', {
  path: '/transaksi-reseller',
  title: 'Transaksi Reseller',
  roles: ['admin', 'reseller'],
  tile: { label: 'Transaksi Reseller', description: 'Penjualan melalui reseller', icon: StorefrontIcon, limitedRoles: ['reseller'] },
});

export const myInfoPlaceholder = placeholder('my-info', {
  path: '/my-info',
  title: 'My Info',
  roles: ['admin', 'reseller', 'abk', 'viewer'],
  tile: { label: 'My Info', description: 'Akun dan ganti password', icon: PersonIcon, limitedRoles: ['abk', 'reseller'] },
});

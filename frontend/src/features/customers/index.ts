import { lazy } from 'react';
import GroupIcon from '@mui/icons-material/Group';
import type { FeatureManifest } from '../../app/manifest';

/** Data Pelanggan (/customers, spec part 2): the egg buyers and their reseller accounts; admin only. */
export const customers: FeatureManifest = {
  name: 'customers',
  routes: [
    {
      path: '/customers',
      title: 'Data Pelanggan',
      subtitle: 'Pelanggan telur dan akun reseller yang terhubung. Hanya pelanggan aktif muncul di pilihan penjualan.',
      roles: ['admin'],
      page: lazy(() => import('./CustomersPage')),
      tile: { label: 'Data Pelanggan', description: 'Daftar pelanggan', icon: GroupIcon },
    },
  ],
};

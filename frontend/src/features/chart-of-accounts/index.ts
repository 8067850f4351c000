import { lazy } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { FeatureManifest } from '../../app/manifest';

/** Kode Akun (/kode-akun, spec part 2): the chart of accounts; admin only. */
export const chartOfAccounts: FeatureManifest = {
  name: 'chart-of-accounts',
  routes: [
    {
      path: '/kode-akun',
      title: 'Kode Akun',
      subtitle: 'Daftar akun keuangan (bagan akun) kandang: kode, tipe dan induk.',
      roles: ['admin'],
      page: lazy(() => import('./ChartOfAccountsPage')),
      tile: { label: 'Kode Akun', description: 'Daftar akun keuangan', icon: AccountBalanceIcon },
      subNav: 'Menu keuangan',
    },
  ],
};

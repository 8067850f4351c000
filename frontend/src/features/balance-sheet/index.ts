import { lazy } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { FeatureManifest } from '../../app/manifest';

/** Neraca and Neraca Saldo (/neraca, issue #20): balance sheet at a day and trial balance of a period; owner and admin. */
export const balanceSheet: FeatureManifest = {
  name: 'balance-sheet',
  routes: [
    {
      path: '/neraca',
      title: 'Neraca',
      roles: ['admin'],
      page: lazy(() => import('./BalanceSheetPage')),
      tile: { label: 'Neraca', description: 'Neraca dan neraca saldo', icon: AccountBalanceIcon },
      subNav: 'Menu keuangan',
    },
  ],
};

import { lazy } from 'react';
import type { FeatureManifest } from '../../app/manifest';

/**
 * Neraca and Neraca Saldo (/neraca, issue #20): balance sheet at a day and trial balance of a period; owner and admin.
 * No menu tile (the menu is the spec's list, part 1 §2.4): reached from the finance screens' tabs ('Menu keuangan').
 */
export const balanceSheet: FeatureManifest = {
  name: 'balance-sheet',
  routes: [
    {
      path: '/neraca',
      title: 'Neraca',
      subtitle: 'Posisi aset, liabilitas dan ekuitas pada suatu tanggal, dan neraca saldo per kode akun untuk satu periode.',
      roles: ['admin'],
      page: lazy(() => import('./BalanceSheetPage')),
      subNav: 'Menu keuangan',
    },
  ],
};

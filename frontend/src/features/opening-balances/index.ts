import { lazy } from 'react';
import type { FeatureManifest } from '../../app/manifest';

/**
 * Saldo Awal (/saldo-awal, issue #20 'Opening balances'): owner and admin. No menu tile (the menu
 * is the spec's list, part 1 §2.4): reached from Transaksi Keuangan, the finance screens' tabs
 * ('Menu keuangan') and a new farm's dashboard.
 */
export const openingBalances: FeatureManifest = {
  name: 'opening-balances',
  routes: [
    {
      path: '/saldo-awal',
      title: 'Saldo Awal',
      subtitle: 'Kas, bank, piutang pelanggan, stok pakan dan aset/kewajiban lain pada hari pertama pembukuan di aplikasi ini.',
      roles: ['admin'],
      page: lazy(() => import('./OpeningBalancesPage')),
      subNav: 'Menu keuangan',
    },
  ],
};

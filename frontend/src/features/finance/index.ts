import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { FeatureManifest } from '../../app/manifest';

/** Transaksi Keuangan (/transaksikeuangan, spec part 2): the journal, its cards and the new-journal modal; admin only. */
export const finance: FeatureManifest = {
  name: 'finance',
  routes: [
    {
      path: '/transaksikeuangan',
      title: 'Transaksi Keuangan',
      subtitle: 'Jurnal umum kandang: semua transaksi kas, bank, pakan dan penjualan dalam debit dan kredit.',
      roles: ['admin'],
      page: lazy(() => import('./FinancePage')),
      tile: { label: 'Transaksi Keuangan', description: 'Jurnal kas dan bank', icon: ReceiptLongIcon },
      subNav: 'Menu keuangan',
    },
  ],
};

import { lazy } from 'react';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { FeatureManifest } from '../../app/manifest';

/** Laporan Laba Rugi (/laba-rugi, spec part 2): profit and loss per account over a period; admin only. */
export const profitLoss: FeatureManifest = {
  name: 'profit-loss',
  routes: [
    {
      path: '/laba-rugi',
      title: 'Laporan Laba Rugi',
      subtitle: 'Laporan Laba Rugi per kode akun: pendapatan dan beban periode, tahun berjalan, serta saldo kas, bank dan piutang.',
      roles: ['admin'],
      page: lazy(() => import('./ProfitLossPage')),
      tile: { label: 'Laba Rugi', description: 'Laporan laba rugi', icon: TrendingUpIcon },
      subNav: 'Menu keuangan',
    },
  ],
};

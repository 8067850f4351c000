import { lazy } from 'react';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { FeatureManifest } from '../../app/manifest';

/**
 * Penjualan Telur (/penjualantelur, spec part 2 §2): sales by grade with availability, history,
 * receipts and refunds; and the printable nota of a sale (/penjualantelur/nota/:id). Admin only.
 */
export const eggSales: FeatureManifest = {
  name: 'egg-sales',
  routes: [
    {
      path: '/penjualantelur',
      title: 'Penjualan Telur',
      subtitle: 'Catat penjualan telur per grade, terima pembayaran piutang, dan cetak nota.',
      roles: ['admin'],
      page: lazy(() => import('./EggSalesPage')),
      tile: { label: 'Penjualan Telur', description: 'Catat penjualan dan piutang', icon: ShoppingCartIcon },
    },
    {
      path: '/penjualantelur/nota/:id',
      title: 'Nota Penjualan Telur',
      roles: ['admin'],
      page: lazy(() => import('./NotaPage')),
    },
  ],
};

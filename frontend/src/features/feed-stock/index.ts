import { lazy } from 'react';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { FeatureManifest } from '../../app/manifest';

/** Transaksi Pakan (Akuntansi) (/transaksipakan-akuntansi, spec part 2): feed purchases, sales, adjustments and the stock; admin only. */
export const feedStock: FeatureManifest = {
  name: 'feed-stock',
  routes: [
    {
      path: '/transaksipakan-akuntansi',
      title: 'Transaksi Pakan (Akuntansi)',
      subtitle: 'Pembelian, penjualan dan penyesuaian stok pakan; biaya rata-rata bergerak (termasuk pemakaian harian).',
      roles: ['admin'],
      page: lazy(() => import('./FeedStockPage')),
      tile: { label: 'Transaksi Pakan (Akuntansi)', description: 'Pembelian dan stok pakan', icon: WarehouseIcon },
      subNav: 'Menu pakan',
    },
  ],
};

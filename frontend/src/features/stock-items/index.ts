import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Warehouse';
import type { FeatureManifest } from '../../app/manifest';

/** Barang Stok (/stok-barang, issue #37): stock items with nutrients and the stock per item; admin writes, viewer reads. */
export const stockItems: FeatureManifest = {
  name: 'stock-items',
  routes: [
    {
      path: '/stok-barang',
      title: 'Barang Stok',
      subtitle: 'Stok, nilai dan nutrisi per barang.',
      roles: ['admin', 'viewer'],
      page: lazy(() => import('./StockItemsPage')),
      tile: { label: 'Barang Stok', description: 'Stok dan nutrisi per barang', icon: InventoryIcon, limitedRoles: ['viewer'] },
      subNav: 'Menu pakan',
    },
  ],
};

import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2';
import type { FeatureManifest } from '../../app/manifest';

/** Barang Stok (/stok-barang, issue #37): stock items with nutrients and the stock per item; admin writes, viewer reads. */
export const stockItems: FeatureManifest = {
  name: 'stock-items',
  routes: [
    {
      path: '/stok-barang',
      title: 'Barang Stok',
      subtitle: 'Bahan pakan, pakan jadi, pakan campuran dan OVK: stok, nilai, nutrisi dan sumbernya.',
      roles: ['admin', 'viewer'],
      page: lazy(() => import('./StockItemsPage')),
      tile: { label: 'Barang Stok', description: 'Stok per barang, nutrisi bahan pakan', icon: InventoryIcon, limitedRoles: ['viewer'] },
      subNav: 'Menu pakan',
    },
  ],
};

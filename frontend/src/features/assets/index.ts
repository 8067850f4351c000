import { lazy } from 'react';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { FeatureManifest } from '../../app/manifest';

/**
 * Aset Tetap (/aset, issue #40 'Houses, cages and equipment'): the farm's houses, battery cages,
 * equipment and vehicles with their book value, 'Susutkan bulan ini' (monthly straight-line
 * depreciation) and the disposal of an asset. Admin writes; viewer reads.
 */
export const assets: FeatureManifest = {
  name: 'assets',
  routes: [
    {
      path: '/aset',
      title: 'Aset Tetap',
      subtitle: 'Kandang, kandang baterai, peralatan dan kendaraan: harga beli, penyusutan dan nilai buku.',
      roles: ['admin', 'viewer'],
      page: lazy(() => import('./AssetsPage')),
      tile: { label: 'Aset Tetap', description: 'Kandang, peralatan, penyusutan', icon: WarehouseIcon, limitedRoles: ['viewer'] },
    },
  ],
};

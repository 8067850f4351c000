import { lazy } from 'react';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { FeatureManifest } from '../../app/manifest';

/**
 * Pemasok (/pemasok) and Hutang (/hutang, issue #37 'Suppliers and payables'): the farm's suppliers,
 * the ageing of the credit purchases with Bayar, and a supplier's statement (kartu hutang,
 * /hutang/:supplierId), printable. Admin writes; viewer reads.
 */
export const suppliers: FeatureManifest = {
  name: 'suppliers',
  routes: [
    {
      path: '/pemasok',
      title: 'Pemasok',
      subtitle: 'Pabrik pakan dan poultry shop: tempo pembayaran dan hutang saat ini.',
      roles: ['admin', 'viewer'],
      page: lazy(() => import('./SuppliersPage')),
      tile: { label: 'Pemasok', description: 'Data pemasok dan tempo', icon: LocalShippingIcon, limitedRoles: ['viewer'] },
    },
    {
      path: '/hutang',
      title: 'Hutang',
      subtitle: 'Umur hutang per pemasok: pembelian kredit yang belum lunas menurut jatuh temponya.',
      roles: ['admin', 'viewer'],
      page: lazy(() => import('./PayablesPage')),
      tile: { label: 'Hutang', description: 'Umur hutang per pemasok', icon: ReceiptLongIcon, limitedRoles: ['viewer'] },
    },
    {
      path: '/hutang/:supplierId',
      title: 'Kartu Hutang',
      roles: ['admin', 'viewer'],
      page: lazy(() => import('./SupplierStatementPage')),
    },
  ],
};

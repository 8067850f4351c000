import { lazy } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { FeatureManifest } from '../../app/manifest';

/** Transaksi Reseller (/transaksi-reseller, spec part 2): sales of reseller customers; admin, and a reseller for their own sales. */
export const resellerSales: FeatureManifest = {
  name: 'reseller-sales',
  routes: [
    {
      path: '/transaksi-reseller',
      title: 'Transaksi Reseller',
      roles: ['admin', 'reseller'],
      page: lazy(() => import('./ResellerSalesPage')),
      tile: { label: 'Transaksi Reseller', description: 'Penjualan melalui reseller', icon: StorefrontIcon, limitedRoles: ['reseller'] },
    },
  ],
};

import { lazy } from 'react';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { FeatureManifest } from '../../app/manifest';

/** Pemesanan Telur (/pemesanan-telur, spec part 2): customers' egg orders by pickup day, executed into sales; admin only. */
export const eggPreorders: FeatureManifest = {
  name: 'egg-preorders',
  routes: [
    {
      path: '/pemesanan-telur',
      title: 'Pemesanan Telur',
      subtitle: 'Pesanan telur pelanggan per tanggal ambil; eksekusi pesanan menjadi penjualan.',
      roles: ['admin'],
      page: lazy(() => import('./PreordersPage')),
      tile: { label: 'Pemesanan Telur', description: 'Pesanan telur pelanggan', icon: ListAltIcon },
    },
  ],
};

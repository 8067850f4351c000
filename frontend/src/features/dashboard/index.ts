import { lazy } from 'react';
import type { FeatureManifest } from '../../app/manifest';

/** Dashboard (/dashboard, spec part 1 §2.5): today's cards, the daily table and charts; admin and abk. */
export const dashboard: FeatureManifest = {
  name: 'dashboard',
  routes: [
    {
      path: '/dashboard',
      title: 'Ringkasan Kandang Hari Ini',
      subtitle: 'Populasi, kematian, pakan, telur dan stok pakan hari ini; di bawahnya tabel dan grafik per hari.',
      roles: ['admin', 'abk'],
      page: lazy(() => import('./DashboardPage')),
    },
  ],
};

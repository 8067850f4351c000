import { lazy } from 'react';
import SavingsIcon from '@mui/icons-material/Savings';
import type { FeatureManifest } from '../../app/manifest';

/**
 * Farm insight (issue #24): feed economics; on the dashboard the new farm's checklist and the
 * 'Peringatan' panel at the top, the daily summary at the bottom.
 */
export const insight: FeatureManifest = {
  name: 'insight',
  routes: [
    {
      path: '/insight/ekonomi',
      title: 'Ekonomi Pakan',
      roles: ['admin'],
      page: lazy(() => import('./EconomicsPage')),
      tile: { label: 'Ekonomi Pakan', description: 'Biaya pakan, penjualan telur dan IOFC', icon: SavingsIcon },
    },
  ],
  dashboardPanels: [
    { key: 'new-farm-checklist', roles: ['admin'], place: 'top', component: lazy(() => import('./NewFarmChecklist')) },
    { key: 'warnings', roles: ['admin', 'abk'], place: 'top', component: lazy(() => import('./WarningsPanel')) },
    { key: 'daily-summary', roles: ['admin', 'abk'], place: 'bottom', component: lazy(() => import('./DailySummary')) },
  ],
};

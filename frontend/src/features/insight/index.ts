import { lazy } from 'react';
import GridViewIcon from '@mui/icons-material/GridView';
import type { FeatureManifest } from '../../app/manifest';

/**
 * Farm insight (issue #24): the farm map (/insight, admin, abk and viewer; and a panel at the bottom
 * of /dashboard) and the 'Peringatan' panel on /dashboard (admin, abk).
 */
export const insight: FeatureManifest = {
  name: 'insight',
  routes: [
    {
      path: '/insight',
      title: 'Peta Kandang',
      roles: ['admin', 'abk', 'viewer'],
      page: lazy(() => import('./MapPage')),
      tile: { label: 'Peta Kandang', description: 'Setiap tingkat menurut pakan, kematian, populasi, usia dan produksi', icon: GridViewIcon, limitedRoles: ['abk', 'viewer'] },
    },
  ],
  dashboardPanels: [
    { key: 'warnings', roles: ['admin', 'abk'], place: 'top', panel: lazy(() => import('./WarningsPanel')) },
    { key: 'map', roles: ['admin', 'abk'], place: 'bottom', panel: lazy(() => import('./MapPanel')) },
  ],
};

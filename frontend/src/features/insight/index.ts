import { lazy } from 'react';
import GridViewIcon from '@mui/icons-material/GridView';
import type { FeatureManifest } from '../../app/manifest';

/** Farm insight (issue #24): the farm map (/insight, and on the dashboard); admin, abk and viewer read it. */
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
  dashboard: [{ label: 'Peta Kandang', roles: ['admin', 'abk'], component: lazy(() => import('./MapSection')) }],
};

import { lazy } from 'react';
import type { FeatureManifest } from '../../app/manifest';

/** Farm insight (issue #24): the 'Peringatan' panel on /dashboard (admin, abk). */
export const insight: FeatureManifest = {
  name: 'insight',
  routes: [],
  dashboardPanels: [{ key: 'warnings', roles: ['admin', 'abk'], place: 'top', panel: lazy(() => import('./WarningsPanel')) }],
};

import { lazy } from 'react';
import type { FeatureManifest } from '../../app/manifest';

/** Produksi Telur (/produksitelur, spec part 1 §2.7): daily kg and counts per grade and bagian; open to every logged-in user. */
export const eggProduction: FeatureManifest = {
  name: 'egg-production',
  routes: [{ path: '/produksitelur', title: 'Produksi Telur', roles: 'any', page: lazy(() => import('./EggProductionPage')) }],
};

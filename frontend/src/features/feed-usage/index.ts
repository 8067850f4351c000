import { lazy } from 'react';
import type { FeatureManifest } from '../../app/manifest';

/** Pemakaian Pakan (/transaksipakan, spec part 1 §2.6): daily feed per tingkat; open to every logged-in user. */
export const feedUsage: FeatureManifest = {
  name: 'feed-usage',
  routes: [{ path: '/transaksipakan', title: 'Pemakaian Pakan', subtitle: 'Isian dalam satuan di kepala kolom (kg atau g); gram dibulatkan ke gram terdekat, lalu disimpan dalam kg (3 desimal).', roles: 'any', page: lazy(() => import('./FeedUsagePage')), subNav: 'Menu pakan' }],
};

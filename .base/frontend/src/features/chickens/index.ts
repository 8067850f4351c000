import { lazy } from 'react';
import PetsIcon from '@mui/icons-material/Pets';
import type { FeatureManifest } from '../../app/manifest';

/** Ayam Info (/ayaminfo, spec part 1 §2.10): population per location and the chicken transactions; open to every logged-in user. */
export const chickens: FeatureManifest = {
  name: 'chickens',
  routes: [
    { path: '/ayaminfo', title: 'Ayam Info', roles: 'any', page: lazy(() => import('./AyamInfoPage')), tile: { label: 'Ayam Info', description: 'Populasi dan mutasi ayam', icon: PetsIcon, limitedRoles: ['abk'] } },
  ],
};

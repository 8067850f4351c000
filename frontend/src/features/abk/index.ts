import { lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import type { FeatureManifest } from '../../app/manifest';

/** Data ABK (/abk, spec part 2): the register of farm hands; admin only. */
export const abk: FeatureManifest = {
  name: 'abk',
  routes: [
    {
      path: '/abk',
      title: 'Data ABK',
      subtitle: 'Anak buah kandang: data pribadi dan masa kerja.',
      roles: ['admin'],
      page: lazy(() => import('./AbkPage')),
      tile: { label: 'Data ABK', description: 'Anak buah kandang', icon: BadgeIcon },
    },
  ],
};

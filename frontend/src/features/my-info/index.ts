import { lazy } from 'react';
import PersonIcon from '@mui/icons-material/Person';
import type { FeatureManifest } from '../../app/manifest';

/** My Info (/my-info, spec part 2): the account, the farm, the reseller or ABK data and the password change; every logged-in role. */
export const myInfo: FeatureManifest = {
  name: 'my-info',
  routes: [
    {
      path: '/my-info',
      title: 'My Info',
      subtitle: 'Akun Anda, penggantian password dan kandang yang Anda ikuti.',
      roles: ['admin', 'reseller', 'abk', 'viewer'],
      page: lazy(() => import('./MyInfoPage')),
      tile: { label: 'My Info', description: 'Akun dan ganti password', icon: PersonIcon, limitedRoles: ['abk', 'reseller', 'viewer'] },
      tenantFree: true,
    },
  ],
};

import { lazy } from 'react';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { FeatureManifest } from '../../app/manifest';

/** Data Users (/users, spec part 2): the farm's accounts and roles; admin only. */
export const users: FeatureManifest = {
  name: 'users',
  routes: [
    {
      path: '/users',
      title: 'Data Users',
      subtitle: 'Akun yang dapat masuk ke kandang ini dan perannya.',
      roles: ['admin'],
      page: lazy(() => import('./UsersPage')),
      tile: { label: 'Data Users', description: 'Akun pengguna kandang', icon: ManageAccountsIcon },
    },
  ],
};

import { lazy } from 'react';
import type { FeatureManifest } from '../../app/manifest';

/**
 * Login (/login, spec part 1 §2.1, §4.1): the only public screen; and the farm picker
 * (/pilih-kandang, issue #36) of a user with several farms, open to every logged-in user without a
 * chosen farm.
 */
export const auth: FeatureManifest = {
  name: 'auth',
  routes: [
    { path: '/login', title: 'Login', roles: 'public', page: lazy(() => import('./LoginPage')) },
    {
      path: '/pilih-kandang',
      title: 'Pilih Kandang',
      subtitle: 'Akun Anda terdaftar di beberapa kandang. Pilih kandang yang ingin dibuka.',
      roles: 'any',
      page: lazy(() => import('./FarmPickerPage')),
      tenantFree: true,
    },
  ],
};

/** The login screen without the router, for a page load of /login (main.tsx). */
export { LoginForm } from './LoginForm';

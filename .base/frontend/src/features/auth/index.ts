import { lazy } from 'react';
import type { FeatureManifest } from '../../app/manifest';

/** Login (/login, spec part 1 §2.1, §4.1): the only public screen. */
export const auth: FeatureManifest = {
  name: 'auth',
  routes: [{ path: '/login', title: 'Login', roles: 'public', page: lazy(() => import('./LoginPage')) }],
};

/** The login screen without the router, for a page load of /login (main.tsx). */
export { LoginForm } from './LoginForm';

import { lazy } from 'react';
import type { FeatureManifest } from '../../app/manifest';

/** Superadmin Tenants (/superadmin, spec part 2) and the platform's dashboard (/superadmin/dashboard); superadmin only, no tenant needed. */
export const tenants: FeatureManifest = {
  name: 'tenants',
  routes: [
    { path: '/superadmin', title: 'Manajemen Tenant', subtitle: 'Semua kandang di platform: tambah, masuk sebagai admin, aktifkan atau nonaktifkan.', roles: ['superadmin'], page: lazy(() => import('./TenantsPage')), tenantFree: true },
    { path: '/superadmin/dashboard', title: 'Dashboard Platform', subtitle: 'Ringkasan seluruh kandang di platform.', roles: ['superadmin'], page: lazy(() => import('./PlatformDashboardPage')), tenantFree: true },
  ],
};

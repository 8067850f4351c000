import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import type { FeatureManifest } from '../../app/manifest';

/**
 * Jejak Audit (/audit, issue #19): who changed what and when, with the security events; owner and
 * admin of the farm, and the superadmin (without a farm: the platform's events).
 */
export const audit: FeatureManifest = {
  name: 'audit',
  routes: [
    {
      path: '/audit',
      title: 'Jejak Audit',
      roles: ['admin'],
      page: lazy(() => import('./AuditPage')),
      tile: { label: 'Jejak Audit', description: 'Siapa mengubah apa dan kapan', icon: HistoryIcon },
      tenantFree: true,
    },
  ],
};

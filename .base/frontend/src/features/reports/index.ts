import { lazy } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import EggIcon from '@mui/icons-material/Egg';
import type { FeatureManifest } from '../../app/manifest';

/** The feed and production reports (spec part 1 §2.8, §2.9), with CSV downloads. */
export const reports: FeatureManifest = {
  name: 'reports',
  routes: [
    { path: '/laporanpakan', title: 'Laporan Pakan', roles: ['admin', 'viewer'], page: lazy(() => import('./FeedReportPage')), subNav: 'Menu pakan', tile: { label: 'Laporan Pakan', description: 'Rekap pemakaian pakan', icon: AssessmentIcon } },
    { path: '/laporanproduksi', title: 'Laporan Produksi', roles: ['admin'], page: lazy(() => import('./ProductionReportPage')), tile: { label: 'Laporan Produksi', description: 'Rekap produksi telur', icon: EggIcon } },
  ],
};

import { lazy } from 'react';
import GridViewIcon from '@mui/icons-material/GridView';
import SavingsIcon from '@mui/icons-material/Savings';
import type { FeatureManifest } from '../../app/manifest';
import { preloadEconomics, preloadMap } from './preload';

/**
 * Farm insight (issue #24): the farm map (/insight, admin, abk and viewer), feed economics
 * (/insight/ekonomi, admin); on /dashboard the new farm's checklist and the 'Peringatan' panel at the
 * top, the daily summary and the farm map at the bottom.
 */
export const insight: FeatureManifest = {
  name: 'insight',
  routes: [
    {
      path: '/insight',
      title: 'Peta Kandang',
      subtitle: 'Setiap tingkat dan bagian dibandingkan dengan standar galur',
      roles: ['admin', 'abk', 'viewer'],
      // The map's data is asked for beside the page's code (preload.ts).
      page: lazy(() => {
        preloadMap(window.location.search);
        return import('./MapPage');
      }),
      tile: { label: 'Peta Kandang', description: 'Setiap tingkat menurut pakan, kematian, populasi, usia dan produksi', icon: GridViewIcon, limitedRoles: ['abk', 'viewer'] },
    },
    {
      path: '/insight/ekonomi',
      title: 'Ekonomi Pakan',
      // The line of the view per period, the view the page opens with ('Per bagian' writes its own).
      subtitle: 'Biaya pakan, penjualan telur dan IOFC (income over feed cost) per periode',
      roles: ['admin'],
      page: lazy(() => {
        preloadEconomics();
        return import('./EconomicsPage');
      }),
      tile: { label: 'Ekonomi Pakan', description: 'Biaya pakan, penjualan telur dan IOFC', icon: SavingsIcon },
    },
  ],
  dashboardPanels: [
    { key: 'new-farm-checklist', roles: ['admin'], place: 'top', component: lazy(() => import('./NewFarmChecklistPanel')) },
    { key: 'warnings', roles: ['admin', 'abk'], place: 'top', component: lazy(() => import('./WarningsPanel')) },
    { key: 'daily-summary', roles: ['admin', 'abk'], place: 'bottom', component: lazy(() => import('./DailySummaryPanel')) },
    { key: 'map', roles: ['admin', 'abk'], place: 'bottom', component: lazy(() => import('./MapPanel')) },
  ],
};

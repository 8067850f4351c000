import { lazy } from 'react';
import VaccinesIcon from '@mui/icons-material/Vaccines';
import type { FeatureManifest } from '../../app/manifest';

/**
 * Flock health (issue #38): Kesehatan Flok (/kesehatan: each flock's age and vaccination program,
 * recording a vaccination; admin, abk and viewer) and Program Vaksinasi (/kesehatan/program: the
 * farm's programs by age, admin edits, viewer reads); the day's vaccinations in Tugas Saya and on the
 * dashboard.
 */
export const health: FeatureManifest = {
  name: 'health',
  routes: [
    {
      path: '/kesehatan',
      title: 'Kesehatan Flok',
      subtitle: 'Umur flok dan kemajuan program vaksinasinya.',
      roles: ['admin', 'abk', 'viewer'],
      page: lazy(() => import('./HealthPage')),
      tile: { label: 'Kesehatan Flok', description: 'Vaksinasi menurut umur', icon: VaccinesIcon, limitedRoles: ['abk', 'viewer'] },
      subNav: 'Menu kesehatan',
    },
    {
      path: '/kesehatan/program',
      title: 'Program Vaksinasi',
      subtitle: 'Vaksinasi menurut umur ayam.',
      roles: ['admin', 'viewer'],
      page: lazy(() => import('./ProgramsPage')),
      subNav: 'Menu kesehatan',
    },
  ],
  taskPanels: [{ key: 'vaccinations', roles: ['admin', 'abk', 'viewer'], component: lazy(() => import('./VaccinationsTaskPanel')) }],
  dashboardPanels: [{ key: 'vaccinations-due', roles: ['admin', 'abk'], place: 'bottom', component: lazy(() => import('./VaccinationsDuePanel')) }],
};

/** Pengobatan & Telur Tertahan (/kesehatan/pengobatan, issue #38): treatments, held eggs, deaths by cause; admin writes, viewer reads. */
export const treatments: FeatureManifest = {
  name: 'health-treatments',
  routes: [
    {
      path: '/kesehatan/pengobatan',
      title: 'Pengobatan & Telur Tertahan',
      subtitle: 'Obat yang diberikan, masa henti obat telur, dan kematian per penyebab.',
      roles: ['admin', 'viewer'],
      page: lazy(() => import('./TreatmentsPage')),
      subNav: 'Menu kesehatan',
    },
  ],
};

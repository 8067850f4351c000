import { lazy } from 'react';
import MedicationIcon from '@mui/icons-material/Medication';
import type { FeatureManifest } from '../../app/manifest';

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
      tile: { label: 'Pengobatan', description: 'Obat, telur tertahan, penyebab kematian', icon: MedicationIcon, limitedRoles: ['viewer'] },
    },
  ],
};

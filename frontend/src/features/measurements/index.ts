import { lazy } from 'react';
import MonitorWeightIcon from '@mui/icons-material/MonitorWeight';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { FeatureManifest } from '../../app/manifest';

/** Body weight, water and house climate (issue #39 'Weigh, meter and sense'): admin and abk enter, the viewer reads water and climate. */
export const measurements: FeatureManifest = {
  name: 'measurements',
  routes: [
    {
      path: '/timbang',
      title: 'Timbang Ayam',
      subtitle: 'Berat badan dan keseragaman sampel ayam per bagian, dibanding standar bibit.',
      roles: ['admin', 'abk'],
      page: lazy(() => import('./WeighPage')),
      tile: { label: 'Timbang Ayam', description: 'Berat badan dan keseragaman', icon: MonitorWeightIcon, limitedRoles: ['abk'] },
      subNav: 'Menu ukur',
    },
    {
      path: '/air-iklim',
      title: 'Air & Iklim',
      subtitle: 'Air minum, suhu dan kelembapan per plant atau jalur; rasio air:pakan dan THI harian.',
      roles: ['admin', 'abk', 'viewer'],
      page: lazy(() => import('./WaterClimatePage')),
      tile: { label: 'Air & Iklim', description: 'Air minum, suhu, kelembapan', icon: WaterDropIcon, limitedRoles: ['abk', 'viewer'] },
      subNav: 'Menu ukur',
    },
  ],
};

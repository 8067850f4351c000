import { lazy } from 'react';
import BlenderIcon from '@mui/icons-material/Blender';
import type { FeatureManifest } from '../../app/manifest';

/** Ransum (/ransum, issue #37): rations with their nutrients and cost, mixing batches, targets per phase; admin writes, viewer reads. */
export const rations: FeatureManifest = {
  name: 'rations',
  routes: [
    {
      path: '/ransum',
      title: 'Ransum',
      subtitle: 'Komposisi, nutrisi dan biaya per kg ransum; campur bahan menjadi pakan campuran.',
      roles: ['admin', 'viewer'],
      page: lazy(() => import('./RationsPage')),
      tile: { label: 'Ransum', description: 'Komposisi, nutrisi dan biaya ransum', icon: BlenderIcon, limitedRoles: ['viewer'] },
      subNav: 'Menu pakan',
    },
  ],
};

import { lazy } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { FeatureManifest } from '../../app/manifest';

/** Struktur Kandang (/struktur-kandang, spec part 2): lokasi, plant, jalur, bagian and tingkat; admin only. */
export const coop: FeatureManifest = {
  name: 'coop',
  routes: [
    { path: '/struktur-kandang', title: 'Struktur Kandang', subtitle: 'Atur lokasi, plant, jalur, bagian dan tingkat kandang.', roles: ['admin'], page: lazy(() => import('./StrukturKandangPage')), tile: { label: 'Struktur Kandang', description: 'Lokasi, plant, jalur, bagian, tingkat', icon: AccountTreeIcon } },
  ],
};

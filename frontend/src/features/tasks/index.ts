import { lazy } from 'react';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { FeatureManifest } from '../../app/manifest';

/** Farm tasks (spec part 1 §2.11, part 2): Tugas Saya, the calendar, the task library and schedule creation. */
export const tasks: FeatureManifest = {
  name: 'tasks',
  routes: [
    { path: '/tasks/today', title: 'Tugas Saya', subtitle: 'Tugas yang jatuh tempo pada tanggal yang dipilih.', roles: 'any', page: lazy(() => import('./TugasSayaPage')) },
    { path: '/tasks/tugasinfo', title: 'Tugas Info', subtitle: 'Kalender tugas kandang.', roles: 'any', page: lazy(() => import('./TugasInfoPage')), tile: { label: 'Tugas Info', description: 'Kalender tugas kandang', icon: EventNoteIcon, limitedRoles: ['abk'] } },
    { path: '/tasks/library', title: 'Nama Tugas', subtitle: 'Daftar main task dan sub task yang bisa dijadwalkan.', roles: ['admin'], page: lazy(() => import('./TaskLibraryPage')) },
    { path: '/tasks/schedules/new', title: 'Buat Jadwal Tugas', roles: ['admin'], page: lazy(() => import('./ScheduleNewPage')) },
  ],
};

import { useEffect } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useApiQuery } from '../../api/hooks';
import type { DashboardPanelProps } from '../../app/manifest';
import { todayVaccinations } from './health';

/**
 * The dashboard's vaccinations of today (issue #38): how many program rows are due or overdue and
 * for which bagian, with the way to Tugas Saya where they are recorded; nothing when none is due.
 * Kept to one line (the dashboard's total budget): the list and its dialog are Tugas Saya's.
 */
export default function VaccinationsDuePanel({ setSettled }: DashboardPanelProps) {
  const due = useApiQuery('/api/health/due', { params: { query: { date: dayjs().format('YYYY-MM-DD') } } });
  useEffect(() => setSettled(), [setSettled]);
  const list = todayVaccinations(due.data);
  if (!list.length) return null;
  const where = [...new Set(list.map((t) => t.flock.lokasi))].join(', ');
  return (
    <Alert severity="warning" sx={{ my: 2 }} aria-label="Vaksinasi hari ini">
      {list.length} vaksinasi hari ini ({where}).{' '}
      <Link component={RouterLink} to="/tasks/today" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        Buka Tugas Saya ›
      </Link>
    </Alert>
  );
}

import { useEffect } from 'react';
import dayjs from 'dayjs';
import type { DashboardPanelProps } from '../../app/manifest';
import VaccinationsTaskPanel from './VaccinationsTaskPanel';

/** The dashboard's vaccinations of today (issue #38): the same list as Tugas Saya, with its Catat; nothing when none is due. */
export default function VaccinationsDuePanel({ setSettled }: DashboardPanelProps) {
  useEffect(() => setSettled(), [setSettled]);
  return <VaccinationsTaskPanel date={dayjs().format('YYYY-MM-DD')} />;
}

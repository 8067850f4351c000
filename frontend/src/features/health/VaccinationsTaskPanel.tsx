import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VaccinesIcon from '@mui/icons-material/Vaccines';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import type { TaskPanelProps } from '../../app/manifest';
import { useRole } from '../../lib/useSession';
import { ageText, ROUTE_LABEL, STATUS_COLOR, STATUS_LABEL, todayVaccinations } from './health';
import { useRecordVaccination } from './useRecordVaccination';

/**
 * Tugas Saya's vaccinations (issue #38): the program rows due on the day or overdue, per bagian,
 * derived from GET /api/health/due (not copied tasks), each with one tap to record it (admin, and
 * the abk on today). Nothing shows when none is due.
 */
export default function VaccinationsTaskPanel({ date }: TaskPanelProps) {
  const role = useRole();
  const due = useApiQuery('/api/health/due', { params: { query: { date } } });
  const { record, element } = useRecordVaccination(date, () => due.mutate());
  const list = todayVaccinations(due.data);
  const today = dayjs().format('YYYY-MM-DD');
  const canWrite = role === 'admin' || role === 'superadmin' || (role === 'abk' && date === today);

  if (due.error) return <Alert severity="error" sx={{ mb: 2 }}>{errorText(due.error, 'Gagal memuat vaksinasi')}</Alert>;
  if (!list.length) return element;
  return (
    <section aria-labelledby="vaksinasi-hari-ini" style={{ marginBottom: 16 }}>
      <Typography id="vaksinasi-hari-ini" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <VaccinesIcon fontSize="small" /> Vaksinasi
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Daftar vaksinasi">
        {list.map((t) => (
          <Paper component="li" key={`${t.flock.bagian_id}:${t.item.program_row_id}`} aria-label={`Vaksinasi ${t.item.disease} ${t.flock.lokasi}`} variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Stack sx={{ flex: 1, minWidth: 180 }}>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
                {t.flock.lokasi} · {ageText(t.flock)}
              </Typography>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t.item.disease}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {ROUTE_LABEL[t.item.route]} · {t.item.item_name ?? 'vaksin belum ditautkan'} · umur {t.item.age_days} hari
              </Typography>
            </Stack>
            <Chip size="small" color={STATUS_COLOR[t.item.status]} label={STATUS_LABEL[t.item.status]} />
            {canWrite && (
              <Button variant="contained" color="success" onClick={() => record(t)} sx={{ minHeight: 44 }} aria-label={`Catat vaksinasi ${t.item.disease} ${t.flock.lokasi}`}>
                Catat
              </Button>
            )}
          </Paper>
        ))}
      </Stack>
      {element}
    </section>
  );
}

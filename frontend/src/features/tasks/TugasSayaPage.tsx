/**
 * Tugas Saya (/tasks/today, spec part 2 'Tugas Saya'): a date picker (default
 * today) and the tasks due that day with Selesai and Lewati; finished items
 * show a DONE or SKIPPED badge and no actions. abk marks only today.
 */
import { Suspense, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import type { PageProps } from '../../app/manifest';
import { useTaskPanels } from '../../app/navigation';
import { QUEUED_MESSAGE, currentSession } from '../../data/outbox';
import { useOutboxEntries } from '../../data/useOutbox';
import { useRole, useToken } from '../../lib/useSession';
import { CachedNotice } from '../../components/CachedNotice';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/useToast';
import { DAY_FORMAT, todayKey } from './calendar';
import { canMark, isFinished, markOccurrence, markWaiting, undoExecution, type MarkStatus } from './executions';
import { StatusBadge } from './StatusBadge';
import { FREQUENCY_LABEL, type TaskDueItem } from './types';

/** The /tasks/today route. */
export default function TugasSayaPage({ title, subtitle }: PageProps) {
  const role = useRole();
  const taskPanels = useTaskPanels();
  const today = todayKey();
  const [date, setDate] = useState(today);
  const due = useApiQuery('/api/tasks/due', { params: { query: { date } } });
  const { toast, showToast } = useToast(2000);
  const allowed = canMark(role, date, today);
  const readOnly = role !== 'admin' && role !== 'superadmin' && role !== 'abk';

  const undo = useApiMutation(({ id }: { id: number; item: TaskDueItem }) => undoExecution(id), {
    fallback: 'Gagal membatalkan',
    onSuccess: (_done, { item }) => {
      showToast(`${item.sub_task}: dibatalkan`, 'info');
      return due.mutate();
    },
    onError: (message) => {
      showToast(message, 'error');
      void due.mutate();
    },
  });
  const mark = useApiMutation(({ item, status }: { item: TaskDueItem; status: MarkStatus }) => markOccurrence(item.schedule_id, item.due_date, status, item.sub_task), {
    fallback: 'Gagal menyimpan',
    onSuccess: (done, { item, status }) => {
      // Without a connection the mark waits in the outbox (shown on the item); it has no undo yet.
      if (done.queued) {
        showToast(`${item.sub_task}: ${QUEUED_MESSAGE}`, 'info');
        return;
      }
      // A mistaken Selesai or Lewati can be taken back by the same user today (issue #11).
      showToast(status === 'DONE' ? `${item.sub_task}: selesai` : `${item.sub_task}: dilewati`, 'success', {
        label: 'Batalkan',
        onClick: () => void undo.trigger({ id: done.data.id, item }),
      });
      return due.mutate();
    },
    onError: (message) => {
      showToast(message, 'error');
      void due.mutate();
    },
  });
  const entries = useOutboxEntries();
  const token = useToken();
  const session = useMemo(() => (token ? currentSession() : null), [token]);
  const marking = (item: TaskDueItem) => mark.pending?.item.id === item.id || undo.pending?.item.id === item.id;

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <CachedNotice paths={['/api/tasks/due']} />
      <DatePickerProvider>
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <DateInput
            label="Tanggal"
            value={dayjs(date)}
            maxDate={dayjs(today)}
            onChange={(v) => {
              if (v) setDate(v.format(DAY_FORMAT));
            }}
            size="small"
            sx={{ width: 220 }}
          />
          {date !== today && (
            <Button onClick={() => setDate(today)} variant="text" sx={{ minHeight: 44 }}>
              Hari ini
            </Button>
          )}
        </Stack>
      </DatePickerProvider>
      {role === 'abk' && date !== today && (
        <Alert severity="info" sx={{ mb: 2 }}>
          ABK hanya dapat menandai tugas untuk tanggal hari ini.
        </Alert>
      )}
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Anda hanya dapat melihat daftar tugas.
        </Alert>
      )}
      {/* The day's work other features derive from their data (the vaccinations due, issue #38). */}
      {taskPanels.map(({ key, component: Panel }) => (
        <Suspense key={key} fallback={null}>
          <Panel date={date} />
        </Suspense>
      ))}
      {due.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(due.error, 'Gagal memuat data')}
        </Alert>
      )}
      {due.isLoading ? (
        <PageLoading />
      ) : (due.data ?? []).length === 0 ? (
        <EmptyState message="Tidak ada tugas." icon={<AssignmentTurnedInOutlinedIcon />} />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Daftar tugas">
          {(due.data ?? []).map((item) => {
            const finished = isFinished(item.status);
            return (
              <Paper
                component="li"
                key={item.id}
                aria-label={`${item.sub_task} ${item.time_of_day}`}
                variant="outlined"
                sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', opacity: finished ? 0.8 : 1 }}
              >
                <Typography variant="h6" component="p" sx={{ minWidth: 64, fontVariantNumeric: 'tabular-nums' }}>
                  {item.time_of_day}
                </Typography>
                <Stack sx={{ flex: 1, minWidth: 180 }}>
                  <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
                    {item.main_task}
                  </Typography>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {item.sub_task}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {FREQUENCY_LABEL[item.frequency]}
                    {item.interval > 1 ? ` (setiap ${item.interval})` : ''}
                  </Typography>
                </Stack>
                {finished ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <StatusBadge status={item.status} size="medium" />
                    {item.can_undo && item.execution_id !== null && (
                      <Button
                        variant="outlined"
                        color="inherit"
                        disabled={marking(item)}
                        onClick={() => void undo.trigger({ id: item.execution_id!, item })}
                        aria-label={`Batalkan ${item.sub_task}`}
                        sx={{ minHeight: 44 }}
                      >
                        Batalkan
                      </Button>
                    )}
                  </Stack>
                ) : markWaiting(entries, item, session) ? (
                  <Chip color="info" variant="outlined" label="Menunggu dikirim" />
                ) : (
                  !readOnly && (
                    <Stack direction="row" spacing={1}>
                      <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={!allowed || marking(item)} onClick={() => void mark.trigger({ item, status: 'DONE' })} sx={{ minHeight: 44 }}>
                        Selesai
                      </Button>
                      <Button variant="outlined" color="warning" startIcon={<SkipNextIcon />} disabled={!allowed || marking(item)} onClick={() => void mark.trigger({ item, status: 'SKIPPED' })} sx={{ minHeight: 44 }}>
                        Lewati
                      </Button>
                    </Stack>
                  )
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
      {toast}
    </>
  );
}

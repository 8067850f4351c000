/**
 * Tugas Info (/tasks/tugasinfo, spec part 2 'Tugas Info', §9): week view
 * (Monday first, 05:00–18:00) and month view (42 cells, BASIC hidden), Today /
 * previous / next, Mingguan/Bulanan, the event detail, and the table of tasks
 * done. 'Nama Tugas' and 'Jadwal Tugas' are hidden for abk.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { errorText } from '../../api/client';
import { useApiQuery, useRevalidate } from '../../api/hooks';
import type { PageProps } from '../../app/manifest';
import { useRole } from '../../lib/useSession';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useToast } from '../../components/useToast';
import { DAY_FORMAT, mondayOf, periodTitle, shiftAnchor, todayKey } from './calendar';
import { DoneTasksTable } from './DoneTasksTable';
import { MonthView } from './MonthView';
import { TaskDetailDialog } from './TaskDetailDialog';
import type { TaskDueItem } from './types';
import { WeekList } from './WeekList';
import { WeekView } from './WeekView';

type View = 'week' | 'month';

/** The /tasks/tugasinfo route. */
export default function TugasInfoPage({ title, subtitle }: PageProps) {
  const role = useRole();
  const today = todayKey();
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(() => dayjs());
  const [open, setOpen] = useState<TaskDueItem | null>(null);
  const { toast, showToast } = useToast(2000);
  const revalidate = useRevalidate();
  // Below 600 px the week is a list of days: 7 day columns would need a sideways swipe.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const week = useApiQuery(view === 'week' ? '/api/calendar/week' : null, { params: { query: { start: mondayOf(anchor).format(DAY_FORMAT) } } });
  const month = useApiQuery(view === 'month' ? '/api/calendar/month' : null, { params: { query: { year: anchor.year(), month: anchor.month() + 1 } } });
  const current = view === 'week' ? week : month;
  const items = current.data?.items ?? [];

  const refreshAll = () => revalidate('/api/calendar/week', '/api/calendar/month', '/api/calendar/detail', '/api/tasks/executions', '/api/tasks/executions/list');

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <Button component={RouterLink} to="/tasks/today" variant="outlined">
              Tugas Saya
            </Button>
            {role !== 'abk' && (
              <>
                <Button component={RouterLink} to="/tasks/library" variant="outlined">
                  Nama Tugas
                </Button>
                <Button component={RouterLink} to="/tasks/schedules/new" variant="contained">
                  Jadwal Tugas
                </Button>
              </>
            )}
          </>
        }
      />
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" onClick={() => setAnchor(dayjs())} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              Hari ini
            </Button>
            <IconButton aria-label={view === 'week' ? 'Minggu sebelumnya' : 'Bulan sebelumnya'} onClick={() => setAnchor((a) => shiftAnchor(a, view, -1))}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={view === 'week' ? 'Minggu berikutnya' : 'Bulan berikutnya'} onClick={() => setAnchor((a) => shiftAnchor(a, view, 1))}>
              <ChevronRightIcon />
            </IconButton>
            <Typography variant="h6" component="h2" aria-live="polite">
              {periodTitle(anchor, view)}
            </Typography>
          </Stack>
          <ToggleButtonGroup exclusive size="small" value={view} onChange={(_e, v: View | null) => v && setView(v)} aria-label="Tampilan kalender">
            <ToggleButton value="week">Mingguan</ToggleButton>
            <ToggleButton value="month">Bulanan</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {current.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(current.error, 'Gagal memuat data')}
          </Alert>
        )}
        {current.isLoading ? (
          <PageLoading />
        ) : view === 'week' ? (
          phone ? (
            <WeekList anchor={anchor} items={items} today={today} onOpen={setOpen} />
          ) : (
            <WeekView anchor={anchor} items={items} today={today} onOpen={setOpen} />
          )
        ) : (
          <MonthView
            anchor={anchor}
            items={items}
            today={today}
            onOpen={setOpen}
            onMore={(date) => {
              setAnchor(date);
              setView('week');
            }}
          />
        )}
        {!current.isLoading && !current.error && items.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Tidak ada tugas.
          </Typography>
        )}
      </Paper>
      <DoneTasksTable />
      {open && (
        <TaskDetailDialog
          key={open.id}
          item={open}
          role={role}
          today={today}
          onClose={() => setOpen(null)}
          onMarked={(message) => {
            showToast(message);
            void refreshAll();
          }}
        />
      )}
      {toast}
    </>
  );
}

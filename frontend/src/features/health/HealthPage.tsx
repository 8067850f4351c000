import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VaccinesIcon from '@mui/icons-material/Vaccines';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import type { PageProps } from '../../app/manifest';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { SimpleTable, type SimpleColumn } from '../../components/SimpleTable';
import { formatDate } from '../../lib/format';
import { useRole } from '../../lib/useSession';
import { ageText, canRecord, progress, ROUTE_LABEL, STATUS_COLOR, STATUS_LABEL, type DueFlock, type DueItem, type TodoVaccination } from './health';
import { useRecordVaccination } from './useRecordVaccination';

/** One flock: its age, progress and the program's rows with their status and a Catat button. */
function FlockCard({ flock, canWrite, onRecord }: { flock: DueFlock; canWrite: boolean; onRecord: (todo: TodoVaccination) => void }) {
  const p = progress(flock);
  const columns: SimpleColumn<DueItem>[] = [
    { field: 'disease', headerName: 'Penyakit', flex: 1.4 },
    { field: 'age_days', headerName: 'Umur (hari)', type: 'number', flex: 0.6 },
    { field: 'due_date', headerName: 'Jadwal', flex: 0.8, valueFormatter: (v: string) => formatDate(v) },
    { field: 'item_name', headerName: 'Vaksin', flex: 1, valueFormatter: (v: string | null) => v ?? '—' },
    { field: 'route', headerName: 'Rute', flex: 0.8, valueFormatter: (v: DueItem['route']) => ROUTE_LABEL[v] },
    {
      field: 'status',
      headerName: 'Status',
      flex: 0.9,
      valueFormatter: (v: DueItem['status'], row) => (
        <Chip size="small" color={STATUS_COLOR[v]} label={row.vaccinated_on ? `${STATUS_LABEL[v]} ${formatDate(row.vaccinated_on)}` : STATUS_LABEL[v]} />
      ),
    },
    ...(canWrite
      ? [
          {
            field: 'program_row_id',
            headerName: 'Aksi',
            flex: 0.7,
            valueFormatter: (_v: number, row: DueItem) =>
              canRecord(row) ? (
                <Button size="small" variant={row.status === 'due' || row.status === 'overdue' ? 'contained' : 'outlined'} sx={{ minHeight: 44 }} onClick={() => onRecord({ flock, item: row })} aria-label={`Catat vaksinasi ${row.disease} umur ${row.age_days} hari ${flock.lokasi}`}>
                  Catat
                </Button>
              ) : null,
          } satisfies SimpleColumn<DueItem>,
        ]
      : []),
  ];
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={`Flok ${flock.lokasi}`}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
          {flock.lokasi}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Umur {ageText(flock)} · {flock.populasi.toLocaleString('id-ID')} ekor · masuk {formatDate(flock.arrival_date)} · menetas {formatDate(flock.hatch_date)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }} aria-label="Kemajuan program">
        <Chip size="small" color="success" label={`Selesai ${p.done}`} />
        <Chip size="small" color="warning" label={`Hari ini ${p.due}`} />
        <Chip size="small" color="error" label={`Terlambat ${p.overdue}`} />
        <Chip size="small" color="error" variant="outlined" label={`Terlewat ${p.missed}`} />
        <Chip size="small" label={`Akan datang ${p.upcoming}`} />
      </Stack>
      <SimpleTable label={`Program vaksinasi ${flock.lokasi}`} rows={flock.items} columns={columns} getRowId={(r) => r.program_row_id} sortable={false} cards pageSize={100} pageSizeOptions={[100]} />
    </Paper>
  );
}

/**
 * Kesehatan Flok (/kesehatan, issue #38): per bagian with birds, the flock's age and its progress
 * through the farm's default vaccination program (done, due today, overdue, missed, upcoming), and
 * recording a vaccination. Admin and abk record; the viewer reads.
 */
export default function HealthPage({ title, subtitle }: PageProps) {
  const role = useRole();
  const date = dayjs().format('YYYY-MM-DD');
  const due = useApiQuery('/api/health/due', { params: { query: { date } } });
  const programs = useApiQuery('/api/health/programs', {});
  const { record, element } = useRecordVaccination(date, () => due.mutate());
  const canWrite = role === 'admin' || role === 'superadmin' || role === 'abk';
  const program = programs.data?.find((p) => p.is_default);

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {due.error && <Alert severity="error" sx={{ mb: 2 }}>{errorText(due.error, 'Gagal memuat data kesehatan')}</Alert>}
      {program && (
        <Alert severity={program.is_example ? 'warning' : 'info'} sx={{ mb: 2 }}>
          Program: <strong>{program.name}</strong>
          {program.is_example && <> — contoh untuk disesuaikan bersama dokter hewan atau pemasok vaksin. {program.source}</>}{' '}
          {role !== 'abk' && (
            <Button component={RouterLink} to="/kesehatan/program" size="small" sx={{ minHeight: 44 }}>
              Lihat program
            </Button>
          )}
        </Alert>
      )}
      {due.isLoading ? (
        <PageLoading />
      ) : !due.data?.flocks.length ? (
        <EmptyState message="Belum ada flok." hint="Flok muncul setelah ayam masuk ke sebuah bagian (Transaksi Ayam, aksi masuk)." icon={<VaccinesIcon />} />
      ) : (
        <Stack spacing={2}>
          {due.data.flocks.map((f) => (
            <FlockCard key={f.bagian_id} flock={f} canWrite={canWrite} onRecord={record} />
          ))}
        </Stack>
      )}
      {element}
    </>
  );
}

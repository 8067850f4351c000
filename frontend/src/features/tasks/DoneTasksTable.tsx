/**
 * 'Tugas yang sudah dikerjakan' of Tugas Info: executions filtered by from, to
 * (default the last 7 days) and main task.
 */
import { useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useApiQuery } from '../../api/hooks';
import { DataTable } from '../../components/DataTable';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { formatDate } from '../../lib/format';
import { StatusBadge } from './StatusBadge';
import type { ExecutionRow } from './types';

const columns: GridColDef<ExecutionRow>[] = [
  { field: 'due_date', headerName: 'Tanggal', width: 92, valueFormatter: (v: string) => formatDate(v) },
  { field: 'time_of_day', headerName: 'Jam', width: 56 },
  { field: 'main_task', headerName: 'Main', flex: 1, minWidth: 80 },
  { field: 'sub_task', headerName: 'Sub', flex: 1.5, minWidth: 100 },
  { field: 'status', headerName: 'Status', width: 110, renderCell: ({ value }) => <StatusBadge status={String(value)} /> },
  { field: 'executed_by', headerName: 'Oleh', width: 96, valueFormatter: (v: string | null) => v ?? '-' },
  { field: 'executed_at', headerName: 'Dicatat', width: 128, valueFormatter: (v: string) => (v ? dayjs(v).format('DD/MM/YYYY HH:mm') : '-') },
];

/** The table of executions with its filters; the main-task choices are the farm's main tasks (readable by every role). */
export function DoneTasksTable() {
  const [range, setRange] = useState<DateRange>(() => ({ start: dayjs().subtract(6, 'day'), end: dayjs() }));
  const [mainId, setMainId] = useState('ALL');
  const { start, end } = rangeDays(range);
  const list = useApiQuery('/api/tasks/executions/list', { params: { query: { start, end, main_id: mainId === 'ALL' ? undefined : Number(mainId) } } });
  const mains = useApiQuery('/api/tasks/main', {});
  const options = mains.data ?? [];

  return (
    <Paper component="section" aria-labelledby="done-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="done-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Tugas yang sudah dikerjakan
      </Typography>
      <Stack spacing={1.5} sx={{ mb: 1.5 }}>
        <DateRangeFilter value={range} onChange={setRange} startLabel="Dari" endLabel="Sampai">
          <TextField select size="small" label="Main task" value={mainId} onChange={(e) => setMainId(e.target.value)} sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}>
            <MenuItem value="ALL">Semua (ALL)</MenuItem>
            {options.map((m) => (
              <MenuItem key={m.id} value={String(m.id)}>
                {m.nama}
              </MenuItem>
            ))}
          </TextField>
        </DateRangeFilter>
      </Stack>
      {list.error && <Alert severity="error">Gagal memuat data</Alert>}
      {/* fit: every column on an 800 px tablet without a sideways scroll. */}
      <DataTable label="Tabel tugas yang sudah dikerjakan" rows={list.data ?? []} columns={columns} loading={list.isLoading} fit />
    </Paper>
  );
}

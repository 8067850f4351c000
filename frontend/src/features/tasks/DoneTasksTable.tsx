/**
 * 'Tugas yang sudah dikerjakan' of Tugas Info: executions filtered by from, to
 * (default the last 7 days) and main task.
 */
import { useMemo, useState } from 'react';
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
import { compareNames } from '../../lib/coop';
import { StatusBadge } from './StatusBadge';
import type { ExecutionRow } from './types';

/** Main-task options: the library for an admin, else the main tasks found in the unfiltered list. */
export function mainOptionsFrom(rows: ExecutionRow[]): Array<{ id: number; nama: string }> {
  const seen = new Map<number, string>();
  for (const r of rows) seen.set(r.main_id, r.main_task);
  return [...seen].map(([id, nama]) => ({ id, nama })).sort((a, b) => compareNames(a.nama, b.nama));
}

const columns: GridColDef<ExecutionRow>[] = [
  { field: 'due_date', headerName: 'Tanggal', width: 105, valueFormatter: (v: string) => formatDate(v) },
  { field: 'time_of_day', headerName: 'Jam', width: 65 },
  { field: 'main_task', headerName: 'Main', flex: 1, minWidth: 100 },
  { field: 'sub_task', headerName: 'Sub', flex: 1.5, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110, renderCell: ({ value }) => <StatusBadge status={String(value)} /> },
  { field: 'executed_by', headerName: 'Oleh', width: 120, valueFormatter: (v: string | null) => v ?? '-' },
  { field: 'executed_at', headerName: 'Dicatat', width: 140, valueFormatter: (v: string) => (v ? dayjs(v).format('DD/MM/YYYY HH:mm') : '-') },
];

/** The table of executions with its filters; the main-task choices come from the library for an admin. */
export function DoneTasksTable({ isAdmin }: { isAdmin: boolean }) {
  const [range, setRange] = useState<DateRange>(() => ({ start: dayjs().subtract(6, 'day'), end: dayjs() }));
  const [mainId, setMainId] = useState('ALL');
  const { start, end } = rangeDays(range);
  const list = useApiQuery('/api/tasks/executions/list', { params: { query: { start, end, main_id: mainId === 'ALL' ? undefined : Number(mainId) } } });
  const mains = useApiQuery(isAdmin ? '/api/tasks/main' : null, {});
  const unfiltered = useApiQuery(isAdmin ? null : '/api/tasks/executions/list', { params: { query: { start, end } } });
  const options = useMemo(() => (isAdmin ? (mains.data ?? []) : mainOptionsFrom(unfiltered.data ?? [])), [isAdmin, mains.data, unfiltered.data]);

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
      <DataTable rows={list.data ?? []} columns={columns} loading={list.isLoading} />
    </Paper>
  );
}

/**
 * Task library (/tasks/library, spec part 1 §2.11): main task table, sub task
 * table filterable by main task and free text, add/edit dialogs and the
 * Aktif/Nonaktif toggle. Toasts of part 1 §8 clear after 1.8 s.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import type { PageProps } from '../../app/manifest';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/useToast';
import {
  emptyMainForm,
  emptySubForm,
  filterSubTasks,
  LIBRARY_TOAST_MS,
  mainFormOf,
  saveMainTask,
  saveSubTask,
  subFormOf,
  type MainForm,
  type SubForm,
} from './library';
import type { MainTask, SubTask } from './types';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const MainTaskDialog = lazyDialog(() => import('./LibraryDialogs').then((m) => m.MainTaskDialog));
const SubTaskDialog = lazyDialog(() => import('./LibraryDialogs').then((m) => m.SubTaskDialog));

type Editing<T, F> = { row: T | null; form: F } | null;

function StatusSwitch({ label, checked, onToggle, disabled }: { label: string; checked: boolean; onToggle: () => void; disabled?: boolean }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Switch size="small" checked={checked} onChange={onToggle} disabled={disabled} slotProps={{ input: { 'aria-label': label } }} />
      <Typography variant="body2" color={checked ? 'success.main' : 'text.secondary'}>
        {checked ? 'Aktif' : 'Nonaktif'}
      </Typography>
    </Stack>
  );
}

/** The Status column: an Aktif/Nonaktif switch. */
function statusColumn<T extends { nama: string; aktif: boolean }>(onToggle: (row: T) => void, busy: (row: T) => boolean): GridColDef<T> {
  return {
    field: 'aktif',
    headerName: 'Status',
    width: 150,
    renderCell: ({ row }) => <StatusSwitch label={`Status ${row.nama}`} checked={row.aktif} onToggle={() => onToggle(row)} disabled={busy(row)} />,
  };
}

/** The Aksi column: an Edit button. */
function editColumn<T extends { nama: string }>(onEdit: (row: T) => void): GridColDef<T> {
  return {
    field: 'actions',
    headerName: 'Aksi',
    width: 80,
    sortable: false,
    renderCell: ({ row }) => (
      <IconButton aria-haspopup="dialog" aria-label={`Edit ${row.nama}`} onClick={() => onEdit(row)} size="small">
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
    ),
  };
}

/** The /tasks/library route. */
export default function TaskLibraryPage({ title, subtitle }: PageProps) {
  const mains = useApiQuery('/api/tasks/main', {});
  const subs = useApiQuery('/api/tasks/sub', {});
  const { toast, showToast } = useToast(LIBRARY_TOAST_MS);
  const [mainFilter, setMainFilter] = useState('ALL');
  const [search, setSearch] = useState('');
  const [mainEdit, setMainEdit] = useState<Editing<MainTask, MainForm>>(null);
  const [subEdit, setSubEdit] = useState<Editing<SubTask, SubForm>>(null);

  const mainList = useMemo(() => mains.data ?? [], [mains.data]);
  const subList = useMemo(() => filterSubTasks(subs.data ?? [], mainFilter, search), [subs.data, mainFilter, search]);
  const loadError = mains.error || subs.error;

  const mainSaved = () => {
    showToast(mainEdit?.row ? 'Main task diperbarui' : 'Main task tersimpan');
    setMainEdit(null);
    return Promise.all([mains.mutate(), subs.mutate()]);
  };
  const subSaved = () => {
    showToast(subEdit?.row ? 'Sub task diperbarui' : 'Sub task tersimpan');
    setSubEdit(null);
    return subs.mutate();
  };
  /** Flips Aktif/Nonaktif of a row with a PUT of its whole form. */
  const toggle = useApiMutation(
    (row: { kind: 'main'; task: MainTask } | { kind: 'sub'; task: SubTask }) =>
      row.kind === 'main' ? saveMainTask(row.task.id, { ...mainFormOf(row.task), aktif: !row.task.aktif }) : saveSubTask(row.task.id, { ...subFormOf(row.task), aktif: !row.task.aktif }),
    {
      fallback: 'Gagal menyimpan',
      onSuccess: (_saved, row) => {
        showToast(row.kind === 'main' ? 'Main task diperbarui' : 'Sub task diperbarui');
        return row.kind === 'main' ? mains.mutate() : subs.mutate();
      },
      onError: (message) => showToast(message, 'error'),
    },
  );
  const toggling = (kind: 'main' | 'sub', id: number) => toggle.pending?.kind === kind && toggle.pending.task.id === id;

  const openMain = (row: MainTask | null) => {
    setMainEdit({ row, form: row ? mainFormOf(row) : emptyMainForm() });
  };
  const openSub = (row: SubTask | null) => {
    setSubEdit({ row, form: row ? subFormOf(row) : emptySubForm(mainFilter === 'ALL' ? '' : mainFilter) });
  };

  const mainColumns: GridColDef<MainTask>[] = [
    { field: 'nama', headerName: 'Nama', flex: 1, minWidth: 140 },
    { field: 'deskripsi', headerName: 'Deskripsi', flex: 2, minWidth: 160 },
    statusColumn<MainTask>((task) => void toggle.trigger({ kind: 'main', task }), (row) => toggling('main', row.id)),
    editColumn<MainTask>(openMain),
  ];

  const subColumns: GridColDef<SubTask>[] = [
    {
      field: 'image_url',
      headerName: 'Gambar',
      width: 56,
      sortable: false,
      renderCell: ({ row }) => (
        <Avatar variant="rounded" src={row.image_url ?? undefined} alt={row.image_url ? `Gambar ${row.nama}` : ''} sx={{ width: 32, height: 32, mt: 0.5 }}>
          <ImageOutlinedIcon fontSize="small" />
        </Avatar>
      ),
    },
    { field: 'nama', headerName: 'Sub task', flex: 1.3, minWidth: 150 },
    { field: 'main_nama', headerName: 'Main task', flex: 1, minWidth: 110 },
    { field: 'default_dur_min', headerName: 'Durasi (menit)', width: 110, type: 'number', valueFormatter: (v) => (v === null || v === undefined ? '-' : String(v)) },
    { field: 'deskripsi', headerName: 'Deskripsi', flex: 1.5, minWidth: 150 },
    statusColumn<SubTask>((task) => void toggle.trigger({ kind: 'sub', task }), (row) => toggling('sub', row.id)),
    editColumn<SubTask>(openSub),
  ];

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button component={RouterLink} to="/tasks/schedules/new" variant="outlined">
            Jadwal Tugas
          </Button>
        }
      />
      {loadError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Gagal memuat data
        </Alert>
      )}
      <Paper component="section" aria-labelledby="main-task-title" sx={{ p: 2, mb: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
          <Typography id="main-task-title" variant="h6" component="h2">
            Main Task
          </Typography>
          <Button aria-haspopup="dialog" startIcon={<AddIcon />} variant="contained" onClick={() => openMain(null)}>
            Tambah Main Task
          </Button>
        </Stack>
        <DataTable label="Tabel main task" rows={mainList} columns={mainColumns} loading={mains.isLoading} localeText={{ noRowsLabel: 'Belum ada data' }} />
      </Paper>
      <Paper component="section" aria-labelledby="sub-task-title" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}>
          <Typography id="sub-task-title" variant="h6" component="h2">
            Sub Task
          </Typography>
          <Button aria-haspopup="dialog" startIcon={<AddIcon />} variant="contained" onClick={() => openSub(null)} disabled={mainList.length === 0}>
            Tambah Sub Task
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
          <TextField select size="small" label="Filter main task" value={mainFilter} onChange={(e) => setMainFilter(e.target.value)} sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}>
            <MenuItem value="ALL">Semua main task</MenuItem>
            {mainList.map((m) => (
              <MenuItem key={m.id} value={String(m.id)}>
                {m.nama}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="search" label="Cari sub task" value={search} onChange={(e) => setSearch(e.target.value)} sx={{ flex: 1 }} />
        </Stack>
        <DataTable label="Tabel sub task" rows={subList} columns={subColumns} loading={subs.isLoading} />
      </Paper>
      {mainEdit && (
        <MainTaskDialog open id={mainEdit.row?.id ?? null} initial={mainEdit.form} onClose={() => setMainEdit(null)} onSaved={mainSaved} />
      )}
      {subEdit && (
        <SubTaskDialog
          open
          id={subEdit.row?.id ?? null}
          initial={subEdit.form}
          mains={mainList}
          imageUrl={subEdit.row?.image_url ?? null}
          onClose={() => setSubEdit(null)}
          onSaved={subSaved}
        />
      )}
      {toast}
    </>
  );
}

/**
 * Chicken info (/ayaminfo, spec part 1 §2.10, §4.3, §8, §9): population and
 * age per location, the chicken transactions with filters (default the last 10
 * days), the create/edit modal and the delete confirmation.
 */
import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import GroupAddIcon from '@mui/icons-material/PlaylistAdd';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import IconButton from '@mui/material/IconButton';
import { api, send } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { NextSetupStep } from '../../components/NextSetupStep';
import type { PageProps } from '../../app/manifest';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DailyPage, useDailyScreen } from '../../components/DailyPage';
import { DataTable } from '../../components/DataTable';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { useToast } from '../../components/useToast';
import { formatDate, formatNumber } from '../../lib/format';
import {
  AKSI,
  AKSI_LABELS,
  CHICKEN_MESSAGES,
  defaultTxnRange,
  populationSummary,
  type Aksi,
  type ChickenTxn,
  type PopulasiRow,
} from './chickens';
import { lazyDialog } from '../../components/lazyDialog';
import { BREED_SHORT_LABELS, type BreedCode } from '../../lib/breeds';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const ChickenTxnDialog = lazyDialog(() => import('./ChickenTxnDialog').then((m) => m.ChickenTxnDialog), (p) => p.open);
const BatchPlacementDialog = lazyDialog(() => import('./BatchPlacementDialog').then((m) => m.BatchPlacementDialog), (p) => p.open);

const POP_COLUMNS: GridColDef<PopulasiRow>[] = [
  { field: 'lokasi', headerName: 'Lokasi', flex: 1, minWidth: 180 },
  { field: 'populasi', headerName: 'Populasi (ekor)', type: 'number', width: 140, valueFormatter: (v: number) => formatNumber(v, 0) },
  { field: 'usia_minggu', headerName: 'Usia (minggu)', type: 'number', width: 130, valueFormatter: (v: number | null) => (v === null ? '-' : String(v)) },
];

/** The /ayaminfo route. */
export default function AyamInfoPage({ title }: PageProps) {
  const { canWrite, ready, notice } = useDailyScreen();
  const [range, setRange] = useState<DateRange>(() => defaultTxnRange());
  const [aksi, setAksi] = useState<Aksi | ''>('');
  const { start, end } = rangeDays(range);

  const populasi = useApiQuery(ready ? '/api/populasi-info' : null, {});
  const txns = useApiQuery(ready && start && end ? '/api/transaksi-ayam' : null, { params: { query: { start_date: start, to_date: end, aksi: aksi || undefined } } });
  const tingkat = useApiQuery(ready && canWrite ? '/api/tingkat-lokasi' : null, {});
  // The farm's default breed (egg settings) starts the Jenis ayam of a new masuk.
  const eggSettings = useApiQuery(ready && canWrite ? '/api/transaksi-telur/settings' : null, {});

  const [editing, setEditing] = useState<ChickenTxn | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<ChickenTxn | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const birds = useMemo(() => new Map((populasi.data ?? []).map((r) => [r.tingkat_id, r.populasi])), [populasi.data]);
  const { toast, showToast } = useToast();

  const refresh = () => {
    void populasi.mutate();
    void txns.mutate();
  };

  const remove = useApiMutation((id: number) => send(api.DELETE('/api/transaksi-ayam/{id}', { params: { path: { id } } })), {
    fallback: CHICKEN_MESSAGES.deleteFailed,
    onSuccess: () => {
      setDeleting(null);
      showToast('Transaksi dihapus.');
      refresh();
    },
  });
  const resetDelete = remove.reset;

  const txnColumns = useMemo<GridColDef<ChickenTxn>[]>(() => {
    const cols: GridColDef<ChickenTxn>[] = [
      { field: 'tanggal', headerName: 'Tanggal', width: 92, valueFormatter: (v: string) => formatDate(v) },
      { field: 'aksi', headerName: 'Aksi', width: 70, valueFormatter: (v: Aksi) => AKSI_LABELS[v] ?? v },
      { field: 'jumlah', headerName: 'Jumlah', type: 'number', width: 72, valueFormatter: (v: number) => formatNumber(v, 0) },
      {
        field: 'lokasi',
        headerName: 'Asal → Tujuan',
        flex: 2,
        minWidth: 120,
        sortable: false,
        valueGetter: (_v, row) => `${row.asal_lokasi ?? ''}${row.tujuan_lokasi ? ` → ${row.tujuan_lokasi}` : ''}`.trim(),
      },
      { field: 'usia_minggu', headerName: 'Usia', type: 'number', width: 56, valueFormatter: (v: number | null) => (v === null ? '-' : String(v)) },
      { field: 'breed', headerName: 'Jenis ayam', width: 100, valueFormatter: (v: BreedCode) => BREED_SHORT_LABELS[v] ?? v },
      { field: 'keterangan', headerName: 'Keterangan', flex: 1, minWidth: 80, valueFormatter: (v: string | null) => v ?? '' },
    ];
    if (canWrite) {
      cols.push({
        field: 'actions',
        headerName: 'Aksi',
        width: 104,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        // Plain buttons (not GridActionsCellItem) keep the grid's code out of the page's own chunk.
        renderCell: ({ row }) => (
          <Stack direction="row">
            <IconButton
              aria-label={`Ubah transaksi ${row.id}`}
              aria-haspopup="dialog"
              onClick={() => {
                setEditing(row);
                setDialogOpen(true);
              }}
              sx={{ width: 44, height: 44 }}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              aria-label={`Hapus transaksi ${row.id}`}
              aria-haspopup="dialog"
              onClick={() => {
                resetDelete();
                setDeleting(row);
              }}
              sx={{ width: 44, height: 44 }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ),
      });
    }
    return cols;
  }, [canWrite, resetDelete]);

  if (notice)
    return <DailyPage title={title}>{notice}</DailyPage>;

  const summary = populationSummary(populasi.data ?? []);

  return (
    <DailyPage
      title={title}
      lists={['/api/populasi-info', '/api/tingkat-lokasi']}
      actions={
        canWrite && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button aria-haspopup="dialog" variant="outlined" startIcon={<GroupAddIcon />} onClick={() => setBatchOpen(true)}>
              Masukkan ayam (banyak tingkat)
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              aria-haspopup="dialog"
              onClick={() => {
                setEditing(null);
                setDialogOpen(true);
              }}
            >
              Tambah Transaksi
            </Button>
          </Stack>
        )
      }
    >
      <Stack spacing={3}>
        <NextSetupStep after="ayam" watch={populasi.data} />
        <Box component="section" aria-labelledby="populasi-title">
          <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography id="populasi-title" variant="h6" component="h2">
              Populasi per Lokasi
            </Typography>
            <Typography variant="body2" color="text.secondary" aria-label="Ringkasan populasi">
              Total {formatNumber(summary.populasi, 0)} ekor · usia rata-rata {summary.usia === null ? '-' : `${summary.usia} minggu`}
            </Typography>
          </Stack>
          {populasi.error && !populasi.data ? (
            <Alert severity="error">{CHICKEN_MESSAGES.load}</Alert>
          ) : (
            <DataTable<PopulasiRow>
              rows={populasi.data ?? []}
              columns={POP_COLUMNS}
              getRowId={(r) => r.tingkat_id}
              loading={populasi.isLoading}
              localeText={{ noRowsLabel: 'Belum ada data' }}
              aria-label="Tabel populasi"
            />
          )}
        </Box>
        <Box component="section" aria-labelledby="transaksi-title">
          <Typography id="transaksi-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Transaksi Ayam
          </Typography>
          <Box sx={{ mb: 2 }}>
            <DateRangeFilter value={range} onChange={setRange}>
              <TextField select label="Aksi" size="small" value={aksi} onChange={(e) => setAksi(e.target.value as Aksi | '')} sx={{ width: 160 }}>
                <MenuItem value="">Semua</MenuItem>
                {AKSI.map((a) => (
                  <MenuItem key={a} value={a}>
                    {AKSI_LABELS[a]}
                  </MenuItem>
                ))}
              </TextField>
            </DateRangeFilter>
          </Box>
          {txns.error && !txns.data ? (
            <Alert severity="error">{CHICKEN_MESSAGES.load}</Alert>
          ) : (
            <DataTable<ChickenTxn>
              rows={txns.data ?? []}
              columns={txnColumns}
              loading={txns.isLoading}
              localeText={{ noRowsLabel: 'Tidak ada data' }}
              aria-label="Tabel transaksi ayam"
              // Every column, the Ubah and Hapus buttons too, on an 800 px tablet without a sideways scroll.
              fit
            />
          )}
        </Box>
        <ChickenTxnDialog
          open={dialogOpen}
          txn={editing}
          tingkat={tingkat.data}
          defaultBreed={eggSettings.data?.default_breed}
          onClose={() => setDialogOpen(false)}
          onSaved={(message) => {
            setDialogOpen(false);
            showToast(message);
            refresh();
          }}
        />
        <BatchPlacementDialog
          open={batchOpen}
          tingkat={tingkat.data ?? []}
          populasi={birds}
          defaultBreed={eggSettings.data?.default_breed}
          onClose={() => setBatchOpen(false)}
          onSaved={(message) => {
            setBatchOpen(false);
            showToast(message);
            refresh();
          }}
        />
        <ConfirmDialog
          open={!!deleting}
          title="Hapus Transaksi"
          message={CHICKEN_MESSAGES.confirmDelete}
          busy={remove.busy}
          error={remove.error}
          onConfirm={() => deleting && void remove.trigger(deleting.id)}
          onCancel={() => setDeleting(null)}
        />
        {toast}
      </Stack>
    </DailyPage>
  );
}

/**
 * Pemesanan Telur (/pemesanan-telur, spec part 2): the orders of one pickup day with the reserved
 * kg per grade, the upcoming schedule (today … today + 14, 'reset 14 hari'), add and edit modals,
 * cancel with a confirmation (canceled rows struck out), the execute-sale modal and a button to
 * /penjualantelur.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/useToast';
import { formatDate, formatNumber } from '../../lib/format';
import { GRADES, PREORDER_TEXT, canEdit, canExecute, cancelPreorder, isCanceled, reservedKg, statusLabel, upcomingRange, type Preorder } from './preorders';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const ExecuteDialog = lazyDialog(() => import('./ExecuteDialog').then((m) => m.ExecuteDialog), (p) => p.order !== null);
const PreorderDialog = lazyDialog(() => import('./PreorderDialog').then((m) => m.PreorderDialog), (p) => p.target !== null);

const kgCell = (qty: number, remaining: number): string =>
  qty === remaining || qty === 0 ? formatNumber(qty, 2) : `${formatNumber(qty, 2)} (sisa ${formatNumber(remaining, 2)})`;

const STRUCK = { '& .canceled [data-field]:not([data-field="actions"])': { textDecoration: 'line-through', color: 'text.secondary' } };

/** The /pemesanan-telur route. */
export default function PreordersPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const [pickup, setPickup] = useState<Dayjs | null>(() => dayjs());
  const [range, setRange] = useState<DateRange>(() => upcomingRange());
  const pickupDay = pickup?.isValid() ? pickup.format('YYYY-MM-DD') : undefined;
  const { start, end } = rangeDays(range);
  const dayList = useApiQuery(tenantId && pickupDay ? '/api/egg-preorders' : null, { params: { query: { due_from: pickupDay, due_to: pickupDay } } });
  const upcoming = useApiQuery(tenantId && start && end ? '/api/egg-preorders' : null, { params: { query: { due_from: start, due_to: end } } });
  const [editing, setEditing] = useState<Preorder | 'new' | null>(null);
  const [executing, setExecuting] = useState<Preorder | null>(null);
  const [canceling, setCanceling] = useState<Preorder | null>(null);
  const { toast, showToast } = useToast();

  const refresh = () => {
    void dayList.mutate();
    void upcoming.mutate();
  };
  const cancel = useApiMutation(cancelPreorder, {
    fallback: PREORDER_TEXT.cancel,
    onSuccess: () => {
      setCanceling(null);
      showToast(PREORDER_TEXT.canceled);
      refresh();
    },
  });
  const { reset: resetCancel } = cancel;
  const reserved = useMemo(() => reservedKg(dayList.data ?? []), [dayList.data]);

  const action = (label: string, onClick: () => void, o: Preorder, disabled = false, color?: 'error') => (
    <Button aria-haspopup="dialog" size="small" color={color} disabled={disabled} onClick={onClick} aria-label={`${label} pesanan ${o.customer_name} ${formatDate(o.due_date)}`} sx={{ minWidth: 44, minHeight: 44, px: 0.75 }}>
      {label}
    </Button>
  );

  const columns: GridColDef<Preorder>[] = [
    { field: 'due_date', headerName: 'Tgl ambil', flex: 0.8, minWidth: 86, valueFormatter: (v: string) => formatDate(v) },
    { field: 'customer_name', headerName: 'Pelanggan', flex: 1.2, minWidth: 96 },
    ...GRADES.map(
      (g): GridColDef<Preorder> => ({
        field: `qty_${g.toLowerCase()}`,
        headerName: `${g} (kg)`,
        flex: 0.8,
        minWidth: 68,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => {
          const k = g.toLowerCase() as 'a' | 'b' | 'c';
          return kgCell(row[`qty_${k}`], row[`remaining_${k}`]);
        },
      }),
    ),
    {
      field: 'status',
      headerName: 'Status',
      flex: 0.8,
      minWidth: 112,
      renderCell: ({ row }) => (
        <Chip size="small" variant="outlined" label={statusLabel(row.status)} color={row.status === 'selesai' ? 'success' : row.status === 'confirmed' ? 'primary' : 'default'} />
      ),
    },
    { field: 'notes', headerName: 'Catatan', flex: 1, minWidth: 64, valueFormatter: (v: string | null) => v ?? '' },
    {
      field: 'actions',
      headerName: 'Aksi',
      width: 196,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row">
          {action('Edit', () => setEditing(row), row, !canEdit(row))}
          {action('Eksekusi', () => setExecuting(row), row, !canExecute(row))}
          {!isCanceled(row) && action('Batalkan', () => setCanceling(row), row, false, 'error')}
        </Stack>
      ),
    },
  ];

  const table = (list: typeof dayList, label: string, empty: string) =>
    !list.isLoading && !list.error && (list.data ?? []).length === 0 ? (
      <EmptyState message={empty} />
    ) : (
      <DataTable<Preorder>
        fit
        aria-label={label}
        rows={list.data ?? []}
        columns={columns}
        loading={list.isLoading}
        getRowClassName={({ row }) => (isCanceled(row) ? 'canceled' : '')}
        sx={STRUCK}
        localeText={{ noRowsLabel: PREORDER_TEXT.empty }}
      />
    );

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <Button variant="outlined" component={RouterLink} to="/penjualantelur">
              Ke Penjualan Telur
            </Button>
            <Button aria-haspopup="dialog" variant="contained" onClick={() => setEditing('new')}>
              + Tambah Pesanan
            </Button>
          </>
        }
      />
      <Stack spacing={3}>
        <Stack component="section" aria-labelledby="pickup-heading" spacing={2}>
          <Typography id="pickup-heading" variant="h6" component="h2">
            Pesanan per tanggal ambil
          </Typography>
          <DatePickerProvider>
            <DateInput label="Tanggal ambil" size="small" value={pickup} onChange={setPickup} sx={{ width: 240 }} />
          </DatePickerProvider>
          {dayList.error && <Alert severity="error">{`${PREORDER_TEXT.load}: ${errorText(dayList.error, 'kesalahan server')}`}</Alert>}
          {table(dayList, 'Pesanan tanggal ambil', PREORDER_TEXT.empty)}
          <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="Total dipesan">
            <Typography variant="body2">
              <strong>Total dipesan {pickupDay ? formatDate(pickupDay) : ''}:</strong> {GRADES.map((g) => `${g} ${formatNumber(reserved[g], 2)} kg`).join(' · ')}
            </Typography>
          </Paper>
        </Stack>
        <Stack component="section" aria-labelledby="upcoming-heading" spacing={2}>
          <Typography id="upcoming-heading" variant="h6" component="h2">
            Jadwal mendatang
          </Typography>
          <DateRangeFilter value={range} onChange={setRange} startLabel="Dari" endLabel="Sampai">
            <Button variant="outlined" sx={{ minHeight: 44 }} onClick={() => setRange(upcomingRange())}>
              reset 14 hari
            </Button>
          </DateRangeFilter>
          {upcoming.error && <Alert severity="error">{`${PREORDER_TEXT.load}: ${errorText(upcoming.error, 'kesalahan server')}`}</Alert>}
          {table(upcoming, 'Jadwal pesanan mendatang', PREORDER_TEXT.empty)}
        </Stack>
      </Stack>
      <PreorderDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          showToast(message);
          refresh();
        }}
      />
      <ExecuteDialog
        order={executing}
        onClose={() => setExecuting(null)}
        onSaved={() => {
          setExecuting(null);
          showToast(PREORDER_TEXT.sold);
          refresh();
        }}
      />
      <ConfirmDialog
        open={canceling !== null}
        title="Batalkan pesanan"
        message={PREORDER_TEXT.confirmCancel}
        confirmLabel="Batalkan pesanan"
        cancelLabel="Tidak"
        busy={cancel.busy}
        error={cancel.error}
        onCancel={() => {
          setCanceling(null);
          resetCancel();
        }}
        onConfirm={() => canceling && void cancel.trigger(canceling)}
      />
      {toast}
    </Box>
  );
}

/**
 * The history of Penjualan Telur (part 2 §2 'A history list with filters', §3 'Egg sale', §4):
 * filters from, to, customer and payment method; totals of the list (summed by the server); the
 * table with the finance code (journal detail), the customer (customer detail), the status, the
 * outstanding, kg per grade, average price and total; per row Terima (owes), Refund (a credit) or
 * Retur (a paid sale that owes nothing: eggs come back first), Nota, and in the menu Edit, Retur and
 * Hapus ('Hapus transaksi {code}?'; a sale with payments is refused by the server). An edit refused
 * because its period is closed offers a return instead.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import UndoIcon from '@mui/icons-material/Undo';
import ReceiptIcon from '@mui/icons-material/Receipt';
import type { GridColDef } from '@mui/x-data-grid';
import { api, errorText, send } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { EmptyState } from '../../components/EmptyState';
import { StatCard } from '../../components/StatCard';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';
import { amountOf, centsOf } from '../../lib/money';
import { paymentMethodLabel } from '../../lib/payment';
import { downloadXlsx, type SheetColumn } from '../../lib/spreadsheet';
import { CustomerDialog, SaleJournalDialog } from './DetailDialogs';
import { EditSaleDialog } from './EditSaleDialog';
import { ReceiptDialog } from './ReceiptDialog';
import { ReturnDialog } from './ReturnDialog';
import {
  PAYMENT_FILTERS,
  SALE_TEXTS,
  STATUS_LABELS,
  defaultHistoryRange,
  paymentStatus,
  saleActionOf,
  type Customer,
  type ReceiptMode,
  type SaleMethod,
  type SaleRow,
} from './egg-sales';

const removeSale = (id: number) => send(api.DELETE('/api/egg-sales/{id}', { params: { path: { id } } }));

const STATUS_COLORS: Record<string, 'success' | 'warning' | 'error' | 'default'> = { lunas: 'success', sebagian: 'warning', belum: 'error' };

/** The Excel columns of the history. */
const SHEET: SheetColumn<SaleRow>[] = [
  { header: 'Tanggal', value: (r) => r.sale_date, format: 'date' },
  { header: 'Kode', value: (r) => r.finance_code, format: 'text', width: 16 },
  { header: 'Pelanggan', value: (r) => r.customer, format: 'text', width: 24 },
  { header: 'Status', value: (r) => paymentStatus(r), format: 'text' },
  { header: 'Metode', value: (r) => paymentMethodLabel(r.payment_method), format: 'text' },
  { header: 'Retur (Rp)', value: (r) => r.amount_returned, format: 'rupiah', width: 14 },
  { header: 'Sisa (Rp)', value: (r) => r.amount_outstanding, format: 'rupiah', width: 14 },
  { header: 'Kg A', value: (r) => r.kg_a, format: 'decimal' },
  { header: 'Kg B', value: (r) => r.kg_b, format: 'decimal' },
  { header: 'Kg C', value: (r) => r.kg_c, format: 'decimal' },
  { header: 'Total kg', value: (r) => r.total_kg, format: 'decimal' },
  { header: 'Rata-rata Rp/kg', value: (r) => r.avg_price_blended, format: 'rupiah', width: 16 },
  { header: 'Total (Rp)', value: (r) => r.total_amount, format: 'rupiah', width: 16 },
];

export interface SaleHistoryProps {
  customers: readonly Customer[];
  /** Shows a message (toast) after an action. */
  notify: (message: string) => void;
  /** Reloads the availability after an edit or a delete. */
  onChanged: () => unknown;
}

/** The history with its filters, totals, table and the row modals. */
export function SaleHistory({ customers, notify, onChanged }: SaleHistoryProps) {
  const [range, setRange] = useState<DateRange>(() => defaultHistoryRange());
  const [customerId, setCustomerId] = useState<number | ''>('');
  const [payment, setPayment] = useState<'' | SaleMethod>('');
  const { start: from, end: to } = rangeDays(range);
  const query = { from, to, customer_id: customerId === '' ? undefined : customerId, payment: payment || undefined };
  const ready = !!from && !!to;
  const list = useApiQuery(ready ? '/api/egg-sales/list' : null, { params: { query } });
  const totals = useApiQuery(ready ? '/api/egg-sales/list/totals' : null, { params: { query } });
  const narrow = useMediaQuery('(max-width: 1100px)');

  const [journal, setJournal] = useState<number | null>(null);
  const [customer, setCustomer] = useState<number | null>(null);
  const [receipt, setReceipt] = useState<{ sale: SaleRow; mode: ReceiptMode } | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [returning, setReturning] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SaleRow | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; row: SaleRow } | null>(null);

  const refresh = () => Promise.all([list.mutate(), totals.mutate(), onChanged()]);
  const remove = useApiMutation(removeSale, {
    fallback: SALE_TEXTS.remove,
    onSuccess: async () => {
      setDeleting(null);
      notify(SALE_TEXTS.removed);
      await refresh();
    },
  });

  const columns = useMemo<GridColDef<SaleRow>[]>(
    () => [
      {
        field: 'sale_date',
        headerName: 'Tanggal / Kode',
        flex: 1.1,
        minWidth: 112,
        renderCell: ({ row }) => (
          <Stack sx={{ alignItems: 'flex-start' }}>
            <span>{formatDate(row.sale_date)}</span>
            {row.is_opening && <span>Saldo Awal</span>}
            {row.journal_id ? (
              <Link component="button" type="button" onClick={() => setJournal(row.journal_id)} sx={{ textAlign: 'left', minHeight: 28 }} aria-label={`Jurnal ${row.finance_code ?? ''}`}>
                {row.finance_code ?? '-'}
              </Link>
            ) : (
              <span>{row.finance_code ?? '-'}</span>
            )}
          </Stack>
        ),
      },
      {
        field: 'customer',
        headerName: 'Pelanggan',
        flex: 1.4,
        minWidth: 110,
        renderCell: ({ row }) => (
          <Link component="button" type="button" onClick={() => setCustomer(row.customer_id)} sx={{ textAlign: 'left', minHeight: 32 }}>
            {row.customer}
          </Link>
        ),
      },
      {
        field: 'payment_status',
        headerName: 'Status',
        flex: 0.8,
        minWidth: 96,
        renderCell: ({ row }) => {
          const s = paymentStatus(row);
          return <Chip size="small" variant="outlined" color={STATUS_COLORS[s] ?? 'default'} label={STATUS_LABELS[s] ?? s} />;
        },
      },
      { field: 'payment_method', headerName: 'Metode', flex: 0.8, minWidth: 76, valueFormatter: (v: string) => paymentMethodLabel(v) },
      {
        field: 'amount_outstanding',
        headerName: 'Sisa (Rp)',
        type: 'number',
        flex: 1,
        minWidth: 92,
        valueFormatter: (v: string) => amountOf(v),
        cellClassName: ({ row }) => ((centsOf(row.amount_outstanding) ?? 0) < 0 ? 'negative' : ''),
      },
      { field: 'amount_returned', headerName: 'Retur (Rp)', type: 'number', flex: 0.9, minWidth: 84, valueFormatter: (v: string) => amountOf(v) },
      { field: 'kg_a', headerName: 'Kg A', type: 'number', flex: 0.7, minWidth: 66, valueFormatter: (v: number) => formatNumber(v, 2) },
      { field: 'kg_b', headerName: 'Kg B', type: 'number', flex: 0.7, minWidth: 66, valueFormatter: (v: number) => formatNumber(v, 2) },
      { field: 'kg_c', headerName: 'Kg C', type: 'number', flex: 0.7, minWidth: 66, valueFormatter: (v: number) => formatNumber(v, 2) },
      { field: 'total_kg', headerName: 'Total kg', type: 'number', flex: 0.8, minWidth: 72, valueFormatter: (v: number) => formatNumber(v, 2) },
      { field: 'avg_price_blended', headerName: 'Rata-rata Rp/kg', type: 'number', flex: 0.9, minWidth: 80, valueFormatter: (v: string) => amountOf(v) },
      { field: 'total_amount', headerName: 'Total (Rp)', type: 'number', flex: 1.1, minWidth: 100, valueFormatter: (v: string) => amountOf(v) },
      {
        field: 'actions',
        headerName: 'Aksi',
        sortable: false,
        filterable: false,
        width: 172,
        renderCell: ({ row }) => {
          const action = saleActionOf(row);
          const mode = action === 'return' ? null : action;
          const code = row.finance_code ?? `#${row.sale_id}`;
          return (
            <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', justifyContent: 'flex-end', width: '100%' }}>
              {action === 'return' && (
                <Button size="small" variant="outlined" onClick={() => setReturning(row.sale_id)} sx={{ minHeight: 44, minWidth: 72 }} aria-label={`Retur ${code}`}>
                  Retur
                </Button>
              )}
              {mode && (
                <Button
                  size="small"
                  variant={mode === 'receive' ? 'contained' : 'outlined'}
                  color={mode === 'receive' ? 'primary' : 'warning'}
                  onClick={() => setReceipt({ sale: row, mode })}
                  sx={{ minHeight: 44, minWidth: 72 }}
                  aria-label={`${mode === 'receive' ? 'Terima' : 'Refund'} ${code}`}
                >
                  {mode === 'receive' ? 'Terima' : 'Refund'}
                </Button>
              )}
              <Tooltip title="Nota">
                <IconButton component={RouterLink} to={`/penjualantelur/nota/${row.sale_id}`} aria-label={`Nota ${code}`} sx={{ width: 44, height: 44 }}>
                  <ReceiptIcon />
                </IconButton>
              </Tooltip>
              {/* An opening invoice (Saldo Awal) is changed on /saldo-awal only. */}
              {!row.is_opening && (
              <Tooltip title="Edit / Hapus">
                <IconButton onClick={(e) => setMenu({ anchor: e.currentTarget, row })} aria-label={`Aksi lain ${code}`} aria-haspopup="menu" sx={{ width: 44, height: 44 }}>
                  <MoreVertIcon />
                </IconButton>
              </Tooltip>
              )}
            </Stack>
          );
        },
      },
    ],
    [],
  );

  const rows = list.data ?? [];
  const t = totals.data;
  const exportXlsx = useApiMutation((r: SaleRow[]) => downloadXlsx(`penjualan-telur_${from}_${to}.xlsx`, 'Penjualan Telur', SHEET, r), { fallback: 'Gagal membuat file Excel.' });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="history-title" variant="h6" component="h2">
          Riwayat penjualan
        </Typography>
        <Button variant="outlined" disabled={rows.length === 0 || exportXlsx.busy} onClick={() => void exportXlsx.trigger(rows)} sx={{ minHeight: 44 }}>
          Excel
        </Button>
      </Stack>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', '& > .MuiTextField-root': { flex: '1 1 180px', maxWidth: 260 } }}>
          <DateRangeFilter value={range} onChange={setRange} startLabel="Dari" endLabel="Sampai" />
          <TextField select size="small" label="Filter pelanggan" value={customerId} onChange={(e) => setCustomerId(e.target.value === '' ? '' : Number(e.target.value))}>
            <MenuItem value="">Semua pelanggan</MenuItem>
            {customers.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Filter metode" value={payment} onChange={(e) => setPayment(e.target.value as '' | SaleMethod)}>
            {PAYMENT_FILTERS.map((o) => (
              <MenuItem key={o.value || 'all'} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {exportXlsx.error && <Alert severity="error">{exportXlsx.error}</Alert>}
        {t && (
          <Stack direction="row" spacing={1.5} role="group" aria-label="Total riwayat" sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
            <StatCard label="Jumlah nota" value={formatNumber(t.count, 0)} />
            <StatCard label="Total kg" value={`${formatNumber(t.total_kg, 2)} kg`} hint={`A ${formatNumber(t.kg_a, 2)} · B ${formatNumber(t.kg_b, 2)} · C ${formatNumber(t.kg_c, 2)}`} />
            <StatCard label="Total penjualan" value={formatRupiah(t.total_amount)} hint={`Rata-rata ${formatRupiah(t.avg_price_blended)}/kg`} />
            <StatCard label="Sisa piutang" value={formatRupiah(t.amount_outstanding)} color={(centsOf(t.amount_outstanding) ?? 0) > 0 ? 'warning.dark' : undefined} />
          </Stack>
        )}
        {list.error && <Alert severity="error">{errorText(list.error, SALE_TEXTS.list)}</Alert>}
        {!list.isLoading && !list.error && rows.length === 0 ? (
          <EmptyState message={SALE_TEXTS.empty} hint="Belum ada penjualan pada rentang dan filter ini." />
        ) : (
          <DataTable<SaleRow>
            fit
            rows={rows}
            columns={columns}
            getRowId={(r) => r.sale_id}
            loading={list.isLoading}
            // Narrower than a desktop: the kg per grade, the total kg (the Total kg card has them) and the rest stay off, so every action fits.
            columnVisibilityModel={narrow ? { amount_returned: false, total_kg: false, kg_a: false, kg_b: false, kg_c: false, avg_price_blended: false, payment_method: false } : {}}
            localeText={{ noRowsLabel: SALE_TEXTS.empty }}
            sx={{ '& .negative': { color: 'error.main', fontWeight: 700 } }}
          />
        )}
      </Stack>
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem
          sx={{ minHeight: 44 }}
          onClick={() => {
            setEditing(menu?.row.sale_id ?? null);
            setMenu(null);
          }}
        >
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          Edit
        </MenuItem>
        <MenuItem
          sx={{ minHeight: 44 }}
          onClick={() => {
            setReturning(menu?.row.sale_id ?? null);
            setMenu(null);
          }}
        >
          <ListItemIcon>
            <UndoIcon fontSize="small" />
          </ListItemIcon>
          Retur
        </MenuItem>
        <MenuItem
          sx={{ minHeight: 44, color: 'error.main' }}
          onClick={() => {
            setDeleting(menu?.row ?? null);
            setMenu(null);
          }}
        >
          <ListItemIcon>
            <DeleteIcon fontSize="small" color="error" />
          </ListItemIcon>
          Hapus
        </MenuItem>
      </Menu>
      {journal !== null && <SaleJournalDialog id={journal} onClose={() => setJournal(null)} />}
      {customer !== null && <CustomerDialog id={customer} onClose={() => setCustomer(null)} />}
      <ReceiptDialog
        target={receipt}
        onClose={() => setReceipt(null)}
        onSaved={async (message) => {
          setReceipt(null);
          notify(message);
          await refresh();
        }}
      />
      <EditSaleDialog
        saleId={editing}
        customers={customers}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          notify(SALE_TEXTS.updated);
          await refresh();
        }}
        onReturn={(id) => {
          setEditing(null);
          setReturning(id);
        }}
      />
      <ReturnDialog
        saleId={returning}
        onClose={() => setReturning(null)}
        onSaved={async (message) => {
          setReturning(null);
          notify(message);
          await refresh();
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        title="Hapus penjualan"
        message={`Hapus transaksi ${deleting?.finance_code ?? `#${deleting?.sale_id ?? ''}`}?`}
        confirmLabel="Hapus"
        cancelLabel="Batal"
        destructive
        busy={remove.busy}
        error={remove.error}
        onConfirm={() => deleting && void remove.trigger(deleting.sale_id)}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Paper>
  );
}

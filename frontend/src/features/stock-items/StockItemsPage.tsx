/**
 * Barang Stok (/stok-barang, issue #37): every stock item of the farm with its stock today
 * (qty in its unit, moving-average cost, value, use per day over 7 days, days left), its
 * nutrients and their source; admin adds and edits items, viewer reads.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InventoryIcon from '@mui/icons-material/Inventory2';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DataTable, editColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { lazyDialog } from '../../components/lazyDialog';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useToast } from '../../components/useToast';
import { amountOf, centsRupiah } from '../../lib/money';
import { useRole } from '../../lib/useSession';
import { nutrientColumns as nutrientColumnsOf } from '../../lib/nutrients';
import { KIND_LABELS, daysLeftText, stockTotals, stockRows, STOCK_ITEM_TEXT, type StockItem, type StockRow } from './stock-items';

const StockItemDialog = lazyDialog(() => import('./StockItemDialog').then((m) => m.StockItemDialog), (p) => p.target !== null);

const qtyFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 });
const qtyText = (v: string | null, unit: string) => (v === null ? '-' : `${qtyFormat.format(Number(v))} ${unit}`);

/** The /stok-barang route. */
export default function StockItemsPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const role = useRole();
  const admin = role === 'admin' || role === 'superadmin';
  const items = useApiQuery(tenantId ? '/api/stock-items' : null, {});
  const stock = useApiQuery(tenantId ? '/api/stock-items/stock' : null, {});
  const [target, setTarget] = useState<StockItem | 'new' | null>(null);
  const { toast, showToast } = useToast();
  const rows = useMemo(() => stockRows(items.data ?? [], stock.data ?? []), [items.data, stock.data]);
  const totals = stock.data ? stockTotals(stock.data) : null;

  const columns: GridColDef<StockRow>[] = [
    {
      field: 'name',
      headerName: 'Barang',
      flex: 1.4,
      minWidth: 140,
      renderCell: ({ row }) => (
        <Box sx={{ py: 0.5 }}>
          <Typography variant="body2">{row.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {KIND_LABELS[row.kind]}
            {row.is_default ? ' · bawaan' : ''}
          </Typography>
        </Box>
      ),
    },
    { field: 'qty', headerName: 'Stok', type: 'number', flex: 1, minWidth: 90, valueFormatter: (v: string | null, row) => qtyText(v, row.unit) },
    { field: 'avg_cost', headerName: 'Rata-rata/satuan (Rp)', type: 'number', flex: 1, minWidth: 96, valueFormatter: (v: string | null) => (v === null ? '-' : amountOf(v)) },
    { field: 'value', headerName: 'Nilai (Rp)', type: 'number', flex: 1, minWidth: 96, valueFormatter: (v: string | null) => (v === null ? '-' : amountOf(v)) },
    { field: 'use_per_day', headerName: 'Pakai/hari (7 hari)', type: 'number', flex: 1, minWidth: 90, valueFormatter: (v: string | null, row) => qtyText(v, row.unit) },
    { field: 'days_left', headerName: 'Cukup untuk', type: 'number', flex: 0.8, minWidth: 80, valueFormatter: (v: number | null) => daysLeftText(v) },
    { field: 'active', headerName: 'Status', width: 90, valueFormatter: (v: boolean) => (v ? 'Aktif' : 'Nonaktif') },
    ...(admin ? [editColumn<StockRow>((row) => row.name, setTarget, 84)] : []),
  ];

  /** The nutrients of the feed items side by side, each with the source it comes from. */
  const nutrientColumns: GridColDef<StockRow>[] = [
    { field: 'name', headerName: 'Barang', flex: 1.2, minWidth: 120 },
    ...nutrientColumnsOf<StockRow>((row) => row.nutrients),
    { field: 'nutrient_source', headerName: 'Sumber nilai', flex: 3, minWidth: 200, sortable: false, valueFormatter: (v: string | null) => v ?? 'Belum ada sumber' },
  ];
  const feedRows = rows.filter((r) => r.kind !== 'ovk');

  const saved = (message: string) => {
    setTarget(null);
    showToast(message);
    void items.mutate();
    void stock.mutate();
  };

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          admin ? (
            <Button aria-haspopup="dialog" variant="contained" onClick={() => setTarget('new')}>
              + Tambah Barang
            </Button>
          ) : undefined
        }
      />
      <Stack spacing={2}>
        {items.error && <Alert severity="error">{errorText(items.error, STOCK_ITEM_TEXT.load)}</Alert>}
        {stock.error && <Alert severity="error">{errorText(stock.error, STOCK_ITEM_TEXT.stock)}</Alert>}
        {totals && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} aria-label="Nilai persediaan">
            <StatCard label="Persediaan Pakan (semua barang pakan)" value={centsRupiah(totals.feedCents)} />
            <StatCard label="Persediaan OVK" value={centsRupiah(totals.ovkCents)} />
          </Stack>
        )}
        {!items.isLoading && !items.error && rows.length === 0 ? (
          <EmptyState message="Belum ada barang" hint="Tambahkan barang dengan tombol + Tambah Barang." icon={<InventoryIcon />} />
        ) : (
          <DataTable<StockRow>
            fit
            cards
            label="Stok per barang"
            rows={rows}
            columns={columns}
            loading={items.isLoading || stock.isLoading}
            localeText={{ noRowsLabel: 'Belum ada barang' }}
          />
        )}
        {feedRows.length > 0 && (
          <>
            <Typography variant="h6" component="h2">
              Nutrisi bahan pakan
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Nilai per barang apa adanya (as fed) dari sumber yang disebut; kosong bila tidak ada sumber: isi dari label pemasok.
            </Typography>
            <DataTable<StockRow> fit cards label="Nutrisi bahan pakan" rows={feedRows} columns={nutrientColumns} localeText={{ noRowsLabel: 'Belum ada barang' }} />
          </>
        )}
      </Stack>
      <StockItemDialog target={target} onClose={() => setTarget(null)} onSaved={saved} />
      {toast}
    </Box>
  );
}

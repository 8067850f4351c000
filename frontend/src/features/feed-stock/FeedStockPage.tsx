/**
 * Transaksi Pakan, accounting (/transaksipakan-akuntansi, spec part 2): date
 * range (default the last 7 days to tomorrow), stock summary, buttons
 * Pembelian / Penjualan / Penyesuaian, the movement table and the modal form.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DataTable } from '../../components/DataTable';
import { DateRangeFilter, rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useToast } from '../../components/useToast';
import { stockStartLabel, toSacks } from '../../lib/feed';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';
import { amountOf } from '../../lib/money';
import { paymentMethodLabel } from '../../lib/payment';
import { FEED_ERRORS, KIND_LABELS, defaultFeedRange, type FeedTxn, type FeedTxnKind } from './feed-stock';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const FeedTxnDialog = lazyDialog(() => import('./FeedTxnDialog').then((m) => m.FeedTxnDialog), (p) => p.kind !== null);

type Row = FeedTxn & { rowId: string };

/**
 * Money columns name the unit in the header ('Nilai (Rp)') and show the server's decimal strings
 * exactly without 'Rp' (lib/money `amountOf`), so the values add up as shown and fit on one line.
 * Money and kg columns share the width from small minimums (DataTable `fit`): Metode and Catatan
 * stay on screen at 1366 px and on a tablet.
 */
const money = (field: keyof Row, headerName: string, minWidth = 84, flex = 1): GridColDef<Row> => ({
  field,
  headerName,
  type: 'number',
  flex,
  minWidth,
  valueFormatter: (v: string | null) => amountOf(v),
});
const kg = (field: keyof Row, headerName: string): GridColDef<Row> => ({ field, headerName, type: 'number', flex: 1, minWidth: 72, valueFormatter: (v: number) => formatNumber(v, 3) });

const COLUMNS: GridColDef<Row>[] = [
  { field: 'trx_date', headerName: 'Tanggal', flex: 1, minWidth: 78, valueFormatter: (v: string) => formatDate(v) },
  { field: 'type', headerName: 'Jenis', flex: 1, minWidth: 70, valueFormatter: (v: string) => KIND_LABELS[v] ?? v },
  { field: 'method', headerName: 'Metode', flex: 0.8, minWidth: 64, valueFormatter: (v: string | null) => paymentMethodLabel(v) },
  kg('qty_kg', 'Qty (kg)'),
  { ...money('unit_cost', 'Harga/kg (Rp)'), description: 'Pembelian: harga beli; lainnya: harga rata-rata saat itu' },
  { ...money('add_cost', 'Ongkir + Bongkar'), description: 'Ongkir + bongkar pembelian (Rp)' },
  money('total_cost', 'Nilai (Rp)', 104, 1.4),
  money('sale_amount', 'Hasil jual (Rp)', 96),
  kg('stock_after', 'Stok (kg)'),
  money('avg_cost_after', 'Rata-rata/kg (Rp)'),
  { field: 'note', headerName: 'Catatan', flex: 1.5, minWidth: 90, valueFormatter: (v: string | null) => v ?? '' },
];

/** The /transaksipakan-akuntansi route. */
export default function FeedStockPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const [range, setRange] = useState<DateRange>(() => defaultFeedRange());
  const { start: from, end: to } = rangeDays(range);
  const ready = !!tenantId && !!from && !!to;

  const list = useApiQuery(ready ? '/api/feed-txns' : null, { params: { query: { from, to } } });
  // asof is exclusive (movements dated before it): the stock at the start of the range's last day,
  // by default tomorrow, so the end of today; the card names that day ('Stok awal hari dd/mm').
  const asof = to;
  const metrics = useApiQuery(ready && asof ? '/api/feed-txns/metrics' : null, { params: { query: { asof } } });
  const [dialog, setDialog] = useState<FeedTxnKind | null>(null);
  const { toast, showToast } = useToast();

  const rows: Row[] = useMemo(
    () => [...(list.data ?? [])].reverse().map((r, i) => ({ ...r, rowId: r.id === null ? `usage-${r.trx_date}-${i}` : String(r.id) })),
    [list.data],
  );
  const m = metrics.data;
  const sacks = m ? toSacks(m.stock_kg) : null;

  const saved = () => {
    setDialog(null);
    showToast('Transaksi pakan disimpan.');
    void list.mutate();
    void metrics.mutate();
  };

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <Button aria-haspopup="dialog" variant="contained" onClick={() => setDialog('buy')}>
              Pembelian
            </Button>
            <Button aria-haspopup="dialog" variant="outlined" onClick={() => setDialog('sell')}>
              Penjualan
            </Button>
            <Button aria-haspopup="dialog" variant="outlined" onClick={() => setDialog('adjust')}>
              Penyesuaian
            </Button>
          </>
        }
      />
      <Stack spacing={2}>
        <DateRangeFilter value={range} onChange={setRange} startLabel="Dari" endLabel="Sampai" />
        {metrics.error ? (
          <Alert severity="error">{errorText(metrics.error, FEED_ERRORS.metrics)}</Alert>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} aria-label="Ringkasan stok">
            <StatCard
              label={stockStartLabel(asof)}
              value={m ? `${formatNumber(m.stock_kg, 3)} kg` : '…'}
              hint={sacks ? `${sacks.sacks} karung + ${formatNumber(sacks.remainderKg, 3)} kg` : undefined}
            />
            <StatCard label="Harga rata-rata/kg" value={m ? formatRupiah(m.avg_cost) : '…'} />
            <StatCard label="Nilai persediaan" value={m ? formatRupiah(m.inventory_value) : '…'} />
          </Stack>
        )}
        {list.error && <Alert severity="error">{errorText(list.error, FEED_ERRORS.list)}</Alert>}
        <DataTable<Row>
          fit
          rows={rows}
          columns={COLUMNS}
          getRowId={(r) => r.rowId}
          loading={list.isLoading}
          localeText={{ noRowsLabel: 'Belum ada data' }}
        />
      </Stack>
      <FeedTxnDialog kind={dialog} onClose={() => setDialog(null)} onSaved={saved} />
      {toast}
    </Box>
  );
}

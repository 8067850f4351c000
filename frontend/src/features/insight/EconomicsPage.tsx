/**
 * Ekonomi Pakan (/insight/ekonomi, issue #24 'Feed economics'): a range and a grouping (day, week,
 * month), the chart of revenue, feed cost and IOFC, and the table per period with its totals; or,
 * grouped 'Per bagian', the table of the bagian of the range (EconomicsBagianTable). CSV and Excel of
 * the rows shown. Admin and owner.
 */
import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { AfterData } from '../../components/AfterData';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { rangeDays, type DateRange } from '../../components/dateRange';
import { EmptyState } from '../../components/EmptyState';
import { PageLoading } from '../../components/PageLoading';
import { PageHeader } from '../../components/PageHeader';
import { WhenVisible } from '../../components/WhenVisible';
import { downloadCsv } from '../../lib/csv';
import { formatNumber, formatRupiah } from '../../lib/format';
import { downloadXlsx } from '../../lib/spreadsheet';
import { EconomicsBagianTable } from './EconomicsBagianTable';
import {
  ECONOMICS_TEXTS,
  GROUP_LABELS,
  bagianFileRows,
  defaultEconomicsRange,
  economicsBagianCsv,
  economicsBagianFileName,
  economicsBagianSheet,
  economicsCsv,
  economicsFileName,
  economicsSummary,
  economicsSheet,
  isEmptyBagian,
  isEmptyEconomics,
  periodLabel,
  type EconomicsGroup,
  type EconomicsRow,
  type EconomicsView,
} from './economics';

/** The split per stock item ('Per barang pakan'): loaded when that grouping is chosen. */
const FeedItemSplitTable = lazy(() => import('../../components/FeedItemSplitTable').then((m) => ({ default: m.FeedItemSplitTable })));

/** The date inputs load with the page's data, not before its first paint. */
const DateRangeFilter = lazy(() => import('../../components/DateRangeFilter').then((m) => ({ default: m.DateRangeFilter })));
/** The chart (MUI X Charts) loads when its place comes into view. */
const EconomicsChart = lazy(() => import('./EconomicsChart').then((m) => ({ default: m.EconomicsChart })));

/**
 * Height of the chart's card in px (ChartCard: title, the 280 px chart with its legend, the caption),
 * measured: 398 on a 412 px phone (the caption on two lines), 378 from 600 px on.
 */
const CHART_HEIGHT = { xs: 398, sm: 378 };

/**
 * Height kept for the sentence of the range's figures (economicsSummary) until the data arrives, so
 * that nothing below moves when it is written: the longest sentence (amounts in the hundreds of
 * millions) measured at 390, 800 and 1366 px, in lines of 24 px.
 */
const SUMMARY_HEIGHT = { xs: 144, sm: 72, md: 48 };

/** Height of the range and grouping row (measured): stacked below 900 px, one row from 900 px. */
const FILTERS_HEIGHT = { xs: 160, sm: 100, md: 44 };

const money = (v: string | null) => (v === null ? '-' : formatRupiah(v));
const col = (minWidth: number) => ({ type: 'number' as const, flex: 1, minWidth });

function columns(group: EconomicsGroup): DataColumn<EconomicsRow>[] {
  return [
    { field: 'period', headerName: 'Periode', flex: 1.4, minWidth: 110, card: 'title', sortable: false, valueFormatter: (_v: string, row: EconomicsRow) => periodLabel(row, group) },
    { field: 'feed_cost', headerName: 'Biaya pakan', ...col(96), valueFormatter: money },
    { field: 'feed_kg', headerName: 'Pakan (kg)', ...col(72), valueFormatter: (v: number) => formatNumber(v, 3) },
    { field: 'egg_kg', headerName: 'Telur (kg)', ...col(72), valueFormatter: (v: number) => formatNumber(v, 2) },
    { field: 'feed_cost_per_kg_egg', headerName: 'Pakan per kg telur', ...col(88), valueFormatter: money },
    { field: 'egg_revenue', headerName: 'Penjualan telur bersih', ...col(104), valueFormatter: money },
    { field: 'egg_value_unsold', headerName: 'Telur belum terjual', ...col(96), valueFormatter: money },
    { field: 'iofc', headerName: 'IOFC', ...col(96), valueFormatter: money },
    { field: 'iofc_per_bird', headerName: 'IOFC per ekor', ...col(80), valueFormatter: money },
  ];
}

/** `subtitle`: the route's, painted from the page the server sends; the line of the view per period. */
export default function EconomicsPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const [range, setRange] = useState<DateRange>(() => defaultEconomicsRange());
  const [view, setView] = useState<EconomicsView>('day');
  const group: EconomicsGroup = view === 'bagian' || view === 'barang' ? 'day' : view;
  const { start, end } = rangeDays(range);
  const ready = Boolean(tenantId && start && end);
  const reply = useApiQuery(ready && view !== 'bagian' && view !== 'barang' ? '/api/insight/economics' : null, { params: { query: { start, end, group } } });
  // Feed kg and cost per stock item (issue #37 'Feeding by item').
  const perItem = useApiQuery(ready && view === 'barang' ? '/api/insight/economics/items' : null, { params: { query: { start, end } } });
  const perBagian = useApiQuery(ready && view === 'bagian' ? '/api/insight/economics/bagian' : null, { params: { query: { start, end } } });
  const data = view === 'bagian' || view === 'barang' ? undefined : reply.data;
  const bagian = view === 'bagian' ? perBagian.data : undefined;
  const error = view === 'bagian' ? perBagian.error : view === 'barang' ? perItem.error : reply.error;
  const t = data?.totals;
  const csv = () => {
    if (bagian) downloadCsv(economicsBagianFileName(bagian, 'csv'), economicsBagianCsv(bagian));
    else if (data) downloadCsv(economicsFileName(data, 'csv'), economicsCsv(data));
  };
  const xlsx = () => {
    if (bagian) void downloadXlsx(economicsBagianFileName(bagian, 'xlsx'), 'Ekonomi Pakan per Bagian', economicsBagianSheet(), bagianFileRows(bagian));
    else if (data) void downloadXlsx(economicsFileName(data, 'xlsx'), 'Ekonomi Pakan', economicsSheet(data.group), data.rows);
  };

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={
          view === 'barang'
            ? 'Pemakaian dan biaya pakan per barang (pakan yang dimakan tiap jalur)'
            : view === 'bagian'
              ? 'Biaya pakan, nilai telur dan IOFC (income over feed cost) perkiraan per bagian'
              : subtitle
        }
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" disabled={!data && !bagian} onClick={csv}>
              CSV
            </Button>
            <Button variant="outlined" disabled={!data && !bagian} onClick={xlsx}>
              Excel
            </Button>
          </Stack>
        }
      />
      <Stack spacing={2}>
        {/* The range's figures first, the range and grouping a frame later in their place (AfterData). */}
        <AfterData ready={Boolean(data || bagian || perItem.data || error)} minHeight={FILTERS_HEIGHT}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <Suspense fallback={<Box sx={{ minHeight: { xs: 96, sm: 40 }, flex: 1 }} aria-busy="true" />}>
              <DateRangeFilter value={range} onChange={setRange} />
            </Suspense>
            <TextField select size="small" label="Kelompokkan" value={view} onChange={(e) => setView(e.target.value as EconomicsView)} sx={{ minWidth: 160 }}>
              {(Object.keys(GROUP_LABELS) as EconomicsView[]).map((g) => (
                <MenuItem key={g} value={g}>
                  {GROUP_LABELS[g]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </AfterData>
        {error && <Alert severity="error">{errorText(error, ECONOMICS_TEXTS.loadError)}</Alert>}
        {/* The range's figures, written as soon as the data arrives: the table and the chart follow. */}
        {view !== 'bagian' && view !== 'barang' && !error && !(data && isEmptyEconomics(data)) && (
          <Typography sx={{ minHeight: SUMMARY_HEIGHT }} aria-busy={!data}>
            {data ? economicsSummary(data) : ''}
          </Typography>
        )}
        {view === 'barang' ? (
          <Suspense fallback={<PageLoading />}>
            <FeedItemSplitTable data={perItem.data} loading={perItem.isLoading} />
          </Suspense>
        ) : view === 'bagian' ? (
          bagian && isEmptyBagian(bagian) ? (
            <EmptyState message={ECONOMICS_TEXTS.emptyBagian} hint="Pilih rentang lain, atau catat ayam masuk, pemakaian pakan dan produksi telur per bagian." />
          ) : (
            <EconomicsBagianTable data={bagian} loading={perBagian.isLoading} />
          )
        ) : data && isEmptyEconomics(data) ? (
          <EmptyState message={ECONOMICS_TEXTS.empty} hint="Pilih rentang lain, atau catat pemakaian pakan, produksi telur dan penjualan." />
        ) : (
          <AfterFirstPaint>
            {/* The chart's place is kept from the start (its final height), so the table below never moves when the data or the chart's code arrives. */}
            {!data && !error && <Box sx={{ height: CHART_HEIGHT, borderRadius: 1, bgcolor: 'action.hover' }} aria-hidden />}
            {data && data.rows.length > 1 && (
              <WhenVisible label="Grafik ekonomi pakan" minHeight={CHART_HEIGHT}>
                <EconomicsChart data={data} />
              </WhenVisible>
            )}
            <DataTable<EconomicsRow>
              label="Ekonomi pakan per periode"
              rows={data?.rows ?? []}
              columns={columns(group)}
              getRowId={(r) => r.period}
              loading={reply.isLoading}
              fit
              disableColumnSorting
              initialState={{ pagination: { paginationModel: { pageSize: 31 } } }}
              pageSizeOptions={[31, 53, 100, 366]}
              totals={
                t && {
                  label: 'Total',
                  values: {
                    feed_cost: money(t.feed_cost),
                    feed_kg: formatNumber(t.feed_kg, 3),
                    egg_kg: formatNumber(t.egg_kg, 2),
                    feed_cost_per_kg_egg: money(t.feed_cost_per_kg_egg),
                    egg_revenue: money(t.egg_revenue),
                    egg_value_unsold: money(t.egg_value_unsold),
                    iofc: money(t.iofc),
                    iofc_per_bird: money(t.iofc_per_bird),
                  },
                }
              }
            />
          </AfterFirstPaint>
        )}
      </Stack>
    </Box>
  );
}

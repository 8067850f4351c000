/**
 * The per-bagian view of Ekonomi Pakan (/insight/ekonomi, 'Kelompokkan: Per bagian'): why there is no
 * revenue per bagian, then the table of the bagian of the range with its totals row.
 */
import Alert from '@mui/material/Alert';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { formatNumber, formatRupiah } from '../../lib/format';
import { ECONOMICS_TEXTS, bagianLabel, type EconomicsBagian, type EconomicsBagianRow } from './economics';

const money = (v: string | null) => (v === null ? '-' : formatRupiah(v));
const col = (minWidth: number) => ({ type: 'number' as const, flex: 1, minWidth });

const COLUMNS: DataColumn<EconomicsBagianRow>[] = [
  { field: 'bagian', headerName: 'Bagian', flex: 2, minWidth: 150, card: 'title', valueGetter: (_v: unknown, row: EconomicsBagianRow) => bagianLabel(row) },
  { field: 'feed_cost', headerName: 'Biaya pakan', ...col(96), valueFormatter: money },
  { field: 'feed_kg', headerName: 'Pakan (kg)', ...col(72), valueFormatter: (v: number) => formatNumber(v, 3) },
  { field: 'egg_kg', headerName: 'Telur (kg)', ...col(72), valueFormatter: (v: number) => formatNumber(v, 2) },
  { field: 'feed_cost_per_kg_egg', headerName: 'Pakan per kg telur', ...col(88), valueFormatter: money },
  { field: 'egg_value', headerName: 'Nilai telur', ...col(96), valueFormatter: money },
  { field: 'iofc', headerName: 'IOFC perkiraan', ...col(96), valueFormatter: money },
  { field: 'iofc_per_bird', headerName: 'IOFC per ekor', ...col(80), valueFormatter: money },
  { field: 'birds', headerName: 'Populasi rata-rata', ...col(80), valueFormatter: (v: number) => formatNumber(v, 1) },
];

/** The bagian of `data` (undefined while loading) with the totals of the range. */
export function EconomicsBagianTable({ data, loading }: { data: EconomicsBagian | undefined; loading: boolean }) {
  const t = data?.totals;
  return (
    <>
      <Alert severity="info">{ECONOMICS_TEXTS.bagianNote}</Alert>
      <DataTable<EconomicsBagianRow>
        label="Ekonomi pakan per bagian"
        rows={data?.rows ?? []}
        columns={COLUMNS}
        getRowId={(r) => r.bagian_id ?? 'tidak-teralokasi'}
        loading={loading}
        fit
        disableColumnSorting
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        pageSizeOptions={[50, 100, 500]}
        totals={
          t && {
            label: 'Total',
            values: {
              feed_cost: money(t.feed_cost),
              feed_kg: formatNumber(t.feed_kg, 3),
              egg_kg: formatNumber(t.egg_kg, 2),
              feed_cost_per_kg_egg: money(t.feed_cost_per_kg_egg),
              egg_value: money(t.egg_value),
              iofc: money(t.iofc),
              iofc_per_bird: money(t.iofc_per_bird),
              birds: formatNumber(t.birds, 1),
            },
          }
        }
      />
    </>
  );
}

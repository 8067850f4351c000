/**
 * Feed per stock item over a range (issue #37 'Feeding by item'): kg, Beban Pakan and cost per kg
 * of each item the jalur ate, with the totals; shown under the feed report and in the economics.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Schemas } from '../api/client';
import { formatNumber, formatRupiah } from '../lib/format';
import { DataTable, type DataColumn } from './DataTable';

export type FeedItemSplit = Schemas['FeedItemSplitDto'];
type Row = FeedItemSplit['items'][number];

const money = (v: string | null) => (v === null ? '-' : formatRupiah(v));
const col = (minWidth: number) => ({ type: 'number' as const, flex: 1, minWidth });

const COLUMNS: DataColumn<Row>[] = [
  { field: 'name', headerName: 'Barang', flex: 2, minWidth: 140, card: 'title' },
  { field: 'feed_kg', headerName: 'Pakan (kg)', ...col(88), valueFormatter: (v: number) => formatNumber(v, 3) },
  { field: 'feed_cost', headerName: 'Biaya pakan', ...col(110), valueFormatter: money },
  { field: 'cost_per_kg', headerName: 'Biaya per kg', ...col(96), valueFormatter: money },
];

/**
 * The items of `data` (undefined while loading) under the heading 'Pakan per barang'. Without
 * costs (one tingkat asked) the cost columns say so instead of showing dashes.
 */
export function FeedItemSplitTable({ data, loading, error }: { data: FeedItemSplit | undefined; loading: boolean; error?: string | null }) {
  const withCost = data?.feed_cost !== null;
  const other = data?.other_cost && data.other_cost !== '0.00' ? data.other_cost : null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="pakan-per-barang">
      <Typography variant="h6" component="h2" id="pakan-per-barang">
        Pakan per barang
      </Typography>
      {error && <Typography color="error">{error}</Typography>}
      {data && !withCost && (
        <Typography variant="body2" color="text.secondary">
          Biaya dibukukan per barang dan hari, tidak per tingkat: pilih ALL untuk melihat biaya.
        </Typography>
      )}
      <DataTable<Row>
        label="Pakan per barang"
        rows={data?.items ?? []}
        columns={withCost ? COLUMNS : COLUMNS.slice(0, 2)}
        getRowId={(r) => r.item_id}
        loading={loading}
        fit
        disableColumnSorting
        totals={
          data && {
            label: 'Total',
            values: { feed_kg: formatNumber(data.feed_kg, 3), ...(withCost ? { feed_cost: money(data.feed_cost) } : {}) },
          }
        }
      />
      {other && (
        <Typography variant="body2" color="text.secondary">
          Beban Pakan dari jurnal manual (tanpa barang): {formatRupiah(other)}
        </Typography>
      )}
    </Stack>
  );
}

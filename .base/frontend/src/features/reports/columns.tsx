/** Table columns and totals of the two reports (numbers in the Indonesian locale, dates dd/mm/yyyy, null as '-'). */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDate, formatNumber } from '../../lib/format';
import type { FeedReportRow, FeedReportTotals, ProductionReportRow, ProductionReportTotals } from './reports';

/*
 * Columns share the width (flex) from small minimums, so that every column, FCR and % included,
 * is on screen on a tablet in portrait (about 750 px for the table): headers and long cells wrap
 * (DataTable `fit`). The minimums hold the widest value in 13 px text ('1.234,567', '01/06/2025').
 */
const n = (decimals: number) => (v: number | null) => formatNumber(v, decimals);
const num = <R extends GridValidRowModel>(field: string, headerName: string, decimals: number, minWidth = 56): GridColDef<R> =>
  ({ field, headerName, type: 'number', flex: 1, minWidth, valueFormatter: n(decimals) }) as GridColDef<R>;
const date = <R extends GridValidRowModel>(): GridColDef<R> =>
  ({ field: 'tanggal', headerName: 'Tanggal', flex: 1.2, minWidth: 78, valueFormatter: (v: string) => formatDate(v) }) as GridColDef<R>;
const lokasi = <R extends GridValidRowModel>(): GridColDef<R> => ({ field: 'lokasi', headerName: 'Lokasi', flex: 2, minWidth: 88 }) as GridColDef<R>;

export const FEED_COLUMNS: GridColDef<FeedReportRow>[] = [
  date(),
  lokasi(),
  num('populasi', 'Populasi', 0),
  num('kematian', 'Kematian', 0),
  num('usia', 'Usia (mgg)', 0),
  num('pakan', 'Pakan (kg)', 3, 72),
  num('feed_intake', 'FI (g/ekor)', 2),
];

export const PRODUCTION_COLUMNS: GridColDef<ProductionReportRow>[] = [
  date(),
  lokasi(),
  num('usia', 'Usia (mgg)', 0, 44),
  num('populasi', 'Populasi', 0, 60),
  num('kematian', 'Mati', 0, 44),
  num('kg_telur', 'Telur (kg)', 2, 64),
  num('butir_telur', 'Telur (butir)', 0, 60),
  num('avg_telur_gram', 'Rata-rata (g)', 2, 52),
  num('total_pakan', 'Pakan (kg)', 3, 72),
  num('fi', 'FI (g/ekor)', 2, 52),
  num('fcr', 'FCR', 2, 44),
  num('prod_persen', 'Prod. (%)', 2, 52),
];

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" component="p">
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      <strong>{value}</strong>
    </Typography>
  );
}

const row = { direction: { xs: 'column', sm: 'row' }, spacing: { xs: 0.5, sm: 3 }, useFlexGap: true, sx: { flexWrap: 'wrap' } } as const;

/** Totals of the feed report over the whole range (server sums: FI = Σ feed / Σ bird-days × 1000). */
export function FeedTotals({ totals: t }: { totals: FeedReportTotals }) {
  return (
    <Stack {...row}>
      <Total label="Total pakan" value={`${formatNumber(t.pakan, 3)} kg`} />
      <Total label="Total kematian" value={`${formatNumber(t.kematian, 0)} ekor`} />
      <Total label="FI rata-rata" value={`${formatNumber(t.feed_intake, 2)} g/ekor`} />
    </Stack>
  );
}

/** Totals of the production report over the whole range (the §9 ratios of the server's sums). */
export function ProductionTotals({ totals: t }: { totals: ProductionReportTotals }) {
  return (
    <Stack {...row}>
      <Total label="Total telur" value={`${formatNumber(t.kg_telur, 2)} kg / ${formatNumber(t.butir_telur, 0)} butir`} />
      <Total label="Rata-rata telur" value={`${formatNumber(t.avg_telur_gram, 2)} g`} />
      <Total label="Total pakan" value={`${formatNumber(t.total_pakan, 3)} kg`} />
      <Total label="Total kematian" value={`${formatNumber(t.kematian, 0)} ekor`} />
      <Total label="FI" value={`${formatNumber(t.fi, 2)} g/ekor`} />
      <Total label="FCR" value={formatNumber(t.fcr, 2)} />
      <Total label="Produksi" value={`${formatNumber(t.prod_persen, 2)} %`} />
    </Stack>
  );
}

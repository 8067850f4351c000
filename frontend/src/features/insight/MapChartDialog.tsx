/**
 * The 28-day chart of one place of the farm map (GET /api/insight/place-series): the chosen
 * measure per day against the breed standard band where it has one.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { axisFloor, axisNumber, bandSeries, ChartCard, linear, valueText } from '../../components/charts';
import { BREED_LABELS } from '../../lib/breeds';
import { formatDate } from '../../lib/format';
import { MEASURES, placeName, placeOf, seriesOf, type MapCell, type MapMeasure } from './map';

export interface MapChartDialogProps {
  /** The cell tapped; null when closed. */
  cell: MapCell | null;
  measure: MapMeasure;
  /** Last day of the chart (the map's date). */
  date: string | null;
  onClose: () => void;
}

export function MapChartDialog({ cell, measure, date, onClose }: MapChartDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const place = cell ? placeOf(cell) : null;
  const series = useApiQuery(place && date ? '/api/insight/place-series' : null, { params: { query: { level: place?.level ?? 'tingkat', id: place?.id ?? 0, date: date ?? undefined } } });
  const info = MEASURES[measure];
  const unit = info.unit ? ` ${info.unit}` : '';
  const title = cell ? `${placeName(cell)} — ${info.label}` : '';
  const days = series.data?.days ?? [];
  const s = seriesOf(measure, days);
  const source = series.data?.source;
  return (
    <Dialog open={cell !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="map-chart-title">
      <DialogTitle id="map-chart-title">{title}</DialogTitle>
      <DialogContent>
        {series.error && <Alert severity="error">{errorText(series.error, 'Gagal memuat grafik')}</Alert>}
        {!series.data && !series.error && <Skeleton variant="rounded" height={280} role="status" aria-label="Memuat grafik" />}
        {series.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Jenis ayam: {BREED_LABELS[series.data.breed]}
          </Typography>
        )}
        {series.data && (
          <ChartCard title={`${info.label} 28 hari s.d. ${formatDate(series.data.date)}${unit ? ` (${info.unit})` : ''}`} caption={s.min && source ? `Pita standar: ${source}.` : undefined}>
            <LineChart
              height={280}
              skipAnimation
              margin={{ left: 8, right: 8 }}
              xAxis={[{ scaleType: 'point', data: days.map((d) => formatDate(d.tanggal).slice(0, 5)) }]}
              yAxis={[{ width: 56, valueFormatter: axisNumber, min: axisFloor([...s.values, ...(s.min ?? [])]) }]}
              slotProps={{ legend: { direction: 'horizontal' } }}
              series={linear([
                ...(s.min && s.max ? bandSeries(s.min, s.max, 'Standar', 'rgba(33, 102, 172, 0.18)', info.decimals, unit) : []),
                { data: s.values, label: info.label, color: '#b35806', valueFormatter: valueText(info.decimals, unit) },
              ])}
            />
          </ChartCard>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </Dialog>
  );
}

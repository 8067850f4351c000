/**
 * Pieces of the line charts (MUI X Charts) that compare a figure with the breed standard: the
 * dashboard's charts and the farm map's chart of one place. Import only from a lazy part of a
 * screen: MUI X Charts is not part of any first paint (docs/adr/0028).
 */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LineSeries } from '@mui/x-charts/LineChart';
import { formatNumber } from '../lib/format';

/** A chart in an outlined card: a figure named by its title, with an optional caption under it (the standard's source). */
export function ChartCard({ title, caption, children }: { title: string; caption?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }} component="figure" aria-label={title} style={{ margin: 0 }}>
      <Typography variant="subtitle2" component="figcaption">
        {title}
      </Typography>
      {children}
      {caption && (
        <Typography variant="caption" color="text.secondary" component="p">
          {caption}
        </Typography>
      )}
    </Paper>
  );
}

/** A y-axis floor a little under the lowest value (so a band near 95 % is not squeezed against 0); 0 without values. */
export function axisFloor(values: Array<number | null>, padFraction = 0.1): number {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (!present.length) return 0;
  const lo = Math.min(...present);
  const hi = Math.max(...present);
  const floor = lo - Math.max((hi - lo) * 0.5, Math.abs(lo) * padFraction);
  return floor <= 0 ? 0 : floor;
}

/** Axis ticks in the Indonesian locale. */
export const axisNumber = (v: number) => v.toLocaleString('id-ID');

/** Straight segments between days (a smoothed curve would suggest values between entries). */
export const linear = (series: LineSeries[]): LineSeries[] => series.map((x) => ({ curve: 'linear', ...x }));

/** A tooltip value with `decimals` and a unit; '-' for no value. */
export const valueText = (decimals: number, unit = '') => (v: number | null) => (v === null ? '-' : `${formatNumber(v, decimals)}${unit}`);

/**
 * A standard band as two stacked areas: an invisible base at the minimum and
 * the band (maximum − minimum) on top; the tooltip shows "min–max".
 */
export function bandSeries(min: Array<number | null>, max: Array<number | null>, label: string, color: string, decimals: number, unit: string): LineSeries[] {
  const stack = `band-${label}`;
  return [
    { data: min, stack, area: true, showMark: false, color: 'transparent', valueFormatter: () => null, disableHighlight: true },
    {
      data: max.map((hi, i) => (hi === null || min[i] === null ? null : hi - (min[i] as number))),
      stack,
      area: true,
      showMark: false,
      label,
      color,
      disableHighlight: true,
      valueFormatter: (_v, { dataIndex }) =>
        min[dataIndex] === null ? '-' : `${formatNumber(min[dataIndex], decimals)}–${formatNumber(max[dataIndex], decimals)}${unit}`,
    },
  ];
}

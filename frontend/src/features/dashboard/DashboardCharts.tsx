/**
 * The four dashboard charts (MUI X Charts) over the table's range: population
 * and deaths; % production against the breed standard's hen-day band; feed
 * intake against the standard's feed band; FCR and average egg weight.
 */
import Grid from '@mui/material/Grid';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisFloor, axisNumber, bandSeries, ChartCard, linear, valueText } from '../../components/charts';
import { formatDate, formatNumber } from '../../lib/format';
import { feedIntake, massFromGram, type DashboardRow, type UnitSettings } from './dashboard';

const HEIGHT = 240;

/** The four charts of the dashboard over the table's days, with the breed standard band where it is known. */
export function DashboardCharts({ rows, units, source }: { rows: DashboardRow[]; units: UnitSettings; source: string | null }) {
  const x = [{ scaleType: 'point' as const, data: rows.map((r) => formatDate(r.tanggal).slice(0, 5)) }];
  const standardCaption = `Pita standar: ${source ?? 'standar galur'}.`;
  const fi = rows.map((r) => feedIntake(r.fi, units.fi_unit));
  const fiStd = (v: number | null) => feedIntake(v, units.fi_unit).value;
  const fiUnit = fi[0]?.unit ?? units.fi_unit;
  const fiDecimals = units.fi_unit === 'kg/ekor' ? 4 : 1;
  const avg = rows.map((r) => massFromGram(r.avg_telur_gram, units.avg_butir_unit));
  const avgUnit = avg[0]?.unit ?? units.avg_butir_unit;
  const common = { xAxis: x, height: HEIGHT, skipAnimation: true, margin: { left: 8, right: 8 }, slotProps: { legend: { direction: 'horizontal' as const } } };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="Populasi dan kematian">
          <LineChart
            {...common}
            yAxis={[
              { id: 'pop', width: 56, valueFormatter: (v: number) => formatNumber(v, 0) },
              { id: 'mati', position: 'right', width: 40, valueFormatter: axisNumber },
            ]}
            series={linear([
              { data: rows.map((r) => r.populasi), label: 'Populasi (ekor)', yAxisId: 'pop', valueFormatter: valueText(0), showMark: false },
              { data: rows.map((r) => r.kematian), label: 'Kematian (ekor)', yAxisId: 'mati', color: '#d32f2f', valueFormatter: valueText(0) },
            ])}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="Produksi (%) terhadap standar hen-day" caption={standardCaption}>
          <LineChart
            {...common}
            yAxis={[{ width: 40, valueFormatter: axisNumber, min: axisFloor(rows.flatMap((r) => [r.prod_persen, r.std_prod_min])) }]}
            series={linear([
              ...bandSeries(rows.map((r) => r.std_prod_min), rows.map((r) => r.std_prod_max), 'Standar hen-day', 'rgba(46, 125, 50, 0.18)', 1, ' %'),
              { data: rows.map((r) => r.prod_persen), label: 'Produksi (%)', color: '#2e7d32', valueFormatter: valueText(2, ' %') },
            ])}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title={`Konsumsi pakan (${fiUnit}) terhadap standar pakan`} caption={standardCaption}>
          <LineChart
            {...common}
            yAxis={[{ width: 56, valueFormatter: axisNumber, min: axisFloor([...fi.map((v) => v.value), ...rows.map((r) => fiStd(r.std_fi_min))]) }]}
            series={linear([
              ...bandSeries(rows.map((r) => fiStd(r.std_fi_min)), rows.map((r) => fiStd(r.std_fi_max)), 'Standar pakan', 'rgba(237, 108, 2, 0.18)', fiDecimals, ` ${fiUnit}`),
              { data: fi.map((s) => s.value), label: `FI (${fiUnit})`, color: '#ed6c02', valueFormatter: valueText(fiDecimals, ` ${fiUnit}`) },
            ])}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title={`FCR dan rata-rata berat telur (${avgUnit})`}>
          <LineChart
            {...common}
            yAxis={[
              { id: 'fcr', width: 40, valueFormatter: axisNumber },
              { id: 'egg', position: 'right', width: 56, valueFormatter: axisNumber },
            ]}
            series={linear([
              { data: rows.map((r) => r.fcr), label: 'FCR', yAxisId: 'fcr', color: '#6a1b9a', valueFormatter: valueText(2) },
              { data: avg.map((s) => s.value), label: `Rata-rata telur (${avgUnit})`, yAxisId: 'egg', color: '#0277bd', valueFormatter: valueText(avg[0]?.decimals ?? 2, ` ${avgUnit}`) },
            ])}
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
}

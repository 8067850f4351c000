/**
 * The chart of Ekonomi Pakan (MUI X Charts, loaded after the page's first paint): per period the
 * net egg revenue, the feed cost and the IOFC, in rupiah.
 */
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartCard } from '../../components/charts';
import { formatNumber, formatRupiah } from '../../lib/format';
import { periodLabel, type Economics } from './economics';

/** Amounts are drawn, never added: a decimal string becomes a number only for its point on the chart. */
const point = (v: string) => Number(v);

export function EconomicsChart({ data }: { data: Economics }) {
  const labels = data.rows.map((r) => periodLabel(r, data.group));
  const money = (v: number | null) => (v === null ? '-' : formatRupiah(v));
  return (
    <ChartCard title="Penjualan telur, biaya pakan dan IOFC (Rp)" caption="IOFC = penjualan telur bersih + nilai telur belum terjual − biaya pakan.">
      <LineChart
        height={280}
        skipAnimation
        margin={{ left: 8, right: 56 }}
        xAxis={[{ scaleType: 'point', data: labels }]}
        yAxis={[{ width: 72, valueFormatter: (v: number) => formatNumber(v / 1_000_000, 1) + ' jt' }]}
        slotProps={{ legend: { direction: 'horizontal' } }}
        series={[
          { data: data.rows.map((r) => point(r.egg_revenue)), label: 'Penjualan telur bersih', color: '#2e7d32', valueFormatter: money, curve: 'linear' },
          { data: data.rows.map((r) => point(r.feed_cost)), label: 'Biaya pakan', color: '#ed6c02', valueFormatter: money, curve: 'linear' },
          { data: data.rows.map((r) => point(r.iofc)), label: 'IOFC', color: '#1565c0', valueFormatter: money, curve: 'linear' },
        ]}
      />
    </ChartCard>
  );
}

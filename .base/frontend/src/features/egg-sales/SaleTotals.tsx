/** The totals of the filtered history (summed by the server): Jumlah nota, Total kg, Total penjualan, Sisa piutang. */
import Stack from '@mui/material/Stack';
import { StatCard } from '../../components/StatCard';
import { formatNumber, formatRupiah } from '../../lib/format';
import { centsOf } from '../../lib/money';
import type { SaleTotals as Totals } from './egg-sales';

/** The four cards of the totals. */
export function SaleTotals({ totals: t }: { totals: Totals }) {
  return (
    <Stack direction="row" spacing={1.5} role="group" aria-label="Total riwayat" sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
      <StatCard label="Jumlah nota" value={formatNumber(t.count, 0)} />
      <StatCard label="Total kg" value={`${formatNumber(t.total_kg, 2)} kg`} hint={`A ${formatNumber(t.kg_a, 2)} · B ${formatNumber(t.kg_b, 2)} · C ${formatNumber(t.kg_c, 2)}`} />
      <StatCard label="Total penjualan" value={formatRupiah(t.total_amount)} hint={`Rata-rata ${formatRupiah(t.avg_price_blended)}/kg`} />
      <StatCard label="Sisa piutang" value={formatRupiah(t.amount_outstanding)} color={(centsOf(t.amount_outstanding) ?? 0) > 0 ? 'warning.dark' : undefined} />
    </Stack>
  );
}

/**
 * The ageing buckets of open items as cards (Piutang, Hutang; lib/ageing): one card per bucket —
 * red when something is past due — and the total with its hint. Cents summed by the page from the
 * rows it shows.
 */
import Box from '@mui/material/Box';
import { BUCKETS, type Bucket } from '../lib/ageing';
import { centsRupiah } from '../lib/money';
import { StatCard } from './StatCard';

export interface AgeingCardsProps {
  /** Accessible name of the region ('Ringkasan hutang per 31/03/2025'). */
  label: string;
  totals: Record<Bucket, number>;
  total: number;
  /** The total card's label ('Total piutang') and hint ('3 pelanggan'). */
  totalLabel: string;
  hint: string;
}

/** The cards of the buckets and the total. */
export function AgeingCards({ label, totals, total, totalLabel, hint }: AgeingCardsProps) {
  return (
    <Box role="region" aria-label={label} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(190px, 1fr))' } }}>
      {BUCKETS.map((b) => (
        <StatCard key={b.key} label={b.label} value={centsRupiah(totals[b.key])} color={b.key === 'belum_jatuh_tempo' || totals[b.key] === 0 ? undefined : 'error.dark'} />
      ))}
      <StatCard label={totalLabel} value={centsRupiah(total)} hint={hint} />
    </Box>
  );
}

import Chip from '@mui/material/Chip';

/** Seimbang / Tidak seimbang of a journal (part 2 §4). */
export function BalanceChip({ balanced }: { balanced: boolean }) {
  return <Chip size="small" variant="outlined" color={balanced ? 'success' : 'error'} label={balanced ? 'Seimbang' : 'Tidak seimbang'} />;
}

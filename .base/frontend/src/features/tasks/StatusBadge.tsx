import Chip from '@mui/material/Chip';

/** DONE / SKIPPED badge of an occurrence (nothing while pending). */
export function StatusBadge({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  if (status === 'DONE') return <Chip size={size} color="success" label="DONE" />;
  if (status === 'SKIPPED') return <Chip size={size} color="warning" label="SKIPPED" />;
  return null;
}

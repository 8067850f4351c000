import Chip from '@mui/material/Chip';

/**
 * DONE / SKIPPED badge of an occurrence (nothing while pending). On the dark shade of its colour:
 * a finished task's card is drawn at 80 % opacity, where the main shades fell to 3.5:1 and 4.1:1
 * under the white text; the dark ones keep it above 4.5:1.
 */
export function StatusBadge({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  if (status === 'DONE') return <Chip size={size} color="success" label="DONE" sx={{ bgcolor: 'success.dark' }} />;
  if (status === 'SKIPPED') return <Chip size={size} color="warning" label="SKIPPED" sx={{ bgcolor: 'warning.dark' }} />;
  return null;
}

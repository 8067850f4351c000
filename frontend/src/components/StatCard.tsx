import { memo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface StatCardProps {
  label: string;
  value: string;
  hint?: string;
  /** Theme colour of the value, e.g. 'warning.main'. */
  color?: string;
}

/**
 * A figure in a small outlined card: label, value (optionally coloured) and a hint below; a group named
 * by its label. Rendered again only when one of them changes (a screen of cards re-renders per answer).
 */
export const StatCard = memo(function StatCard({ label, value, hint, color }: StatCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%', flex: 1, minWidth: 150 }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color, lineHeight: 1.3 }} data-testid="card-value">
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
});

import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A chart's frame (the dashboard's and the reports' charts): a figure with its title as caption and an optional note below. */
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

/** Axis ticks in the Indonesian locale. */
export const axisNumber = (v: number) => v.toLocaleString('id-ID');

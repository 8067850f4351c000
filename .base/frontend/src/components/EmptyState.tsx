import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Friendly block shown when there is nothing to list. */
export function EmptyState({ message, hint, icon }: { message: string; hint?: ReactNode; icon?: ReactNode }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        color: 'text.secondary',
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {icon && <Box sx={{ mb: 1, '& svg': { fontSize: 40, color: 'text.disabled' } }}>{icon}</Box>}
      <Typography variant="subtitle1" color="text.primary">
        {message}
      </Typography>
      {hint && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centered spinner shown while a lazy page or its data loads. */
export function PageLoading({ label = 'Memuat…' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={36} aria-label={label} />
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import { cachedNotice, useCachedAt } from '../lib/answer-age';
import type { OfflineListPath } from '../lib/offline-lists';

/**
 * 'Data tersimpan HH:mm (offline)' while a list of `paths` was last answered from the tablet's
 * copy (the service worker's, lib/answer-age.ts), with the time of the oldest; nothing otherwise.
 */
export function CachedNotice({ paths }: { paths: readonly OfflineListPath[] }) {
  const at = useCachedAt(paths);
  if (!at) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2, py: 0 }}>
      {cachedNotice(at)}
    </Alert>
  );
}

/**
 * The bagian whose eggs laid on `date` are held by a treatment's withdrawal (issue #38): recorded in
 * production, not sellable. Shown on the egg entry and the sales screens; nothing when none is held
 * (or while loading, or when the read fails: the sales refuse a sale that needs held eggs anyway).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useApiQuery } from '../api/hooks';
import { useTenantId } from '../api/tenant';
import { holdsTitle, holdText } from '../lib/held-eggs';

export function HeldEggsNotice({ date, note }: { date: string | null; note: string }) {
  const { tenantId } = useTenantId();
  const holds = useApiQuery(tenantId && date ? '/api/health/holds' : null, { params: { query: { date: date ?? undefined } } });
  const rows = holds.data ?? [];
  if (!rows.length) return null;
  return (
    <Alert severity="warning" role="status" aria-label="Telur tertahan">
      <AlertTitle>{holdsTitle(rows)}</AlertTitle>
      {rows.map((h) => (
        <div key={h.bagian_id}>{holdText(h)}</div>
      ))}
      <div>{note}</div>
    </Alert>
  );
}

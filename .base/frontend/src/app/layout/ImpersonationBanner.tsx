/**
 * The banner of every screen while the superadmin impersonates a farm (issue #15):
 * 'Mode impersonasi: <farm> — Keluar'. Keluar ends the impersonation session on the
 * server (best effort), puts the superadmin's own token back and loads /superadmin.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { api } from '../../api/client';
import { hardNavigate } from '../../lib/navigation';
import { endImpersonation, notifySessionChanged } from '../../lib/session';
import { useImpersonatedFarm } from '../../lib/useSession';

/** Leaves the impersonation: its session ends, the superadmin's own session is back on /superadmin. */
export function leaveImpersonation(): void {
  // Sent with the impersonation token still stored: it ends that session only (not the superadmin's own).
  api.POST('/api/auth/logout', { keepalive: true }).catch(() => undefined);
  endImpersonation(localStorage);
  notifySessionChanged();
  hardNavigate('/superadmin');
}

/** Shown above the navigation while impersonating; nothing otherwise. */
export function ImpersonationBanner() {
  const farm = useImpersonatedFarm();
  if (!farm) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      square
      sx={{ borderRadius: 0, py: 0.25, alignItems: 'center', color: '#1a1200', bgcolor: '#f2a516', '& .MuiAlert-message': { py: 0.5 } }}
    >
      Mode impersonasi: <strong>{farm}</strong> —{' '}
      <Button color="inherit" size="small" variant="outlined" onClick={leaveImpersonation} sx={{ fontWeight: 700, ml: 0.5, py: 0, minHeight: 30 }} title="Kembali ke Superadmin">
        Keluar
      </Button>
    </Alert>
  );
}

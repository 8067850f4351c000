/**
 * The outbox in the top bar (issue #22, ADR 0025): a chip saying its state ('Offline · 3 menunggu',
 * 'Mengirim…', '1 konflik', 'Tersinkron 07:42'); a click opens a panel listing the logged-in user's
 * entries with 'Kirim sekarang', a link to the screen and day of a conflict and 'Buang' (after a
 * confirmation) for a refused one. Also the password prompt shown when a session ended while
 * sending: it logs in the same user again and sending goes on; the page and the outbox stay.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { performLogin, postAuth } from '../../data/login-flow';
import { RELOGIN_MESSAGE, chipText, countEntries, discardEntry, loginResumed, syncOutbox, type OutboxEntry } from '../../data/outbox';
import { notifySessionChanged } from '../../lib/session';
import { useOnline, useOutboxEntries, useSyncStatus } from '../../data/useOutbox';

// The logout question is loaded with the chip (one chunk with the outbox, app/layout/TopNav.tsx).
export { LogoutDialog } from './LogoutDialog';
export { FarmSwitchDialog } from './FarmSwitchDialog';

/** How an entry's state reads in the panel. */
function stateText(e: OutboxEntry): string {
  switch (e.state) {
    case 'waiting':
      return e.error ? `menunggu (${e.error})` : 'menunggu';
    case 'sending':
      return 'mengirim…';
    case 'conflict':
      return 'konflik: diubah pengguna lain';
    case 'failed':
      return `ditolak: ${e.error ?? 'Gagal menyimpan data'}`;
  }
}

/**
 * The chip and its panel, of the logged-in user's entries only (another user of the tablet sees
 * nothing of them); nothing while that login never used the outbox.
 */
export function OutboxChip() {
  const entries = useOutboxEntries();
  const status = useSyncStatus();
  const online = useOnline();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const list = entries ?? [];
  const counts = countEntries(list);
  const text = chipText({ ...counts, online, sending: status.sending, lastSyncedAt: status.lastSyncedAt });
  if (!text) return null;
  const trouble = counts.conflicts + counts.failed > 0;
  const icon = !online ? <CloudOffOutlinedIcon /> : counts.waiting || trouble ? <CloudUploadOutlinedIcon /> : <CloudDoneOutlinedIcon />;

  return (
    <>
      <Chip
        icon={icon}
        label={text}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="dialog"
        aria-label={`Kiriman: ${text}`}
        data-testid="outbox-chip"
        sx={{
          flexShrink: 0,
          minHeight: 36,
          color: 'inherit',
          // Darker than the bar (white text at ≥ 4.5:1); red when something needs the user.
          bgcolor: trouble ? 'error.main' : !online || counts.waiting ? 'rgba(0,0,0,0.4)' : 'rgba(0,0,0,0.24)',
          '& .MuiChip-icon': { color: 'inherit' },
          // 'Tersinkron 07:42' whole on a 390 px phone (the brand name gives way first).
          '& .MuiChip-label': { maxWidth: { xs: 150, sm: 'none' }, overflow: 'hidden', textOverflow: 'ellipsis', px: { xs: 1, sm: 1.5 } },
        }}
      />
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Data di tablet', sx: { width: 360, maxWidth: 'calc(100vw - 16px)', p: 2 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Data di tablet
        </Typography>
        {list.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            Tidak ada data yang menunggu.
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, my: 1.5 }} aria-label="Daftar kiriman">
            {list.map((e) => (
              <Box component="li" key={e.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {e.label}
                </Typography>
                <Typography variant="caption" color={e.state === 'failed' || e.state === 'conflict' ? 'error' : 'text.secondary'} sx={{ display: 'block' }}>
                  {stateText(e)}
                </Typography>
                {e.state === 'conflict' && (
                  <Button component={RouterLink} to={`${e.route}?tanggal=${e.day}`} size="small" onClick={() => setAnchor(null)} sx={{ minHeight: 36, px: 0 }}>
                    Buka dan pilih nilai
                  </Button>
                )}
                {e.state === 'failed' && (
                  <Button size="small" color="error" onClick={() => setDiscarding(e)} sx={{ minHeight: 36, px: 0 }}>
                    Buang
                  </Button>
                )}
              </Box>
            ))}
          </Stack>
        )}
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {online ? '' : 'Tablet sedang offline.'}
          </Typography>
          <Button
            variant="contained"
            onClick={() => void (status.needsLogin ? loginResumed() : syncOutbox())}
            disabled={!online || status.sending || counts.waiting === 0}
            sx={{ minHeight: 44 }}
          >
            Kirim sekarang
          </Button>
        </Stack>
      </Popover>
      <ConfirmDialog
        open={!!discarding}
        title="Buang data?"
        message={discarding ? `${discarding.label} ditolak server (${discarding.error ?? '-'}) dan akan dihapus dari tablet. Data ini tidak akan dikirim.` : ''}
        confirmLabel="Buang"
        cancelLabel="Batal"
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          const id = discarding?.id;
          setDiscarding(null);
          if (id !== undefined) void discardEntry(id);
        }}
      />
    </>
  );
}

/**
 * The password prompt after a session ended while the outbox was sending: the same user logs in
 * again (the login flow of the login screen), then sending goes on. 'Nanti' closes it; the entries
 * keep waiting ('Kirim sekarang' asks again).
 */
export function ReloginDialog() {
  const status = useSyncStatus();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [later, setLater] = useState(false);
  const open = status.needsLogin && !later;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await performLogin(status.loginFor, password, localStorage, postAuth);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setPassword('');
    notifySessionChanged();
    void loginResumed();
  };

  if (!status.needsLogin && later) setLater(false);
  return (
    <Dialog open={open} maxWidth="xs" fullWidth aria-labelledby="relogin-title">
      <form onSubmit={(e) => void submit(e)}>
        <DialogTitle id="relogin-title">Masuk lagi</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {RELOGIN_MESSAGE}
          </Typography>
          <TextField label="Username" value={status.loginFor} size="small" fullWidth disabled sx={{ mb: 2 }} />
          <TextField
            label="Kata sandi"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            size="small"
            fullWidth
            autoFocus
            autoComplete="current-password"
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setLater(true)} disabled={busy}>
            Nanti
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !password}>
            {busy ? 'Memproses…' : 'Masuk dan kirim'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Login screen (spec part 1 §2.1, §4.1): brand panel and the login form. Free of the router:
 * opened as a page (/login is always a full page load: logout and session end load it so), it is
 * rendered by main.tsx without the app's router and routes, so that the farm's slow Wi-Fi has only
 * the login itself to carry (issue #11). `go` leaves it (a full page load there, the router's
 * navigate inside the app's route table).
 */
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApiMutation } from '../../api/hooks';
import { PlainTextField } from '../../components/PlainTextField';
import { BrandMark } from '../../components/BrandMark';
import { keepOfflineListsFor } from '../../lib/offline-lists';
import { MEMBER_INACTIVE, SESSION_ENDED_FLAG, SESSION_END_REASON, STORAGE, TENANT_INACTIVE, TENANT_INACTIVE_LOGIN, notifySessionChanged } from '../../lib/session';
import { LOGIN_NETWORK_ERROR, applyLoginEntry, loginEntryDecision, performLogin, postAuth } from '../../data/login-flow';

function BrandPanel() {
  return (
    <Box
      component="header"
      sx={{
        color: 'primary.contrastText',
        background: 'linear-gradient(150deg, #1f4d28 0%, #2f6b3a 55%, #4f8f5a 100%)',
        px: { xs: 3, md: 6 },
        py: { xs: 4, md: 6 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -60, md: -80 },
          bottom: { xs: -90, md: -120 },
          width: { xs: 220, md: 360 },
          height: { xs: 280, md: 460 },
          borderRadius: '50% 50% 50% 50% / 60% 60% 40% 40%',
          bgcolor: 'rgba(253, 246, 227, 0.08)',
        }}
      />
      <Stack direction={{ xs: 'row', md: 'column' }} spacing={2} sx={{ alignItems: { xs: 'center', md: 'flex-start' } }}>
        <BrandMark size={64} />
        <Box>
          <Typography variant="h3" component="p" sx={{ fontWeight: 800, lineHeight: 1.05, fontSize: { xs: '2rem', md: '3rem' } }}>
            Kandang
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ color: 'secondary.main', fontWeight: 700, fontSize: { xs: '1.1rem', md: '1.5rem' } }}
          >
            Petelur Modern
          </Typography>
        </Box>
      </Stack>
      <Typography sx={{ mt: { xs: 2, md: 4 }, maxWidth: 420, opacity: 0.9, fontSize: { xs: '0.95rem', md: '1.1rem' } }}>
        Catat pakan, produksi telur dan populasi ayam setiap hari, lalu pantau hasil kandang Anda dengan mudah.
      </Typography>
    </Box>
  );
}

/** The login screen; `go(path)` leaves it for the path the login flow chose. */
export function LoginForm({ go }: { go: (path: string) => void }) {
  const [entry] = useState(() =>
    loginEntryDecision({
      token: localStorage.getItem(STORAGE.token),
      savedRedirect: localStorage.getItem(STORAGE.postLoginRedirect),
      sessionEnded: sessionStorage.getItem(SESSION_ENDED_FLAG) === '1',
    }),
  );
  const [sessionEnded] = useState(() => sessionStorage.getItem(SESSION_ENDED_FLAG) === '1');
  const [endReason] = useState(() => sessionStorage.getItem(SESSION_END_REASON));
  const farmInactive = endReason === TENANT_INACTIVE;
  const memberInactive = endReason === MEMBER_INACTIVE;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useApiMutation(() => performLogin(username.trim(), password, localStorage, postAuth), {
    fallback: LOGIN_NETWORK_ERROR,
    onSuccess: (outcome) => {
      if (!outcome.ok) return setError(outcome.message);
      notifySessionChanged();
      // Lists kept offline for another user of the tablet are gone before this user's screens read them.
      void keepOfflineListsFor(localStorage.getItem(STORAGE.userId)).then(() => go(outcome.redirect));
    },
  });
  const busy = login.busy;
  const shownError = error ?? login.error;

  useEffect(() => {
    applyLoginEntry(localStorage, entry);
    sessionStorage.removeItem(SESSION_ENDED_FLAG);
    sessionStorage.removeItem(SESSION_END_REASON);
    if (entry.redirect) go(entry.redirect);
  }, [entry, go]);

  if (entry.redirect) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    void login.trigger(undefined);
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
        gridTemplateRows: { xs: 'auto 1fr', md: '1fr' },
        bgcolor: 'background.default',
      }}
    >
      <BrandPanel />
      <Box
        component="main"
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'center',
          px: { xs: 2, sm: 4 },
          py: { xs: 3, sm: 8, md: 4 },
        }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
            Login
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            Masuk untuk mengelola kandang Anda.
          </Typography>
          <Box component="form" onSubmit={submit}>
            <Stack spacing={2.5}>
              {shownError && (
                <Alert severity="error" role="alert">
                  {shownError}
                </Alert>
              )}
              {!shownError && farmInactive && (
                <Alert severity="warning" role="alert">
                  {TENANT_INACTIVE_LOGIN}
                </Alert>
              )}
              {!shownError && memberInactive && (
                <Alert severity="warning" role="alert">
                  {MEMBER_INACTIVE}
                </Alert>
              )}
              {!shownError && !farmInactive && !memberInactive && sessionEnded && <Alert severity="info">Sesi Anda telah berakhir. Silakan login kembali.</Alert>}
              <PlainTextField label="Username" name="username" autoComplete="username" required autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
              <PlainTextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
                {busy ? 'Memproses…' : 'Login'}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                Mengalami kendala saat login? Hubungi admin kandang Anda.
              </Typography>
            </Stack>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}

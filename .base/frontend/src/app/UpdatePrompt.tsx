/**
 * Registers the service worker (vite-plugin-pwa, registerType 'prompt'; pwa.config.ts) and, when a
 * new version has been installed in the background and waits, shows 'Versi baru tersedia' with
 * 'Muat ulang': the button activates the new worker and reloads the page, so the page never runs
 * old and new chunks together. Without a secure origin (plain http on the farm's LAN) the browser
 * has no service worker and nothing is shown.
 */
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an open app asks the server for a new version (ms), while online. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The update snackbar of the logged-in app (rendered once, in app/App.tsx). */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // The tablet keeps the app open for days: look for a new version every hour, not only on a page load.
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="Versi baru tersedia"
      onClose={(_event, reason) => {
        // Stays until answered: a tap elsewhere or a timeout does not hide it.
        if (reason === 'escapeKeyDown') setNeedRefresh(false);
      }}
      action={
        <Button color="secondary" variant="contained" size="small" onClick={() => void updateServiceWorker(true)} sx={{ minHeight: 40 }}>
          Muat ulang
        </Button>
      }
    />
  );
}

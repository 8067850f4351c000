import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

interface ToastState {
  message: string;
  severity: AlertColor;
  key: number;
}

/**
 * Short notification at the bottom of the screen that clears itself after
 * `duration` ms (default 2000). Render `toast` once in the page and call
 * `showToast(message, severity)`.
 */
export function useToast(duration = 2000): {
  toast: ReactNode;
  showToast: (message: string, severity?: AlertColor) => void;
} {
  const [state, setState] = useState<ToastState | null>(null);
  const showToast = useCallback((message: string, severity: AlertColor = 'success') => {
    setState({ message, severity, key: Date.now() });
  }, []);
  const close = useCallback(() => setState(null), []);
  const toast = useMemo(
    () => (
      <Snackbar
        key={state?.key}
        open={!!state}
        autoHideDuration={duration}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {state ? (
          <Alert severity={state.severity} variant="filled" onClose={close} sx={{ width: '100%' }}>
            {state.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    ),
    [state, duration, close],
  );
  return { toast, showToast };
}

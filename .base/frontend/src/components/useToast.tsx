import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/** A button on a toast, e.g. 'Batalkan' after a task was marked. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

interface ToastState {
  message: string;
  severity: AlertColor;
  key: number;
  action?: ToastAction;
}

/** How long a toast with a button stays: long enough to reach the button. */
const ACTION_DURATION = 6000;

/**
 * Short notification at the top of the screen that clears itself after
 * `duration` ms (default 2000; 6 s when it carries a button). Render `toast`
 * once in the page and call `showToast(message, severity, action?)`.
 */
export function useToast(duration = 2000): {
  toast: ReactNode;
  showToast: (message: string, severity?: AlertColor, action?: ToastAction) => void;
} {
  const [state, setState] = useState<ToastState | null>(null);
  const showToast = useCallback((message: string, severity: AlertColor = 'success', action?: ToastAction) => {
    setState({ message, severity, key: Date.now(), action });
  }, []);
  const close = useCallback(() => setState(null), []);
  const toast = useMemo(
    () => (
      <Snackbar
        key={state?.key}
        open={!!state}
        autoHideDuration={state?.action ? ACTION_DURATION : duration}
        onClose={close}
        // At the top, under the navigation bar: the bottom holds the entry screens' Simpan bar.
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: { xs: 64, sm: 72 } }}
      >
        {state ? (
          <Alert
            severity={state.severity}
            variant="filled"
            onClose={close}
            sx={{ width: '100%', alignItems: 'center' }}
            action={
              state.action ? (
                <Button
                  color="inherit"
                  variant="outlined"
                  sx={{ minHeight: 44 }}
                  onClick={() => {
                    state.action?.onClick();
                    close();
                  }}
                >
                  {state.action.label}
                </Button>
              ) : undefined
            }
          >
            {state.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    ),
    [state, duration, close],
  );
  return { toast, showToast };
}

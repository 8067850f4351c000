import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape or a click beside the dialog: closed without a choice (default: `onCancel`), for a question whose two answers both act. */
  onClose?: () => void;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (default true). */
  destructive?: boolean;
  busy?: boolean;
  /** Error of the confirmed action, shown under the question. */
  error?: string | null;
}

/** Yes/no question before an action, with 'Ya' and 'Tidak' buttons by default. */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  onClose = onCancel,
  title = 'Konfirmasi',
  confirmLabel = 'Ya',
  cancelLabel = 'Tidak',
  destructive = true,
  busy = false,
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit" autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={destructive ? 'error' : 'primary'}>
          {busy ? 'Memproses…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

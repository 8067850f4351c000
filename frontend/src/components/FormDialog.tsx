import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Label of the primary (submit) button, e.g. 'Simpan'. */
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** While true the buttons are disabled and the dialog cannot be closed. */
  busy?: boolean;
  /** Error shown above the fields. */
  error?: string | null;
  /** Runs each time the dialog opens, before it is painted (`useDialogForm` resets the form there). */
  onOpen?: () => void;
  /** Extra buttons on the left of the action row (e.g. Hapus). */
  extraActions?: ReactNode;
  /** Shown between the title and the fields, outside the scrolling content (e.g. the tabs of a form with two modes). */
  belowTitle?: ReactNode;
  /** Width of the dialog (MUI breakpoint), 'xs' unless a form needs more room. */
  maxWidth?: DialogProps['maxWidth'];
  /** Label of the closing button, 'Batal' unless given (e.g. 'Tutup' when the form only shows what was saved). */
  cancelLabel?: string;
  /**
   * The form only shows (its fields disabled, e.g. for a viewer): the scrolling content is then a
   * labelled region in the tab order, so that a keyboard can scroll it (axe scrollable-region-focusable).
   */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * Modal form with a title, an error area, the fields, and Batal / primary
 * buttons. Enter submits; Escape and Batal close it unless busy.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  onSubmit,
  onClose,
  busy = false,
  error,
  onOpen,
  extraActions,
  belowTitle,
  maxWidth = 'xs',
  cancelLabel = 'Batal',
  readOnly = false,
  children,
}: FormDialogProps) {
  // Its own title id: a dialog opened over another (Tambah pemasok over a purchase) keeps its own name.
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{ transition: { onEnter: onOpen } }}
    >
      {/* The form inside the dialog (a form element cannot carry role="dialog"); it lays out as if absent. */}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {belowTitle}
        <DialogContent {...(readOnly ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {extraActions}
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={onClose} disabled={busy} color="inherit">
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Memproses…' : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

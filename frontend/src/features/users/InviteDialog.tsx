/**
 * 'Undang akun yang sudah ada' (/users, issue #19): an admin makes a one-use code for a role, shown
 * once with its link and a copy button; the pending invitations below, each with 'Batalkan'.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { FormTextField } from '../../components/FormFields';
import { formatDate } from '../../lib/format';
import { useDialogForm } from '../../components/useDialogForm';
import { ROLE_LABELS, USER_TEXT, cancelInvitation, createInvitation, invitationUrl, type InvitationCreated, type InviteForm, type Role } from './users';

export interface InviteDialogProps {
  open: boolean;
  /** Roles the caller may grant (an owner invitation only by an owner). */
  roles: Role[];
  onClose: () => void;
}

export function InviteDialog({ open, roles, onClose }: InviteDialogProps) {
  // Each opening starts again: role Viewer, no code shown, no note, no error; a refused role shows under Role, any other refusal at the top.
  const { control, dialog, submit, onServerError, setTopError } = useDialogForm<InviteForm>({ values: { role: 'viewer' } });
  const [created, setCreated] = useState<InvitationCreated | null>(null);
  const [copyNote, setCopyNote] = useState<string | null>(null);
  const pending = useApiQuery(open ? '/api/users/invitations' : null, {});
  const make = useApiMutation((f: InviteForm) => createInvitation(f.role), {
    fallback: USER_TEXT.invite,
    onSuccess: (inv) => {
      setCreated(inv);
      void pending.mutate();
    },
    onError: onServerError,
  });
  const cancel = useApiMutation(cancelInvitation, { fallback: USER_TEXT.cancelInvite, onSuccess: () => void pending.mutate(), onError: (message) => setTopError(message) });
  const opened = () => {
    dialog.onOpen();
    setCreated(null);
    setCopyNote(null);
  };

  const url = created ? invitationUrl(created.link) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyNote(USER_TEXT.copied);
    } catch {
      setCopyNote(USER_TEXT.copyFailed);
    }
  };
  const busy = make.busy || cancel.busy;
  const items = pending.data?.items ?? [];

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="invite-title" slotProps={{ transition: { onEnter: opened } }}>
      <DialogTitle id="invite-title">Undang akun yang sudah ada</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Untuk orang yang sudah punya akun (misalnya di kandang lain). Berikan kode atau tautan ini kepadanya: ia login, lalu menerima undangan di halaman Info Saya. Berlaku 7
            hari, satu kali pakai.
          </Typography>
          {dialog.error && (
            <Alert severity="error" role="alert">
              {dialog.error}
            </Alert>
          )}
          {created ? (
            <Box>
              <Alert severity="success" sx={{ mb: 1 }}>
                Undangan sebagai {ROLE_LABELS[created.role] ?? created.role} dibuat, berlaku sampai {formatDate(created.expires_at)}. Kode ini hanya ditampilkan sekali.
              </Alert>
              <Stack spacing={1}>
                <TextField label="Kode undangan" size="small" value={created.code} slotProps={{ input: { readOnly: true } }} />
                <TextField label="Tautan undangan" size="small" value={url} slotProps={{ input: { readOnly: true } }} />
                <Box>
                  <Button variant="outlined" onClick={() => void copy()}>
                    Salin tautan
                  </Button>
                  {copyNote && (
                    <Typography component="span" role="status" variant="body2" sx={{ ml: 1 }}>
                      {copyNote}
                    </Typography>
                  )}
                </Box>
              </Stack>
            </Box>
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormTextField control={control} name="role" select label="Role" size="small" sx={{ minWidth: 160 }}>
                {roles.map((r) => (
                  <MenuItem key={r} value={r}>
                    {ROLE_LABELS[r] ?? r}
                  </MenuItem>
                ))}
              </FormTextField>
              <Button variant="contained" disabled={busy} onClick={submit((f) => make.trigger(f))} sx={{ mt: '2px' }}>
                Buat undangan
              </Button>
            </Stack>
          )}
          <Box>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              Undangan yang belum diterima
            </Typography>
            {pending.error && <Alert severity="error">{errorText(pending.error, USER_TEXT.invitations)}</Alert>}
            {!pending.error && items.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {pending.isLoading ? 'Memuat…' : 'Tidak ada.'}
              </Typography>
            )}
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((inv) => (
                <Stack component="li" key={inv.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="body2">
                    {ROLE_LABELS[inv.role] ?? inv.role} · dibuat {formatDate(inv.created_at)}
                    {inv.created_by ? ` oleh ${inv.created_by}` : ''} · berlaku sampai {formatDate(inv.expires_at)}
                  </Typography>
                  <Button size="small" color="error" disabled={busy} onClick={() => {
                      setTopError(null);
                      void cancel.trigger(inv.id);
                    }} aria-label={`Batalkan undangan ${inv.id}`}>
                    Batalkan
                  </Button>
                </Stack>
              ))}
            </Stack>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {created && (
          <Button onClick={() => setCreated(null)} disabled={busy}>
            Buat undangan lain
          </Button>
        )}
        <Button onClick={onClose} disabled={busy} color="inherit">
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Add or edit modal of a user (spec part 2 §5 'User'): the username is fixed on edit, a blank password leaves it unchanged. */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { ROLE_LABELS, USER_TEXT, addUser, createBody, emptyUserForm, updateRequest, updateUser, validateUserForm, type Role, type User, type UserForm } from './users';

export interface UserDialogProps {
  /** 'new' to add, a user to edit, null when closed. */
  target: User | 'new' | null;
  roles: Role[];
  onClose: () => void;
  onSaved: (message: string) => void;
  /** Asks to remove the edited member from the farm (the page confirms first); no button without it. */
  onRemove?: (user: User) => void;
}

export function UserDialog({ target, roles, onClose, onSaved, onRemove }: UserDialogProps) {
  const editing = target !== null && target !== 'new';
  const [form, setForm] = useState<UserForm>(() => emptyUserForm());
  const [inputError, setInputError] = useState<string | null>(null);
  const add = useApiMutation(addUser, { fallback: USER_TEXT.add, onSuccess: () => onSaved('User ditambahkan.') });
  const update = useApiMutation(updateUser, { fallback: USER_TEXT.save, onSuccess: () => onSaved('Perubahan user disimpan.') });
  const { reset: resetAdd } = add;
  const { reset: resetUpdate } = update;

  useEffect(() => {
    if (target) {
      setForm(emptyUserForm(target === 'new' ? null : target));
      setInputError(null);
      resetAdd();
      resetUpdate();
    }
  }, [target, resetAdd, resetUpdate]);

  const set = (key: keyof UserForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = () => {
    const invalid = validateUserForm(form, editing);
    setInputError(invalid);
    if (invalid) return;
    if (editing) void update.trigger(updateRequest(target.id, form));
    else void add.trigger(createBody(form));
  };
  // The current role stays selectable on edit even when the caller may not grant it (an owner seen by an admin).
  const choices = editing && !roles.includes(form.role) ? [form.role, ...roles] : roles;

  return (
    <FormDialog
      open={target !== null}
      title={editing ? 'Edit User' : 'Tambah User'}
      submitLabel="Simpan"
      onSubmit={submit}
      onClose={onClose}
      busy={add.busy || update.busy}
      error={inputError ?? (editing ? update.error : add.error)}
      extraActions={
        editing && onRemove ? (
          <Button color="error" onClick={() => onRemove(target)} disabled={update.busy}>
            Hapus dari kandang
          </Button>
        ) : undefined
      }
    >
      <TextField label="Username" size="small" required={!editing} disabled={editing} value={form.email} onChange={set('email')} autoFocus={!editing} />
      <TextField select label="Role" size="small" value={form.role} onChange={set('role')}>
        {choices.map((r) => (
          <MenuItem key={r} value={r}>
            {ROLE_LABELS[r] ?? r}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Password"
        type="password"
        size="small"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        helperText={editing ? 'Kosongkan bila tidak diubah' : 'Opsional: tanpa password user belum bisa login'}
      />
      <TextField label="Konfirmasi password" type="password" size="small" autoComplete="new-password" value={form.confirm} onChange={set('confirm')} />
    </FormDialog>
  );
}

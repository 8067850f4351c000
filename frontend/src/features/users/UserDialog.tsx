/** Add or edit modal of a user (spec part 2 §5 'User'): the username is fixed on edit, a blank password leaves it unchanged. */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormFields';
import { useDialogForm } from '../../components/useDialogForm';
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
  // The form takes the target's values each time the dialog opens; each rule answers at its field, a refused role or password under it.
  const { control, dialog, submit, onServerError } = useDialogForm<UserForm>({
    values: emptyUserForm(editing ? target : null),
    check: (f) => validateUserForm(f, editing),
  });
  const add = useApiMutation(addUser, { fallback: USER_TEXT.add, onSuccess: () => onSaved('User ditambahkan.'), onError: onServerError });
  const update = useApiMutation(updateUser, { fallback: USER_TEXT.save, onSuccess: () => onSaved('Perubahan user disimpan.'), onError: onServerError });

  const save = (form: UserForm) => (editing ? update.trigger(updateRequest(target.id, form)) : add.trigger(createBody(form)));
  // The current role stays selectable on edit even when the caller may not grant it (an owner seen by an admin).
  const current = editing ? (target.role as Role) : null;
  const choices = current && !roles.includes(current) ? [current, ...roles] : roles;

  return (
    <FormDialog
      open={target !== null}
      title={editing ? 'Edit User' : 'Tambah User'}
      submitLabel="Simpan"
      {...dialog}
      onSubmit={submit(save)}
      onClose={onClose}
      busy={add.busy || update.busy}
      extraActions={
        editing && onRemove ? (
          <Button color="error" onClick={() => onRemove(target)} disabled={update.busy}>
            Hapus dari kandang
          </Button>
        ) : undefined
      }
    >
      <FormTextField control={control} name="email" label="Username" size="small" required={!editing} disabled={editing} autoFocus={!editing} />
      <FormTextField control={control} name="role" select label="Role" size="small">
        {choices.map((r) => (
          <MenuItem key={r} value={r}>
            {ROLE_LABELS[r] ?? r}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        size="small"
        autoComplete="new-password"
        helperText={editing ? 'Kosongkan bila tidak diubah' : 'Opsional: tanpa password user belum bisa login'}
      />
      <FormTextField control={control} name="confirm" label="Konfirmasi password" type="password" size="small" autoComplete="new-password" />
    </FormDialog>
  );
}

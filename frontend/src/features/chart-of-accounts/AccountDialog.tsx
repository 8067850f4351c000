/**
 * Add/edit modal of an account (part 2 §5 'Finance account'): code, name,
 * type, parent and active. Changing the type clears the parent and reloads
 * the candidates of that type; the server's refusals (duplicate code, code
 * digit against the type) are shown in the form.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useController } from 'react-hook-form';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormFields';
import { useDialogForm } from '../../components/useDialogForm';
import {
  ACCOUNT_SERVER_FIELDS,
  ACCOUNT_TEXTS,
  ACCOUNT_TYPES,
  accountBody,
  accountFormOf,
  emptyAccountForm,
  saveAccount,
  validateAccount,
  withType,
  type AccountForm,
  type AccountRow,
  type AccountType,
} from './chart-of-accounts';

export interface AccountDialogProps {
  /** The edited account, or null for a new one. Mounted per edit. */
  account: AccountRow | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function AccountDialog({ account, onClose, onSaved }: AccountDialogProps) {
  // The form takes the account's values when the dialog opens; a missing code, name or type answers at that
  // field, a refusal naming a field (code, parent_id…) under it, any other at the top.
  const { control, dialog, submit, onServerError, getValues, setValue } = useDialogForm<AccountForm>({
    values: account ? accountFormOf(account) : emptyAccountForm(),
    check: validateAccount,
    serverFields: ACCOUNT_SERVER_FIELDS,
  });
  const save = useApiMutation(saveAccount, {
    fallback: ACCOUNT_TEXTS.save,
    onSuccess: (row) => onSaved(account ? `Akun ${row.code} diperbarui.` : `Akun ${row.code} ditambahkan.`),
    onError: onServerError,
  });
  const type = useController({ control, name: 'type' });
  const parent = useController({ control, name: 'parentId' });
  const parentId = parent.field.value;
  const parents = useApiQuery(type.field.value ? '/api/finance-accounts/parents' : null, {
    params: { query: { type: type.field.value || undefined, exclude_id: account ? account.id : undefined } },
  });

  // A new type clears the parent: its candidates are of the new type.
  const changeType = (value: AccountType) => {
    const next = withType(getValues(), value);
    type.field.onChange(next.type);
    if (next.parentId !== getValues('parentId')) setValue('parentId', next.parentId);
  };
  const candidates = parents.data ?? [];
  // Until the candidates arrive the chosen parent is shown from the row itself.
  const parentKnown = parentId === null || candidates.some((p) => p.id === parentId);

  return (
    <FormDialog
      open
      title={account ? `Ubah Akun ${account.code}` : 'Tambah Akun'}
      submitLabel="Simpan"
      {...dialog}
      onSubmit={submit((f) => save.trigger({ id: account?.id ?? null, body: accountBody(f) }))}
      onClose={onClose}
      busy={save.busy}
    >
      <FormTextField control={control} name="code" label="Kode" size="small" required placeholder="mis. 6-700" autoFocus slotProps={{ htmlInput: { maxLength: 20 } }} />
      <FormTextField control={control} name="name" label="Nama" size="small" required slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField
        select
        label="Tipe"
        size="small"
        required
        name={type.field.name}
        inputRef={type.field.ref}
        value={type.field.value}
        onChange={(e) => changeType(e.target.value as AccountType)}
        onBlur={type.field.onBlur}
        error={!!type.fieldState.error}
        helperText={type.fieldState.error?.message ?? 'Digit pertama kode mengikuti tipe: 1 aset, 2 kewajiban, 3 modal, 4 pendapatan, 5/6 beban.'}
      >
        {ACCOUNT_TYPES.map((t) => (
          <MenuItem key={t.value} value={t.value}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Induk"
        size="small"
        name={parent.field.name}
        inputRef={parent.field.ref}
        value={parentId === null ? '' : String(parentId)}
        onChange={(e) => parent.field.onChange(e.target.value === '' ? null : Number(e.target.value))}
        onBlur={parent.field.onBlur}
        disabled={!type.field.value}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        error={!!parent.fieldState.error}
        helperText={parent.fieldState.error?.message ?? (type.field.value ? (parents.isLoading ? 'Memuat akun induk…' : undefined) : 'Pilih tipe terlebih dahulu.')}
      >
        <MenuItem value="">Tanpa induk</MenuItem>
        {candidates.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.code} · {p.name}
          </MenuItem>
        ))}
        {!parentKnown && account?.parent_id === parentId && (
          <MenuItem value={String(parentId)}>
            {account.parent_code} · {account.parent_name}
          </MenuItem>
        )}
      </TextField>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Aktif" />}
      />
    </FormDialog>
  );
}

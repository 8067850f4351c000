/**
 * Add/edit modal of an account (part 2 §5 'Finance account'): code, name,
 * type, parent and active. Changing the type clears the parent and reloads
 * the candidates of that type; the server's refusals (duplicate code, code
 * digit against the type) are shown in the form.
 */
import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import {
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
  const [form, setForm] = useState<AccountForm>(() => (account ? accountFormOf(account) : emptyAccountForm()));
  const [inputError, setInputError] = useState<string | null>(null);
  const save = useApiMutation(saveAccount, {
    fallback: ACCOUNT_TEXTS.save,
    onSuccess: (row) => onSaved(account ? `Akun ${row.code} diperbarui.` : `Akun ${row.code} ditambahkan.`),
  });
  const parents = useApiQuery(form.type ? '/api/finance-accounts/parents' : null, {
    params: { query: { type: form.type || undefined, exclude_id: account ? account.id : undefined } },
  });

  const set = <K extends keyof AccountForm>(key: K, value: AccountForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = () => {
    const invalid = validateAccount(form);
    setInputError(invalid);
    if (!invalid) void save.trigger({ id: account?.id ?? null, body: accountBody(form) });
  };
  const candidates = parents.data ?? [];
  // Until the candidates arrive the chosen parent is shown from the row itself.
  const parentKnown = form.parentId === null || candidates.some((p) => p.id === form.parentId);

  return (
    <FormDialog
      open
      title={account ? `Ubah Akun ${account.code}` : 'Tambah Akun'}
      submitLabel="Simpan"
      onSubmit={submit}
      onClose={onClose}
      busy={save.busy}
      error={inputError ?? save.error}
    >
      <TextField label="Kode" size="small" required value={form.code} onChange={(e) => set('code', e.target.value)} placeholder="mis. 6-700" autoFocus slotProps={{ htmlInput: { maxLength: 20 } }} />
      <TextField label="Nama" size="small" required value={form.name} onChange={(e) => set('name', e.target.value)} slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField
        select
        label="Tipe"
        size="small"
        required
        value={form.type}
        onChange={(e) => setForm((f) => withType(f, e.target.value as AccountType))}
        helperText="Digit pertama kode mengikuti tipe: 1 aset, 2 kewajiban, 3 modal, 4 pendapatan, 5/6 beban."
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
        value={form.parentId === null ? '' : String(form.parentId)}
        onChange={(e) => set('parentId', e.target.value === '' ? null : Number(e.target.value))}
        disabled={!form.type}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        helperText={form.type ? (parents.isLoading ? 'Memuat akun induk…' : undefined) : 'Pilih tipe terlebih dahulu.'}
      >
        <MenuItem value="">Tanpa induk</MenuItem>
        {candidates.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.code} · {p.name}
          </MenuItem>
        ))}
        {!parentKnown && account?.parent_id === form.parentId && (
          <MenuItem value={String(form.parentId)}>
            {account.parent_code} · {account.parent_name}
          </MenuItem>
        )}
      </TextField>
      <FormControlLabel control={<Switch checked={form.isActive} onChange={(e) => set('isActive', e.target.checked)} />} label="Aktif" />
    </FormDialog>
  );
}

/** '+ Tambah Tenant' modal (spec part 2 §3 'Tenant' create payload, §5 'Tenant create'). */
import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { TENANT_TEXT, createBody, createTenant, emptyTenantForm, validateTenantForm, type TenantForm } from './tenants';

export interface TenantDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the farm was created: its name. */
  onCreated: (nama: string) => void;
}

export function TenantDialog({ open, onClose, onCreated }: TenantDialogProps) {
  const [form, setForm] = useState<TenantForm>(emptyTenantForm);
  const [inputError, setInputError] = useState<string | null>(null);
  const create = useApiMutation(createTenant, { fallback: TENANT_TEXT.create, onSuccess: (t) => onCreated(t.nama) });
  const { reset } = create;

  useEffect(() => {
    if (open) {
      setForm(emptyTenantForm());
      setInputError(null);
      reset();
    }
  }, [open, reset]);

  const set = (key: keyof TenantForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = () => {
    const invalid = validateTenantForm(form);
    setInputError(invalid);
    if (!invalid) void create.trigger(createBody(form));
  };

  return (
    <FormDialog open={open} title="Tambah Tenant" submitLabel="Simpan" onSubmit={submit} onClose={onClose} busy={create.busy} error={inputError ?? create.error}>
      <TextField label="Nama kandang" size="small" required value={form.nama} onChange={set('nama')} autoFocus />
      <TextField label="Kode" size="small" required value={form.kode} onChange={set('kode')} helperText="Huruf, angka, - atau _ (maks. 20), mis. MJY" slotProps={{ htmlInput: { maxLength: 20 } }} />
      <TextField
        label="Email owner"
        size="small"
        required
        value={form.owner_email}
        onChange={set('owner_email')}
        autoComplete="off"
        helperText="Username yang sudah ada menjadi owner (password-nya tetap)"
      />
      <TextField label="Password owner" type="password" size="small" required autoComplete="new-password" value={form.owner_password} onChange={set('owner_password')} helperText="Minimal 6 karakter" />
      <TextField label="Kontak (nama)" size="small" value={form.contact_person} onChange={set('contact_person')} />
      <TextField label="No. HP" size="small" value={form.phone} onChange={set('phone')} inputMode="tel" />
    </FormDialog>
  );
}

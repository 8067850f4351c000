/** '+ Tambah Tenant' modal (spec part 2 §3 'Tenant' create payload, §5 'Tenant create'): each rule answers at its field. */
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormFields';
import { useDialogForm } from '../../components/useDialogForm';
import { TENANT_TEXT, createBody, createTenant, emptyTenantForm, validateTenantForm, type TenantForm } from './tenants';

export interface TenantDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the farm was created: its name. */
  onCreated: (nama: string) => void;
}

export function TenantDialog({ open, onClose, onCreated }: TenantDialogProps) {
  // An empty form each time the dialog opens.
  const { control, dialog, submit, onServerError } = useDialogForm<TenantForm>({ values: emptyTenantForm(), check: validateTenantForm });
  const create = useApiMutation(createTenant, { fallback: TENANT_TEXT.create, onSuccess: (t) => onCreated(t.nama), onError: onServerError });

  return (
    <FormDialog open={open} title="Tambah Tenant" submitLabel="Simpan" {...dialog} onSubmit={submit((f) => create.trigger(createBody(f)))} onClose={onClose} busy={create.busy}>
      <FormTextField control={control} name="nama" label="Nama kandang" size="small" required autoFocus />
      <FormTextField control={control} name="kode" label="Kode" size="small" required helperText="Huruf, angka, - atau _ (maks. 20), mis. MJY" slotProps={{ htmlInput: { maxLength: 20 } }} />
      <FormTextField control={control} name="owner_email" label="Username atau email owner" size="small" required autoComplete="off" helperText="Username yang sudah ada menjadi owner (password-nya tetap); akun baru harus berupa email" />
      <FormTextField control={control} name="owner_password" label="Password owner" type="password" size="small" required autoComplete="new-password" helperText="Minimal 6 karakter" />
      <FormTextField control={control} name="contact_person" label="Kontak (nama)" size="small" />
      <FormTextField control={control} name="phone" label="No. HP" size="small" inputMode="tel" />
    </FormDialog>
  );
}

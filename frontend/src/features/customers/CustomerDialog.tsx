/** Add or edit modal of a customer (spec part 2 §5 'New customer'): name required, reseller user picker, phone normalised by the server. */
import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { CUSTOMER_TEXT, STATUS_LABELS, addCustomer, customerBody, customerForm, updateCustomer, validateCustomerForm, type Customer, type CustomerForm } from './customers';

export interface CustomerDialogProps {
  /** 'new' to add, a customer to edit, null when closed. */
  target: Customer | 'new' | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The modal: Nama, Telepon, Alamat, Status, Catatan and the linked reseller user. */
export function CustomerDialog({ target, onClose, onSaved }: CustomerDialogProps) {
  const editing = target !== null && target !== 'new';
  const [form, setForm] = useState<CustomerForm>(() => customerForm());
  const [inputError, setInputError] = useState<string | null>(null);
  const resellers = useApiQuery(target ? '/api/customers/helpers/available-resellers' : null, {
    params: { query: editing ? { customer_id: target.id } : {} },
  });
  const add = useApiMutation(addCustomer, { fallback: CUSTOMER_TEXT.add, onSuccess: () => onSaved(CUSTOMER_TEXT.added) });
  const update = useApiMutation(updateCustomer, { fallback: CUSTOMER_TEXT.save, onSuccess: () => onSaved(CUSTOMER_TEXT.saved) });
  const { reset: resetAdd } = add;
  const { reset: resetUpdate } = update;

  useEffect(() => {
    if (target) {
      setForm(customerForm(target === 'new' ? null : target));
      setInputError(null);
      resetAdd();
      resetUpdate();
    }
  }, [target, resetAdd, resetUpdate]);

  const set = (key: keyof CustomerForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = () => {
    const invalid = validateCustomerForm(form);
    setInputError(invalid);
    if (invalid) return;
    if (editing) void update.trigger({ id: target.id, body: customerBody(form) });
    else void add.trigger(customerBody(form));
  };
  // The linked user stays selectable while the helper list is loading.
  const options = resellers.data ?? [];
  const linked = editing && target.user_id && !options.some((u) => u.id === target.user_id) ? [{ id: target.user_id, email: target.user_email ?? target.user_id }] : [];

  return (
    <FormDialog
      open={target !== null}
      title={editing ? 'Edit Pelanggan' : 'Tambah Pelanggan'}
      submitLabel="Simpan"
      onSubmit={submit}
      onClose={onClose}
      busy={add.busy || update.busy}
      error={inputError ?? (editing ? update.error : add.error)}
    >
      <TextField label="Nama pelanggan" size="small" required value={form.name} onChange={set('name')} autoFocus slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField
        label="Telepon / WhatsApp"
        size="small"
        type="tel"
        value={form.phone}
        onChange={set('phone')}
        helperText="Contoh 0812…; disimpan dengan awalan 62"
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 30 } }}
      />
      <TextField label="Alamat" size="small" multiline minRows={2} value={form.address} onChange={set('address')} slotProps={{ htmlInput: { maxLength: 300 } }} />
      <TextField select label="Status" size="small" value={form.status} onChange={set('status')}>
        {Object.entries(STATUS_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Akun reseller"
        size="small"
        value={form.user_id}
        onChange={set('user_id')}
        helperText={resellers.error ? 'Gagal memuat akun reseller' : 'User ber-role reseller yang belum terhubung ke pelanggan lain'}
        error={!!resellers.error}
      >
        <MenuItem value="">Tidak ada</MenuItem>
        {[...linked, ...options].map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {u.email}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Catatan" size="small" value={form.note} onChange={set('note')} slotProps={{ htmlInput: { maxLength: 500 } }} />
    </FormDialog>
  );
}

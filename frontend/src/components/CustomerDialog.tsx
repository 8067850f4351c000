/**
 * Add or edit modal of a customer (spec part 2 §5 'New customer'): name required, reseller user
 * picker, phone normalised by the server. Used by Data Pelanggan and by the customer picker of
 * Saldo Awal ('Tambah pelanggan' in place), which selects the customer it gets back.
 */
import MenuItem from '@mui/material/MenuItem';
import { useApiMutation, useApiQuery } from '../api/hooks';
import { FormDialog } from './FormDialog';
import { FormTextField } from './FormFields';
import { useDialogForm } from './useDialogForm';
import { PHONE_FIELD } from '../lib/phone';
import { CUSTOMER_TEXT, STATUS_LABELS, addCustomer, customerBody, customerForm, updateCustomer, validateCustomerForm, type Customer, type CustomerForm } from '../data/customers';

export interface CustomerDialogProps {
  /** 'new' to add, a customer to edit, null when closed. */
  target: Customer | 'new' | null;
  onClose: () => void;
  /** After the server saved: the toast text ('Pelanggan ditambahkan.' / 'Perubahan pelanggan disimpan.') and the customer as saved. */
  onSaved: (message: string, customer: Customer) => void;
}

/** The modal: Nama, Telepon, Alamat, Status, Catatan and the linked reseller user. */
export function CustomerDialog({ target, onClose, onSaved }: CustomerDialogProps) {
  const editing = target !== null && target !== 'new';
  // The form takes the target's values each time the dialog opens; a missing name answers at Nama, a refused phone at Telepon.
  const { control, dialog, submit, onServerError } = useDialogForm<CustomerForm>({
    values: customerForm(editing ? target : null),
    check: validateCustomerForm,
  });
  const resellers = useApiQuery(target ? '/api/customers/helpers/available-resellers' : null, {
    params: { query: editing ? { customer_id: target.id } : {} },
  });
  const add = useApiMutation(addCustomer, { fallback: CUSTOMER_TEXT.add, onSuccess: (c) => onSaved(CUSTOMER_TEXT.added, c), onError: onServerError });
  const update = useApiMutation(updateCustomer, { fallback: CUSTOMER_TEXT.save, onSuccess: (c) => onSaved(CUSTOMER_TEXT.saved, c), onError: onServerError });

  const save = (form: CustomerForm) => (editing ? update.trigger({ id: target.id, body: customerBody(form) }) : add.trigger(customerBody(form)));
  // The linked user stays selectable while the helper list is loading.
  const options = resellers.data ?? [];
  const linked = editing && target.user_id && !options.some((u) => u.id === target.user_id) ? [{ id: target.user_id, email: target.user_email ?? target.user_id }] : [];

  return (
    <FormDialog
      open={target !== null}
      title={editing ? 'Edit Pelanggan' : 'Tambah Pelanggan'}
      submitLabel="Simpan"
      {...dialog}
      onSubmit={submit(save)}
      onClose={onClose}
      busy={add.busy || update.busy}
    >
      <FormTextField control={control} name="name" label="Nama pelanggan" size="small" required autoFocus slotProps={{ htmlInput: { maxLength: 120 } }} />
      <FormTextField control={control} name="phone" label="Telepon / WhatsApp" size="small" {...PHONE_FIELD} />
      <FormTextField control={control} name="address" label="Alamat" size="small" multiline minRows={2} slotProps={{ htmlInput: { maxLength: 300 } }} />
      <FormTextField control={control} name="status" select label="Status" size="small">
        {Object.entries(STATUS_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="user_id"
        select
        label="Akun reseller"
        size="small"
        helperText={resellers.error ? 'Gagal memuat akun reseller' : 'User ber-role reseller yang belum terhubung ke pelanggan lain'}
        error={!!resellers.error}
      >
        <MenuItem value="">Tidak ada</MenuItem>
        {[...linked, ...options].map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {u.email}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="note" label="Catatan" size="small" slotProps={{ htmlInput: { maxLength: 500 } }} />
    </FormDialog>
  );
}

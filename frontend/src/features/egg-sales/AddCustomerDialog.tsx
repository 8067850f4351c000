/**
 * Tambah Pelanggan from the sale screen (part 2 §2 'add customer', §5 'New customer'): name
 * required ('Nama pelanggan wajib.'), phone, address and note; the server normalises the phone to
 * the 62 prefix. A failure shows the server's message, else 'Gagal menambah pelanggan'.
 */
import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { SALE_TEXTS, customerBody, emptyCustomerForm, type Customer, type CustomerBody, type CustomerForm } from './egg-sales';

const postCustomer = (body: CustomerBody): Promise<Customer> => send(api.POST('/api/customers', { body }));

export interface AddCustomerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The customer the server added (active). */
  onAdded: (customer: Customer) => unknown;
}

/** The modal adding an active customer. */
export function AddCustomerDialog({ open, onClose, onAdded }: AddCustomerDialogProps) {
  const [form, setForm] = useState<CustomerForm>(emptyCustomerForm);
  const [inputError, setInputError] = useState<string | null>(null);
  const add = useApiMutation(postCustomer, { fallback: SALE_TEXTS.addCustomer, onSuccess: (c) => onAdded(c) });
  const { reset } = add;

  useEffect(() => {
    if (open) {
      setForm(emptyCustomerForm());
      setInputError(null);
      reset();
    }
  }, [open, reset]);

  const field = (key: keyof CustomerForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const submit = () => {
    const body = customerBody(form);
    setInputError(typeof body === 'string' ? body : null);
    if (typeof body !== 'string') void add.trigger(body);
  };

  return (
    <FormDialog open={open} title="Tambah Pelanggan" submitLabel="Simpan" onSubmit={submit} onClose={onClose} busy={add.busy} error={inputError ?? add.error}>
      <TextField label="Nama pelanggan" required autoFocus {...field('name')} slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField label="No. HP / WhatsApp" {...field('phone')} helperText="Contoh 081234567890 (disimpan sebagai 62…)" slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }} />
      <TextField label="Alamat" {...field('address')} slotProps={{ htmlInput: { maxLength: 300 } }} />
      <TextField label="Catatan" {...field('note')} slotProps={{ htmlInput: { maxLength: 500 } }} />
    </FormDialog>
  );
}

/**
 * Tambah Pelanggan from the sale screen (part 2 §2 'add customer', §5 'New customer'): name
 * required ('Nama pelanggan wajib.', under the name), phone, address and note; the server
 * normalises the phone to the 62 prefix. A refusal naming a field shows under it; any other the
 * server's message, else 'Gagal menambah pelanggan', at the top.
 */
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormFields';
import { useDialogForm } from '../../components/useDialogForm';
import { SALE_TEXTS, customerBody, emptyCustomerForm, newCustomerProblem, type Customer, type CustomerBody, type CustomerForm } from './egg-sales';

const postCustomer = (body: CustomerBody): Promise<Customer> => send(api.POST('/api/customers', { body }));

export interface AddCustomerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The customer the server added (active). */
  onAdded: (customer: Customer) => unknown;
}

/** The modal adding an active customer. */
export function AddCustomerDialog({ open, onClose, onAdded }: AddCustomerDialogProps) {
  // An empty form each time the dialog opens.
  const { control, dialog, submit, onServerError } = useDialogForm<CustomerForm>({ values: emptyCustomerForm(), check: newCustomerProblem });
  const add = useApiMutation(postCustomer, { fallback: SALE_TEXTS.addCustomer, onSuccess: (c) => onAdded(c), onError: onServerError });
  const save = (f: CustomerForm) => {
    const body = customerBody(f);
    return typeof body === 'string' ? undefined : add.trigger(body);
  };

  return (
    <FormDialog open={open} title="Tambah Pelanggan" submitLabel="Simpan" {...dialog} onSubmit={submit(save)} onClose={onClose} busy={add.busy}>
      <FormTextField control={control} name="name" label="Nama pelanggan" required autoFocus slotProps={{ htmlInput: { maxLength: 120 } }} />
      <FormTextField
        control={control}
        name="phone"
        label="No. HP / WhatsApp"
        helperText="Contoh 081234567890 (disimpan sebagai 62…)"
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
      />
      <FormTextField control={control} name="address" label="Alamat" slotProps={{ htmlInput: { maxLength: 300 } }} />
      <FormTextField control={control} name="note" label="Catatan" slotProps={{ htmlInput: { maxLength: 500 } }} />
    </FormDialog>
  );
}

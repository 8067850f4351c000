/**
 * Add or edit modal of a supplier (issue #37 'Suppliers and payables'): name required, phone
 * normalised by the server, address, payment terms in days. Used by Pemasok and by the supplier
 * picker of a feed purchase ('Tambah pemasok' in place), which selects the supplier it gets back.
 */
import { useApiMutation } from '../api/hooks';
import { SUPPLIER_TEXT, addSupplier, supplierBody, supplierForm, updateSupplier, validateSupplierForm, type Supplier, type SupplierForm } from '../data/suppliers';
import { PHONE_FIELD } from '../lib/phone';
import { FormDialog } from './FormDialog';
import { FormNumberInput, FormTextField } from './FormFields';
import { useDialogForm } from './useDialogForm';

export interface SupplierDialogProps {
  /** 'new' to add, a supplier to edit, null when closed. */
  target: Supplier | 'new' | null;
  onClose: () => void;
  /** After the server saved: the toast text and the supplier as saved. */
  onSaved: (message: string, supplier: Supplier) => void;
}

/** The modal: Nama pemasok, Telepon, Alamat, Tempo (hari). */
export function SupplierDialog({ target, onClose, onSaved }: SupplierDialogProps) {
  const editing = target !== null && target !== 'new';
  const { control, dialog, submit, onServerError } = useDialogForm<SupplierForm>({
    values: supplierForm(editing ? target : null),
    check: validateSupplierForm,
    serverFields: { terms_days: 'terms' },
  });
  const add = useApiMutation(addSupplier, { fallback: SUPPLIER_TEXT.add, onSuccess: (s) => onSaved(SUPPLIER_TEXT.added, s), onError: onServerError });
  const update = useApiMutation(updateSupplier, { fallback: SUPPLIER_TEXT.save, onSuccess: (s) => onSaved(SUPPLIER_TEXT.saved, s), onError: onServerError });
  const save = (form: SupplierForm) => (editing ? update.trigger({ id: target.id, body: supplierBody(form) }) : add.trigger(supplierBody(form)));

  return (
    <FormDialog open={target !== null} title={editing ? 'Edit Pemasok' : 'Tambah Pemasok'} submitLabel="Simpan" {...dialog} onSubmit={submit(save)} onClose={onClose} busy={add.busy || update.busy}>
      <FormTextField control={control} name="name" label="Nama pemasok" size="small" required autoFocus slotProps={{ htmlInput: { maxLength: 120 } }} />
      <FormTextField control={control} name="phone" label="Telepon / WhatsApp" size="small" {...PHONE_FIELD} />
      <FormTextField control={control} name="address" label="Alamat" size="small" multiline minRows={2} slotProps={{ htmlInput: { maxLength: 300 } }} />
      <FormNumberInput control={control} name="terms" mode="integer" label="Tempo (hari)" size="small" helperText="Hari dari pembelian kredit sampai jatuh tempo" />
    </FormDialog>
  );
}

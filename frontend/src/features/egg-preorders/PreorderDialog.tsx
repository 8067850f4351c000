/** Add and edit modals of an egg order (spec part 2 §5 'Pre-order'): customer, dates, kg per grade with the suggested grade-A kg. */
import { useState } from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { PICKER_SOURCES, pickerHelper } from '../../components/PickerEmpty';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { formatDate } from '../../lib/format';
import { useDialogForm } from '../../components/useDialogForm';
import {
  GRADES,
  PREORDER_SERVER_FIELDS,
  PREORDER_TEXT,
  addPreorder,
  kgText,
  prefixedServerError,
  preorderBody,
  preorderForm,
  suggestQtyA,
  updatePreorder,
  validatePreorder,
  type Preorder,
  type PreorderForm,
} from './preorders';

export interface PreorderDialogProps {
  /** 'new' to add, an order to edit, null when closed. */
  target: Preorder | 'new' | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Body fields the form shows: their refusal stands under the field, any other at the top as 'Gagal simpan pesanan: …'. */
const SHOWN = [...Object.keys(PREORDER_SERVER_FIELDS), 'notes'];

/** The modal; 'Saran Qty A' asks the server for the mean grade-A kg of the 2 days before pickup. */
export function PreorderDialog({ target, onClose, onSaved }: PreorderDialogProps) {
  const editing = target !== null && target !== 'new';
  // The form takes the order's values (or a new order's) each time the dialog opens; each problem stands at its field.
  const { control, dialog, submit, onServerError, watch, setValue } = useDialogForm<PreorderForm>({
    values: preorderForm(editing ? target : null),
    check: validatePreorder,
    serverFields: PREORDER_SERVER_FIELDS,
  });
  const [hint, setHint] = useState<string | null>(null);
  const customers = useApiQuery(target ? '/api/customers' : null, { params: { query: { status: 'active' } } });
  const add = useApiMutation(addPreorder, { fallback: PREORDER_TEXT.add, onSuccess: () => onSaved(PREORDER_TEXT.added), onError: prefixedServerError(PREORDER_TEXT.add, SHOWN, onServerError) });
  const update = useApiMutation(updatePreorder, {
    fallback: PREORDER_TEXT.update,
    onSuccess: () => onSaved(PREORDER_TEXT.updated),
    onError: prefixedServerError(PREORDER_TEXT.update, SHOWN, onServerError),
  });
  const suggest = useApiMutation(suggestQtyA, {
    fallback: PREORDER_TEXT.suggest,
    onSuccess: (s) => {
      setValue('qty.A', kgText(s.qty_a), { shouldValidate: false });
      setHint(`Rata-rata grade A ${formatDate(s.from)}–${formatDate(s.to)}`);
    },
  });

  const save = (f: PreorderForm) => (editing ? update.trigger({ id: target.id, body: preorderBody(f, false) }) : add.trigger(preorderBody(f, true)));
  // The suggestion of the previous opening is forgotten with the form.
  const onOpen = () => {
    dialog.onOpen();
    setHint(null);
    suggest.reset();
  };
  const [orderDate, dueDate] = watch(['orderDate', 'dueDate']);
  // An edited order keeps its customer selectable even when that customer is now inactive.
  const options = customers.data ?? [];
  const current = editing && !options.some((c) => c.id === target.customer_id) ? [{ id: target.customer_id, name: target.customer_name }] : [];

  return (
    <FormDialog
      open={target !== null}
      title={editing ? 'Edit Pesanan' : 'Tambah Pesanan'}
      submitLabel="Simpan"
      {...dialog}
      onOpen={onOpen}
      onSubmit={submit(save)}
      onClose={onClose}
      busy={add.busy || update.busy}
    >
      <FormTextField control={control} name="customerId" select label="Pelanggan" size="small" required helperText={editing ? undefined : pickerHelper(customers.data, PICKER_SOURCES.pelanggan)}>
        {[...current, ...options].map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </FormTextField>
      <DatePickerProvider>
        <FormDateInput control={control} name="orderDate" label="Tanggal pesan" size="small" maxDate={dayjs()} />
        <FormDateInput control={control} name="dueDate" label="Tanggal ambil" size="small" required minDate={orderDate ?? undefined} maxDate={dayjs().add(1, 'year')} />
      </DatePickerProvider>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormNumberInput control={control} name="qty.A" label="Qty A (kg)" size="small" mode="decimal" decimals={2} helperText={suggest.error ?? hint ?? undefined} sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
          disabled={!dueDate?.isValid() || suggest.busy}
          onClick={() => dueDate && void suggest.trigger(dueDate.format('YYYY-MM-DD'))}
        >
          Saran Qty A
        </Button>
      </Stack>
      {GRADES.filter((g) => g !== 'A').map((g) => (
        <FormNumberInput key={g} control={control} name={`qty.${g}`} label={`Qty ${g} (kg)`} size="small" mode="decimal" decimals={2} />
      ))}
      <FormTextField control={control} name="notes" label="Catatan" size="small" slotProps={{ htmlInput: { maxLength: 300 } }} />
    </FormDialog>
  );
}

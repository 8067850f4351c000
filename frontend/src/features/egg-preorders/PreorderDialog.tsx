/** Add and edit modals of an egg order (spec part 2 §5 'Pre-order'): customer, dates, kg per grade with the suggested grade-A kg. */
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { formatDate } from '../../lib/format';
import { GRADES, PREORDER_TEXT, addPreorder, failure, kgText, preorderBody, preorderForm, suggestQtyA, updatePreorder, validatePreorder, type Preorder, type PreorderForm } from './preorders';

export interface PreorderDialogProps {
  /** 'new' to add, an order to edit, null when closed. */
  target: Preorder | 'new' | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The modal; 'Saran Qty A' asks the server for the mean grade-A kg of the 2 days before pickup. */
export function PreorderDialog({ target, onClose, onSaved }: PreorderDialogProps) {
  const editing = target !== null && target !== 'new';
  const [form, setForm] = useState<PreorderForm>(() => preorderForm(null));
  const [inputError, setInputError] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const customers = useApiQuery(target ? '/api/customers' : null, { params: { query: { status: 'active' } } });
  const add = useApiMutation(addPreorder, { fallback: PREORDER_TEXT.add, onSuccess: () => onSaved(PREORDER_TEXT.added) });
  const update = useApiMutation(updatePreorder, { fallback: PREORDER_TEXT.update, onSuccess: () => onSaved(PREORDER_TEXT.updated) });
  const suggest = useApiMutation(suggestQtyA, {
    fallback: PREORDER_TEXT.suggest,
    onSuccess: (s) => {
      setForm((f) => ({ ...f, qty: { ...f.qty, A: kgText(s.qty_a) } }));
      setHint(`Rata-rata grade A ${formatDate(s.from)}–${formatDate(s.to)}`);
    },
  });
  const { reset: resetAdd } = add;
  const { reset: resetUpdate } = update;
  const { reset: resetSuggest } = suggest;

  useEffect(() => {
    if (target) {
      setForm(preorderForm(target === 'new' ? null : target));
      setInputError(null);
      setHint(null);
      resetAdd();
      resetUpdate();
      resetSuggest();
    }
  }, [target, resetAdd, resetUpdate, resetSuggest]);

  const submit = () => {
    const invalid = validatePreorder(form);
    setInputError(invalid);
    if (invalid) return;
    if (editing) void update.trigger({ id: target.id, body: preorderBody(form, false) });
    else void add.trigger(preorderBody(form, true));
  };
  // An edited order keeps its customer selectable even when that customer is now inactive.
  const options = customers.data ?? [];
  const current = editing && !options.some((c) => c.id === target.customer_id) ? [{ id: target.customer_id, name: target.customer_name }] : [];
  const saveError = editing ? failure(PREORDER_TEXT.update, update.error) : failure(PREORDER_TEXT.add, add.error);

  return (
    <FormDialog
      open={target !== null}
      title={editing ? 'Edit Pesanan' : 'Tambah Pesanan'}
      submitLabel="Simpan"
      onSubmit={submit}
      onClose={onClose}
      busy={add.busy || update.busy}
      error={inputError ?? saveError}
    >
      <TextField select label="Pelanggan" size="small" required value={form.customerId} onChange={(e) => setForm((f) => ({ ...f, customerId: e.target.value }))}>
        {[...current, ...options].map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <DatePickerProvider>
        <DateInput label="Tanggal pesan" size="small" value={form.orderDate} maxDate={dayjs()} onChange={(d) => setForm((f) => ({ ...f, orderDate: d }))} />
        <DateInput label="Tanggal ambil" size="small" required value={form.dueDate} minDate={form.orderDate ?? undefined} maxDate={dayjs().add(1, 'year')} onChange={(d) => setForm((f) => ({ ...f, dueDate: d }))} />
      </DatePickerProvider>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <NumberInput
          label="Qty A (kg)"
          size="small"
          mode="decimal"
          decimals={2}
          value={form.qty.A}
          onChange={(t) => setForm((f) => ({ ...f, qty: { ...f.qty, A: t } }))}
          helperText={suggest.error ?? hint ?? undefined}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
          disabled={!form.dueDate?.isValid() || suggest.busy}
          onClick={() => form.dueDate && void suggest.trigger(form.dueDate.format('YYYY-MM-DD'))}
        >
          Saran Qty A
        </Button>
      </Stack>
      {GRADES.filter((g) => g !== 'A').map((g) => (
        <NumberInput key={g} label={`Qty ${g} (kg)`} size="small" mode="decimal" decimals={2} value={form.qty[g]} onChange={(t) => setForm((f) => ({ ...f, qty: { ...f.qty, [g]: t } }))} />
      ))}
      <TextField label="Catatan" size="small" value={form.notes} onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))} slotProps={{ htmlInput: { maxLength: 300 } }} />
    </FormDialog>
  );
}

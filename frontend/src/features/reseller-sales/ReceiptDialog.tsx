/** Terima Pembayaran modal (spec part 2): date, method, pay amount, discount, bank admin fee and note for one piutang sale. */
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApiMutation } from '../../api/hooks';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { formatRupiah } from '../../lib/format';
import { paymentMethodOptions } from '../../lib/payment';
import { RESELLER_TEXT, postReceipt, receiptBody, receiptForm, validateReceipt, type ReceiptForm, type SaleRow } from './reseller-sales';

/** The modal for `sale` (null: closed); `onSaved` after the server took the receipt. */
export function ReceiptDialog({ sale, onClose, onSaved }: { sale: SaleRow | null; onClose: () => void; onSaved: () => void }) {
  const [form, setForm] = useState<ReceiptForm>(() => receiptForm({ amount_outstanding: '0', finance_code: null }));
  const [inputError, setInputError] = useState<string | null>(null);
  const save = useApiMutation(postReceipt, { fallback: RESELLER_TEXT.receive, onSuccess: onSaved });
  const { reset } = save;

  useEffect(() => {
    if (sale) {
      setForm(receiptForm(sale));
      setInputError(null);
      reset();
    }
  }, [sale, reset]);

  const set = <K extends keyof ReceiptForm>(key: K, value: ReceiptForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = () => {
    if (!sale) return;
    const invalid = validateReceipt(form, sale);
    setInputError(invalid);
    if (!invalid) void save.trigger(receiptBody(form, sale));
  };

  return (
    <FormDialog
      open={sale !== null}
      title={`Terima Pembayaran ${sale?.finance_code ?? ''}`.trim()}
      submitLabel="Simpan"
      onSubmit={submit}
      onClose={onClose}
      busy={save.busy}
      error={inputError ?? save.error}
    >
      <Typography variant="body2">
        {sale?.customer} · sisa nota <strong>{formatRupiah(sale?.amount_outstanding)}</strong>
      </Typography>
      <DatePickerProvider>
        <DateInput label="Tanggal" size="small" required value={form.date} minDate={sale ? dayjs(sale.sale_date) : undefined} maxDate={dayjs()} onChange={(d) => set('date', d)} />
      </DatePickerProvider>
      <TextField select label="Metode" size="small" value={form.method} onChange={(e) => set('method', e.target.value as ReceiptForm['method'])}>
        {paymentMethodOptions(['cash', 'transfer']).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <NumberInput label="Nilai bayar (Rp)" size="small" mode="decimal" decimals={2} value={form.amount} onChange={(t) => set('amount', t)} />
      <NumberInput label="Diskon (Rp)" size="small" mode="decimal" decimals={2} value={form.discount} onChange={(t) => set('discount', t)} />
      <NumberInput label="Biaya admin bank (Rp)" size="small" mode="decimal" decimals={2} value={form.fee} onChange={(t) => set('fee', t)} />
      <TextField label="Catatan" size="small" value={form.memo} onChange={(e) => set('memo', e.target.value)} slotProps={{ htmlInput: { maxLength: 300 } }} />
    </FormDialog>
  );
}

/**
 * Terima Pembayaran modal (part 2 §2): date, method (cash or transfer), pay amount (default the
 * outstanding balance), discount, bank admin fee and note (default a settlement note of the
 * nota); in refund mode the money paid back. The §5 'Receipt' rules are checked here first, then
 * by the server (its message is shown, else 'Gagal menyimpan penerimaan.').
 */
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApiMutation } from '../../api/hooks';
import { DateInput } from '../../components/DateInput';
import { useBookLock } from '../../lib/useBookLock';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { formatDate } from '../../lib/format';
import { centsOf, centsRupiah } from '../../lib/money';
import { paymentMethodOptions } from '../../lib/payment';
import {
  SALE_TEXTS,
  outstandingAfter,
  postReceipt,
  receiptBody,
  receiptFormOf,
  validateReceipt,
  type ReceiptForm,
  type ReceiptMode,
  type ReceiptSale,
} from './egg-sales';

export interface ReceiptDialogProps {
  /** The sale and what to do, or null when closed. */
  target: { sale: ReceiptSale; mode: ReceiptMode } | null;
  onClose: () => void;
  /** After the server recorded it, with the message to show. */
  onSaved: (message: string) => unknown;
}

/** The receipt or refund modal of one piutang sale. */
export function ReceiptDialog({ target, onClose, onSaved }: ReceiptDialogProps) {
  const [form, setForm] = useState<ReceiptForm | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const save = useApiMutation(postReceipt, {
    fallback: SALE_TEXTS.receipt,
    onSuccess: () => onSaved(target?.mode === 'refund' ? SALE_TEXTS.refunded : SALE_TEXTS.paid),
  });
  const { reset } = save;

  useEffect(() => {
    setForm(target ? receiptFormOf(target.sale, target.mode) : null);
    setInputError(null);
    reset();
  }, [target, reset]);

  const set = <K extends keyof ReceiptForm>(key: K) => (value: ReceiptForm[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  const lock = useBookLock();
  const submit = () => {
    if (!target || !form) return;
    const invalid = lock.problem(form.date) ?? validateReceipt(target.sale, target.mode, form);
    setInputError(invalid);
    if (!invalid) void save.trigger(receiptBody(target.sale, target.mode, form));
  };

  const refund = target?.mode === 'refund';
  const sale = target?.sale;
  const after = target && form ? outstandingAfter(target.sale, target.mode, form) : null;

  return (
    <FormDialog
      open={!!target}
      title={refund ? 'Refund Pembayaran' : 'Terima Pembayaran'}
      submitLabel={refund ? 'Simpan Refund' : 'Simpan'}
      onSubmit={submit}
      onClose={onClose}
      busy={save.busy}
      error={inputError ?? save.error}
    >
      {sale && form && (
        <>
          <Typography variant="body2" component="div">
            Nota <strong>{sale.finance_code ?? `#${sale.sale_id}`}</strong> · {formatDate(sale.sale_date)} · {sale.customer}
            <br />
            Dibayar {centsRupiah(centsOf(sale.amount_paid) ?? 0)} · Sisa <strong>{centsRupiah(centsOf(sale.amount_outstanding) ?? 0)}</strong>
          </Typography>
          <DatePickerProvider>
            <DateInput label="Tanggal" value={form.date} onChange={set('date')} maxDate={dayjs()} minDate={dayjs(sale.sale_date)} lockDate={lock.lockDate} required fullWidth />
          </DatePickerProvider>
          <TextField select label="Metode" value={form.method} onChange={(e) => set('method')(e.target.value as ReceiptForm['method'])}>
            {paymentMethodOptions(['cash', 'transfer']).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <NumberInput mode="decimal" decimals={2} label={refund ? 'Nilai refund (Rp)' : 'Nilai bayar (Rp)'} value={form.amount} onChange={set('amount')} autoFocus />
          <NumberInput
            mode="decimal"
            decimals={2}
            label="Diskon (Rp)"
            value={form.discount}
            onChange={set('discount')}
            helperText={refund ? 'Refund tidak bisa digabung dengan diskon.' : 'Potongan pelunasan (opsional)'}
          />
          <NumberInput mode="decimal" decimals={2} label="Biaya admin bank (Rp)" value={form.fee} onChange={set('fee')} />
          <TextField label="Catatan" value={form.memo} onChange={(e) => set('memo')(e.target.value)} slotProps={{ htmlInput: { maxLength: 300 } }} />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Sisa setelah ini: {after === null ? '-' : centsRupiah(after)}
          </Typography>
        </>
      )}
    </FormDialog>
  );
}

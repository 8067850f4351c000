/**
 * The Terima Pembayaran / Refund modal of one sale (spec part 2 §2, §5 'Receipt'): date, method
 * (cash or transfer), amount (default the outstanding balance), discount, bank admin fee and note.
 * The §5 rules answer at their field (data/receipt), then the server's refusal is shown under the
 * field it names, else at the top ('Gagal menyimpan penerimaan.' when it sends no message).
 * Used by the egg sales and the reseller sales screens through their own `ReceiptDialog`.
 */
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useApiMutation } from '../api/hooks';
import { centsRupiah } from '../lib/money';
import { paymentMethodOptions } from '../lib/payment';
import { RECEIPT_TEXTS, outstandingAfter, postReceipt, receiptBody, receiptFormOf, receiptProblem, type ReceiptForm, type ReceiptMode, type ReceiptSale } from '../data/receipt';
import { useBookLock } from '../data/useBookLock';
import { at, useDialogForm, type FormProblem } from './useDialogForm';
import { DatePickerProvider } from './DatePickerProvider';
import { FormDialog } from './FormDialog';
import { FormDateInput, FormNumberInput, FormTextField } from './FormFields';

export interface ReceiptFormDialogProps {
  /** The sale and what to do, or null when closed. */
  target: { sale: ReceiptSale; mode: ReceiptMode } | null;
  title: string;
  submitLabel: string;
  /** The form opened on the sale (default `receiptFormOf(sale, mode)`). */
  formOf?: (sale: ReceiptSale, mode: ReceiptMode) => ReceiptForm;
  /** A problem of the screen checked before the §5 rules (e.g. 'Nota sudah lunas.'). */
  screenProblem?: (sale: ReceiptSale) => string | null;
  /** The sale shown above the fields. */
  summary?: ReactNode;
  /** Shows 'Sisa setelah ini' under the fields. */
  showAfter?: boolean;
  size?: 'small' | 'medium';
  onClose: () => void;
  /** After the server recorded it. */
  onSaved: () => unknown;
}

/** The receipt or refund modal of one sale; see the module comment. */
export function ReceiptFormDialog({ target, title, submitLabel, formOf = receiptFormOf, screenProblem, summary, showAfter, size, onClose, onSaved }: ReceiptFormDialogProps) {
  const lock = useBookLock();
  const empty: ReceiptForm = { date: dayjs(), method: 'cash', amount: '', discount: '', fee: '', memo: '' };
  const check = (f: ReceiptForm): FormProblem<ReceiptForm> => {
    if (!target) return null;
    const closed = lock.problem(f.date);
    return screenProblem?.(target.sale) ?? (closed ? at('date', closed) : receiptProblem(target.sale, target.mode, f));
  };
  const { control, dialog, submit, onServerError, watch } = useDialogForm<ReceiptForm>({
    values: target ? formOf(target.sale, target.mode) : empty,
    check,
    serverFields: { receipt_date: 'date', bank_fee: 'fee', discount_total: 'discount' },
  });
  const save = useApiMutation(postReceipt, { fallback: RECEIPT_TEXTS.save, onSuccess: onSaved, onError: onServerError });
  const form = watch();
  const refund = target?.mode === 'refund';
  const after = target && showAfter ? outstandingAfter(target.sale, target.mode, form) : null;

  return (
    <FormDialog
      open={!!target}
      title={title}
      submitLabel={submitLabel}
      {...dialog}
      onSubmit={submit((f) => target && save.trigger(receiptBody(target.sale, target.mode, f)))}
      onClose={onClose}
      busy={save.busy}
    >
      {summary}
      <DatePickerProvider>
        <FormDateInput
          control={control}
          name="date"
          label="Tanggal"
          size={size}
          maxDate={dayjs()}
          minDate={target ? dayjs(target.sale.sale_date) : undefined}
          lockDate={lock.lockDate}
          required
          fullWidth
        />
      </DatePickerProvider>
      <FormTextField control={control} name="method" select label="Metode" size={size}>
        {paymentMethodOptions(['cash', 'transfer']).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormNumberInput control={control} name="amount" mode="decimal" decimals={2} label={refund ? 'Nilai refund (Rp)' : 'Nilai bayar (Rp)'} size={size} autoFocus />
      <FormNumberInput
        control={control}
        name="discount"
        mode="decimal"
        decimals={2}
        label="Diskon (Rp)"
        size={size}
        helperText={refund ? 'Refund tidak bisa digabung dengan diskon.' : 'Potongan pelunasan (opsional)'}
      />
      <FormNumberInput control={control} name="fee" mode="decimal" decimals={2} label="Biaya admin bank (Rp)" size={size} />
      <FormTextField control={control} name="memo" label="Catatan" size={size} slotProps={{ htmlInput: { maxLength: 300 } }} />
      {showAfter && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Sisa setelah ini: {after === null ? '-' : centsRupiah(after)}
        </Typography>
      )}
    </FormDialog>
  );
}

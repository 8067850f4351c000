/**
 * Bayar hutang (issue #37 'Suppliers and payables'): one payment to a supplier on its open credit
 * purchases — the day, Tunai or Transfer, and what is paid on each purchase (at first its whole
 * rest; never more). One journal Dr Hutang Usaha / Cr Kas or Bank on the server.
 */
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useApiMutation } from '../../api/hooks';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { MoneyAccountField } from '../../components/MoneyAccountField';
import { at, useDialogForm } from '../../components/useDialogForm';
import { useBookLock } from '../../data/useBookLock';
import { formatDate } from '../../lib/format';
import { centsRupiah } from '../../lib/money';
import { paymentMethodOptions } from '../../lib/payment';
import { PAYABLES_TEXT, billKey, cents, payBody, payForm, payTotalCents, postPayment, validatePayForm, type PayForm, type SupplierPayable } from './suppliers';

export interface PayDialogProps {
  /** The supplier being paid with its open purchases, or null when closed. */
  supplier: SupplierPayable | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The modal: Tanggal, Metode bayar, and one amount per open purchase. */
export function PayDialog({ supplier, onClose, onSaved }: PayDialogProps) {
  const lock = useBookLock();
  const purchases = supplier?.purchases ?? [];
  const { control, dialog, submit, onServerError, watch } = useDialogForm<PayForm>({
    values: payForm(purchases),
    check: (f) => {
      const closed = lock.problem(f.tanggal);
      return closed ? at('tanggal', closed) : validatePayForm(f, purchases);
    },
    serverFields: { date: 'tanggal', bank_account_id: 'account' },
  });
  const save = useApiMutation(postPayment, { fallback: PAYABLES_TEXT.pay, onSuccess: onSaved, onError: onServerError });
  const form = watch();
  const total = payTotalCents(form);

  return (
    <FormDialog
      open={supplier !== null}
      title={supplier ? `Bayar Hutang: ${supplier.name}` : ''}
      submitLabel="Bayar"
      {...dialog}
      onSubmit={submit((f) => supplier && save.trigger(payBody(supplier.supplier_id, f, purchases)))}
      onClose={onClose}
      busy={save.busy}
    >
      <DatePickerProvider>
        <FormDateInput control={control} name="tanggal" label="Tanggal bayar" maxDate={dayjs()} lockDate={lock.lockDate} size="small" required fullWidth />
      </DatePickerProvider>
      <FormTextField control={control} name="method" select label="Metode bayar" size="small">
        {paymentMethodOptions(['cash', 'transfer']).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </FormTextField>
      <MoneyAccountField control={control} name="account" method={form.method} />
      {purchases.map((p) => (
        <FormNumberInput
          key={billKey(p)}
          control={control}
          name={`amounts.${billKey(p)}`}
          mode="decimal"
          decimals={2}
          label={`${p.code ?? `#${p.purchase_id}`} (Rp)`}
          size="small"
          helperText={`${p.description}, jatuh tempo ${formatDate(p.due_date)}; sisa ${centsRupiah(cents(p.outstanding))}`}
        />
      ))}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Total bayar: {centsRupiah(total)}
      </Typography>
    </FormDialog>
  );
}

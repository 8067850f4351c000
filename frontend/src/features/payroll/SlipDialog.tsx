/** Slip gaji baru (issue #40 'Wages'): ABK, periode, tanggal, gaji kotor, potongan, dibayar tunai/transfer atau belum (hutang gaji). */
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { at, useDialogForm } from '../../components/useDialogForm';
import { useBookLock } from '../../data/useBookLock';
import { centsRupiah, toCents } from '../../lib/money';
import { METHOD_LABELS, PAYROLL_TEXT, addSlip, slipBody, slipForm, validateSlipForm, type SlipForm } from './payroll';

export interface SlipDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** The modal; the net (gross − deductions) is shown as typed. */
export function SlipDialog({ open, onClose, onSaved }: SlipDialogProps) {
  const { tenantId } = useTenantId();
  const lock = useBookLock();
  const abk = useApiQuery(tenantId && open ? '/api/abk' : null, {});
  const { control, dialog, submit, onServerError, watch } = useDialogForm<SlipForm>({
    values: slipForm(),
    check: (f) => {
      const closed = lock.problem(f.tanggal);
      return closed ? at('tanggal', closed) : validateSlipForm(f);
    },
    serverFields: { abk_id: 'abk', date: 'tanggal' },
  });
  const save = useApiMutation(addSlip, { fallback: PAYROLL_TEXT.add, onSuccess: onSaved, onError: onServerError });
  const net = (toCents(watch('gross')) ?? 0) - (toCents(watch('deductions')) ?? 0);

  return (
    <FormDialog open={open} title="Slip Gaji Baru" submitLabel="Simpan" {...dialog} onSubmit={submit((f) => save.trigger(slipBody(f)))} onClose={onClose} busy={save.busy}>
      <FormTextField control={control} name="abk" select label="ABK" size="small" required>
        {(abk.data ?? []).filter((a) => a.aktif).map((a) => (
          <MenuItem key={a.id} value={String(a.id)}>
            {a.nama_panggilan}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="period" label="Periode (MM/YYYY)" size="small" required />
      <DatePickerProvider>
        <FormDateInput control={control} name="tanggal" label="Tanggal" maxDate={dayjs()} lockDate={lock.lockDate} size="small" required fullWidth />
      </DatePickerProvider>
      <FormNumberInput control={control} name="gross" mode="decimal" decimals={2} label="Gaji kotor (Rp)" size="small" required />
      <FormNumberInput control={control} name="deductions" mode="decimal" decimals={2} label="Potongan (Rp)" size="small" helperText="Kasbon, absen" />
      <FormTextField control={control} name="method" select label="Pembayaran" size="small">
        {Object.entries(METHOD_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="note" label="Catatan" size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Typography variant="body2" aria-live="polite">
        Gaji bersih: {centsRupiah(net)}
      </Typography>
    </FormDialog>
  );
}

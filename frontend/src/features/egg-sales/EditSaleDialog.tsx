/**
 * Edit sale modal (part 2 §2, §5: the rules of a new sale, 'Pilih metode bayar.'): date,
 * customer, method, the grade lines and the note of a recorded sale. The kg of the sale itself
 * count as available while it is edited. Each problem stands at its field (a grade's kg or price
 * in the table); the server's refusal under the field it names, any other at the top, else
 * 'Gagal memperbarui.'. A sale in a closed period cannot change ('Periode sampai … sudah
 * ditutup.'): its fields are then read-only, Simpan is hidden and the modal's action is 'Catat Retur'
 * (the return modal) for eggs that came back; a save the server refuses for a closed period offers
 * 'Catat Retur' beside its message.
 */
import { useMemo } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { Controller } from 'react-hook-form';
import { api, errorText, send } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useBookLock } from '../../data/useBookLock';
import { at, useDialogForm, type FormProblem } from '../../components/useDialogForm';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { FormDateInput, FormTextField } from '../../components/FormFields';
import { PageLoading } from '../../components/PageLoading';
import { paymentMethodOptions } from '../../lib/payment';
import { GradeLines } from './GradeLines';
import {
  EDIT_SERVER_FIELDS,
  GRADES,
  SALE_TEXTS,
  editBody,
  editFormOf,
  emptyLines,
  isClosedPeriod,
  ownKg,
  validateEdit,
  type Availability,
  type Customer,
  type EditForm,
  type Grade,
  type LinesErrors,
  type SaleDetail,
  type SaleUpdateBody,
} from './egg-sales';

const putSale = ({ id, body }: { id: number; body: SaleUpdateBody }) => send(api.PUT('/api/egg-sales/{id}', { params: { path: { id } }, body }));

/** Kg per grade the edited sale may hold: what the day has left plus the sale's own kg; null while unknown. */
function availableToEdit(a: Availability | undefined, sale: SaleDetail | undefined): Record<Grade, number> | null {
  if (!a) return null;
  const own = ownKg(sale);
  return Object.fromEntries(GRADES.map((g) => [g, Math.round((a[g].avail_kg + own[g]) * 100) / 100])) as Record<Grade, number>;
}

/** The form while the sale is loading (not shown; the same object on every render). */
const LOADING: EditForm = { date: null, customerId: null, method: '', notes: '', lines: emptyLines() };

export interface EditSaleDialogProps {
  /** The sale being edited, or null when closed. */
  saleId: number | null;
  /** The active customers (the picker), in the picker's order. */
  customers: readonly Customer[];
  onClose: () => void;
  onSaved: () => unknown;
  /** Opens the return modal of the sale (offered when its period is closed). */
  onReturn: (saleId: number) => void;
}

/** The edit modal of one sale. */
export function EditSaleDialog({ saleId, customers, onClose, onSaved, onReturn }: EditSaleDialogProps) {
  const detail = useApiQuery(saleId === null ? null : '/api/egg-sales/{id}', { params: { path: { id: saleId ?? 0 } } }, { revalidateOnFocus: false });
  const data = saleId !== null && detail.data && detail.data.header.sale_id === saleId ? detail.data : null;
  const lock = useBookLock();
  // The sale arrives after the dialog opens: the form follows its detail (react-hook-form's `values`), so it shows the
  // sale just loaded and, on each opening, that sale again.
  const values = useMemo(() => (data ? editFormOf(data) : LOADING), [data]);
  const { control, dialog, submit, onServerError, watch, formState, getFieldState } = useDialogForm<EditForm>({
    values,
    check: (f): FormProblem<EditForm> => {
      const closed = lock.problem(f.date);
      return closed ? at('date', closed) : validateEdit(f, avail ?? undefined);
    },
    serverFields: EDIT_SERVER_FIELDS,
    follow: true,
  });
  const save = useApiMutation(putSale, { fallback: SALE_TEXTS.update, onSuccess: onSaved, onError: onServerError });

  const date = watch('date');
  const day = date?.isValid() ? date.format('YYYY-MM-DD') : null;
  const availability = useApiQuery(saleId !== null && day ? '/api/egg-sales/available' : null, { params: { query: { date: day ?? undefined } } });
  const avail = availableToEdit(availability.data, detail.data);

  const options = useMemo(() => {
    const h = detail.data?.header;
    const list = [...customers];
    if (h && !list.some((c) => c.id === h.customer_id)) list.push({ id: h.customer_id, name: h.customer } as Customer);
    return list;
  }, [customers, detail.data]);
  const linesErrors: LinesErrors = Object.fromEntries(
    GRADES.map((g) => [g, { qty: getFieldState(`lines.${g}.qty`, formState).error?.message, price: getFieldState(`lines.${g}.price`, formState).error?.message }]),
  );

  // Month close: a sale dated in a closed period cannot be edited at all (whatever its new date).
  const closedSale = lock.problem(detail.data?.header.sale_date);
  const code = detail.data?.header.finance_code;
  // Known before typing (the farm's lock date) or answered by the server (422): offer a return.
  const closedMessage = closedSale ?? (isClosedPeriod(dialog.error) ? dialog.error : null);
  const readOnly = !!closedSale;
  const returnOf = (id: number) => (
    <Button color="inherit" size="small" onClick={() => onReturn(id)} sx={{ minHeight: 44 }}>
      Catat Retur
    </Button>
  );
  return (
    <FormDialog
      open={saleId !== null}
      title={code ? `Edit Penjualan ${code}` : 'Edit Penjualan'}
      {...dialog}
      // A sale of a closed period only shows: its one action is the return.
      submitLabel={closedSale ? 'Catat Retur' : 'Simpan'}
      cancelLabel={closedSale ? 'Tutup' : undefined}
      error={closedMessage ? null : dialog.error}
      onSubmit={closedSale ? () => saleId !== null && onReturn(saleId) : submit((f) => saleId !== null && save.trigger({ id: saleId, body: editBody(f) }))}
      onClose={onClose}
      busy={save.busy}
    >
      {closedMessage && saleId !== null && (
        <Alert severity="warning" role="alert" action={closedSale ? undefined : returnOf(saleId)}>
          {closedMessage} Penjualan pada periode yang sudah ditutup tidak dapat diubah; catat retur untuk telur yang dikembalikan.
        </Alert>
      )}
      {detail.error && <Alert severity="error">{errorText(detail.error, SALE_TEXTS.detail)}</Alert>}
      {!data && !detail.error && <PageLoading />}
      {data && (
        <>
          <DatePickerProvider>
            <FormDateInput control={control} name="date" label="Tanggal" maxDate={dayjs()} lockDate={lock.lockDate} required fullWidth disabled={readOnly} />
          </DatePickerProvider>
          <FormTextField control={control} name="customerId" select label="Pelanggan" required disabled={readOnly}>
            {options.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="method" select label="Metode bayar" required disabled={readOnly}>
            {paymentMethodOptions().map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </FormTextField>
          {availability.error && <Alert severity="warning">{errorText(availability.error, SALE_TEXTS.availability)}</Alert>}
          <Controller control={control} name="lines" render={({ field }) => <GradeLines compact lines={field.value} onChange={field.onChange} avail={avail} errors={linesErrors} disabled={readOnly} />} />
          <FormTextField control={control} name="notes" label="Catatan" disabled={readOnly} slotProps={{ htmlInput: { maxLength: 300 } }} />
        </>
      )}
    </FormDialog>
  );
}

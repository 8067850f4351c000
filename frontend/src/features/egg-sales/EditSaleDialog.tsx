/**
 * Edit sale modal (part 2 §2, §5: the rules of a new sale, 'Pilih metode bayar.'): date,
 * customer, method, the grade lines and the note of a recorded sale. The kg of the sale itself
 * count as available while it is edited. The server's refusal is shown, else 'Gagal memperbarui.'.
 * A sale in a closed period cannot change ('Periode sampai … sudah ditutup.'): the modal then
 * offers 'Catat Retur' (the return modal) for eggs that came back.
 */
import { useEffect, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { api, errorText, send } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DateInput } from '../../components/DateInput';
import { useBookLock } from '../../lib/useBookLock';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { PageLoading } from '../../components/PageLoading';
import { paymentMethodOptions } from '../../lib/payment';
import { GradeLines } from './GradeLines';
import { GRADES, SALE_TEXTS, editBody, editFormOf, isClosedPeriod, ownKg, validateEdit, type Customer, type EditForm, type Grade, type SaleUpdateBody } from './egg-sales';

const putSale = ({ id, body }: { id: number; body: SaleUpdateBody }) => send(api.PUT('/api/egg-sales/{id}', { params: { path: { id } }, body }));

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
  const [form, setForm] = useState<EditForm | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const save = useApiMutation(putSale, { fallback: SALE_TEXTS.update, onSuccess: onSaved });
  const { reset } = save;

  useEffect(() => {
    setForm(saleId !== null && detail.data && detail.data.header.sale_id === saleId ? editFormOf(detail.data) : null);
    setInputError(null);
    reset();
  }, [saleId, detail.data, reset]);

  const day = form?.date?.isValid() ? form.date.format('YYYY-MM-DD') : null;
  const availability = useApiQuery(saleId !== null && day ? '/api/egg-sales/available' : null, { params: { query: { date: day ?? undefined } } });
  const avail = useMemo(() => {
    const a = availability.data;
    if (!a) return null;
    const own = ownKg(detail.data);
    return Object.fromEntries(GRADES.map((g) => [g, Math.round((a[g].avail_kg + own[g]) * 100) / 100])) as Record<Grade, number>;
  }, [availability.data, detail.data]);

  const options = useMemo(() => {
    const h = detail.data?.header;
    const list = [...customers];
    if (h && !list.some((c) => c.id === h.customer_id)) list.push({ id: h.customer_id, name: h.customer } as Customer);
    return list;
  }, [customers, detail.data]);

  const set = <K extends keyof EditForm>(key: K) => (value: EditForm[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  const lock = useBookLock();
  // Month close: a sale dated in a closed period cannot be edited at all (whatever its new date).
  const closedSale = lock.problem(detail.data?.header.sale_date);
  const submit = () => {
    if (!form || saleId === null || closedSale) return;
    const invalid = lock.problem(form.date) ?? validateEdit(form, avail ?? undefined);
    setInputError(invalid);
    if (!invalid) void save.trigger({ id: saleId, body: editBody(form) });
  };

  const code = detail.data?.header.finance_code;
  // Known before typing (the farm's lock date) or answered by the server (422): offer a return.
  const closedMessage = closedSale ?? (!inputError && isClosedPeriod(save.error) ? save.error : null);
  return (
    <FormDialog
      open={saleId !== null}
      title={code ? `Edit Penjualan ${code}` : 'Edit Penjualan'}
      submitLabel="Simpan"
      onSubmit={submit}
      onClose={onClose}
      busy={save.busy}
      error={closedMessage ? null : (inputError ?? save.error)}
    >
      {closedMessage && saleId !== null && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => onReturn(saleId)} sx={{ minHeight: 44 }}>
              Catat Retur
            </Button>
          }
        >
          {closedMessage} Penjualan pada periode yang sudah ditutup tidak dapat diubah; catat retur untuk telur yang dikembalikan.
        </Alert>
      )}
      {detail.error && <Alert severity="error">{errorText(detail.error, SALE_TEXTS.detail)}</Alert>}
      {!form && !detail.error && <PageLoading />}
      {form && (
        <>
          <DatePickerProvider>
            <DateInput label="Tanggal" value={form.date} onChange={set('date')} maxDate={dayjs()} lockDate={lock.lockDate} required fullWidth />
          </DatePickerProvider>
          <TextField select label="Pelanggan" required value={form.customerId ?? ''} onChange={(e) => set('customerId')(Number(e.target.value) || null)}>
            {options.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Metode bayar" required value={form.method} onChange={(e) => set('method')(e.target.value as EditForm['method'])}>
            {paymentMethodOptions().map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          {availability.error && <Alert severity="warning">{errorText(availability.error, SALE_TEXTS.availability)}</Alert>}
          <GradeLines compact lines={form.lines} onChange={set('lines')} avail={avail} />
          <TextField label="Catatan" value={form.notes} onChange={(e) => set('notes')(e.target.value)} slotProps={{ htmlInput: { maxLength: 300 } }} />
        </>
      )}
    </FormDialog>
  );
}

/**
 * Retur modal of a sale (issue #20 'Returns and refunds on their own day'): the sale's returns so
 * far, then a new one — the day the eggs came back (not before the sale, not after today), kg per
 * grade up to what is left to return, the reason, and a preview of the amount (at the sale's price
 * per kg) and of what it does (less owed, a credit to refund, or money paid back for a cash or
 * transfer sale). Saving asks for a confirmation first; the server's refusal is shown, else
 * 'Gagal menyimpan retur.'. Returned eggs do not go back to sellable stock.
 */
import { useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { useBookLock } from '../../data/useBookLock';
import { at, useDialogForm } from '../../components/useDialogForm';
import { FormDialog } from '../../components/FormDialog';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { PageLoading } from '../../components/PageLoading';
import { formatDate, formatNumber } from '../../lib/format';
import { centsOf, centsRupiah } from '../../lib/money';
import { paymentMethodLabel } from '../../lib/payment';
import { RETURN_SERVER_FIELDS, RETURN_TEXTS, SALE_TEXTS, postReturn, returnAmount, returnBody, returnFormOf, validateReturn, type ReturnForm } from './egg-sales';

/** The form as compared for the confirmation: a change after 'Catat Retur' asks again. */
const formKey = (f: ReturnForm): string => JSON.stringify([f.date?.isValid() ? f.date.format('YYYY-MM-DD') : null, f.qty, f.reason]);

export interface ReturnDialogProps {
  /** The sale the eggs come back from, or null when closed. */
  saleId: number | null;
  onClose: () => void;
  /** After the server recorded the return, with the message to show. */
  onSaved: (message: string) => unknown;
}

/** The return modal of one sale. */
export function ReturnDialog({ saleId, onClose, onSaved }: ReturnDialogProps) {
  const detail = useApiQuery(saleId === null ? null : '/api/egg-sales/{id}', { params: { path: { id: saleId ?? 0 } } }, { revalidateOnFocus: false });
  const data = detail.data && detail.data.header.sale_id === saleId ? detail.data : null;
  const h = data?.header;
  const returnable = data?.returnable ?? [];
  // Month close: the return day stops at the first open day (a return is dated when the eggs come back).
  const lock = useBookLock();
  // An empty return dated today each time the dialog opens; each problem stands at its field.
  const { control, dialog, submit, onServerError, watch } = useDialogForm<ReturnForm>({
    values: returnFormOf(),
    check: (f) => {
      const closed = lock.problem(f.date);
      return closed ? at('date', closed) : h ? validateReturn(h.sale_date, returnable, f) : null;
    },
    serverFields: RETURN_SERVER_FIELDS,
  });
  const save = useApiMutation(postReturn, { fallback: RETURN_TEXTS.save, onSuccess: () => onSaved(RETURN_TEXTS.saved), onError: onServerError });
  // The form as it was when 'Catat Retur' asked for the confirmation; any change since asks again.
  const [asked, setAsked] = useState<string | null>(null);
  const form = watch();
  const confirming = asked !== null && asked === formKey(form);
  const amount = returnAmount(returnable, form);

  const record = (f: ReturnForm) => {
    if (!h || saleId === null) return;
    if (!confirming) return setAsked(formKey(f));
    return save.trigger({ saleId, body: returnBody(returnable, f) });
  };
  const onOpen = () => {
    dialog.onOpen();
    setAsked(null);
  };

  const code = h?.finance_code ?? (saleId !== null ? `#${saleId}` : '');
  const outstanding = h ? (centsOf(h.amount_outstanding) ?? 0) : 0;
  const after = outstanding - amount;
  const effect = !h
    ? ''
    : h.payment_method === 'piutang'
      ? after < 0
        ? `Sisa piutang menjadi ${centsRupiah(0)}; kelebihan bayar ${centsRupiah(-after)} dapat direfund.`
        : `Sisa piutang menjadi ${centsRupiah(after)}.`
      : `Uang dikembalikan ${paymentMethodLabel(h.payment_method).toLowerCase()} ${centsRupiah(amount)} pada tanggal retur.`;

  return (
    <FormDialog
      open={saleId !== null}
      title={h ? `Retur Penjualan ${code}` : 'Retur Penjualan'}
      submitLabel={confirming ? 'Ya, Catat Retur' : 'Catat Retur'}
      {...dialog}
      onOpen={onOpen}
      onSubmit={submit(record)}
      onClose={onClose}
      busy={save.busy}
    >
      {detail.error && <Alert severity="error">{errorText(detail.error, SALE_TEXTS.detail)}</Alert>}
      {!data && !detail.error && <PageLoading />}
      {data && h && (
        <>
          <Typography variant="body2" component="div">
            Nota <strong>{code}</strong> · {formatDate(h.sale_date)} · {h.customer} · {paymentMethodLabel(h.payment_method)}
            <br />
            Total {centsRupiah(centsOf(h.total_amount) ?? 0)} · Retur {centsRupiah(centsOf(h.amount_returned) ?? 0)} · Sisa <strong>{centsRupiah(outstanding)}</strong>
          </Typography>
          {data.returns.length > 0 && (
            <Table size="small" aria-label="Retur sebelumnya">
              <TableHead>
                <TableRow>
                  <TableCell>Tanggal</TableCell>
                  <TableCell>Kode</TableCell>
                  <TableCell>Telur</TableCell>
                  <TableCell align="right">Nilai</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.returns.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{formatDate(r.return_date)}</TableCell>
                    <TableCell>{r.journal_code ?? '-'}</TableCell>
                    <TableCell>
                      {r.lines.map((l) => `${l.grade} ${formatNumber(l.qty_kg, 2)} kg`).join(', ')} · {r.reason}
                    </TableCell>
                    <TableCell align="right">{centsRupiah(centsOf(r.total_amount) ?? 0)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <DatePickerProvider>
            <FormDateInput control={control} name="date" label="Tanggal retur" maxDate={dayjs()} minDate={dayjs(h.sale_date)} lockDate={lock.lockDate} required fullWidth />
          </DatePickerProvider>
          {returnable.map((r) => (
            <FormNumberInput
              key={r.grade}
              control={control}
              name={`qty.${r.grade}`}
              mode="decimal"
              decimals={2}
              label={`Retur ${r.grade} (kg)`}
              disabled={r.returnable_kg <= 0}
              helperText={`Terjual ${formatNumber(r.sold_kg, 2)} kg · sudah diretur ${formatNumber(r.returned_kg, 2)} kg · maks ${formatNumber(r.returnable_kg, 2)} kg · ${centsRupiah(centsOf(r.unit_price) ?? 0)}/kg`}
            />
          ))}
          <FormTextField control={control} name="reason" label="Alasan" required placeholder="Telur pecah, ditolak pembeli…" slotProps={{ htmlInput: { maxLength: 300 } }} />
          <Typography variant="body2" aria-live="polite">
            Nilai retur: <strong>{centsRupiah(amount)}</strong>
            {amount > 0 && (
              <>
                <br />
                {effect}
              </>
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {RETURN_TEXTS.note}
          </Typography>
          {confirming && (
            <Alert severity="warning" role="status">
              Catat retur {centsRupiah(amount)} untuk nota {code} pada {form.date ? formatDate(form.date.format('YYYY-MM-DD')) : '-'}? Retur tidak dapat diubah atau dihapus.
            </Alert>
          )}
        </>
      )}
    </FormDialog>
  );
}

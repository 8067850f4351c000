/**
 * Retur modal of a sale (issue #20 'Returns and refunds on their own day'): the sale's returns so
 * far, then a new one — the day the eggs came back (not before the sale, not after today), kg per
 * grade up to what is left to return, the reason, and a preview of the amount (at the sale's price
 * per kg) and of what it does (less owed, a credit to refund, or money paid back for a cash or
 * transfer sale). Saving asks for a confirmation first; the server's refusal is shown, else
 * 'Gagal menyimpan retur.'. Returned eggs do not go back to sellable stock.
 */
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { useBookLock } from '../../lib/useBookLock';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { PageLoading } from '../../components/PageLoading';
import { formatDate, formatNumber } from '../../lib/format';
import { centsOf, centsRupiah } from '../../lib/money';
import { paymentMethodLabel } from '../../lib/payment';
import { RETURN_TEXTS, SALE_TEXTS, postReturn, returnAmount, returnBody, returnFormOf, validateReturn, type Grade, type ReturnForm } from './egg-sales';

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
  const [form, setForm] = useState<ReturnForm | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useApiMutation(postReturn, { fallback: RETURN_TEXTS.save, onSuccess: () => onSaved(RETURN_TEXTS.saved) });
  const { reset } = save;

  useEffect(() => {
    setForm(saleId === null ? null : returnFormOf());
    setInputError(null);
    setConfirming(false);
    reset();
  }, [saleId, reset]);

  const data = detail.data && detail.data.header.sale_id === saleId ? detail.data : null;
  const h = data?.header;
  const returnable = data?.returnable ?? [];
  const amount = form ? returnAmount(returnable, form) : 0;
  const setQty = (g: Grade) => (text: string) => {
    setConfirming(false);
    setForm((f) => (f ? { ...f, qty: { ...f.qty, [g]: text } } : f));
  };
  const set = <K extends keyof ReturnForm>(key: K) => (value: ReturnForm[K]) => {
    setConfirming(false);
    setForm((f) => (f ? { ...f, [key]: value } : f));
  };

  // Month close: the return day stops at the first open day (a return is dated when the eggs come back).
  const lock = useBookLock();
  const submit = () => {
    if (!form || !h || saleId === null) return;
    const invalid = lock.problem(form.date) ?? validateReturn(h.sale_date, returnable, form);
    setInputError(invalid);
    if (invalid) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    void save.trigger({ saleId, body: returnBody(returnable, form) });
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
      onSubmit={submit}
      onClose={onClose}
      busy={save.busy}
      error={inputError ?? save.error}
    >
      {detail.error && <Alert severity="error">{errorText(detail.error, SALE_TEXTS.detail)}</Alert>}
      {!data && !detail.error && <PageLoading />}
      {data && h && form && (
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
            <DateInput label="Tanggal retur" value={form.date} onChange={set('date')} maxDate={dayjs()} minDate={dayjs(h.sale_date)} lockDate={lock.lockDate} required fullWidth />
          </DatePickerProvider>
          {returnable.map((r) => (
            <NumberInput
              key={r.grade}
              mode="decimal"
              decimals={2}
              label={`Retur ${r.grade} (kg)`}
              value={form.qty[r.grade]}
              onChange={setQty(r.grade)}
              disabled={r.returnable_kg <= 0}
              helperText={`Terjual ${formatNumber(r.sold_kg, 2)} kg · sudah diretur ${formatNumber(r.returned_kg, 2)} kg · maks ${formatNumber(r.returnable_kg, 2)} kg · ${centsRupiah(r.unit_price * 100)}/kg`}
            />
          ))}
          <TextField label="Alasan" required value={form.reason} onChange={(e) => set('reason')(e.target.value)} placeholder="Telur pecah, ditolak pembeli…" slotProps={{ htmlInput: { maxLength: 300 } }} />
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

/** Execute-sale modal of an order (spec part 2 §5 'Execute sale'): a stock panel, kg and price per grade, payment method; posts an egg sale with preorder_id. */
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
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
import { useBookLock } from '../../lib/useBookLock';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { formatNumber } from '../../lib/format';
import { paymentMethodOptions } from '../../lib/payment';
import { GRADES, PREORDER_TEXT, availableKg, executeBody, executeForm, executePreorder, failure, validateExecution, type ExecuteForm, type Grade, type Preorder } from './preorders';

/** The modal for `order` (null: closed). */
export function ExecuteDialog({ order, onClose, onSaved }: { order: Preorder | null; onClose: () => void; onSaved: () => void }) {
  const [form, setForm] = useState<ExecuteForm | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const saleDate = form?.saleDate?.isValid() ? form.saleDate.format('YYYY-MM-DD') : null;
  const stock = useApiQuery(order && saleDate ? '/api/egg-sales/available' : null, { params: { query: { date: saleDate ?? '' } } });
  const save = useApiMutation(executePreorder, { fallback: PREORDER_TEXT.sale, onSuccess: onSaved });
  const { reset } = save;

  useEffect(() => {
    if (order) {
      setForm(executeForm(order));
      setInputError(null);
      reset();
    }
  }, [order, reset]);

  const available = availableKg(stock.data);
  const setLine = (kind: 'qty' | 'price', g: Grade, text: string) => setForm((f) => f && { ...f, [kind]: { ...f[kind], [g]: text } });
  const lock = useBookLock();
  const submit = () => {
    if (!order || !form) return;
    const invalid = lock.problem(form.saleDate) ?? validateExecution(form, available);
    setInputError(invalid);
    if (!invalid) void save.trigger(executeBody(form, order));
  };

  return (
    <FormDialog
      open={order !== null}
      title={`Eksekusi Penjualan · ${order?.customer_name ?? ''}`}
      submitLabel="Simpan Penjualan"
      onSubmit={submit}
      onClose={onClose}
      busy={save.busy}
      error={inputError ?? failure(PREORDER_TEXT.sale, save.error)}
    >
      {form && order && (
        <>
          <DatePickerProvider>
            <DateInput label="Tanggal jual" size="small" required value={form.saleDate} maxDate={dayjs()} lockDate={lock.lockDate} onChange={(d) => setForm((f) => f && { ...f, saleDate: d })} />
          </DatePickerProvider>
          <section aria-label="Stok tersedia">
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              Stok tersedia
            </Typography>
            {stock.error ? (
              <Alert severity="warning">{errorText(stock.error, 'Gagal memuat ketersediaan')}</Alert>
            ) : (
              <Table size="small" aria-label="Stok per grade">
                <TableHead>
                  <TableRow>
                    <TableCell>Grade</TableCell>
                    <TableCell align="right">Tersedia (kg)</TableCell>
                    <TableCell align="right">Dipesan (kg)</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {GRADES.map((g) => (
                    <TableRow key={g}>
                      <TableCell>{g}</TableCell>
                      <TableCell align="right">{stock.data ? formatNumber(stock.data[g].avail_kg, 2) : '…'}</TableCell>
                      <TableCell align="right">{stock.data ? formatNumber(stock.data[g].reserved_kg, 2) : '…'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </section>
          {GRADES.map((g) => (
            <Stack key={g} direction="row" spacing={1}>
              <NumberInput
                label={`Qty ${g} (kg)`}
                size="small"
                mode="decimal"
                decimals={2}
                max={available?.[g]}
                value={form.qty[g]}
                onChange={(t) => setLine('qty', g, t)}
                sx={{ flex: 1 }}
              />
              <NumberInput label={`Harga ${g} (Rp/kg)`} size="small" mode="integer" value={form.price[g]} onChange={(t) => setLine('price', g, t)} sx={{ flex: 1 }} />
            </Stack>
          ))}
          <TextField select label="Metode bayar" size="small" value={form.method} onChange={(e) => setForm((f) => f && { ...f, method: e.target.value as ExecuteForm['method'] })}>
            {paymentMethodOptions().map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          {form.method === 'piutang' && (
            <DatePickerProvider>
              <DateInput label="Jatuh tempo" size="small" value={form.dueDate} minDate={form.saleDate ?? undefined} onChange={(d) => setForm((f) => f && { ...f, dueDate: d })} />
            </DatePickerProvider>
          )}
          <TextField label="Catatan" size="small" value={form.notes} onChange={(e) => setForm((f) => f && { ...f, notes: e.target.value })} slotProps={{ htmlInput: { maxLength: 300 } }} />
        </>
      )}
    </FormDialog>
  );
}

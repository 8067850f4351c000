/** Execute-sale modal of an order (spec part 2 §5 'Execute sale'): a stock panel, kg and price per grade, payment method; posts an egg sale with preorder_id. */
import { useEffect } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useBookLock } from '../../data/useBookLock';
import { at, useDialogForm } from '../../components/useDialogForm';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { formatDate, formatNumber } from '../../lib/format';
import { fillPrices, lastPriceTexts } from '../../data/last-prices';
import { paymentMethodOptions } from '../../lib/payment';
import {
  EXECUTE_SERVER_FIELDS,
  GRADES,
  PREORDER_TEXT,
  availableKg,
  executeBody,
  executeForm,
  executePreorder,
  prefixedServerError,
  validateExecution,
  type ExecuteForm,
  type Preorder,
} from './preorders';

/** Body fields the form shows: their refusal stands under the field, any other at the top as 'Gagal simpan penjualan: …'. */
const SHOWN = [...Object.keys(EXECUTE_SERVER_FIELDS), 'notes'];

/** The modal for `order` (null: closed). */
export function ExecuteDialog({ order, onClose, onSaved }: { order: Preorder | null; onClose: () => void; onSaved: () => void }) {
  const lock = useBookLock();
  // The customer's last price per grade fills each empty price (editable), when the dialog opens or when it arrives.
  const lastReq = useApiQuery(order ? '/api/egg-sales/last-prices' : null, { params: { query: { customer_id: order?.customer_id ?? 0 } } });
  const last = lastPriceTexts(lastReq.data);
  const lastDays = Object.fromEntries((lastReq.data?.prices ?? []).map((p) => [p.grade, p.sale_date]));
  const opened = executeForm(order);
  // The form takes the order's remaining kg each time the dialog opens; the closed day and the §5 rules stand at their field.
  const { control, dialog, submit, onServerError, watch, getValues, setValue } = useDialogForm<ExecuteForm>({
    values: { ...opened, price: fillPrices(opened.price, last).prices },
    check: (f) => {
      const closed = lock.problem(f.saleDate);
      return closed ? at('saleDate', closed) : validateExecution(f, available);
    },
    serverFields: EXECUTE_SERVER_FIELDS,
  });
  const [saleDate, method, prices] = watch(['saleDate', 'method', 'price']);
  const lastData = lastReq.data;
  useEffect(() => {
    // Prices that arrive after the dialog opened fill the grades still empty; a typed price stays.
    if (!lastData) return;
    const now = getValues('price');
    const filled = fillPrices(now, lastPriceTexts(lastData)).prices;
    for (const g of GRADES) if (filled[g] !== now[g]) setValue(`price.${g}`, filled[g]);
  }, [lastData, getValues, setValue]);
  const day = saleDate?.isValid() ? saleDate.format('YYYY-MM-DD') : null;
  const stock = useApiQuery(order && day ? '/api/egg-sales/available' : null, { params: { query: { date: day ?? '' } } });
  const available = availableKg(stock.data);
  const save = useApiMutation(executePreorder, { fallback: PREORDER_TEXT.sale, onSuccess: onSaved, onError: prefixedServerError(PREORDER_TEXT.sale, SHOWN, onServerError) });

  return (
    <FormDialog
      open={order !== null}
      title={`Eksekusi Penjualan · ${order?.customer_name ?? ''}`}
      submitLabel="Simpan Penjualan"
      {...dialog}
      onSubmit={submit((f) => order && save.trigger(executeBody(f, order)))}
      onClose={onClose}
      busy={save.busy}
    >
      {order && (
        <>
          <DatePickerProvider>
            <FormDateInput control={control} name="saleDate" label="Tanggal jual" size="small" required maxDate={dayjs()} lockDate={lock.lockDate} />
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
              <FormNumberInput control={control} name={`qty.${g}`} label={`Qty ${g} (kg)`} size="small" mode="decimal" decimals={2} max={available?.[g]} sx={{ flex: 1 }} />
              <FormNumberInput
                control={control}
                name={`price.${g}`}
                label={`Harga ${g} (Rp/kg)`}
                size="small"
                mode="integer"
                sx={{ flex: 1 }}
                helperText={last[g] !== undefined && prices?.[g] === last[g] ? `Harga terakhir ${formatDate(lastDays[g])}` : undefined}
              />
            </Stack>
          ))}
          <FormTextField control={control} name="method" select label="Metode bayar" size="small">
            {paymentMethodOptions().map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </FormTextField>
          {method === 'piutang' && (
            <DatePickerProvider>
              <FormDateInput control={control} name="dueDate" label="Jatuh tempo" size="small" minDate={saleDate ?? undefined} />
            </DatePickerProvider>
          )}
          <FormTextField control={control} name="notes" label="Catatan" size="small" slotProps={{ htmlInput: { maxLength: 300 } }} />
        </>
      )}
    </FormDialog>
  );
}

/**
 * Campur (issue #37): mixes kg of a ration on a day. Before saving it shows what each ingredient
 * gives (kg × %), what is in stock then and what is missing (GET …/batches/preview); a short
 * ingredient is mixed anyway at its last average, as usage beyond the stock is, and said so.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { useBookLock } from '../../data/useBookLock';
import { formatNumber } from '../../lib/format';
import { amountOf } from '../../lib/money';
import { batchKg, kgText, mixBatch, pctText, RATION_TEXT, shortfallText, type Ration } from './rations';

export interface MixDialogProps {
  /** The ration to mix, or null when closed. */
  ration: Ration | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The Campur modal of one ration. */
export function MixDialog({ ration, onClose, onSaved }: MixDialogProps) {
  const lock = useBookLock();
  const [date, setDate] = useState<Dayjs | null>(dayjs());
  const [kg, setKg] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** Each time the dialog opens: today and no kg yet. */
  const reset = () => {
    setDate(dayjs());
    setKg('');
    setProblem(null);
  };
  const amount = batchKg(kg);
  const day = date?.format('YYYY-MM-DD') ?? null;
  const preview = useApiQuery(
    ration && amount !== null && day ? '/api/rations/{id}/batches/preview' : null,
    { params: { path: { id: ration?.id ?? 0 }, query: { date: day ?? '', kg: amount ?? 0 } } },
  );
  const save = useApiMutation(mixBatch, { fallback: RATION_TEXT.mixFailed, onSuccess: () => onSaved(RATION_TEXT.mixed), onError: (message) => setProblem(message) });
  const short = preview.data ? shortfallText(preview.data) : null;

  const submit = () => {
    const closed = lock.problem(date);
    const p = !day ? 'Tanggal wajib diisi' : closed ?? (amount === null ? RATION_TEXT.kg : null);
    setProblem(p);
    if (!p && ration && day && amount !== null) void save.trigger({ id: ration.id, date: day, kg: amount });
  };

  return (
    <FormDialog open={ration !== null} title={ration ? `Campur ${ration.name}` : ''} submitLabel="Simpan" maxWidth="sm" error={problem} onOpen={reset} onSubmit={submit} onClose={onClose} busy={save.busy}>
      <DatePickerProvider>
        <DateInput label="Tanggal" value={date} onChange={setDate} maxDate={dayjs()} lockDate={lock.lockDate} size="small" required fullWidth />
      </DatePickerProvider>
      <NumberInput label="Jumlah campuran (kg)" size="small" mode="decimal" decimals={3} required value={kg} onChange={setKg} helperText="Titik = ribuan, koma = desimal" />
      {preview.error && <Alert severity="error">{errorText(preview.error, RATION_TEXT.preview)}</Alert>}
      {preview.data && (
        <>
          <Typography variant="subtitle2" component="h3">
            Kebutuhan bahan (kg)
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Kebutuhan bahan" sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Bahan</TableCell>
                <TableCell align="right">Perlu</TableCell>
                <TableCell align="right">Ada</TableCell>
                <TableCell align="right">Kurang</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.data.lines.map((l) => (
                <TableRow key={l.item_id}>
                  <TableCell>
                    {l.name} ({pctText(l.pct)} %)
                  </TableCell>
                  <TableCell align="right">{kgText(l.qty_kg)}</TableCell>
                  <TableCell align="right">{kgText(l.available_kg)}</TableCell>
                  <TableCell align="right" sx={{ color: Number(l.shortfall_kg) > 0 ? 'error.main' : undefined, fontWeight: Number(l.shortfall_kg) > 0 ? 600 : undefined }}>
                    {kgText(l.shortfall_kg)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          </Box>
          {short && (
            <Alert severity="warning">
              Stok kurang: {short} Campuran tetap bisa disimpan; bahan yang kurang dihitung pada harga rata-rata terakhir dan dihitung ulang saat pembelian berikutnya.
            </Alert>
          )}
          <Typography variant="body2" aria-live="polite">
            Nilai campuran: Rp {amountOf(preview.data.value)} (Rp {formatNumber(Number(preview.data.cost_per_kg), 2)}/kg)
          </Typography>
        </>
      )}
    </FormDialog>
  );
}

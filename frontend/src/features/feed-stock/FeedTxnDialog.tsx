/**
 * Modal form of a feed purchase, sale or adjustment (part 2 §5 'Feed
 * accounting'). Validates with the spec's messages, then posts through the
 * API client; the server's message is shown when it refuses.
 */
import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useApiMutation } from '../../api/hooks';
import dayjs from 'dayjs';
import { DateInput } from '../../components/DateInput';
import { useBookLock } from '../../lib/useBookLock';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { centsRupiah } from '../../lib/money';
import { paymentMethodOptions } from '../../lib/payment';
import {
  FEED_ERRORS,
  KIND_LABELS,
  emptyFeedForm,
  feedRequest,
  postFeedTxn,
  PRICE_DECIMALS,
  purchaseTotalCents,
  validateFeedForm,
  type FeedForm,
  type FeedTxnKind,
} from './feed-stock';

export interface FeedTxnDialogProps {
  /** The kind being entered, or null when closed. */
  kind: FeedTxnKind | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The modal of a purchase, sale or adjustment; open while `kind` is set. */
export function FeedTxnDialog({ kind, onClose, onSaved }: FeedTxnDialogProps) {
  const [form, setForm] = useState<FeedForm>(() => emptyFeedForm());
  const [inputError, setInputError] = useState<string | null>(null);
  const save = useApiMutation(postFeedTxn, { fallback: FEED_ERRORS.save, onSuccess: onSaved });
  const { reset } = save;

  useEffect(() => {
    if (kind) {
      setForm(emptyFeedForm());
      setInputError(null);
      reset();
    }
  }, [kind, reset]);

  const set = <K extends keyof FeedForm>(key: K) => (value: FeedForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const lock = useBookLock();
  const submit = () => {
    if (!kind) return;
    const invalid = lock.problem(form.tanggal) ?? validateFeedForm(kind, form);
    setInputError(invalid);
    if (!invalid) void save.trigger(feedRequest(kind, form));
  };

  const total = kind === 'buy' ? purchaseTotalCents(form) : null;

  return (
    <FormDialog
      open={!!kind}
      title={kind ? `${KIND_LABELS[kind]} Pakan` : ''}
      submitLabel="Simpan"
      onSubmit={submit}
      onClose={onClose}
      busy={save.busy}
      error={inputError ?? save.error}
    >
      <DatePickerProvider>
        <DateInput label="Tanggal" value={form.tanggal} onChange={set('tanggal')} maxDate={dayjs()} lockDate={lock.lockDate} size="small" required fullWidth />
      </DatePickerProvider>
      {kind === 'adjust' && (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={form.direction}
          onChange={(_e, v: FeedForm['direction'] | null) => v && set('direction')(v)}
          aria-label="Arah penyesuaian"
        >
          <ToggleButton value="minus">Kurang (susut)</ToggleButton>
          <ToggleButton value="plus">Tambah (ditemukan)</ToggleButton>
        </ToggleButtonGroup>
      )}
      <NumberInput mode="decimal" decimals={3} label="Qty (kg)" size="small" required value={form.qty} onChange={set('qty')} autoFocus helperText="Titik = ribuan, koma = desimal (5.000 atau 1.234,5)" />
      {kind !== 'adjust' && (
        <NumberInput
          mode="decimal"
          decimals={PRICE_DECIMALS}
          label={kind === 'buy' ? 'Harga/kg (Rp)' : 'Harga jual/kg (Rp)'}
          size="small"
          required
          value={form.price}
          onChange={set('price')}
        />
      )}
      {kind === 'buy' && (
        <>
          <NumberInput mode="integer" label="Ongkir (Rp)" size="small" value={form.ongkir} onChange={set('ongkir')} />
          <NumberInput mode="integer" label="Bongkar (Rp)" size="small" value={form.bongkar} onChange={set('bongkar')} />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Total: {total === null ? '-' : centsRupiah(total)}
          </Typography>
        </>
      )}
      {kind !== 'adjust' && (
        <TextField select label="Metode bayar" size="small" value={form.method} onChange={(e) => set('method')(e.target.value as FeedForm['method'])}>
          {paymentMethodOptions(['cash', 'transfer']).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label="Catatan"
        size="small"
        value={form.note}
        onChange={(e) => set('note')(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}

/**
 * Modal form of a feed purchase, sale or adjustment (part 2 §5 'Feed
 * accounting'). Validates with the spec's messages, then posts through the
 * API client; the server's message is shown when it refuses.
 */
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import dayjs from 'dayjs';
import { useBookLock } from '../../data/useBookLock';
import { at, useDialogForm } from '../../components/useDialogForm';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { centsRupiah } from '../../lib/money';
import { paymentMethodOptions, purchaseMethodOptions } from '../../lib/payment';
import { lazyDialog } from '../../components/lazyDialog';
import { MoneyAccountField } from '../../components/MoneyAccountField';
import type { Supplier } from '../../data/suppliers';
import {
  FEED_ERRORS,
  FEED_SERVER_FIELDS,
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

/** 'Tambah pemasok' in place (components/SupplierDialog), loaded when first opened. */
const SupplierDialog = lazyDialog(() => import('../../components/SupplierDialog').then((m) => m.SupplierDialog), (p) => p.target !== null);

/** The value of the supplier select's last option: opens the Tambah Pemasok dialog. */
const ADD_SUPPLIER = 'tambah';

export interface FeedTxnDialogProps {
  /** The kind being entered, or null when closed. */
  kind: FeedTxnKind | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The modal of a purchase, sale or adjustment; open while `kind` is set. */
export function FeedTxnDialog({ kind, onClose, onSaved }: FeedTxnDialogProps) {
  const lock = useBookLock();
  // The form takes an empty movement each time the dialog opens; the closed day and the §5 rules are checked at their field.
  const { control, dialog, submit, onServerError, watch, setValue } = useDialogForm<FeedForm>({
    values: emptyFeedForm(),
    check: (f) => {
      const closed = lock.problem(f.tanggal);
      return closed ? at('tanggal', closed) : kind && validateFeedForm(kind, f);
    },
    serverFields: FEED_SERVER_FIELDS,
  });
  const save = useApiMutation(postFeedTxn, { fallback: FEED_ERRORS.save, onSuccess: onSaved, onError: onServerError });

  const form = watch();
  const total = kind === 'buy' ? purchaseTotalCents(form) : null;
  const suppliers = useApiQuery(kind === 'buy' ? '/api/suppliers' : null, {});
  const [adding, setAdding] = useState(false);
  const terms = suppliers.data?.find((s) => String(s.id) === form.supplier)?.terms_days;
  const added = (_message: string, s: Supplier) => {
    setAdding(false);
    void suppliers.mutate();
    setValue('supplier', String(s.id), { shouldValidate: false });
  };

  return (
    <>
    <FormDialog
      open={!!kind}
      title={kind ? `${KIND_LABELS[kind]} Pakan` : ''}
      submitLabel="Simpan"
      {...dialog}
      onSubmit={submit((f) => kind && save.trigger(feedRequest(kind, f)))}
      onClose={onClose}
      busy={save.busy}
    >
      <DatePickerProvider>
        <FormDateInput control={control} name="tanggal" label="Tanggal" maxDate={dayjs()} lockDate={lock.lockDate} size="small" required fullWidth />
      </DatePickerProvider>
      {kind === 'adjust' && (
        <Controller
          control={control}
          name="direction"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={field.value}
              onChange={(_e, v: FeedForm['direction'] | null) => v && field.onChange(v)}
              aria-label="Arah penyesuaian"
            >
              <ToggleButton value="minus">Kurang (susut)</ToggleButton>
              <ToggleButton value="plus">Tambah (ditemukan)</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
      )}
      <FormNumberInput control={control} name="qty" mode="decimal" decimals={3} label="Qty (kg)" size="small" required autoFocus helperText="Titik = ribuan, koma = desimal (5.000 atau 1.234,5)" />
      {kind !== 'adjust' && (
        <FormNumberInput
          control={control}
          name="price"
          mode="decimal"
          decimals={PRICE_DECIMALS}
          label={kind === 'buy' ? 'Harga/kg (Rp)' : 'Harga jual/kg (Rp)'}
          size="small"
          required
        />
      )}
      {kind === 'buy' && (
        <>
          <FormNumberInput control={control} name="ongkir" mode="integer" label="Ongkir (Rp)" size="small" />
          <FormNumberInput control={control} name="bongkar" mode="integer" label="Bongkar (Rp)" size="small" />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Total: {total === null ? '-' : centsRupiah(total)}
          </Typography>
        </>
      )}
      {kind !== 'adjust' && (
        <FormTextField control={control} name="method" select label="Metode bayar" size="small">
          {(kind === 'buy' ? purchaseMethodOptions() : paymentMethodOptions(['cash', 'transfer'])).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      {kind === 'buy' && form.method !== 'credit' && <MoneyAccountField control={control} name="account" method={form.method} />}
      {kind === 'buy' && (
        <Controller
          control={control}
          name="supplier"
          render={({ field, fieldState }) => (
            <TextField
              select
              size="small"
              label="Pemasok"
              required={form.method === 'credit'}
              value={field.value}
              onChange={(e) => (e.target.value === ADD_SUPPLIER ? setAdding(true) : field.onChange(e.target.value))}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? (suppliers.error ? 'Gagal memuat pemasok' : undefined)}
            >
              <MenuItem value="">{form.method === 'credit' ? 'Pilih pemasok' : 'Tanpa pemasok'}</MenuItem>
              {(suppliers.data ?? []).map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                </MenuItem>
              ))}
              <MenuItem value={ADD_SUPPLIER}>+ Tambah pemasok</MenuItem>
            </TextField>
          )}
        />
      )}
      {kind === 'buy' && form.method === 'credit' && (
        <DatePickerProvider>
          <FormDateInput
            control={control}
            name="due"
            label="Jatuh tempo"
            size="small"
            fullWidth
            helperText={`Kosong: tanggal pembelian + tempo pemasok${terms === undefined ? '' : ` (${terms} hari)`}`}
          />
        </DatePickerProvider>
      )}
      <FormTextField
        control={control}
        name="note"
        label="Catatan"
        size="small"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
    {/* Outside the purchase form: its own form's submit must not reach the purchase's. */}
    <SupplierDialog target={adding ? 'new' : null} onClose={() => setAdding(false)} onSaved={added} />
    </>
  );
}

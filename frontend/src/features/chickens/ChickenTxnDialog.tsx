import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { api } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DATE_FORMAT, DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { serverMessage } from '../feed-usage/daily-shared';
import { NumberField } from '../../components/NumberField';
import {
  AKSI,
  AKSI_LABELS,
  CHICKEN_MESSAGES,
  TXN_PATH,
  disabledFields,
  emptyChickenForm,
  formFromTxn,
  toChickenBody,
  validateChickenForm,
  withAksi,
  type Aksi,
  type ChickenField,
  type ChickenForm,
  type ChickenTxn,
} from './chickens';

export interface TingkatOption {
  tingkat_id: number;
  lokasi: string;
}

/**
 * Create/edit modal of a chicken transaction (spec part 1 §2.10, §4.3): fields
 * enable and disable by aksi, errors under their fields, an edit asks
 * 'Simpan perubahan transaksi?' (Ya/Tidak) before saving.
 */
export function ChickenTxnDialog({
  open,
  txn,
  tingkat,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The transaction to edit, or null to create one. */
  txn: ChickenTxn | null;
  tingkat: TingkatOption[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [form, setForm] = useState<ChickenForm>(() => emptyChickenForm());
  const [errors, setErrors] = useState<Partial<Record<ChickenField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setForm(txn ? formFromTxn(txn) : emptyChickenForm());
    setErrors({});
    setServerError(null);
    setConfirming(false);
  }, [open, txn]);

  const set = (patch: Partial<ChickenForm>) => setForm((f) => ({ ...f, ...patch }));
  const off = disabledFields(form.aksi);

  const persist = async () => {
    setBusy(true);
    setServerError(null);
    try {
      const body = toChickenBody(form);
      if (txn) await api.put(`${TXN_PATH}/${txn.id}`, body);
      else await api.post(TXN_PATH, body);
      setConfirming(false);
      onSaved(txn ? CHICKEN_MESSAGES.updated : CHICKEN_MESSAGES.created);
    } catch (err) {
      setConfirming(false);
      setServerError(serverMessage(err, CHICKEN_MESSAGES.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const found = validateChickenForm(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (txn) setConfirming(true);
    else void persist();
  };

  const locationField = (key: 'asal' | 'tujuan', label: string) => (
    <TextField
      select
      label={label}
      value={form[key]}
      onChange={(e) => set({ [key]: e.target.value === '' ? '' : Number(e.target.value) })}
      disabled={off[key]}
      error={!!errors[key]}
      helperText={errors[key] ?? (off[key] ? 'Tidak dipakai untuk aksi ini' : ' ')}
      size="small"
      fullWidth
    >
      <MenuItem value="">
        <em>— kosong —</em>
      </MenuItem>
      {tingkat.map((t) => (
        <MenuItem key={t.tingkat_id} value={t.tingkat_id}>
          {t.lokasi}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <FormDialog
        open={open}
        title={txn ? 'Ubah Transaksi Ayam' : 'Tambah Transaksi Ayam'}
        submitLabel="Simpan"
        onSubmit={submit}
        onClose={onClose}
        busy={busy}
        error={serverError}
      >
        <DatePickerProvider>
          <DatePicker
            label="Tanggal"
            format={DATE_FORMAT}
            value={form.tanggal}
            onChange={(d) => set({ tanggal: d })}
            dayOfWeekFormatter={(d) => d.format('ddd')}
            slotProps={{ textField: { size: 'small', fullWidth: true, error: !!errors.tanggal, helperText: errors.tanggal ?? ' ' } }}
          />
        </DatePickerProvider>
        <TextField
          select
          label="Aksi"
          value={form.aksi}
          onChange={(e) => setForm((f) => withAksi(f, e.target.value as Aksi | ''))}
          error={!!errors.aksi}
          helperText={errors.aksi ?? ' '}
          size="small"
          fullWidth
          autoFocus
        >
          {AKSI.map((a) => (
            <MenuItem key={a} value={a}>
              {AKSI_LABELS[a]}
            </MenuItem>
          ))}
        </TextField>
        <NumberField
          label="Jumlah (ekor)"
          decimal={false}
          value={form.jumlah}
          onChange={(jumlah) => set({ jumlah })}
          error={!!errors.jumlah}
          helperText={errors.jumlah ?? ' '}
          size="small"
          fullWidth
        />
        {locationField('asal', 'Asal')}
        {locationField('tujuan', 'Tujuan')}
        <NumberField
          label="Usia (minggu)"
          decimal={false}
          value={form.usia}
          onChange={(usia) => set({ usia })}
          error={!!errors.usia}
          helperText={errors.usia ?? (form.aksi === 'masuk' ? 'Wajib untuk aksi masuk (0–200)' : 'Opsional (0–200)')}
          size="small"
          fullWidth
        />
        <TextField
          label="Keterangan"
          value={form.keterangan}
          onChange={(e) => set({ keterangan: e.target.value })}
          error={!!errors.keterangan}
          helperText={errors.keterangan ?? `${form.keterangan.length}/200`}
          size="small"
          fullWidth
          multiline
          minRows={2}
        />
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title="Konfirmasi"
        message={CHICKEN_MESSAGES.confirmEdit}
        destructive={false}
        busy={busy}
        onConfirm={() => void persist()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

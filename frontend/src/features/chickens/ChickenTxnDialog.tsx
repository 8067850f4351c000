import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import {
  AKSI,
  AKSI_LABELS,
  CHICKEN_MESSAGES,
  disabledFields,
  emptyChickenForm,
  formFromTxn,
  toChickenBody,
  validateChickenForm,
  withAksi,
  type Aksi,
  type ChickenBody,
  type ChickenField,
  type ChickenForm,
  type ChickenTxn,
  type TingkatOption,
} from './chickens';

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
  const [confirming, setConfirming] = useState(false);
  const persist = useApiMutation(
    (body: ChickenBody) =>
      txn ? send(api.PUT('/api/transaksi-ayam/{id}', { params: { path: { id: txn.id } }, body })) : send(api.POST('/api/transaksi-ayam', { body })),
    {
      fallback: CHICKEN_MESSAGES.saveFailed,
      onSuccess: () => {
        setConfirming(false);
        onSaved(txn ? CHICKEN_MESSAGES.updated : CHICKEN_MESSAGES.created);
      },
      onError: () => setConfirming(false),
    },
  );
  const { reset } = persist;

  useEffect(() => {
    if (!open) return;
    setForm(txn ? formFromTxn(txn) : emptyChickenForm());
    setErrors({});
    reset();
    setConfirming(false);
  }, [open, txn, reset]);

  const set = (patch: Partial<ChickenForm>) => setForm((f) => ({ ...f, ...patch }));
  const off = disabledFields(form.aksi);

  const submit = () => {
    const found = validateChickenForm(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (txn) setConfirming(true);
    else void persist.trigger(toChickenBody(form));
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
        busy={persist.busy}
        error={persist.error}
      >
        <DatePickerProvider>
          <DateInput
            label="Tanggal"
            value={form.tanggal}
            maxDate={dayjs()}
            onChange={(d) => set({ tanggal: d })}
            size="small"
            fullWidth
            error={!!errors.tanggal}
            helperText={errors.tanggal ?? ' '}
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
        <NumberInput
          mode="integer"
          label="Jumlah (ekor)"
          value={form.jumlah}
          onChange={(jumlah) => set({ jumlah })}
          error={!!errors.jumlah}
          helperText={errors.jumlah ?? ' '}
          size="small"
          fullWidth
        />
        {locationField('asal', 'Asal')}
        {locationField('tujuan', 'Tujuan')}
        <NumberInput
          mode="integer"
          label="Usia (minggu)"
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
        busy={persist.busy}
        onConfirm={() => void persist.trigger(toChickenBody(form))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

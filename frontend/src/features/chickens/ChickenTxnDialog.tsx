import dayjs from 'dayjs';
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { sendOrQueue } from '../../data/outbox';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { PICKER_SOURCES, pickerHelper } from '../../components/PickerEmpty';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { BREED_LABELS, BREEDS, DEFAULT_BREED, type BreedCode } from '../../lib/breeds';
import { DEATH_CAUSE_LABELS, DEATH_CAUSES } from '../../lib/death-causes';
import { at, useDialogForm } from '../../components/useDialogForm';
import {
  AKSI,
  AKSI_LABELS,
  CHICKEN_MESSAGES,
  CHICKEN_SERVER_FIELDS,
  chickenLabel,
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

/** Asal or Tujuan: a tingkat (its id) or empty; disabled when the aksi does not use it. */
function LocationField({ control, name, label, disabled, tingkat }: { control: Control<ChickenForm>; name: 'asal' | 'tujuan'; label: string; disabled: boolean; tingkat: readonly TingkatOption[] | undefined }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          name={field.name}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? (disabled ? 'Tidak dipakai untuk aksi ini' : pickerHelper(tingkat, PICKER_SOURCES.tingkat, ' '))}
          size="small"
          fullWidth
        >
          <MenuItem value="">
            <em>— kosong —</em>
          </MenuItem>
          {(tingkat ?? []).map((t) => (
            <MenuItem key={t.tingkat_id} value={t.tingkat_id}>
              {t.lokasi}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * Create/edit modal of a chicken transaction (spec part 1 §2.10, §4.3): fields
 * enable and disable by aksi, errors under their fields (every field's at once,
 * and a refusal of the server under the field it names), an edit asks
 * 'Simpan perubahan transaksi?' (Ya/Tidak) before saving.
 */
export function ChickenTxnDialog({
  open,
  txn,
  tingkat,
  defaultBreed = DEFAULT_BREED,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The transaction to edit, or null to create one. */
  txn: ChickenTxn | null;
  /** The farm's tingkat to pick from; undefined while loading. */
  tingkat: readonly TingkatOption[] | undefined;
  /** The farm's default breed (egg settings): the Jenis ayam of a new masuk until chosen. */
  defaultBreed?: BreedCode;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  // The form takes the transaction's values (or a new one's) each time the dialog opens.
  // §5 names every field at fault at once, each under its field.
  const { control, dialog, submit, onServerError, watch, getValues, setValue } = useDialogForm<ChickenForm>({
    values: txn ? formFromTxn(txn) : emptyChickenForm(undefined, defaultBreed),
    checkAll: (form) => (Object.entries(validateChickenForm(form)) as Array<[ChickenField, string]>).map(([field, message]) => at(field, message)),
    serverFields: CHICKEN_SERVER_FIELDS,
  });
  const [confirming, setConfirming] = useState(false);
  // A new transaction made without a connection waits in the outbox (ADR 0025); an edit needs the server.
  const persist = useApiMutation(
    async (body: ChickenBody): Promise<{ queued: boolean }> => {
      if (txn) return send(api.PUT('/api/transaksi-ayam/{id}', { params: { path: { id: txn.id } }, body })).then(() => ({ queued: false }));
      return sendOrQueue({ kind: 'ayam', path: '/api/transaksi-ayam', route: '/ayaminfo', day: body.tanggal, body, label: chickenLabel(body) });
    },
    {
      fallback: CHICKEN_MESSAGES.saveFailed,
      onSuccess: ({ queued }) => {
        setConfirming(false);
        onSaved(txn ? CHICKEN_MESSAGES.updated : queued ? CHICKEN_MESSAGES.queued : CHICKEN_MESSAGES.created);
      },
      onError: (message, arg, error) => {
        setConfirming(false);
        onServerError(message, arg, error);
      },
    },
  );

  const [aksi, keterangan, cause] = watch(['aksi', 'keterangan', 'cause']);
  const off = disabledFields(aksi);

  const save = (form: ChickenForm) => {
    if (txn) setConfirming(true);
    else return persist.trigger(toChickenBody(form));
  };
  const onOpen = () => {
    dialog.onOpen();
    setConfirming(false);
  };
  const chooseAksi = (next: Aksi | '') => {
    const form = withAksi(getValues(), next);
    setValue('aksi', form.aksi);
    setValue('asal', form.asal);
    setValue('tujuan', form.tujuan);
  };

  return (
    <>
      <FormDialog
        open={open}
        title={txn ? 'Ubah Transaksi Ayam' : 'Tambah Transaksi Ayam'}
        submitLabel="Simpan"
        {...dialog}
        onOpen={onOpen}
        onSubmit={submit(save)}
        onClose={onClose}
        busy={persist.busy}
      >
        <DatePickerProvider>
          <FormDateInput control={control} name="tanggal" label="Tanggal" maxDate={dayjs()} size="small" fullWidth helperText=" " />
        </DatePickerProvider>
        <Controller
          control={control}
          name="aksi"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Aksi"
              name={field.name}
              value={field.value}
              onChange={(e) => chooseAksi(e.target.value as Aksi | '')}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? ' '}
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
          )}
        />
        <FormNumberInput control={control} name="jumlah" mode="integer" label="Jumlah (ekor)" helperText=" " size="small" fullWidth />
        <LocationField control={control} name="asal" label="Asal" disabled={off.asal} tingkat={tingkat} />
        <LocationField control={control} name="tujuan" label="Tujuan" disabled={off.tujuan} tingkat={tingkat} />
        <FormNumberInput
          control={control}
          name="usia"
          mode="integer"
          label="Usia (minggu)"
          helperText={aksi === 'masuk' ? 'Wajib untuk aksi masuk (0–200)' : 'Opsional (0–200)'}
          size="small"
          fullWidth
        />
        <FormTextField
          control={control}
          name="breed"
          select
          label="Jenis ayam"
          disabled={aksi !== 'masuk'}
          helperText={aksi === 'masuk' ? ' ' : 'Mengikuti jenis ayam di asal'}
          size="small"
          fullWidth
        >
          {BREEDS.map((b) => (
            <MenuItem key={b} value={b}>
              {BREED_LABELS[b]}
            </MenuItem>
          ))}
        </FormTextField>
        {aksi === 'mati' && (
          <>
            <FormTextField control={control} name="cause" select label="Penyebab kematian" helperText="Kosong: tidak diketahui" size="small" fullWidth>
              <MenuItem value="">
                <em>— tidak diisi —</em>
              </MenuItem>
              {DEATH_CAUSES.map((c) => (
                <MenuItem key={c} value={c}>
                  {DEATH_CAUSE_LABELS[c]}
                </MenuItem>
              ))}
            </FormTextField>
            {cause === 'penyakit' && (
              <FormTextField control={control} name="suspected_disease" label="Dugaan penyakit" helperText="Mis. ND, AI, Coryza" size="small" fullWidth slotProps={{ htmlInput: { maxLength: 80 } }} />
            )}
          </>
        )}
        <FormTextField control={control} name="keterangan" label="Keterangan" helperText={`${keterangan.length}/200`} size="small" fullWidth multiline minRows={2} />
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title="Konfirmasi"
        message={CHICKEN_MESSAGES.confirmEdit}
        destructive={false}
        busy={persist.busy}
        onConfirm={() => void persist.trigger(toChickenBody(getValues()))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

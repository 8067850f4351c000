/**
 * Add or edit modal of a fixed asset (issue #40 'Houses, cages and equipment'): name, group, purchase
 * date, cost, useful life in months, residual value, place, and how it was paid (Tunai from Kas or
 * Transfer from Bank). Once depreciated, the server keeps its figures and says so.
 */
import MenuItem from '@mui/material/MenuItem';
import dayjs from 'dayjs';
import { useApiMutation } from '../../api/hooks';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { at, useDialogForm } from '../../components/useDialogForm';
import { useBookLock } from '../../data/useBookLock';
import { paymentMethodOptions } from '../../lib/payment';
import { ASSET_GROUP_LABELS, ASSET_TEXT, addAsset, assetBody, assetForm, updateAsset, validateAssetForm, type Asset, type AssetForm } from './assets';

export interface AssetDialogProps {
  /** 'new' to add, an asset to edit, null when closed. */
  target: Asset | 'new' | null;
  onClose: () => void;
  /** After the server saved: the toast text. */
  onSaved: (message: string) => void;
}

/** The modal: Nama, Kelompok, Tanggal beli, Harga beli, Umur manfaat, Nilai sisa, Lokasi, Metode bayar. */
export function AssetDialog({ target, onClose, onSaved }: AssetDialogProps) {
  const editing = target !== null && target !== 'new';
  const lock = useBookLock();
  const { control, dialog, submit, onServerError } = useDialogForm<AssetForm>({
    values: assetForm(editing ? target : null),
    check: (f) => {
      const closed = lock.problem(f.tanggal);
      return closed ? at('tanggal', closed) : validateAssetForm(f);
    },
    serverFields: { date: 'tanggal', useful_life_months: 'life', residual_value: 'residual' },
  });
  const add = useApiMutation(addAsset, { fallback: ASSET_TEXT.add, onSuccess: () => onSaved(ASSET_TEXT.added), onError: onServerError });
  const update = useApiMutation(updateAsset, { fallback: ASSET_TEXT.save, onSuccess: () => onSaved(ASSET_TEXT.saved), onError: onServerError });
  const save = (f: AssetForm) => (editing ? update.trigger({ id: target.id, body: assetBody(f) }) : add.trigger(assetBody(f)));

  return (
    <FormDialog open={target !== null} title={editing ? 'Edit Aset' : 'Tambah Aset'} submitLabel="Simpan" {...dialog} onSubmit={submit(save)} onClose={onClose} busy={add.busy || update.busy}>
      <FormTextField control={control} name="name" label="Nama aset" size="small" required autoFocus slotProps={{ htmlInput: { maxLength: 120 } }} />
      <FormTextField control={control} name="group" select label="Kelompok" size="small">
        {Object.entries(ASSET_GROUP_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </FormTextField>
      <DatePickerProvider>
        <FormDateInput control={control} name="tanggal" label="Tanggal beli" maxDate={dayjs()} lockDate={lock.lockDate} size="small" required fullWidth />
      </DatePickerProvider>
      <FormNumberInput control={control} name="cost" mode="decimal" decimals={2} label="Harga beli (Rp)" size="small" required />
      <FormNumberInput control={control} name="life" mode="integer" label="Umur manfaat (bulan)" size="small" required helperText="Misalnya 60 bulan untuk kandang baterai" />
      <FormNumberInput control={control} name="residual" mode="decimal" decimals={2} label="Nilai sisa (Rp)" size="small" helperText="Perkiraan nilai di akhir umur manfaat" />
      <FormTextField control={control} name="place" label="Lokasi (bagian / jalur)" size="small" slotProps={{ htmlInput: { maxLength: 120 } }} />
      <FormTextField control={control} name="method" select label="Metode bayar" size="small">
        {paymentMethodOptions(['cash', 'transfer']).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}

/**
 * Lepas aset (issue #40 'Houses, cages and equipment'): the day, the price received (0 when scrapped)
 * and Tunai or Transfer; the gain or loss against the book value is shown before the user confirms.
 * The server posts Dr Kas/Bank + Dr Akumulasi Penyusutan / Cr Aset Tetap and Laba or Rugi Pelepasan Aset.
 */
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useApiMutation } from '../../api/hooks';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { at, useDialogForm } from '../../components/useDialogForm';
import { useBookLock } from '../../data/useBookLock';
import { centsRupiah, toCents } from '../../lib/money';
import { paymentMethodOptions } from '../../lib/payment';
import { ASSET_TEXT, cents, disposalGain, disposeAsset, disposeBody, disposeForm, validateDisposeForm, type Asset, type DisposeForm } from './assets';

export interface DisposeDialogProps {
  /** The asset to dispose, or null when closed. */
  asset: Asset | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The modal: Tanggal lepas, Harga jual, Metode, and the result; 'Lepas aset' confirms. */
export function DisposeDialog({ asset, onClose, onSaved }: DisposeDialogProps) {
  const lock = useBookLock();
  const { control, dialog, submit, onServerError, watch } = useDialogForm<DisposeForm>({
    values: disposeForm(),
    check: (f) => {
      const closed = lock.problem(f.tanggal);
      return closed ? at('tanggal', closed) : validateDisposeForm(f);
    },
    serverFields: { date: 'tanggal' },
  });
  const save = useApiMutation(disposeAsset, { fallback: ASSET_TEXT.dispose, onSuccess: onSaved, onError: onServerError });
  const price = toCents(watch('price'));
  const gain = asset && price !== null ? disposalGain(asset, price) : null;

  return (
    <FormDialog
      open={asset !== null}
      title={asset ? `Lepas Aset: ${asset.name}` : ''}
      submitLabel="Lepas aset"
      {...dialog}
      onSubmit={submit((f) => asset && save.trigger({ id: asset.id, body: disposeBody(f) }))}
      onClose={onClose}
      busy={save.busy}
    >
      <Typography variant="body2">
        Aset dijual atau dibuang: tidak disusutkan lagi dan keluar dari nilai aset. Nilai buku saat ini {asset ? centsRupiah(cents(asset.book_value)) : ''}. Tindakan ini tidak
        dapat dibatalkan.
      </Typography>
      <DatePickerProvider>
        <FormDateInput control={control} name="tanggal" label="Tanggal lepas" maxDate={dayjs()} lockDate={lock.lockDate} size="small" required fullWidth />
      </DatePickerProvider>
      <FormNumberInput control={control} name="price" mode="decimal" decimals={2} label="Harga jual (Rp)" size="small" helperText="0 bila aset dibuang" />
      <FormTextField control={control} name="method" select label="Diterima ke" size="small">
        {paymentMethodOptions(['cash', 'transfer']).map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </FormTextField>
      {gain !== null && (
        <Typography variant="body2" color={gain < 0 ? 'error.main' : 'text.secondary'} aria-live="polite">
          {gain < 0 ? `Rugi pelepasan: ${centsRupiah(-gain)}` : `Laba pelepasan: ${centsRupiah(gain)}`}
        </Typography>
      )}
    </FormDialog>
  );
}

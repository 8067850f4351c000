/**
 * Catat Pengobatan (issue #38): bagian, OVK item, first and last day, dose in the item's unit,
 * reason, withdrawal days (empty: the label's) and a vet's note; the line under the withdrawal says
 * until when the bagian's eggs will be held. An item not for laying hens asks for a confirmation.
 * The server's refusal shows at its field (a closed month at the top).
 */
import dayjs from 'dayjs';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { FormDateInput, FormNumberInput, FormTextField } from '../../components/FormFields';
import { PICKER_SOURCES, pickerHelper } from '../../components/PickerEmpty';
import { useDialogForm } from '../../components/useDialogForm';
import { useBookLock } from '../../data/useBookLock';
import { emptyTreatmentForm, holdHint, medicines, postTreatment, TREATMENT_TEXT, treatmentBody, validateTreatmentForm, type TreatmentForm } from './treatments';

const SERVER_FIELDS = { start_date: 'start', end_date: 'end' } as const;

export function TreatmentDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const bagian = useApiQuery(open ? '/api/bagian-lokasi' : null, {});
  const items = useApiQuery(open ? '/api/stock-items' : null, { params: { query: { active: true } } });
  const ovk = medicines(items.data ?? []);
  const lock = useBookLock();
  const itemOf = (id: number | '') => ovk.find((i) => i.id === id);
  const { control, dialog, submit, onServerError, watch } = useDialogForm<TreatmentForm>({
    values: emptyTreatmentForm(dayjs()),
    check: (f) => lock.problem(f.start) ?? validateTreatmentForm(f, itemOf(f.item_id)),
    serverFields: SERVER_FIELDS,
  });
  const save = useApiMutation(postTreatment, { fallback: TREATMENT_TEXT.save, onSuccess: onSaved, onError: onServerError });
  const form = watch();
  const item = itemOf(form.item_id);

  return (
    <FormDialog open={open} title="Catat Pengobatan" submitLabel="Simpan" {...dialog} onSubmit={submit((f) => save.trigger(treatmentBody(f, itemOf(f.item_id))))} onClose={onClose} busy={save.busy}>
      <FormTextField control={control} name="bagian_id" select label="Bagian" size="small" required fullWidth helperText={pickerHelper(bagian.data, PICKER_SOURCES.bagian, ' ')}>
        {(bagian.data ?? []).map((b) => (
          <MenuItem key={b.bagian_id} value={b.bagian_id}>
            {b.lokasi}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="item_id"
        select
        label="Obat (OVK)"
        size="small"
        required
        fullWidth
        helperText={items.data && ovk.length === 0 ? 'Belum ada barang OVK aktif: tambahkan di Barang Stok.' : item ? `Dosis dalam ${item.unit}; diambil dari stok OVK` : ' '}
      >
        {ovk.map((i) => (
          <MenuItem key={i.id} value={i.id}>
            {i.name}
            {i.not_for_layers ? ' (tidak untuk ayam petelur produksi)' : ''}
          </MenuItem>
        ))}
      </FormTextField>
      <DatePickerProvider>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateInput control={control} name="start" label="Mulai" maxDate={dayjs()} lockDate={lock.lockDate} size="small" required fullWidth />
          <FormDateInput control={control} name="end" label="Selesai" size="small" required fullWidth />
        </Stack>
      </DatePickerProvider>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormNumberInput control={control} name="dose" mode="decimal" decimals={3} label={`Dosis total${item ? ` (${item.unit})` : ''}`} size="small" required fullWidth />
        <FormNumberInput control={control} name="withdrawal_days" mode="integer" label="Masa henti telur (hari)" size="small" fullWidth placeholder={item?.withdrawal_days === null || !item ? '' : String(item.withdrawal_days)} />
      </Stack>
      <FormHelperText sx={{ mt: -1 }}>{holdHint(form, item)}</FormHelperText>
      <FormTextField control={control} name="reason" label="Alasan (diagnosa/gejala)" size="small" required fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
      <FormTextField control={control} name="vet_note" label="Catatan dokter hewan" size="small" fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 300 } }} />
      {item?.not_for_layers && (
        <Controller
          control={control}
          name="confirm"
          render={({ field, fieldState }) => (
            <div>
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Saya paham obat ini tidak untuk ayam petelur produksi; tetap catat"
                sx={{ minHeight: 44 }}
              />
              {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
            </div>
          )}
        />
      )}
    </FormDialog>
  );
}

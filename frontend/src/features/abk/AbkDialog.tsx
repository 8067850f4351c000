/** '+ ABK Baru' and Edit modal of the ABK register (spec part 2 §5 'ABK create'): each rule and each refused field answer under the field. */
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { FormDateInput, FormTextField } from '../../components/FormFields';
import { useDialogForm } from '../../components/useDialogForm';
import { PHONE_FIELD } from '../../lib/phone';
import { ABK_TEXT, abkForm, saveAbk, validateAbkForm, type Abk, type AbkForm } from './abk';

export interface AbkDialogProps {
  /** 'new' to register, a row to edit, null when closed. */
  target: Abk | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

export function AbkDialog({ target, onClose, onSaved }: AbkDialogProps) {
  const creating = target === 'new';
  const row = target === 'new' ? null : target;
  const available = useApiQuery(creating ? '/api/abk/available-users' : null, {});
  // The form takes the row's values (or a new one starting today) each time the dialog opens.
  const { control, dialog, submit, onServerError } = useDialogForm<AbkForm>({ values: abkForm(row), check: (f) => validateAbkForm(f, creating) });
  const save = useApiMutation(saveAbk, { fallback: ABK_TEXT.save, onSuccess: onSaved, onError: onServerError });

  const users = available.data ?? [];
  return (
    <FormDialog
      open={target !== null}
      title={creating ? 'ABK Baru' : 'Edit ABK'}
      submitLabel="Simpan"
      {...dialog}
      onSubmit={submit((form) => save.trigger({ id: row?.id ?? null, form }))}
      onClose={onClose}
      busy={save.busy}
    >
      {creating ? (
        <FormTextField
          control={control}
          name="user_id"
          select
          label="User ABK"
          size="small"
          required
          helperText={available.data && users.length === 0 ? 'Tidak ada user ABK yang belum terdaftar. Tambahkan di Data Users.' : undefined}
        >
          {users.map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.email}
            </MenuItem>
          ))}
        </FormTextField>
      ) : (
        <TextField label="User" size="small" disabled value={row?.email ?? ''} />
      )}
      <FormTextField control={control} name="nama_panggilan" label="Nama panggilan" size="small" required slotProps={{ htmlInput: { maxLength: 60 } }} />
      <FormTextField control={control} name="nama_asli" label="Nama asli" size="small" slotProps={{ htmlInput: { maxLength: 120 } }} />
      <FormTextField control={control} name="no_hp" label="No. HP" size="small" {...PHONE_FIELD} />
      <FormTextField control={control} name="alamat" label="Alamat" size="small" slotProps={{ htmlInput: { maxLength: 255 } }} />
      <FormTextField control={control} name="no_ktp" label="No. KTP" size="small" slotProps={{ htmlInput: { maxLength: 30 } }} />
      <DatePickerProvider>
        <FormDateInput control={control} name="tanggal_mulai_kerja" label="Tanggal mulai kerja" size="small" required fullWidth />
        <FormDateInput control={control} name="tanggal_selesai_kerja" label="Tanggal selesai kerja" size="small" fullWidth />
      </DatePickerProvider>
      <Controller
        control={control}
        name="aktif"
        render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={field.value ? 'Aktif' : 'Nonaktif'} />}
      />
    </FormDialog>
  );
}

/** '+ ABK Baru' and Edit modal of the ABK register (spec part 2 §5 'ABK create'). */
import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { DATE_FORMAT, DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { ABK_TEXT, abkForm, saveAbk, validateAbkForm, type Abk, type AbkForm } from './abk';

export interface AbkDialogProps {
  /** 'new' to register, a row to edit, null when closed. */
  target: Abk | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

export function AbkDialog({ target, onClose, onSaved }: AbkDialogProps) {
  const creating = target === 'new';
  const available = useApiQuery(creating ? '/api/abk/available-users' : null, {});
  const [form, setForm] = useState<AbkForm>(() => abkForm());
  const [inputError, setInputError] = useState<string | null>(null);
  const save = useApiMutation(saveAbk, { fallback: ABK_TEXT.save, onSuccess: onSaved });
  const { reset } = save;

  useEffect(() => {
    if (target) {
      setForm(abkForm(target === 'new' ? null : target));
      setInputError(null);
      reset();
    }
  }, [target, reset]);

  const set = <K extends keyof AbkForm>(key: K) => (value: AbkForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setText = (key: 'user_id' | 'nama_panggilan' | 'nama_asli' | 'no_hp' | 'alamat' | 'no_ktp') => (e: { target: { value: string } }) => set(key)(e.target.value);

  const submit = () => {
    if (!target) return;
    const invalid = validateAbkForm(form, creating);
    setInputError(invalid);
    if (!invalid) void save.trigger({ id: target === 'new' ? null : target.id, form });
  };

  const users = available.data ?? [];
  return (
    <FormDialog
      open={target !== null}
      title={creating ? 'ABK Baru' : 'Edit ABK'}
      submitLabel="Simpan"
      onSubmit={submit}
      onClose={onClose}
      busy={save.busy}
      error={inputError ?? save.error}
    >
      {creating ? (
        <TextField
          select
          label="User ABK"
          size="small"
          required
          value={form.user_id}
          onChange={setText('user_id')}
          helperText={available.data && users.length === 0 ? 'Tidak ada user ABK yang belum terdaftar. Tambahkan di Data Users.' : undefined}
        >
          {users.map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.email}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField label="User" size="small" disabled value={typeof target === 'object' && target ? (target.email ?? '') : ''} />
      )}
      <TextField label="Nama panggilan" size="small" required value={form.nama_panggilan} onChange={setText('nama_panggilan')} slotProps={{ htmlInput: { maxLength: 60 } }} />
      <TextField label="Nama asli" size="small" value={form.nama_asli} onChange={setText('nama_asli')} slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField label="No. HP" size="small" value={form.no_hp} onChange={setText('no_hp')} slotProps={{ htmlInput: { maxLength: 20, inputMode: 'tel' } }} />
      <TextField label="Alamat" size="small" value={form.alamat} onChange={setText('alamat')} slotProps={{ htmlInput: { maxLength: 255 } }} />
      <TextField label="No. KTP" size="small" value={form.no_ktp} onChange={setText('no_ktp')} slotProps={{ htmlInput: { maxLength: 30 } }} />
      <DatePickerProvider>
        <DatePicker
          label="Tanggal mulai kerja"
          format={DATE_FORMAT}
          value={form.tanggal_mulai_kerja}
          onChange={set('tanggal_mulai_kerja')}
          slotProps={{ textField: { size: 'small', required: true } }}
        />
        <DatePicker
          label="Tanggal selesai kerja"
          format={DATE_FORMAT}
          value={form.tanggal_selesai_kerja}
          onChange={set('tanggal_selesai_kerja')}
          slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
        />
      </DatePickerProvider>
      <FormControlLabel control={<Switch checked={form.aktif} onChange={(e) => set('aktif')(e.target.checked)} />} label={form.aktif ? 'Aktif' : 'Nonaktif'} />
    </FormDialog>
  );
}

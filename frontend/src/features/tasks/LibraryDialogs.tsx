/**
 * Add/edit dialogs of the task library (spec part 1 §2.11, §5): each saves its task itself. Mounted for one edit
 * each, their form starts from `initial`; a rule of §5, or a field the server refuses, answers under its field.
 */
import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { FormNumberInput, FormTextField } from '../../components/FormFields';
import { useDialogForm } from '../../components/useDialogForm';
import { IMAGE_TYPES, saveMainTask, saveSubTask, validateMainForm, validateSubForm, type MainForm, type SubForm } from './library';
import type { MainTask } from './types';

interface DialogBase<F> {
  open: boolean;
  /** The task edited, null for a new one. */
  id: number | null;
  initial: F;
  onClose: () => void;
  /** Runs once the server saved the task (toast, refresh, close). */
  onSaved: () => unknown;
}

/** Failure of a save without the server's message (part 1 §8). */
const SAVE_FAILED = 'Gagal menyimpan';

/** The Aktif/Nonaktif switch of a form's `aktif`. */
function AktifSwitch<F extends FieldValues & { aktif: boolean }>({ control }: { control: Control<F> }) {
  return (
    <Controller
      control={control}
      name={'aktif' as Path<F>}
      render={({ field }) => <FormControlLabel control={<Switch checked={field.value as boolean} onChange={(e) => field.onChange(e.target.checked)} />} label={field.value ? 'Aktif' : 'Nonaktif'} />}
    />
  );
}

/** Tambah / Edit Main Task. */
export function MainTaskDialog({ open, id, initial, onClose, onSaved }: DialogBase<MainForm>) {
  const { control, dialog, submit, onServerError } = useDialogForm<MainForm>({ values: initial, check: validateMainForm });
  const save = useApiMutation((form: MainForm) => saveMainTask(id, form), { fallback: SAVE_FAILED, onSuccess: onSaved, onError: onServerError });
  return (
    <FormDialog open={open} title={id !== null ? 'Edit Main Task' : 'Tambah Main Task'} submitLabel="Simpan" {...dialog} onSubmit={submit((f) => save.trigger(f))} onClose={onClose} busy={save.busy}>
      <FormTextField control={control} name="nama" label="Nama main task" autoFocus required slotProps={{ htmlInput: { maxLength: 120 } }} />
      <FormTextField control={control} name="deskripsi" label="Deskripsi" multiline minRows={2} />
      <AktifSwitch control={control} />
    </FormDialog>
  );
}

/** Tambah / Edit Sub Task, with an optional image (JPEG, PNG or WebP up to 2 MB; its problems show at the top). */
export function SubTaskDialog({ open, id, initial, onClose, onSaved, mains, imageUrl }: DialogBase<SubForm> & { mains: MainTask[]; imageUrl: string | null }) {
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const { control, dialog, submit, onServerError } = useDialogForm<SubForm>({ values: initial, check: (f) => validateSubForm(f, image) });
  const save = useApiMutation((form: SubForm) => saveSubTask(id, form, image, removeImage), { fallback: SAVE_FAILED, onSuccess: onSaved, onError: onServerError });
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (removeImage ? null : imageUrl);

  return (
    <FormDialog open={open} title={id !== null ? 'Edit Sub Task' : 'Tambah Sub Task'} submitLabel="Simpan" {...dialog} onSubmit={submit((f) => save.trigger(f))} onClose={onClose} busy={save.busy}>
      <FormTextField control={control} name="main_id" select label="Main task" required>
        {mains.map((m) => (
          <MenuItem key={m.id} value={String(m.id)}>
            {m.nama}
            {m.aktif ? '' : ' (nonaktif)'}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="nama" label="Nama sub task" required slotProps={{ htmlInput: { maxLength: 120 } }} />
      <FormTextField control={control} name="deskripsi" label="Deskripsi" multiline minRows={2} />
      <FormTextField control={control} name="instruksi" label="Instruksi" multiline minRows={3} />
      <FormNumberInput control={control} name="default_dur_min" mode="integer" label="Durasi (menit)" />
      <AktifSwitch control={control} />
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          Gambar
        </Typography>
        {shown ? (
          <Box component="img" src={shown} alt="Gambar sub task" sx={{ maxWidth: '100%', maxHeight: 160, borderRadius: 1, display: 'block', mb: 1, border: 1, borderColor: 'divider' }} />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {removeImage ? 'Gambar akan dihapus saat disimpan.' : 'Belum ada gambar.'}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" size="small">
            {shown ? 'Ganti gambar' : 'Pilih gambar'}
            <input
              hidden
              type="file"
              aria-label="File gambar"
              accept={IMAGE_TYPES.join(',')}
              onChange={(e) => {
                setImage(e.target.files?.[0] ?? null);
                e.target.value = '';
              }}
            />
          </Button>
          {(image || (imageUrl && !removeImage)) && (
            <Button
              size="small"
              color="error"
              onClick={() => {
                if (image) setImage(null);
                else setRemoveImage(true);
              }}
            >
              Hapus gambar
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          JPEG, PNG atau WebP, maksimal 2 MB.
        </Typography>
      </Box>
    </FormDialog>
  );
}

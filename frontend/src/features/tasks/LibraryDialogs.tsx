/** Add/edit dialogs of the task library (spec part 1 §2.11, §5); mounted for one edit each, so their form starts from `initial`. */
import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { IMAGE_TYPES, validateMainForm, validateSubForm, type MainForm, type SubForm } from './library';
import type { MainTask } from './types';

interface DialogBase<F> {
  open: boolean;
  editing: boolean;
  initial: F;
  busy: boolean;
  error: string | null;
  onClose: () => void;
}

function AktifSwitch({ value, onChange }: { value: boolean; onChange: (v: boolean) => void }) {
  return <FormControlLabel control={<Switch checked={value} onChange={(e) => onChange(e.target.checked)} />} label={value ? 'Aktif' : 'Nonaktif'} />;
}

/** Tambah / Edit Main Task. */
export function MainTaskDialog({ open, editing, initial, busy, error, onClose, onSubmit }: DialogBase<MainForm> & { onSubmit: (f: MainForm) => void }) {
  const [form, setForm] = useState(initial);
  const [localError, setLocalError] = useState<string | null>(null);
  const submit = () => {
    const problem = validateMainForm(form);
    setLocalError(problem);
    if (!problem) onSubmit(form);
  };
  return (
    <FormDialog open={open} title={editing ? 'Edit Main Task' : 'Tambah Main Task'} submitLabel="Simpan" onSubmit={submit} onClose={onClose} busy={busy} error={localError ?? error}>
      <TextField label="Nama main task" value={form.nama} onChange={(e) => setForm({ ...form, nama: e.target.value })} autoFocus required slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField label="Deskripsi" value={form.deskripsi} onChange={(e) => setForm({ ...form, deskripsi: e.target.value })} multiline minRows={2} />
      <AktifSwitch value={form.aktif} onChange={(aktif) => setForm({ ...form, aktif })} />
    </FormDialog>
  );
}

/** Tambah / Edit Sub Task, with an optional image (JPEG, PNG or WebP up to 2 MB). */
export function SubTaskDialog({
  open,
  editing,
  initial,
  busy,
  error,
  onClose,
  onSubmit,
  mains,
  imageUrl,
}: DialogBase<SubForm> & { onSubmit: (f: SubForm, image: File | null, removeImage: boolean) => void; mains: MainTask[]; imageUrl: string | null }) {
  const [form, setForm] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (removeImage ? null : imageUrl);

  const submit = () => {
    const problem = validateSubForm(form, image);
    setLocalError(problem);
    if (!problem) onSubmit(form, image, removeImage);
  };
  return (
    <FormDialog open={open} title={editing ? 'Edit Sub Task' : 'Tambah Sub Task'} submitLabel="Simpan" onSubmit={submit} onClose={onClose} busy={busy} error={localError ?? error}>
      <TextField select label="Main task" value={form.main_id} onChange={(e) => setForm({ ...form, main_id: e.target.value })} required>
        {mains.map((m) => (
          <MenuItem key={m.id} value={String(m.id)}>
            {m.nama}
            {m.aktif ? '' : ' (nonaktif)'}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Nama sub task" value={form.nama} onChange={(e) => setForm({ ...form, nama: e.target.value })} required slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField label="Deskripsi" value={form.deskripsi} onChange={(e) => setForm({ ...form, deskripsi: e.target.value })} multiline minRows={2} />
      <TextField label="Instruksi" value={form.instruksi} onChange={(e) => setForm({ ...form, instruksi: e.target.value })} multiline minRows={3} />
      <NumberInput mode="integer" label="Durasi (menit)" value={form.default_dur_min} onChange={(default_dur_min) => setForm({ ...form, default_dur_min })} />
      <AktifSwitch value={form.aktif} onChange={(aktif) => setForm({ ...form, aktif })} />
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

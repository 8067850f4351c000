import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import MenuItem from '@mui/material/MenuItem';
import { FormNumberInput, FormTextField } from '../../components/FormFields';
import { BREED_LABELS, BREEDS } from '../../lib/breeds';
import { useDialogForm } from '../../components/useDialogForm';
import { EGG_MESSAGES, GRADES, eggSettingsBody, eggSettingsForm, eggSettingsProblem, type EggSettings, type EggSettingsAnswer, type EggSettingsForm } from './egg-production';

/** A checkbox of the settings form. */
function FormCheckbox({ control, name, label }: { control: Control<EggSettingsForm>; name: `${'auto' | 'disable'}_grade_${(typeof GRADES)[number]}`; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />}
    />
  );
}

/**
 * Settings modal of the egg grades (spec part 1 §2.7, §4.5): auto and disabled per grade, kg per egg, and the farm's
 * default breed (docs/adr/0029-flock-breed.md). The page
 * renders it once the settings are loaded; each opening takes the saved settings again. A weight out of 0..1 kg,
 * or one the server refuses, shows under its field.
 */
export function EggSettingsDialog({
  open,
  settings,
  onClose,
  onSaved,
}: {
  open: boolean;
  settings: EggSettings;
  onClose: () => void;
  /** Called with the settings the server saved. */
  onSaved: (settings: EggSettingsAnswer) => void;
}) {
  const { control, dialog, submit, onServerError } = useDialogForm<EggSettingsForm>({ values: eggSettingsForm(settings), check: eggSettingsProblem });
  const save = useApiMutation((body: EggSettings) => send(api.PUT('/api/transaksi-telur/settings', { body })), {
    fallback: EGG_MESSAGES.settingsFailed,
    onSuccess: onSaved,
    onError: onServerError,
  });

  return (
    <FormDialog open={open} title="Pengaturan Grade Telur" submitLabel="Simpan" {...dialog} onSubmit={submit((f) => save.trigger(eggSettingsBody(f)))} onClose={onClose} busy={save.busy}>
      <Typography variant="body2" color="text.secondary">
        Mode otomatis: kg = jumlah butir × berat per butir. Grade nonaktif: kg tidak bisa diubah.
      </Typography>
      {GRADES.map((g) => (
        <Stack key={g} spacing={0.5}>
          <Typography variant="subtitle2">Grade {g.toUpperCase()}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FormCheckbox control={control} name={`auto_grade_${g}`} label="Otomatis" />
            <FormCheckbox control={control} name={`disable_grade_${g}`} label="Nonaktif" />
            <FormNumberInput control={control} name={`weight_grade_${g}`} mode="entry" decimals={3} label="Berat per butir (kg)" sx={{ width: 190 }} />
          </Stack>
        </Stack>
      ))}
      <FormTextField
        control={control}
        name="default_breed"
        select
        label="Jenis ayam default"
        helperText="Dipakai untuk ayam masuk tanpa jenis, dan untuk standar pembanding"
        size="small"
        fullWidth
      >
        {BREEDS.map((b) => (
          <MenuItem key={b} value={b}>
            {BREED_LABELS[b]}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}

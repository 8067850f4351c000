/** Gear modal of the dashboard (part 1 §2.5, §3 'Unit settings', §4.7): choose and save the display units. */
import MenuItem from '@mui/material/MenuItem';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormFields';
import { useDialogForm } from '../../components/useDialogForm';
import { DASHBOARD_ERRORS, type UnitSettings } from './dashboard';

const FIELDS: Array<{ key: keyof UnitSettings; label: string; options: string[] }> = [
  { key: 'telur_unit', label: 'Berat telur', options: ['kg', 'g'] },
  { key: 'avg_butir_unit', label: 'Rata-rata berat per butir', options: ['g', 'kg'] },
  { key: 'pakan_unit', label: 'Pakan', options: ['kg', 'g'] },
  { key: 'fi_unit', label: 'Konsumsi pakan', options: ['g/ekor', 'kg/ekor'] },
];

export interface UnitSettingsDialogProps {
  open: boolean;
  units: UnitSettings;
  onClose: () => void;
  /** Called with the settings the server saved. */
  onSaved: (units: UnitSettings) => void;
}

/**
 * The units modal: four selects and Simpan; the error of part 1 §8 when saving fails. The gear opens before the
 * farm's units may have arrived: the form is keyed on the units, so units that arrive (or change) start it again
 * from them, open or not; each opening also takes them again.
 */
export function UnitSettingsDialog(props: UnitSettingsDialogProps) {
  return <UnitSettingsForm key={JSON.stringify(props.units)} {...props} />;
}

function UnitSettingsForm({ open, units, onClose, onSaved }: UnitSettingsDialogProps) {
  const { control, dialog, submit, setTopError } = useDialogForm<UnitSettings>({ values: units });
  const save = useApiMutation((body: UnitSettings) => send(api.PUT('/api/dashboard/unit-settings', { body })), {
    fallback: DASHBOARD_ERRORS.saveUnits,
    onSuccess: onSaved,
    // Part 1 §8 gives this alert one text, whatever the server says.
    onError: () => setTopError(DASHBOARD_ERRORS.saveUnits),
  });

  return (
    <FormDialog open={open} title="Pengaturan Satuan" submitLabel="Simpan" {...dialog} onSubmit={submit((f) => save.trigger(f))} onClose={onClose} busy={save.busy}>
      {FIELDS.map((f) => (
        <FormTextField key={f.key} control={control} name={f.key} select size="small" label={f.label}>
          {f.options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </FormTextField>
      ))}
    </FormDialog>
  );
}

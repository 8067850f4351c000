/** Gear modal of the dashboard (part 1 §2.5, §3 'Unit settings', §4.7): choose and save the display units. */
import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { DASHBOARD_ERRORS, type UnitSettings } from './dashboard';

const FIELDS: Array<{ key: keyof UnitSettings; label: string; options: string[] }> = [
  { key: 'telur_unit', label: 'Berat telur', options: ['kg', 'g'] },
  { key: 'avg_butir_unit', label: 'Rata-rata berat per butir', options: ['g', 'kg'] },
  { key: 'pakan_unit', label: 'Pakan', options: ['kg', 'g'] },
  { key: 'fi_unit', label: 'Feed intake', options: ['g/ekor', 'kg/ekor'] },
];

export interface UnitSettingsDialogProps {
  open: boolean;
  units: UnitSettings;
  onClose: () => void;
  /** Called with the settings the server saved. */
  onSaved: (units: UnitSettings) => void;
}

/** The units modal: four selects and Simpan; the error of part 1 §8 when saving fails. */
export function UnitSettingsDialog({ open, units, onClose, onSaved }: UnitSettingsDialogProps) {
  const [draft, setDraft] = useState(units);
  const save = useApiMutation((body: UnitSettings) => send(api.PUT('/api/dashboard/unit-settings', { body })), {
    fallback: DASHBOARD_ERRORS.saveUnits,
    onSuccess: onSaved,
  });
  const { reset } = save;

  useEffect(() => {
    if (open) {
      setDraft(units);
      reset();
    }
  }, [open, units, reset]);

  return (
    <FormDialog
      open={open}
      title="Pengaturan Satuan"
      submitLabel="Simpan"
      onSubmit={() => void save.trigger(draft)}
      onClose={onClose}
      busy={save.busy}
      // Part 1 §8 gives this alert one text, whatever the server says.
      error={save.error && DASHBOARD_ERRORS.saveUnits}
    >
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          select
          size="small"
          label={f.label}
          value={draft[f.key]}
          onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
        >
          {f.options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </FormDialog>
  );
}

/** Gear modal of the dashboard (part 1 §2.5, §3 'Unit settings', §4.7): choose and save the display units. */
import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { api } from '../../api/client';
import { FormDialog } from '../../components/FormDialog';
import { DASHBOARD_ERRORS, UNITS_PATH, unitsOf, type UnitSettings } from './dashboard';

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

export function UnitSettingsDialog({ open, units, onClose, onSaved }: UnitSettingsDialogProps) {
  const [draft, setDraft] = useState(units);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setDraft(units);
      setError(null);
    }
  }, [open, units]);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      onSaved(unitsOf(await api.put<UnitSettings>(UNITS_PATH, draft)));
    } catch {
      setError(DASHBOARD_ERRORS.saveUnits);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog open={open} title="Pengaturan Satuan" submitLabel="Simpan" onSubmit={save} onClose={onClose} busy={busy} error={error}>
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

import { useEffect, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { formatNumberText, parseNumber } from '../../lib/number-input';
import { EGG_MESSAGES, GRADES, settingValues, type EggSettings, type EggSettingsAnswer } from './egg-production';

/** Settings modal of the egg grades (spec part 1 §2.7, §4.5): auto and disabled per grade, kg per egg. */
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
  const [draft, setDraft] = useState(() => settingValues(settings));
  const [weights, setWeights] = useState<Record<string, string>>({});
  const [inputError, setInputError] = useState<string | null>(null);
  const save = useApiMutation((body: EggSettings) => send(api.PUT('/api/transaksi-telur/settings', { body })), {
    fallback: EGG_MESSAGES.settingsFailed,
    onSuccess: onSaved,
  });
  const { reset } = save;
  useEffect(() => {
    if (!open) return;
    setDraft(settingValues(settings));
    setWeights(Object.fromEntries(GRADES.map((g) => [g, formatNumberText(settings[`weight_grade_${g}`], 'entry', 3)])));
    setInputError(null);
    reset();
  }, [open, settings, reset]);

  const submit = () => {
    const body: EggSettings = { ...draft };
    for (const g of GRADES) {
      const w = parseNumber(weights[g] ?? '', 'entry', 3).value;
      if (w === null || w < 0 || w > 1) {
        setInputError(`Berat per butir grade ${g.toUpperCase()} harus angka 0 sampai 1 kg.`);
        return;
      }
      body[`weight_grade_${g}`] = w;
    }
    setInputError(null);
    void save.trigger(body);
  };

  return (
    <FormDialog open={open} title="Pengaturan Grade Telur" submitLabel="Simpan" onSubmit={submit} onClose={onClose} busy={save.busy} error={inputError ?? save.error}>
      <Typography variant="body2" color="text.secondary">
        Mode otomatis: kg = jumlah butir × berat per butir. Grade nonaktif: kg tidak bisa diubah.
      </Typography>
      {GRADES.map((g) => (
        <Stack key={g} spacing={0.5}>
          <Typography variant="subtitle2">Grade {g.toUpperCase()}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Checkbox checked={draft[`auto_grade_${g}`]} onChange={(e) => setDraft({ ...draft, [`auto_grade_${g}`]: e.target.checked })} />}
              label="Otomatis"
            />
            <FormControlLabel
              control={<Checkbox checked={draft[`disable_grade_${g}`]} onChange={(e) => setDraft({ ...draft, [`disable_grade_${g}`]: e.target.checked })} />}
              label="Nonaktif"
            />
            <NumberInput
              mode="entry"
              decimals={3}
              max={1}
              label="Berat per butir (kg)"
              value={weights[g] ?? ''}
              onChange={(text) => setWeights({ ...weights, [g]: text })}
              sx={{ width: 190 }}
            />
          </Stack>
        </Stack>
      ))}
    </FormDialog>
  );
}

/**
 * The farm's own nutrient targets of one phase (issue #37), entered from its breeder's guide or
 * feed supplier with that source; the published recommendations of the phase are shown with theirs.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { parseNumber } from '../../lib/number-input';
import { NUTRIENTS, type NutrientKey } from '../../lib/nutrients';
import { PHASE_LABELS, RATION_TEXT, setTarget, type Nutrients, type RationTarget } from './rations';

export interface TargetDialogProps {
  target: RationTarget | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const typed = (v: number | null) => (v === null ? '' : String(v).replace('.', ','));

/** The modal of one phase's targets. */
export function TargetDialog({ target, onClose, onSaved }: TargetDialogProps) {
  const [values, setValues] = useState<Record<NutrientKey, string>>({ protein_pct: '', me_kcal_per_kg: '', ca_pct: '', p_avail_pct: '', fibre_pct: '' });
  const [source, setSource] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** Each time the dialog opens: the phase's stored values. */
  const reset = () => {
    if (!target) return;
    setValues(Object.fromEntries(NUTRIENTS.map((d) => [d.key, typed(target.nutrients[d.key])])) as Record<NutrientKey, string>);
    setSource(target.source ?? '');
    setProblem(null);
  };
  const save = useApiMutation(setTarget, { fallback: RATION_TEXT.save, onSuccess: () => onSaved(RATION_TEXT.targetSaved), onError: (m) => setProblem(m) });

  const submit = () => {
    if (!target) return;
    const nutrients = {} as Nutrients;
    for (const d of NUTRIENTS) {
      const p = parseNumber(values[d.key], 'decimal', d.decimals);
      if (p.error || (p.value !== null && (p.value < 0 || p.value > d.max))) return setProblem(`${d.label} harus 0–${d.max} ${d.unit}.`);
      nutrients[d.key] = p.value;
    }
    void save.trigger({ phase: target.phase, nutrients, source: source.trim() || null });
  };

  return (
    <FormDialog open={target !== null} title={target ? `Target ${PHASE_LABELS[target.phase]}` : ''} submitLabel="Simpan" error={problem} onOpen={reset} onSubmit={submit} onClose={onClose} busy={save.busy}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {NUTRIENTS.map((d) => (
          <NumberInput
            key={d.key}
            label={`${d.label} (${d.unit})`}
            size="small"
            mode="decimal"
            decimals={d.decimals}
            sx={{ width: { xs: '100%', sm: 160 } }}
            value={values[d.key]}
            onChange={(v) => setValues((s) => ({ ...s, [d.key]: v }))}
          />
        ))}
      </Box>
      <TextField label="Sumber target" size="small" multiline minRows={2} value={source} onChange={(e) => setSource(e.target.value)} helperText="Mis. panduan bibit (edisi) atau pemasok pakan" slotProps={{ htmlInput: { maxLength: 600 } }} />
      {target?.recommendations.map((r) => (
        <Typography key={r.text} variant="caption" color="text.secondary">
          Rekomendasi: {r.text} — sumber: {r.source}.
        </Typography>
      ))}
    </FormDialog>
  );
}

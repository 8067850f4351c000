/**
 * Add or edit a ration (issue #37): name, phase, the ingredients with their shares, the sum of the
 * shares while typed, the nutrients of the mix against the phase's target (sources shown) and the
 * cost per kg at today's moving averages. A viewer sees it read-only. The server's refusal shows above.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { Schemas } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { formatNumber } from '../../lib/format';
import { NutrientTable } from './NutrientTable';
import {
  addRation,
  ingredientChoices,
  liveCostPerKg,
  liveNutrients,
  PHASE_LABELS,
  PHASES,
  pctSum,
  pctText,
  RATION_TEXT,
  rationBody,
  rationForm,
  updateRation,
  validateRationForm,
  type Ration,
  type RationForm,
  type RationPhase,
  type RationTarget,
} from './rations';

export interface RationDialogProps {
  /** 'new' to add, a ration to edit (or to read), null when closed. */
  target: Ration | 'new' | null;
  readOnly: boolean;
  items: readonly Schemas['StockItemDto'][];
  /** Moving-average cost today per item id, rupiah per kg. */
  avg: ReadonlyMap<number, number>;
  targets: readonly RationTarget[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The modal of one ration. */
export function RationDialog({ target, readOnly, items, avg, targets, onClose, onSaved }: RationDialogProps) {
  const editing = target !== null && target !== 'new';
  const [form, setForm] = useState<RationForm>(rationForm(null));
  const [problem, setProblem] = useState<string | null>(null);
  /** Each time the dialog opens: the ration's stored form, or three empty rows. */
  const reset = () => {
    setForm(rationForm(editing ? target : null));
    setProblem(null);
  };
  const onError = (message: string) => setProblem(message);
  const add = useApiMutation(addRation, { fallback: RATION_TEXT.save, onSuccess: () => onSaved(RATION_TEXT.added), onError });
  const update = useApiMutation(updateRation, { fallback: RATION_TEXT.save, onSuccess: () => onSaved(RATION_TEXT.saved), onError });

  const choices = ingredientChoices(items);
  const sum = pctSum(form.rows);
  const mix = liveNutrients(form.rows, items);
  const cost = liveCostPerKg(form.rows, avg);
  // The refusal of the sum goes as soon as the shares add up to 100 %.
  const shownProblem = problem === RATION_TEXT.pctSum && Math.round(sum * 100) === 10_000 ? null : problem;
  const setRow = (i: number, patch: Partial<RationForm['rows'][number]>) => setForm((f) => ({ ...f, rows: f.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));

  const submit = () => {
    const p = validateRationForm(form);
    setProblem(p);
    if (p) return;
    void (editing ? update.trigger({ id: target.id, body: rationBody(form) }) : add.trigger(rationBody(form)));
  };

  return (
    <FormDialog
      open={target !== null}
      title={readOnly ? 'Rincian Ransum' : editing ? 'Edit Ransum' : 'Tambah Ransum'}
      readOnly={readOnly}
      submitLabel={readOnly ? 'Tutup' : 'Simpan'}
      cancelLabel={readOnly ? 'Kembali' : 'Batal'}
      maxWidth="md"
      error={shownProblem}
      onSubmit={readOnly ? onClose : submit}
      onClose={onClose}
      onOpen={reset}
      busy={add.busy || update.busy}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Nama ransum"
          size="small"
          required
          fullWidth
          disabled={readOnly}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField select label="Fase" size="small" fullWidth disabled={readOnly} value={form.phase} onChange={(e) => setForm({ ...form, phase: e.target.value as RationPhase })}>
          {PHASES.map((p) => (
            <MenuItem key={p} value={p}>
              {PHASE_LABELS[p]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="subtitle2" component="h3">
        Bahan dan persentase
      </Typography>
      {form.rows.map((r, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            label={`Bahan ${i + 1}`}
            size="small"
            sx={{ flex: 3, minWidth: 0 }}
            disabled={readOnly}
            value={r.item_id}
            onChange={(e) => setRow(i, { item_id: Number(e.target.value) })}
          >
            {/* An item of a stored ration that is no longer offered (e.g. made inactive) still shows. */}
            {[...choices, ...items.filter((it) => it.id === r.item_id && !choices.includes(it))].map((it) => (
              <MenuItem key={it.id} value={it.id}>
                {it.name}
              </MenuItem>
            ))}
          </TextField>
          <NumberInput label="%" size="small" mode="decimal" decimals={2} sx={{ width: 84, flexShrink: 0 }} disabled={readOnly} value={r.pct} onChange={(pct) => setRow(i, { pct })} />
          {!readOnly && (
            <IconButton aria-label={`Hapus bahan ${i + 1}`} sx={{ width: 44, height: 44 }} disabled={form.rows.length === 1} onClick={() => setForm({ ...form, rows: form.rows.filter((_r, j) => j !== i) })}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {!readOnly && (
          <Button sx={{ minHeight: 44 }} onClick={() => setForm({ ...form, rows: [...form.rows, { item_id: '', pct: '' }] })} disabled={form.rows.length >= 20}>
            + Tambah bahan
          </Button>
        )}
        <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600, color: Math.round(sum * 100) === 10_000 ? 'success.dark' : 'warning.dark' }}>
          Jumlah: {pctText(sum)} %{Math.round(sum * 100) === 10_000 ? '' : ' (harus 100 %)'}
        </Typography>
      </Box>
      <Typography variant="body2" aria-live="polite">
        Biaya per kg (rata-rata bergerak hari ini): <strong>{cost === null ? '-' : `Rp ${formatNumber(cost, 2)}`}</strong>
      </Typography>
      <NutrientTable values={mix.values} missing={mix.missing} target={targets.find((t) => t.phase === form.phase)} />
    </FormDialog>
  );
}

/**
 * The one-form set-up of Struktur Kandang (issue #36): lokasi, plant, jalur, its bagian and the
 * tingkat of each, saved by one request ({@link CoopSetupBody}). Shown on the page itself while the
 * farm has no structure ({@link CoopSetupCard}), and as 'Tambah jalur lengkap' later
 * ({@link CoopSetupDialog}, in a chosen or a new plant).
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { parseNumber } from '../../lib/number-input';
import {
  asksLokasi,
  asksPlant,
  checkSetup,
  initialSetupForm,
  placeOptions,
  SETUP_BAGIAN_MAX,
  SETUP_TEXT,
  SETUP_TINGKAT_MAX,
  setupBody,
  setupSummary,
  type CoopSetupBody,
  type CoopSetupResult,
  type SetupForm,
  type SetupPlace,
  type SetupProblems,
} from './coopSetup';
import type { Lokasi, Plant } from './structure';

const post = (body: CoopSetupBody) => send(api.POST('/api/coop/setup', { body }));

/** The form's state, its checks and its one request; `onSaved` gets the server's answer. */
function useSetupForm(plant: Plant | undefined, onSaved: (result: CoopSetupResult) => unknown) {
  const [form, setForm] = useState<SetupForm>(() => initialSetupForm(plant));
  const [problems, setProblems] = useState<SetupProblems>({});
  const persist = useApiMutation(post, { fallback: SETUP_TEXT.failed, onSuccess: onSaved });
  const tingkat = parseNumber(form.tingkat, 'integer').value;
  return {
    form,
    problems,
    persist,
    tingkat,
    /** Changes fields; a changed field's problem goes until the next Simpan. */
    change: (patch: Partial<SetupForm>) => {
      setForm((f) => ({ ...f, ...patch }));
      setProblems((p) => Object.fromEntries(Object.entries(p).filter(([k]) => !(k in patch))));
    },
    reset: () => {
      setForm(initialSetupForm(plant));
      setProblems({});
      persist.reset();
    },
    submit: () => {
      const found = checkSetup(form, tingkat);
      setProblems(found ?? {});
      if (!found) void persist.trigger(setupBody(form, tingkat!));
    },
  };
}

type SetupState = ReturnType<typeof useSetupForm>;

/** The fields: the place (when the farm has a structure), the names, the bagian rows and the tingkat count. */
function SetupFields({ state, structure }: { state: SetupState; structure: Lokasi[] }) {
  const { form, problems, change, tingkat } = state;
  const setBagian = (i: number, name: string) => change({ bagian: form.bagian.map((b, k) => (k === i ? name : b)) });
  return (
    <Stack spacing={2}>
      {structure.length > 0 && (
        <TextField select label="Tempat jalur" value={form.place} onChange={(e) => change({ place: e.target.value as SetupPlace })} size="small" fullWidth>
          {placeOptions(structure).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {asksLokasi(form.place) && (
        <TextField
          label="Nama lokasi"
          value={form.lokasi}
          onChange={(e) => change({ lokasi: e.target.value })}
          error={!!problems.lokasi}
          helperText={problems.lokasi ?? 'Misalnya nama desa atau farm'}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      )}
      {asksPlant(form.place) && (
        <TextField label="Nama plant" value={form.plant} onChange={(e) => change({ plant: e.target.value })} error={!!problems.plant} helperText={problems.plant} size="small" fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
      )}
      <TextField label="Nama jalur" value={form.jalur} onChange={(e) => change({ jalur: e.target.value })} error={!!problems.jalur} helperText={problems.jalur} size="small" fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          Bagian
        </Typography>
        <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {form.bagian.map((name, i) => (
            <Stack key={i} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={`Nama bagian ${i + 1}`}
                value={name}
                onChange={(e) => setBagian(i, e.target.value)}
                error={!!problems.bagian?.[i]}
                helperText={problems.bagian?.[i]}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <IconButton aria-label={`Hapus bagian ${i + 1}`} disabled={form.bagian.length <= 1} onClick={() => change({ bagian: form.bagian.filter((_, k) => k !== i) })}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Button startIcon={<AddIcon />} disabled={form.bagian.length >= SETUP_BAGIAN_MAX} onClick={() => change({ bagian: [...form.bagian, ''] })} sx={{ mt: 1 }}>
          Tambah bagian
        </Button>
      </Box>
      <NumberInput
        mode="integer"
        label="Tingkat per bagian"
        value={form.tingkat}
        onChange={(tingkatText) => change({ tingkat: tingkatText })}
        max={SETUP_TINGKAT_MAX}
        error={!!problems.tingkat}
        helperText={problems.tingkat ?? setupSummary(form.bagian.length, tingkat)}
        size="small"
        fullWidth
      />
    </Stack>
  );
}

export interface CoopSetupProps {
  structure: Lokasi[];
  /** After a save, with the server's answer (the page reloads the tree and says so). */
  onSaved: (result: CoopSetupResult) => unknown;
}

/** The set-up on the page of a farm without structure: the first thing offered, no dialog to open. */
export function CoopSetupCard({ structure, onSaved }: CoopSetupProps) {
  const state = useSetupForm(undefined, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.persist.busy) state.submit();
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="coop-setup-title" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640, borderColor: 'primary.main' }}>
      <Box component="form" onSubmit={submit} noValidate>
        <Typography id="coop-setup-title" variant="h6" component="h2">
          {SETUP_TEXT.firstTitle}
        </Typography>
        <Typography variant="body2">Struktur tidak ditemukan.</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Isi lokasi, plant, jalur, bagian dan jumlah tingkat, lalu simpan sekali; nanti setiap bagian bisa diubah satu per satu.
        </Typography>
        {state.persist.error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {state.persist.error}
          </Alert>
        )}
        <SetupFields state={state} structure={structure} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={state.persist.busy}>
            Simpan struktur
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

/** 'Tambah jalur lengkap': the same form in a dialog, starting in the chosen plant. */
export function CoopSetupDialog({ open, plant, structure, onSaved, onClose }: CoopSetupProps & { open: boolean; plant: Plant | undefined; onClose: () => void }) {
  const state = useSetupForm(plant, onSaved);
  return (
    <FormDialog open={open} title={SETUP_TEXT.addTitle} submitLabel="Simpan" onOpen={state.reset} onSubmit={state.submit} onClose={onClose} busy={state.persist.busy} error={state.persist.error} maxWidth="sm">
      <SetupFields state={state} structure={structure} />
    </FormDialog>
  );
}

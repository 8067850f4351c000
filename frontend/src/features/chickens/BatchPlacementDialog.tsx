/**
 * 'Masukkan ayam (banyak tingkat)' (issue #36): birds of one age and breed into every tingkat of a
 * jalur or bagian with one Simpan. Choose the place, type 'Ayam per tingkat' once (it fills every
 * row; each row can be changed), the age at arrival and the breed; occupied tingkat are marked
 * and left unticked. The total follows. A refusal of the server shows above the fields and under
 * the row it names; nothing is saved then (the request is all or nothing).
 */
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, ApiError, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { DateInput } from '../../components/DateInput';
import { DatePickerProvider } from '../../components/DatePickerProvider';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { BREED_LABELS, BREEDS, DEFAULT_BREED, type BreedCode } from '../../lib/breeds';
import { formatNumber } from '../../lib/format';
import {
  BATCH_MESSAGES,
  batchTotal,
  checkBatch,
  fillRows,
  placesOf,
  refusedTingkat,
  rowsOf,
  toBatchBody,
  type BatchAnswer,
  type BatchBody,
  type BatchForm,
  type BatchProblems,
  type PlaceTingkat,
} from './batchPlacement';

const post = (body: BatchBody) => send(api.POST('/api/transaksi-ayam/batch', { body }));

const emptyForm = (breed: BreedCode): BatchForm => ({ tanggal: dayjs().startOf('day'), place: '', perTingkat: '', usia: '', breed, rows: [] });

export interface BatchPlacementDialogProps {
  open: boolean;
  /** Every tingkat of the farm (GET /api/tingkat-lokasi). */
  tingkat: PlaceTingkat[];
  /** Birds per tingkat today (GET /api/populasi-info): a tingkat holding birds is marked and not ticked. */
  populasi: ReadonlyMap<number, number>;
  defaultBreed?: BreedCode;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The dialog; its form starts empty each time it opens. */
export function BatchPlacementDialog({ open, tingkat, populasi, defaultBreed = DEFAULT_BREED, onClose, onSaved }: BatchPlacementDialogProps) {
  const [form, setForm] = useState<BatchForm>(() => emptyForm(defaultBreed));
  const [shown, setShown] = useState<BatchProblems>({ rows: {} });
  const places = useMemo(() => placesOf(tingkat), [tingkat]);
  const set = (patch: Partial<BatchForm>) => setForm((f) => ({ ...f, ...patch }));
  const setRow = (id: number, patch: Partial<BatchForm['rows'][number]>) => set({ rows: form.rows.map((r) => (r.tingkat_id === id ? { ...r, ...patch } : r)) });

  const persist = useApiMutation(post, {
    fallback: BATCH_MESSAGES.failed,
    onSuccess: (answer: BatchAnswer) => onSaved(BATCH_MESSAGES.saved(answer.entries.length, answer.total_ekor)),
    onError: (message, body, error) => {
      const id = refusedTingkat(error instanceof ApiError ? error.field : null, body);
      setShown({ rows: id === null ? {} : { [id]: message } });
    },
  });

  const onOpen = () => {
    setForm(emptyForm(defaultBreed));
    setShown({ rows: {} });
    persist.reset();
  };
  const save = () => {
    const { ok, problems } = checkBatch(form);
    setShown(problems);
    if (ok) void persist.trigger(toBatchBody(form));
  };

  const ticked = form.rows.filter((r) => r.checked).length;
  const total = batchTotal(form.rows);

  return (
    <FormDialog
      open={open}
      title={BATCH_MESSAGES.title}
      submitLabel="Simpan"
      maxWidth="sm"
      onOpen={onOpen}
      onSubmit={save}
      onClose={onClose}
      busy={persist.busy}
      error={persist.error}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DatePickerProvider>
          <DateInput
            label="Tanggal"
            value={form.tanggal}
            onChange={(tanggal) => set({ tanggal })}
            maxDate={dayjs()}
            size="small"
            fullWidth
            error={!!shown.tanggal}
            helperText={shown.tanggal ?? ' '}
          />
        </DatePickerProvider>
        <TextField
          select
          label="Jalur / bagian"
          value={form.place}
          onChange={(e) => {
            const place = places.find((p) => p.key === e.target.value);
            set({ place: e.target.value, rows: rowsOf(place, tingkat, populasi, form.perTingkat) });
          }}
          error={!!shown.place}
          helperText={shown.place ?? (places.length ? ' ' : 'Belum ada tingkat: tambahkan di Struktur Kandang.')}
          size="small"
          fullWidth
        >
          {places.map((p) => (
            <MenuItem key={p.key} value={p.key}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        <NumberInput
          mode="integer"
          label="Ayam per tingkat"
          value={form.perTingkat}
          onChange={(perTingkat) => set({ perTingkat, rows: fillRows(form.rows, perTingkat) })}
          helperText="Mengisi semua baris; tiap baris bisa diubah"
          size="small"
          fullWidth
        />
        <NumberInput
          mode="integer"
          label="Usia datang (minggu)"
          value={form.usia}
          onChange={(usia) => set({ usia })}
          max={200}
          error={!!shown.usia}
          helperText={shown.usia ?? 'Wajib (0–200)'}
          size="small"
          fullWidth
        />
        <TextField select label="Jenis ayam" value={form.breed} onChange={(e) => set({ breed: e.target.value as BreedCode })} helperText=" " size="small" fullWidth>
          {BREEDS.map((b) => (
            <MenuItem key={b} value={b}>
              {BREED_LABELS[b]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {form.place && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Tingkat
          </Typography>
          {shown.none && (
            <Typography color="error" variant="body2" role="alert">
              {shown.none}
            </Typography>
          )}
          <Stack spacing={1}>
            {form.rows.map((r) => (
              <Box key={r.tingkat_id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                <FormControlLabel
                  sx={{ flex: '1 1 140px', mr: 0, minHeight: 44 }}
                  control={<Checkbox checked={r.checked} onChange={(e) => setRow(r.tingkat_id, { checked: e.target.checked })} sx={{ width: 44, height: 44 }} />}
                  label={
                    <span>
                      {r.lokasi}
                      {r.populasi > 0 && (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {` · berisi ${formatNumber(r.populasi, 0)} ekor`}
                        </Typography>
                      )}
                    </span>
                  }
                />
                <NumberInput
                  mode="integer"
                  label="Ekor"
                  slotProps={{ htmlInput: { 'aria-label': `Jumlah ${r.lokasi}` } }}
                  value={r.jumlah}
                  onChange={(jumlah) => setRow(r.tingkat_id, { jumlah })}
                  disabled={!r.checked}
                  error={!!shown.rows[r.tingkat_id]}
                  helperText={shown.rows[r.tingkat_id] ?? undefined}
                  size="small"
                  sx={{ flex: '0 1 150px', minWidth: 110 }}
                />
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
        Total: {formatNumber(total, 0)} ekor di {ticked} tingkat
      </Typography>
    </FormDialog>
  );
}

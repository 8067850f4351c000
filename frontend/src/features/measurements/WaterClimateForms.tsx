/** The two entry forms of Air & Iklim: the day's water (litres or meter reading) and its climate, each with its own Simpan. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { api, send } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { NumberInput } from '../../components/NumberInput';
import { parseNumber } from '../../lib/number-input';
import { climateBody, waterBody, type ClimateBody, type MeasurePlace, type WaterBody, type WaterForm } from './measurements';

const value = (text: string) => parseNumber(text, 'decimal', 3).value;

export function WaterClimateForms({ place, date, onSaved }: { place: MeasurePlace; date: string; onSaved: (message: string) => Promise<void> }) {
  const [mode, setMode] = useState<WaterForm['mode']>('litres');
  const [water, setWater] = useState('');
  const [tMin, setTMin] = useState('');
  const [tMax, setTMax] = useState('');
  const [rh, setRh] = useState('');
  const [problem, setProblem] = useState<{ water?: string; climate?: string }>({});
  const saveWater = useApiMutation((body: WaterBody) => send(api.POST('/api/measurements/water', { body })), {
    fallback: 'Gagal menyimpan air',
    onSuccess: async (r) => {
      setWater('');
      await onSaved(r.replaced ? 'Air hari ini diganti' : 'Air tersimpan');
    },
  });
  const saveClimate = useApiMutation((body: ClimateBody) => send(api.POST('/api/measurements/climate', { body })), {
    fallback: 'Gagal menyimpan suhu',
    onSuccess: async (r) => {
      await onSaved(r.replaced ? 'Suhu hari ini diganti' : 'Suhu dan kelembapan tersimpan');
    },
  });
  const submitWater = () => {
    const body = waterBody(place, date, { mode, value: value(water) });
    setProblem((p) => ({ ...p, water: typeof body === 'string' ? body : undefined }));
    if (typeof body !== 'string') void saveWater.trigger(body);
  };
  const submitClimate = () => {
    const body = climateBody(place, date, value(tMin), value(tMax), value(rh));
    setProblem((p) => ({ ...p, climate: typeof body === 'string' ? body : undefined }));
    if (typeof body !== 'string') void saveClimate.trigger(body);
  };
  const error = (local: string | undefined, server: string | null) =>
    local || server ? (
      <Alert severity="error" sx={{ mt: 1 }}>
        {local ?? server}
      </Alert>
    ) : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          Air minum
        </Typography>
        <ToggleButtonGroup exclusive value={mode} onChange={(_, m: WaterForm['mode'] | null) => m && setMode(m)} aria-label="Cara isi air" sx={{ mb: 1.5 }}>
          <ToggleButton value="litres" sx={{ minHeight: 44 }}>
            Liter
          </ToggleButton>
          <ToggleButton value="meter" sx={{ minHeight: 44 }}>
            Angka meter (m³)
          </ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <NumberInput label={mode === 'litres' ? 'Liter hari ini' : 'Angka meter (m³)'} mode="decimal" decimals={mode === 'litres' ? 1 : 3} value={water} onChange={setWater} fullWidth />
          <Button variant="contained" onClick={submitWater} disabled={saveWater.busy} sx={{ minHeight: 56 }}>
            Simpan
          </Button>
        </Stack>
        {mode === 'meter' && (
          <Typography variant="caption" color="text.secondary">
            Liter hari ini = (angka meter − pembacaan sebelumnya) × 1.000, dibagi jumlah hari sejak pembacaan itu.
          </Typography>
        )}
        {error(problem.water, saveWater.error)}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          Suhu dan kelembapan
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
          <NumberInput label="Suhu min (°C)" mode="decimal" decimals={1} min={-10} value={tMin} onChange={setTMin} fullWidth />
          <NumberInput label="Suhu maks (°C)" mode="decimal" decimals={1} min={-10} value={tMax} onChange={setTMax} fullWidth />
          <NumberInput label="Kelembapan (%)" mode="decimal" decimals={1} value={rh} onChange={setRh} fullWidth />
        </Stack>
        <Button variant="contained" onClick={submitClimate} disabled={saveClimate.busy} sx={{ minHeight: 48 }}>
          Simpan suhu
        </Button>
        {error(problem.climate, saveClimate.error)}
      </Paper>
    </Box>
  );
}

/**
 * Timbang Ayam (/timbang, issue #39 'Body weight and uniformity'): on the tablet, pick a bagian,
 * type each bird's weight on the pad and tap Catat (a typo is removed from the list), watch the
 * running count, mean, CV and uniformity, and save the birds as one sample — through the outbox
 * when the tablet is offline. Below: the bagian's samples with the breed's band and its source.
 */
import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DateInput } from '../../components/DateInput';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useToast } from '../../components/useToast';
import { useUnsavedGuard } from '../../components/useUnsavedGuard';
import { QUEUED_MESSAGE, sendOrQueue } from '../../data/outbox';
import { useSyncStatus } from '../../data/useOutbox';
import { formatNumber } from '../../lib/format';
import { WeighHistory } from './WeighHistory';
import { WeighPad } from './WeighPad';
import { bandPosition, bandText, confirmWeight, figure, pressKey, removeWeight, runningFigures, weighBody, weighLabel, WEIGH_MESSAGES, type BodyWeightBody, type BodyWeightSample, type PadKey } from './measurements';

export default function WeighPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const bagianList = useApiQuery(tenantId ? '/api/bagian-lokasi' : null, {});
  const [bagianId, setBagianId] = useState<number | ''>('');
  const [date, setDate] = useState<Dayjs>(() => dayjs());
  const [typed, setTyped] = useState('');
  const [weights, setWeights] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<BodyWeightSample | null>(null);
  const { toast, showToast } = useToast(3000);
  const guard = useUnsavedGuard(weights.length > 0);
  const bagian = bagianList.data?.find((b) => b.bagian_id === bagianId);
  const figures = runningFigures(weights);
  const history = useApiQuery(tenantId && bagianId !== '' ? '/api/measurements/body-weights' : null, {
    params: { query: { bagian_id: Number(bagianId), start: dayjs().subtract(365, 'day').format('YYYY-MM-DD') } },
  });

  // A sample saved offline reaches the server when the outbox empties: read the history again then.
  const { lastSyncedAt } = useSyncStatus();
  const refreshHistory = history.mutate;
  useEffect(() => {
    if (lastSyncedAt) void refreshHistory();
  }, [lastSyncedAt, refreshHistory]);

  const save = useApiMutation(
    (body: BodyWeightBody) =>
      sendOrQueue<BodyWeightSample>({ kind: 'timbang', path: '/api/measurements/body-weights', route: '/timbang', day: body.date, body, label: weighLabel(bagian?.lokasi ?? '', body.date, body.weights_g.length) }),
    {
      fallback: WEIGH_MESSAGES.failed,
      onSuccess: async (answer) => {
        setWeights([]);
        setTyped('');
        setProblem(null);
        setResult(answer.queued ? null : answer.data);
        showToast(answer.queued ? QUEUED_MESSAGE : WEIGH_MESSAGES.saved, answer.queued ? 'info' : 'success');
        if (!answer.queued) await history.mutate();
      },
    },
  );

  const key = (k: PadKey) => {
    setProblem(null);
    setTyped((t) => pressKey(t, k));
  };
  const confirm = () => {
    const next = confirmWeight(weights, typed);
    setProblem(next.problem);
    if (next.problem) return;
    setWeights(next.weights);
    setTyped('');
    setResult(null);
  };
  const submit = () => {
    if (bagianId === '') return setProblem(WEIGH_MESSAGES.bagian);
    void save.trigger(weighBody(date.format('YYYY-MM-DD'), bagianId, weights));
  };

  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} />
      {guard}
      {toast}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField select label="Bagian" value={bagianId} onChange={(e) => setBagianId(Number(e.target.value))} sx={{ minWidth: 220 }} disabled={!bagianList.data}>
          {(bagianList.data ?? []).map((b) => (
            <MenuItem key={b.bagian_id} value={b.bagian_id}>
              {b.lokasi}
            </MenuItem>
          ))}
        </TextField>
        <DateInput label="Tanggal timbang" value={date} onChange={(d) => { if (d) setDate(d); }} maxDate={dayjs()} required />
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>
        {WEIGH_MESSAGES.advice}
      </Alert>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1, mb: 2 }}>
        <StatCard label="Jumlah ditimbang" value={`${weights.length} ekor`} />
        <StatCard label="Rata-rata" value={figure(figures?.meanG, 0, ' g')} />
        <StatCard label="CV" value={figure(figures?.cvPct, 1, ' %')} />
        <StatCard label="Keseragaman" value={figure(figures?.uniformityPct, 1, ' %')} hint="dalam ±10 % rata-rata" color={figures && figures.uniformityPct < 80 ? 'warning.main' : undefined} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
        <WeighPad typed={typed} problem={problem} count={weights.length} onKey={key} onConfirm={confirm} disabled={save.busy} />
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            Berat tercatat
          </Typography>
          {weights.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Belum ada ayam ditimbang. Ketik berat lalu tekan Catat untuk setiap ekor.
            </Typography>
          ) : (
            <Box component="ol" aria-label="Berat tercatat" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none', maxHeight: 260, overflowY: 'auto' }} tabIndex={0}>
              {weights.map((w, i) => (
                <li key={`${i}-${w}`}>
                  <Button size="small" variant="outlined" color="inherit" sx={{ minHeight: 44, minWidth: 44 }} onClick={() => setWeights((ws) => removeWeight(ws, i))} aria-label={`Hapus berat ke-${i + 1} (${formatNumber(w, 0)} g)`}>
                    {i + 1}. {formatNumber(w, 0)} ✕
                  </Button>
                </li>
              ))}
            </Box>
          )}
          <Button variant="contained" fullWidth sx={{ mt: 2, minHeight: 52 }} disabled={weights.length === 0 || save.busy} onClick={submit}>
            Simpan sampel ({weights.length} ekor)
          </Button>
          {save.error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {save.error}
            </Alert>
          )}
          {result && (
            <Alert severity={bandPosition(result.mean_g, result.standard) === 'di bawah standar' ? 'warning' : 'success'} sx={{ mt: 1 }}>
              Tersimpan: {result.n} ekor, rata-rata {formatNumber(result.mean_g, 0)} g, keseragaman {formatNumber(result.uniformity_pct, 1)} %.
              {result.standard
                ? ` Standar umur ${result.age_weeks} minggu: ${bandText(result.standard)} (${bandPosition(result.mean_g, result.standard)}). Sumber: ${result.standard.source}.`
                : ' Tidak ada standar berat untuk umur ini.'}
            </Alert>
          )}
        </Paper>
      </Box>
      {bagianId !== '' && <WeighHistory samples={history.data?.samples} loading={history.isLoading} error={history.error} />}
    </Box>
  );
}

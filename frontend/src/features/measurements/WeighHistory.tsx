/** The samples of a bagian over the last year (Timbang Ayam): figures against the breed's band, with its source. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { SimpleTable, type SimpleColumn } from '../../components/SimpleTable';
import { formatDate } from '../../lib/format';
import { bandPosition, bandText, figure, type BodyWeightSample } from './measurements';

const COLUMNS: SimpleColumn<BodyWeightSample>[] = [
  { field: 'date', headerName: 'Tanggal', valueFormatter: (v: string) => formatDate(v) },
  { field: 'n', headerName: 'Ekor', type: 'number' },
  { field: 'mean_g', headerName: 'Rata-rata (g)', type: 'number', valueFormatter: (v: number) => figure(v, 0) },
  { field: 'cv_pct', headerName: 'CV (%)', type: 'number', valueFormatter: (v: number | null) => figure(v, 1) },
  { field: 'uniformity_pct', headerName: 'Keseragaman (%)', type: 'number', valueFormatter: (v: number) => figure(v, 1) },
  { field: 'age_weeks', headerName: 'Umur (minggu)', type: 'number', valueFormatter: (v: number | null) => figure(v, 0) },
  { field: 'standard', headerName: 'Standar', flex: 1.4, valueFormatter: (v: BodyWeightSample['standard'], r) => (v ? `${bandText(v)} · ${bandPosition(r.mean_g, v)}` : '-') },
];

export function WeighHistory({ samples, loading, error }: { samples: BodyWeightSample[] | undefined; loading: boolean; error: unknown }) {
  const sources = [...new Set((samples ?? []).flatMap((s) => (s.standard ? [s.standard.source] : [])))];
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Riwayat timbang bagian ini (1 tahun)
      </Typography>
      {error ? (
        <Alert severity="error">{errorText(error, 'Gagal memuat riwayat timbang')}</Alert>
      ) : !loading && samples?.length === 0 ? (
        <Typography color="text.secondary">Belum ada sampel timbang untuk bagian ini.</Typography>
      ) : (
        <SimpleTable label="Riwayat timbang" rows={[...(samples ?? [])].reverse()} columns={COLUMNS} getRowId={(r) => r.id} loading={loading} sortable={false} cards />
      )}
      {sources.map((s) => (
        <Typography key={s} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          Sumber standar: {s}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Air & Iklim (/air-iklim, issue #39 'Water and house climate'): for a plant or jalur, the day's
 * water (litres or the meter's reading) and its minimum/maximum temperature and humidity, then the
 * last 30 days: water per bird, the water:feed ratio and the THI. The viewer reads only.
 */
import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DateInput } from '../../components/DateInput';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { SimpleTable, type SimpleColumn } from '../../components/SimpleTable';
import { useToast } from '../../components/useToast';
import { formatDate } from '../../lib/format';
import { useRole } from '../../lib/useSession';
import { WaterClimateForms } from './WaterClimateForms';
import { figure, placeKey, type DailyMeasure } from './measurements';

const COLUMNS: SimpleColumn<DailyMeasure>[] = [
  { field: 'date', headerName: 'Tanggal', valueFormatter: (v: string) => formatDate(v) },
  { field: 'water_litres', headerName: 'Air (L)', type: 'number', valueFormatter: (v: number | null) => figure(v, 1) },
  { field: 'water_ml_per_bird', headerName: 'mL/ekor', type: 'number', valueFormatter: (v: number | null) => figure(v, 1) },
  { field: 'feed_kg', headerName: 'Pakan (kg)', type: 'number', valueFormatter: (v: number) => figure(v, 1) },
  { field: 'water_feed_ratio', headerName: 'Air:pakan (L/kg)', type: 'number', valueFormatter: (v: number | null) => figure(v, 2) },
  { field: 'temp_min_c', headerName: 'Suhu (°C)', valueFormatter: (v: number | null, r) => (v === null ? '-' : `${figure(v, 1)}–${figure(r.temp_max_c, 1)}`) },
  { field: 'humidity_pct', headerName: 'RH (%)', type: 'number', valueFormatter: (v: number | null) => figure(v, 1) },
  { field: 'thi', headerName: 'THI', type: 'number', valueFormatter: (v: number | null) => figure(v, 1) },
  { field: 'source', headerName: 'Sumber', valueFormatter: (v: string | null) => (v === 'sensor' ? 'Sensor' : v === 'entry' ? 'Entri' : '-') },
];

export default function WaterClimatePage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const role = useRole();
  const places = useApiQuery(tenantId ? '/api/measurements/places' : null, {});
  const [key, setKey] = useState('');
  const [date, setDate] = useState<Dayjs>(() => dayjs());
  const { toast, showToast } = useToast(3000);
  const list = places.data?.places ?? [];
  const place = list.find((p) => placeKey(p) === key) ?? list[0];
  const daily = useApiQuery(place ? '/api/measurements/daily' : null, { params: { query: { place_type: place?.place_type ?? 'plant', place_id: place?.place_id ?? 0 } } });
  const days = [...(daily.data?.days ?? [])].reverse();

  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} />
      {toast}
      {places.error ? <Alert severity="error">{errorText(places.error, 'Gagal memuat daftar kandang')}</Alert> : null}
      {places.data && list.length === 0 ? (
        <EmptyState message="Belum ada plant atau jalur." hint="Buat struktur kandang dulu." />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField select label="Plant / jalur" value={place ? placeKey(place) : ''} onChange={(e) => setKey(e.target.value)} sx={{ minWidth: 240 }} disabled={!places.data}>
              {list.map((p) => (
                <MenuItem key={placeKey(p)} value={placeKey(p)}>
                  {p.label}
                </MenuItem>
              ))}
            </TextField>
            {role !== 'viewer' && <DateInput label="Tanggal" value={date} onChange={(d) => { if (d) setDate(d); }} maxDate={dayjs()} required />}
          </Stack>
          {place && role !== 'viewer' && (
            <WaterClimateForms
              key={`${placeKey(place)}-${date.format('YYYY-MM-DD')}`}
              place={place}
              date={date.format('YYYY-MM-DD')}
              onSaved={async (message) => {
                showToast(message);
                await daily.mutate();
              }}
            />
          )}
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            30 hari terakhir{place ? `: ${place.label}` : ''}
          </Typography>
          {daily.error ? (
            <Alert severity="error">{errorText(daily.error, 'Gagal memuat data harian')}</Alert>
          ) : (
            <SimpleTable label="Air dan iklim harian" rows={days} columns={COLUMNS} getRowId={(r) => r.date} loading={daily.isLoading || places.isLoading} sortable={false} cards pageSize={31} pageSizeOptions={[31]} />
          )}
          {daily.data && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {daily.data.source}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

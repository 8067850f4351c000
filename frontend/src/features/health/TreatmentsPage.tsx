/**
 * Pengobatan & Telur Tertahan (/kesehatan/pengobatan, issue #38): the treatments with the hold each
 * puts on its bagian's eggs (until when, how many eggs so far, the cost booked to Beban OVK), the
 * bagian held today, and the deaths of the last 12 weeks per week, bagian and cause. Admin records
 * a treatment; viewer reads.
 */
import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MedicationIcon from '@mui/icons-material/Medication';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiQuery, useRevalidate } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { HeldEggsNotice } from '../../components/HeldEggsNotice';
import { lazyDialog } from '../../components/lazyDialog';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/useToast';
import { formatDate } from '../../lib/format';
import { amountOf } from '../../lib/money';
import { useRole } from '../../lib/useSession';
import { DEATH_CAUSE_LABELS, heldText, holdState, mortalityRange, mortalityTable, TREATMENT_TEXT, type MortalityLine, type Treatment } from './treatments';

const TreatmentDialog = lazyDialog(() => import('./TreatmentDialog').then((m) => m.TreatmentDialog), (p) => p.open);

/** The /kesehatan/pengobatan route. */
export default function TreatmentsPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const role = useRole();
  const admin = role === 'admin' || role === 'superadmin';
  const today = dayjs().format('YYYY-MM-DD');
  const range = useMemo(() => mortalityRange(), []);
  const treatments = useApiQuery(tenantId ? '/api/health/treatments' : null, {});
  const mortality = useApiQuery(tenantId ? '/api/health/mortality' : null, { params: { query: { ...range, group: 'week' } } });
  const [open, setOpen] = useState(false);
  const { toast, showToast } = useToast();
  const revalidate = useRevalidate();
  const deaths = useMemo(() => mortalityTable(mortality.data?.rows ?? []), [mortality.data]);

  const columns: GridColDef<Treatment>[] = [
    {
      field: 'bagian',
      headerName: 'Bagian',
      flex: 1.2,
      minWidth: 130,
      renderCell: ({ row }) => (
        <Box sx={{ py: 0.5 }}>
          <Typography variant="body2">{row.bagian}</Typography>
          <Typography variant="caption" color="text.secondary">
            {row.reason}
          </Typography>
        </Box>
      ),
    },
    { field: 'item', headerName: 'Obat', flex: 1.2, minWidth: 120, valueFormatter: (v: string, row) => `${v} · ${Number(row.dose).toLocaleString('id-ID')} ${row.unit}` },
    { field: 'start_date', headerName: 'Pemberian', flex: 1.2, minWidth: 120, valueFormatter: (v: string, row) => `${formatDate(v)} – ${formatDate(row.end_date)}` },
    {
      field: 'hold_until',
      headerName: 'Telur tertahan',
      flex: 1.3,
      minWidth: 150,
      renderCell: ({ row }) => {
        const s = holdState(row, today);
        return (
          <Box sx={{ py: 0.5 }}>
            <Typography variant="body2" color={s.active ? 'warning.dark' : 'text.secondary'} sx={{ fontWeight: s.active ? 600 : 400 }}>
              {s.text}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {heldText(row)}
              {row.disposal ? ` · ${row.disposal === 'dimusnahkan' ? 'dimusnahkan' : 'dijual non-pangan'}` : ''}
            </Typography>
          </Box>
        );
      },
    },
    { field: 'cost', headerName: 'Biaya (Rp)', type: 'number', flex: 0.8, minWidth: 90, valueFormatter: (v: string) => amountOf(v) },
  ];

  const deathColumns: GridColDef<MortalityLine>[] = [
    { field: 'period', headerName: 'Minggu mulai', flex: 1, minWidth: 100, valueFormatter: (v: string) => formatDate(v) },
    { field: 'bagian', headerName: 'Bagian', flex: 1.2, minWidth: 110 },
    ...deaths.causes.map(
      (c): GridColDef<MortalityLine> => ({ field: c, headerName: DEATH_CAUSE_LABELS[c], type: 'number', flex: 0.8, minWidth: 80, valueGetter: (_v: unknown, row: MortalityLine) => row.byCause[c] ?? 0 }),
    ),
    { field: 'total', headerName: 'Total (ekor)', type: 'number', flex: 0.8, minWidth: 80 },
    { field: 'diseases', headerName: 'Dugaan penyakit', flex: 1, minWidth: 100, valueFormatter: (v: string | null) => v ?? '-' },
  ];

  const saved = () => {
    setOpen(false);
    showToast(TREATMENT_TEXT.saved);
    void treatments.mutate();
    void revalidate('/api/health/holds');
  };

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          admin ? (
            <Button aria-haspopup="dialog" variant="contained" onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
              + Catat Pengobatan
            </Button>
          ) : undefined
        }
      />
      <Stack spacing={2}>
        <HeldEggsNotice date={today} note="Telur bagian ini dicatat di produksi, tetapi tidak dapat dijual sampai masa henti obat selesai." />
        {treatments.error && <Alert severity="error">{errorText(treatments.error, TREATMENT_TEXT.load)}</Alert>}
        {!treatments.isLoading && !treatments.error && (treatments.data ?? []).length === 0 ? (
          <EmptyState message="Belum ada pengobatan" hint={admin ? 'Catat obat yang diberikan dengan tombol + Catat Pengobatan.' : undefined} icon={<MedicationIcon />} />
        ) : (
          <DataTable<Treatment> fit cards label="Daftar pengobatan" rows={treatments.data ?? []} columns={columns} loading={treatments.isLoading} localeText={{ noRowsLabel: 'Belum ada pengobatan' }} />
        )}
        <Typography variant="h6" component="h2">
          Kematian per penyebab (12 minggu)
        </Typography>
        {mortality.error && <Alert severity="error">{errorText(mortality.error, TREATMENT_TEXT.mortality)}</Alert>}
        {!mortality.isLoading && !mortality.error && deaths.lines.length === 0 ? (
          <EmptyState message="Tidak ada kematian tercatat" hint={`Periode ${formatDate(range.start)} – ${formatDate(range.end)}.`} />
        ) : (
          <DataTable<MortalityLine> fit cards label="Kematian per penyebab" rows={deaths.lines} columns={deathColumns} loading={mortality.isLoading} localeText={{ noRowsLabel: 'Tidak ada kematian' }} />
        )}
      </Stack>
      <TreatmentDialog open={open} onClose={() => setOpen(false)} onSaved={saved} />
      {toast}
    </Box>
  );
}

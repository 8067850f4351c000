import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import VaccinesIcon from '@mui/icons-material/Vaccines';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import type { PageProps } from '../../app/manifest';
import { EmptyState } from '../../components/EmptyState';
import { lazyDialog } from '../../components/lazyDialog';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { SimpleTable, type SimpleColumn } from '../../components/SimpleTable';
import { useToast } from '../../components/useToast';
import { useRole } from '../../lib/useSession';
import { ROUTE_LABEL, type Program } from './health';

const ProgramDialog = lazyDialog(() => import('./ProgramDialog').then((m) => m.ProgramDialog), (p) => p.target !== null);

type Row = Program['rows'][number];
const COLUMNS: SimpleColumn<Row>[] = [
  { field: 'age_days', headerName: 'Umur (hari)', type: 'number', flex: 0.6 },
  { field: 'disease', headerName: 'Penyakit', flex: 1.3 },
  { field: 'item_name', headerName: 'Vaksin', flex: 1, valueFormatter: (v: string | null) => v ?? '— belum ditautkan —' },
  { field: 'route', headerName: 'Rute', flex: 0.8, valueFormatter: (v: Row['route']) => ROUTE_LABEL[v] },
  { field: 'note', headerName: 'Catatan', flex: 2, valueFormatter: (v: string | null) => v ?? '' },
];

/**
 * Program Vaksinasi (/kesehatan/program, issue #38): the farm's programs by age, the default first;
 * a shipped example shows its sources and that it is to be adapted with the farm's vet. Admin adds
 * and edits; viewer reads.
 */
export default function ProgramsPage({ title, subtitle }: PageProps) {
  const role = useRole();
  const isAdmin = role === 'admin' || role === 'superadmin';
  const programs = useApiQuery('/api/health/programs', {});
  const [target, setTarget] = useState<Program | 'new' | null>(null);
  const { toast, showToast } = useToast(2500);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          isAdmin && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setTarget('new')} sx={{ minHeight: 44 }}>
              Tambah program
            </Button>
          )
        }
      />
      {programs.error && <Alert severity="error" sx={{ mb: 2 }}>{errorText(programs.error, 'Gagal memuat program vaksinasi')}</Alert>}
      {programs.isLoading ? (
        <PageLoading />
      ) : !programs.data?.length ? (
        <EmptyState message="Belum ada program vaksinasi." icon={<VaccinesIcon />} />
      ) : (
        <Stack spacing={2}>
          {programs.data.map((p) => (
            <Paper key={p.id} component="section" variant="outlined" sx={{ p: 2 }} aria-label={`Program ${p.name}`}>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
                  {p.name}
                </Typography>
                {p.is_default && <Chip size="small" color="primary" label="Bawaan peternakan" />}
                {p.is_example && <Chip size="small" color="warning" label="Contoh" />}
                {isAdmin && (
                  <Button size="small" variant="outlined" onClick={() => setTarget(p)} sx={{ minHeight: 44, ml: 'auto' }} aria-label={`Ubah ${p.name}`}>
                    Ubah
                  </Button>
                )}
              </Stack>
              {p.is_example && p.source && (
                <Alert severity="warning" sx={{ mb: 1.5 }}>
                  {p.source}
                </Alert>
              )}
              <SimpleTable label={`Baris ${p.name}`} rows={p.rows} columns={COLUMNS} getRowId={(r) => r.id} sortable={false} cards pageSize={100} pageSizeOptions={[100]} />
            </Paper>
          ))}
        </Stack>
      )}
      <ProgramDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          showToast(message, 'success');
          void programs.mutate();
        }}
      />
      {toast}
    </>
  );
}

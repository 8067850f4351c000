/**
 * Ransum (/ransum, issue #37 'Rations (formula) and mixing'): the farm's rations with their
 * composition, cost per kg at today's moving averages and the stock of their mixed feed; add and
 * edit a ration (nutrients against the phase's target, sources shown), mix a batch (Campur, the
 * shortfall shown before saving), and the farm's targets per phase. Admin writes, viewer reads.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlenderIcon from '@mui/icons-material/Blender';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { lazyDialog } from '../../components/lazyDialog';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/useToast';
import { formatNumber } from '../../lib/format';
import { nutrientColumns } from '../../lib/nutrients';
import { useRole } from '../../lib/useSession';
import { kgText, liveCostPerKg, PHASE_LABELS, pctText, RATION_TEXT, type Ration, type RationTarget } from './rations';

const RationDialog = lazyDialog(() => import('./RationDialog').then((m) => m.RationDialog), (p) => p.target !== null);
const MixDialog = lazyDialog(() => import('./MixDialog').then((m) => m.MixDialog), (p) => p.ration !== null);
const TargetDialog = lazyDialog(() => import('./TargetDialog').then((m) => m.TargetDialog), (p) => p.target !== null);

/** A row of the list: the ration with its cost per kg today and the stock of its mixed feed. */
type Row = Ration & { cost: number | null; stockKg: string | null };

/** The /ransum route. */
export default function RationsPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const role = useRole();
  const admin = role === 'admin' || role === 'superadmin';
  const rations = useApiQuery(tenantId ? '/api/rations' : null, {});
  const items = useApiQuery(tenantId ? '/api/stock-items' : null, {});
  const stock = useApiQuery(tenantId ? '/api/stock-items/stock' : null, {});
  const targets = useApiQuery(tenantId ? '/api/rations/targets' : null, {});
  const [editing, setEditing] = useState<Ration | 'new' | null>(null);
  const [mixing, setMixing] = useState<Ration | null>(null);
  const [phase, setPhase] = useState<RationTarget | null>(null);
  const { toast, showToast } = useToast();

  const avg = useMemo(() => new Map((stock.data ?? []).map((s) => [s.item_id, Number(s.avg_cost)])), [stock.data]);
  const rows: Row[] = useMemo(
    () =>
      (rations.data ?? []).map((r) => ({
        ...r,
        cost: liveCostPerKg(
          r.ingredients.map((i) => ({ item_id: i.item_id, pct: String(i.pct).replace('.', ',') })),
          avg,
        ),
        stockKg: stock.data?.find((s) => s.item_id === r.mixed_item_id)?.qty ?? null,
      })),
    [rations.data, stock.data, avg],
  );

  const columns: GridColDef<Row>[] = [
    {
      field: 'name',
      headerName: 'Ransum',
      flex: 1.3,
      minWidth: 140,
      renderCell: ({ row }) => (
        <Box sx={{ py: 0.5 }}>
          <Typography variant="body2">{row.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {PHASE_LABELS[row.phase]}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'ingredients',
      headerName: 'Komposisi',
      flex: 2,
      minWidth: 180,
      sortable: false,
      valueFormatter: (_v, row) => row.ingredients.map((i) => `${i.name} ${pctText(i.pct)} %`).join(' · '),
    },
    { field: 'cost', headerName: 'Biaya/kg hari ini (Rp)', type: 'number', flex: 1, minWidth: 100, valueFormatter: (v: number | null) => (v === null ? '-' : formatNumber(v, 2)) },
    { field: 'stockKg', headerName: 'Stok campuran', type: 'number', flex: 1, minWidth: 100, valueFormatter: (v: string | null) => (v === null ? '-' : `${kgText(v)} kg`) },
    {
      field: 'actions',
      headerName: 'Aksi',
      width: admin ? 170 : 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5}>
          {admin && (
            <Button size="small" variant="outlined" sx={{ minHeight: 44 }} onClick={() => setMixing(row)} aria-label={`Campur ${row.name}`} aria-haspopup="dialog">
              Campur
            </Button>
          )}
          <Button size="small" sx={{ minHeight: 44 }} onClick={() => setEditing(row)} aria-label={`${admin ? 'Edit' : 'Lihat'} ${row.name}`} aria-haspopup="dialog">
            {admin ? 'Edit' : 'Lihat'}
          </Button>
        </Stack>
      ),
    },
  ];

  const targetColumns: GridColDef<RationTarget>[] = [
    { field: 'phase', headerName: 'Fase', flex: 1, minWidth: 100, valueFormatter: (v: RationTarget['phase']) => PHASE_LABELS[v] },
    ...nutrientColumns<RationTarget>((row) => row.nutrients),
    { field: 'source', headerName: 'Sumber', flex: 2, minWidth: 160, sortable: false, valueFormatter: (v: string | null) => v ?? 'Belum diisi' },
    ...(admin
      ? [
          {
            field: 'actions',
            headerName: 'Aksi',
            width: 84,
            sortable: false,
            renderCell: ({ row }) => (
              <Button size="small" sx={{ minHeight: 44 }} onClick={() => setPhase(row)} aria-label={`Edit target ${PHASE_LABELS[row.phase]}`} aria-haspopup="dialog">
                Edit
              </Button>
            ),
          } satisfies GridColDef<RationTarget>,
        ]
      : []),
  ];

  const saved = (message: string) => {
    setEditing(null);
    setMixing(null);
    setPhase(null);
    showToast(message);
    void rations.mutate();
    void stock.mutate();
    void targets.mutate();
  };

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          admin ? (
            <Button variant="contained" onClick={() => setEditing('new')} aria-haspopup="dialog">
              + Tambah Ransum
            </Button>
          ) : undefined
        }
      />
      <Stack spacing={2}>
        {rations.error && <Alert severity="error">{errorText(rations.error, RATION_TEXT.load)}</Alert>}
        {!rations.isLoading && !rations.error && rows.length === 0 ? (
          <EmptyState message="Belum ada ransum" hint={admin ? 'Susun ransum dari bahan pakan dengan tombol + Tambah Ransum.' : 'Admin kandang menyusun ransum di sini.'} icon={<BlenderIcon />} />
        ) : (
          <DataTable<Row> fit cards label="Daftar ransum" rows={rows} columns={columns} loading={rations.isLoading} localeText={{ noRowsLabel: 'Belum ada ransum' }} />
        )}
        <Typography variant="h6" component="h2">
          Target gizi per fase
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Target kandang sendiri, diisi dari panduan bibit atau pemasok pakan; rekomendasi yang ditemukan ditampilkan bersama sumbernya di rincian ransum.
        </Typography>
        <DataTable<RationTarget> fit cards label="Target gizi per fase" rows={targets.data ?? []} getRowId={(r) => r.phase} columns={targetColumns} loading={targets.isLoading} />
      </Stack>
      <RationDialog
        target={editing}
        readOnly={!admin}
        items={items.data ?? []}
        avg={avg}
        targets={targets.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      <MixDialog ration={mixing} onClose={() => setMixing(null)} onSaved={saved} />
      <TargetDialog target={phase} onClose={() => setPhase(null)} onSaved={saved} />
      {toast}
    </Box>
  );
}

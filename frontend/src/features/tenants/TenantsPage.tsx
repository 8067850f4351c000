/**
 * Superadmin Tenants (/superadmin, spec part 2): search on name or code, Refresh,
 * '+ Tambah Tenant', the test push to the accounting integration, and per farm Masuk
 * (impersonate) and Aktifkan/Nonaktifkan (with a confirmation).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import type { PageProps } from '../../app/manifest';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useToast } from '../../components/useToast';
import { formatDate } from '../../lib/format';
import { useRole } from '../../lib/useSession';
import { BackupStatusLine } from './BackupStatus';
import { TENANT_TEXT, enterFarm, exportTenant, filterTenants, impersonate, pushSummary, tenantCounts, testPush, toggleStatus, type Tenant } from './tenants';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const TenantDialog = lazyDialog(() => import('./TenantDialog').then((m) => m.TenantDialog), (p) => p.open);

/** The /superadmin route. */
export default function TenantsPage({ title, subtitle }: PageProps) {
  // Admins pass every route list (spec part 1 §2.2), but the platform calls are the superadmin's: none is sent for them.
  const isSuperadmin = useRole() === 'superadmin';
  const list = useApiQuery(isSuperadmin ? '/api/superadmin/tenants' : null, {});
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Tenant | null>(null);
  const [pushResult, setPushResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { toast, showToast } = useToast();

  const status = useApiMutation(toggleStatus, {
    fallback: TENANT_TEXT.status,
    onSuccess: (t) => {
      setConfirming(null);
      showToast(t.is_active ? `${t.nama} diaktifkan.` : `${t.nama} dinonaktifkan.`);
      return list.mutate();
    },
  });
  const enter = useApiMutation(impersonate, { fallback: TENANT_TEXT.impersonate, onSuccess: enterFarm, onError: (message) => showToast(message, 'error') });
  const exporter = useApiMutation(exportTenant, { fallback: TENANT_TEXT.exportFailed, onSuccess: () => showToast('Ekspor diunduh.'), onError: (message) => showToast(message, 'error') });
  const push = useApiMutation(testPush, { fallback: TENANT_TEXT.push, onSuccess: (r) => setPushResult(pushSummary(r)), onError: (message) => setPushResult({ ok: false, text: message }) });

  if (!isSuperadmin) {
    return (
      <Box>
        <PageHeader title={title} />
        <Alert severity="warning">Halaman ini khusus superadmin.</Alert>
      </Box>
    );
  }

  const all = list.data?.tenants ?? [];
  const rows = filterTenants(all, search);
  const counts = tenantCounts(all);

  const askStatus = (t: Tenant) => {
    status.reset();
    setConfirming(t);
  };

  const columns: GridColDef<Tenant>[] = [
    { field: 'kode', headerName: 'Kode', width: 110 },
    { field: 'nama', headerName: 'Nama', flex: 1, minWidth: 170 },
    { field: 'user_count', headerName: 'User', width: 80, type: 'number' },
    {
      field: 'is_active',
      headerName: 'Status',
      width: 110,
      renderCell: ({ value }) => <Chip size="small" color={value ? 'success' : 'default'} label={value ? 'Aktif' : 'Nonaktif'} />,
    },
    { field: 'created_at', headerName: 'Dibuat', width: 110, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'actions',
      headerName: 'Aksi',
      width: 330,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Button
            size="small"
            variant="contained"
            disabled={!row.is_active || enter.busy}
            onClick={() => void enter.trigger(row)}
            aria-label={`Masuk ke ${row.nama}`}
          >
            {enter.pending?.id === row.id ? 'Masuk…' : 'Masuk'}
          </Button>
          <Button size="small" variant="outlined" color={row.is_active ? 'error' : 'success'} onClick={() => askStatus(row)} aria-label={`${row.is_active ? 'Nonaktifkan' : 'Aktifkan'} ${row.nama}`}>
            {row.is_active ? 'Nonaktifkan' : 'Aktifkan'}
          </Button>
          <Button size="small" variant="text" disabled={exporter.busy} onClick={() => void exporter.trigger(row)} aria-label={`Ekspor data ${row.nama}`}>
            {exporter.pending?.id === row.id ? 'Ekspor…' : 'Ekspor'}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" onClick={() => void list.mutate()} disabled={list.isValidating}>
              Refresh
            </Button>
            <Button variant="outlined" onClick={() => void push.trigger(undefined)} disabled={push.busy}>
              {push.busy ? 'Mengirim…' : 'Tes Push Gorichi'}
            </Button>
            <Button aria-haspopup="dialog" variant="contained" onClick={() => setAdding(true)}>
              + Tambah Tenant
            </Button>
          </Stack>
        }
      />
      <Stack spacing={2}>
        {pushResult && (
          <Alert severity={pushResult.ok ? 'success' : 'warning'} onClose={() => setPushResult(null)}>
            {pushResult.text}
          </Alert>
        )}
        {list.error && <Alert severity="error">{errorText(list.error, TENANT_TEXT.load)}</Alert>}
        <BackupStatusLine />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'stretch' } }}>
          <StatCard label="Total tenant" value={String(counts.total)} />
          <StatCard label="Tenant aktif" value={String(counts.active)} color="success.dark" />
          <TextField
            label="Cari nama atau kode"
            size="small"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ flex: 2, minWidth: 220, alignSelf: 'center' }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { type: 'search' } }}
          />
        </Stack>
        <DataTable<Tenant> rows={rows} columns={columns} loading={list.isLoading} getRowId={(r) => r.id} />
      </Stack>
      <TenantDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(nama) => {
          setAdding(false);
          showToast(`Tenant ${nama} dibuat.`);
          void list.mutate();
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.is_active ? 'Nonaktifkan tenant' : 'Aktifkan tenant'}
        message={
          confirming?.is_active
            ? `Nonaktifkan ${confirming.nama} (${confirming.kode})? Semua user kandang ini tidak dapat masuk sampai diaktifkan lagi.`
            : `Aktifkan ${confirming?.nama ?? ''} (${confirming?.kode ?? ''})? User kandang ini dapat masuk kembali.`
        }
        confirmLabel={confirming?.is_active ? 'Nonaktifkan' : 'Aktifkan'}
        cancelLabel="Batal"
        destructive={!!confirming?.is_active}
        busy={status.busy}
        error={status.error}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void status.trigger(confirming)}
      />
      {toast}
    </Box>
  );
}

/**
 * Kode Akun (/kode-akun, spec part 2): counts per type, filters (code or
 * name, type, status), the table of accounts and the add/edit modal.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useToast } from '../../components/useToast';
import { ACCOUNT_TEXTS, ACCOUNT_TYPES, countByType, typeLabel, type AccountRow, type AccountStatus, type AccountType } from './chart-of-accounts';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const AccountDialog = lazyDialog(() => import('./AccountDialog').then((m) => m.AccountDialog));

/** The dialog: closed, a new account, or the edited row. */
type Editing = null | 'new' | AccountRow;

/** The /kode-akun route. */
export default function ChartOfAccountsPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const [q, setQ] = useState('');
  const [type, setType] = useState<AccountType | ''>('');
  const [status, setStatus] = useState<AccountStatus>('all');
  const search = useDeferredValue(q.trim());
  const ready = !!tenantId;

  const all = useApiQuery(ready ? '/api/finance-accounts' : null, {});
  const filtered = !!search || !!type || status !== 'all';
  const list = useApiQuery(ready && filtered ? '/api/finance-accounts' : null, {
    params: { query: { q: search || undefined, type: type || undefined, status } },
  });
  const shown = filtered ? list : all;
  const counts = useMemo(() => countByType(all.data ?? []), [all.data]);
  const [editing, setEditing] = useState<Editing>(null);
  const { toast, showToast } = useToast();

  const columns: GridColDef<AccountRow>[] = useMemo(
    () => [
      { field: 'code', headerName: 'Kode', width: 110 },
      { field: 'name', headerName: 'Nama', flex: 1, minWidth: 200 },
      { field: 'type', headerName: 'Tipe', width: 120, valueFormatter: (v: string) => typeLabel(v) },
      {
        field: 'parent_code',
        headerName: 'Induk',
        flex: 1,
        minWidth: 180,
        valueGetter: (_v, r) => (r.parent_code ? `${r.parent_code} · ${r.parent_name ?? ''}` : '-'),
      },
      {
        field: 'is_active',
        headerName: 'Status',
        width: 110,
        renderCell: ({ row }) => <Chip size="small" label={row.is_active ? 'Aktif' : 'Nonaktif'} color={row.is_active ? 'success' : 'default'} variant="outlined" />,
      },
      {
        field: 'actions',
        headerName: '',
        width: 60,
        sortable: false,
        renderCell: ({ row }) => (
          <IconButton aria-haspopup="dialog" size="small" aria-label={`Ubah ${row.code}`} onClick={() => setEditing(row)}>
            <EditIcon fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [],
  );

  const saved = (message: string) => {
    setEditing(null);
    showToast(message);
    void all.mutate();
    if (filtered) void list.mutate();
  };

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button aria-haspopup="dialog" variant="contained" onClick={() => setEditing('new')}>
            Tambah Akun
          </Button>
        }
      />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} aria-label="Jumlah akun per tipe" useFlexGap sx={{ flexWrap: 'wrap' }}>
          {ACCOUNT_TYPES.map((t) => (
            <StatCard key={t.value} label={t.label} value={all.data ? String(counts[t.value]) : '…'} hint={t.hint} />
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField size="small" label="Cari kode atau nama" value={q} onChange={(e) => setQ(e.target.value)} sx={{ minWidth: 240 }} />
          <TextField select size="small" label="Tipe" value={type} onChange={(e) => setType(e.target.value as AccountType | '')} sx={{ minWidth: 180 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">Semua tipe</MenuItem>
            {ACCOUNT_TYPES.map((t) => (
              <MenuItem key={t.value} value={t.value}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          <ToggleButtonGroup exclusive size="small" color="primary" value={status} onChange={(_e, v: AccountStatus | null) => v && setStatus(v)} aria-label="Status">
            <ToggleButton value="all">Semua</ToggleButton>
            <ToggleButton value="active">Aktif</ToggleButton>
            <ToggleButton value="inactive">Nonaktif</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {shown.error && <Alert severity="error">{errorText(shown.error, ACCOUNT_TEXTS.load)}</Alert>}
        <DataTable<AccountRow>
          rows={shown.data ?? []}
          columns={columns}
          loading={!ready || shown.isLoading}
          onRowDoubleClick={({ row }) => setEditing(row)}
          localeText={{ noRowsLabel: 'Tidak ada data.' }}
          initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        />
      </Stack>
      {editing && <AccountDialog account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={saved} />}
      {toast}
    </Box>
  );
}

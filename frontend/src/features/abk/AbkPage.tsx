/** Data ABK (/abk, spec part 2): total and active counts, the register table, '+ ABK Baru' and Edit modals. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DataTable, editColumn } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useToast } from '../../components/useToast';
import { formatDate } from '../../lib/format';
import { ABK_TEXT, waLink, type Abk } from './abk';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const AbkDialog = lazyDialog(() => import('./AbkDialog').then((m) => m.AbkDialog), (p) => p.target !== null);

/** The /abk route. */
export default function AbkPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const list = useApiQuery(tenantId ? '/api/abk' : null, {});
  const [target, setTarget] = useState<Abk | 'new' | null>(null);
  const { toast, showToast } = useToast();
  const rows = list.data ?? [];

  const columns: GridColDef<Abk>[] = [
    { field: 'nama_panggilan', headerName: 'Nama panggilan', width: 140 },
    { field: 'nama_asli', headerName: 'Nama asli', flex: 1, minWidth: 140, valueFormatter: (v: string | null) => v ?? '-' },
    {
      field: 'no_hp',
      headerName: 'No. HP',
      width: 150,
      renderCell: ({ value }) => {
        const href = waLink(value as string | null);
        return href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer">
            {value as string}
          </Link>
        ) : (
          '-'
        );
      },
    },
    { field: 'alamat', headerName: 'Alamat', flex: 1, minWidth: 140, valueFormatter: (v: string | null) => v ?? '-' },
    { field: 'no_ktp', headerName: 'No. KTP', width: 150, valueFormatter: (v: string | null) => v ?? '-' },
    { field: 'tanggal_mulai_kerja', headerName: 'Mulai kerja', width: 110, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'aktif',
      headerName: 'Status',
      width: 100,
      renderCell: ({ value }) => <Chip size="small" color={value ? 'success' : 'default'} label={value ? 'aktif' : 'nonaktif'} />,
    },
    { field: 'email', headerName: 'Username', width: 130, valueFormatter: (v: string | null) => v ?? '-' },
    editColumn<Abk>((row) => row.nama_panggilan, setTarget),
  ];

  const saved = () => {
    setTarget(null);
    showToast('Data ABK disimpan.');
    void list.mutate();
  };

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button aria-haspopup="dialog" variant="contained" onClick={() => setTarget('new')}>
            + ABK Baru
          </Button>
        }
      />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} aria-label="Ringkasan ABK">
          <StatCard label="Total ABK" value={list.data ? String(rows.length) : '…'} />
          <StatCard label="ABK aktif" value={list.data ? String(rows.filter((r) => r.aktif).length) : '…'} />
        </Stack>
        {list.error && <Alert severity="error">{errorText(list.error, ABK_TEXT.load)}</Alert>}
        <DataTable<Abk> rows={rows} columns={columns} loading={list.isLoading} />
      </Stack>
      <AbkDialog target={target} onClose={() => setTarget(null)} onSaved={saved} />
      {toast}
    </Box>
  );
}

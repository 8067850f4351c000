/** Pemasok (/pemasok, issue #37 'Suppliers and payables'): the farm's suppliers, their terms and what the farm owes each; admin adds and edits, viewer reads. */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DataTable, editColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { lazyDialog } from '../../components/lazyDialog';
import { PageHeader } from '../../components/PageHeader';
import { PhoneLink } from '../../components/PhoneLink';
import { useToast } from '../../components/useToast';
import { SUPPLIER_TEXT, type Supplier } from '../../data/suppliers';
import { rupiahOf } from '../../lib/money';
import { useRole } from '../../lib/useSession';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const SupplierDialog = lazyDialog(() => import('../../components/SupplierDialog').then((m) => m.SupplierDialog), (p) => p.target !== null);

/** The /pemasok route. */
export default function SuppliersPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const canWrite = useRole() !== 'viewer';
  const list = useApiQuery(tenantId ? '/api/suppliers' : null, {});
  const [target, setTarget] = useState<Supplier | 'new' | null>(null);
  const { toast, showToast } = useToast();
  const rows = list.data ?? [];

  const columns: GridColDef<Supplier>[] = [
    {
      field: 'name',
      headerName: 'Nama',
      flex: 1.3,
      minWidth: 140,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/hutang/${row.id}`} aria-label={`Kartu hutang ${row.name}`} sx={{ display: 'inline-block', py: 1 }}>
          {row.name}
        </Link>
      ),
    },
    { field: 'phone', headerName: 'Telepon', flex: 1, minWidth: 130, renderCell: ({ row }) => <PhoneLink phone={row.phone} /> },
    { field: 'address', headerName: 'Alamat', flex: 1.4, minWidth: 120, valueFormatter: (v: string | null) => v ?? '-' },
    { field: 'terms_days', headerName: 'Tempo', width: 90, type: 'number', valueFormatter: (v: number) => `${v} hari` },
    { field: 'outstanding', headerName: 'Hutang', flex: 1, minWidth: 120, type: 'number', valueFormatter: (v: string) => rupiahOf(v) },
    ...(canWrite ? [editColumn<Supplier>((row) => row.name, setTarget, 84)] : []),
  ];

  const saved = (message: string) => {
    setTarget(null);
    showToast(message);
    void list.mutate();
  };

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          canWrite ? (
            <Button variant="contained" onClick={() => setTarget('new')} sx={{ minHeight: 44 }} aria-haspopup="dialog">
              + Tambah Pemasok
            </Button>
          ) : undefined
        }
      />
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(list.error, SUPPLIER_TEXT.load)}
        </Alert>
      )}
      {!list.isLoading && !list.error && rows.length === 0 ? (
        <EmptyState message="Belum ada pemasok" hint={canWrite ? 'Tambahkan pabrik pakan atau poultry shop dengan tombol + Tambah Pemasok.' : undefined} icon={<LocalShippingIcon />} />
      ) : (
        <DataTable<Supplier> fit rows={rows} columns={columns} loading={list.isLoading} localeText={{ noRowsLabel: 'Belum ada pemasok' }} />
      )}
      <SupplierDialog target={target} onClose={() => setTarget(null)} onSaved={saved} />
      {toast}
    </Box>
  );
}

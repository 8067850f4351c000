/** Data Pelanggan (/customers, spec part 2): the farm's customers with an add or edit modal. */
import { useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GroupIcon from '@mui/icons-material/Group';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DataTable, editColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { NextSetupStep } from '../../components/NextSetupStep';
import { PhoneLink } from '../../components/PhoneLink';
import { useToast } from '../../components/useToast';
import { formatDate } from '../../lib/format';
import { downloadXlsx, type SheetColumn } from '../../lib/spreadsheet';
import { CUSTOMER_TEXT, STATUS_LABELS, type Customer } from '../../data/customers';
import { linkedUserLabel } from './customers';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const CustomerDialog = lazyDialog(() => import('../../components/CustomerDialog').then((m) => m.CustomerDialog), (p) => p.target !== null);

const SHEET: SheetColumn<Customer>[] = [
  { header: 'Nama', value: (c) => c.name, format: 'text', width: 28 },
  { header: 'Telepon', value: (c) => c.phone, format: 'text', width: 16 },
  { header: 'Alamat', value: (c) => c.address, format: 'text', width: 32 },
  { header: 'Status', value: (c) => STATUS_LABELS[c.status], format: 'text' },
  { header: 'Akun reseller', value: (c) => (c.user_email ? linkedUserLabel(c) : null), format: 'text', width: 22 },
  { header: 'Catatan', value: (c) => c.note, format: 'text', width: 24 },
  { header: 'Dibuat', value: (c) => dayjs(c.created_at).format('YYYY-MM-DD'), format: 'date' },
];

/** The /customers route. */
export default function CustomersPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const list = useApiQuery(tenantId ? '/api/customers' : null, {});
  const [target, setTarget] = useState<Customer | 'new' | null>(null);
  const { toast, showToast } = useToast();
  const rows = list.data ?? [];

  const columns: GridColDef<Customer>[] = [
    { field: 'name', headerName: 'Nama', flex: 1.2, minWidth: 130 },
    { field: 'phone', headerName: 'Telepon', flex: 1, minWidth: 130, renderCell: ({ row }) => <PhoneLink phone={row.phone} /> },
    { field: 'address', headerName: 'Alamat', flex: 1.4, minWidth: 120, valueFormatter: (v: string | null) => v ?? '-' },
    {
      field: 'status',
      headerName: 'Status',
      width: 96,
      renderCell: ({ row }) => <Chip size="small" label={STATUS_LABELS[row.status]} color={row.status === 'active' ? 'success' : 'default'} variant="outlined" />,
    },
    { field: 'user_email', headerName: 'Akun reseller', flex: 1, minWidth: 120, valueGetter: (_v, row) => linkedUserLabel(row) },
    { field: 'created_at', headerName: 'Dibuat', width: 96, valueFormatter: (v: string) => formatDate(v) },
    editColumn<Customer>((row) => row.name, setTarget, 84),
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
          <>
            <Button variant="outlined" disabled={rows.length === 0} onClick={() => void downloadXlsx('pelanggan.xlsx', 'Pelanggan', SHEET, rows)}>
              Excel
            </Button>
            <Button aria-haspopup="dialog" variant="contained" onClick={() => setTarget('new')}>
              + Tambah Pelanggan
            </Button>
          </>
        }
      />
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(list.error, CUSTOMER_TEXT.load)}
        </Alert>
      )}
      <NextSetupStep after="pelanggan" watch={list.data} />
      {!list.isLoading && !list.error && rows.length === 0 ? (
        <EmptyState message="Belum ada data" hint="Tambahkan pelanggan pertama dengan tombol + Tambah Pelanggan." icon={<GroupIcon />} />
      ) : (
        <DataTable<Customer> fit rows={rows} columns={columns} loading={list.isLoading} localeText={{ noRowsLabel: 'Belum ada data' }} />
      )}
      <CustomerDialog target={target} onClose={() => setTarget(null)} onSaved={saved} />
      {toast}
    </Box>
  );
}

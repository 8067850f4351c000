/** Data Users (/users, spec part 2): the farm's users with an add or edit modal. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/useToast';
import { formatDate } from '../../lib/format';
import { UserDialog } from './UserDialog';
import { ROLE_LABELS, USER_TEXT, type Role, type User } from './users';

/** The /users route. */
export default function UsersPage({ title }: PageProps) {
  const { tenantId } = useTenantId();
  const list = useApiQuery(tenantId ? '/api/users' : null, {});
  const roles = useApiQuery(tenantId ? '/api/users/roles' : null, {});
  const [target, setTarget] = useState<User | 'new' | null>(null);
  const { toast, showToast } = useToast();

  const columns: GridColDef<User>[] = [
    { field: 'email', headerName: 'Username', flex: 1, minWidth: 160 },
    { field: 'role', headerName: 'Role', width: 120, valueFormatter: (v: string) => ROLE_LABELS[v] ?? v },
    { field: 'created_at', headerName: 'Dibuat', width: 120, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'actions',
      headerName: 'Aksi',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setTarget(row)} aria-label={`Edit ${row.email}`}>
          Edit
        </Button>
      ),
    },
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
        subtitle="Akun yang dapat masuk ke kandang ini dan perannya."
        actions={
          <Button variant="contained" onClick={() => setTarget('new')}>
            + Tambah User
          </Button>
        }
      />
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(list.error, USER_TEXT.load)}
        </Alert>
      )}
      <DataTable<User> rows={list.data?.items ?? []} columns={columns} loading={list.isLoading} />
      <UserDialog target={target} roles={(roles.data?.items ?? []) as Role[]} onClose={() => setTarget(null)} onSaved={saved} />
      {toast}
    </Box>
  );
}

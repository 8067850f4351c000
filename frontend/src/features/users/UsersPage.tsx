/** Data Users (/users, spec part 2): the farm's users with an add or edit modal. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { NextSetupStep } from '../../components/NextSetupStep';
import { useToast } from '../../components/useToast';
import { formatDate } from '../../lib/format';
import { decodeToken } from '../../lib/session';
import { useToken } from '../../lib/useSession';
import { mayManage, OWNER_ONLY, ROLE_LABELS, USER_TEXT, removeUser, setUserActive, type Role, type User } from './users';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const InviteDialog = lazyDialog(() => import('./InviteDialog').then((m) => m.InviteDialog), (p) => p.open);
const UserDialog = lazyDialog(() => import('./UserDialog').then((m) => m.UserDialog), (p) => p.target !== null);

/** The /users route. */
export default function UsersPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const list = useApiQuery(tenantId ? '/api/users' : null, {});
  const roles = useApiQuery(tenantId ? '/api/users/roles' : null, {});
  const [target, setTarget] = useState<User | 'new' | null>(null);
  const [inviting, setInviting] = useState(false);
  const [switchingOff, setSwitchingOff] = useState<User | null>(null);
  const { toast, showToast } = useToast();
  const me = String(decodeToken(useToken())?.sub ?? '');
  const grantable = roles.data?.items ?? [];
  /** An admin leaves other admins and the owner to the owner: their row's actions are disabled. */
  const manageable = (row: User) => mayManage(row, me, grantable);
  const status = useApiMutation(setUserActive, {
    fallback: USER_TEXT.status,
    onSuccess: (user) => {
      setSwitchingOff(null);
      showToast(user.aktif ? `${user.email} diaktifkan.` : `${user.email} dinonaktifkan; sesinya diakhiri.`);
      void list.mutate();
    },
  });
  const [removing, setRemoving] = useState<User | null>(null);
  const remove = useApiMutation((user: User) => removeUser(user.id), {
    fallback: USER_TEXT.remove,
    onSuccess: () => {
      showToast(`${removing?.email ?? 'User'} dihapus dari kandang ini.`);
      setRemoving(null);
      setTarget(null);
      void list.mutate();
    },
  });
  const toggle = (row: User) => {
    status.reset();
    if (row.aktif) setSwitchingOff(row);
    else void status.trigger({ id: row.id, aktif: true });
  };

  const columns: GridColDef<User>[] = [
    { field: 'email', headerName: 'Username', flex: 1, minWidth: 160 },
    { field: 'role', headerName: 'Role', width: 120, valueFormatter: (v: string) => ROLE_LABELS[v] ?? v },
    {
      field: 'aktif',
      headerName: 'Status',
      width: 220,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Switch
            size="small"
            checked={row.aktif}
            disabled={row.id === me || !manageable(row) || status.busy}
            onChange={() => toggle(row)}
            slotProps={{ input: { 'aria-label': `${row.aktif ? 'Nonaktifkan' : 'Aktifkan'} ${row.email}` } }}
          />
          {row.aktif && row.nonaktif_abk ? (
            // Switched off through Data ABK (nonaktif or past its end date): the login is refused all the same.
            <Chip size="small" label="Nonaktif (Data ABK)" variant="outlined" title="Nonaktif atau masa kerja sudah selesai di Data ABK" />
          ) : (
            <Chip size="small" label={row.aktif ? 'Aktif' : 'Nonaktif'} color={row.aktif ? 'success' : 'default'} variant={row.aktif ? 'filled' : 'outlined'} />
          )}
        </Stack>
      ),
    },
    { field: 'created_at', headerName: 'Dibuat', width: 120, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'actions',
      headerName: 'Aksi',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <span title={manageable(row) ? undefined : OWNER_ONLY}>
          <Button aria-haspopup="dialog" size="small" disabled={!manageable(row)} onClick={() => setTarget(row)} aria-label={`Edit ${row.email}`} sx={{ minHeight: 44 }}>
            Edit
          </Button>
        </span>
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
        subtitle={subtitle}
        actions={
          <Stack direction="row" spacing={1}>
            <Button aria-haspopup="dialog" variant="outlined" onClick={() => setInviting(true)}>
              Undang akun yang sudah ada
            </Button>
            <Button aria-haspopup="dialog" variant="contained" onClick={() => setTarget('new')}>
              + Tambah User
            </Button>
          </Stack>
        }
      />
      <NextSetupStep after="pengguna" watch={list.data} />
      {status.error && !switchingOff && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={status.reset}>
          {status.error}
        </Alert>
      )}
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(list.error, USER_TEXT.load)}
        </Alert>
      )}
      <DataTable<User> rows={list.data?.items ?? []} columns={columns} loading={list.isLoading} />
      <UserDialog
        target={target}
        roles={(roles.data?.items ?? []) as Role[]}
        onClose={() => setTarget(null)}
        onSaved={saved}
        onRemove={
          target !== null && target !== 'new' && target.id === me
            ? undefined
            : (user) => {
                remove.reset();
                setRemoving(user);
              }
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title="Hapus user dari kandang"
        message={removing ? `Hapus ${removing.email} dari kandang ini? Semua sesinya langsung berakhir; akunnya tetap ada dan dapat diundang kembali.` : ''}
        confirmLabel="Hapus"
        busy={remove.busy}
        error={remove.error}
        onConfirm={() => removing && void remove.trigger(removing)}
        onCancel={() => setRemoving(null)}
      />
      <InviteDialog open={inviting} roles={(roles.data?.items ?? []) as Role[]} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={switchingOff !== null}
        title="Nonaktifkan user"
        message={
          switchingOff
            ? `Nonaktifkan ${switchingOff.email} di kandang ini? Semua sesinya langsung berakhir dan ia tidak dapat login ke kandang ini sampai diaktifkan kembali.`
            : ''
        }
        confirmLabel="Nonaktifkan"
        busy={status.busy}
        error={status.error}
        onConfirm={() => switchingOff && void status.trigger({ id: switchingOff.id, aktif: false })}
        onCancel={() => setSwitchingOff(null)}
      />
      {toast}
    </Box>
  );
}

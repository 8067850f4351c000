/**
 * Aset Tetap (/aset, issue #40 'Houses, cages and equipment'): the totals of the owned assets (cost,
 * accumulated depreciation, book value — each the sum of the rows shown, in integer cents), the
 * register with each asset's book value, and for the admin: + Tambah Aset, Edit, Lepas (disposal,
 * confirmed in its dialog) and 'Susutkan bulan ini' (confirmed first; the server answers what it
 * posted, or that the month was already depreciated).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import dayjs from 'dayjs';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { lazyDialog } from '../../components/lazyDialog';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useToast } from '../../components/useToast';
import { formatDate } from '../../lib/format';
import { centsRupiah, rupiahOf } from '../../lib/money';
import { useRole } from '../../lib/useSession';
import { ASSET_GROUP_LABELS, ASSET_STATUS_LABELS, ASSET_TEXT, assetTotals, currentPeriod, runDepreciation, type Asset } from './assets';

const AssetDialog = lazyDialog(() => import('./AssetDialog').then((m) => m.AssetDialog), (p) => p.target !== null);
const DisposeDialog = lazyDialog(() => import('./DisposeDialog').then((m) => m.DisposeDialog), (p) => p.asset !== null);

/** The row's actions: Edit and Lepas (an owned asset only), each at least 44 px high. */
function Actions({ row, onEdit, onDispose }: { row: Asset; onEdit: (a: Asset) => void; onDispose: (a: Asset) => void }) {
  if (row.status === 'dilepas') return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" aria-haspopup="dialog" onClick={() => onEdit(row)} aria-label={`Edit ${row.name}`} sx={{ minHeight: 44 }}>
        Edit
      </Button>
      <Button size="small" color="error" aria-haspopup="dialog" onClick={() => onDispose(row)} aria-label={`Lepas ${row.name}`} sx={{ minHeight: 44 }}>
        Lepas
      </Button>
    </Stack>
  );
}

/** The /aset route. */
export default function AssetsPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const canWrite = useRole() !== 'viewer';
  const list = useApiQuery(tenantId ? '/api/assets' : null, {});
  const [target, setTarget] = useState<Asset | 'new' | null>(null);
  const [disposing, setDisposing] = useState<Asset | null>(null);
  const [confirmRun, setConfirmRun] = useState(false);
  const { toast, showToast } = useToast();
  const rows = list.data ?? [];
  const totals = assetTotals(rows);
  const period = currentPeriod();
  const monthLabel = dayjs(`${period}-01`).format('MM/YYYY');
  const run = useApiMutation(runDepreciation, {
    fallback: ASSET_TEXT.run,
    onSuccess: (r) => {
      setConfirmRun(false);
      showToast(r.message);
      void list.mutate();
    },
  });

  const columns: DataColumn<Asset>[] = [
    { field: 'name', headerName: 'Aset', flex: 1.5, minWidth: 150, card: 'title' },
    { field: 'group', headerName: 'Kelompok', flex: 1, minWidth: 110, valueFormatter: (v: Asset['group']) => ASSET_GROUP_LABELS[v] },
    { field: 'date', headerName: 'Tgl beli', minWidth: 105, valueFormatter: (v: string) => formatDate(v) },
    { field: 'cost', headerName: 'Harga beli', type: 'number', minWidth: 120, valueFormatter: (v: string) => rupiahOf(v) },
    { field: 'useful_life_months', headerName: 'Umur', type: 'number', minWidth: 90, valueFormatter: (v: number, r) => `${r.depreciated_months}/${v} bln` },
    { field: 'accumulated_depreciation', headerName: 'Akumulasi', type: 'number', minWidth: 120, valueFormatter: (v: string) => rupiahOf(v) },
    { field: 'book_value', headerName: 'Nilai buku', type: 'number', minWidth: 120, valueFormatter: (v: string) => rupiahOf(v) },
    { field: 'status', headerName: 'Status', minWidth: 110, valueFormatter: (v: Asset['status']) => ASSET_STATUS_LABELS[v] },
    ...(canWrite
      ? [{ field: 'actions', headerName: 'Aksi', width: 150, sortable: false, renderCell: ({ row }: { row: Asset }) => <Actions row={row} onEdit={setTarget} onDispose={setDisposing} /> }]
      : []),
  ];

  const saved = (message: string) => {
    setTarget(null);
    setDisposing(null);
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
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="outlined" onClick={() => setConfirmRun(true)} sx={{ minHeight: 44 }} aria-haspopup="dialog">
                Susutkan bulan ini
              </Button>
              <Button variant="contained" onClick={() => setTarget('new')} sx={{ minHeight: 44 }} aria-haspopup="dialog">
                + Tambah Aset
              </Button>
            </Stack>
          ) : undefined
        }
      />
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(list.error, ASSET_TEXT.load)}
        </Alert>
      )}
      {rows.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          <StatCard label="Harga beli" value={centsRupiah(totals.cost)} hint="Aset yang masih dimiliki" />
          <StatCard label="Akumulasi penyusutan" value={centsRupiah(totals.accumulated)} />
          <StatCard label="Nilai buku" value={centsRupiah(totals.book)} hint="Harga beli − akumulasi" />
        </Stack>
      )}
      {!list.isLoading && !list.error && rows.length === 0 ? (
        <EmptyState message="Belum ada aset" hint={canWrite ? 'Catat kandang, kandang baterai, peralatan atau kendaraan dengan tombol + Tambah Aset.' : undefined} icon={<WarehouseIcon />} />
      ) : (
        <DataTable<Asset> fit label="Daftar aset tetap" rows={rows} columns={columns} loading={list.isLoading} localeText={{ noRowsLabel: 'Belum ada aset' }} />
      )}
      <ConfirmDialog
        open={confirmRun}
        title="Susutkan bulan ini"
        message={`Posting penyusutan ${monthLabel} untuk semua aset aktif (Beban Penyusutan / Akumulasi Penyusutan)? Bulan yang sudah disusutkan tidak diposting lagi.`}
        confirmLabel="Susutkan"
        cancelLabel="Batal"
        destructive={false}
        busy={run.busy}
        error={run.error}
        onConfirm={() => void run.trigger(period)}
        onCancel={() => setConfirmRun(false)}
      />
      <AssetDialog target={target} onClose={() => setTarget(null)} onSaved={saved} />
      <DisposeDialog asset={disposing} onClose={() => setDisposing(null)} onSaved={() => saved(ASSET_TEXT.disposed)} />
      {toast}
    </Box>
  );
}

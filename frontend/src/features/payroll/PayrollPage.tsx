/**
 * Gaji ABK (/gaji, issue #40 'Wages'): the latest wage slips with their totals (the sums of the rows
 * shown, in integer cents); the admin adds a slip, pays an owed one (today, in cash, after a
 * confirmation) and opens each payslip to print or send.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PaymentsIcon from '@mui/icons-material/Payments';
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
import { PAYROLL_TEXT, cents, paySlip, periodLabel, slipTotals, type Slip } from './payroll';

const SlipDialog = lazyDialog(() => import('./SlipDialog').then((m) => m.SlipDialog), (p) => p.open);

/** The /gaji route. */
export default function PayrollPage({ title, subtitle }: PageProps) {
  const { tenantId } = useTenantId();
  const canWrite = useRole() !== 'viewer';
  const list = useApiQuery(tenantId ? '/api/payroll' : null, {});
  const [adding, setAdding] = useState(false);
  const [paying, setPaying] = useState<Slip | null>(null);
  const { toast, showToast } = useToast();
  const rows = list.data ?? [];
  const totals = slipTotals(rows);
  const pay = useApiMutation(paySlip, {
    fallback: PAYROLL_TEXT.pay,
    onSuccess: () => {
      setPaying(null);
      showToast(PAYROLL_TEXT.paid);
      void list.mutate();
    },
  });

  const columns: DataColumn<Slip>[] = [
    {
      field: 'abk_name',
      headerName: 'ABK',
      flex: 1.2,
      minWidth: 120,
      card: 'title',
      renderCell: ({ row }) => (
        <Button component={RouterLink} to={`/gaji/${row.id}`} aria-label={`Slip gaji ${row.abk_name} ${periodLabel(row.period)}`} sx={{ minHeight: 44, px: 0.5 }}>
          {row.abk_name}
        </Button>
      ),
    },
    { field: 'period', headerName: 'Periode', minWidth: 90, valueFormatter: (v: string) => periodLabel(v) },
    { field: 'date', headerName: 'Tanggal', minWidth: 100, valueFormatter: (v: string) => formatDate(v) },
    { field: 'gross', headerName: 'Gaji kotor', type: 'number', minWidth: 115, valueFormatter: (v: string) => rupiahOf(v) },
    { field: 'deductions', headerName: 'Potongan', type: 'number', minWidth: 105, valueFormatter: (v: string) => rupiahOf(v) },
    { field: 'net', headerName: 'Gaji bersih', type: 'number', minWidth: 115, valueFormatter: (v: string) => rupiahOf(v) },
    { field: 'status', headerName: 'Status', minWidth: 110, valueFormatter: (v: Slip['status']) => (v === 'lunas' ? 'Lunas' : 'Belum dibayar') },
    ...(canWrite
      ? [
          {
            field: 'actions',
            headerName: 'Aksi',
            width: 100,
            sortable: false,
            renderCell: ({ row }: { row: Slip }) =>
              row.status === 'belum_dibayar' ? (
                <Button size="small" aria-haspopup="dialog" onClick={() => setPaying(row)} aria-label={`Bayar gaji ${row.abk_name} ${periodLabel(row.period)}`} sx={{ minHeight: 44 }}>
                  Bayar
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          canWrite ? (
            <Button variant="contained" onClick={() => setAdding(true)} sx={{ minHeight: 44 }} aria-haspopup="dialog">
              + Slip Gaji
            </Button>
          ) : undefined
        }
      />
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(list.error, PAYROLL_TEXT.load)}
        </Alert>
      )}
      {rows.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          <StatCard label="Gaji kotor" value={centsRupiah(totals.gross)} hint={`${rows.length} slip`} />
          <StatCard label="Potongan" value={centsRupiah(totals.deductions)} />
          <StatCard label="Gaji bersih" value={centsRupiah(totals.net)} />
        </Stack>
      )}
      {!list.isLoading && !list.error && rows.length === 0 ? (
        <EmptyState message="Belum ada slip gaji" hint={canWrite ? 'Catat gaji ABK dengan tombol + Slip Gaji.' : undefined} icon={<PaymentsIcon />} />
      ) : (
        <DataTable<Slip> fit label="Slip gaji" rows={rows} columns={columns} loading={list.isLoading} localeText={{ noRowsLabel: 'Belum ada slip gaji' }} />
      )}
      <ConfirmDialog
        open={paying !== null}
        title="Bayar gaji"
        message={paying ? `Bayar gaji ${paying.abk_name} ${periodLabel(paying.period)} sebesar ${centsRupiah(cents(paying.net))} hari ini secara tunai (dari Kas)?` : ''}
        confirmLabel="Bayar"
        cancelLabel="Batal"
        destructive={false}
        busy={pay.busy}
        error={pay.error}
        onConfirm={() => paying && void pay.trigger({ id: paying.id, body: { date: dayjs().format('YYYY-MM-DD'), method: 'cash' } })}
        onCancel={() => setPaying(null)}
      />
      <SlipDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          showToast(PAYROLL_TEXT.added);
          void list.mutate();
        }}
      />
      {toast}
    </Box>
  );
}

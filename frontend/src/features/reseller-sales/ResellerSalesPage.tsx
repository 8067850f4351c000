/**
 * Transaksi Reseller (/transaksi-reseller, spec part 2): filters (from 13 days back to today,
 * customer, payment method; Reset and Tampilkan), the sale table with a totals footer, and the
 * row actions — Detail for a reseller (who sees only their own sales, §6), Terima / Edit / Hapus
 * and the journal and customer modals for an admin.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { errorText } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useTenantId } from '../../api/tenant';
import type { PageProps } from '../../app/manifest';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useToast } from '../../components/useToast';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';
import { amountOf } from '../../lib/money';
import { paymentMethodOptions } from '../../lib/payment';
import { downloadXlsx, type SheetColumn } from '../../lib/spreadsheet';
import { useRole } from '../../lib/useSession';
import { CustomerDetailDialog, JournalDialog, SaleDetailDialog } from './SaleDialogs';
import { RESELLER_TEXT, canReceive, customerOptionLabel, defaultFilter, deleteSale, methodLabel, saleQuery, statusLabel, type Payment, type SaleFilter, type SaleRow } from './reseller-sales';
import { lazyDialog } from '../../components/lazyDialog';

/** Dialogs: loaded when first opened (components/lazyDialog). */
const ReceiptDialog = lazyDialog(() => import('./ReceiptDialog').then((m) => m.ReceiptDialog));

/** Kg of a grade, left off a phone's card (the sale's detail has them); the total kg stays. */
const kg = (field: keyof SaleRow, headerName: string, card?: 'hide'): DataColumn<SaleRow> => ({ field, headerName, type: 'number', flex: 0.6, minWidth: 64, card, valueFormatter: (v: number) => formatNumber(v, 2) });
/** Rupiah as a grouped number (the unit is in the header), so that the 13 columns fit a 1366 px screen. */
const rupiah = (field: keyof SaleRow, headerName: string, minWidth = 92): GridColDef<SaleRow> => ({
  field,
  headerName,
  type: 'number',
  flex: 1,
  minWidth,
  valueFormatter: (v: string) => amountOf(v),
});

const SHEET: SheetColumn<SaleRow>[] = [
  { header: 'Tanggal', value: (r) => r.sale_date, format: 'date' },
  { header: 'Kode', value: (r) => r.finance_code, format: 'text', width: 14 },
  { header: 'Pelanggan', value: (r) => r.customer, format: 'text', width: 24 },
  { header: 'Status', value: (r) => statusLabel(r), format: 'text' },
  { header: 'Sisa (Rp)', value: (r) => r.amount_outstanding, format: 'rupiah', width: 14 },
  { header: 'Metode', value: (r) => methodLabel(r), format: 'text' },
  { header: 'Kg A', value: (r) => r.kg_a, format: 'decimal' },
  { header: 'Kg B', value: (r) => r.kg_b, format: 'decimal' },
  { header: 'Kg C', value: (r) => r.kg_c, format: 'decimal' },
  { header: 'Total kg', value: (r) => r.total_kg, format: 'decimal' },
  { header: 'Rata-rata Rp/kg', value: (r) => r.avg_price_blended, format: 'rupiah', width: 16 },
  { header: 'Total (Rp)', value: (r) => r.total_amount, format: 'rupiah', width: 16 },
];

const PAYMENTS: { value: Payment; label: string }[] = [{ value: 'all', label: 'Semua' }, ...paymentMethodOptions()];

/** The /transaksi-reseller route. */
export default function ResellerSalesPage({ title }: PageProps) {
  const { tenantId } = useTenantId();
  const isReseller = useRole() === 'reseller';
  const [draft, setDraft] = useState<SaleFilter>(() => defaultFilter());
  const [applied, setApplied] = useState<SaleFilter>(draft);
  const query = useMemo(() => saleQuery(applied, isReseller), [applied, isReseller]);
  const ready = !!tenantId && !!query.from && !!query.to;
  const list = useApiQuery(ready ? '/api/reseller-sales/list' : null, { params: { query } });
  const totals = useApiQuery(ready ? '/api/reseller-sales/list/totals' : null, { params: { query } });
  const customers = useApiQuery(tenantId && !isReseller ? '/api/reseller-sales/customers' : null, {});
  const [detail, setDetail] = useState<{ id: number; edit: boolean } | null>(null);
  const [journalId, setJournalId] = useState<number | null>(null);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [receiving, setReceiving] = useState<SaleRow | null>(null);
  const [removing, setRemoving] = useState<SaleRow | null>(null);
  const { toast, showToast } = useToast();
  const rows = list.data ?? [];

  const refresh = () => {
    void list.mutate();
    void totals.mutate();
  };
  const remove = useApiMutation(deleteSale, {
    fallback: RESELLER_TEXT.remove,
    onSuccess: () => {
      setRemoving(null);
      showToast(RESELLER_TEXT.removed);
      refresh();
    },
  });

  const actionButton = (label: string, onClick: () => void, name: string, color?: 'error') => (
    <Button aria-haspopup="dialog" size="small" color={color} onClick={onClick} aria-label={`${label} ${name}`} sx={{ minWidth: 44, minHeight: 44, px: 0.75 }}>
      {label}
    </Button>
  );

  const columns: DataColumn<SaleRow>[] = [
    { field: 'sale_date', headerName: 'Tanggal', flex: 0.8, minWidth: 92, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'finance_code',
      headerName: 'Kode',
      flex: 1,
      minWidth: 116,
      // Admin: the journal of the sale. Reseller: the sale's detail (the Detail button may be scrolled out of view on a tablet).
      renderCell: ({ row }) =>
        isReseller ? (
          <Link component="button" type="button" aria-haspopup="dialog" onClick={() => setDetail({ id: row.sale_id, edit: false })} title="Lihat detail">
            {row.finance_code ?? `#${row.sale_id}`}
          </Link>
        ) : row.journal_id !== null ? (
          <Link aria-haspopup="dialog" component="button" type="button" onClick={() => setJournalId(row.journal_id)} aria-label={`Jurnal ${row.finance_code ?? ''}`}>
            {row.finance_code ?? '-'}
          </Link>
        ) : (
          (row.finance_code ?? '-')
        ),
    },
    {
      field: 'customer',
      headerName: 'Pelanggan',
      flex: 1.2,
      minWidth: 110,
      renderCell: ({ row }) =>
        isReseller ? (
          row.customer
        ) : (
          <Link component="button" type="button" onClick={() => setCustomerId(row.customer_id)} sx={{ textAlign: 'left' }}>
            {row.customer}
          </Link>
        ),
    },
    { field: 'payment_status', headerName: 'Status', flex: 0.7, minWidth: 70, valueGetter: (_v, row) => statusLabel(row) },
    rupiah('amount_outstanding', 'Sisa (Rp)'),
    { field: 'payment_method', headerName: 'Metode', flex: 0.7, minWidth: 72, valueGetter: (_v, row) => methodLabel(row) },
    kg('kg_a', 'Kg A', 'hide'),
    kg('kg_b', 'Kg B', 'hide'),
    kg('kg_c', 'Kg C', 'hide'),
    kg('total_kg', 'Total kg'),
    rupiah('avg_price_blended', 'Rata-rata Rp/kg', 84),
    rupiah('total_amount', 'Total (Rp)', 100),
    {
      field: 'actions',
      headerName: 'Aksi',
      width: isReseller ? 84 : 176,
      sortable: false,
      renderCell: ({ row }) => {
        const name = row.finance_code ?? `#${row.sale_id}`;
        if (isReseller) return actionButton('Detail', () => setDetail({ id: row.sale_id, edit: false }), name);
        return (
          <Stack direction="row">
            {canReceive(row) && actionButton('Terima', () => setReceiving(row), name)}
            {actionButton('Edit', () => setDetail({ id: row.sale_id, edit: true }), name)}
            {actionButton('Hapus', () => setRemoving(row), name, 'error')}
          </Stack>
        );
      },
    },
  ];

  const t = totals.data;
  const { reset: resetRemove } = remove;

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={isReseller ? 'Penjualan telur ke pelanggan yang terhubung dengan akun Anda.' : 'Penjualan telur per pelanggan, dengan reseller di urutan pertama.'}
        actions={
          <Button variant="outlined" disabled={rows.length === 0} onClick={() => void downloadXlsx(`transaksi-reseller_${query.from}_${query.to}.xlsx`, 'Transaksi Reseller', SHEET, rows)}>
            Excel
          </Button>
        }
      />
      <Stack spacing={2}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} aria-label="Filter" component="section">
          <DateRangeFilter value={{ start: draft.from, end: draft.to }} onChange={(r) => setDraft((f) => ({ ...f, from: r.start, to: r.end }))} startLabel="Dari" endLabel="Sampai" />
          {!isReseller && (
            <TextField
              select
              label="Pelanggan"
              size="small"
              sx={{ width: 220 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              value={draft.customerId}
              onChange={(e) => setDraft((f) => ({ ...f, customerId: e.target.value }))}
            >
              <MenuItem value="">Semua pelanggan reseller</MenuItem>
              {(customers.data ?? []).map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {customerOptionLabel(c)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField select label="Metode" size="small" sx={{ width: 140 }} value={draft.payment} onChange={(e) => setDraft((f) => ({ ...f, payment: e.target.value as Payment }))}>
            {PAYMENTS.map((p) => (
              <MenuItem key={p.value} value={p.value}>
                {p.label}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              sx={{ minHeight: 44 }}
              onClick={() => {
                const d = defaultFilter();
                setDraft(d);
                setApplied(d);
              }}
            >
              Reset
            </Button>
            <Button variant="contained" sx={{ minHeight: 44 }} onClick={() => setApplied(draft)}>
              Tampilkan
            </Button>
          </Stack>
        </Stack>
        {list.error && <Alert severity="error">{errorText(list.error, RESELLER_TEXT.load)}</Alert>}
        {!list.isLoading && !list.error && rows.length === 0 ? (
          <EmptyState message={RESELLER_TEXT.empty} hint="Ubah rentang tanggal atau filter, lalu tekan Tampilkan." />
        ) : (
          <DataTable<SaleRow> fit rows={rows} columns={columns} getRowId={(r) => r.sale_id} loading={list.isLoading} localeText={{ noRowsLabel: RESELLER_TEXT.empty }} />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} aria-label="Ringkasan total" component="section">
          <StatCard label="Jumlah nota" value={t ? formatNumber(t.count, 0) : '…'} />
          <StatCard label="Total kg" value={t ? `${formatNumber(t.total_kg, 2)} kg` : '…'} hint={t ? `A ${formatNumber(t.kg_a, 2)} · B ${formatNumber(t.kg_b, 2)} · C ${formatNumber(t.kg_c, 2)}` : undefined} />
          <StatCard label="Total Rp" value={t ? formatRupiah(t.total_amount) : '…'} hint={t ? `Rata-rata ${formatRupiah(t.avg_price_blended)}/kg` : undefined} />
          <StatCard label="Sisa piutang" value={t ? formatRupiah(t.amount_outstanding) : '…'} hint={t ? `Dibayar ${formatRupiah(t.amount_paid)}` : undefined} />
        </Stack>
      </Stack>
      <SaleDetailDialog saleId={detail?.id ?? null} editLink={detail?.edit} onClose={() => setDetail(null)} />
      {!isReseller && (
        <>
          <JournalDialog journalId={journalId} onClose={() => setJournalId(null)} />
          <CustomerDetailDialog customerId={customerId} onClose={() => setCustomerId(null)} />
          <ReceiptDialog
            sale={receiving}
            onClose={() => setReceiving(null)}
            onSaved={() => {
              setReceiving(null);
              showToast(RESELLER_TEXT.received);
              refresh();
            }}
          />
          <ConfirmDialog
            open={removing !== null}
            title="Hapus transaksi"
            message={`Hapus transaksi ${removing?.finance_code ?? `#${removing?.sale_id ?? ''}`}?`}
            confirmLabel="Hapus"
            busy={remove.busy}
            error={remove.error}
            onCancel={() => {
              setRemoving(null);
              resetRemove();
            }}
            onConfirm={() => removing && void remove.trigger(removing)}
          />
        </>
      )}
      {toast}
    </Box>
  );
}

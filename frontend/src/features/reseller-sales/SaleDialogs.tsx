/**
 * The read-only modals of Transaksi Reseller (spec part 2 'Transaksi Reseller'): the sale lines
 * (Detail, and Edit for an admin), the journal of a sale and the customer of a sale.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText, type Schemas } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { JournalLinesTable } from '../../components/JournalLinesTable';
import { PageLoading } from '../../components/PageLoading';
import { PhoneLink } from '../../components/PhoneLink';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';
import { RESELLER_TEXT, methodLabel, statusLabel } from './reseller-sales';
import { activeLabel } from '../../lib/status';

type SaleLine = Schemas['SaleDetailDto']['lines'][number];

/** The lines of a sale by grade: kg, price per kg and subtotal (exact rupiah). */
const LINE_COLUMNS: DataColumn<SaleLine>[] = [
  { field: 'grade', headerName: 'Grade', flex: 0.5 },
  { field: 'qty_kg', headerName: 'Qty (kg)', type: 'number', flex: 1, valueFormatter: (v: number) => formatNumber(v, 2) },
  { field: 'unit_price', headerName: 'Harga/kg', type: 'number', flex: 1, valueFormatter: (v: string) => formatRupiah(v) },
  { field: 'amount', headerName: 'Subtotal', type: 'number', flex: 1.2, valueFormatter: (v: string) => formatRupiah(v) },
];

function InfoDialog({ open, title, onClose, children, actions }: { open: boolean; title: string; onClose: () => void; children: ReactNode; actions?: ReactNode }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="info-dialog-title">
      <DialogTitle id="info-dialog-title">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {actions}
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0, mb: 2 }}>
      {items.map(([label, value]) => (
        <Stack key={label} direction="row" spacing={1}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** Detail of a sale: header facts and its lines by grade (kg, price per kg, subtotal). `editLink` adds the way to /penjualantelur (admin's Edit). */
export function SaleDetailDialog({ saleId, onClose, editLink }: { saleId: number | null; onClose: () => void; editLink?: boolean }) {
  const detail = useApiQuery(saleId !== null ? '/api/reseller-sales/{id}' : null, { params: { path: { id: saleId ?? 0 } } });
  const d = detail.data;
  const h = d?.header;
  return (
    <InfoDialog
      open={saleId !== null}
      title={h ? `Detail ${h.finance_code ?? `#${h.sale_id}`}` : 'Detail penjualan'}
      onClose={onClose}
      actions={
        editLink ? (
          <Button component={RouterLink} to="/penjualantelur" sx={{ minHeight: 44 }}>
            Ubah di Penjualan Telur
          </Button>
        ) : undefined
      }
    >
      {detail.error && <Alert severity="error">{errorText(detail.error, RESELLER_TEXT.detail)}</Alert>}
      {detail.isLoading && <PageLoading />}
      {h && d && (
        <>
          <Facts
            items={[
              ['Tanggal', formatDate(h.sale_date)],
              ['Pelanggan', h.customer],
              ['Metode', methodLabel(h)],
              ['Status', statusLabel(h)],
              ['Sisa', formatRupiah(h.amount_outstanding)],
              ['Catatan', h.notes ?? '-'],
            ]}
          />
          {/* A table on a phone too (4 columns fit 390 px): Subtotal stays in view. */}
          <DataTable<SaleLine>
            fit
            cards={false}
            label="Baris penjualan"
            rows={d.lines}
            columns={LINE_COLUMNS}
            getRowId={(l) => l.grade}
            disableColumnSorting
            totals={{ label: 'Total', values: { qty_kg: formatNumber(h.total_kg, 2), amount: formatRupiah(h.total_amount) } }}
          />
        </>
      )}
    </InfoDialog>
  );
}

/** Journal of a sale (account, debit, credit, note, the server's totals and Seimbang / Tidak seimbang). */
export function JournalDialog({ journalId, onClose }: { journalId: number | null; onClose: () => void }) {
  const detail = useApiQuery(journalId !== null ? '/api/finance/journals/{id}' : null, { params: { path: { id: journalId ?? 0 } } });
  const h = detail.data?.header;
  return (
    <InfoDialog open={journalId !== null} title={h ? `Jurnal ${h.code}` : 'Detail jurnal'} onClose={onClose}>
      {detail.error && <Alert severity="error">{errorText(detail.error, RESELLER_TEXT.journal)}</Alert>}
      {detail.isLoading && <PageLoading />}
      {h && detail.data && (
        <>
          <Facts
            items={[
              ['Tanggal', formatDate(h.trx_date)],
              ['Memo', h.memo ?? '-'],
              ['Status', <Chip key="b" size="small" variant="outlined" color={h.balanced ? 'success' : 'error'} label={h.balanced ? 'Seimbang' : 'Tidak seimbang'} />],
            ]}
          />
          <JournalLinesTable lines={detail.data.lines} totalDebit={h.total_debit} totalCredit={h.total_credit} />
        </>
      )}
    </InfoDialog>
  );
}

/** Customer of a sale: status, created date, phone as a WhatsApp link, address, note, linked user. */
export function CustomerDetailDialog({ customerId, onClose }: { customerId: number | null; onClose: () => void }) {
  const detail = useApiQuery(customerId !== null ? '/api/customers/{id}' : null, { params: { path: { id: customerId ?? 0 } } });
  const c = detail.data;
  return (
    <InfoDialog open={customerId !== null} title={c ? c.name : 'Detail customer'} onClose={onClose}>
      {detail.error && <Alert severity="error">{errorText(detail.error, RESELLER_TEXT.customer)}</Alert>}
      {detail.isLoading && <PageLoading />}
      {c && (
        <Facts
          items={[
            ['Status', activeLabel(c.status)],
            ['Dibuat', formatDate(c.created_at)],
            ['Telepon', <PhoneLink key="p" phone={c.phone} />],
            ['Alamat', c.address ?? '-'],
            ['Catatan', c.note ?? '-'],
            ['Akun reseller', c.user_email ?? c.user_id ?? '-'],
          ]}
        />
      )}
    </InfoDialog>
  );
}

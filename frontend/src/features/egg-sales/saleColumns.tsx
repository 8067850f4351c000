/**
 * The columns of the sale history: the grid's (Tanggal / Kode with the journal link, Pelanggan
 * with the customer detail, Status, Metode, Sisa, Retur, kg per grade, average price, Total, Aksi)
 * and the Excel file's.
 */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate, formatNumber } from '../../lib/format';
import { amountOf, centsOf } from '../../lib/money';
import { paymentMethodLabel } from '../../lib/payment';
import type { SheetColumn } from '../../lib/spreadsheet';
import { STATUS_LABELS, paymentStatus, type SaleRow } from './egg-sales';
import type { OpenSaleDialog } from './saleDialogs';
import { SaleRowActions } from './SaleRowActions';

const STATUS_COLORS: Record<string, 'success' | 'warning' | 'error' | 'default'> = { lunas: 'success', sebagian: 'warning', belum: 'error' };

/** The Excel columns of the history. */
export const SALE_SHEET: SheetColumn<SaleRow>[] = [
  { header: 'Tanggal', value: (r) => r.sale_date, format: 'date' },
  { header: 'Kode', value: (r) => r.finance_code, format: 'text', width: 16 },
  { header: 'Pelanggan', value: (r) => r.customer, format: 'text', width: 24 },
  { header: 'Status', value: (r) => paymentStatus(r), format: 'text' },
  { header: 'Metode', value: (r) => paymentMethodLabel(r.payment_method), format: 'text' },
  { header: 'Retur (Rp)', value: (r) => r.amount_returned, format: 'rupiah', width: 14 },
  { header: 'Sisa (Rp)', value: (r) => r.amount_outstanding, format: 'rupiah', width: 14 },
  { header: 'Kg A', value: (r) => r.kg_a, format: 'decimal' },
  { header: 'Kg B', value: (r) => r.kg_b, format: 'decimal' },
  { header: 'Kg C', value: (r) => r.kg_c, format: 'decimal' },
  { header: 'Total kg', value: (r) => r.total_kg, format: 'decimal' },
  { header: 'Rata-rata Rp/kg', value: (r) => r.avg_price_blended, format: 'rupiah', width: 16 },
  { header: 'Total (Rp)', value: (r) => r.total_amount, format: 'rupiah', width: 16 },
];

/** The columns hidden narrower than a desktop (1100 px). */
export const NARROW_HIDDEN_COLUMNS = { amount_returned: false, total_kg: false, kg_a: false, kg_b: false, kg_c: false, avg_price_blended: false, payment_method: false } as const;

/** The grid's columns; the links and the row's actions open their modal through `open`. */
export function saleColumns(open: OpenSaleDialog): GridColDef<SaleRow>[] {
  return [
    {
      field: 'sale_date',
      headerName: 'Tanggal / Kode',
      flex: 1.1,
      minWidth: 112,
      renderCell: ({ row }) => {
        const journalId = row.journal_id;
        return (
          <Stack sx={{ alignItems: 'flex-start' }}>
            <span>{formatDate(row.sale_date)}</span>
            {row.is_opening && <span>Saldo Awal</span>}
            {journalId ? (
              <Link aria-haspopup="dialog" component="button" type="button" onClick={() => open({ kind: 'journal', journalId })} sx={{ textAlign: 'left', minHeight: 28 }} aria-label={`Jurnal ${row.finance_code ?? ''}`}>
                {row.finance_code ?? '-'}
              </Link>
            ) : (
              <span>{row.finance_code ?? '-'}</span>
            )}
          </Stack>
        );
      },
    },
    {
      field: 'customer',
      headerName: 'Pelanggan',
      flex: 1.4,
      minWidth: 110,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => open({ kind: 'customer', customerId: row.customer_id })} sx={{ textAlign: 'left', minHeight: 32 }}>
          {row.customer}
        </Link>
      ),
    },
    {
      field: 'payment_status',
      headerName: 'Status',
      flex: 0.8,
      minWidth: 96,
      renderCell: ({ row }) => {
        const s = paymentStatus(row);
        return <Chip size="small" variant="outlined" color={STATUS_COLORS[s] ?? 'default'} label={STATUS_LABELS[s] ?? s} />;
      },
    },
    { field: 'payment_method', headerName: 'Metode', flex: 0.8, minWidth: 76, valueFormatter: (v: string) => paymentMethodLabel(v) },
    {
      field: 'amount_outstanding',
      headerName: 'Sisa (Rp)',
      type: 'number',
      flex: 1,
      minWidth: 92,
      valueFormatter: (v: string) => amountOf(v),
      cellClassName: ({ row }) => ((centsOf(row.amount_outstanding) ?? 0) < 0 ? 'negative' : ''),
    },
    { field: 'amount_returned', headerName: 'Retur (Rp)', type: 'number', flex: 0.9, minWidth: 84, valueFormatter: (v: string) => amountOf(v) },
    { field: 'kg_a', headerName: 'Kg A', type: 'number', flex: 0.7, minWidth: 66, valueFormatter: (v: number) => formatNumber(v, 2) },
    { field: 'kg_b', headerName: 'Kg B', type: 'number', flex: 0.7, minWidth: 66, valueFormatter: (v: number) => formatNumber(v, 2) },
    { field: 'kg_c', headerName: 'Kg C', type: 'number', flex: 0.7, minWidth: 66, valueFormatter: (v: number) => formatNumber(v, 2) },
    { field: 'total_kg', headerName: 'Total kg', type: 'number', flex: 0.8, minWidth: 72, valueFormatter: (v: number) => formatNumber(v, 2) },
    { field: 'avg_price_blended', headerName: 'Rata-rata Rp/kg', type: 'number', flex: 0.9, minWidth: 80, valueFormatter: (v: string) => amountOf(v) },
    { field: 'total_amount', headerName: 'Total (Rp)', type: 'number', flex: 1.1, minWidth: 100, valueFormatter: (v: string) => amountOf(v) },
    {
      field: 'actions',
      headerName: 'Aksi',
      sortable: false,
      filterable: false,
      width: 172,
      renderCell: ({ row }) => <SaleRowActions row={row} open={open} />,
    },
  ];
}

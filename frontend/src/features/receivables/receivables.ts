/**
 * Piutang per pelanggan (/piutang, issue #20 'Receivables (piutang) per customer'): the ageing
 * buckets, the customers' rows and totals in integer cents (sums of the rows shown, never floats),
 * the statement's default range and the text of its WhatsApp message.
 */
import type { Schemas } from '../../api/client';
import { BUCKETS, defaultStatementRange, type Bucket } from '../../lib/ageing';
import { formatDate } from '../../lib/format';
import { centsOf, centsRupiah } from '../../lib/money';

export type Receivables = Schemas['ReceivablesDto'];
export type CustomerReceivable = Schemas['CustomerReceivableDto'];
export type OpenInvoice = Schemas['OpenInvoiceDto'];
export type Statement = Schemas['StatementDto'];
export type StatementRow = Schemas['StatementRowDto'];
export { BUCKETS, defaultStatementRange, type Bucket };

export const RECEIVABLES_TEXTS = {
  load: 'Gagal memuat data piutang.',
  statement: 'Gagal memuat kartu piutang.',
  empty: 'Tidak ada piutang',
  noPhone: 'Pelanggan belum punya nomor HP: WhatsApp tidak tersedia.',
} as const;

/** Labels of the statement's row kinds; a kind the server adds later shows by its code. */
export const KIND_LABELS: Record<string, string> = {
  penjualan: 'Penjualan',
  penerimaan: 'Pembayaran',
  potongan: 'Potongan',
  refund: 'Refund',
  retur: 'Retur',
  saldo_awal: 'Tagihan saldo awal',
};
export const kindLabel = (kind: string): string => KIND_LABELS[kind] ?? kind;

/** Cents of a decimal string from the server (0 when unreadable: the server always sends one). */
export const cents = (decimal: string | null | undefined): number => centsOf(decimal) ?? 0;
/** A decimal string shown in rupiah ('Rp 1.500', 'Rp 1.500,25', '-Rp …' as the money helper prints it). */
export const rupiah = (decimal: string | null | undefined): string => centsRupiah(cents(decimal));

/** One customer's row of the table: cents per bucket and the total. */
export interface CustomerRow {
  customer_id: number;
  customer: string;
  phone: string | null;
  buckets: Record<Bucket, number>;
  total: number;
  invoices: number;
}

/** The table rows (in the server's order: by name) and their totals per bucket and overall, summed from the rows. */
export function ageingTable(data: Receivables | undefined): { rows: CustomerRow[]; totals: Record<Bucket, number>; total: number } {
  const totals = Object.fromEntries(BUCKETS.map((b) => [b.key, 0])) as Record<Bucket, number>;
  const rows = (data?.customers ?? []).map((c) => {
    const buckets = Object.fromEntries(BUCKETS.map((b) => [b.key, cents(c.buckets[b.key])])) as Record<Bucket, number>;
    for (const b of BUCKETS) totals[b.key] += buckets[b.key];
    return { customer_id: c.customer_id, customer: c.customer, phone: c.phone, buckets, total: BUCKETS.reduce((s, b) => s + buckets[b.key], 0), invoices: c.invoices.length };
  });
  return { rows, totals, total: BUCKETS.reduce((s, b) => s + totals[b.key], 0) };
}

/** The Piutang Usaha balance differs from the open invoices (a manual journal on the account): the difference in cents, else null. */
export function ledgerDifference(data: Receivables | undefined, total: number): number | null {
  if (!data) return null;
  const diff = cents(data.ledger_balance) - total;
  return diff === 0 ? null : diff;
}

/** Statement totals summed from its rows (cents), with the closing balance they give. */
export function statementTotals(s: Statement): { debit: number; credit: number; closing: number } {
  const debit = s.rows.reduce((sum, r) => sum + cents(r.debit), 0);
  const credit = s.rows.reduce((sum, r) => sum + cents(r.credit), 0);
  return { debit, credit, closing: cents(s.opening_balance) + debit - credit };
}

/**
 * The WhatsApp message of a statement: the customer, the period, opening balance, what was sold
 * and paid, the closing balance (the outstanding total at the end of the period) and the open
 * invoices at that day with their due dates.
 */
export function statementText(s: Statement, open: readonly OpenInvoice[], farm?: string | null): string {
  const t = statementTotals(s);
  const lines = [
    `*Kartu Piutang*${farm ? ` ${farm}` : ''}`,
    `Pelanggan: ${s.customer}`,
    `Periode: ${formatDate(s.from)} – ${formatDate(s.to)}`,
    `Saldo awal: ${centsRupiah(cents(s.opening_balance))}`,
    `Penjualan/debit: ${centsRupiah(t.debit)}`,
    `Pembayaran/kredit: ${centsRupiah(t.credit)}`,
  ];
  if (open.length) {
    lines.push('', `Nota belum lunas per ${formatDate(s.to)}:`);
    for (const i of open) {
      lines.push(`- ${i.sale_code ?? `#${i.sale_id}`} tgl ${formatDate(i.sale_date)}, jatuh tempo ${formatDate(i.due_date)}: ${centsRupiah(cents(i.outstanding))}`);
    }
  }
  lines.push('', `*Total sisa piutang: ${centsRupiah(t.closing)}*`, 'Terima kasih.');
  return lines.join('\n');
}

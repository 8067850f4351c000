/** Answers of the receivables API for this feature's tests: the backend e2e spec's farm at 12/04/2025, Toko Maju's 31–60 amount given 50 cents to show cents. */
import type { Schemas } from '../../api/client';

export const z = '0.00';
export const buckets = (b0: string, b30: string, b60: string, b90: string, over: string) =>
  ({ belum_jatuh_tempo: b0, hari_1_30: b30, hari_31_60: b60, hari_61_90: b90, lebih_90: over }) satisfies Schemas['AgeingBucketsDto'];
export const invoice = (code: string, outstanding: string) => ({
  sale_id: 1,
  sale_code: code,
  sale_date: '2025-02-01',
  due_date: '2025-02-01',
  due_date_assumed: true,
  total: '80000.00',
  returned: '0.00',
  paid: z,
  discount: z,
  outstanding,
  days_overdue: 70,
  bucket: 'hari_61_90',
}) satisfies Schemas['OpenInvoiceDto'];

export const AGEING = {
  asof: '2025-04-12',
  customers: [
    { customer_id: 1, customer: 'Bu Sri', phone: '6281333344444', buckets: buckets(z, z, z, '-20000.00', z), total: '-20000.00', invoices: [invoice('PT-2502-0002', '-20000.00')] },
    { customer_id: 2, customer: 'Toko Maju', phone: null, buckets: buckets('150000.00', z, '290000.50', z, z), total: '440000.50', invoices: [invoice('PT-2502-0003', '290000.50'), invoice('PT-2503-0004', '150000.00')] },
  ],
  buckets: buckets('150000.00', z, '290000.50', '-20000.00', z),
  total: '420000.50',
  ledger_balance: '420000.50',
} satisfies Schemas['ReceivablesDto'];

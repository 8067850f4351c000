/**
 * The egg sales screen's answers for its Vitest specs (features/egg-sales/*.test.tsx): availability,
 * customers, the history with its totals and one sale's detail, as the API sends them.
 */
import type { Schemas } from '../api/client';
import { mockFetch, type RecordedCall } from './fetch';

export const grade = (avail: number, reserved = 0) => ({ prod_kg: avail + 100, sold_kg: 100, avail_kg: avail, reserved_kg: reserved }) satisfies Schemas['GradeAvailabilityDto'];
export const AVAILABLE = {
  date: '2026-11-20',
  A: grade(40.4, 5),
  B: grade(12),
  C: grade(0),
  produced: { a: 140.4, b: 112, c: 100 },
  sold: { a: 100, b: 100, c: 100 },
  available: { a: 40.4, b: 12, c: 0 },
  reserved: { a: 5, b: 0, c: 0 },
} satisfies Schemas['AvailabilityDto'];

export const customer = (id: number, name: string, extra: Partial<Schemas['CustomerDto']> = {}) => ({
  id,
  name,
  phone: '6281234567890',
  address: null,
  status: 'active',
  note: null,
  user_id: null,
  created_at: '2026-01-05T00:00:00.000Z',
  user_email: null,
  user_role: null,
  is_me: false,
  ...extra,
}) satisfies Schemas['CustomerDto'];
export const CUSTOMERS = [customer(1, 'Warung Budi'), customer(2, 'Toko Lama', { status: 'inactive' }), customer(3, 'Reseller Sari', { user_id: 'u-1', user_role: 'reseller', user_email: 'reseller' })];

export const row = (id: number, extra: Partial<Schemas['SaleRowDto']> = {}) => ({
  sale_id: id,
  sale_date: '2026-11-18',
  finance_code: `PT-2611-000${id}`,
  journal_id: 100 + id,
  journal_code: `PT-2611-000${id}`,
  customer_id: 1,
  customer: 'Warung Budi',
  payment_status: 'belum',
  payment_method: 'piutang',
  due_date: null,
  amount_outstanding: '750000.00',
  amount_paid: '0.00',
  amount_discount: '0.00',
  amount_returned: '0.00',
  kg_a: 30,
  kg_b: 0,
  kg_c: 0,
  total_kg: 30,
  avg_price_blended: '25000.00',
  total_amount: '750000.00',
  notes: null,
  preorder_id: null,
  is_opening: false,
  ...extra,
}) satisfies Schemas['SaleRowDto'];
export const ROWS = [
  row(1),
  row(2, { customer: 'Reseller Sari', customer_id: 3, payment_status: 'lunas', amount_outstanding: '-50000.00', amount_paid: '800000.00' }),
  row(3, { payment_method: 'cash', payment_status: 'lunas', amount_outstanding: '0.00', amount_paid: '750000.00' }),
];
export const TOTALS = { count: 3, kg_a: 90, kg_b: 0, kg_c: 0, total_kg: 90, total_amount: '2250000.00', amount_paid: '1550000.00', amount_returned: '0.00', amount_outstanding: '700000.00', avg_price_blended: '25000.00' } satisfies Schemas['SaleTotalsDto'];

export const header = (id: number) => ({ ...row(id), id, customer_phone: '6281234567890', customer_address: 'Jl. Melati 3', farm_name: 'Kandang Sukamaju', farm_kode: 'SKM' }) satisfies Schemas['SaleHeaderDto'];
export const DETAIL = {
  header: header(1),
  lines: [{ grade: 'A', qty_kg: 30, unit_price: '25000.00', amount: '750000.00' }],
  payments: [],
  returns: [],
  returnable: [{ grade: 'A', sold_kg: 30, returned_kg: 0, returnable_kg: 30, unit_price: '25000.00' }],
} satisfies Schemas['SaleDetailDto'];

export function routes(extra: Record<string, unknown> = {}) {
  return {
    'GET /api/customers': { body: CUSTOMERS },
    'GET /api/egg-sales/available': { body: AVAILABLE },
    'GET /api/egg-sales/list': { body: ROWS },
    'GET /api/egg-sales/list/totals': { body: TOTALS },
    'GET /api/egg-sales/1': { body: DETAIL },
    ...extra,
  } as Parameters<typeof mockFetch>[0];
}

export const posted = (calls: RecordedCall[], path: string) => calls.find((c) => c.method === 'POST' && c.url === path);

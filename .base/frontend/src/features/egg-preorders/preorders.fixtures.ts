import type { Schemas } from '../../api/client';

/** The order of both test files: 40 kg A ordered, 24,75 kg of it already sold, 10,5 kg B. */
export const ORDER = {
  id: 7,
  order_date: '2026-11-18',
  due_date: '2026-11-20',
  customer_id: 3,
  customer_name: 'Toko Roti Enak',
  buyer: 'Toko Roti Enak',
  qty_a: 40,
  qty_b: 10.5,
  qty_c: 0,
  remaining_a: 15.25,
  remaining_b: 10.5,
  remaining_c: 0,
  notes: null,
  status: 'confirmed',
  sale_ids: [1],
} satisfies Schemas['PreorderDto'];

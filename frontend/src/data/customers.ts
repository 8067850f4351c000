/**
 * Customer rules and requests shared by the screens that add or edit a customer (spec part 2
 * 'Data Pelanggan', §3 'Customer', §5 'New customer'): Data Pelanggan and Saldo Awal (its customer
 * picker adds one in place) through `components/CustomerDialog`.
 */
import { api, send, type Schemas } from '../api/client';
import { at, type FormProblem } from '../lib/form-problem';

export type Customer = Schemas['CustomerDto'];
export type CustomerBody = Schemas['CustomerBodyDto'];
export type AvailableReseller = Schemas['AvailableResellerDto'];
export type CustomerStatus = Customer['status'];

export const CUSTOMER_TEXT = {
  load: 'Gagal memuat data pelanggan',
  add: 'Gagal menambah pelanggan',
  save: 'Gagal menyimpan',
  nameRequired: 'Nama pelanggan wajib.',
  added: 'Pelanggan ditambahkan.',
  saved: 'Perubahan pelanggan disimpan.',
} as const;

export const STATUS_LABELS: Record<CustomerStatus, string> = { active: 'Aktif', inactive: 'Nonaktif' };

/** What the add/edit modal holds: texts as typed, '' for an empty field and for 'no reseller user'. */
export interface CustomerForm {
  name: string;
  phone: string;
  address: string;
  status: CustomerStatus;
  note: string;
  user_id: string;
}

/** The form of a new customer (active, no reseller), or of the customer being edited. */
export const customerForm = (c?: Customer | null): CustomerForm => ({
  name: c?.name ?? '',
  phone: c?.phone ?? '',
  address: c?.address ?? '',
  status: c?.status ?? 'active',
  note: c?.note ?? '',
  user_id: c?.user_id ?? '',
});

/** First problem of the form ('Nama pelanggan wajib.' for a blank name), else null. */
export const validateCustomerForm = (f: CustomerForm): FormProblem<CustomerForm> => (f.name.trim() ? null : at('name', CUSTOMER_TEXT.nameRequired));

const orNull = (text: string): string | null => (text.trim() ? text.trim() : null);

/** Body of POST and PUT /api/customers: trimmed texts, empty ones as null; the server normalises the phone. */
export const customerBody = (f: CustomerForm): CustomerBody => ({
  name: f.name.trim(),
  phone: orNull(f.phone),
  address: orNull(f.address),
  status: f.status,
  note: orNull(f.note),
  user_id: f.user_id || null,
});

export type CustomerUpdate = { id: number; body: CustomerBody };

/** POST /api/customers. */
export const addCustomer = (body: CustomerBody): Promise<Customer> => send(api.POST('/api/customers', { body }));
/** PUT /api/customers/{id}. */
export const updateCustomer = ({ id, body }: CustomerUpdate): Promise<Customer> => send(api.PUT('/api/customers/{id}', { params: { path: { id } }, body }));

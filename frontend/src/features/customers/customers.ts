/** Rules of Data Pelanggan (spec part 2 'Data Pelanggan', §7 'Customers'); the form and requests are shared in `data/customers`. */
import type { Customer } from '../../data/customers';

/** Label of the linked user: 'reseller (Reseller)', with '(akun ini)' for the caller's own; '-' when none. */
export function linkedUserLabel(c: Pick<Customer, 'user_email' | 'user_role' | 'is_me'>): string {
  if (!c.user_email) return '-';
  const role = c.user_role ? ` (${c.user_role})` : '';
  return `${c.user_email}${role}${c.is_me ? ' (akun ini)' : ''}`;
}

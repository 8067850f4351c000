import { describe, expect, it } from 'vitest';
import { customerBody, customerForm, validateCustomerForm } from '../../data/customers';
import { linkedUserLabel } from './customers';
import { waLink } from '../../lib/phone';

describe('Data Pelanggan rules (spec part 2 §5 New customer, §9 phone)', () => {
  it("requires a name ('Nama pelanggan wajib.')", () => {
    expect(validateCustomerForm({ ...customerForm(), name: '   ' })).toEqual({ field: 'name', message: 'Nama pelanggan wajib.' });
    expect(validateCustomerForm({ ...customerForm(), name: 'Toko A' })).toBeNull();
  });

  it('sends trimmed texts, empty ones as null, no reseller as null', () => {
    expect(customerBody({ name: ' Toko A ', phone: ' 0812-3456 ', address: '', status: 'active', note: ' ', user_id: '' })).toEqual({
      name: 'Toko A',
      phone: '0812-3456',
      address: null,
      status: 'active',
      note: null,
      user_id: null,
    });
  });

  it('fills the edit form from a customer and labels the linked user', () => {
    const c = {
      id: 3,
      name: 'Reseller Sukamaju',
      phone: '6281234500001',
      address: null,
      status: 'inactive' as const,
      note: 'x',
      user_id: 'u1',
      created_at: '2026-11-01T00:00:00Z',
      user_email: 'reseller',
      user_role: 'reseller',
      is_me: false,
    };
    expect(customerForm(c)).toEqual({ name: 'Reseller Sukamaju', phone: '6281234500001', address: '', status: 'inactive', note: 'x', user_id: 'u1' });
    expect(linkedUserLabel(c)).toBe('reseller (reseller)');
    expect(linkedUserLabel({ ...c, is_me: true })).toBe('reseller (reseller) (akun ini)');
    expect(linkedUserLabel({ ...c, user_email: null })).toBe('-');
  });

  it('links the phone the server returns to a WhatsApp chat', () => {
    expect(waLink('6281234500001')).toBe('https://wa.me/6281234500001');
    expect(waLink('081234500001')).toBe('https://wa.me/6281234500001');
    expect(waLink('')).toBeNull();
    expect(waLink(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createBody, emptyTenantForm, filterTenants, pushSummary, tenantCounts, validateTenantForm, type Tenant, type TenantForm } from './tenants';

const form = (patch: Partial<TenantForm> = {}): TenantForm => ({
  ...emptyTenantForm(),
  nama: 'Kandang Maju',
  kode: 'mjy',
  owner_email: 'pemilik@maju.id',
  owner_password: 'rahasia1',
  ...patch,
});

const tenant = (kode: string, nama: string, is_active = true): Tenant => ({ id: kode, kode, nama, is_active, user_count: 1, created_at: '2025-01-01', updated_at: '2025-01-01' });

describe('tenant form (spec part 2 §5 Tenant create)', () => {
  it('gives each message in the order of the form', () => {
    expect(validateTenantForm(form({ nama: ' ' }))).toEqual({ field: 'nama', message: 'Nama wajib diisi' });
    expect(validateTenantForm(form({ kode: '' }))).toEqual({ field: 'kode', message: 'Kode wajib diisi' });
    expect(validateTenantForm(form({ owner_email: '' }))).toEqual({ field: 'owner_email', message: 'Email owner wajib diisi' });
    expect(validateTenantForm(form({ owner_email: 'a@b' }))).toEqual({ field: 'owner_email', message: 'Format email tidak valid' });
    expect(validateTenantForm(form({ owner_password: '' }))).toEqual({ field: 'owner_password', message: 'Password owner wajib diisi' });
    expect(validateTenantForm(form({ owner_password: '12345' }))).toEqual({ field: 'owner_password', message: 'Password minimal 6 karakter' });
    expect(validateTenantForm(form())).toBeNull();
    // An existing username (no '@') is for the server to check.
    expect(validateTenantForm(form({ owner_email: 'owner2' }))).toBeNull();
  });

  it('sends trimmed values, the kode upper-case, without empty optional fields', () => {
    expect(createBody(form({ nama: ' Kandang Maju ', contact_person: ' ', phone: '0812' }))).toEqual({
      nama: 'Kandang Maju',
      kode: 'MJY',
      owner_email: 'pemilik@maju.id',
      owner_password: 'rahasia1',
      phone: '0812',
    });
  });
});

describe('tenant list', () => {
  const all = [tenant('SKM', 'Kandang Sukamaju'), tenant('BRK', 'Kandang Berkah'), tenant('LST', 'Kandang Lestari', false)];

  it('searches on name or code, case-insensitive', () => {
    expect(filterTenants(all, 'brk').map((t) => t.kode)).toEqual(['BRK']);
    expect(filterTenants(all, 'lestari').map((t) => t.kode)).toEqual(['LST']);
    expect(filterTenants(all, '  ')).toHaveLength(3);
    expect(filterTenants(all, 'xyz')).toEqual([]);
  });

  it('counts all and active farms', () => {
    expect(tenantCounts(all)).toEqual({ total: 3, active: 2 });
  });

  it('summarises a test push', () => {
    expect(pushSummary({ ok: true, status: 201, target: 'http://x', idem_key: 'k1', response: null })).toEqual({ ok: true, text: 'Tes push berhasil (HTTP 201) ke http://x · Idempotency-Key k1' });
    expect(pushSummary({ ok: false, status: 0, target: null, idem_key: null, response: null, message: 'Integrasi akuntansi belum dikonfigurasi.' }).text).toBe(
      'Tes push gagal: Integrasi akuntansi belum dikonfigurasi.',
    );
    expect(pushSummary({ ok: false, status: 500, target: 'http://x', idem_key: 'k', response: 'rusak' }).text).toBe('Tes push gagal: HTTP 500 (http://x)');
  });
});

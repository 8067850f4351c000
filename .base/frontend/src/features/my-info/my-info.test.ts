import { describe, expect, it } from 'vitest';
import { abkData, invitationCodeFrom, resellerData, validatePasswordForm } from './my-info';

describe('change password form (spec part 2 §5)', () => {
  const ok = { current_password: 'lama-123', new_password: 'baru-123', confirm_password: 'baru-123' };
  it('needs all three fields', () => {
    expect(validatePasswordForm({ ...ok, current_password: '' })).toBe('Semua field password wajib diisi.');
    expect(validatePasswordForm({ ...ok, new_password: '' })).toBe('Semua field password wajib diisi.');
    expect(validatePasswordForm({ ...ok, confirm_password: '' })).toBe('Semua field password wajib diisi.');
  });
  it('new at least 6 characters, confirmation equal', () => {
    expect(validatePasswordForm({ ...ok, new_password: '12345', confirm_password: '12345' })).toBe('Password minimal 6 karakter');
    expect(validatePasswordForm({ ...ok, confirm_password: 'lain-123' })).toBe('Konfirmasi password tidak sama.');
    expect(validatePasswordForm(ok)).toBeNull();
  });
});

describe('extra data by kind', () => {
  const base = { success: true, user: { id: 'u', email: 'x', global_role: 'user' as const, role: 'abk', created_at: '2025-01-01' }, membership: null, tenant: null };
  it('abk and reseller', () => {
    const abk = { nama_panggilan: 'Udin', nama_asli: null, no_hp: null, alamat: null, no_ktp: null, tanggal_mulai_kerja: '2025-01-01', aktif: true };
    expect(abkData({ ...base, extra: { kind: 'abk', data: abk } })).toEqual(abk);
    expect(resellerData({ ...base, extra: { kind: 'abk', data: abk } })).toBeNull();
    expect(resellerData({ ...base, extra: { kind: 'reseller', data: null } })).toBeNull();
    expect(abkData({ ...base, extra: null })).toBeNull();
  });
});

describe('invitation link', () => {
  it('reads the code of ?undangan=, else empty', () => {
    expect(invitationCodeFrom('?undangan=abc-DEF_123')).toBe('abc-DEF_123');
    expect(invitationCodeFrom('?x=1&undangan=%20kode%20')).toBe('kode');
    expect(invitationCodeFrom('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/tokens';
import { decodeToken, roleFromClaims, tenantDisplayName } from './session';

describe('session helpers', () => {
  it('decodes a token payload, including non-ASCII tenant names', () => {
    const token = makeToken({ role: 'user', tenant: { id: 1, nama: 'Kandang Ayam Jaya – Ciamis' } });
    expect(decodeToken(token)?.tenant?.nama).toBe('Kandang Ayam Jaya – Ciamis');
    expect(decodeToken('abc')).toBeNull();
    expect(decodeToken('a.b!!.c')).toBeNull();
  });

  it('maps owner to admin and keeps a superadmin a superadmin', () => {
    expect(roleFromClaims({ role: 'user', tenant_role: 'Owner' })).toBe('admin');
    expect(roleFromClaims({ role: 'superadmin', tenant_role: 'owner' })).toBe('superadmin');
    expect(roleFromClaims({ role: 'user', tenant_role: null })).toBe('user');
    expect(roleFromClaims(null)).toBe('');
  });

  it('names the tenant from storage, else from the token, else Farm', () => {
    localStorage.setItem('token', makeToken({ role: 'user', tenant: { id: 1, nama: 'Kandang Berkah' } }));
    expect(tenantDisplayName()).toBe('Kandang Berkah');
    localStorage.setItem('tenant_nama', 'Kandang Sukamaju');
    expect(tenantDisplayName()).toBe('Kandang Sukamaju');
    localStorage.clear();
    expect(tenantDisplayName()).toBe('Farm');
  });
});

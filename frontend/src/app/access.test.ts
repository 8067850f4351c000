import { describe, expect, it } from 'vitest';
import { makeToken, memberToken, superadminToken } from '../test/tokens';
import { guardRedirect, unknownPathRedirect } from './access';
import { APP_ROUTES } from './routes';

const TOKENS: Record<string, string | null> = {
  admin: memberToken('admin'),
  owner: memberToken('owner'),
  abk: memberToken('abk'),
  reseller: memberToken('reseller'),
  viewer: memberToken('viewer'),
  superadmin: superadminToken(),
  'no token': null,
};

// Spec part 1 §2.2, written out per route: which roles get the page. Every
// other logged-in role is sent to /menu, and no token is sent to /login.
const ALL = ['admin', 'owner', 'abk', 'reseller', 'viewer', 'superadmin'];
const ADMIN = ['admin', 'owner', 'superadmin'];
const EXPECTED_ALLOWED: Record<string, string[]> = {
  '/superadmin': ['superadmin', 'admin', 'owner'],
  // The superadmin's Dashboard link (platform figures, issue #15); the page sends no call for an admin.
  '/superadmin/dashboard': ['superadmin', 'admin', 'owner'],
  '/dashboard': ['admin', 'owner', 'abk', 'superadmin'],
  '/menu': ALL,
  // The farm picker of a user with several farms (issue #36).
  '/pilih-kandang': ALL,
  '/transaksipakan': ALL,
  '/produksitelur': ALL,
  '/ayaminfo': ALL,
  // Body weight, water and climate (issue #39).
  '/timbang': ['admin', 'owner', 'abk', 'superadmin'],
  '/air-iklim': ['admin', 'owner', 'abk', 'viewer', 'superadmin'],
  '/tasks/today': ALL,
  '/tasks/tugasinfo': ALL,
  '/laporanpakan': ['admin', 'owner', 'viewer', 'superadmin'],
  '/laporanproduksi': ADMIN,
  '/insight': ['admin', 'owner', 'abk', 'viewer', 'superadmin'],
  '/tasks/library': ADMIN,
  '/tasks/schedules/new': ADMIN,
  '/transaksikeuangan': ADMIN,
  '/penjualantelur': ADMIN,
  '/penjualantelur/nota/:id': ADMIN,
  '/transaksipakan-akuntansi': ADMIN,
  '/stok-barang': ['admin', 'owner', 'viewer', 'superadmin'],
  '/ransum': ['admin', 'owner', 'viewer', 'superadmin'],
  '/pemasok': ['admin', 'owner', 'viewer', 'superadmin'],
  '/hutang': ['admin', 'owner', 'viewer', 'superadmin'],
  '/hutang/:supplierId': ['admin', 'owner', 'viewer', 'superadmin'],
  '/laba-rugi': ADMIN,
  '/insight/ekonomi': ADMIN,
  '/kesehatan': ['admin', 'owner', 'abk', 'viewer', 'superadmin'],
  '/kesehatan/program': ['admin', 'owner', 'viewer', 'superadmin'],
  '/kesehatan/pengobatan': ['admin', 'owner', 'viewer', 'superadmin'],
  // Fixed assets and wages (issue #40).
  '/aset': ['admin', 'owner', 'viewer', 'superadmin'],
  '/gaji': ['admin', 'owner', 'viewer', 'superadmin'],
  '/gaji/:slipId': ['admin', 'owner', 'viewer', 'superadmin'],
  '/neraca': ADMIN,
  '/saldo-awal': ADMIN,
  '/piutang': ADMIN,
  '/piutang/:customerId': ADMIN,
  '/customers': ADMIN,
  '/users': ADMIN,
  '/struktur-kandang': ADMIN,
  '/abk': ADMIN,
  '/kode-akun': ADMIN,
  '/pemesanan-telur': ADMIN,
  // The audit trail (issue #19).
  '/audit': ADMIN,
  '/transaksi-reseller': ['admin', 'owner', 'reseller', 'superadmin'],
  '/my-info': ['admin', 'owner', 'reseller', 'abk', 'viewer', 'superadmin'],
};

describe('route table', () => {
  it('has exactly the protected routes of the spec', () => {
    expect(APP_ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(EXPECTED_ALLOWED).sort());
  });
});

describe('route guard, every route × every role', () => {
  const cases = Object.entries(EXPECTED_ALLOWED).flatMap(([path, allowed]) =>
    Object.keys(TOKENS).map((role) => {
      const expected = role === 'no token' ? '/login' : allowed.includes(role) ? null : '/menu';
      return [path, role, expected] as const;
    }),
  );

  it.each(cases)('%s as %s → %s', (path, role, expected) => {
    const route = APP_ROUTES.find((r) => r.path === path)!;
    expect(guardRedirect(route.roles, TOKENS[role])).toBe(expected);
  });

  it('reads the role from tenant_role before role, case-insensitively', () => {
    const laporanPakan = APP_ROUTES.find((r) => r.path === '/laporanpakan')!;
    expect(guardRedirect(laporanPakan.roles, makeToken({ role: 'user', tenant_role: 'VIEWER' }))).toBeNull();
    expect(guardRedirect(laporanPakan.roles, makeToken({ role: 'Viewer' }))).toBeNull();
    expect(guardRedirect(laporanPakan.roles, makeToken({ role: 'viewer', tenant_role: 'abk' }))).toBe('/menu');
  });

  it('lets a token without a readable role only on routes open to everyone', () => {
    const menu = APP_ROUTES.find((r) => r.path === '/menu')!;
    const users = APP_ROUTES.find((r) => r.path === '/users')!;
    expect(guardRedirect(menu.roles, 'not-a-jwt')).toBeNull();
    expect(guardRedirect(users.roles, 'not-a-jwt')).toBe('/menu');
  });
});

describe('unknown paths', () => {
  it.each([
    ['no token', null, '/login'],
    ['superadmin', superadminToken(), '/superadmin'],
    ['admin', memberToken('admin'), '/dashboard'],
    ['abk', memberToken('abk'), '/dashboard'],
    ['reseller', memberToken('reseller'), '/menu'],
    ['viewer', memberToken('viewer'), '/menu'],
  ])('%s → %s', (_name, token, expected) => {
    expect(unknownPathRedirect(token)).toBe(expected);
  });
});

import { TENANT_INACTIVE_LOGIN } from '../lib/session';
import { describe, expect, it } from 'vitest';
import { makeToken, memberToken, superadminToken } from '../test/tokens';
import {
  defaultRouteForClaims,
  displayLoginMessage,
  loginEntryDecision,
  performLogin,
  postLoginTarget,
  type HttpReply,
  type PostJson,
} from './login-flow';
import { decodeToken } from '../lib/session';
import { chooseMembership } from '../lib/farms';

class MemoryStore {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  constructor(initial: Record<string, string> = {}) {
    Object.entries(initial).forEach(([k, v]) => this.items.set(k, v));
  }
}

type Script = Record<string, HttpReply | Error>;

function fakePost(script: Script) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const post: PostJson = async (path, body) => {
    calls.push({ path, body });
    const reply = script[path];
    if (!reply) throw new Error(`unexpected call ${path}`);
    if (reply instanceof Error) throw reply;
    return reply;
  };
  return { post, calls };
}

const ok = (data: unknown): HttpReply => ({ ok: true, status: 200, data });
const fail = (status: number, data: unknown): HttpReply => ({ ok: false, status, data });

const adminToken = memberToken('admin');
const abkNoTenant = makeToken({ sub: 9, role: 'user', tenant_role: 'abk', user: { id: 9, email: 'abk', role: 'user' } });
const abkSwitched = makeToken({
  sub: 9,
  role: 'user',
  tenant_role: 'abk',
  tenant_id: 7,
  tenant: { id: 7, kode: 'BRK', nama: 'Kandang Berkah' },
});

describe('performLogin: failures', () => {
  it('shows the network message when the call fails', async () => {
    const store = new MemoryStore();
    const { post } = fakePost({ '/api/auth/login': new Error('offline') });
    expect(await performLogin('admin', 'x', store, post)).toEqual({ ok: false, message: 'Terjadi kesalahan jaringan' });
    expect(store.items.size).toBe(0);
  });

  it('sends the username as email and shows the server message on 401', async () => {
    const store = new MemoryStore();
    const { post, calls } = fakePost({
      '/api/auth/login': fail(401, { success: false, message: 'Akun terkunci sementara' }),
    });
    expect(await performLogin('admin', 'salah', store, post)).toEqual({ ok: false, message: 'Akun terkunci sementara' });
    expect(calls[0]).toEqual({ path: '/api/auth/login', body: { email: 'admin', password: 'salah' } });
    expect(store.getItem('token')).toBeNull();
  });

  it('falls back to "Username password salah" without a server message', async () => {
    const { post } = fakePost({ '/api/auth/login': fail(401, null) });
    expect(await performLogin('a', 'b', new MemoryStore(), post)).toEqual({ ok: false, message: 'Username password salah' });
  });

  it('replaces the word Email by Username/Email in shown messages', async () => {
    const { post } = fakePost({ '/api/auth/login': fail(401, { success: false, message: 'Email atau password salah' }) });
    expect(await performLogin('a', 'b', new MemoryStore(), post)).toEqual({
      ok: false,
      message: 'Username/Email atau password salah',
    });
  });

  it('reports a missing token', async () => {
    const store = new MemoryStore();
    const { post } = fakePost({ '/api/auth/login': ok({ success: true, tenant: null, memberships: [] }) });
    expect(await performLogin('a', 'b', store, post)).toEqual({ ok: false, message: 'Token tidak ditemukan pada response' });
    expect(store.items.size).toBe(0);
  });

  it('treats a non-ok reply carrying a non-superadmin token as a failure', async () => {
    const store = new MemoryStore();
    const { post } = fakePost({ '/api/auth/login': fail(403, { token: adminToken, message: 'Tenant nonaktif' }) });
    // The login screen says what an inactive farm means for its member (issue #15).
    expect(await performLogin('a', 'b', store, post)).toEqual({ ok: false, message: TENANT_INACTIVE_LOGIN });
    expect(store.getItem('token')).toBeNull();
  });
});

describe('performLogin: success', () => {
  it('a non-ok reply with a superadmin token is a success to /superadmin', async () => {
    const store = new MemoryStore({ postLoginRedirect: '/menu' });
    const token = superadminToken();
    const { post } = fakePost({ '/api/auth/login': fail(400, { success: false, token, message: 'Tidak ada tenant' }) });
    expect(await performLogin('superadmin', 'x', store, post)).toEqual({ ok: true, redirect: '/superadmin' });
    expect(store.getItem('token')).toBe(token);
    expect(store.getItem('postLoginRedirect')).toBeNull();
  });

  it('stores token, user items and the tenant of the response, without switching', async () => {
    const store = new MemoryStore();
    const { post, calls } = fakePost({
      '/api/auth/login': ok({
        success: true,
        token: adminToken,
        tenant: { id: 1, kode: 'SKM', nama: 'Kandang Sukamaju' },
        memberships: [{ kandang_id: 1, id: 1 }],
        mode: 'final',
        user: { id: 5, email: 'admin', role: 'user' },
      }),
    });
    expect(await performLogin('admin', 'admin123', store, post)).toEqual({ ok: true, redirect: '/dashboard' });
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(store.items)).toEqual({
      token: adminToken,
      user: '{"id":5,"email":"admin","role":"user"}',
      user_id: '5',
      user_role: 'admin',
      tenant_id: '1',
      tenant_kode: 'SKM',
      tenant_nama: 'Kandang Sukamaju',
      memberships: '[{"id":"1","kode":"","nama":"","role":""}]',
    });
  });

  it('switches to the first membership (kandang_id) when mode is not final', async () => {
    const store = new MemoryStore();
    const { post, calls } = fakePost({
      '/api/auth/login': ok({ success: true, token: abkNoTenant, tenant: null, memberships: [{ kandang_id: 7, id: 70 }], mode: 'pilih' }),
      '/api/auth/switch-tenant': ok({ success: true, token: abkSwitched, tenant: { id: 7, kode: 'BRK', nama: 'Kandang Berkah' } }),
    });
    expect(await performLogin('abk', 'abk123', store, post)).toEqual({ ok: true, redirect: '/dashboard' });
    expect(calls[1]).toEqual({ path: '/api/auth/switch-tenant', body: { kandang_id: '7' } });
    expect(store.getItem('token')).toBe(abkSwitched);
    expect(store.getItem('tenant_id')).toBe('7');
    expect(store.getItem('tenant_kode')).toBe('BRK');
    expect(store.getItem('tenant_nama')).toBe('Kandang Berkah');
  });

  it('uses the membership id when it has no kandang_id', async () => {
    const { post, calls } = fakePost({
      '/api/auth/login': ok({ success: true, token: abkNoTenant, memberships: [{ id: 12 }] }),
      '/api/auth/switch-tenant': ok({ success: true, token: abkSwitched, tenant: { id: 12, kode: 'X', nama: 'X' } }),
    });
    await performLogin('abk', 'abk123', new MemoryStore(), post);
    expect(calls[1].body).toEqual({ kandang_id: '12' });
  });

  it('on a failed switch stores the membership id and drops the tenant name when the reply was not ok', async () => {
    const store = new MemoryStore({ tenant_nama: 'Lama' });
    const { post } = fakePost({
      '/api/auth/login': ok({ success: true, token: abkNoTenant, memberships: [{ kandang_id: 7 }], mode: 'pilih' }),
      '/api/auth/switch-tenant': fail(500, { success: false, message: 'Kesalahan server' }),
    });
    expect(await performLogin('abk', 'abk123', store, post)).toEqual({ ok: true, redirect: '/dashboard' });
    expect(store.getItem('token')).toBe(abkNoTenant);
    expect(store.getItem('tenant_id')).toBe('7');
    expect(store.getItem('tenant_nama')).toBeNull();
  });

  it('on a switch that never got a reply stores the membership id and keeps the tenant name', async () => {
    const store = new MemoryStore({ tenant_nama: 'Lama' });
    const { post } = fakePost({
      '/api/auth/login': ok({ success: true, token: abkNoTenant, memberships: [{ kandang_id: 7 }], mode: 'pilih' }),
      '/api/auth/switch-tenant': new Error('offline'),
    });
    await performLogin('abk', 'abk123', store, post);
    expect(store.getItem('tenant_id')).toBe('7');
    expect(store.getItem('tenant_nama')).toBe('Lama');
  });

  it('mode final stores the membership id without switching', async () => {
    const store = new MemoryStore();
    const { post, calls } = fakePost({
      '/api/auth/login': ok({ success: true, token: abkNoTenant, tenant: null, memberships: [{ kandang_id: 3 }], mode: 'final' }),
    });
    await performLogin('abk', 'abk123', store, post);
    expect(calls).toHaveLength(1);
    expect(store.getItem('tenant_id')).toBe('3');
  });

  it('without any membership removes the stored tenant id', async () => {
    const store = new MemoryStore({ tenant_id: '99' });
    const { post } = fakePost({ '/api/auth/login': ok({ success: true, token: abkNoTenant, memberships: [] }) });
    await performLogin('abk', 'abk123', store, post);
    expect(store.getItem('tenant_id')).toBeNull();
  });

  it('goes to the saved redirect and forgets it', async () => {
    const store = new MemoryStore({ postLoginRedirect: '/laporanpakan?start=2025-01-01' });
    const { post } = fakePost({ '/api/auth/login': ok({ success: true, token: adminToken, tenant: { id: 1 } }) });
    expect(await performLogin('admin', 'admin123', store, post)).toEqual({
      ok: true,
      redirect: '/laporanpakan?start=2025-01-01',
    });
    expect(store.getItem('postLoginRedirect')).toBeNull();
  });

  it('ignores a saved /superadmin redirect for a non-superadmin', async () => {
    const store = new MemoryStore({ postLoginRedirect: '/superadmin' });
    const { post } = fakePost({ '/api/auth/login': ok({ success: true, token: adminToken, tenant: { id: 1 } }) });
    expect(await performLogin('admin', 'admin123', store, post)).toEqual({ ok: true, redirect: '/dashboard' });
  });

  it('goes to the role default: reseller to /menu', async () => {
    const { post } = fakePost({ '/api/auth/login': ok({ success: true, token: memberToken('reseller'), tenant: { id: 1 } }) });
    expect(await performLogin('reseller', 'reseller123', new MemoryStore(), post)).toEqual({ ok: true, redirect: '/menu' });
  });

  it('goes to the role default: superadmin to /superadmin', async () => {
    const { post } = fakePost({ '/api/auth/login': ok({ success: true, token: superadminToken(), tenant: null, memberships: [] }) });
    expect(await performLogin('superadmin', 'superadmin123', new MemoryStore(), post)).toEqual({
      ok: true,
      redirect: '/superadmin',
    });
  });
});

describe('role defaults and saved redirects', () => {
  it.each([
    ['superadmin', superadminToken(), '/superadmin'],
    ['owner', memberToken('owner'), '/dashboard'],
    ['admin', memberToken('admin'), '/dashboard'],
    ['abk', memberToken('abk'), '/dashboard'],
    ['viewer', memberToken('viewer'), '/menu'],
    ['reseller', memberToken('reseller'), '/menu'],
    ['reseller in capitals', memberToken('RESELLER'), '/menu'],
  ])('%s lands on %s', (_name, token, expected) => {
    expect(defaultRouteForClaims(decodeToken(token))).toBe(expected);
  });

  it('honours a /superadmin redirect only for a superadmin', () => {
    expect(postLoginTarget('/superadmin', decodeToken(superadminToken()))).toBe('/superadmin');
    expect(postLoginTarget('/superadmin', decodeToken(memberToken('admin')))).toBe('/dashboard');
    expect(postLoginTarget('/menu', decodeToken(superadminToken()))).toBe('/menu');
  });

  it('never redirects to /login or another site', () => {
    expect(postLoginTarget('/login', decodeToken(memberToken('reseller')))).toBe('/menu');
    expect(postLoginTarget('//evil.example', decodeToken(memberToken('admin')))).toBe('/dashboard');
    expect(postLoginTarget('https://evil.example', decodeToken(memberToken('admin')))).toBe('/dashboard');
  });

  it('does not double the replacement when the message already says Username/Email', () => {
    expect(displayLoginMessage('Username/Email wajib diisi')).toBe('Username/Email wajib diisi');
  });
});

describe('loginEntryDecision (opening /login)', () => {
  it('redirects a logged-in user by role', () => {
    expect(loginEntryDecision({ token: memberToken('admin'), savedRedirect: null, sessionEnded: false }).redirect).toBe('/dashboard');
    expect(loginEntryDecision({ token: memberToken('reseller'), savedRedirect: null, sessionEnded: false }).redirect).toBe('/menu');
    expect(loginEntryDecision({ token: superadminToken(), savedRedirect: null, sessionEnded: false }).redirect).toBe('/superadmin');
  });

  it('without a token clears the tenant info and the saved redirect', () => {
    expect(loginEntryDecision({ token: null, savedRedirect: '/ayaminfo', sessionEnded: false })).toEqual({
      redirect: null,
      clearTenant: true,
      clearSavedRedirect: true,
    });
  });

  it('keeps the redirect saved by a session end', () => {
    expect(loginEntryDecision({ token: null, savedRedirect: '/ayaminfo', sessionEnded: true })).toEqual({
      redirect: null,
      clearTenant: true,
      clearSavedRedirect: false,
    });
  });

  it('drops a saved /superadmin redirect when the stored token is not a superadmin', () => {
    expect(loginEntryDecision({ token: null, savedRedirect: '/superadmin', sessionEnded: true }).clearSavedRedirect).toBe(true);
    expect(loginEntryDecision({ token: memberToken('admin'), savedRedirect: '/superadmin', sessionEnded: false }).clearSavedRedirect).toBe(true);
    expect(loginEntryDecision({ token: superadminToken(), savedRedirect: '/superadmin', sessionEnded: false }).clearSavedRedirect).toBe(false);
  });
});

describe('several farms (issue #36)', () => {
  const SKM = { kandang_id: 'a1', id: 'a1', kode: 'SKM', nama: 'Kandang Sukamaju', role: 'viewer' };
  const BRK = { kandang_id: 'b2', id: 'b2', kode: 'BRK', nama: 'Kandang Berkah', role: 'owner' };
  const twoFarms = { success: true, token: abkNoTenant, tenant: null, memberships: [SKM, BRK], mode: 'pilih', user: { id: 9, email: 'tani', role: 'user' } };
  const inBerkah = makeToken({ sub: 9, role: 'user', tenant_role: 'owner', tenant_id: 'b2', tenant: { id: 'b2', kode: 'BRK', nama: 'Kandang Berkah' } });

  it('chooses the only farm, the remembered one while it is still a membership, else the picker', () => {
    expect(chooseMembership([], 'a1')).toEqual({ kind: 'none' });
    expect(chooseMembership(['a1'], null)).toEqual({ kind: 'switch', kandangId: 'a1', remembered: false });
    // One farm: that farm, whatever is remembered (spec §4.1 unchanged).
    expect(chooseMembership(['a1'], 'b2')).toEqual({ kind: 'switch', kandangId: 'a1', remembered: false });
    expect(chooseMembership(['a1', 'b2'], 'b2')).toEqual({ kind: 'switch', kandangId: 'b2', remembered: true });
    expect(chooseMembership(['a1', 'b2'], null)).toEqual({ kind: 'pick' });
    // Left since: the farm remembered is no longer a membership.
    expect(chooseMembership(['a1', 'b2'], 'c3')).toEqual({ kind: 'pick' });
  });

  it('goes to the picker without switching when this device remembers no farm of the user; the saved page waits', async () => {
    const store = new MemoryStore({ postLoginRedirect: '/laporanpakan', kandang_terakhir: '{"7":"b2"}' });
    const { post, calls } = fakePost({ '/api/auth/login': ok(twoFarms) });
    expect(await performLogin('tani', 'x', store, post)).toEqual({ ok: true, redirect: '/pilih-kandang' });
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/login']);
    expect(store.getItem('tenant_id')).toBeNull();
    expect(store.getItem('postLoginRedirect')).toBe('/laporanpakan');
    expect(JSON.parse(store.getItem('memberships')!)).toEqual([
      { id: 'a1', kode: 'SKM', nama: 'Kandang Sukamaju', role: 'viewer' },
      { id: 'b2', kode: 'BRK', nama: 'Kandang Berkah', role: 'owner' },
    ]);
  });

  it('switches straight to the farm remembered for this user and lands on its role default', async () => {
    const store = new MemoryStore({ kandang_terakhir: '{"9":"b2","7":"a1"}' });
    const { post, calls } = fakePost({
      '/api/auth/login': ok(twoFarms),
      '/api/auth/switch-tenant': ok({ success: true, token: inBerkah, tenant: { id: 'b2', kode: 'BRK', nama: 'Kandang Berkah' } }),
    });
    expect(await performLogin('tani', 'x', store, post)).toEqual({ ok: true, redirect: '/dashboard' });
    expect(calls[1]).toEqual({ path: '/api/auth/switch-tenant', body: { kandang_id: 'b2' } });
    expect(store.getItem('token')).toBe(inBerkah);
    expect(store.getItem('tenant_nama')).toBe('Kandang Berkah');
  });

  it('goes to the picker when the remembered farm refuses the switch (switched off there since)', async () => {
    const store = new MemoryStore({ kandang_terakhir: '{"9":"b2"}' });
    const { post } = fakePost({
      '/api/auth/login': ok(twoFarms),
      '/api/auth/switch-tenant': fail(403, { success: false, message: 'Akun Anda dinonaktifkan di kandang ini.' }),
    });
    expect(await performLogin('tani', 'x', store, post)).toEqual({ ok: true, redirect: '/pilih-kandang' });
    expect(store.getItem('tenant_id')).toBeNull();
  });
});

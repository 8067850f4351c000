import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch';
import { makeToken, memberToken } from '../test/tokens';
import { ApiError, api, apiFetch, unwrapList } from './client';
import { hardNavigate } from '../lib/navigation';

vi.mock('../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

const token = memberToken('admin');

function storeSession() {
  localStorage.setItem('token', token);
  localStorage.setItem('user', '{"id":5}');
  localStorage.setItem('user_id', '5');
  localStorage.setItem('user_role', 'admin');
  localStorage.setItem('tenant_id', '1');
  localStorage.setItem('tenant_kode', 'SKM');
  localStorage.setItem('tenant_nama', 'Kandang Sukamaju');
}

const SESSION_ITEMS = ['token', 'user', 'user_id', 'user_role', 'tenant_id', 'tenant_kode', 'tenant_nama'];

beforeEach(() => {
  window.history.pushState({}, '', '/laporanpakan?start=2025-01-01');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
  window.history.pushState({}, '', '/');
});

describe('headers and bodies', () => {
  it('sends bearer token, x-tenant-id from storage and a JSON body', async () => {
    storeSession();
    const calls = mockFetch({ 'POST /api/coop/jalur': { body: { success: true, id: 3 } } });
    await expect(api.post('/api/coop/jalur', { jalur: 'Jalur 3', plant_id: 10 })).resolves.toEqual({ success: true, id: 3 });
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(calls[0].headers.get('x-tenant-id')).toBe('1');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].body).toEqual({ jalur: 'Jalur 3', plant_id: 10 });
  });

  it.each([
    ['tenant_id', makeToken({ role: 'user', tenant_id: 'aaa' }), 'aaa'],
    ['tenant.id', makeToken({ role: 'user', tenant: { id: 'bbb' } }), 'bbb'],
    ['kandang_id', makeToken({ role: 'user', kandang_id: 42 }), '42'],
  ])('takes x-tenant-id from the token claim %s when none is stored', async (_claim, claimToken, expected) => {
    localStorage.setItem('token', claimToken);
    const calls = mockFetch({ 'GET /api/my': { body: {} } });
    await api.get('/api/my');
    expect(calls[0].headers.get('x-tenant-id')).toBe(expected);
  });

  it('leaves out empty query values', async () => {
    storeSession();
    const calls = mockFetch({ 'GET /api/laporan-produksi': { body: [] } });
    await api.get('/api/laporan-produksi', { start_date: '2025-01-01', to_date: '2025-01-10', bagian_id: '' });
    expect(calls[0].url).toBe('/api/laporan-produksi?start_date=2025-01-01&to_date=2025-01-10');
  });

  it('without a token clears tenant items and the saved redirect before the call', async () => {
    localStorage.setItem('tenant_id', '1');
    localStorage.setItem('tenant_kode', 'SKM');
    localStorage.setItem('tenant_nama', 'Kandang Sukamaju');
    localStorage.setItem('postLoginRedirect', '/ayaminfo');
    const seen: Array<string | null> = [];
    const calls = mockFetch({
      'GET /api/health': () => {
        seen.push(localStorage.getItem('tenant_id'), localStorage.getItem('postLoginRedirect'));
        return { body: { ok: true } };
      },
    });
    await api.get('/api/health');
    expect(seen).toEqual([null, null]);
    expect(localStorage.getItem('tenant_nama')).toBeNull();
    expect(calls[0].headers.get('Authorization')).toBeNull();
    expect(calls[0].headers.get('x-tenant-id')).toBeNull();
  });
});

describe('session end', () => {
  it.each([401, 403, 419])('status %i clears the session, saves the location and goes to /login', async (status) => {
    storeSession();
    mockFetch({ 'GET /api/coop/structure': { status, body: { success: false, message: 'Sesi tidak berlaku' } } });
    const error = await apiFetch('/api/coop/structure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    SESSION_ITEMS.forEach((key) => expect(localStorage.getItem(key)).toBeNull());
    expect(localStorage.getItem('postLoginRedirect')).toBe('/laporanpakan?start=2025-01-01');
    expect(hardNavigate).toHaveBeenCalledWith('/login');
  });

  it.each(['Token expired', 'invalid token', 'Unauthorized'])(
    'a JSON reply success:false with message "%s" ends the session',
    async (message) => {
      storeSession();
      mockFetch({ 'GET /api/dashboard/summary': { status: 200, body: { success: false, message } } });
      await expect(apiFetch('/api/dashboard/summary')).rejects.toThrow(message);
      expect(localStorage.getItem('token')).toBeNull();
      expect(hardNavigate).toHaveBeenCalledWith('/login');
    },
  );

  it('other failures keep the session and carry the server message and status', async () => {
    storeSession();
    mockFetch({
      'DELETE /api/coop/tingkat/5': {
        status: 409,
        body: { success: false, message: 'Tingkat masih dipakai oleh 12 transaksi pakan.' },
      },
    });
    const error = (await api.del('/api/coop/tingkat/5').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe('Tingkat masih dipakai oleh 12 transaksi pakan.');
    expect(localStorage.getItem('token')).toBe(token);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('an Indonesian "tidak valid" message is not an expiry', async () => {
    storeSession();
    mockFetch({ 'POST /api/transaksi-ayam': { status: 400, body: { success: false, message: 'Aksi tidak valid.' } } });
    await expect(api.post('/api/transaksi-ayam', {})).rejects.toThrow('Aksi tidak valid.');
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('does not navigate or save a redirect when already on /login', async () => {
    window.history.pushState({}, '', '/login');
    storeSession();
    mockFetch({ 'GET /api/my': { status: 401, body: { success: false, message: 'Unauthorized' } } });
    await expect(api.get('/api/my')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it.each(['/api/auth/login', '/api/auth/switch-tenant', '/api/auth/register', '/api/auth/logout'])(
    'the auth call %s is exempt',
    async (path) => {
      storeSession();
      mockFetch({ [`POST ${path}`]: { status: 401, body: { success: false, message: 'Unauthorized' } } });
      await expect(api.post(path, {})).rejects.toBeInstanceOf(ApiError);
      expect(localStorage.getItem('token')).toBe(token);
      expect(localStorage.getItem('tenant_id')).toBe('1');
      expect(hardNavigate).not.toHaveBeenCalled();
    },
  );

  it('a failed network call is an ApiError with status 0 and the network message', async () => {
    storeSession();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = (await api.get('/api/my').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Terjadi kesalahan jaringan');
    expect(localStorage.getItem('token')).toBe(token);
  });
});

describe('unwrapList', () => {
  it.each([
    ['a bare array', [{ id: 1 }]],
    ['data', { data: [{ id: 1 }] }],
    ['rows', { rows: [{ id: 1 }] }],
    ['items', { items: [{ id: 1 }] }],
    ['list', { list: [{ id: 1 }] }],
    ['result', { result: [{ id: 1 }] }],
    ['results', { success: true, results: [{ id: 1 }] }],
  ])('reads %s', (_name, reply) => {
    expect(unwrapList(reply)).toEqual([{ id: 1 }]);
  });

  it('gives an empty list for anything else', () => {
    expect(unwrapList(null)).toEqual([]);
    expect(unwrapList({ data: { id: 1 } })).toEqual([]);
    expect(unwrapList('x')).toEqual([]);
  });
});

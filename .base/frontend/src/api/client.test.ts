import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch';
import { makeToken, memberToken } from '../test/tokens';
import { ApiError, api, errorText, isAuthCall, isExpiredSession, send, writeHeaders } from './client';
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

const structure = () => send(api.GET('/api/coop/structure'));

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
    const created = { id: 3, trx_date: '2025-06-01', type: 'buy', qty_kg: 10 };
    const calls = mockFetch({ 'POST /api/feed-txns/buy': { body: created } });
    const body = { trx_date: '2025-06-01', qty_kg: 10, price_per_kg: 7000, method: 'cash' as const };
    await expect(send(api.POST('/api/feed-txns/buy', { body }))).resolves.toEqual(created);
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(calls[0].headers.get('x-tenant-id')).toBe('1');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].body).toEqual(body);
  });

  it.each([
    ['tenant_id', makeToken({ role: 'user', tenant_id: 'aaa' }), 'aaa'],
    ['tenant.id', makeToken({ role: 'user', tenant: { id: 'bbb' } }), 'bbb'],
    ['kandang_id', makeToken({ role: 'user', kandang_id: 42 }), '42'],
  ])('takes x-tenant-id from the token claim %s when none is stored', async (_claim, claimToken, expected) => {
    localStorage.setItem('token', claimToken);
    const calls = mockFetch({ 'GET /api/my': { body: {} } });
    await send(api.GET('/api/my'));
    expect(calls[0].headers.get('x-tenant-id')).toBe(expected);
  });

  it('leaves out query values that are not given', async () => {
    storeSession();
    const calls = mockFetch({ 'GET /api/laporan-produksi': { body: {} } });
    await send(api.GET('/api/laporan-produksi', { params: { query: { start_date: '2025-01-01', to_date: '2025-01-10', bagian_id: undefined } } }));
    expect(calls[0].url).toBe('/api/laporan-produksi?start_date=2025-01-01&to_date=2025-01-10');
  });

  it('without a token clears tenant items and the saved redirect before the call', async () => {
    localStorage.setItem('tenant_id', '1');
    localStorage.setItem('tenant_kode', 'SKM');
    localStorage.setItem('tenant_nama', 'Kandang Sukamaju');
    localStorage.setItem('postLoginRedirect', '/ayaminfo');
    const seen: Array<string | null> = [];
    const calls = mockFetch({
      'GET /api/tasks/main': () => {
        seen.push(localStorage.getItem('tenant_id'), localStorage.getItem('postLoginRedirect'));
        return { body: [] };
      },
    });
    await send(api.GET('/api/tasks/main'));
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
    const error = await structure().catch((e: unknown) => e);
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
      await expect(send(api.GET('/api/dashboard/summary'))).rejects.toThrow(message);
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
    const error = (await send(api.DELETE('/api/coop/{type}/{id}', { params: { path: { type: 'tingkat', id: 5 } } })).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(errorText(error, 'Gagal menghapus.')).toBe('Tingkat masih dipakai oleh 12 transaksi pakan.');
    expect(localStorage.getItem('token')).toBe(token);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('an Indonesian "tidak valid" message is not an expiry', async () => {
    storeSession();
    mockFetch({ 'POST /api/transaksi-ayam': { status: 400, body: { success: false, message: 'Aksi tidak valid.' } } });
    const body = { tanggal: '2025-06-01', aksi: 'mati' as const, jumlah: 1, asal_tingkat_id: 1 };
    await expect(send(api.POST('/api/transaksi-ayam', { body }))).rejects.toThrow('Aksi tidak valid.');
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('does not navigate or save a redirect when already on /login', async () => {
    window.history.pushState({}, '', '/login');
    storeSession();
    mockFetch({ 'GET /api/my': { status: 401, body: { success: false, message: 'Unauthorized' } } });
    await expect(send(api.GET('/api/my'))).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it.each([
    ['/api/auth/login', () => send(api.POST('/api/auth/login', { body: { email: 'a', password: 'b' } }))],
    ['/api/auth/switch-tenant', () => send(api.POST('/api/auth/switch-tenant', { body: { kandang_id: '1' } }))],
    ['/api/auth/logout', () => send(api.POST('/api/auth/logout'))],
  ])('the auth call %s is exempt', async (path, call: () => Promise<unknown>) => {
    storeSession();
    mockFetch({ [`POST ${path}`]: { status: 401, body: { success: false, message: 'Unauthorized' } } });
    await expect(call()).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('tenant_id')).toBe('1');
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('counts register among the exempt auth calls', () => {
    expect(isAuthCall('/api/auth/register')).toBe(true);
    expect(isAuthCall('/api/auth/summary')).toBe(false);
  });

  it('a failed network call is an ApiError with status 0 whose text is the screen fallback', async () => {
    storeSession();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = (await send(api.GET('/api/my')).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(errorText(error, 'Gagal memuat data.')).toBe('Gagal memuat data.');
    expect(localStorage.getItem('token')).toBe(token);
  });
});

describe('lists of spec §7', () => {
  it.each([
    ['a bare array', [{ id: 1 }]],
    ['data', { data: [{ id: 1 }] }],
    ['rows', { rows: [{ id: 1 }] }],
    ['items', { items: [{ id: 1 }] }],
    ['list', { list: [{ id: 1 }] }],
    ['result', { result: [{ id: 1 }] }],
    ['results', { success: true, results: [{ id: 1 }] }],
  ])('a list endpoint reads %s', async (_name, reply) => {
    storeSession();
    mockFetch({ 'GET /api/tasks/main': { body: reply } });
    await expect(send(api.GET('/api/tasks/main'))).resolves.toEqual([{ id: 1 }]);
  });

  it('a list endpoint gives an empty list for anything else', async () => {
    storeSession();
    mockFetch({ 'GET /api/tasks/main': { body: { data: { id: 1 } } } });
    await expect(send(api.GET('/api/tasks/main'))).resolves.toEqual([]);
  });

  it('keeps the answer of an endpoint that is not a list, even when it holds a data array', async () => {
    storeSession();
    const page = { data: [{ tanggal: '2025-04-01' }], total: 1, page: 1, page_size: 25, totals: { pakan: 1 } };
    mockFetch({ 'GET /api/summary-txn-pakan': { body: page } });
    await expect(send(api.GET('/api/summary-txn-pakan'))).resolves.toEqual(page);
  });

  it('a success:false reply with status 200 is an error with the server message', async () => {
    storeSession();
    mockFetch({ 'POST /api/feed-txns/sell': { body: { success: false, message: 'Stok pakan tidak cukup' } } });
    const body = { trx_date: '2025-06-01', qty_kg: 10, price_per_kg: 8000, method: 'cash' as const };
    const error = await send(api.POST('/api/feed-txns/sell', { body })).catch((e: unknown) => e);
    expect(errorText(error, 'Gagal menyimpan transaksi.')).toBe('Stok pakan tidak cukup');
  });
});

describe('Idempotency-Key', () => {
  const body = { tanggal: '2026-11-27', aksi: 'mati' as const, jumlah: 1 };
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('gives every POST and PUT a new key, and no GET', async () => {
    storeSession();
    const calls = mockFetch({ 'POST /api/transaksi-ayam': { body: {} }, 'PUT /api/transaksi-ayam/3': { body: {} }, 'GET /api/coop/structure': { body: [] } });
    await send(api.POST('/api/transaksi-ayam', { body }));
    await send(api.POST('/api/transaksi-ayam', { body }));
    await send(api.PUT('/api/transaksi-ayam/{id}', { params: { path: { id: 3 } }, body }));
    await structure();
    const keys = calls.map((c) => c.headers.get('Idempotency-Key'));
    expect(keys.slice(0, 3).every((k) => UUID.test(k ?? ''))).toBe(true);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBeNull();
  });

  it("sends the caller's key; a call whose session end the caller handles keeps the session and sends no marker", async () => {
    storeSession();
    const calls = mockFetch({ 'POST /api/transaksi-ayam': { status: 401, body: { success: false, message: 'Session invalid' } } });
    const err = await send(api.POST('/api/transaksi-ayam', { body, headers: writeHeaders('k-1', { sessionHandled: true }) })).catch((e: unknown) => e);
    expect(isExpiredSession(err)).toBe(true);
    expect(calls[0].headers.get('Idempotency-Key')).toBe('k-1');
    expect([...calls[0].headers.keys()].filter((h) => h.startsWith('x-kpm'))).toEqual([]);
    expect(localStorage.getItem('token')).toBe(token);
    expect(hardNavigate).not.toHaveBeenCalled();

    // The same call without the mark ends the session as before.
    await send(api.POST('/api/transaksi-ayam', { body, headers: writeHeaders('k-2') })).catch(() => undefined);
    expect(localStorage.getItem('token')).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith('/login');
  });

  it('a 403 is not an expired session (logging in again changes nothing)', () => {
    expect(isExpiredSession(new ApiError(403, 'ABK hanya dapat menandai tugas untuk tanggal hari ini.'))).toBe(false);
    expect(isExpiredSession(new ApiError(419, ''))).toBe(true);
    expect(isExpiredSession(new ApiError(0, ''))).toBe(false);
  });
});

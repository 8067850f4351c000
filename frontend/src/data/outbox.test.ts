import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../test/fetch';
import { memberToken } from '../test/tokens';
import { db } from '../lib/outbox-db';
import {
  chipText,
  countEntries,
  enqueue,
  loginResumed,
  queueDayEntry,
  resolveDayConflict,
  sendOrQueue,
  syncOutbox,
  syncStatus,
  type OutboxDraft,
} from './outbox';
import { STORAGE, storeTenant, storeToken } from '../lib/session';

/** Logs in user `userId` of farm `tenantId` (as the login flow stores it). */
function loginAs(userId: number, tenantId: number, name = 'abk') {
  storeToken(localStorage, memberToken('abk', { sub: userId, tenant_id: tenantId, user: { id: userId, email: name, role: 'user' } }));
  storeTenant(localStorage, { id: tenantId, kode: 'K', nama: 'Kandang' });
}

const death = (jumlah: number, tanggal = '2026-11-27'): OutboxDraft => ({
  kind: 'ayam',
  path: '/api/transaksi-ayam',
  route: '/ayaminfo',
  day: tanggal,
  body: { tanggal, aksi: 'mati', jumlah, asal_tingkat_id: 3, tujuan_tingkat_id: null },
  label: `Ayam mati 27/11 · ${jumlah} ekor`,
});

const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST');
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(async () => {
  await db.outbox.clear();
  loginAs(5, 1);
  setOnline(false);
});

afterEach(async () => {
  await syncOutbox();
  if (syncStatus().needsLogin) {
    setOnline(false);
    await loginResumed();
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('outbox', () => {
  it('keeps writes made offline and sends them in creation order, one at a time, each with its own key', async () => {
    let inFlight = 0;
    let most = 0;
    const calls = mockFetch({
      'POST /api/transaksi-ayam': async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
        return { status: 201, body: { id: 1 } };
      },
    });
    const first = await sendOrQueue(death(2));
    const second = await sendOrQueue(death(1));
    expect(first.queued && second.queued).toBe(true);
    expect(calls).toHaveLength(0);
    expect(await db.outbox.count()).toBe(2);

    setOnline(true);
    await syncOutbox();
    const sent = posts(calls);
    expect(sent.map((c) => (c.body as { jumlah: number }).jumlah)).toEqual([2, 1]);
    expect(most).toBe(1);
    const keys = sent.map((c) => c.headers.get('Idempotency-Key'));
    expect(first.queued && keys[0]).toBe(first.queued ? first.entry.key : '');
    expect(keys[0]).not.toBe(keys[1]);
    expect(await db.outbox.count()).toBe(0);
    expect(syncStatus().lastSyncedAt).not.toBeNull();
  });

  it('sends the same key again after a failed connection, and the entry waits meanwhile', async () => {
    let answer = false;
    const calls = mockFetch({
      'POST /api/transaksi-ayam': () => {
        if (!answer) throw new TypeError('Failed to fetch');
        return { status: 201, body: { id: 9 } };
      },
    });
    setOnline(true);
    // Online, but the call gets no answer: the same write (same key) goes to the outbox.
    const result = await sendOrQueue(death(3), 'key-of-simpan');
    expect(result.queued).toBe(true);
    await syncOutbox();
    const waiting = await db.outbox.toArray();
    expect(waiting.map((e) => [e.state, e.key])).toEqual([['waiting', 'key-of-simpan']]);

    answer = true;
    await syncOutbox();
    expect(posts(calls).map((c) => c.headers.get('Idempotency-Key'))).toEqual(['key-of-simpan', 'key-of-simpan', 'key-of-simpan']);
    expect(await db.outbox.count()).toBe(0);
  });

  it("never sends another user's or another farm's entries", async () => {
    const calls = mockFetch({ 'POST /api/transaksi-ayam': { status: 201, body: { id: 1 } } });
    await enqueue(death(1));
    loginAs(6, 1, 'abk2');
    await enqueue(death(2));
    loginAs(5, 2);
    await enqueue(death(3));

    setOnline(true);
    loginAs(6, 1, 'abk2');
    await syncOutbox();
    expect(posts(calls).map((c) => (c.body as { jumlah: number }).jumlah)).toEqual([2]);
    expect((await db.outbox.toArray()).map((e) => [e.userId, e.tenantId, e.state])).toEqual([
      ['5', '1', 'waiting'],
      ['5', '2', 'waiting'],
    ]);
    // The farm sent with the entry is the session's farm.
    expect(posts(calls)[0].headers.get('x-tenant-id')).toBe('1');
  });

  it('keeps a 409 with conflicts as a conflict and a refusal as failed with its message, and sends the rest', async () => {
    const server = { tingkat_id: 4, pakan_pagi: 7, pakan_sore: 0, version: 3 };
    const calls = mockFetch({
      'POST /api/transaksi-pakan': { status: 409, body: { success: false, message: 'Data sudah diubah', conflicts: [server] } },
      'POST /api/transaksi-ayam': (call) =>
        (call.body as { jumlah: number }).jumlah > 100 ? { status: 400, body: { success: false, message: 'Jumlah melebihi populasi' } } : { status: 201, body: { id: 1 } },
    });
    await queueDayEntry(
      { kind: 'pakan', path: '/api/transaksi-pakan', route: '/transaksipakan', day: '2026-11-27', body: { tanggal: '2026-11-27', data: [{ tingkat_id: 4, pakan_pagi: 5, pakan_sore: 1, version: 2 }] }, label: () => 'Pakan 27/11 · 1 tingkat' },
      'tingkat_id',
    );
    await enqueue(death(500));
    await enqueue(death(1));
    setOnline(true);
    await syncOutbox();

    expect(posts(calls)).toHaveLength(3);
    const left = await db.outbox.toArray();
    expect(left.map((e) => [e.kind, e.state, e.error])).toEqual([
      ['pakan', 'conflict', 'Data sudah diubah'],
      ['ayam', 'failed', 'Jumlah melebihi populasi'],
    ]);
    expect(left[0].conflicts).toEqual([server]);
    // Neither is sent again by a later sync.
    await syncOutbox();
    expect(posts(calls)).toHaveLength(3);
  });

  it('asks for the password on a session end, keeps the entries and the session, then goes on after the login', async () => {
    let expired = true;
    const calls = mockFetch({
      'POST /api/transaksi-ayam': () => (expired ? { status: 401, body: { success: false, message: 'Session invalid' } } : { status: 201, body: { id: 1 } }),
    });
    await enqueue(death(1));
    await enqueue(death(2));
    setOnline(true);
    await syncOutbox();

    expect(syncStatus()).toMatchObject({ needsLogin: true, loginFor: 'abk' });
    expect(localStorage.getItem(STORAGE.token)).not.toBeNull();
    expect(window.location.pathname).not.toBe('/login');
    expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(['waiting', 'waiting']);
    // While the prompt is open nothing is sent.
    await syncOutbox();
    expect(posts(calls)).toHaveLength(1);

    expired = false;
    await loginResumed();
    expect(posts(calls).map((c) => (c.body as { jumlah: number }).jumlah)).toEqual([1, 1, 2]);
    expect(posts(calls)[0].headers.get('Idempotency-Key')).toBe(posts(calls)[1].headers.get('Idempotency-Key'));
    expect(await db.outbox.count()).toBe(0);
  });

  it('joins a new save of a day to the day waiting, keeping the versions first read', async () => {
    const day = (data: Array<Record<string, unknown>>) => ({
      kind: 'telur' as const,
      path: '/api/transaksi-telur' as const,
      route: '/produksitelur',
      day: '2026-11-27',
      body: { tanggal: '2026-11-27', data },
      label: (b: { data: unknown[] }) => `Telur 27/11 · ${b.data.length} bagian`,
    });
    const first = await queueDayEntry(day([{ bagian_id: 1, grade_a: 5, version: 1 }]), 'bagian_id', 'k1');
    const joined = await queueDayEntry(day([{ bagian_id: 1, grade_a: 6, version: 1 }, { bagian_id: 2, grade_a: 2, version: 4 }]), 'bagian_id', 'k2');
    expect(joined.id).toBe(first.id);
    expect(joined.key).not.toBe('k1');
    expect(joined.label).toBe('Telur 27/11 · 2 bagian');
    expect(joined.body).toEqual({
      tanggal: '2026-11-27',
      data: [
        { bagian_id: 1, grade_a: 6, version: 1 },
        { bagian_id: 2, grade_a: 2, version: 4 },
      ],
    });
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('resolveDayConflict', () => {
  it("takes per field the tablet's or the server's value, with the server's version, and leaves the other rows", () => {
    const body = {
      tanggal: '2026-11-27',
      data: [
        { tingkat_id: 1, pakan_pagi: 5, pakan_sore: 1, version: 2 },
        { tingkat_id: 2, pakan_pagi: 3, pakan_sore: 3, version: 7 },
      ],
    };
    const server = [{ tingkat_id: 1, pakan_pagi: 9, pakan_sore: 4, version: 3, lokasi: 'J1' }];
    const resolved = resolveDayConflict(body, server, 'tingkat_id', ['pakan_pagi', 'pakan_sore'], { '1': { pakan_sore: 'server' } });
    expect(resolved.data).toEqual([
      { tingkat_id: 1, pakan_pagi: 5, pakan_sore: 4, version: 3 },
      { tingkat_id: 2, pakan_pagi: 3, pakan_sore: 3, version: 7 },
    ]);
  });
});

describe('chipText', () => {
  const none = { waiting: 0, conflicts: 0, failed: 0, online: true, sending: false, lastSyncedAt: null };
  it('says the state of the outbox', () => {
    expect(chipText({ ...none, online: false, waiting: 3 })).toBe('Offline · 3 menunggu');
    expect(chipText({ ...none, online: false })).toBe('Offline');
    expect(chipText({ ...none, sending: true, waiting: 2 })).toBe('Mengirim…');
    expect(chipText({ ...none, conflicts: 1 })).toBe('1 konflik');
    expect(chipText({ ...none, conflicts: 1, failed: 2, waiting: 1 })).toBe('1 konflik · 2 gagal · 1 menunggu');
    // 00:42 UTC is 07:42 on the farm's clock (Asia/Jakarta, UTC+7), whatever the machine's zone.
    expect(chipText({ ...none, lastSyncedAt: '2026-11-27T00:42:10.000Z' })).toBe('Tersinkron 07:42');
    expect(chipText(none)).toBeNull();
  });

  it('counts a sending entry as waiting', () => {
    const e = (state: 'waiting' | 'sending' | 'conflict' | 'failed') => ({ state }) as Parameters<typeof countEntries>[0][number];
    expect(countEntries([e('waiting'), e('sending'), e('conflict'), e('failed'), e('failed')])).toEqual({ waiting: 2, conflicts: 1, failed: 2 });
  });
});

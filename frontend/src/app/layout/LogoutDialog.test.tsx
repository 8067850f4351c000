import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/outbox-db';
import { hardNavigate } from '../../lib/navigation';
import { notifySessionChanged, storeTenant, storeToken } from '../../lib/session';
import { enqueue, syncOutbox, syncStatus, type OutboxDraft } from '../../data/outbox';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';
import { LOGOUT_QUESTION } from './LogoutDialog';

vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

/** Logs in user `userId` of farm 1 under the login name `name`, as the login screen does. */
function loginAs(userId: number, name: string) {
  storeToken(localStorage, memberToken('abk', { sub: userId, user: { id: userId, email: name, role: 'user' } }));
  storeTenant(localStorage, { id: 1, kode: 'SKM', nama: 'Kandang Sukamaju' });
  notifySessionChanged();
}

const death = (jumlah: number): OutboxDraft => ({
  kind: 'ayam',
  path: '/api/transaksi-ayam',
  route: '/ayaminfo',
  day: '2026-11-27',
  body: { tanggal: '2026-11-27', aksi: 'mati', jumlah, asal_tingkat_id: 1, tujuan_tingkat_id: null },
  label: `Ayam mati 27/11 · ${jumlah} ekor`,
});

const online = () => vi.spyOn(navigator, 'onLine', 'get');
const banner = () => within(screen.getByRole('banner'));
const sentDeaths = (calls: RecordedCall[]) => calls.filter((c) => c.url === '/api/transaksi-ayam').map((c) => (c.body as { jumlah: number }).jumlah);

/** Every value kept by the browser for the app: localStorage, sessionStorage and the outbox's entries. */
async function everythingStored(): Promise<string> {
  const items = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`);
  return JSON.stringify([items(localStorage), items(sessionStorage), await db.outbox.toArray()]);
}

beforeEach(() => {
  vi.mocked(hardNavigate).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('logout on a shared tablet', () => {
  it("asks first while the user's entries are unsent: '3 entri belum terkirim', 'Kirim dulu', 'Tetap keluar'; Escape stays; Tetap keluar keeps them for that user", async () => {
    loginAs(5, 'budi');
    online().mockReturnValue(false);
    for (const n of [1, 2, 3]) await enqueue(death(n));
    mockFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    renderApp('/menu');

    await userEvent.click(banner().getAllByRole('button', { name: 'Logout' })[0]);
    const dialog = await screen.findByRole('dialog', { name: '3 entri belum terkirim' });
    expect(dialog).toHaveTextContent(LOGOUT_QUESTION);
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tetap keluar', 'Kirim dulu']);

    // Escape: no choice made, still logged in.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '3 entri belum terkirim' })).not.toBeInTheDocument());
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();

    await userEvent.click(banner().getAllByRole('button', { name: 'Logout' })[0]);
    await userEvent.click(within(await screen.findByRole('dialog', { name: '3 entri belum terkirim' })).getByRole('button', { name: 'Tetap keluar' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    // The entries stay on the tablet, for that user and farm only.
    expect((await db.outbox.toArray()).map((e) => [e.userId, e.tenantId, e.state])).toEqual([
      ['5', '1', 'waiting'],
      ['5', '1', 'waiting'],
      ['5', '1', 'waiting'],
    ]);
  });

  it("'Kirim dulu' says what is left and stays while offline; online it sends and then logs out", async () => {
    loginAs(5, 'budi');
    const isOnline = online().mockReturnValue(false);
    for (const n of [1, 2, 3]) await enqueue(death(n));
    const calls = mockFetch({ 'POST /api/transaksi-ayam': { status: 201, body: { id: 1 } }, 'POST /api/auth/logout': { body: { success: true } } });
    renderApp('/menu');

    await userEvent.click(banner().getAllByRole('button', { name: 'Logout' })[0]);
    const dialog = await screen.findByRole('dialog', { name: '3 entri belum terkirim' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim dulu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Masih 3 entri belum terkirim (3 menunggu). Tablet sedang offline.');
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).not.toBeNull();

    isOnline.mockReturnValue(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim dulu' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    expect(sentDeaths(calls)).toEqual([1, 2, 3]);
    expect(await db.outbox.count()).toBe(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("logs out at once when none of the user's entries wait (another user's do not count)", async () => {
    loginAs(6, 'sari');
    online().mockReturnValue(false);
    await enqueue(death(9));
    loginAs(5, 'budi');
    mockFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    renderApp('/menu');

    await userEvent.click(banner().getAllByRole('button', { name: 'Logout' })[0]);
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    expect(screen.queryByRole('dialog', { name: /belum terkirim/ })).not.toBeInTheDocument();
    expect(await db.outbox.count()).toBe(1);
  });

  it("shows the next user nothing of the previous one's entries, name or last sync; the entries go when their user is back", async () => {
    const isOnline = online().mockReturnValue(true);
    const calls = mockFetch({ 'POST /api/transaksi-ayam': { status: 201, body: { id: 1 } }, 'POST /api/auth/logout': { body: { success: true } } });
    // Budi sends one entry (the chip says 'Tersinkron'), then two wait offline and he leaves them.
    loginAs(5, 'budi');
    await enqueue(death(1));
    await waitFor(() => expect(sentDeaths(calls)).toEqual([1]));
    isOnline.mockReturnValue(false);
    await enqueue(death(2));
    await enqueue(death(3));
    renderApp('/menu');
    await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('Offline · 2 menunggu'));
    await userEvent.click(banner().getAllByRole('button', { name: 'Logout' })[0]);
    await userEvent.click(within(await screen.findByRole('dialog', { name: '2 entri belum terkirim' })).getByRole('button', { name: 'Tetap keluar' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    cleanup();

    // Sari on the same tablet: her own entry only, no trace of Budi anywhere the app keeps data.
    loginAs(6, 'sari');
    await enqueue(death(7));
    renderApp('/menu');
    await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('Offline · 1 menunggu'));
    const chip = screen.getByTestId('outbox-chip');
    expect(syncStatus().lastSyncedAt).toBeNull(); // Budi's 'Tersinkron' is not hers
    await userEvent.click(chip);
    const panel = screen.getByRole('dialog', { name: 'Data di tablet' });
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ayam mati 27/11 · 7 ekormenunggu']);
    expect(document.body.textContent).not.toMatch(/budi/i);
    expect(await everythingStored()).not.toMatch(/budi/i);
    // Online, her entry goes and her chip is hers: Budi's two stay for him.
    isOnline.mockReturnValue(true);
    await syncOutbox();
    expect(sentDeaths(calls)).toEqual([1, 7]);
    cleanup();

    // Budi back: his two entries are sent under his login.
    loginAs(5, 'budi');
    await syncOutbox();
    expect(sentDeaths(calls)).toEqual([1, 7, 2, 3]);
    expect(await db.outbox.count()).toBe(0);
  });
});

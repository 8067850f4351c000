import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { db } from '../../lib/outbox-db';
import { RELOGIN_MESSAGE, enqueue, farmClock, loginResumed, syncStatus } from '../../data/outbox';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

function login() {
  localStorage.setItem('token', memberToken('abk'));
  localStorage.setItem('tenant_id', '1');
}

const death = (jumlah: number) => ({
  kind: 'ayam' as const,
  path: '/api/transaksi-ayam' as const,
  route: '/ayaminfo',
  day: '2026-11-27',
  body: { tanggal: '2026-11-27', aksi: 'mati', jumlah, asal_tingkat_id: 1, tujuan_tingkat_id: null },
  label: `Ayam mati 27/11 · ${jumlah} ekor`,
});

afterEach(async () => {
  // A test that stopped at the password prompt leaves the next one free to send.
  if (syncStatus().needsLogin) {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await loginResumed();
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the outbox in the top bar', () => {
  it('after a session end while sending asks for the password of the same user, stays on the page, then sends what waits', async () => {
    login();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await enqueue(death(2));
    await enqueue(death(1));
    let expired = true;
    const calls = mockFetch({
      'POST /api/transaksi-ayam': () => (expired ? { status: 401, body: { success: false, message: 'Session invalid' } } : { status: 201, body: {} }),
      'POST /api/auth/login': () => {
        expired = false;
        return {
          body: {
            success: true,
            message: 'Login berhasil',
            token: memberToken('abk'),
            tenant: { id: '1', kode: 'SKM', nama: 'Kandang Sukamaju' },
            memberships: [{ kandang_id: '1', id: '1', kode: 'SKM', nama: 'Kandang Sukamaju', role: 'abk' }],
            mode: 'final',
            user: { id: '5', email: 'abk', role: 'user' },
          } satisfies Schemas['LoginResponseDto'],
        };
      },
    });
    online.mockReturnValue(true);
    renderApp('/menu');

    const dialog = await screen.findByRole('dialog', { name: 'Masuk lagi' });
    expect(dialog).toHaveTextContent(RELOGIN_MESSAGE);
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('abk');
    expect(await screen.findByTestId('outbox-chip')).toHaveTextContent('2 menunggu');
    expect(await db.outbox.count()).toBe(2);

    await userEvent.type(within(dialog).getByLabelText('Kata sandi'), 'abk123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Masuk dan kirim' }));

    await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent(/^Tersinkron \d\d:\d\d$/));
    expect(screen.getByTestId('outbox-chip')).toHaveTextContent(`Tersinkron ${farmClock(syncStatus().lastSyncedAt!)}`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Masuk lagi' })).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/menu');
    expect(calls.find((c) => c.url === '/api/auth/login')?.body).toEqual({ email: 'abk', password: 'abk123' });
    // The first entry was tried under the old session, then both under the new one, with their keys.
    const sent = calls.filter((c) => c.url === '/api/transaksi-ayam').map((c) => (c.body as { jumlah: number }).jumlah);
    expect(sent).toEqual([2, 2, 1]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('lists a refused entry with its message and discards it only after the confirmation', async () => {
    login();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    mockFetch({ 'POST /api/transaksi-ayam': { status: 400, body: { success: false, message: 'Jumlah melebihi populasi' } } });
    await enqueue(death(900));
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.state).toBe('failed'));
    renderApp('/menu');

    await userEvent.click(await screen.findByTestId('outbox-chip'));
    expect(screen.getByTestId('outbox-chip')).toHaveTextContent('1 gagal');
    const panel = screen.getByRole('dialog', { name: 'Data di tablet' });
    expect(within(panel).getByRole('listitem')).toHaveTextContent('Ayam mati 27/11 · 900 ekorditolak: Jumlah melebihi populasi');
    await userEvent.click(within(panel).getByRole('button', { name: 'Buang' }));
    const confirm = screen.getByRole('dialog', { name: 'Buang data?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buang data?' })).not.toBeInTheDocument());
    expect(await db.outbox.count()).toBe(1);

    await userEvent.click(within(panel).getByRole('button', { name: 'Buang' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Buang data?' })).getByRole('button', { name: 'Buang' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });
});

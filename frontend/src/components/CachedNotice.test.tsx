import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, send } from '../api/client';
import { cachedNotice, recordAnswer, resetAnswerAges } from '../lib/answer-age';
import { CachedNotice } from './CachedNotice';

/** 27/11/2026 07:42:00 in the browser's zone (whatever the machine's), as a Date header says it. */
const MADE = new Date(2026, 10, 27, 7, 42, 0);
const header = (d: Date) => d.toUTCString();
const later = (ms: number) => MADE.getTime() + ms;

afterEach(() => {
  resetAnswerAges();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CachedNotice and the answers the API client records', () => {
  it('shows the oldest kept copy among its lists and hides once every one is fresh again', () => {
    const now = later(10 * 60_000); // 07:52
    // The notice names the time alone on the same day as the browser's clock: that day is 27/11, whenever the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    render(<CachedNotice paths={['/api/transaksi-pakan', '/api/dashboard/unit-settings']} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => recordAnswer('/api/transaksi-pakan', header(new Date(2026, 10, 27, 7, 50)), now));
    expect(screen.getByRole('status')).toHaveTextContent('Data tersimpan 07:50 (offline)');
    act(() => recordAnswer('/api/dashboard/unit-settings', header(MADE), now));
    expect(screen.getByRole('status')).toHaveTextContent('Data tersimpan 07:42 (offline)');
    // A list of another screen, or a path the service worker never keeps, does not count.
    act(() => recordAnswer('/api/tasks/due', header(new Date(2026, 10, 27, 6, 0)), now));
    act(() => recordAnswer('/api/customers', header(new Date(2026, 10, 27, 6, 0)), now));
    expect(screen.getByRole('status')).toHaveTextContent('Data tersimpan 07:42 (offline)');
    act(() => recordAnswer('/api/dashboard/unit-settings', header(new Date(now)), now));
    expect(screen.getByRole('status')).toHaveTextContent('Data tersimpan 07:50 (offline)');
    act(() => recordAnswer('/api/transaksi-pakan', header(new Date(now - 5_000)), now));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is fed by the API client from the Date header of a GET of a kept list', async () => {
    const old = new Date(Date.now() - 3 * 3600_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json', Date: old.toUTCString() } })),
    );
    render(<CachedNotice paths={['/api/transaksi-pakan']} />);
    await act(() => send(api.GET('/api/transaksi-pakan', { params: { query: { tanggal: '2026-11-27' } } })));
    const shown = new Date(Math.floor(old.getTime() / 1000) * 1000); // a Date header has whole seconds
    expect(screen.getByRole('status')).toHaveTextContent(cachedNotice(shown));
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { UPDATE_CHECK_MS, UpdatePrompt } from './UpdatePrompt';

/** The registration as vite-plugin-pwa's hook reports it: a waiting worker or not. */
const sw = vi.hoisted(() => ({
  waiting: false,
  updateServiceWorker: vi.fn<(reload?: boolean) => Promise<void>>(async () => undefined),
  options: undefined as RegisterSWOptions | undefined,
}));

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: (options?: RegisterSWOptions) => {
    sw.options = options;
    const needRefresh = useState(sw.waiting);
    const offlineReady = useState(false);
    return { needRefresh, offlineReady, updateServiceWorker: sw.updateServiceWorker };
  },
}));

beforeEach(() => {
  sw.waiting = false;
  sw.updateServiceWorker.mockClear();
  sw.options = undefined;
});
afterEach(() => vi.useRealTimers());

describe('UpdatePrompt', () => {
  it('shows nothing while no new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('Versi baru tersedia')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Muat ulang' })).toBeNull();
  });

  it("asks 'Versi baru tersedia' and activates the waiting worker with a reload on 'Muat ulang'", async () => {
    sw.waiting = true;
    const user = userEvent.setup();
    render(<UpdatePrompt />);
    expect(screen.getByText('Versi baru tersedia')).toBeVisible();
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(sw.updateServiceWorker).toHaveBeenCalledTimes(1);
    expect(sw.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('stays until answered: a click elsewhere does not hide it', async () => {
    sw.waiting = true;
    const user = userEvent.setup();
    render(
      <>
        <p>Halaman</p>
        <UpdatePrompt />
      </>,
    );
    await user.click(screen.getByText('Halaman'));
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeVisible();
  });

  it('asks the server for a new version every hour while online', () => {
    vi.useFakeTimers();
    render(<UpdatePrompt />);
    const registration = { update: vi.fn(async () => undefined) } as unknown as ServiceWorkerRegistration;
    act(() => sw.options?.onRegisteredSW?.('/sw.js', registration));
    vi.advanceTimersByTime(UPDATE_CHECK_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);
    online.mockRestore();
  });
});

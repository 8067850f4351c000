import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch';
import { memberToken } from '../test/tokens';
import { useBookLock } from './useBookLock';

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
const LOCK = { lock_date: '2025-01-31', first_open_date: '2025-02-01', updated_by: 'pemilik', updated_at: '2025-02-01T01:00:00.000Z', can_reopen: true };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useBookLock', () => {
  it("gives an admin the farm's lock date, the first open day and the message of a closed day", async () => {
    localStorage.setItem('token', memberToken('owner'));
    localStorage.setItem('tenant_id', '1');
    const calls = mockFetch({ 'GET /api/finance/lock': { body: LOCK } });
    const { result } = renderHook(() => useBookLock(), { wrapper });
    await waitFor(() => expect(result.current.lockDate).toBe('2025-01-31'));
    expect(result.current.firstOpen?.format('YYYY-MM-DD')).toBe('2025-02-01');
    expect(result.current.canReopen).toBe(true);
    expect(result.current.problem('2025-01-31')).toBe('Periode sampai 31/01/2025 sudah ditutup.');
    expect(result.current.problem('2025-02-01')).toBeNull();
    expect(result.current.problem(null)).toBeNull();
    expect(calls.filter((c) => c.url === '/api/finance/lock')).toHaveLength(1);
  });

  it('asks nothing for a role that cannot read it (an abk on the feed usage day): nothing closed as far as the screen knows', async () => {
    localStorage.setItem('token', memberToken('abk'));
    localStorage.setItem('tenant_id', '1');
    const calls = mockFetch({ 'GET /api/finance/lock': { body: LOCK } });
    const { result } = renderHook(() => useBookLock(), { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current).toMatchObject({ lockDate: null, loading: false, canReopen: false });
    expect(result.current.problem('2025-01-01')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

/**
 * The farm's lock date for the posting forms (month close; docs/adr/0016-month-close.md).
 */
import { useApiQuery, useRevalidate } from '../api/hooks';
import { closedPeriodMessage, firstOpenDay, isClosedDay } from '../lib/book-lock';
import { useRole } from '../lib/useSession';
import type { Dayjs } from 'dayjs';

export interface BookLock {
  /** Last closed day (YYYY-MM-DD), or null: nothing closed, not loaded yet, or a role that cannot read it. */
  lockDate: string | null;
  /** lockDate + 1, or null. */
  firstOpen: Dayjs | null;
  /** True when the caller may move the lock back (the farm's owner). */
  canReopen: boolean;
  /** True while the first answer is awaited. */
  loading: boolean;
  /** 'Periode sampai dd/mm/yyyy sudah ditutup.' when `day` is closed, else null. */
  problem: (day: Dayjs | string | null | undefined) => string | null;
  /** Reloads the lock (after closing or reopening). */
  reload: () => Promise<unknown>;
}

/**
 * The lock date of the current farm (GET /api/finance/lock, cached by SWR and shared by every
 * form of the page). Only admins (owners) and the superadmin read it: for other roles (abk on the
 * feed usage day) nothing is asked — the server's 422 still tells them.
 */
export function useBookLock(): BookLock {
  const role = useRole();
  const canRead = role === 'admin' || role === 'superadmin';
  const { data, isLoading } = useApiQuery(canRead ? '/api/finance/lock' : null, {});
  const revalidate = useRevalidate();
  const lockDate = data?.lock_date ?? null;
  return {
    lockDate,
    firstOpen: firstOpenDay(lockDate),
    canReopen: data?.can_reopen ?? false,
    loading: canRead && isLoading,
    problem: (day) => (lockDate && isClosedDay(day, lockDate) ? closedPeriodMessage(lockDate) : null),
    reload: () => revalidate('/api/finance/lock'),
  };
}

import type { RequestActor, TokenClaims } from '../../common/auth/claims';

/**
 * Whether a posting is refused by the month close (docs/adr/0016-month-close.md): true when
 * `lockDate` (YYYY-MM-DD, null: nothing closed) is set and any of `dates` (book dates; null and
 * undefined skipped) lies on or before it.
 */
export function isClosed(lockDate: string | null, dates: Array<string | null | undefined>): boolean {
  return lockDate !== null && dates.some((d) => !!d && d <= lockDate);
}

/** A change of the lock from `before` to `next` (null: nothing closed) that reopens days: an earlier date, or no lock at all. */
export const movesLockBack = (before: string | null, next: string | null): boolean => before !== null && (next === null || next < before);

/**
 * Who may move the lock back: the farm's owner alone (its membership role `tenantRole`), not an
 * admin, not a superadmin, not an impersonation token. The database decides the same in
 * `app_set_book_lock` (migration OwnerOnly); this answers `can_reopen` for the screen.
 */
export const mayReopen = (a: Pick<RequestActor, 'tenantRole' | 'role'> & { claims?: Pick<TokenClaims, 'impersonated_by'> }): boolean =>
  a.tenantRole === 'owner' && !a.claims?.impersonated_by;

import { isClosed, mayReopen, movesLockBack } from './book-lock.rules';
import { closedPeriodMessage } from './book-lock.service';

describe('month close rules', () => {
  it('refuses a book date on or before the lock date, and none when nothing is closed', () => {
    // Lock 2026-10-31: the 31st itself is closed, 1 November is the first open day.
    expect(isClosed('2026-10-31', ['2026-10-31'])).toBe(true);
    expect(isClosed('2026-10-31', ['2026-11-01'])).toBe(false);
    // An edit: the new date is open, the old one is closed → refused.
    expect(isClosed('2026-10-31', ['2026-11-05', '2026-10-15'])).toBe(true);
    // Missing dates are skipped; no lock closes nothing.
    expect(isClosed('2026-10-31', [null, undefined, '2026-11-02'])).toBe(false);
    expect(isClosed(null, ['2001-01-01'])).toBe(false);
    expect(closedPeriodMessage('2026-10-31')).toBe('Periode sampai 31/10/2026 sudah ditutup.');
  });

  it('treats an earlier lock or removing it as reopening, a later one as closing', () => {
    expect(movesLockBack('2026-10-31', '2026-09-30')).toBe(true);
    expect(movesLockBack('2026-10-31', null)).toBe(true);
    expect(movesLockBack('2026-10-31', '2026-10-31')).toBe(false);
    expect(movesLockBack('2026-10-31', '2026-11-30')).toBe(false);
    expect(movesLockBack(null, '2026-10-31')).toBe(false);
    expect(movesLockBack(null, null)).toBe(false);
  });

  it('lets only the farm\'s owner reopen: not an admin, not a superadmin, not an impersonation', () => {
    expect(mayReopen({ tenantRole: 'owner', role: 'admin' })).toBe(true);
    expect(mayReopen({ tenantRole: 'admin', role: 'admin' })).toBe(false);
    expect(mayReopen({ tenantRole: null, role: 'superadmin', claims: {} })).toBe(false);
    // An impersonation token acts as the farm's admin, never as its owner.
    expect(mayReopen({ tenantRole: null, role: 'superadmin', claims: { impersonated_by: 'u-1' } })).toBe(false);
    expect(mayReopen({ tenantRole: 'owner', role: 'superadmin', claims: { impersonated_by: 'u-1' } })).toBe(false);
  });
});

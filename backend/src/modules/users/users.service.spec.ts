import { BadRequestException, ConflictException, ForbiddenException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { RequestActor } from '../../common/auth/claims';
import { TenantRole } from '../../common/tenancy/roles';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { USER_MESSAGES, UsersService } from './users.service';

// argon2 is the e2e specs' part: here a hash is the password behind a prefix.
jest.mock('../../common/auth/password', () => ({
  hashPassword: (p: string) => Promise.resolve(`hash:${p}`),
  verifyPassword: (h: string, p: string) => Promise.resolve(h === `hash:${p}`),
}));

interface Member {
  email: string;
  role: TenantRole;
  aktif?: boolean;
}

/**
 * A farm of `members` (by user id; the caller is IDS.me) seen through the fake transaction: the
 * member rows, the caller's role, the owner rows, and the account functions.
 */
function farm(members: Record<string, Member>, actor: RequestActor = actorOf(members[IDS.me]?.role ?? 'admin')) {
  const db = new FakeDb();
  const memberRow = (id: string) => {
    const m = members[id];
    return m ? [{ id, email: m.email, role: m.role, aktif: m.aktif ?? true, nonaktif_abk: false, created_at: new Date('2026-01-05T02:00:00Z') }] : [];
  };
  const owners = Object.entries(members).filter(([, m]) => m.role === 'owner');
  db.on('where m.tenant_id = $1 and m.user_id = $3', ([, , id]) => memberRow(id as string))
    .on('select role from memberships', ([, id]) => (members[id as string] ? [{ role: members[id as string].role }] : []))
    .on('select user_id from memberships', () => owners.map(([user_id]) => ({ user_id })))
    .on('select user_id, aktif from memberships', () => owners.map(([user_id, m]) => ({ user_id, aktif: m.aktif ?? true })))
    .on('app_end_member_sessions', () => [{ ended: 2 }])
    .on('app_set_member_password', () => [{ ok: true }]);
  return { db, users: new UsersService(null as never, fakeContext(db, actor)) };
}

const OWNER = { email: 'pemilik', role: 'owner' as const };
const ADMIN = { email: 'saya', role: 'admin' as const };
const writes = (db: FakeDb) => db.statements(/update memberships|delete from memberships|app_end_member_sessions|app_set_member_password/);
const refusal = (message: string) => new UnprocessableEntityException(message);
/** 403: an admin on another admin's or an owner's row. */
const ownerOnly = new ForbiddenException(USER_MESSAGES.adminOwnerOnly);

describe('UsersService: who may grant the owner role (spec part 2 §5 User, issue #15)', () => {
  it('an owner and a superadmin may grant every role, an admin all but owner', async () => {
    expect(await farm({ [IDS.me]: OWNER }).users.grantableRoles()).toEqual(['owner', 'admin', 'abk', 'reseller', 'viewer']);
    expect(await farm({ [IDS.me]: ADMIN }).users.grantableRoles()).toEqual(['admin', 'abk', 'reseller', 'viewer']);
    expect(await farm({}, actorOf('superadmin')).users.grantableRoles()).toContain('owner');
  });

  it('an admin neither promotes to owner (422) nor demotes an owner (403), nothing written', async () => {
    const { db, users } = farm({ [IDS.me]: ADMIN, [IDS.other]: { email: 'sari', role: 'abk' }, [IDS.third]: OWNER });
    await expect(users.update(IDS.other, { role: 'owner' })).rejects.toEqual(refusal(USER_MESSAGES.ownerOnly));
    await expect(users.update(IDS.third, { role: 'admin' })).rejects.toEqual(ownerOnly);
    expect(writes(db)).toEqual([]);
  });

  it('an admin changes, switches off or removes no other admin (403, nothing written); the owner does', async () => {
    const other = { email: 'admin2', role: 'admin' as const };
    const { db, users } = farm({ [IDS.me]: ADMIN, [IDS.other]: other, [IDS.third]: { email: 'sari', role: 'abk' } });
    await expect(users.update(IDS.other, { role: 'viewer' })).rejects.toEqual(ownerOnly);
    await expect(users.update(IDS.other, { password: 'baru12345' })).rejects.toEqual(ownerOnly);
    await expect(users.update(IDS.other, { aktif: false })).rejects.toEqual(ownerOnly);
    await expect(users.remove(IDS.other)).rejects.toEqual(ownerOnly);
    expect(writes(db)).toEqual([]);
    await users.update(IDS.third, { role: 'viewer' });
    const byOwner = farm({ [IDS.me]: OWNER, [IDS.other]: other });
    await byOwner.users.update(IDS.other, { role: 'viewer' });
    expect(byOwner.db.statements('update memberships set role')).toHaveLength(1);
  });

  it('the last owner keeps the role, even against an owner (422)', async () => {
    const { db, users } = farm({ [IDS.me]: OWNER, [IDS.other]: ADMIN });
    await expect(users.update(IDS.me, { role: 'admin' })).rejects.toEqual(refusal(USER_MESSAGES.lastOwner));
    expect(writes(db)).toEqual([]);
  });
});

describe('UsersService.update: a lower role ends the sessions (issue #19)', () => {
  it('a demotion ends the member’s sessions and records how many', async () => {
    const { db, users } = farm({ [IDS.me]: OWNER, [IDS.third]: OWNER, [IDS.other]: { email: 'sari', role: 'admin' } });
    await users.update(IDS.other, { role: 'abk' });
    expect(db.statements('app_end_member_sessions').map((s) => s.params)).toEqual([[IDS.other, null]]);
    expect(db.audits()).toEqual([{ event: 'role_change', tenantId: IDS.tenant, subject: 'sari', detail: { from: 'admin', to: 'abk', sessions_ended: 2 } }]);
    // An owner demoted while another owner stays.
    await users.update(IDS.third, { role: 'viewer' });
    expect(db.statements('app_end_member_sessions')).toHaveLength(2);
  });

  it('a promotion ends none', async () => {
    const { db, users } = farm({ [IDS.me]: ADMIN, [IDS.other]: { email: 'sari', role: 'reseller' } });
    await users.update(IDS.other, { role: 'admin' });
    expect(db.statements('app_end_member_sessions')).toEqual([]);
    expect(db.audits()[0].detail).toEqual({ from: 'reseller', to: 'admin', sessions_ended: 0 });
  });

  it('400 with nothing to change, 404 for someone not in this farm', async () => {
    const { users } = farm({ [IDS.me]: ADMIN, [IDS.other]: { email: 'sari', role: 'abk' } });
    await expect(users.update(IDS.other, {})).rejects.toEqual(new BadRequestException(USER_MESSAGES.nothingToChange));
    await expect(users.update(IDS.third, { role: 'abk' })).rejects.toEqual(new NotFoundException(USER_MESSAGES.notFound));
  });
});

describe('UsersService: switching off and removing members', () => {
  it('nobody switches off or removes themself (422)', async () => {
    const { db, users } = farm({ [IDS.me]: OWNER, [IDS.third]: OWNER });
    await expect(users.update(IDS.me, { aktif: false })).rejects.toEqual(refusal(USER_MESSAGES.notYourself));
    await expect(users.remove(IDS.me)).rejects.toEqual(refusal(USER_MESSAGES.notYourself));
    expect(writes(db)).toEqual([]);
  });

  it("an owner is switched off or removed only by an owner (403), and never the farm's last active owner (422)", async () => {
    const byAdmin = farm({ [IDS.me]: ADMIN, [IDS.other]: OWNER, [IDS.third]: { ...OWNER, email: 'pemilik2' } });
    await expect(byAdmin.users.update(IDS.other, { aktif: false })).rejects.toEqual(ownerOnly);
    await expect(byAdmin.users.remove(IDS.other)).rejects.toEqual(ownerOnly);
    // The only other owner is switched off already: the owner asked for is the last active one.
    const byOwner = farm({ [IDS.me]: { ...OWNER, aktif: false }, [IDS.other]: OWNER }, actorOf('owner'));
    await expect(byOwner.users.update(IDS.other, { aktif: false })).rejects.toEqual(refusal(USER_MESSAGES.lastActiveOwner));
    await expect(byOwner.users.remove(IDS.other)).rejects.toEqual(refusal(USER_MESSAGES.lastActiveOwner));
    expect([...writes(byAdmin.db), ...writes(byOwner.db)]).toEqual([]);
  });

  it("switching off ends the member's sessions with the reason 'member_inactive'; switching on ends none", async () => {
    const { db, users } = farm({ [IDS.me]: ADMIN, [IDS.other]: { email: 'sari', role: 'abk' } });
    await users.update(IDS.other, { aktif: false });
    expect(db.statements('update memberships set aktif').map((s) => s.params)).toEqual([[IDS.tenant, IDS.other, false]]);
    expect(db.statements('app_end_member_sessions').map((s) => s.params)).toEqual([[IDS.other, 'member_inactive']]);
    expect(db.audits()[0]).toMatchObject({ event: 'member_status_changed', detail: { aktif: false, sessions_ended: 2 } });
    const again = farm({ [IDS.me]: ADMIN, [IDS.other]: { email: 'sari', role: 'abk', aktif: false } });
    await again.users.update(IDS.other, { aktif: true });
    expect(again.db.statements('app_end_member_sessions')).toEqual([]);
  });

  it('removal ends the sessions first, then deletes the membership only', async () => {
    const { db, users } = farm({ [IDS.me]: ADMIN, [IDS.other]: { email: 'sari', role: 'viewer' } });
    await expect(users.remove(IDS.other)).resolves.toEqual({ success: true, message: USER_MESSAGES.removed });
    expect(writes(db).map((s) => (s.sql.includes('app_end_member_sessions') ? 'sessions ended' : s.sql))).toEqual([
      'sessions ended',
      'delete from memberships where tenant_id = $1 and user_id = $2',
    ]);
    expect(db.audits()[0]).toMatchObject({ event: 'member_removed', subject: 'sari', detail: { role: 'viewer', sessions_ended: 2 } });
  });
});

describe("UsersService: passwords set by the farm and the caller's own", () => {
  it("an owner's password only by an owner (403); a shared account's not from this farm (422)", async () => {
    const { db, users } = farm({ [IDS.me]: ADMIN, [IDS.other]: OWNER, [IDS.third]: { email: 'sari', role: 'abk' } });
    await expect(users.update(IDS.other, { password: 'baru12345' })).rejects.toEqual(ownerOnly);
    db.on('app_set_member_password', () => [{ ok: false }]);
    await expect(users.update(IDS.third, { password: 'baru12345' })).rejects.toEqual(refusal(USER_MESSAGES.passwordForeign));
    expect(db.statements('app_set_member_password')[0].params).toEqual([IDS.third, 'hash:baru12345']);
  });

  it('the own change: confirmation first, then the current password, then a new one that differs', async () => {
    const { db, users } = farm({ [IDS.me]: ADMIN });
    db.on('app_current_password_hash', () => [{ hash: 'hash:lama1234' }]).on('app_set_own_password', () => [{ ok: true }]);
    await expect(users.changeOwnPassword('lama1234', 'baru1234', 'baru12345')).rejects.toEqual(new BadRequestException(USER_MESSAGES.confirmMismatch));
    expect(db.ran).toEqual([]);
    await expect(users.changeOwnPassword('salah123', 'baru1234', 'baru1234')).rejects.toEqual(new BadRequestException(USER_MESSAGES.wrongPassword));
    await expect(users.changeOwnPassword('lama1234', 'lama1234', 'lama1234')).rejects.toEqual(new BadRequestException(USER_MESSAGES.samePassword));
    expect(db.statements('app_set_own_password')).toEqual([]);
    await users.changeOwnPassword('lama1234', 'baru1234', 'baru1234');
    expect(db.statements('app_set_own_password')[0].params).toEqual(['hash:baru1234']);
    expect(db.audits().map((a) => a.event)).toEqual(['password_change']);
  });
});

describe('UsersService.add (POST /api/users)', () => {
  it('an owner/admin creates a new account only: a taken username is 409 whoever holds it', async () => {
    const { db, users } = farm({ [IDS.me]: ADMIN });
    db.on('app_create_account', () => [{ id: null }]);
    await expect(users.add({ email: ' sari ', role: 'abk' })).rejects.toEqual(new ConflictException(USER_MESSAGES.usernameTaken));
    // Without a password the account is created without a hash; the existing account is not looked up.
    expect(db.statements('app_create_account')[0].params).toEqual(['sari', null]);
    expect(db.statements('from users where lower(email)')).toEqual([]);
    await expect(users.add({ email: '  ', role: 'abk' })).rejects.toEqual(new BadRequestException('Username wajib diisi'));
  });

  it('a superadmin (not impersonating) adds an existing account, once', async () => {
    const { db, users } = farm({ [IDS.other]: { email: 'sari', role: 'abk' } }, actorOf('superadmin'));
    db.on('select id from users where lower(email)', () => [{ id: IDS.other }]).on('select 1 from memberships', () => [{ '?column?': 1 }]);
    await expect(users.add({ email: 'sari', role: 'admin' })).rejects.toEqual(new ConflictException(USER_MESSAGES.alreadyMember));
    const impersonating = farm({}, actorOf('superadmin', { claims: { impersonated_by: IDS.me } }));
    impersonating.db.on('app_create_account', () => [{ id: null }]);
    await expect(impersonating.users.add({ email: 'sari', role: 'admin' })).rejects.toEqual(new ConflictException(USER_MESSAGES.usernameTaken));
    expect(impersonating.db.statements('select id from users')).toEqual([]);
  });
});

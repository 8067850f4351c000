import { BadRequestException, UnprocessableEntityException } from '@nestjs/common';
import { RequestActor } from '../../common/auth/claims';
import { TenantRole } from '../../common/tenancy/roles';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { AuthService } from '../auth/auth.service';
import { SessionService } from '../auth/sessions.service';
import { USER_MESSAGES, UsersService } from '../users/users.service';
import { IMPERSONATION_NO_PASSWORD, MyInfoService } from './my-info.service';

const joined = new Date('2026-01-05T02:00:00Z');

/** The caller `actor`, member of the farm with `role` (none: no membership), with `otherOwners` other active owners. */
function setup(actor: RequestActor, role: TenantRole | null, otherOwners = 0) {
  const db = new FakeDb();
  db.on('from users where id = $1', () => [{ id: IDS.me, email: 'saya', global_role: actor.globalRole, created_at: joined }])
    .on('from memberships mb join tenants t', () => (role ? [{ role, m_created: joined, id: IDS.tenant, kode: 'KDG', nama: 'Kandang Uji', created_at: joined }] : []))
    .on("role = 'owner' and aktif", () => [{ n: otherOwners }])
    .on('from tenants where id = $1', () => [{ id: IDS.tenant, kode: 'KDG', nama: 'Kandang Uji', created_at: joined }]);
  const users = { changeOwnPassword: jest.fn(() => Promise.resolve()) };
  const sessions = { endOtherSessions: jest.fn(() => Promise.resolve(2)) };
  const auth = { underLoginLimits: jest.fn(<T>(_a: string, _c: string, check: () => Promise<T>) => check()) };
  const ctx = fakeContext(db, actor);
  const service = new MyInfoService(ctx, users as unknown as UsersService, sessions as unknown as SessionService, auth as unknown as AuthService);
  return { db, users, sessions, auth, service };
}

describe('MyInfoService.info (spec part 2 My Info)', () => {
  it("the farm's last active owner may not leave; with another active owner, or in another role, the member may", async () => {
    expect((await setup(actorOf('owner'), 'owner', 0).service.info()).membership).toEqual({ role: 'owner', created_at: joined, can_leave: false });
    expect((await setup(actorOf('owner'), 'owner', 1).service.info()).membership?.can_leave).toBe(true);
    expect((await setup(actorOf('viewer'), 'viewer', 0).service.info()).membership?.can_leave).toBe(true);
  });

  it('without a farm in the token: no membership, no farm, the global role', async () => {
    const { db, service } = setup(actorOf('superadmin', { claims: { tenant_id: null } }), null);
    expect(await service.info()).toMatchObject({ user: { role: 'superadmin' }, membership: null, tenant: null, extra: null });
    expect(db.statements('from memberships')).toEqual([]);
  });

  it("an abk reads its register row (null when not registered), a reseller its linked customer, both as the member's farm", async () => {
    const abk = setup(actorOf('abk'), 'abk');
    expect((await abk.service.info()).extra).toEqual({ kind: 'abk', data: null });
    expect(abk.db.statements("set_config('app.tenant_id'").map((s) => s.params)).toEqual([[IDS.tenant], [IDS.tenant]]);
    const reseller = setup(actorOf('reseller'), 'reseller');
    reseller.db.on('from customers where', () => [{ name: 'Toko Sari', phone: '6281234567890', address: null, status: 'active' }]);
    expect((await reseller.service.info()).extra).toEqual({ kind: 'reseller', data: { name: 'Toko Sari', phone: '6281234567890', address: null, status: 'active' } });
  });

  it('under impersonation: the admin role the superadmin acts with, since the token was issued; it cannot leave', async () => {
    const iat = Date.UTC(2026, 2, 10, 3, 0, 0) / 1000;
    const { db, service } = setup(actorOf('superadmin', { claims: { impersonated_by: IDS.me, iat } }), null);
    expect(await service.info()).toMatchObject({
      user: { role: 'admin' },
      membership: { role: 'admin', created_at: '2026-03-10T03:00:00.000Z', impersonation: true, can_leave: false },
      tenant: { id: IDS.tenant, kode: 'KDG' },
      extra: null,
    });
    expect(db.statements('from memberships')).toEqual([]);
  });
});

describe('MyInfoService.changePassword', () => {
  const body = { current_password: 'lama1234', new_password: 'baru1234', confirm_password: 'baru1234' };

  it('not under impersonation (422, nothing checked)', async () => {
    const { users, auth, service } = setup(actorOf('superadmin', { claims: { impersonated_by: IDS.me } }), null);
    await expect(service.changePassword(body)).rejects.toEqual(new UnprocessableEntityException(IMPERSONATION_NO_PASSWORD));
    expect(auth.underLoginLimits).not.toHaveBeenCalled();
    expect(users.changeOwnPassword).not.toHaveBeenCalled();
  });

  it('checks under the login limits of the account and client, counts only a wrong current password, then ends the other sessions', async () => {
    const { users, sessions, auth, service } = setup(actorOf('abk'), 'abk');
    await expect(service.changePassword(body)).resolves.toEqual({ success: true, message: USER_MESSAGES.passwordChanged });
    expect(users.changeOwnPassword).toHaveBeenCalledWith('lama1234', 'baru1234', 'baru1234');
    const [account, client, , isWrong] = auth.underLoginLimits.mock.calls[0] as unknown as [string, string, unknown, (e: unknown) => boolean];
    expect([account, client]).toEqual(['saya', '10.0.0.7']);
    expect(isWrong(new BadRequestException(USER_MESSAGES.wrongPassword))).toBe(true);
    expect(isWrong(new BadRequestException(USER_MESSAGES.confirmMismatch))).toBe(false);
    expect(isWrong(new UnprocessableEntityException(USER_MESSAGES.wrongPassword))).toBe(false);
    expect(sessions.endOtherSessions).toHaveBeenCalledTimes(1);
  });

  it('a refused change ends no session', async () => {
    const { users, sessions, service } = setup(actorOf('abk'), 'abk');
    users.changeOwnPassword.mockRejectedValueOnce(new BadRequestException(USER_MESSAGES.wrongPassword));
    await expect(service.changePassword(body)).rejects.toThrow(USER_MESSAGES.wrongPassword);
    expect(sessions.endOtherSessions).not.toHaveBeenCalled();
  });
});

import { NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { RequestActor } from '../../common/auth/claims';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { INVITATION_MESSAGES, INVITATION_PATH, InvitationsService } from './invitations.service';
import { USER_MESSAGES, UsersService } from './users.service';

/** The farm's caller with `role`; an invitation insert answers id 5, expiring 7 days after 2026-03-10. */
function setup(actor: RequestActor) {
  const db = new FakeDb();
  db.on('select role from memberships', () => [{ role: actor.tenantRole ?? 'admin' }])
    .on('insert into undangan', ([, role]) => [{ id: 5, role, expires_at: new Date('2026-03-17T03:00:00Z') }])
    .on('app_leave_tenant', () => [{ role: 'abk' }]);
  const ctx = fakeContext(db, actor);
  return { db, invitations: new InvitationsService(ctx, new UsersService(null as never, ctx)) };
}

describe('InvitationsService.create (a one-use code for one role, issue #19)', () => {
  it('gives the code once, with its link; the statement hashes it (sha256) and the farm keeps no code', async () => {
    const { db, invitations } = setup(actorOf('admin'));
    const created = await invitations.create('abk');
    expect(created.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(created).toEqual({ id: 5, code: created.code, link: `${INVITATION_PATH}${created.code}`, role: 'abk', expires_at: '2026-03-17T03:00:00.000Z' });
    expect(created.link).toBe(`/my-info?undangan=${created.code}`);
    const [insert] = db.statements('insert into undangan');
    expect(insert.sql).toContain("sha256(convert_to($3, 'UTF8'))");
    expect(insert.params).toEqual([IDS.tenant, 'abk', created.code, IDS.me]);
    expect(db.audits()).toEqual([{ event: 'invitation_created', tenantId: IDS.tenant, subject: 'undangan 5', detail: { role: 'abk' } }]);
    expect((await invitations.create('abk')).code).not.toBe(created.code);
  });

  it('an invitation to the owner role only by an owner (422, nothing made)', async () => {
    const { db, invitations } = setup(actorOf('admin'));
    await expect(invitations.create('owner')).rejects.toEqual(new UnprocessableEntityException(USER_MESSAGES.ownerOnly));
    expect(db.statements('undangan')).toEqual([]);
    await expect(setup(actorOf('owner')).invitations.create('owner')).resolves.toMatchObject({ role: 'owner' });
  });

  it('cancelling an unknown, used, cancelled or expired invitation is 404', async () => {
    const { invitations } = setup(actorOf('admin'));
    await expect(invitations.cancel(9)).rejects.toEqual(new NotFoundException(INVITATION_MESSAGES.notFound));
  });
});

describe('InvitationsService.leave (a member leaves the farm of the token)', () => {
  it('not under impersonation, and not without a farm (422, nothing done)', async () => {
    const impersonating = setup(actorOf('superadmin', { claims: { impersonated_by: IDS.me } }));
    await expect(impersonating.invitations.leave()).rejects.toEqual(new UnprocessableEntityException(INVITATION_MESSAGES.impersonation));
    const noFarm = setup(actorOf('abk', { claims: { tenant_id: null } }));
    await expect(noFarm.invitations.leave()).rejects.toEqual(new UnprocessableEntityException(INVITATION_MESSAGES.noFarm));
    expect([...impersonating.db.ran, ...noFarm.db.ran]).toEqual([]);
  });

  it("leaves the token's farm and records the role held", async () => {
    const { db, invitations } = setup(actorOf('abk'));
    await expect(invitations.leave()).resolves.toEqual({ success: true, message: INVITATION_MESSAGES.left });
    expect(db.statements('app_leave_tenant')[0].params).toEqual([IDS.tenant]);
    expect(db.audits()).toEqual([{ event: 'member_left', tenantId: IDS.tenant, subject: 'saya', detail: { role: 'abk' } }]);
  });
});

import { BadRequestException, ConflictException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { createHash } from 'crypto';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { AuthService } from '../auth/auth.service';
import { UsersService } from '../users/users.service';
import { TENANT_MESSAGES } from './dto/tenants.dto';
import { IMPERSONATION_HOURS, TenantsService } from './tenants.service';

const NEW_FARM = IDS.otherTenant;
const stamp = new Date('2026-03-10T03:00:00Z');

/** A superadmin without a farm; the new farm gets NEW_FARM; `existing` usernames are accounts already. */
function setup(existing: string[] = []) {
  const db = new FakeDb();
  const ctx = fakeContext(db, actorOf('superadmin', { tenantId: undefined, claims: { tenant_id: null, tenant: null, kandang_id: null, tenant_role: null } }));
  db.on('insert into tenants', ([kode, nama]) => [{ id: NEW_FARM, kode, nama }])
    .on('select id, email from users', ([login]) => (existing.includes(login as string) ? [{ id: IDS.other, email: login }] : []))
    .on('app_platform_tenants', () => [{ id: NEW_FARM, kode: 'MJ01', nama: 'Maju Jaya', user_count: 1, is_active: true, created_at: stamp, updated_at: stamp }]);
  /** What the owner's add saw of the request: the farm and the role the services read. */
  const seen: Array<{ tenantId: string; role: string }> = [];
  const users = {
    add: jest.fn((input: { email: string }) => {
      seen.push({ tenantId: ctx.tenantId, role: ctx.role });
      return Promise.resolve({ id: IDS.other, email: input.email });
    }),
  };
  const auth = { sign: jest.fn(() => Promise.resolve('token-impersonasi')) };
  return { db, ctx, users, auth, seen, tenants: new TenantsService(ctx, users as unknown as UsersService, auth as unknown as AuthService) };
}

const body = (owner_email: string) => ({ kode: ' mj01 ', nama: ' Maju Jaya ', owner_email, owner_password: 'rahasia1' });

describe('TenantsService.createWithOwner (spec part 2 §5 Tenant create)', () => {
  it('a login with an @ must be an email address (400 before anything is written)', async () => {
    const { db, tenants } = setup();
    await expect(tenants.createWithOwner(body('pemilik@majujaya'))).rejects.toEqual(new BadRequestException(TENANT_MESSAGES.emailFormat));
    expect(db.ran).toEqual([]);
  });

  it('an existing username becomes the owner; a new account needs an email address', async () => {
    const known = setup(['budi']);
    await expect(known.tenants.createWithOwner(body('budi'))).resolves.toMatchObject({ owner: { id: IDS.other, email: 'budi', new_account: false } });
    const unknown = setup();
    await expect(unknown.tenants.createWithOwner(body('budi'))).rejects.toEqual(new BadRequestException(TENANT_MESSAGES.emailFormat));
    expect(unknown.users.add).not.toHaveBeenCalled();
  });

  it('writes the kode in capitals and the name trimmed, adds the owner inside the new farm, and comes back to the caller', async () => {
    const { db, ctx, users, seen, tenants } = setup();
    const created = await tenants.createWithOwner(body('pemilik@majujaya.id'));
    expect(db.statements('insert into tenants')[0].params).toEqual(['MJ01', 'Maju Jaya', null, null]);
    expect(users.add).toHaveBeenCalledWith({ email: 'pemilik@majujaya.id', role: 'owner', password: 'rahasia1' });
    expect(seen).toEqual([{ tenantId: NEW_FARM, role: 'superadmin' }]);
    expect(db.statements('insert into telur_settings')[0].params).toEqual([NEW_FARM]);
    // app.tenant_id names the new farm while the owner is added, then the caller's (none) again.
    expect(db.statements("set_config('app.tenant_id'").map((s) => s.params)).toEqual([[NEW_FARM], ['']]);
    expect(ctx.actor.tenantId).toBeUndefined();
    expect(db.audits()).toEqual([{ event: 'tenant_created', tenantId: NEW_FARM, subject: 'MJ01', detail: { nama: 'Maju Jaya', owner: 'pemilik@majujaya.id', new_owner_account: true } }]);
    expect(created).toMatchObject({ id: NEW_FARM, kode: 'MJ01', user_count: 1, created_at: stamp.toISOString(), owner: { new_account: true } });
  });

  it("gives the caller back even when the owner's add fails", async () => {
    const { ctx, users, tenants } = setup();
    users.add.mockRejectedValueOnce(new ConflictException('Username sudah dipakai.'));
    await expect(tenants.createWithOwner(body('pemilik@majujaya.id'))).rejects.toThrow('Username sudah dipakai.');
    expect(ctx.actor.tenantId).toBeUndefined();
    expect(ctx.role).toBe('superadmin');
  });

  it('409 for a kode taken in any case, before the insert', async () => {
    const { db, tenants } = setup();
    db.on('select 1 from tenants where lower(kode)', () => [{ '?column?': 1 }]);
    await expect(tenants.createWithOwner(body('pemilik@majujaya.id'))).rejects.toEqual(new ConflictException(TENANT_MESSAGES.kodeTaken));
    expect(db.statements('select 1 from tenants')[0].params).toEqual(['mj01']);
    expect(db.statements('insert into tenants')).toEqual([]);
  });
});

describe('TenantsService.impersonate (spec part 2 §4 Impersonation, ADR 0012)', () => {
  it('404 for an unknown farm, 422 for an inactive one; no session opened', async () => {
    const { db, tenants } = setup();
    await expect(tenants.impersonate(NEW_FARM)).rejects.toEqual(new NotFoundException(TENANT_MESSAGES.notFound));
    db.on('select id, kode, nama, is_active from tenants', () => [{ id: NEW_FARM, kode: 'MJ01', nama: 'Maju Jaya', is_active: false }]);
    await expect(tenants.impersonate(NEW_FARM)).rejects.toEqual(new UnprocessableEntityException(TENANT_MESSAGES.inactive));
    expect(db.statements('app_open_impersonation')).toEqual([]);
  });

  it('opens a session of one hour with the hash of the secret the token carries; an admin token of that farm', async () => {
    const { db, auth, tenants } = setup();
    const expires = new Date('2026-03-10T04:00:00Z');
    db.on('select id, kode, nama, is_active from tenants', () => [{ id: NEW_FARM, kode: 'MJ01', nama: 'Maju Jaya', is_active: true }])
      .on('app_open_impersonation', () => [{ sid: IDS.session }])
      .on('select expires_at from auth_sessions', () => [{ expires_at: expires }]);
    const answer = await tenants.impersonate(NEW_FARM);
    expect(answer).toEqual({ token: 'token-impersonasi', tenant: { id: NEW_FARM, kode: 'MJ01', nama: 'Maju Jaya' }, expires_at: '2026-03-10T04:00:00.000Z' });
    const [tenantId, hash, minutes] = db.statements('app_open_impersonation')[0].params as [string, Buffer, number];
    expect([tenantId, minutes]).toEqual([NEW_FARM, IMPERSONATION_HOURS * 60]);
    const [user, session, ref, role, by, seconds] = auth.sign.mock.calls[0] as unknown as [unknown, { sid: string; sk: string }, unknown, string, string, number];
    expect(user).toEqual({ id: IDS.me, email: 'saya', global_role: 'superadmin' });
    expect(session.sid).toBe(IDS.session);
    expect(createHash('sha256').update(session.sk, 'utf8').digest().equals(hash)).toBe(true);
    expect([ref, role, by, seconds]).toEqual([answer.tenant, 'admin', IDS.me, 3600]);
    expect(db.audits()[0]).toMatchObject({ event: 'impersonation_start', tenantId: NEW_FARM, subject: 'MJ01', detail: { sid: IDS.session } });
  });
});

describe('TenantsService.summary', () => {
  it('counts the last 7 farm days, today included', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T05:00:00Z') });
    try {
      const { db, tenants } = setup();
      db.on('app_platform_summary', () => [{ tenants: 3, active_tenants: 2, users: 9, entries: 40 }]);
      expect(await tenants.summary()).toEqual({ tenants: 3, active_tenants: 2, users: 9, entries_week: 40, from: '2026-02-24', to: '2026-03-02' });
    } finally {
      jest.useRealTimers();
    }
  });
});

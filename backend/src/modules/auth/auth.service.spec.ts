import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { NOT_A_MEMBER } from '../../common/auth/access-lookup';
import { TokenClaims } from '../../common/auth/claims';
import { LoginDatabase } from '../../common/auth/login-database';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { SessionService } from './sessions.service';

const jwt = new JwtService({ secret: 'rahasia-uji', signOptions: { expiresIn: 8 * 3600 } });
const session = { sid: IDS.session, sk: 'rahasia-sesi-uji-0001' };
const tenant = { id: IDS.tenant, kode: 'KDG', nama: 'Kandang Uji' };

function setup(actor = actorOf('admin')) {
  const db = new FakeDb();
  const ctx = fakeContext(db, actor);
  const attempt = { failed: jest.fn(() => Promise.resolve()), succeeded: jest.fn(() => Promise.resolve()), released: jest.fn(() => Promise.resolve()) };
  const throttle = { begin: jest.fn(() => Promise.resolve(attempt)), attempt };
  const service = new AuthService(
    jwt,
    null as never,
    ctx,
    new SessionService(ctx),
    throttle as unknown as LoginThrottle,
    null as unknown as LoginDatabase,
    { jwtTtlHours: 8 },
  );
  return { db, service, throttle };
}

const claimsOf = (token: string) => jwt.decode<TokenClaims>(token);

describe('AuthService.sign (the token claims, DESIGN §3)', () => {
  it('a member: the tenant, its role and the session; no impersonation claim; the configured lifetime', async () => {
    const { service } = setup();
    const claims = claimsOf(await service.sign({ id: IDS.me, email: 'budi', global_role: 'user' }, session, tenant, 'abk'));
    expect(claims).toMatchObject({ sub: IDS.me, sid: IDS.session, sk: session.sk, role: 'user', tenant_id: IDS.tenant, kandang_id: IDS.tenant, tenant_role: 'abk', tenant });
    expect(claims.user).toEqual({ id: IDS.me, email: 'budi', role: 'user' });
    expect(claims).not.toHaveProperty('impersonated_by');
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);
  });

  it("a superadmin in a farm without a membership reads tenant_role 'superadmin'; without a farm nothing", async () => {
    const { service } = setup();
    const admin = { id: IDS.me, email: 'superadmin', global_role: 'superadmin' as const };
    expect(claimsOf(await service.sign(admin, session, tenant, null)).tenant_role).toBe('superadmin');
    expect(claimsOf(await service.sign(admin, session, null, null))).toMatchObject({ tenant_role: null, tenant_id: null, tenant: null, kandang_id: null });
  });

  it('an impersonation: impersonated_by and the shorter lifetime', async () => {
    const { service } = setup();
    const claims = claimsOf(await service.sign({ id: IDS.me, email: 'superadmin', global_role: 'superadmin' }, session, tenant, 'admin', IDS.me, 3600));
    expect(claims).toMatchObject({ impersonated_by: IDS.me, tenant_role: 'admin' });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });
});

describe('AuthService.underLoginLimits (the own password change under the login limits, ADR 0007)', () => {
  const wrong = new BadRequestException('Password lama salah.');
  const isWrong = (e: unknown) => e === wrong;

  it('counts the attempt before the check and forgets the failures after a success', async () => {
    const { service, throttle } = setup();
    const check = jest.fn(() => {
      // The attempt is already counted when the password is checked.
      expect(throttle.begin).toHaveBeenCalledWith('budi', '10.0.0.7');
      return Promise.resolve('ok');
    });
    await expect(service.underLoginLimits('budi', '10.0.0.7', check, isWrong)).resolves.toBe('ok');
    expect(throttle.attempt.succeeded).toHaveBeenCalledTimes(1);
    expect(throttle.attempt.failed).not.toHaveBeenCalled();
  });

  it('keeps a wrong password counted as a failed login, and gives any other refusal back', async () => {
    const { service, throttle } = setup();
    await expect(service.underLoginLimits('budi', '10.0.0.7', () => Promise.reject(wrong), isWrong)).rejects.toBe(wrong);
    expect(throttle.attempt.failed).toHaveBeenCalledTimes(1);
    const other = new BadRequestException('Konfirmasi password tidak sama.');
    await expect(service.underLoginLimits('budi', '10.0.0.7', () => Promise.reject(other), isWrong)).rejects.toBe(other);
    expect(throttle.attempt.failed).toHaveBeenCalledTimes(1);
    expect(throttle.attempt.released).toHaveBeenCalledTimes(1);
    expect(throttle.attempt.succeeded).not.toHaveBeenCalled();
  });

  it('runs no check while the client may not try the account', async () => {
    const { service, throttle } = setup();
    throttle.begin.mockRejectedValueOnce(new Error('429'));
    const check = jest.fn(() => Promise.resolve(1));
    await expect(service.underLoginLimits('budi', '10.0.0.7', check, isWrong)).rejects.toThrow('429');
    expect(check).not.toHaveBeenCalled();
  });
});

describe('AuthService.switchTenant and logout', () => {
  it('an impersonation token cannot switch to another farm (403, nothing read)', async () => {
    const { db, service } = setup();
    const actor = actorOf('superadmin', { claims: { impersonated_by: IDS.me } });
    await expect(service.switchTenant(actor, IDS.otherTenant)).rejects.toEqual(new ForbiddenException(NOT_A_MEMBER));
    expect(db.ran).toEqual([]);
  });

  it('logout revokes the session of the token (its sid, for its user) and writes the audit row', async () => {
    const { db, service } = setup();
    await expect(service.logout(actorOf('admin'))).resolves.toEqual({ success: true, message: 'Logout berhasil' });
    const [revoke] = db.statements('update auth_sessions set revoked_at');
    expect(revoke.params).toEqual([IDS.session, IDS.me]);
    expect(db.audits()).toEqual([{ event: 'logout', tenantId: IDS.tenant, subject: 'saya', detail: null }]);
  });

  it("the logout of an impersonation token is the event 'impersonation_end'", async () => {
    const { db, service } = setup();
    await service.logout(actorOf('superadmin', { claims: { impersonated_by: IDS.me } }));
    expect(db.audits().map((a) => a.event)).toEqual(['impersonation_end']);
  });
});

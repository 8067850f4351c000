import { BadRequestException, ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { audit } from '../../common/audit/audit';
import { TenantRef } from '../../common/auth/claims';
import { newSessionSecret } from '../../common/auth/login-database';
import { execute, exists, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { addDays, today } from '../../common/dates/farm-day';
import { normalizePhone } from '../../common/phone';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { AuthService } from '../auth/auth.service';
import { UsersService } from '../users/users.service';
import { ImpersonationDto, PlatformSummaryDto, TENANT_MESSAGES, TenantCreateDto, TenantCreatedDto, TenantDto } from './dto/tenants.dto';

/** Lifetime of an impersonation token and its session (issue #15: at most one hour). */
export const IMPERSONATION_HOURS = 1;

/** An email address (spec part 2 §5 'Tenant create': 'Format email tidak valid'). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A tenant of `app_platform_tenants()`: its member count and timestamps. */
const PlatformTenantRow = row({
  id: pg.uuid,
  kode: pg.text,
  nama: pg.text,
  user_count: pg.int,
  is_active: pg.bool,
  created_at: pg.timestamp,
  updated_at: pg.timestamp,
});
const AccountRow = row({ id: pg.uuid, email: pg.text });
const StatusRow = row({ id: pg.uuid, kode: pg.text, nama: pg.text, is_active: pg.bool });
const SessionIdRow = row({ sid: pg.uuid });
const ExpiresRow = row({ expires_at: pg.timestamp });
/** `app_platform_summary(from, to)`: counts of farms, active farms, accounts and daily entries of those days. */
const SummaryRow = row({ tenants: pg.int, active_tenants: pg.int, users: pg.int, entries: pg.int });

/**
 * Tenants (farms) and the superadmin's platform work (spec part 2 'Superadmin Tenants', §3 and §4
 * 'Tenant', 'Impersonation'; docs/adr/0012-platform-tenants-and-impersonation.md). Every write
 * runs in the caller's transaction and needs a superadmin caller: row-level security on
 * `tenants` lets only `app_is_superadmin()` insert, update or delete (a superadmin route's
 * transaction names the verified session of the token; scripts use `TenantContext.runAs`).
 */
@Injectable()
export class TenantsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly users: UsersService,
    private readonly auth: AuthService,
  ) {}

  /** Creates a bare tenant (superadmin only; the demo seed and the test fixtures). 409 when the kode is taken (case-insensitive). */
  async create(input: { kode: string; nama: string; contact_person?: string | null; phone?: string | null }): Promise<TenantRef> {
    if (await exists(this.ctx.manager, 'select 1 from tenants where lower(kode) = lower($1)', [input.kode.trim()])) throw new ConflictException(TENANT_MESSAGES.kodeTaken);
    const [created] = await queryRows(
      this.ctx.manager,
      TenantRef,
      'insert into tenants (kode, nama, contact_person, phone) values ($1, $2, $3, $4) returning id, kode, nama',
      [input.kode.trim().toUpperCase(), input.nama.trim(), input.contact_person?.trim() || null, normalizePhone(input.phone)],
    );
    return created;
  }

  /** Every tenant with its member count, by name (GET /api/superadmin/tenants), through `app_platform_tenants()`. */
  async list(): Promise<TenantDto[]> {
    const rows = await queryRows(this.ctx.manager, PlatformTenantRow, 'select id, kode, nama, user_count, is_active, created_at, updated_at from app_platform_tenants()');
    return rows.map((t) => ({ ...t, created_at: t.created_at.toISOString(), updated_at: t.updated_at.toISOString() }));
  }

  /**
   * A new farm ready to open every screen (POST /api/superadmin/tenants), in the request's one
   * transaction: the tenant (its insert trigger adds the default chart of accounts with the system
   * accounts the books post to), the egg settings row with the §9 defaults, the owner — an existing
   * username becomes the owner with its password unchanged, else a new account (an email address,
   * 400 'Format email tidak valid') with `owner_password` — and its membership; audit rows
   * 'tenant_created' and 'user_added'. 409 'Kode tenant sudah dipakai.'.
   */
  async createWithOwner(body: TenantCreateDto): Promise<TenantCreatedDto> {
    const ownerLogin = body.owner_email.trim();
    if (ownerLogin.includes('@') && !EMAIL.test(ownerLogin)) throw new BadRequestException(TENANT_MESSAGES.emailFormat);
    const tenant = await this.create(body);
    const m = this.ctx.manager;
    const owner = await this.inTenant(tenant.id, async () => {
      // A superadmin reads every account (RLS on users).
      const existing = await queryOne(m, AccountRow, 'select id, email from users where lower(email) = lower($1)', [ownerLogin]);
      if (!existing && !EMAIL.test(ownerLogin)) throw new BadRequestException(TENANT_MESSAGES.emailFormat);
      const added = await this.users.add({ email: ownerLogin, role: 'owner', password: body.owner_password });
      await execute(m, 'insert into telur_settings (tenant_id) values ($1) on conflict (tenant_id) do nothing', [tenant.id]);
      return { id: added.id, email: added.email, new_account: !existing };
    });
    const actor = this.ctx.actor;
    await audit(m, 'tenant_created', {
      tenantId: tenant.id,
      actorId: actor.userId,
      actorEmail: actor.email,
      subject: tenant.kode,
      clientAddress: this.ctx.clientAddress,
      detail: { nama: tenant.nama, owner: owner.email, new_owner_account: owner.new_account },
    });
    return { ...(await this.one(tenant.id)), owner };
  }

  /**
   * Activates or deactivates a tenant (superadmin only; an inactive farm's members get 403
   * 'Tenant nonaktif', and its owner reads that on the login screen). 404 for an unknown id.
   * Audit row 'tenant_status_changed'.
   */
  async setStatus(id: string, active: boolean): Promise<TenantDto> {
    const row = await queryOne(this.ctx.manager, StatusRow, 'update tenants set is_active = $2, updated_at = now() where id = $1 returning id, kode, nama, is_active', [
      id,
      active,
    ]);
    if (!row) throw new NotFoundException(TENANT_MESSAGES.notFound);
    const actor = this.ctx.actor;
    await audit(this.ctx.manager, 'tenant_status_changed', {
      tenantId: id,
      actorId: actor.userId,
      actorEmail: actor.email,
      subject: row.kode,
      clientAddress: this.ctx.clientAddress,
      detail: { is_active: active },
    });
    return this.one(id);
  }

  /**
   * A token for one farm with admin rights (POST /api/superadmin/impersonate/{id}, spec §4
   * 'Impersonation'): a new session of the superadmin that ends after {@link IMPERSONATION_HOURS}
   * (the token's exp too), claim `impersonated_by`; the guard accepts it only on that farm's
   * tenant routes, as an admin. Audit row 'impersonation_start' (who, which farm, when) in the
   * same transaction. 404 unknown tenant; 422 inactive tenant.
   */
  async impersonate(id: string): Promise<ImpersonationDto> {
    const m = this.ctx.manager;
    const tenant = await queryOne(m, StatusRow, 'select id, kode, nama, is_active from tenants where id = $1', [id]);
    if (!tenant) throw new NotFoundException(TENANT_MESSAGES.notFound);
    if (!tenant.is_active) throw new UnprocessableEntityException(TENANT_MESSAGES.inactive);
    const actor = this.ctx.actor;
    // A session of the superadmin acting in this farm, opened by the database for a verified superadmin only.
    const { secret, hash } = newSessionSecret();
    const { sid } = (await queryOne(m, SessionIdRow, 'select app_open_impersonation($1, $2, $3) as sid', [tenant.id, hash, IMPERSONATION_HOURS * 60]))!;
    const { expires_at } = (await queryOne(m, ExpiresRow, 'select expires_at from auth_sessions where id = $1', [sid]))!;
    const ref: TenantRef = { id: tenant.id, kode: tenant.kode, nama: tenant.nama };
    const token = await this.auth.sign({ id: actor.userId, email: actor.email, global_role: 'superadmin' }, { sid, sk: secret }, ref, 'admin', actor.userId, IMPERSONATION_HOURS * 3600);
    await audit(m, 'impersonation_start', {
      tenantId: tenant.id,
      actorId: actor.userId,
      actorEmail: actor.email,
      subject: tenant.kode,
      clientAddress: this.ctx.clientAddress,
      detail: { sid, expires_at },
    });
    return { token, tenant: ref, expires_at: expires_at.toISOString() };
  }

  /** Platform figures of the superadmin's dashboard (GET /api/superadmin/summary): the last 7 farm days, today included. */
  async summary(): Promise<PlatformSummaryDto> {
    const to = today();
    const from = addDays(to, -6);
    const row = (await queryOne(this.ctx.manager, SummaryRow, 'select tenants, active_tenants, users, entries from app_platform_summary($1, $2)', [from, to]))!;
    return { tenants: row.tenants, active_tenants: row.active_tenants, users: row.users, entries_week: row.entries, from, to };
  }

  /** A tenant the caller may see (its own, its memberships', any for a superadmin) by kode, else null. */
  async findByKode(kode: string): Promise<TenantRef | null> {
    return (await queryOne(this.ctx.manager, TenantRef, 'select id, kode, nama from tenants where lower(kode) = lower($1)', [kode])) ?? null;
  }

  /** One tenant of the platform list, else 404. */
  private async one(id: string): Promise<TenantDto> {
    const [row] = (await this.list()).filter((t) => t.id === id);
    if (!row) throw new NotFoundException(TENANT_MESSAGES.notFound);
    return row;
  }

  /**
   * Runs `fn` with `tenantId` as the request's tenant (RLS setting and the actor the services read),
   * as the superadmin, inside the current transaction; the caller's own tenant comes back after.
   */
  private async inTenant<T>(tenantId: string, fn: () => Promise<T>): Promise<T> {
    const actor = this.ctx.actor;
    const m = this.ctx.manager;
    await execute(m, `select set_config('app.tenant_id', $1, true)`, [tenantId]);
    this.ctx.setActor({ ...actor, tenantId, tenantRole: null, role: 'superadmin' });
    try {
      const result = await fn();
      await execute(m, `select set_config('app.tenant_id', $1, true)`, [actor.tenantId ?? '']);
      return result;
    } finally {
      this.ctx.setActor(actor);
    }
  }
}

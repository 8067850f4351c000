import { Injectable } from '@nestjs/common';
import dayjs from 'dayjs';
import { z } from 'zod';
import { pg, queryOne, queryRows, row } from '../../common/database/rows';
import { resolveRange } from '../../common/dates/farm-day';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { AUDIT_DEFAULT_LIMIT, AUDIT_MAX_DAYS, AuditPageDto, AuditQuery } from './dto/audit.dto';

/** Events of the superadmin's platform work on a farm, shown in the platform view beside the rows without a farm. */
const PLATFORM_EVENTS = ['tenant_created', 'tenant_status_changed', 'impersonation_start', 'impersonation_end'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A jsonb object column (row before/after, detail), or null. */
const jsonObject = z.record(z.string(), z.unknown()).nullable();

/** One row of the trail (AuditItemDto, created_at still a Date). */
const AuditRow = row({
  id: pg.int8,
  created_at: pg.timestamp,
  event: pg.text,
  action: pg.text.nullable(),
  entity: pg.text.nullable(),
  entity_id: pg.text.nullable(),
  actor: pg.text.nullable(),
  /** json_build_object of the farm acted for (impersonation). */
  on_behalf_of: row({ id: pg.uuid, kode: pg.text, nama: pg.text }).nullable(),
  subject: pg.text.nullable(),
  client_address: pg.text.nullable(),
  before: jsonObject,
  after: jsonObject,
  detail: jsonObject,
});
const TotalRow = row({ total: pg.int });

/**
 * The audit trail (issue #19): security events and data changes of `audit_events`, read by the
 * farm's owner/admin for their farm, and by a superadmin without a farm for the platform's events
 * (rows without a tenant — the superadmin's logins … —, changes of `tenants`, farms created or
 * switched on/off, impersonations). Row-level security on the
 * table lets only those read it; every statement here names the rows' tenant too.
 */
@Injectable()
export class AuditService {
  constructor(private readonly ctx: TenantContext) {}

  /**
   * One page of rows, newest first, created on the farm days from..to (default the last 30, at most
   * 366: 400 'Rentang tanggal maksimal 366 hari.'), optionally of one actor (username,
   * case-insensitive, or user id) and of one entity (table) or event name; with the total.
   */
  async list(q: AuditQuery): Promise<AuditPageDto> {
    const { from, to } = resolveRange(q.from, q.to, 30, { maxDays: AUDIT_MAX_DAYS });
    const page = q.page ?? 1;
    const limit = q.limit ?? AUDIT_DEFAULT_LIMIT;
    const tenantId = this.ctx.actor.tenantId ?? null;
    // Farm days are the server's local days (TZ=Asia/Jakarta, common/dates/farm-day.ts).
    const params: unknown[] = [tenantId, dayjs(from).toDate(), dayjs(to).add(1, 'day').toDate()];
    const where = [tenantId ? 'a.tenant_id = $1' : `($1::uuid is null and (a.tenant_id is null or a.entity = 'tenants' or a.event = any('{${PLATFORM_EVENTS.join(',')}}')))`, 'a.created_at >= $2', 'a.created_at < $3'];
    const actor = q.actor?.trim();
    if (actor) {
      params.push(actor);
      where.push(UUID.test(actor) ? `a.actor_id = $${params.length}::uuid` : `lower(a.actor_email) = lower($${params.length})`);
    }
    const entity = q.entity?.trim();
    if (entity) {
      params.push(entity);
      where.push(`(a.entity = $${params.length} or (a.entity is null and a.event = $${params.length}))`);
    }
    const filter = where.join(' and ');
    const m = this.ctx.manager;
    const { total } = (await queryOne(m, TotalRow, `select count(*)::int as total from audit_events a where ${filter}`, params))!;
    const rows = await queryRows(
      m,
      AuditRow,
      `select a.id::text as id, a.created_at, a.event, a.action, a.entity, a.entity_id, a.actor_email as actor,
              case when a.on_behalf_of is null then null
                   else json_build_object('id', a.on_behalf_of, 'kode', t.kode, 'nama', t.nama) end as on_behalf_of,
              a.subject, a.client_address, a.before, a.after, a.detail
         from audit_events a
         left join tenants t on t.id = a.on_behalf_of
        where ${filter}
        order by a.created_at desc, a.id desc
        limit ${limit} offset ${(page - 1) * limit}`,
      params,
    );
    const items = rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
    return { items, total, page, limit, from, to };
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';

/**
 * The feed item of each jalur from a date (issue #37 'Feeding by item'; ADR 0045):
 *
 * - `feed_item_jalur`: {jalur_id, item_id, from_date}; the jalur's tingkat eat `item_id` from
 *   `from_date` until the jalur's next assignment. A jalur without an assignment on a day eats the
 *   farm's default item (stock_items.is_default, 'Pakan'), so a farm without assignments is costed
 *   exactly as before. One assignment per jalur and date.
 * - Tenant row-level security and the audit trail, keys led by `tenant_id` (ADR 0041). The item is
 *   the farm's (foreign key on (tenant_id, item_id)); deleting the jalur removes its assignments.
 */
export class FeedItemPerJalur1763803200000 implements MigrationInterface {
  name = 'FeedItemPerJalur1763803200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table feed_item_jalur (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      jalur_id integer not null,
      item_id bigint not null,
      from_date date not null,
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, jalur_id, from_date),
      foreign key (tenant_id, jalur_id) references jalur(tenant_id, id) on delete cascade,
      foreign key (tenant_id, item_id) references stock_items(tenant_id, id))`);
    await q.query(
      `comment on table feed_item_jalur is 'The feed item (stock_items) the tingkat of a jalur eat from from_date until the jalur''s next row (issue #37 Feeding by item). No row on a day: the farm''s default item. Read by the usage split of the feed costing.'`,
    );
    await q.query(`create index feed_item_jalur_item_idx on feed_item_jalur (tenant_id, item_id)`);
    await enableTenantRls(q, 'feed_item_jalur');
    await enableAudit(q, 'feed_item_jalur');
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table if exists feed_item_jalur`);
  }
}

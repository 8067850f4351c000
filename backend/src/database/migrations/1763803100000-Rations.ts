import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';

/** The feeding phases a ration is made for (rations.phase, ration_targets.phase). */
const PHASE_CHECK = `check (phase in ('starter', 'grower', 'developer', 'pre_layer', 'layer'))`;

/** Nutrient columns of a target (as stock_items: % of the feed as fed, ME kcal/kg). */
const NUTRIENT_COLUMNS = `
      protein_pct numeric(5,2) check (protein_pct between 0 and 100),
      me_kcal_per_kg numeric(6,1) check (me_kcal_per_kg between 0 and 10000),
      ca_pct numeric(5,2) check (ca_pct between 0 and 100),
      p_avail_pct numeric(5,2) check (p_avail_pct between 0 and 100),
      fibre_pct numeric(5,2) check (fibre_pct between 0 and 100)`;

/**
 * Rations (formula) and mixing (issue #37; docs/adr/0044-rations-and-mixing.md):
 *
 * - `rations`: a farm's formula (name, phase) and its mixed-feed stock item (`mixed_item_id`, a
 *   stock item of kind campuran created with the ration);
 * - `ration_ingredients`: the feed items of a ration and their share (%, Σ = 100);
 * - `ration_batches`: one mixing of `kg` of a ration on `trx_date`, and `ration_batch_lines` the kg
 *   of each ingredient it took (the composition at the time of mixing, Σ = kg): the ingredients
 *   go out at their moving average and the mixed item comes in at the sum (FeedStockService);
 * - `ration_targets`: the farm's own nutrient targets per phase, with the source they came from.
 *
 * Each table has tenant row-level security and the audit trail, keys led by tenant_id.
 */
export class Rations1763803100000 implements MigrationInterface {
  name = 'Rations1763803100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table rations (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      name varchar(80) not null check (length(trim(name)) > 0),
      phase varchar(12) not null ${PHASE_CHECK},
      mixed_item_id bigint not null,
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, mixed_item_id) references stock_items(tenant_id, id))`);
    await q.query(`create unique index rations_name on rations (tenant_id, lower(name))`);
    await q.query(`create unique index rations_mixed_item on rations (tenant_id, mixed_item_id)`);
    await q.query(`comment on table rations is 'A farm''s feed formula (issue #37): name, phase and the campuran stock item its batches put the mixed feed into.'`);

    await q.query(`create table ration_ingredients (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      ration_id bigint not null,
      item_id bigint not null,
      pct numeric(5,2) not null check (pct > 0 and pct <= 100),
      primary key (tenant_id, id),
      unique (tenant_id, ration_id, item_id),
      foreign key (tenant_id, ration_id) references rations(tenant_id, id) on delete cascade,
      foreign key (tenant_id, item_id) references stock_items(tenant_id, id))`);
    await q.query(`comment on table ration_ingredients is 'The feed items of a ration and their share in % of the mix (Σ = 100 per ration).'`);

    await q.query(`create table ration_batches (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      ration_id bigint not null,
      mixed_item_id bigint not null,
      trx_date date not null,
      kg numeric(12,3) not null check (kg > 0),
      note varchar(200),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, ration_id) references rations(tenant_id, id),
      foreign key (tenant_id, mixed_item_id) references stock_items(tenant_id, id))`);
    await q.query(`create index ration_batches_date on ration_batches (tenant_id, trx_date)`);
    await q.query(`comment on table ration_batches is 'One mixing of kg of a ration on trx_date: an inventory transfer inside Persediaan Pakan from the ingredients (ration_batch_lines) to the mixed item.'`);

    await q.query(`create table ration_batch_lines (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      batch_id bigint not null,
      item_id bigint not null,
      pct numeric(5,2) not null,
      qty_kg numeric(12,3) not null check (qty_kg >= 0),
      primary key (tenant_id, id),
      foreign key (tenant_id, batch_id) references ration_batches(tenant_id, id) on delete cascade,
      foreign key (tenant_id, item_id) references stock_items(tenant_id, id))`);
    await q.query(`create index ration_batch_lines_item on ration_batch_lines (tenant_id, item_id)`);
    await q.query(`comment on table ration_batch_lines is 'The kg of each ingredient a batch took (its % at the time of mixing); Σ qty_kg = the batch''s kg.'`);

    await q.query(`create table ration_targets (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      phase varchar(12) not null ${PHASE_CHECK},${NUTRIENT_COLUMNS},
      source varchar(600),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, phase))`);
    await q.query(`comment on table ration_targets is 'The farm''s own nutrient targets per phase (from its breeder''s guide or feed supplier), with their source.'`);

    for (const table of ['rations', 'ration_ingredients', 'ration_batches', 'ration_batch_lines', 'ration_targets']) {
      await enableTenantRls(q, table);
      await enableAudit(q, table);
    }
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['ration_targets', 'ration_batch_lines', 'ration_batches', 'ration_ingredients', 'rations']) await q.query(`drop table if exists ${table}`);
  }
}

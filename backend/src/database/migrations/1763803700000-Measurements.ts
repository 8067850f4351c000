import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, grantAppRole } from '../rls';
import { enableAudit } from './1763801400000-AuditTrail';

/** The two places a water meter or a thermometer may stand (as the farm's meters are placed). */
const PLACE_COLUMNS = `plant_id integer,
      jalur_id integer,
      check ((plant_id is null) <> (jalur_id is null)),
      foreign key (tenant_id, plant_id) references plant(tenant_id, id) on delete cascade,
      foreign key (tenant_id, jalur_id) references jalur(tenant_id, id) on delete cascade`;

/**
 * Body weight, water and house climate (issue #39 'Weigh, meter and sense'; docs/adr/0049-measurements.md):
 *
 * - `body_weight_samples`: one weighing of a bagian on a day: the weights of the birds in grams
 *   (1–500 of them, each 300–4,000 g). The statistics (n, mean, CV, uniformity) are computed from
 *   the weights when read.
 * - `water_entries`: the water of a plant or a jalur on a day: litres, or the water meter's reading
 *   (m³; the litres of the day are the difference from the previous reading of that place).
 *   One row per place and day (a second entry replaces the first).
 * - `climate_entries`: the minimum and maximum temperature (°C) and the humidity (%) of a plant or a
 *   jalur on a day; one row per place and day.
 *
 * Every table under row-level security with its keys led by tenant_id, and in the audit trail.
 */
export class Measurements1763803700000 implements MigrationInterface {
  name = 'Measurements1763803700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`create table body_weight_samples (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      tanggal date not null,
      bagian_id integer not null,
      weights_g integer[] not null check (cardinality(weights_g) between 1 and 500 and 300 <= all(weights_g) and 4000 >= all(weights_g) and array_position(weights_g, null) is null),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, bagian_id) references bagian(tenant_id, id) on delete cascade)`);
    await q.query(`comment on table body_weight_samples is 'Body weight samples (issue #39): the weights (g, 1-500 birds, 300-4000 g each) of birds of a bagian weighed on a day. n, mean, CV and uniformity are computed from weights_g.'`);
    await q.query(`create index body_weight_samples_bagian on body_weight_samples (tenant_id, bagian_id, tanggal)`);
    await enableTenantRls(q, 'body_weight_samples');
    await enableAudit(q, 'body_weight_samples');

    await q.query(`create table water_entries (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      tanggal date not null,
      ${PLACE_COLUMNS},
      litres numeric(12,1) check (litres >= 0),
      meter_m3 numeric(14,3) check (meter_m3 >= 0),
      check ((litres is null) <> (meter_m3 is null)),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id))`);
    await q.query(`comment on table water_entries is 'Water of a plant or a jalur on a day (issue #39): litres, or the meter reading meter_m3 (litres of the day = (reading - previous reading of the place) x 1000 / days since it). One row per place and day.'`);
    await q.query(`create unique index water_entries_plant_day on water_entries (tenant_id, plant_id, tanggal) where plant_id is not null`);
    await q.query(`create unique index water_entries_jalur_day on water_entries (tenant_id, jalur_id, tanggal) where jalur_id is not null`);
    await enableTenantRls(q, 'water_entries');
    await enableAudit(q, 'water_entries');

    await q.query(`create table climate_entries (
      tenant_id uuid not null default app_current_tenant() references tenants(id) on delete cascade,
      id bigint generated always as identity,
      tanggal date not null,
      ${PLACE_COLUMNS},
      temp_min_c numeric(4,1) not null check (temp_min_c between -10 and 60),
      temp_max_c numeric(4,1) not null check (temp_max_c between -10 and 60 and temp_max_c >= temp_min_c),
      humidity_pct numeric(4,1) not null check (humidity_pct between 0 and 100),
      created_by uuid default app_current_user(),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id))`);
    await q.query(`comment on table climate_entries is 'House climate of a plant or a jalur on a day (issue #39): minimum and maximum temperature (degrees C) and relative humidity (%). One row per place and day.'`);
    await q.query(`create unique index climate_entries_plant_day on climate_entries (tenant_id, plant_id, tanggal) where plant_id is not null`);
    await q.query(`create unique index climate_entries_jalur_day on climate_entries (tenant_id, jalur_id, tanggal) where jalur_id is not null`);
    await enableTenantRls(q, 'climate_entries');
    await enableAudit(q, 'climate_entries');
    await grantAppRole(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['climate_entries', 'water_entries', 'body_weight_samples']) await q.query(`drop table if exists ${t}`);
  }
}

import { BadRequestException, NotFoundException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { EntityManager } from 'typeorm';

/**
 * A table of daily entries, one row per (tenant, tanggal, location) — feed usage per tingkat,
 * egg production per bagian (DESIGN §5 'Daily entries'). The generic read and upsert of such a day,
 * shared by the features that keep one (feed-usage, egg-production).
 */
export interface DayTable {
  table: string;
  /** Location column and the coop level it references. */
  key: 'tingkat_id' | 'bagian_id';
  level: 'tingkat' | 'bagian';
  /** Value columns with their SQL array type; all zero = nothing recorded. */
  columns: Array<{ name: string; type: 'numeric' | 'int' }>;
}

/** Values of one location on one day, in the order of `DayTable.columns`. */
export interface DayEntry {
  id: number;
  values: number[];
}

/** Stored values of `tanggal` by location id (numbers; pg's numeric strings converted). */
export async function loadDay(m: EntityManager, tenantId: string, t: DayTable, tanggal: string): Promise<Map<number, number[]>> {
  const rows: Array<Record<string, string | number>> = await m.query(
    `select ${t.key} as id, ${t.columns.map((c) => c.name).join(', ')} from ${t.table} where tenant_id = $1 and tanggal = $2`,
    [tenantId, tanggal],
  );
  return new Map(rows.map((r) => [Number(r.id), t.columns.map((c) => Number(r[c.name]))]));
}

/**
 * Replaces the entries of `tanggal` for the locations in `entries` (idempotent upsert); a location
 * sent with only zeros loses its entry. Every id must be a location of the tenant (404 naming the
 * level, nothing written) and appear once (400).
 */
export async function replaceDay(m: EntityManager, tenantId: string, t: DayTable, tanggal: string, entries: DayEntry[]): Promise<number> {
  const ids = entries.map((e) => e.id);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup !== undefined) throw new BadRequestException(`${t.key} ${dup} dikirim lebih dari sekali.`);
  if (!entries.length) return 0;
  const known: Array<{ id: number }> = await m.query(`select id from ${t.level} where tenant_id = $1 and id = any($2::int[])`, [tenantId, ids]);
  if (known.length !== new Set(ids).size) {
    const level = t.level === 'tingkat' ? 'Tingkat' : 'Bagian';
    throw new NotFoundException(`${level} tidak ditemukan.`);
  }
  const empty = entries.filter((e) => e.values.every((v) => v === 0)).map((e) => e.id);
  if (empty.length) {
    await m.query(`delete from ${t.table} where tenant_id = $1 and tanggal = $2 and ${t.key} = any($3::int[])`, [tenantId, tanggal, empty]);
  }
  const filled = entries.filter((e) => e.values.some((v) => v !== 0));
  if (filled.length) {
    const cols = t.columns.map((c) => c.name);
    const arrays = t.columns.map((c, i) => `$${i + 4}::${c.type}[]`);
    await m.query(
      `insert into ${t.table} (tenant_id, tanggal, ${t.key}, ${cols.join(', ')})
       select $1, $2, * from unnest($3::int[], ${arrays.join(', ')})
       on conflict (tenant_id, tanggal, ${t.key}) do update set ${cols.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()`,
      [tenantId, tanggal, filled.map((e) => e.id), ...t.columns.map((_, i) => filled.map((e) => e.values[i]))],
    );
  }
  return entries.length;
}

/** kg rounded to 3 decimals (what numeric(14,3) stores); null/undefined → 0. */
export const kg3 = (v: number | null | undefined) => Math.round((v ?? 0) * 1000) / 1000;

/** Answer of a day's save (POST /api/transaksi-pakan, POST /api/transaksi-telur). */
export class SaveResultDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: '2025-06-02' }) tanggal: string;
  @ApiProperty({ description: 'Rows written or removed' }) saved: number;
}

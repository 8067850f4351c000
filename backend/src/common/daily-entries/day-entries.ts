import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { EntityManager } from 'typeorm';
import { z } from 'zod';
import { execute, IdRow, pg, queryRows, row } from '../database/rows';

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
  /**
   * The row's version when the client loaded it (0: no row then). Given: the row is written only if
   * it is still at that version or already holds these values, else 409. Missing: written as is
   * (the spec's request shape; docs/adr/0010-row-versions.md).
   */
  version?: number;
}

/** A location's stored values of one day and their version (0 and zeros when nothing is stored). */
export interface StoredDay {
  values: number[];
  version: number;
}

/** Message of a save refused because rows changed since they were loaded (409). */
export const changedByOthers = (names: string[]) =>
  `Data sudah diubah pengguna lain sejak halaman dimuat: ${names.join(', ')}. Tidak ada yang disimpan; muat ulang untuk melihat nilai terbaru.`;

/** A stored day row of `t`: location id, version (bigint) and the value columns (numeric: decimal string, int: number). */
function dayRow(t: DayTable) {
  const shape: Record<string, z.ZodType<string | number>> = { id: pg.int, version: pg.int8 };
  for (const c of t.columns) shape[c.name] = c.type === 'numeric' ? pg.numeric : pg.int;
  return row(shape);
}

/** Stored values and versions of `tanggal` by location id (numbers; pg's numeric strings converted). */
export async function loadDay(m: EntityManager, tenantId: string, t: DayTable, tanggal: string, ids?: number[]): Promise<Map<number, StoredDay>> {
  const rows = await queryRows(
    m,
    dayRow(t),
    `select ${t.key} as id, version, ${t.columns.map((c) => c.name).join(', ')} from ${t.table}
      where tenant_id = $1 and tanggal = $2 and ($3::int[] is null or ${t.key} = any($3::int[]))`,
    [tenantId, tanggal, ids ?? null],
  );
  return new Map(rows.map((r) => [Number(r.id), { version: Number(r.version), values: t.columns.map((c) => Number(r[c.name])) }]));
}

/** Stored day of a location, zeros and version 0 when it has no row. */
export const storedOrEmpty = (t: DayTable, day: Map<number, StoredDay>, id: number): StoredDay =>
  day.get(id) ?? { version: 0, values: t.columns.map(() => 0) };

/**
 * Replaces the entries of `tanggal` for the locations in `entries` (idempotent upsert); a location
 * sent with only zeros loses its entry. Every id must be a location of the tenant (404 naming the
 * level, nothing written) and appear once (400).
 *
 * Row versions (ADR 0010): saves of one day of one table run one after another (a transaction lock
 * on tenant, table and day). An entry that names a version is checked against the stored row: a
 * row at another version whose values differ from the entry's is a conflict; with any conflict
 * nothing is written and the answer is 409 with `conflicts`, the rows as they are now
 * (`describe(ids)` gives them in the shape of the day's read). A row whose values do not change is
 * not written (its version stays), so repeating a save is harmless.
 */
export async function replaceDay(
  m: EntityManager,
  tenantId: string,
  t: DayTable,
  tanggal: string,
  entries: DayEntry[],
  describe: (ids: number[]) => Promise<Array<{ lokasi: string }>>,
): Promise<number> {
  const ids = entries.map((e) => e.id);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup !== undefined) throw new BadRequestException(`${t.key} ${dup} dikirim lebih dari sekali.`);
  if (!entries.length) return 0;
  const known = await queryRows(m, IdRow, `select id from ${t.level} where tenant_id = $1 and id = any($2::int[])`, [tenantId, ids]);
  if (known.length !== new Set(ids).size) {
    const level = t.level === 'tingkat' ? 'Tingkat' : 'Bagian';
    throw new NotFoundException(`${level} tidak ditemukan.`);
  }
  await execute(m, `select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`${t.table}:${tenantId}:${tanggal}`]);
  const stored = await loadDay(m, tenantId, t, tanggal, ids);
  const same = (a: number[], b: number[]) => a.every((v, i) => v === b[i]);
  const conflicts = entries.filter((e) => {
    const now = storedOrEmpty(t, stored, e.id);
    return e.version !== undefined && e.version !== now.version && !same(now.values, e.values);
  });
  if (conflicts.length) {
    const rows = await describe(conflicts.map((e) => e.id));
    throw new ConflictException({ message: changedByOthers(rows.map((r) => r.lokasi)), conflicts: rows });
  }
  const changed = entries.filter((e) => !same(storedOrEmpty(t, stored, e.id).values, e.values));
  const empty = changed.filter((e) => e.values.every((v) => v === 0)).map((e) => e.id);
  if (empty.length) {
    await execute(m, `delete from ${t.table} where tenant_id = $1 and tanggal = $2 and ${t.key} = any($3::int[])`, [tenantId, tanggal, empty]);
  }
  const filled = changed.filter((e) => e.values.some((v) => v !== 0));
  if (filled.length) {
    const cols = t.columns.map((c) => c.name);
    const arrays = t.columns.map((c, i) => `$${i + 4}::${c.type}[]`);
    await execute(
      m,
      `insert into ${t.table} (tenant_id, tanggal, ${t.key}, ${cols.join(', ')})
       select $1, $2, * from unnest($3::int[], ${arrays.join(', ')})
       on conflict (tenant_id, tanggal, ${t.key}) do update
         set ${cols.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now(), version = nextval('daily_entry_version_seq')`,
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
  @ApiProperty({ description: 'Rows sent (written, removed, or already holding the values sent)' }) saved: number;
}

/** Description of the `version` of a day's row (GET) and of an entry sent (POST). */
export const VERSION_DOC =
  'Version of the row: a number that changes whenever its values change; 0 when nothing is stored. (docs/adr/0010-row-versions.md)';

/** Description of the optional `version` of a saved row. */
export const VERSION_INPUT_DOC =
  "Version of the row as loaded (GET's `version`, 0 for a row loaded empty). Given: when the row has changed since and holds other values, nothing is saved and the answer is 409 with `conflicts`. Missing: the row is written as sent (last write wins). Integer ≥ 0, else 400 'version tidak valid.'";


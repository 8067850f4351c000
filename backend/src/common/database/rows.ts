import { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';

/**
 * Typed query rows (docs/adr/0021-typed-query-rows.md). Every SQL statement a service runs goes
 * through `queryRows`, `queryOne` or `execute` with a row schema written next to the query:
 *
 * ```ts
 * const SaleRow = row({ id: pg.int, tanggal: pg.date, total: pg.numeric, customer: pg.text.nullable() });
 * const sales = await queryRows(this.ctx.manager, SaleRow, 'select id, tanggal::text as tanggal, ...', [tenantId]);
 * //    ^? { id: number; tanggal: string; total: string; customer: string | null }[]
 * ```
 *
 * The schema is the row's TypeScript type (`z.infer`) and, where rows are checked (Jest, the
 * browser suite, or `KPM_CHECK_ROWS=1`), every row is compared with it: a column renamed, missing,
 * extra, null where none is declared or of another type fails the request with the statement's
 * first line and the column. In production the rows are passed through unchanged (no cost); the
 * schemas never transform values, so checked and unchecked runs answer the same.
 */

/** True when rows are checked against their schema: under Jest (NODE_ENV=test) or KPM_CHECK_ROWS=1. */
export const CHECK_ROWS = process.env.NODE_ENV === 'test' || process.env.KPM_CHECK_ROWS === '1';

/**
 * Column types as node-postgres returns them (no type parsers are set): `numeric` and `bigint`
 * (also `count(*)` and `sum()` of integers) arrive as decimal strings, `int`/`smallint` as numbers,
 * `date` and `timestamptz` as JS `Date` unless cast to text in the query (`tanggal::text`).
 */
export const pg = {
  /** text, varchar, citext, enum. */
  text: z.string(),
  /** uuid (any 8-4-4-4-12 hex, as gen_random_uuid and fixed seeds write). */
  uuid: z.guid(),
  /** integer, smallint, serial: a JS number. */
  int: z.number().int(),
  /** double precision, real: a JS number (ratios only, never money). */
  float: z.number(),
  /** numeric (money, kg): a decimal string such as '-1250.50'. */
  numeric: z.string().regex(/^-?\d+(\.\d+)?$/, 'numeric as a decimal string'),
  /** bigint, count(*), sum of integers: a string of digits. */
  int8: z.string().regex(/^-?\d+$/, 'bigint as a string of digits'),
  /** boolean. */
  bool: z.boolean(),
  /** A date cast to text in the query (`d::text`, `to_char(d, 'YYYY-MM-DD')`): 'YYYY-MM-DD'. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date as YYYY-MM-DD'),
  /** timestamptz, or a date column read without a cast: a JS Date. */
  timestamp: z.date(),
  /** json/jsonb whose shape the caller checks itself; prefer a precise schema. */
  json: z.unknown(),
} as const;

/** A row schema: exactly these columns (an extra column is a mismatch too). */
export const row = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape);

/** The row of `insert … returning id` (or `select id`) of a table with an integer id. */
export const IdRow = row({ id: pg.int });

/** A row schema as accepted by the query helpers. */
export type RowSchema = z.ZodType<Record<string, unknown>>;

/**
 * Where a statement runs: the request's transaction manager (ADR 0006) or, outside a tenant, a
 * DataSource; or the login role's own pg pool (common/auth/login-database.ts, docs/adr/0013).
 */
export type Db = EntityManager | DataSource | Pool;

interface Result {
  records: unknown[];
  affected: number;
}

/** Runs one statement and answers its rows and the number of rows it touched (INSERT/UPDATE/DELETE). */
async function run(db: Db, sql: string, params: readonly unknown[]): Promise<Result> {
  if (db instanceof Pool) {
    const result = await db.query<Record<string, unknown>>(sql, [...params]);
    return { records: result.rows, affected: result.rowCount ?? 0 };
  }
  const manager = db instanceof DataSource ? db.manager : db;
  const own = manager.queryRunner ? undefined : manager.dataSource.createQueryRunner();
  const runner = manager.queryRunner ?? own!;
  try {
    const result = await runner.query(sql, [...params], true);
    return { records: (result.records ?? []) as unknown[], affected: result.affected ?? 0 };
  } finally {
    await own?.release();
  }
}

/** The first line of a statement, to name it in a mismatch. */
const firstLine = (sql: string) => sql.trim().split('\n')[0].slice(0, 160);

/** Compares rows with their schema (CHECK_ROWS only); throws naming the statement and the column. */
function check<S extends RowSchema>(schema: S, records: unknown[], sql: string): z.infer<S>[] {
  if (!CHECK_ROWS) return records as z.infer<S>[];
  records.forEach((record, i) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`).join('; ');
      throw new Error(`Row ${i} of "${firstLine(sql)}" does not match its schema: ${issues}`);
    }
  });
  return records as z.infer<S>[];
}

/**
 * Runs a statement that answers rows (SELECT, or INSERT/UPDATE/DELETE … RETURNING) with its
 * parameters `$1, $2 …` and answers the rows typed by `schema`.
 */
export async function queryRows<S extends RowSchema>(db: Db, schema: S, sql: string, params: readonly unknown[] = []): Promise<z.infer<S>[]> {
  return check(schema, (await run(db, sql, params)).records, sql);
}

/** As `queryRows`, answering the first row, or undefined when there is none. */
export async function queryOne<S extends RowSchema>(db: Db, schema: S, sql: string, params: readonly unknown[] = []): Promise<z.infer<S> | undefined> {
  const rows = await queryRows(db, schema, sql, params);
  return rows[0];
}

/**
 * Runs a statement whose rows are not read (INSERT/UPDATE/DELETE without RETURNING, DDL, `select
 * set_config(...)`) and answers the number of rows it inserted, updated or deleted.
 */
export async function execute(db: Db, sql: string, params: readonly unknown[] = []): Promise<number> {
  return (await run(db, sql, params)).affected;
}

/**
 * Runs an existence check (`select 1 from … where …`) and answers whether it found a row; its
 * columns are not read, so it needs no schema.
 */
export async function exists(db: Db, sql: string, params: readonly unknown[] = []): Promise<boolean> {
  return (await run(db, sql, params)).records.length > 0;
}

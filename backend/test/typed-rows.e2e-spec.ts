import { DataSource } from 'typeorm';
import { execute, exists, pg, queryOne, queryRows, row } from '../src/common/database/rows';
import { prepareTestDatabase } from './utils/create-test-app';

/**
 * The typed query helpers (common/database/rows.ts, docs/adr/0021) against the real PostgreSQL:
 * rows come back as node-postgres gives them, and under Jest every row is compared with its schema,
 * so a renamed column, an extra one, a null or another type fails with the statement and the column.
 */
describe('typed query rows', () => {
  let db: DataSource;

  beforeAll(async () => {
    const { ownerUrl } = await prepareTestDatabase();
    db = new DataSource({ type: 'postgres', url: ownerUrl });
    await db.initialize();
  });

  afterAll(async () => {
    await db?.destroy();
  });

  const Probe = row({ id: pg.int, kg: pg.numeric, note: pg.text.nullable(), tanggal: pg.date });

  it('answers the rows of a select typed as its schema, values as node-postgres returns them', async () => {
    // A temporary table lives in one session: run everything on one query runner.
    await db.transaction(async (m) => {
      await m.query('create temporary table t (id int primary key, kg numeric(12,3) not null, note text, tanggal date not null) on commit drop');
      expect(await execute(m, `insert into t values (1, 12.5, null, '2026-01-31'), (2, 0.125, 'retak', '2026-02-01')`)).toBe(2);
      const rows = await queryRows(m, Probe, 'select id, kg, note, tanggal::text as tanggal from t order by id');
      expect(rows).toEqual([
        { id: 1, kg: '12.500', note: null, tanggal: '2026-01-31' },
        { id: 2, kg: '0.125', note: 'retak', tanggal: '2026-02-01' },
      ]);
      // UPDATE answers the number of rows touched; UPDATE … RETURNING its rows.
      expect(await execute(m, 'update t set kg = kg * 2 where id > $1', [0])).toBe(2);
      const updated = await queryRows(m, row({ id: pg.int, kg: pg.numeric }), 'update t set kg = kg + 1 where id = $1 returning id, kg', [2]);
      expect(updated).toEqual([{ id: 2, kg: '1.250' }]);
      expect(await queryOne(m, row({ n: pg.int8 }), 'select count(*) as n from t')).toEqual({ n: '2' });
      expect(await queryOne(m, Probe, 'select id, kg, note, tanggal::text as tanggal from t where id = $1', [99])).toBeUndefined();
      // An existence check reads no column.
      expect(await exists(m, 'select 1 from t where note = $1', ['retak'])).toBe(true);
      expect(await exists(m, 'select 1 from t where note = $1', ['pecah'])).toBe(false);
    });
  });

  it('fails on a renamed, extra, null or differently typed column, naming the statement and the column', async () => {
    await db.transaction(async (m) => {
      await m.query(`create temporary table t (id int primary key, kg numeric(12,3) not null, note text, tanggal date not null) on commit drop`);
      await m.query(`insert into t values (1, 12.5, null, '2026-01-31')`);
      // Renamed: the query answers `berat` where the schema reads `kg`.
      await expect(queryRows(m, Probe, 'select id, kg as berat, note, tanggal::text as tanggal from t')).rejects.toThrow(
        /"select id, kg as berat.*kg: .*berat/,
      );
      // A date read without its cast arrives as a JS Date, not 'YYYY-MM-DD'.
      await expect(queryRows(m, Probe, 'select id, kg, note, tanggal from t')).rejects.toThrow(/tanggal: /);
      // Null where the schema does not allow it.
      await expect(queryRows(m, row({ id: pg.int, note: pg.text }), 'select id, note from t')).rejects.toThrow(/note: /);
      // A count is a bigint: a string, not a number.
      await expect(queryRows(m, row({ n: pg.int }), 'select count(*) as n from t')).rejects.toThrow(/n: /);
    });
  });
});

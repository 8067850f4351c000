import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { extractSql, renderSnapshot, renderSql, staleFiles } from './write-sql';

describe('SQL snapshot (backend/sql)', () => {
  it('matches the SQL the source runs', () => {
    // A message per file: 'backend/sql/<f>.sql is stale: run npm run sql' (or missing / no longer generated).
    expect(staleFiles(renderSnapshot())).toEqual([]);
  });

  it('names the files that differ, are missing or are no longer generated', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-sql-'));
    try {
      fs.writeFileSync(path.join(dir, 'abk.sql'), 'select 1;\n');
      fs.writeFileSync(path.join(dir, 'coop.sql'), 'select 2;\n');
      fs.writeFileSync(path.join(dir, 'old.sql'), 'select 3;\n');
      const snapshot = new Map([
        ['abk.sql', 'select 1;\n'],
        ['coop.sql', 'select 22;\n'],
        ['users.sql', 'select 4;\n'],
      ]);
      expect(staleFiles(snapshot, dir)).toEqual([
        'backend/sql/coop.sql is stale: run npm run sql',
        'backend/sql/users.sql is missing: run npm run sql',
        'backend/sql/old.sql is no longer generated: run npm run sql',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('extractSql', () => {
  const SAMPLE = [
    "import { execute, queryRows as rows } from '../../common/database/rows';",
    '',
    'const COLUMNS = `k.id, k.nama`;',
    "const DELETE_SQL = 'delete from kandang where tenant_id = $1';",
    '',
    'export class KandangService {',
    '  async list(tenantId: string, order: string) {',
    '    return rows(this.ctx.manager, KandangRow, `select ${COLUMNS}',
    '        from kandang k   ',
    '       where k.tenant_id = $1',
    '       order by ${order}`, [tenantId]);',
    '  }',
    '',
    '  async clear(tenantId: string) {',
    '    await execute(this.ctx.manager, DELETE_SQL, [tenantId]);',
    "    const rowsOf = async () => this.ctx.manager.query('select count(*) from kandang');",
    '    return rowsOf();',
    '  }',
    '}',
    '',
    'export async function lock(m: EntityManager, level: string) {',
    '  await m.query(`',
    '    select pg_advisory_xact_lock($1)',
    '  `, [1]);',
    '  await rows(m, LockRow, figuresSql(level), []);',
    '}',
    '',
  ].join('\n');

  it('lists both call forms under their class and method or function, consts inlined or defined once', () => {
    const section = extractSql('src/modules/kandang/kandang.service.ts', SAMPLE);
    expect(section).toEqual({
      file: 'src/modules/kandang/kandang.service.ts',
      consts: [{ name: 'COLUMNS', sql: 'k.id, k.nama' }],
      statements: [
        { name: 'KandangService.list', sql: 'select ${COLUMNS}\n from kandang k\nwhere k.tenant_id = $1\norder by ${order}' },
        { name: 'KandangService.clear', sql: 'delete from kandang where tenant_id = $1' },
        { name: 'KandangService.clear', sql: 'select count(*) from kandang' },
        { name: 'lock', sql: 'select pg_advisory_xact_lock($1)' },
        { name: 'lock', sql: '${figuresSql(level)}' },
      ],
    });
    expect(renderSql([section]).split('\n').slice(2)).toEqual([
      '',
      '-- ==== src/modules/kandang/kandang.service.ts ====',
      '-- COLUMNS:',
      '--   k.id, k.nama',
      '',
      '-- KandangService.list (src/modules/kandang/kandang.service.ts)',
      'select ${COLUMNS}',
      ' from kandang k',
      'where k.tenant_id = $1',
      'order by ${order};',
      '',
      '-- KandangService.clear (src/modules/kandang/kandang.service.ts)',
      'delete from kandang where tenant_id = $1;',
      '',
      '-- KandangService.clear (src/modules/kandang/kandang.service.ts)',
      'select count(*) from kandang;',
      '',
      '-- lock (src/modules/kandang/kandang.service.ts)',
      'select pg_advisory_xact_lock($1);',
      '',
      '-- lock (src/modules/kandang/kandang.service.ts)',
      '${figuresSql(level)};',
      '',
    ]);
  });

  it('keeps continuation lines aligned under the first line, and ignores an execute not from rows.ts', () => {
    const sample = [
      "import { execute } from './runner';",
      'export const total = async (m: EntityManager) => {',
      '  await execute(m, `select 1`);',
      '  return m.query(`select sum(x)',
      '                    from t`);',
      '};',
    ].join('\n');
    expect(extractSql('src/common/total.ts', sample).statements).toEqual([{ name: 'total', sql: 'select sum(x)\n  from t' }]);
  });

  it('lists what a function used in a ${…} part returns, and defines a const that chooses between texts', () => {
    const sample = [
      'function whereOf(all: boolean) {',
      "  const own = all ? '' : `and c.user_id = $2`;",
      '  return `c.tenant_id = $1 ${own}`;',
      '}',
      'export class Customers {',
      '  list(all: boolean) {',
      '    return this.m.query(`select id from customers c where ${whereOf(all)}`);',
      '  }',
      '}',
    ].join('\n');
    expect(extractSql('src/modules/customers/customers.service.ts', sample)).toEqual({
      file: 'src/modules/customers/customers.service.ts',
      consts: [{ name: 'own', sql: "all ? '' : `and c.user_id = $2`" }],
      statements: [
        { name: 'whereOf() returns', sql: 'c.tenant_id = $1 ${own}' },
        { name: 'Customers.list', sql: 'select id from customers c where ${whereOf(all)}' },
      ],
    });
  });

  it('inlines a property of a const object or a readonly class property, not a mutable one', () => {
    const sample = [
      "const SQL = { one: 'select 1', two: `select 2` } as const;",
      'let loose = `select 3`;',
      'class Repo {',
      "  private readonly byId = 'select * from t where id = $1';",
      '  run() {',
      '    this.m.query(SQL.one);',
      '    this.m.query(SQL.two, []);',
      '    this.m.query(this.byId, [1]);',
      '    this.m.query(loose);',
      '  }',
      '}',
    ].join('\n');
    expect(extractSql('src/modules/x/repo.ts', sample).statements.map((s) => s.sql)).toEqual([
      'select 1',
      'select 2',
      'select * from t where id = $1',
      '${loose}',
    ]);
  });
});

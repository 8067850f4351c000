const { Client } = require('pg');
const { dailyFiguresSql } = require('./dist/modules/reports/daily-metrics.sql.js');
(async () => {
  const c = new Client({ connectionString: 'postgres://postgres:bench@127.0.0.1:41683/kandang' });
  await c.connect();
  await c.query("set work_mem = '32MB'");
  const t = 'f9798cdf-b51c-4b4b-bd23-11b1c29754aa';
  const level = process.argv[2] || 'bagian';
  const sql = `select to_char(r.tanggal, 'YYYY-MM-DD') as tanggal, count(*)::integer as n,
              coalesce(sum(r.populasi), 0) as populasi, coalesce(sum(r.pakan), 0) as pakan, coalesce(sum(r.kematian), 0) as kematian,
              coalesce(sum(r.kg_telur), 0) as kg, coalesce(sum(r.butir), 0) as butir
         from (${dailyFiguresSql(level)}) r
        group by grouping sets ((r.tanggal), ())
        order by r.tanggal nulls first`;
  const P = [t, '2025-11-23', '2026-11-22', null];
  for (let i = 0; i < 5; i++) { const s = Date.now(); await c.query(sql, P); console.log('ms', Date.now() - s); }
  const e = await c.query('explain (analyze, buffers off) ' + sql, P);
  console.log(e.rows.map(r => r['QUERY PLAN']).filter(l => !/Storage|Index Searches|Buckets|Cache/.test(l)).join('\n'));
  await c.end();
})();

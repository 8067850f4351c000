const { Client } = require('pg');
const { dailyFiguresSql, metricsColumns } = require('./dist/modules/reports/daily-metrics.sql.js');
(async () => {
  const c = new Client({ connectionString: 'postgres://postgres:bench@127.0.0.1:36387/kandang' });
  await c.connect(); if (process.env.WM) await c.query("set work_mem = '" + process.env.WM + "'");
  const t = '8e7e7826-5118-4e6d-9a8d-4d58b042e8ee';
  const ids = (await c.query('select array_agg(id order by id) a from tingkat where tenant_id=$1', [t])).rows[0].a;
  const level = process.argv[2] || 'tingkat';
  const sql = `with r as (${dailyFiguresSql(level)}),
            o as (select k, pos from unnest($5::integer[]) with ordinality as o(k, pos)),
            tot as (
              select count(*)::integer as total, coalesce(sum(r.populasi), 0) as s_populasi, coalesce(sum(pakan), 0) as s_pakan,
                     coalesce(sum(kematian), 0) as s_kematian, coalesce(sum(kg_telur), 0) as s_kg, coalesce(sum(butir), 0) as s_butir
                from r),
            pg as (
              select r.*, o.pos from r left join o on o.k = r.k
               order by r.tanggal, o.pos limit $6 offset $7)
       select tot.*, ${metricsColumns('pg')} from tot left join pg on true order by pg.tanggal, pg.pos`;
  const P = [t, '2025-11-23', '2026-11-22', null, ids, 25, 0];
  const e = await c.query('explain (analyze, buffers off) ' + sql, P);
  console.log(e.rows.map(r => r['QUERY PLAN']).join('\n'));
  await c.end();
})();

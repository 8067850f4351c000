/**
 * One SQL for the daily figures of the reports and the dashboard (spec part 1 §9; DESIGN §5
 * 'Reports and dashboard'), aggregated in the database per day and per tingkat, bagian or the
 * whole farm. Population and age come from `flock_daily_by`, the grouped form of `flock_daily`
 * (migrations DailyOperations and FeedStockDashboard; see PopulationService): population at the
 * end of each day, age population-weighted in days.
 *
 * Parameters: $1 tenant id, $2 first day, $3 last day (inclusive), $4 the tingkat or bagian id
 * when `filtered`.
 */

/** Grouping of the figures: per tingkat (feed report), per bagian (production report), or the farm (dashboard). */
export type MetricsLevel = 'tingkat' | 'bagian' | 'farm';

/** One row of the query, numerics still as pg sends them (strings). */
export interface DailyMetricsRow {
  tanggal: string;
  /** tingkat id, bagian id, or 0 for the farm. */
  k: number;
  populasi: number;
  /** Whole weeks, null when no birds. */
  usia: number | null;
  kematian: number;
  pakan: string;
  kg_telur: string;
  butir: number;
  fi: string | null;
  fcr: string | null;
  prod_persen: string | null;
  avg_telur_gram: string | null;
}

/**
 * Formulas of spec part 1 §9 (division by zero → null):
 * FI g/bird = feed kg / population × 1000 (2 decimals); FCR = feed kg / egg kg (3 decimals);
 * % production = eggs / population × 100 (2 decimals); average egg g = egg kg × 1000 / eggs (2 decimals).
 */
const FORMULAS = `
  case when populasi > 0 then round(pakan / populasi * 1000, 2) end as fi,
  case when kg_telur > 0 then round(pakan / kg_telur, 3) end as fcr,
  case when populasi > 0 then round(butir::numeric / populasi * 100, 2) end as prod_persen,
  case when butir > 0 then round(kg_telur * 1000 / butir, 2) end as avg_telur_gram`;

/**
 * The query of daily figures at `level`. Every day of the range appears for every key (tingkat,
 * bagian or the farm); with `onlyActive` rows where nothing happened (no birds, feed, deaths or
 * eggs) are left out.
 */
export function dailyMetricsSql(level: MetricsLevel, filtered: boolean, onlyActive: boolean): string {
  const tkFilter = !filtered ? '' : level === 'tingkat' ? 'and t.id = $4' : level === 'bagian' ? 'and t.bagian_id = $4' : '';
  const key = level === 'tingkat' ? 'tk.tingkat_id' : level === 'bagian' ? 'tk.bagian_id' : '0';
  const keys =
    level === 'tingkat'
      ? 'select tingkat_id as k from tk'
      : level === 'bagian'
        ? `select id as k from bagian where tenant_id = $1 ${filtered ? 'and id = $4' : ''}`
        : 'select 0 as k';
  // One tingkat: filter the entry tables on it directly (its index), not only through the join.
  const direct = (column: string) => (filtered && level === 'tingkat' ? `and ${column} = $4` : '');
  const eggKey = level === 'farm' ? '0' : 'tt.bagian_id';
  const eggs =
    level === 'tingkat'
      ? 'select null::date as tanggal, 0 as k, 0::numeric as kg, 0::bigint as butir where false'
      : `select tt.tanggal, ${eggKey} as k, sum(tt.grade_a + tt.grade_b + tt.grade_c) as kg, sum(tt.butir_a + tt.butir_b + tt.butir_c) as butir
           from transaksi_telur tt where tt.tenant_id = $1 and tt.tanggal between $2 and $3 ${filtered && level === 'bagian' ? 'and tt.bagian_id = $4' : ''}
          group by 1, 2`;
  return `
    with tk as (
      select t.id as tingkat_id, t.bagian_id from tingkat t where t.tenant_id = $1 ${tkFilter}
    ), keys as (${keys}
    ), fl as (
      select fd.tanggal, fd.k, fd.populasi, fd.usia_hari
        from flock_daily_by($1, $2::date, $3::date, '${level}', ${filtered && level !== 'farm' ? '$4' : 'null'}) fd
    ), pk as (${
      level === 'farm'
        ? `
      select ph.tanggal, 0 as k, ph.kg from pakan_harian ph where ph.tenant_id = $1 and ph.tanggal between $2 and $3`
        : `
      select tp.tanggal, ${key} as k, sum(tp.pakan_pagi + tp.pakan_sore) as kg
        from transaksi_pakan tp join tk on tk.tingkat_id = tp.tingkat_id
       where tp.tenant_id = $1 and tp.tanggal between $2 and $3 ${direct('tp.tingkat_id')}
       group by 1, 2`
    }
    ), mt as (
      select ta.tanggal, ${key} as k, sum(ta.jumlah) as n
        from transaksi_ayam ta join tk on tk.tingkat_id = ta.asal_tingkat_id
       where ta.tenant_id = $1 and ta.aksi = 'mati' and ta.tanggal between $2 and $3 ${direct('ta.asal_tingkat_id')}
       group by 1, 2
    ), eg as (${eggs}
    ), days as (
      select g::date as day from generate_series($2::date, $3::date, interval '1 day') as g
    ), base as (
      select d.day as tanggal, keys.k,
             coalesce(fl.populasi, 0)::integer as populasi,
             floor(fl.usia_hari / 7)::integer as usia,
             coalesce(mt.n, 0)::integer as kematian,
             coalesce(pk.kg, 0) as pakan,
             coalesce(eg.kg, 0) as kg_telur,
             coalesce(eg.butir, 0)::integer as butir
        from days d
        cross join keys
        left join fl on fl.tanggal = d.day and fl.k = keys.k
        left join pk on pk.tanggal = d.day and pk.k = keys.k
        left join mt on mt.tanggal = d.day and mt.k = keys.k
        left join eg on eg.tanggal = d.day and eg.k = keys.k
    )
    select to_char(tanggal, 'YYYY-MM-DD') as tanggal, k, populasi, usia, kematian, pakan, kg_telur, butir, ${FORMULAS}
      from base
     ${onlyActive ? 'where populasi > 0 or pakan > 0 or kematian > 0 or kg_telur > 0 or butir > 0' : ''}
     order by base.tanggal, k`;
}

/** pg numeric (string) or null → number or null. */
export const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** The figures of a day shared by the production report row and the dashboard table row (numbers, null on division by zero). */
export function dayFigures(r: DailyMetricsRow) {
  return {
    usia: r.usia,
    populasi: r.populasi,
    kematian: r.kematian,
    kg_telur: Number(r.kg_telur),
    butir_telur: r.butir,
    avg_telur_gram: num(r.avg_telur_gram),
    total_pakan: Number(r.pakan),
    fi: num(r.fi),
    fcr: num(r.fcr),
    prod_persen: num(r.prod_persen),
  };
}

import { z } from 'zod';
import { dayBookSql } from '../../common/daily-entries/day-book';
import { pg, row } from '../../common/database/rows';

/**
 * One SQL for the daily figures of the reports and the dashboard (spec part 1 §9; DESIGN §5
 * 'Reports and dashboard'), aggregated in the database per day and per tingkat, bagian or the
 * whole farm, from the day book `tingkat_harian` (population at the end of each day, hatch mass,
 * feed, deaths) and the egg entries.
 */

/** Grouping of the figures: per tingkat (feed report), per bagian (production report), or the farm (dashboard). */
export type MetricsLevel = 'tingkat' | 'bagian' | 'farm';

/** The §9 ratios of `ratioColumns`, numeric text, null on division by zero. */
export const ratioRow = {
  /** Feed intake, g per bird. */
  fi: pg.numeric.nullable(),
  fcr: pg.numeric.nullable(),
  /** % production. */
  prod_persen: pg.numeric.nullable(),
  /** Average egg, g. */
  avg_telur_gram: pg.numeric.nullable(),
};

/** One row of the query (`metricsColumns`), numerics still as pg sends them (strings). */
export const DailyMetricsRow = row({
  tanggal: pg.date,
  /** tingkat id, bagian id, or 0 for the farm. */
  k: pg.int,
  /** Birds at the end of the day. */
  populasi: pg.int,
  /** Whole weeks, null when no birds. */
  usia: pg.int.nullable(),
  kematian: pg.int,
  /** Feed, kg. */
  pakan: pg.numeric,
  /** Eggs, kg. */
  kg_telur: pg.numeric,
  /** Eggs, count. */
  butir: pg.int,
  ...ratioRow,
});
export type DailyMetricsRow = z.infer<typeof DailyMetricsRow>;

/** SQL expressions of the four figures the §9 ratios are made of. */
export interface RatioInputs {
  /** Birds (a day's end-of-day population, or Σ of them: bird-days). */
  populasi: string;
  /** Feed, kg. */
  pakan: string;
  /** Eggs, kg. */
  kg_telur: string;
  /** Eggs, count. */
  butir: string;
}

/**
 * The formulas of spec part 1 §9 (DESIGN §5 'Reports and dashboard'), the one place they are
 * written, as SQL columns fi, fcr, prod_persen, avg_telur_gram (numeric; null on division by zero):
 * FI g/bird = feed kg / population × 1000 (2 decimals); FCR = feed kg / egg kg (3 decimals);
 * % production = eggs / population × 100 (2 decimals); average egg g = egg kg × 1000 / eggs
 * (2 decimals). Applied to one day's figures (report rows, dashboard) and to the sums of a range
 * (report totals, where population counts bird-days).
 */
export function ratioColumns(x: RatioInputs): string {
  return `
    case when ${x.populasi} > 0 then round(${x.pakan} / ${x.populasi} * 1000, 2) end as fi,
    case when ${x.kg_telur} > 0 then round(${x.pakan} / ${x.kg_telur}, 3) end as fcr,
    case when ${x.populasi} > 0 then round(${x.butir}::numeric / ${x.populasi} * 100, 2) end as prod_persen,
    case when ${x.butir} > 0 then round(${x.kg_telur} * 1000 / ${x.butir}, 2) end as avg_telur_gram`;
}

/**
 * The row of `DailyMetricsRow` from one row of `dailyFiguresSql` (columns of `alias`): day as
 * text, age in whole weeks = floor(round(day − hatch mass / birds, 3) / 7) (the population-weighted
 * age of ADR 0002), and the §9 ratios. Applied only to the rows that are sent, not to every row
 * that is counted.
 */
export function metricsColumns(alias: string): string {
  const a = `${alias}.`;
  return `to_char(${a}tanggal, 'YYYY-MM-DD') as tanggal, ${a}k, ${a}populasi,
    case when ${a}populasi > 0 then floor(round((${a}tanggal - date '1970-01-01') - ${a}h / ${a}populasi, 3) / 7)::integer end as usia,
    ${a}kematian, ${a}pakan, ${a}kg_telur, ${a}butir, ${ratioColumns({ populasi: `${a}populasi`, pakan: `${a}pakan`, kg_telur: `${a}kg_telur`, butir: `${a}butir` })}`;
}

/**
 * The query of the raw daily figures at `level`, in no particular order: tanggal (date), k,
 * populasi (birds at the end of the day), h (their hatch mass), kematian, pakan (kg), kg_telur,
 * butir. `metricsColumns` turns a row into the figures sent. For the farm every day of the
 * range appears; for tingkat and bagian only rows where something happened (birds at the end of
 * the day, feed, deaths or eggs).
 *
 * Population, age, feed and deaths come from `tingkat_harian` (migration TingkatHarian): its rows
 * inside the range, plus, for a tingkat whose last row lies before the end of the range, that
 * row's birds carried over the remaining days (no feed, no deaths): `dayBookSql` of the tingkat
 * asked (`tk`).
 *
 * Parameters: $1 tenant id, $2 first day, $3 last day (inclusive), and for tingkat and bagian $4
 * the one tingkat or bagian id, or null for all.
 */
export function dailyFiguresSql(level: MetricsLevel): string {
  const tkFilter = level === 'tingkat' ? 'and ($4::integer is null or t.id = $4)' : level === 'bagian' ? 'and ($4::integer is null or t.bagian_id = $4)' : '';
  const key = level === 'tingkat' ? 'th.tingkat_id' : level === 'bagian' ? 'tk.bagian_id' : '0';
  // transaksi_telur holds one row per bagian and day (unique): the bagian level reads it as it is.
  const eggs =
    level === 'tingkat'
      ? 'select null::date as tanggal, 0 as k, 0::numeric as kg, 0::bigint as butir where false'
      : level === 'bagian'
        ? `select tt.tanggal, tt.bagian_id as k, tt.grade_a + tt.grade_b + tt.grade_c as kg, (tt.butir_a + tt.butir_b + tt.butir_c)::bigint as butir
             from transaksi_telur tt where tt.tenant_id = $1 and tt.tanggal between $2 and $3 and ($4::integer is null or tt.bagian_id = $4)`
        : `select tt.tanggal, 0 as k, sum(tt.grade_a + tt.grade_b + tt.grade_c) as kg, sum(tt.butir_a + tt.butir_b + tt.butir_c) as butir
             from transaksi_telur tt where tt.tenant_id = $1 and tt.tanggal between $2 and $3
            group by 1`;
  const figures =
    level === 'farm'
      ? `select d.day::date as tanggal, 0 as k, coalesce(a.n, 0) as n, a.h, coalesce(a.pakan, 0) as pakan, coalesce(a.mati, 0) as mati,
                coalesce(eg.kg, 0) as kg_telur, coalesce(eg.butir, 0) as butir
           from generate_series($2::date, $3::date, interval '1 day') as d(day)
           left join agg a on a.tanggal = d.day::date
           left join eg on eg.tanggal = d.day::date`
      : level === 'tingkat'
        ? `select a.tanggal, a.k, a.n, a.h, a.pakan, a.mati, 0::numeric as kg_telur, 0 as butir from agg a`
        : `select coalesce(a.tanggal, eg.tanggal) as tanggal, coalesce(a.k, eg.k) as k, coalesce(a.n, 0) as n, a.h,
                  coalesce(a.pakan, 0) as pakan, coalesce(a.mati, 0) as mati, coalesce(eg.kg, 0) as kg_telur, coalesce(eg.butir, 0) as butir
             from agg a full join eg on eg.tanggal = a.tanggal and eg.k = a.k`;
  return `
    with tk as (
      select t.id as tingkat_id, t.bagian_id from tingkat t where t.tenant_id = $1 ${tkFilter}
    ), th as (
      select * from ${dayBookSql('tk', '$2::date', '$3::date')} b
    ), agg as (${
      level === 'tingkat'
        ? `
      select th.tanggal, th.tingkat_id as k, th.n, th.h, th.pakan, th.mati from th join tk on tk.tingkat_id = th.tingkat_id`
        : `
      select th.tanggal, ${key} as k, sum(th.n) as n, sum(th.h) as h, sum(th.pakan) as pakan, sum(th.mati) as mati
        from th join tk on tk.tingkat_id = th.tingkat_id
       group by 1, 2`
    }
    ), eg as (${eggs}
    ), fig as (${figures}
    )
    select tanggal, k, n::integer as populasi, h, mati::integer as kematian, pakan, kg_telur, butir::integer as butir
      from fig ${level === 'farm' ? '' : 'where n > 0 or pakan > 0 or mati > 0 or kg_telur > 0 or butir > 0'}`;
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

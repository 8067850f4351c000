import { z } from 'zod';
import { dayBookSql } from '../../common/daily-entries/day-book';
import { pg, row } from '../../common/database/rows';
import { BREED_CODES } from '../breed-standard/breed-standard.service';
import { placeColumns } from './place.rows';

/**
 * The SQL of the farm map (GET /api/insight/map) and of a place's chart (GET /api/insight/place-series):
 * the day book `tingkat_harian` (ADR 0005: end-of-day birds n, hatch mass h, feed kg, deaths) of the
 * places asked, each tingkat's last row carried forward over the days after it, summed per place
 * (map) or per day (chart), with the eggs of `transaksi_telur` per bagian. One statement per request.
 *
 * The standard band is the one of the breed of each place at the last day (`BREED`).
 *
 * Parameters: $1 tenant, $2 first day, $3 last day (inclusive), $4 one tingkat id or null, $5 one
 * bagian id or null.
 */

/** Every bagian of the farm (or the one tingkat / bagian asked) with its tingkat (null for a bagian without any) and the names above it. */
const PLACES = `
  tk as (
    select l.id as lokasi_id, l.nama as lokasi, p.id as plant_id, p.nama as plant, j.id as jalur_id, j.nama as jalur,
           b.id as bagian_id, b.nama as bagian, t.id as tingkat_id, t.nama as tingkat
      from bagian b
      join jalur j on j.tenant_id = b.tenant_id and j.id = b.jalur_id
      join plant p on p.tenant_id = j.tenant_id and p.id = j.plant_id
      join lokasi l on l.tenant_id = p.tenant_id and l.id = p.lokasi_id
      left join tingkat t on t.tenant_id = b.tenant_id and t.bagian_id = b.id
     where b.tenant_id = $1 and ($4::integer is null or t.id = $4) and ($5::integer is null or b.id = $5)
  )`;

/** The day book rows of the places from $2 to $3, each tingkat's last row (with birds) carried over the days after it. */
const DAY_BOOK = `th as (select * from ${dayBookSql('tk', '$2::date', '$3::date')} b)`;

/** Sums of day book rows: bird-days, days with birds, feed kg, deaths, and the birds and hatch mass at the end of `endDay`. */
const sums = (endDay: string) => `
  sum(th.n) as bird_days, count(distinct th.tanggal) filter (where th.n > 0) as days, sum(th.pakan) as pakan, sum(th.mati) as mati,
  sum(th.n) filter (where th.tanggal = ${endDay}) as n_end, sum(th.h) filter (where th.tanggal = ${endDay}) as h_end`;

/** Eggs (kg, count) per `key`, of every bagian (`'all'`) or only of the bagian $5 (none when $5 is null). */
const eggs = (key: 'tanggal' | 'bagian_id', of: 'all' | 'one') => `
  eg as (
    select tt.${key} as k, sum(tt.grade_a + tt.grade_b + tt.grade_c) as kg, sum(tt.butir_a + tt.butir_b + tt.butir_c) as butir
      from transaksi_telur tt
     where tt.tenant_id = $1 and tt.tanggal between $2 and $3 ${of === 'all' ? '' : 'and tt.bagian_id = $5'}
     group by 1
  )`;

/**
 * The figures of one place over its rows (`a`: sums, `eg`: eggs when `withEggs`), on `day` (the
 * last day): birds at its end, age in whole weeks (ADR 0002), FI g/bird/day, deaths per 1,000 of
 * the mean end-of-day population, hen-day % and egg weight g (2 decimals; null without birds / eggs).
 */
const figures = (day: string, withEggs: boolean) => `
  coalesce(a.n_end, 0)::integer as populasi,
  case when a.n_end > 0 then floor(round((${day} - date '1970-01-01') - a.h_end / a.n_end, 3) / 7)::integer end as usia,
  case when a.bird_days > 0 then round(a.pakan * 1000 / a.bird_days, 2) end as fi,
  case when a.bird_days > 0 then round(a.mati * 1000.0 * a.days / a.bird_days, 2) end as mati_per_1000,
  ${
    withEggs
      ? `case when a.bird_days > 0 then round(coalesce(eg.butir, 0) * 100.0 / a.bird_days, 2) end as hen_day,
  case when eg.butir > 0 then round(eg.kg * 1000 / eg.butir, 2) end as egg_g`
      : 'null::numeric as hen_day, null::numeric as egg_g'
  }`;

/**
 * The majority breed of the place's birds at the end of $3 (`br`: tingkat_breed_on / bagian_breed_on
 * of migration FlockBreed, ADR 0029; the farm default without birds).
 */
const BREED = 'coalesce(br.breed, farm_default_breed()) as breed';

const PLACE_SELECT = 'tk.lokasi_id, tk.lokasi, tk.plant_id, tk.plant, tk.jalur_id, tk.jalur, tk.bagian_id, tk.bagian';


/** The figures of `figures()`, with the breed whose standard the place is compared with. */
const figureRow = {
  breed: z.enum(BREED_CODES),
  populasi: pg.int,
  usia: pg.int.nullable(),
  fi: pg.numeric.nullable(),
  mati_per_1000: pg.numeric.nullable(),
  hen_day: pg.numeric.nullable(),
  egg_g: pg.numeric.nullable(),
};

/** One cell of the map. */
export const MapCellRow = row({ ...placeColumns, ...figureRow });
export type MapCellRow = z.infer<typeof MapCellRow>;
/** One day of a place's chart, with the place. */
export const PlaceDayRow = row({ ...placeColumns, tanggal: pg.date, ...figureRow });

/** The map: one row per tingkat (every tingkat of the farm) or per bagian, summed over $2..$3, in no order. */
export function mapSql(level: 'tingkat' | 'bagian'): string {
  if (level === 'tingkat')
    return `with ${PLACES}, ${DAY_BOOK},
      a as (select th.tingkat_id as k, ${sums('$3::date')} from th group by th.tingkat_id)
    select ${PLACE_SELECT}, tk.tingkat_id, tk.tingkat, ${BREED}, ${figures('$3::date', false)}
      from tk left join a on a.k = tk.tingkat_id
      left join tingkat_breed_on($3::date) br on br.tingkat_id = tk.tingkat_id
     where tk.tingkat_id is not null`;
  return `with ${PLACES}, ${DAY_BOOK},
      a as (select tk.bagian_id as k, ${sums('$3::date')} from th join tk on tk.tingkat_id = th.tingkat_id group by tk.bagian_id),
      ${eggs('bagian_id', 'all')},
      bg as (select distinct ${PLACE_SELECT} from tk)
    select bg.lokasi_id, bg.lokasi, bg.plant_id, bg.plant, bg.jalur_id, bg.jalur, bg.bagian_id, bg.bagian,
           null::integer as tingkat_id, null::text as tingkat, ${BREED}, ${figures('$3::date', true)}
      from bg left join a on a.k = bg.bagian_id left join eg on eg.k = bg.bagian_id
      left join bagian_breed_on($3::date) br on br.bagian_id = bg.bagian_id`;
}

/** A place's chart: one row per day $2..$3, oldest first; no row when the place ($4 tingkat or $5 bagian) is not the tenant's. */
export function placeSeriesSql(level: 'tingkat' | 'bagian'): string {
  return `with ${PLACES}, ${DAY_BOOK},
      a as (select th.tanggal as k, ${sums('th.tanggal')} from th group by th.tanggal),
      ${eggs('tanggal', 'one')},
      place as (select ${PLACE_SELECT}, tk.tingkat_id, tk.tingkat from tk order by tk.tingkat_id limit 1)
    select place.lokasi_id, place.lokasi, place.plant_id, place.plant, place.jalur_id, place.jalur, place.bagian_id, place.bagian,
           ${level === 'tingkat' ? 'place.tingkat_id, place.tingkat' : 'null::integer as tingkat_id, null::text as tingkat'},
           to_char(d.day, 'YYYY-MM-DD') as tanggal, ${BREED}, ${figures('d.day::date', level === 'bagian')}
      from place
      ${level === 'tingkat' ? 'left join tingkat_breed_on($3::date) br on br.tingkat_id = place.tingkat_id' : 'left join bagian_breed_on($3::date) br on br.bagian_id = place.bagian_id'}
     cross join generate_series($2::date, $3::date, interval '1 day') as d(day)
      left join a on a.k = d.day::date
      left join eg on eg.k = d.day::date
     order by d.day`;
}

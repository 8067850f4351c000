/**
 * The day book `tingkat_harian` (docs/adr/0005-tingkat-day-book.md) as its readers see it: one row
 * per tingkat and day with `n` birds at the end of the day, `h` their hatch mass (Σ birds × hatch
 * day; age in days = day − h / n, ADR 0002), `pakan` kg and `mati` of the day. The table is dense
 * from a tingkat's first entry to its last, never beyond, so a reader carries the last row forward:
 * a tingkat whose last row lies before the end of the range keeps that row's birds and hatch mass
 * on every later day of the range, with no feed and no deaths (nothing is carried when it has no
 * birds). Used by the reports and the dashboard (daily figures), the farm map, the early warnings
 * and the feed economics.
 */

/**
 * SQL of the day book of the tingkat of `places` over `first`..`last` (inclusive), the last row
 * carried forward: a parenthesised subquery with the columns tingkat_id, tanggal (date), n, h,
 * pakan, mati, one row per tingkat and day that has a row in the table or carried birds; days
 * before a tingkat's first entry have none. Use it as `from ${dayBookSql('tk', '$2::date', '$3::date')} th`.
 *
 * `places` names a relation (a CTE) with a column `tingkat_id` (null rows are ignored); `first` and
 * `last` are SQL date expressions; `$1` is the tenant id. One range read of the table and one index
 * probe per tingkat (its last row on or before `last`); the carried days run over plain dates
 * (timestamp without time zone), so no time zone moves a day.
 */
export function dayBookSql(places: string, first: string, last: string): string {
  return `(
    select h.tingkat_id, h.tanggal, h.n, h.h, h.pakan, h.mati
      from tingkat_harian h join ${places} p on p.tingkat_id = h.tingkat_id
     where h.tenant_id = $1 and h.tanggal between ${first} and ${last}
    union all
    select l.tingkat_id, d.day::date, l.n, l.h, 0, 0
      from ${places} p
     cross join lateral (
       select h.tingkat_id, h.tanggal, h.n, h.h from tingkat_harian h
        where h.tenant_id = $1 and h.tingkat_id = p.tingkat_id and h.tanggal <= ${last}
        order by h.tanggal desc limit 1) l
     cross join lateral generate_series(greatest(l.tanggal + 1, ${first})::timestamp, (${last})::timestamp, interval '1 day') as d(day)
     where l.n <> 0)`;
}

import { z } from 'zod';
import { Db, execute, pg, queryRows, row } from '../../common/database/rows';
import { centsOf, formatCents } from '../../common/money';
import { ASSET_GROUPS, AssetDto } from './dto/assets.dto';
import { monthlyDepreciation } from './assets.rules';

/** An asset with what its depreciation lines add up to (fixed_assets + asset_depreciation_lines). */
export const AssetRow = row({
  id: pg.int,
  name: pg.text,
  grp: z.enum(ASSET_GROUPS),
  place: pg.text.nullable(),
  date: pg.date,
  cost: pg.numeric,
  residual_value: pg.numeric,
  useful_life_months: pg.int,
  method: z.enum(['cash', 'transfer']),
  bank_account_id: pg.int.nullable(),
  journal_id: pg.int.nullable(),
  journal_code: pg.text.nullable(),
  original_journal_id: pg.int.nullable(),
  depreciated_months: pg.int,
  last_period: pg.text.nullable(),
  accumulated: pg.numeric,
  disposed_date: pg.date.nullable(),
  disposal_price: pg.numeric.nullable(),
  disposal_journal_code: pg.text.nullable(),
});
export type AssetRowT = z.infer<typeof AssetRow>;

/** Every asset of the farm (`id` null) or one, with its depreciation so far; by purchase date, then id. */
export function assetRows(db: Db, tenantId: string, id: number | null): Promise<AssetRowT[]> {
  return queryRows(
    db,
    AssetRow,
    `select a.id::int as id, a.name, a.grp, a.place, to_char(a.purchase_date, 'YYYY-MM-DD') as date, a.cost::text as cost,
            a.residual_value::text as residual_value, a.useful_life_months, a.method, a.bank_account_id, a.journal_id, a.journal_code,
            a.original_journal_id, coalesce(d.n, 0)::int as depreciated_months, d.last_period, coalesce(d.acc, 0)::text as accumulated,
            to_char(a.disposed_date, 'YYYY-MM-DD') as disposed_date, a.disposal_price::text as disposal_price, a.disposal_journal_code
       from fixed_assets a
       left join (select asset_id, count(*) as n, max(period)::text as last_period, sum(amount) as acc
                    from asset_depreciation_lines where tenant_id = $1 group by asset_id) d on d.asset_id = a.id
      where a.tenant_id = $1 and ($2::bigint is null or a.id = $2)
      order by a.purchase_date, a.id`,
    [tenantId, id],
  );
}

/** Takes the farm's asset lock: one writer of its register and depreciation at a time. */
export const lockAssets = (db: Db, tenantId: string) => execute(db, `select pg_advisory_xact_lock(hashtext('fixed-assets'), hashtext($1::text))`, [tenantId]);

/** The answer for a stored asset: book value cost − accumulated (0 once disposed), status, the disposal's gain or loss. */
export function assetDto(r: AssetRowT): AssetDto {
  const cost = centsOf(r.cost);
  const residual = centsOf(r.residual_value);
  const accumulated = centsOf(r.accumulated);
  const disposed = r.disposed_date !== null;
  const book = cost - accumulated;
  return {
    id: r.id,
    name: r.name,
    group: r.grp,
    place: r.place,
    date: r.date,
    cost: formatCents(cost),
    residual_value: formatCents(residual),
    useful_life_months: r.useful_life_months,
    monthly_depreciation: formatCents(monthlyDepreciation(cost, residual, r.useful_life_months)),
    method: r.method,
    bank_account_id: r.bank_account_id,
    journal_code: r.journal_code,
    depreciated_months: r.depreciated_months,
    last_period: r.last_period,
    accumulated_depreciation: formatCents(accumulated),
    book_value: formatCents(disposed ? 0n : book),
    status: disposed ? 'dilepas' : r.depreciated_months >= r.useful_life_months ? 'habis' : 'aktif',
    disposed_date: r.disposed_date,
    disposal_price: r.disposal_price === null ? null : formatCents(centsOf(r.disposal_price)),
    disposal_gain: r.disposal_price === null ? null : formatCents(centsOf(r.disposal_price) - book),
    disposal_journal_code: r.disposal_journal_code,
  };
}

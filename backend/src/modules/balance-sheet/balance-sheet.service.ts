import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { pg, queryRows, row } from '../../common/database/rows';
import { resolveRange, today } from '../../common/dates/farm-day';
import { TenantContext } from '../../common/tenancy/tenant-context';
import {
  BalanceRowKind,
  BalanceSheetDto,
  BalanceSheetQuery,
  BalanceSheetRowDto,
  TRIAL_BALANCE_MAX_DAYS,
  TrialBalanceDto,
  TrialBalanceQuery,
} from './dto/balance-sheet.dto';
import { sheetBalanced, trialBalanced, trialTotals, yearStartOf } from './balance-sheet.rules';

/**
 * The chart as a tree, in SQL: `acc` (the tenant's accounts of `$types`), `own` (the caller's
 * per-account sums, which must be defined before), `walk` (every account with its depth, the ids
 * of its ancestors and itself, and the path of codes it is ordered by) and `sub` (each account's
 * sums over itself and all its sub-accounts, whether it or one of them is active or moved, and
 * whether it has sub-accounts). A sub-account counts under its parent only when both have the same
 * type (the chart of accounts refuses a parent of another type; an old row that breaks it is its
 * own top account). `sumColumns` are the columns of `own` to add up.
 */
function treeSql(sumColumns: string[]): string {
  const sums = sumColumns.map((c) => `coalesce(sum(o.${c}), 0) as ${c}`).join(', ');
  return `walk as (
      select a.id, 0 as depth, array[a.id] as ids, array[a.code::text] as path
        from acc a left join acc p on p.id = a.parent_id and p.type = a.type
       where p.id is null
      union all
      select c.id, w.depth + 1, w.ids || c.id, w.path || c.code::text
        from walk w join acc pa on pa.id = w.id join acc c on c.parent_id = w.id and c.type = pa.type
       where c.id <> all (w.ids)
    ), sub as (
      select anc.id, ${sums},
             bool_or(d.is_active or o.account_id is not null) as visible,
             count(*) > 1 as has_children
        from walk w cross join lateral unnest(w.ids) as anc(id)
        join acc d on d.id = w.id
        left join own o on o.account_id = w.id
       group by anc.id
    )`;
}

/** Columns of an account row of the chart as a tree (both reports). */
const treeRowColumns = {
  account_id: pg.int,
  code: pg.text,
  name: pg.text,
  depth: pg.int,
  /** The parent account, null at depth 0. */
  parent_id: pg.int.nullable(),
  has_children: pg.bool,
  is_active: pg.bool,
};

/** An account of the balance sheet; amount (rupiah) on the normal side of its section. */
const BalanceRow = row({ ...treeRowColumns, type: z.enum(['asset', 'liability', 'equity']), amount: pg.numeric });
type BalanceRow = z.infer<typeof BalanceRow>;

/** Totals of the balance sheet and the two profit lines (rupiah, two decimals). */
const BalanceTotalsRow = row({
  assets: pg.numeric,
  liabilities: pg.numeric,
  retained: pg.numeric,
  current_profit: pg.numeric,
  equity: pg.numeric,
  liabilities_and_equity: pg.numeric,
  difference: pg.numeric,
});

/** An account of the trial balance (rupiah, two decimals) with the column totals over the depth-0 rows (`t_…`, the same on every row). */
const TrialRow = row({
  ...treeRowColumns,
  type: pg.text,
  opening: pg.numeric,
  debit: pg.numeric,
  credit: pg.numeric,
  closing: pg.numeric,
  t_opening_debit: pg.numeric,
  t_opening_credit: pg.numeric,
  t_debit: pg.numeric,
  t_credit: pg.numeric,
  t_closing_debit: pg.numeric,
  t_closing_credit: pg.numeric,
});

/**
 * Neraca and Neraca Saldo (issue #20 'Balance sheet and trial balance'; DESIGN §5 'Finance'). Both
 * read journal_lines only, with every sum in SQL (two statements for the balance sheet, one for
 * the trial balance), and answer money as decimal strings with two decimals.
 */
@Injectable()
export class BalanceSheetService {
  constructor(private readonly ctx: TenantContext) {}

  /**
   * The balance sheet at `date` (default today): the asset, liability and equity accounts with
   * their balances up to and including the date (a parent includes its sub-accounts), then two
   * equity lines for the profit never closed into an account: laba ditahan = Σ income − Σ expense
   * dated before 1 January of the date's year, laba tahun berjalan = the same from 1 January to
   * the date. Totals per section; assets = liabilities + equity whenever every journal balances.
   */
  async balanceSheet(q: BalanceSheetQuery): Promise<BalanceSheetDto> {
    const date = q.date ?? today();
    const yearStart = yearStartOf(date);
    const t = this.ctx.tenantId;
    const m = this.ctx.manager;

    const rows = await queryRows(
      m,
      BalanceRow,
      `with recursive acc as (
         select id, code, name, type, parent_id, is_active from accounts where tenant_id = $1 and type in ('asset', 'liability', 'equity')
       ), own as (
         select l.account_id, sum(l.debit - l.credit) as net
           from journal_lines l
          where l.tenant_id = $1 and l.trx_date <= $2 and l.account_id in (select id from acc)
          group by l.account_id
       ), ${treeSql(['net'])}
       select a.id as account_id, a.code, a.name, a.type, w.depth, case when w.depth > 0 then a.parent_id end as parent_id,
              s.has_children, a.is_active,
              round(case a.type when 'asset' then s.net else -s.net end, 2)::text as amount
         from walk w join acc a on a.id = w.id join sub s on s.id = w.id
        where s.visible
        order by w.path`,
      [t, date],
    );

    // An aggregate without group by: always one row.
    const [totals] = await queryRows(
      m,
      BalanceTotalsRow,
      `with s as (
         select a.type,
                sum(l.debit - l.credit) as net,
                coalesce(sum(l.debit - l.credit) filter (where l.trx_date < $3), 0) as net_before
           from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
          where l.tenant_id = $1 and l.trx_date <= $2
          group by a.type
       ), x as (
         select coalesce(sum(net) filter (where type = 'asset'), 0) as assets,
                coalesce(-sum(net) filter (where type = 'liability'), 0) as liabilities,
                coalesce(-sum(net) filter (where type = 'equity'), 0) as equity_accounts,
                coalesce(-sum(net_before) filter (where type in ('income', 'expense')), 0) as retained,
                coalesce(-sum(net - net_before) filter (where type in ('income', 'expense')), 0) as current_profit
           from s
       )
       select round(assets, 2)::text as assets, round(liabilities, 2)::text as liabilities,
              round(retained, 2)::text as retained, round(current_profit, 2)::text as current_profit,
              round(equity_accounts + retained + current_profit, 2)::text as equity,
              round(liabilities + equity_accounts + retained + current_profit, 2)::text as liabilities_and_equity,
              round(assets - (liabilities + equity_accounts + retained + current_profit), 2)::text as difference
         from x`,
      [t, date, yearStart],
    );

    const section = (type: BalanceRow['type']) => rows.filter((r) => r.type === type).map(({ type: _type, ...r }) => ({ kind: 'account' as BalanceRowKind, ...r }));
    const profitLine = (kind: BalanceRowKind, name: string, amount: string): BalanceSheetRowDto => ({
      kind,
      account_id: null,
      code: null,
      name,
      depth: 0,
      parent_id: null,
      has_children: false,
      is_active: true,
      amount,
    });
    return {
      date,
      year_start: yearStart,
      assets: section('asset'),
      liabilities: section('liability'),
      equity: [
        ...section('equity'),
        profitLine('laba_ditahan', 'Laba Ditahan', totals.retained),
        profitLine('laba_tahun_berjalan', 'Laba Tahun Berjalan', totals.current_profit),
      ],
      totals: { assets: totals.assets, liabilities: totals.liabilities, equity: totals.equity, liabilities_and_equity: totals.liabilities_and_equity, difference: totals.difference },
      balanced: sheetBalanced(totals.difference),
    };
  }

  /**
   * The trial balance of start..end (default 1 January of the end's year … today; at most 366
   * days): every account with its opening balance (lines before start), Σ debit and Σ credit of
   * the period and its closing balance (a parent includes its sub-accounts), and the column totals
   * over the top accounts, debit and credit balances apart.
   */
  async trialBalance(q: TrialBalanceQuery): Promise<TrialBalanceDto> {
    const end = q.end ?? today();
    const { from: start } = resolveRange(q.start ?? yearStartOf(end), end, 1, { maxDays: TRIAL_BALANCE_MAX_DAYS });
    const rows = await queryRows(
      this.ctx.manager,
      TrialRow,
      `with recursive acc as (
         select id, code, name, type, parent_id, is_active from accounts where tenant_id = $1
       ), own as (
         select l.account_id,
                coalesce(sum(l.debit - l.credit) filter (where l.trx_date < $2), 0) as opening,
                coalesce(sum(l.debit) filter (where l.trx_date >= $2), 0) as debit,
                coalesce(sum(l.credit) filter (where l.trx_date >= $2), 0) as credit
           from journal_lines l
          where l.tenant_id = $1 and l.trx_date <= $3
          group by l.account_id
       ), ${treeSql(['opening', 'debit', 'credit'])}, shown as (
         select a.id, a.code, a.name, a.type, w.depth, w.path, case when w.depth > 0 then a.parent_id end as parent_id, s.has_children, a.is_active,
                s.opening, s.debit, s.credit, s.opening + s.debit - s.credit as closing
           from walk w join acc a on a.id = w.id join sub s on s.id = w.id
          where s.visible
       )
       select id as account_id, code, name, type, depth, parent_id, has_children, is_active,
              round(opening, 2)::text as opening, round(debit, 2)::text as debit, round(credit, 2)::text as credit, round(closing, 2)::text as closing,
              round(coalesce(sum(greatest(opening, 0)) filter (where depth = 0) over (), 0), 2)::text as t_opening_debit,
              round(coalesce(sum(greatest(-opening, 0)) filter (where depth = 0) over (), 0), 2)::text as t_opening_credit,
              round(coalesce(sum(debit) filter (where depth = 0) over (), 0), 2)::text as t_debit,
              round(coalesce(sum(credit) filter (where depth = 0) over (), 0), 2)::text as t_credit,
              round(coalesce(sum(greatest(closing, 0)) filter (where depth = 0) over (), 0), 2)::text as t_closing_debit,
              round(coalesce(sum(greatest(-closing, 0)) filter (where depth = 0) over (), 0), 2)::text as t_closing_credit
         from shown
        order by path`,
      [this.ctx.tenantId, start, end],
    );
    const totals = trialTotals(rows[0]);
    return {
      start,
      end,
      rows: rows.map((r) => ({
        account_id: r.account_id,
        code: r.code,
        name: r.name,
        type: r.type,
        depth: r.depth,
        parent_id: r.parent_id,
        has_children: r.has_children,
        is_active: r.is_active,
        opening: r.opening,
        debit: r.debit,
        credit: r.credit,
        closing: r.closing,
      })),
      totals,
      balanced: trialBalanced(totals),
    };
  }
}

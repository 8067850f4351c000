import { Injectable } from '@nestjs/common';
import { today } from '../../common/dates/farm-day';
import { pg, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { ProfitLossDto, ProfitLossQuery } from './dto/profit-loss.dto';
import { fix, profitLossPeriod } from './profit-loss.rules';

/** An income or expense account with its period and year-to-date figures (rupiah, as numeric prints them). */
const AccountFiguresRow = row({
  account_id: pg.int,
  code: pg.text,
  name: pg.text,
  type: pg.text,
  debit: pg.numeric,
  credit: pg.numeric,
  amount: pg.numeric,
  ytd_amount: pg.numeric,
});

/** Totals of the period and year to date (rupiah). */
const TotalsRow = row({
  total_income: pg.numeric,
  total_expense: pg.numeric,
  net_profit: pg.numeric,
  ytd_income: pg.numeric,
  ytd_expense: pg.numeric,
  ytd_profit: pg.numeric,
});

/** Balance (debit − credit, rupiah) of a system account (`root`: kas, bank, piutang) with its sub-accounts. */
const RootBalanceRow = row({ root: pg.text, balance: pg.numeric });

/**
 * Profit and loss (/laba-rugi, part 2 'Laporan Laba Rugi', §3 'Profit-loss'; DESIGN §5 'Finance'):
 * income and expense accounts over the period and year to date, net profit = income − expense,
 * and the Kas, Bank and Piutang balances as of the end date. Everything is summed in SQL; amounts
 * leave as decimal strings.
 */
@Injectable()
export class ProfitLossService {
  constructor(private readonly ctx: TenantContext) {}

  async report(q: ProfitLossQuery): Promise<ProfitLossDto> {
    const { start, end, ytdStart } = profitLossPeriod(q.start, q.end, today());
    const t = this.ctx.tenantId;
    const m = this.ctx.manager;

    const rows = await queryRows(
      m,
      AccountFiguresRow,
      `with acc as (
         select id, code, name, type, is_active from accounts where tenant_id = $1 and type in ('income', 'expense')
       ), mv as (
         select l.account_id,
                coalesce(sum(l.debit) filter (where l.trx_date >= $2), 0) as debit,
                coalesce(sum(l.credit) filter (where l.trx_date >= $2), 0) as credit,
                coalesce(sum(l.debit) filter (where l.trx_date >= $4), 0) as ytd_debit,
                coalesce(sum(l.credit) filter (where l.trx_date >= $4), 0) as ytd_credit,
                bool_or(l.trx_date >= $2) as in_period
           from journal_lines l
          where l.tenant_id = $1 and l.trx_date >= least($2::date, $4::date) and l.trx_date <= $3
            and l.account_id in (select id from acc)
          group by l.account_id
       )
       select acc.id as account_id, acc.code, acc.name, acc.type,
              coalesce(mv.debit, 0)::text as debit, coalesce(mv.credit, 0)::text as credit,
              (case acc.type when 'income' then coalesce(mv.credit - mv.debit, 0) else coalesce(mv.debit - mv.credit, 0) end)::text as amount,
              (case acc.type when 'income' then coalesce(mv.ytd_credit - mv.ytd_debit, 0) else coalesce(mv.ytd_debit - mv.ytd_credit, 0) end)::text as ytd_amount
         from acc left join mv on mv.account_id = acc.id
        where acc.is_active or mv.account_id is not null
        order by acc.code, acc.id`,
      [t, start, end, ytdStart],
    );

    // An aggregate without group by: always one row.
    const [totals] = await queryRows(
      m,
      TotalsRow,
      `with s as (
         select a.type,
                coalesce(sum(case when l.trx_date >= $2 then l.credit - l.debit end), 0) as period_cr,
                coalesce(sum(case when l.trx_date >= $4 then l.credit - l.debit end), 0) as ytd_cr
           from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
          where l.tenant_id = $1 and a.type in ('income', 'expense') and l.trx_date >= least($2::date, $4::date) and l.trx_date <= $3
          group by a.type
       ), x as (
         select coalesce(sum(period_cr) filter (where type = 'income'), 0) as income,
                coalesce(-sum(period_cr) filter (where type = 'expense'), 0) as expense,
                coalesce(sum(ytd_cr) filter (where type = 'income'), 0) as ytd_income,
                coalesce(-sum(ytd_cr) filter (where type = 'expense'), 0) as ytd_expense
           from s
       )
       select income::text as total_income, expense::text as total_expense, (income - expense)::text as net_profit,
              ytd_income::text, ytd_expense::text, (ytd_income - ytd_expense)::text as ytd_profit
         from x`,
      [t, start, end, ytdStart],
    );

    const balances = await queryRows(
      m,
      RootBalanceRow,
      `with recursive tree as (
         select id, system_key as root from accounts where tenant_id = $1 and system_key in ('kas', 'bank', 'piutang')
         union
         select a.id, tree.root from accounts a join tree on a.parent_id = tree.id where a.tenant_id = $1
       )
       select tree.root, coalesce(sum(l.debit - l.credit), 0)::text as balance
         from tree left join journal_lines l on l.tenant_id = $1 and l.account_id = tree.id and l.trx_date <= $2
        group by tree.root`,
      [t, end],
    );
    const bal = (key: string) => fix(balances.find((b) => b.root === key)?.balance ?? '0');

    return {
      start,
      end,
      rows: rows.map((r) => ({ ...r, debit: fix(r.debit), credit: fix(r.credit), amount: fix(r.amount), ytd_amount: fix(r.ytd_amount) })),
      totals: {
        total_income: fix(totals.total_income),
        total_expense: fix(totals.total_expense),
        net_profit: fix(totals.net_profit),
        ytd_income: fix(totals.ytd_income),
        ytd_expense: fix(totals.ytd_expense),
        ytd_profit: fix(totals.ytd_profit),
      },
      balances: { cash: bal('kas'), bank: bal('bank'), receivable: bal('piutang') },
    };
  }
}

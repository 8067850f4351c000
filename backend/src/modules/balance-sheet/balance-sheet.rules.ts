import type { TrialBalanceTotalsDto } from './dto/balance-sheet.dto';

/**
 * The rules of Neraca and Neraca Saldo that are not sums (issue #20 'Balance sheet and trial
 * balance'; DESIGN §5 'Finance'): the year start both reports split on, the trial balance's column
 * totals when it has no rows, and when a report balances. The sums themselves are SQL
 * (`BalanceSheetService`).
 */

/**
 * 1 January of the year of `date` ('YYYY-MM-DD' → 'YYYY-01-01'): on the balance sheet laba tahun
 * berjalan runs from it and laba ditahan up to the day before; the trial balance starts there by
 * default.
 */
export const yearStartOf = (date: string): string => `${date.slice(0, 4)}-01-01`;

/** The trial balance's column totals as each row carries them (decimal strings, the same on every row). */
export interface TrialTotalColumns {
  t_opening_debit: string;
  t_opening_credit: string;
  t_debit: string;
  t_credit: string;
  t_closing_debit: string;
  t_closing_credit: string;
}

/** The column totals of the trial balance from its first row (`undefined` when no account is shown: every total '0.00'). */
export function trialTotals(first: TrialTotalColumns | undefined): TrialBalanceTotalsDto {
  return {
    opening_debit: first?.t_opening_debit ?? '0.00',
    opening_credit: first?.t_opening_credit ?? '0.00',
    debit: first?.t_debit ?? '0.00',
    credit: first?.t_credit ?? '0.00',
    closing_debit: first?.t_closing_debit ?? '0.00',
    closing_credit: first?.t_closing_credit ?? '0.00',
  };
}

/**
 * True when the trial balance balances: Σ debit = Σ credit in each of the opening, the period and
 * the closing columns (decimal strings with two decimals, as the database rounds them).
 */
export function trialBalanced(t: TrialBalanceTotalsDto): boolean {
  return t.opening_debit === t.opening_credit && t.debit === t.credit && t.closing_debit === t.closing_credit;
}

/** True when the balance sheet balances: assets − (liabilities + equity) is "0.00" (two decimals, as the database rounds it). */
export const sheetBalanced = (difference: string): boolean => difference === '0.00';

import { sheetBalanced, trialBalanced, trialTotals, yearStartOf } from './balance-sheet.rules';

describe('balance sheet and trial balance rules', () => {
  it('splits the year on 1 January of the date, whatever the day', () => {
    expect(yearStartOf('2026-11-02')).toBe('2026-01-01');
    expect(yearStartOf('2026-01-01')).toBe('2026-01-01');
    expect(yearStartOf('2025-12-31')).toBe('2025-01-01');
  });

  it('takes the column totals of the first row, and zeros when no account is shown', () => {
    // Opening: Kas 1.000.000 debit, Modal 1.000.000 credit. Period: Dr Beban 250.000,50 / Cr Kas 250.000,50.
    // Closing: Kas 1.000.000 − 250.000,50 = 749.999,50 + Beban 250.000,50 = 1.000.000 debit; Modal 1.000.000 credit.
    const totals = trialTotals({
      t_opening_debit: '1000000.00',
      t_opening_credit: '1000000.00',
      t_debit: '250000.50',
      t_credit: '250000.50',
      t_closing_debit: '1000000.00',
      t_closing_credit: '1000000.00',
    });
    expect(totals).toEqual({
      opening_debit: '1000000.00',
      opening_credit: '1000000.00',
      debit: '250000.50',
      credit: '250000.50',
      closing_debit: '1000000.00',
      closing_credit: '1000000.00',
    });
    // Each column lands in its own field (six different figures).
    expect(trialTotals({ t_opening_debit: '1.00', t_opening_credit: '2.00', t_debit: '3.00', t_credit: '4.00', t_closing_debit: '5.00', t_closing_credit: '6.00' })).toEqual({
      opening_debit: '1.00',
      opening_credit: '2.00',
      debit: '3.00',
      credit: '4.00',
      closing_debit: '5.00',
      closing_credit: '6.00',
    });
    expect(trialTotals(undefined)).toEqual({ opening_debit: '0.00', opening_credit: '0.00', debit: '0.00', credit: '0.00', closing_debit: '0.00', closing_credit: '0.00' });
  });

  it('balances a trial balance only when each of its three columns does', () => {
    // The books of the test above.
    const even = trialTotals({
      t_opening_debit: '1000000.00',
      t_opening_credit: '1000000.00',
      t_debit: '250000.50',
      t_credit: '250000.50',
      t_closing_debit: '1000000.00',
      t_closing_credit: '1000000.00',
    });
    expect(trialBalanced(even)).toBe(true);
    expect(trialBalanced(trialTotals(undefined))).toBe(true);
    // One cent off in a single column is enough.
    expect(trialBalanced({ ...even, opening_credit: '999999.99' })).toBe(false);
    expect(trialBalanced({ ...even, credit: '250000.49' })).toBe(false);
    expect(trialBalanced({ ...even, closing_debit: '1000000.01' })).toBe(false);
  });

  it('balances a balance sheet only when assets − (liabilities + equity) is zero', () => {
    expect(sheetBalanced('0.00')).toBe(true);
    expect(sheetBalanced('0.01')).toBe(false);
    expect(sheetBalanced('-0.01')).toBe(false);
  });
});

import { manualJournalLines, MAX_MANUAL_LINES, reversalMemo } from './manual-journal.rules';

const UNBALANCED = 'Jurnal belum seimbang / baris belum valid';

describe('manual journal rules', () => {
  it('reads amounts as cents, skips empty lines and trims notes', () => {
    // Dr Beban Listrik 150,000.50 + Dr Beban Air 49,999.50 = 200,000.00 = Cr Kas 200,000.
    const lines = manualJournalLines([
      { account_id: 61, debit: '150000.50', note: '  token listrik ' },
      { account_id: 62, debit: '49999.5', note: '   ' },
      { account_id: 63, debit: '0', credit: '0' },
      { account_id: 11, credit: '200000' },
    ]);
    expect(lines).toEqual([
      { account_id: 61, debit: 15_000_050n, credit: 0n, note: 'token listrik' },
      { account_id: 62, debit: 4_999_950n, credit: 0n, note: null },
      { account_id: 11, debit: 0n, credit: 20_000_000n, note: null },
    ]);
  });

  it('refuses bad amounts, both sides on a line, one line, too many lines and a difference of a cent', () => {
    expect(() => manualJournalLines([{ account_id: 1, debit: '10.005' }, { account_id: 2, credit: '10.01' }])).toThrow(UNBALANCED);
    expect(() => manualJournalLines([{ account_id: 1, debit: '-5' }, { account_id: 2, credit: '-5' }])).toThrow(UNBALANCED);
    expect(() => manualJournalLines([{ account_id: 1, debit: '5', credit: '5' }, { account_id: 2, credit: '5' }, { account_id: 3, debit: '5' }])).toThrow(UNBALANCED);
    expect(() => manualJournalLines([{ account_id: 1, debit: '5' }, { account_id: 2, credit: '0' }])).toThrow(UNBALANCED);
    // 100.00 ≠ 99.99: one cent apart.
    expect(() => manualJournalLines([{ account_id: 1, debit: '100' }, { account_id: 2, credit: '99.99' }])).toThrow(UNBALANCED);
    // 201 lines: 200 debits of 1.00 and one credit of 200.00, balanced but over the limit; 200 lines pass.
    const debits = Array.from({ length: MAX_MANUAL_LINES }, (_, i) => ({ account_id: i + 1, debit: '1' }));
    expect(() => manualJournalLines([...debits, { account_id: 999, credit: '200' }])).toThrow(UNBALANCED);
    expect(manualJournalLines([...debits.slice(1), { account_id: 999, credit: '199' }])).toHaveLength(MAX_MANUAL_LINES);
  });

  it('writes the reversal memo from the reason, else the original memo', () => {
    expect(reversalMemo('JU-2611-0003', '  salah akun ', 'Bayar listrik')).toBe('Pembalik JU-2611-0003: salah akun');
    expect(reversalMemo('JU-2611-0003', '   ', 'Bayar listrik')).toBe('Pembalik JU-2611-0003 (Bayar listrik)');
    expect(reversalMemo('JU-2611-0003', null, null)).toBe('Pembalik JU-2611-0003');
  });
});

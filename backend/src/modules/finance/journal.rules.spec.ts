import { counterGroups, journalCodes, journalPeriod, postingLines, reversedLines } from './journal.rules';

const UNBALANCED = 'Jurnal belum seimbang / baris belum valid';

describe('journal posting rules', () => {
  it('drops empty lines, resolves system keys and keeps a balanced journal', () => {
    // Sale of Rp 1,250,000.50 on credit: Dr Piutang 125,000,050 cents = Cr Penjualan Telur 125,000,050 cents.
    const lines = postingLines(
      [
        { account_key: 'piutang', debit: 125_000_050n },
        { account_id: 9, debit: 0n, credit: 0n, note: 'kosong' },
        { account_key: 'penjualan_telur', credit: 125_000_050n, note: 'PT-2611-0001' },
      ],
      { piutang: 3, penjualan_telur: 41 },
    );
    expect(lines).toEqual([
      { account: 3, debit: 125_000_050n, credit: 0n, note: null },
      { account: 41, debit: 0n, credit: 125_000_050n, note: 'PT-2611-0001' },
    ]);
  });

  it('refuses a journal off by one cent, with one line, with both sides on a line or a negative side', () => {
    // Σ debit 10,000 + 5,001 = 15,001 cents ≠ Σ credit 15,000 cents.
    expect(() => postingLines([{ account_id: 1, debit: 10_000n }, { account_id: 2, debit: 5_001n }, { account_id: 3, credit: 15_000n }], null)).toThrow(UNBALANCED);
    // The empty line is dropped, so one line is left.
    expect(() => postingLines([{ account_id: 1, debit: 0n }, { account_id: 2, debit: 500n, credit: 500n }], null)).toThrow(UNBALANCED);
    expect(() => postingLines([{ account_id: 1, debit: 500n, credit: 500n }, { account_id: 2, debit: 500n }, { account_id: 3, credit: 500n }], null)).toThrow(UNBALANCED);
    // Σ debit −500 + 1,000 = 500 = Σ credit, but a side is negative.
    expect(() => postingLines([{ account_id: 1, debit: -500n }, { account_id: 2, debit: 1_000n }, { account_id: 3, credit: 500n }], null)).toThrow(UNBALANCED);
    expect(() => postingLines([{ account_key: 'kas', debit: 100n }, { account_id: 2, credit: 100n }], {})).toThrow('posting without an account (kas)');
  });

  it('numbers a batch per prefix and month after the counters were raised', () => {
    expect(journalPeriod('2026-11-02')).toBe('2611');
    // Batch: PT 2611, PT 2611, KR 2611, PT 2612. Counters after the raise: PT-2611 last 7 (raised by 2 → 6, 7),
    // KR-2611 last 1 (the first), PT-2612 last 12 (raised by 1 → 12).
    const slots = [
      { prefix: 'PT', period: '2611' },
      { prefix: 'PT', period: '2611' },
      { prefix: 'KR', period: '2611' },
      { prefix: 'PT', period: '2612' },
    ];
    const groups = counterGroups(slots);
    expect([...groups.values()]).toEqual([
      { prefix: 'PT', period: '2611', n: 2 },
      { prefix: 'KR', period: '2611', n: 1 },
      { prefix: 'PT', period: '2612', n: 1 },
    ]);
    const counters = [
      { prefix: 'PT', period: '2612', last: 12 },
      { prefix: 'KR', period: '2611', last: 1 },
      { prefix: 'PT', period: '2611', last: 7 },
    ];
    expect(journalCodes(slots, groups, counters)).toEqual(['PT-2611-0006', 'PT-2611-0007', 'KR-2611-0001', 'PT-2612-0012']);
    expect(journalCodes([{ prefix: 'JU', period: '2611' }], new Map([['JU-2611', { n: 1 }]]), [{ prefix: 'JU', period: '2611', last: 10000 }])).toEqual(['JU-2611-10000']);
  });

  it('swaps debit and credit of every line for a reversal', () => {
    expect(
      reversedLines([
        { account_id: 6, debit: '150000.50', credit: '0.00', note: 'listrik' },
        { account_id: 1, debit: '0.00', credit: '150000.50', note: null },
      ]),
    ).toEqual([
      { account_id: 6, debit: 0n, credit: 15_000_050n, note: 'listrik' },
      { account_id: 1, debit: 15_000_050n, credit: 0n, note: null },
    ]);
  });
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  closableMonths,
  FINANCE_TEXTS,
  cashAccounts,
  centsRupiah,
  centsText,
  emptyLine,
  expenseAccounts,
  generalBody,
  journalBalance,
  lineAccounts,
  monthRange,
  quickBody,
  removeLine,
  setLineAmount,
  toCents,
  validateGeneral,
  validateQuick,
  type Account,
  type GeneralForm,
} from './finance';

const acc = (id: number, code: string, name: string, system_key: string | null = null, is_active = true): Account => ({
  id, code, name, system_key, is_active, type: code.startsWith('1-') ? 'asset' : 'expense', class: Number(code[0]), parent_id: null,
  controlled: ['piutang', 'persediaan_pakan', 'penjualan_telur'].includes(system_key ?? ''),
});
const ACCOUNTS = [acc(1, '1-100', 'Kas', 'kas'), acc(2, '1-200', 'Bank', 'bank'), acc(3, '1-400', 'Persediaan Pakan', 'persediaan_pakan'), acc(9, '6-100', 'Beban Operasional'), acc(10, '6-900', 'Lama', null, false)];

describe('amounts in integer cents', () => {
  it('reads typed amounts in Indonesian form: dots group thousands, a comma starts at most two decimals', () => {
    expect(toCents('')).toBe(0);
    expect(toCents('150000')).toBe(15000000);
    expect(toCents('150.000')).toBe(15000000);
    expect(toCents('0,1')).toBe(10);
    expect(toCents('1.500,25')).toBe(150025);
    expect(toCents('12.34')).toBeNull(); // a dot is a thousands separator (issue #11), never a decimal point
    expect(toCents('12,345')).toBeNull();
    expect(toCents('-5')).toBeNull();
    expect(centsText(1234)).toBe('12.34');
    expect(centsText(15000000)).toBe('150000.00');
    expect(centsRupiah(15000000)).toBe('Rp 150.000');
    expect(centsRupiah(150025)).toBe('Rp 1.500,25');
  });

  it('adds 0.1 + 0.2 exactly (no float drift): 10 + 20 cents = 30 cents', () => {
    const lines = [
      { ...emptyLine(), accountId: 1, debit: '0,1' },
      { ...emptyLine(), accountId: 1, debit: '0,2' },
      { ...emptyLine(), accountId: 2, credit: '0,3' },
    ];
    expect(journalBalance(lines)).toMatchObject({ debit: 30, credit: 30, difference: 0, balanced: true, linesValid: true });
  });
});

describe('general journal', () => {
  it('a debit clears the credit of the line and the reverse; clearing one side keeps the other', () => {
    const line = { ...emptyLine(), credit: '100' };
    const withDebit = setLineAmount(line, 'debit', '5');
    expect(withDebit).toMatchObject({ debit: '5', credit: '' });
    expect(setLineAmount(withDebit, 'credit', '7')).toMatchObject({ debit: '', credit: '7' });
    expect(setLineAmount({ ...line, debit: '' }, 'debit', '')).toMatchObject({ credit: '100' });
  });

  it('keeps at least two lines', () => {
    const lines = [emptyLine(), emptyLine()];
    expect(removeLine(lines, lines[0].key)).toHaveLength(2);
    const three = [...lines, emptyLine()];
    expect(removeLine(three, three[2].key)).toHaveLength(2);
  });

  it('refuses an unbalanced journal, a single line and a line without account with the spec text', () => {
    const form = (lines: GeneralForm['lines']): GeneralForm => ({ date: dayjs('2026-11-02'), memo: '', party: '', lines });
    // 50.000 debit against 40.000 credit: difference 10.000
    const unbalanced = form([{ ...emptyLine(), accountId: 9, debit: '50000' }, { ...emptyLine(), accountId: 1, credit: '40000' }]);
    expect(journalBalance(unbalanced.lines).difference).toBe(1000000);
    expect(validateGeneral(unbalanced)).toBe(FINANCE_TEXTS.unbalanced);
    expect(validateGeneral(form([{ ...emptyLine(), accountId: 9, debit: '0' }, { ...emptyLine(), accountId: 1, credit: '0' }]))).toBe(FINANCE_TEXTS.unbalanced);
    expect(validateGeneral(form([{ ...emptyLine(), debit: '5' }, { ...emptyLine(), accountId: 1, credit: '5' }]))).toBe(FINANCE_TEXTS.unbalanced);
    expect(validateGeneral({ ...unbalanced, date: null })).toEqual({ field: 'date', message: FINANCE_TEXTS.date });

    const ok = form([{ ...emptyLine(), accountId: 9, debit: '50000', note: ' listrik ' }, { ...emptyLine(), accountId: 1, credit: '50000' }, emptyLine()]);
    expect(validateGeneral(ok)).toBeNull();
    expect(generalBody(ok)).toEqual({
      trx_date: '2026-11-02',
      memo: null,
      party: null,
      lines: [
        { account_id: 9, debit: '50000.00', credit: '0.00', note: 'listrik' },
        { account_id: 1, debit: '0.00', credit: '50000.00', note: null },
      ],
    });
  });
});

describe('general journal accounts', () => {
  it('offers the active accounts without the control accounts and their sub-accounts', () => {
    const sub = { ...acc(4, '1-310', 'Piutang Reseller'), parent_id: 5, controlled: true };
    const list = [...ACCOUNTS, acc(5, '1-300', 'Piutang Usaha', 'piutang'), sub, acc(6, '4-100', 'Penjualan Telur', 'penjualan_telur'), acc(7, '4-900', 'Pendapatan Lain', 'pendapatan_lain')];
    expect(lineAccounts(list).map((a) => a.code)).toEqual(['1-100', '1-200', '6-100', '4-900']);
  });
});

describe('quick expense', () => {
  it('offers the active 6- accounts and Kas first, then Bank', () => {
    expect(expenseAccounts(ACCOUNTS).map((a) => a.code)).toEqual(['6-100']);
    expect(cashAccounts(ACCOUNTS).map((a) => a.code)).toEqual(['1-100', '1-200']);
  });

  it('needs a nominal and both accounts, then debits the expense and credits cash', () => {
    const base = { amount: '', expenseId: 9, cashId: 1, date: dayjs('2026-11-05'), memo: 'Solar genset' } as const;
    expect(validateQuick({ ...base })).toEqual({ field: 'amount', message: 'Nominal belum diisi' });
    expect(validateQuick({ ...base, amount: '0' })).toEqual({ field: 'amount', message: 'Nominal belum diisi' });
    expect(validateQuick({ ...base, amount: '1000', expenseId: '' })).toBe('Akun biaya (6-xxx) atau Kas belum ditemukan.');
    expect(validateQuick({ ...base, amount: '1000', cashId: '' })).toBe('Akun biaya (6-xxx) atau Kas belum ditemukan.');
    expect(validateQuick({ ...base, amount: '125000,5' })).toBeNull();
    expect(quickBody({ ...base, amount: '125000,5' })).toEqual({
      trx_date: '2026-11-05',
      memo: 'Solar genset',
      lines: [
        { account_id: 9, debit: '125000.50', credit: '0' },
        { account_id: 1, debit: '0', credit: '125000.50' },
      ],
    });
  });
});

describe('ranges', () => {
  it('this month by default; the shortcuts are whole earlier months', () => {
    const today = dayjs('2026-03-15');
    expect(monthRange(0, today).start.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(monthRange(0, today).end.format('YYYY-MM-DD')).toBe('2026-03-31');
    expect(monthRange(1, today).start.format('YYYY-MM-DD')).toBe('2026-02-01');
    expect(monthRange(1, today).end.format('YYYY-MM-DD')).toBe('2026-02-28');
    expect(monthRange(2, today).start.format('YYYY-MM-DD')).toBe('2026-01-01');
  });
});

describe('closableMonths (Tutup Buku)', () => {
  it('offers the months that have ended after the lock, newest first, named in Indonesian', () => {
    expect(closableMonths(dayjs('2026-11-27'), '2026-08-31')).toEqual([
      { end: '2026-10-31', label: 'Oktober 2026' },
      { end: '2026-09-30', label: 'September 2026' },
    ]);
    // On a month's last day that month can be closed too.
    expect(closableMonths(dayjs('2026-11-30'), '2026-10-31')).toEqual([{ end: '2026-11-30', label: 'November 2026' }]);
    expect(closableMonths(dayjs('2026-11-27'), '2026-10-31')).toEqual([]);
    expect(closableMonths(dayjs('2026-03-15'), null, 3).map((m) => m.end)).toEqual(['2026-02-28', '2026-01-31']);
  });
});

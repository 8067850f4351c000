import { describe, expect, it } from 'vitest';
import { moneyAccountOptions, type MoneyAccountSource } from './money-account';

const acc = (id: number, code: string, name: string, parent_id: number | null, system_key: string | null = null, is_active = true): MoneyAccountSource => ({ id, code, name, parent_id, system_key, is_active });

// Kas 1-100 (system) with Kas Kecil under it; Bank 1-200 (system) with BCA, BRI (inactive), and Mandiri under a group under Bank; Piutang is not money.
const ACCOUNTS = [
  acc(1, '1-100', 'Kas', null, 'kas'),
  acc(2, '1-200', 'Bank', null, 'bank'),
  acc(3, '1-300', 'Piutang Usaha', null, 'piutang'),
  acc(11, '1-101', 'Kas Kecil', 1),
  acc(22, '1-202', 'Bank BRI', 2, null, false),
  acc(21, '1-201', 'Bank BCA', 2),
  acc(23, '1-210', 'Rekening Lain', 2),
  acc(24, '1-211', 'Bank Mandiri', 23),
  acc(31, '1-301', 'Piutang Lain', 3),
];

describe('moneyAccountOptions: the Kas/Bank a payment leaves from', () => {
  it('offers the main Kas first for Tunai, then its active sub-accounts by code', () => {
    expect(moneyAccountOptions(ACCOUNTS, 'cash')).toEqual([
      { value: '', label: '1-100 Kas' },
      { value: '11', label: '1-101 Kas Kecil' },
    ]);
  });

  it('offers Bank for Transfer with its sub-accounts at any depth, not the inactive one nor another root', () => {
    expect(moneyAccountOptions(ACCOUNTS, 'transfer')).toEqual([
      { value: '', label: '1-200 Bank' },
      { value: '21', label: '1-201 Bank BCA' },
      { value: '23', label: '1-210 Rekening Lain' },
      { value: '24', label: '1-211 Bank Mandiri' },
    ]);
  });

  it('is the main account alone while the accounts are not known, and survives a parent loop', () => {
    expect(moneyAccountOptions(undefined, 'transfer')).toEqual([{ value: '', label: 'Bank' }]);
    const loop = [acc(1, '1-100', 'Kas', null, 'kas'), acc(5, '1-105', 'A', 6), acc(6, '1-106', 'B', 5)];
    expect(moneyAccountOptions(loop, 'cash')).toEqual([{ value: '', label: '1-100 Kas' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { accountBody, countByType, emptyAccountForm, validateAccount, withType, type AccountRow } from './chart-of-accounts';

const row = (code: string, type: AccountRow['type']): AccountRow => ({
  id: 1, code, name: code, type, parent_id: null, parent_code: null, parent_name: null, is_active: true, system_key: null, is_system: false, has_postings: false,
});

describe('chart of accounts', () => {
  it('counts the accounts of each type', () => {
    expect(countByType([row('1-100', 'asset'), row('1-200', 'asset'), row('6-100', 'expense'), row('5-100', 'expense')])).toEqual({ asset: 2, liability: 0, equity: 0, income: 0, expense: 2 });
  });

  it('needs code, name and type', () => {
    const form = { ...emptyAccountForm(), code: '6-700', name: ' ' };
    expect(validateAccount(form)).toEqual({ field: 'name', message: 'Kode, nama, dan tipe wajib diisi' });
    expect(validateAccount({ ...form, code: '' })).toEqual({ field: 'code', message: 'Kode, nama, dan tipe wajib diisi' });
    expect(validateAccount({ ...form, name: 'Transport' })).toEqual({ field: 'type', message: 'Kode, nama, dan tipe wajib diisi' });
    expect(validateAccount({ ...form, name: 'Transport', type: 'expense' })).toBeNull();
  });

  it('a new type clears the parent; the same type keeps it', () => {
    const form = { ...emptyAccountForm(), type: 'expense' as const, parentId: 5 };
    expect(withType(form, 'expense').parentId).toBe(5);
    expect(withType(form, 'asset')).toMatchObject({ type: 'asset', parentId: null });
  });

  it('sends the trimmed values with parent_id null and is_active', () => {
    expect(accountBody({ code: ' 6-700 ', name: ' Transport ', type: 'expense', parentId: null, isActive: false })).toEqual({
      code: '6-700', name: 'Transport', type: 'expense', parent_id: null, is_active: false,
    });
  });
});

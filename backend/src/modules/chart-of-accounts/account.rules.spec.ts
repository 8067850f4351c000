import { checkAccountCode, checkParentType, parentAfterUpdate } from './account.rules';

describe('chart of accounts rules', () => {
  it('accepts a code of the class of its type, expenses in class 5 or 6', () => {
    expect(() => checkAccountCode('1-100', 'asset')).not.toThrow();
    expect(() => checkAccountCode('5-100', 'expense')).not.toThrow();
    expect(() => checkAccountCode('6-210.1', 'expense')).not.toThrow();
    expect(() => checkAccountCode('4-A-2', 'income')).not.toThrow();
  });

  it('refuses a malformed code, and a code of another class naming the digits its type allows', () => {
    const format = 'Format kode akun: digit kelas 1–6, tanda -, lalu angka/huruf (contoh 6-100).';
    expect(() => checkAccountCode('7-100', 'expense')).toThrow(format);
    expect(() => checkAccountCode('6100', 'expense')).toThrow(format);
    expect(() => checkAccountCode('6-.1', 'expense')).toThrow(format);
    expect(() => checkAccountCode('4-100', 'expense')).toThrow(
      'Kode akun bertipe expense harus diawali 5- atau 6- (1 asset, 2 liability, 3 equity, 4 income, 5–6 expense).',
    );
    expect(() => checkAccountCode('1-300', 'liability')).toThrow('Kode akun bertipe liability harus diawali 2- (1 asset');
  });

  it('wants a parent of the same type', () => {
    expect(() => checkParentType({ code: '6-100', type: 'expense' }, 'expense')).not.toThrow();
    expect(() => checkParentType({ code: '1-100', type: 'asset' }, 'expense')).toThrow('Akun induk harus bertipe sama (expense); 1-100 bertipe asset.');
  });

  it('keeps the current parent unless one is sent, and drops it when the type changes', () => {
    const cur = { parent_id: 12, type: 'expense' as const };
    expect(parentAfterUpdate(undefined, cur, 'expense')).toBe(12);
    expect(parentAfterUpdate(undefined, cur, 'income')).toBeNull();
    expect(parentAfterUpdate(null, cur, 'expense')).toBeNull();
    expect(parentAfterUpdate(30, cur, 'income')).toBe(30);
  });
});

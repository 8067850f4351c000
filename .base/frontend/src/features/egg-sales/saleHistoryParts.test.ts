import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { SaleRow } from './egg-sales';
import { NO_DIALOG, dialogOf, saleDialogReducer, type SaleDialog } from './saleDialogs';
import { historyQuery } from './useSaleFilters';

const sale: SaleRow = {
  sale_id: 7,
  sale_date: '2026-11-02',
  finance_code: 'PT-2611-0007',
  journal_id: 40,
  journal_code: 'PT-2611-0007',
  customer_id: 3,
  customer: 'Toko Sari',
  payment_status: 'belum',
  payment_method: 'piutang',
  due_date: null,
  amount_outstanding: '500000.00',
  amount_paid: '0.00',
  amount_returned: '0.00',
  amount_discount: '0.00',
  kg_a: 20,
  kg_b: 0,
  kg_c: 0,
  total_kg: 20,
  avg_price_blended: '25000.00',
  total_amount: '500000.00',
  notes: null,
  preorder_id: null,
  is_opening: false,
};
const anchor = {} as HTMLElement;
const menu: SaleDialog = { kind: 'menu', anchor, sale };

describe('saleDialogReducer (the one open modal of the history)', () => {
  it('opens a modal in place of whatever was open', () => {
    const journal = saleDialogReducer(NO_DIALOG, { type: 'open', dialog: { kind: 'journal', journalId: 40 } });
    expect(journal).toEqual({ kind: 'journal', journalId: 40 });
    expect(saleDialogReducer(journal, { type: 'open', dialog: { kind: 'receipt', sale, mode: 'receive' } })).toEqual({ kind: 'receipt', sale, mode: 'receive' });
  });

  it('turns a menu item into its modal for the sale the menu was opened for', () => {
    expect(saleDialogReducer(menu, { type: 'choose', choice: 'edit' })).toEqual({ kind: 'edit', saleId: 7 });
    expect(saleDialogReducer(menu, { type: 'choose', choice: 'return' })).toEqual({ kind: 'return', saleId: 7 });
    expect(saleDialogReducer(menu, { type: 'choose', choice: 'delete' })).toEqual({ kind: 'delete', sale });
  });

  it('ignores a menu item when no menu is open', () => {
    const edit: SaleDialog = { kind: 'edit', saleId: 7 };
    expect(saleDialogReducer(edit, { type: 'choose', choice: 'delete' })).toBe(edit);
    expect(saleDialogReducer(NO_DIALOG, { type: 'choose', choice: 'edit' })).toBe(NO_DIALOG);
  });

  it('an edit refused in a closed period hands over to the return of the same sale', () => {
    const edit = saleDialogReducer(menu, { type: 'choose', choice: 'edit' });
    expect(saleDialogReducer(edit, { type: 'open', dialog: { kind: 'return', saleId: 7 } })).toEqual({ kind: 'return', saleId: 7 });
  });

  it('closes only the modal that asks to close', () => {
    const ret: SaleDialog = { kind: 'return', saleId: 7 };
    expect(saleDialogReducer(ret, { type: 'close', kind: 'return' })).toEqual({ kind: 'none' });
    expect(saleDialogReducer(ret, { type: 'close', kind: 'edit' })).toBe(ret);
    expect(saleDialogReducer(menu, { type: 'close', kind: 'menu' })).toEqual({ kind: 'none' });
  });

  it('dialogOf gives the open dialog of a kind, else null', () => {
    expect(dialogOf(menu, 'menu')?.sale.sale_id).toBe(7);
    expect(dialogOf(menu, 'delete')).toBeNull();
    expect(dialogOf(NO_DIALOG, 'edit')).toBeNull();
  });
});

describe('historyQuery (filters to the list query)', () => {
  const range = { start: dayjs('2026-10-20'), end: dayjs('2026-11-02') };

  it('sends the days and leaves out the filters set to all', () => {
    expect(historyQuery({ range, customerId: '', payment: '' })).toEqual({
      ready: true,
      query: { from: '2026-10-20', to: '2026-11-02', customer_id: undefined, payment: undefined },
    });
  });

  it('sends the chosen customer and payment method', () => {
    expect(historyQuery({ range, customerId: 3, payment: 'piutang' }).query).toEqual({ from: '2026-10-20', to: '2026-11-02', customer_id: 3, payment: 'piutang' });
  });

  it('is not ready while a date is missing or invalid', () => {
    expect(historyQuery({ range: { start: null, end: range.end }, customerId: '', payment: '' })).toEqual({
      ready: false,
      query: { from: undefined, to: '2026-11-02', customer_id: undefined, payment: undefined },
    });
    expect(historyQuery({ range: { start: range.start, end: dayjs('not a date') }, customerId: '', payment: '' }).ready).toBe(false);
  });
});

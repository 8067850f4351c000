import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { receiptBody, validateReceipt, type ReceiptForm } from '../../data/receipt';
import { canReceive, customerOptionLabel, defaultFilter, paidProblem, receiptForm, saleQuery, statusLabel, type SaleRow } from './reseller-sales';

/** The receipt check as the dialog runs it (ReceiptDialog): this screen's 'Nota sudah lunas.' first, then §5 of data/receipt. */
const check = (f: ReceiptForm, sale: Pick<SaleRow, 'sale_id' | 'customer_id' | 'amount_outstanding'>) => paidProblem(sale) ?? validateReceipt(sale, 'receive', f);

const TODAY = dayjs('2026-11-20');

describe('Transaksi Reseller rules (spec part 2 Transaksi Reseller, §4, §5 Receipt, §9)', () => {
  it('defaults to 13 days back to today; a reseller never sends a customer', () => {
    const f = defaultFilter(TODAY);
    expect(saleQuery(f, false)).toEqual({ from: '2026-11-07', to: '2026-11-20' });
    expect(saleQuery({ ...f, customerId: '4', payment: 'piutang' }, false)).toEqual({ from: '2026-11-07', to: '2026-11-20', customer_id: 4, payment: 'piutang' });
    expect(saleQuery({ ...f, customerId: '4', payment: 'cash' }, true)).toEqual({ from: '2026-11-07', to: '2026-11-20', payment: 'cash' });
  });

  it("marks the caller's own account and shows the status of piutang sales only", () => {
    expect(customerOptionLabel({ name: 'Reseller Sukamaju', is_me: true })).toBe('Reseller Sukamaju (akun ini)');
    expect(customerOptionLabel({ name: 'Toko', is_me: false })).toBe('Toko');
    expect(statusLabel({ payment_method: 'piutang', payment_status: 'sebagian' })).toBe('Sebagian');
    expect(statusLabel({ payment_method: 'cash', payment_status: 'lunas' })).toBe('-');
  });

  it('offers Terima only for a piutang sale with a customer and an outstanding above 0', () => {
    expect(canReceive({ payment_method: 'piutang', customer_id: 1, amount_outstanding: '0.01' })).toBe(true);
    expect(canReceive({ payment_method: 'piutang', customer_id: 1, amount_outstanding: '0.00' })).toBe(false);
    expect(canReceive({ payment_method: 'piutang', customer_id: 1, amount_outstanding: '-500.00' })).toBe(false);
    expect(canReceive({ payment_method: 'transfer', customer_id: 1, amount_outstanding: '10.00' })).toBe(false);
  });

  it('checks a receipt as §5 says and sends exact decimal strings', () => {
    const sale = { sale_id: 9, customer_id: 2, amount_outstanding: '550000.50', finance_code: 'PT-2611-0009' };
    const f = receiptForm(sale, TODAY);
    expect(f).toMatchObject({ method: 'cash', amount: '550.000,50', memo: 'Pelunasan nota PT-2611-0009' });
    expect(check(f, sale)).toBeNull();
    expect(check({ ...f, amount: '', discount: '' }, sale)).toBe('Isi nilai pembayaran atau diskon.');
    // 550.000,00 paid + 1,00 discount = 550.001,00 > 550.000,50 outstanding
    expect(check({ ...f, amount: '550.000', discount: '1' }, sale)).toBe('Nilai melebihi sisa nota.');
    expect(check({ ...f, amount: '500.000', discount: '50.000,5' }, sale)).toBeNull();
    expect(check(f, { ...sale, amount_outstanding: '0.00' })).toBe('Nota sudah lunas.');
    expect(check(f, { ...sale, customer_id: 0 })).toBe('Nota ini tidak terkait customer.');
    expect(receiptBody(sale, 'receive', { ...f, amount: '500.000', discount: '50.000,5', fee: '6.500' })).toEqual({
      receipt_date: '2026-11-20',
      customer_id: 2,
      method: 'cash',
      memo: 'Pelunasan nota PT-2611-0009',
      bank_fee: '6500.00',
      discount_total: '50000.50',
      is_refund: false,
      allocations: [{ sale_id: 9, amount_applied: '500000.00', discount_applied: '50000.50' }],
    });
  });
});

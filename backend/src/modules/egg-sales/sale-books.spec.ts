import { receiptJournal, returnJournal, saleJournal, saleReplacement, saleReversal } from './sale-books';
import { formatCents } from '../../common/money';

const sale = { id: 7, sale_date: '2026-11-02', payment_method: 'piutang' as const, total: 38500000n, customer: 'Bu Sri', lines: [{ grade: 'A' as const, qty_kg: 10.25 }] };
const lines = (j: { lines: Array<{ account_key?: string; debit?: bigint; credit?: bigint }> }) =>
  j.lines.map((l) => [l.account_key, formatCents(l.debit ?? 0n), formatCents(l.credit ?? 0n)]);

describe('egg sale postings (DESIGN §5)', () => {
  it('debits Kas, Bank or Piutang by method and credits Penjualan Telur', () => {
    expect(lines(saleJournal(sale))).toEqual([
      ['piutang', '385000.00', '0.00'],
      ['penjualan_telur', '0.00', '385000.00'],
    ]);
    expect(lines(saleJournal({ ...sale, payment_method: 'cash' }))[0][0]).toBe('kas');
    expect(lines(saleJournal({ ...sale, payment_method: 'transfer' }))[0][0]).toBe('bank');
    expect(saleJournal(sale)).toMatchObject({ trx_date: '2026-11-02', source_type: 'egg_sale', source_id: '7', party: 'Bu Sri' });
    expect(saleJournal(sale).lines[0].note).toBe('Telur A 10,25 kg');
  });

  it('reverses a sale on its own date and links the replacement to the original', () => {
    const rv = saleReversal(sale, 11, 'PT-2611-0001', 'diubah');
    expect(rv).toMatchObject({ kind: 'reversal', reverses_id: 11, trx_date: '2026-11-02', memo: 'Pembalik PT-2611-0001: penjualan telur diubah' });
    expect(lines(rv)).toEqual([
      ['piutang', '0.00', '385000.00'],
      ['penjualan_telur', '385000.00', '0.00'],
    ]);
    expect(saleReplacement({ ...sale, sale_date: '2026-11-03' }, 11, 'PT-2611-0001')).toMatchObject({ kind: 'correction', corrects_id: 11, trx_date: '2026-11-03' });
  });

  it('posts a receipt net of the bank fee with the discount, and a refund with the fee on top', () => {
    const r = { id: 3, receipt_date: '2026-11-05', method: 'transfer' as const, is_refund: false, amount: 32000000n, discount: 500000n, bank_fee: 650000n, customer: 'Bu Sri', memo: 'x' };
    expect(lines(receiptJournal(r))).toEqual([
      ['bank', '313500.00', '0.00'],
      ['biaya_admin_bank', '6500.00', '0.00'],
      ['potongan_penjualan', '5000.00', '0.00'],
      ['piutang', '0.00', '325000.00'],
    ]);
    // No fee, no discount: the zero lines are left out.
    expect(lines(receiptJournal({ ...r, method: 'cash', discount: 0n, bank_fee: 0n }))).toEqual([
      ['kas', '320000.00', '0.00'],
      ['piutang', '0.00', '320000.00'],
    ]);
    expect(lines(receiptJournal({ ...r, is_refund: true, discount: 0n, bank_fee: 250000n }))).toEqual([
      ['piutang', '320000.00', '0.00'],
      ['biaya_admin_bank', '2500.00', '0.00'],
      ['bank', '0.00', '322500.00'],
    ]);
  });

  it('posts a return on its day: Dr Retur Penjualan Telur, Cr Piutang Usaha / Kas / Bank by the sale method', () => {
    const r = { id: 4, return_date: '2026-12-01', payment_method: 'piutang' as const, total: 3750000n, customer: 'Bu Sri', sale_code: 'PT-2611-0001', lines: [{ grade: 'A' as const, qty_kg: 1.5 }] };
    expect(lines(returnJournal(r))).toEqual([
      ['retur_penjualan_telur', '37500.00', '0.00'],
      ['piutang', '0.00', '37500.00'],
    ]);
    expect(returnJournal(r)).toMatchObject({ trx_date: '2026-12-01', source_type: 'egg_sale_return', source_id: '4', memo: 'Retur penjualan telur PT-2611-0001 Bu Sri' });
    expect(lines(returnJournal({ ...r, payment_method: 'cash' }))[1]).toEqual(['kas', '0.00', '37500.00']);
    expect(lines(returnJournal({ ...r, payment_method: 'transfer' }))[1]).toEqual(['bank', '0.00', '37500.00']);
  });
});

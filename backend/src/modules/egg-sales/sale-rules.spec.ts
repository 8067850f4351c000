import { formatCents } from '../../common/money';
import {
  assertInStock,
  assertNotOpening,
  changesBooks,
  checkEditAgainstHistory,
  checkPartiesKept,
  checkRemovable,
  checkSaleDate,
  cleanLines,
  dueDate,
  kgOf,
  OPENING_INVOICE_MSG,
  paidAtOnce,
  SaleState,
  saleTotal,
} from './sale-rules';

/** The message a rule refuses with, or null when it accepts. */
const refusal = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

/** The HTTP status a rule refuses with. */
const status = (run: () => unknown): number | null => {
  try {
    run();
    return null;
  } catch (e) {
    return (e as { getStatus(): number }).getStatus();
  }
};

const TODAY = '2026-11-18';

/** A piutang sale of 02/11/2026 for Rp 385.000, nothing paid, returned or discounted. */
const SALE: SaleState = {
  sale_date: '2026-11-02',
  customer_id: 3,
  payment_method: 'piutang',
  preorder_id: null,
  total_amount: '385000.00',
  amount_paid: '0.00',
  amount_discount: '0.00',
  amount_returned: '0.00',
  is_opening: false,
  receipts: 0,
  first_receipt: null,
  returns: 0,
  first_return: null,
};
const EDIT = { sale_date: '2026-11-02', customer_id: 3, payment_method: 'piutang' as const };

describe('sale lines and their amounts (part 2 §5)', () => {
  it('prices each line exactly in cents and totals them', () => {
    const lines = cleanLines(
      [
        { grade: 'C', qty_kg: 4, unit_price: 24500 },
        { grade: 'A', qty_kg: 12.5, unit_price: 27500 },
        { grade: 'B', qty_kg: 0, unit_price: 0 },
      ],
      false,
    );
    // A: 12,5 kg × Rp 27.500 = Rp 343.750; C: 4 kg × Rp 24.500 = Rp 98.000; B (0 kg) left out; sorted A, C.
    expect(lines.map((l) => [l.grade, formatCents(l.amount)])).toEqual([
      ['A', '343750.00'],
      ['C', '98000.00'],
    ]);
    // 343.750 + 98.000 = Rp 441.750.
    expect(formatCents(saleTotal(lines))).toBe('441750.00');
    expect(kgOf(lines)).toEqual([12.5, 0, 4]);
  });

  it('keeps the cents of a kg with 2 decimals, never a float sum', () => {
    // 25,55 kg × Rp 27.333 = 2.555 hundredths × 27.333 = 69.835.815 cents = Rp 698.358,15.
    // 0,1 kg × Rp 3 = 10 × 3 = 30 cents; 0,2 kg × Rp 3 = 60 cents (0.1 + 0.2 as floats would not be 0.3).
    const [a] = cleanLines([{ grade: 'A', qty_kg: 25.55, unit_price: 27333 }], false);
    expect(formatCents(a.amount)).toBe('698358.15');
    const small = cleanLines(
      [
        { grade: 'A', qty_kg: 0.1, unit_price: 3 },
        { grade: 'B', qty_kg: 0.2, unit_price: 3 },
      ],
      false,
    );
    expect(formatCents(saleTotal(small))).toBe('0.90');
    // 1,13 kg is 113 hundredths (as a float 1.13 × 100 = 112.99999999999999): 113 × Rp 1.000 = Rp 1.130.
    expect(formatCents(cleanLines([{ grade: 'C', qty_kg: 1.13, unit_price: 1000 }], false)[0].amount)).toBe('1130.00');
  });

  it('refuses a grade twice, a line without a whole price and a sale without kg (400)', () => {
    expect(refusal(() => cleanLines([{ grade: 'A', qty_kg: 1, unit_price: 1 }, { grade: 'A', qty_kg: 2, unit_price: 1 }], false))).toBe('Grade A diisi lebih dari sekali.');
    expect(refusal(() => cleanLines([{ grade: 'B', qty_kg: 1, unit_price: 0 }], false))).toBe('Harga per kg grade B wajib diisi (rupiah ≥ 1).');
    expect(refusal(() => cleanLines([{ grade: 'B', qty_kg: 1, unit_price: 2.5 }], false))).toBe('Harga per kg grade B wajib diisi (rupiah ≥ 1).');
    expect(refusal(() => cleanLines([{ grade: 'A', qty_kg: 0, unit_price: 27000 }], false))).toBe('Isi minimal satu Qty.');
    // A pre-order execution answers its own message for both.
    expect(refusal(() => cleanLines([{ grade: 'A', qty_kg: 0, unit_price: 27000 }], true))).toBe('Qty/harga belum valid atau melebihi stok.');
    expect(refusal(() => cleanLines([{ grade: 'A', qty_kg: 1, unit_price: 0 }], true))).toBe('Qty/harga belum valid atau melebihi stok.');
    expect(status(() => cleanLines([], false))).toBe(400);
  });

  it('has a cash or transfer sale paid at once, a piutang sale not yet', () => {
    expect(formatCents(paidAtOnce('cash', 44175000n))).toBe('441750.00');
    expect(formatCents(paidAtOnce('transfer', 44175000n))).toBe('441750.00');
    expect(formatCents(paidAtOnce('piutang', 44175000n))).toBe('0.00');
  });
});

describe('sale dates and due dates', () => {
  it('takes a sale date from 01/01/2000 to today', () => {
    expect(refusal(() => checkSaleDate('2000-01-01', TODAY))).toBeNull();
    expect(refusal(() => checkSaleDate(TODAY, TODAY))).toBeNull();
    expect(refusal(() => checkSaleDate('1999-12-31', TODAY))).toBe('Tanggal tidak boleh sebelum 01/01/2000.');
    expect(refusal(() => checkSaleDate('2026-11-19', TODAY))).toBe('Tanggal tidak boleh melewati hari ini.');
  });

  it('keeps a due date only for piutang, from the sale day to a year after today', () => {
    expect(dueDate('cash', '2026-11-02', '2026-12-02', TODAY)).toBeNull();
    expect(dueDate('piutang', '2026-11-02', null, TODAY)).toBeNull();
    expect(dueDate('piutang', '2026-11-02', '2026-11-02', TODAY)).toBe('2026-11-02');
    // 18/11/2026 + 1 year = 18/11/2027: the last day allowed.
    expect(dueDate('piutang', '2026-11-02', '2027-11-18', TODAY)).toBe('2027-11-18');
    expect(refusal(() => dueDate('piutang', '2026-11-02', '2027-11-19', TODAY))).toBe('Jatuh tempo paling lambat 1 tahun dari hari ini.');
    expect(refusal(() => dueDate('piutang', '2026-11-02', '2026-11-01', TODAY))).toBe('Jatuh tempo tidak boleh sebelum tanggal penjualan.');
  });
});

describe('stock of a sale (ADR 0009: no oversell)', () => {
  const lines = cleanLines([{ grade: 'A', qty_kg: 12, unit_price: 27000 }], false);

  it('takes up to the kg available and refuses one gram more (422 naming the grade and the kg)', () => {
    expect(refusal(() => assertInStock('2026-11-02', lines, { A: 12, B: 0, C: 0 }, false))).toBeNull();
    // 11,999 kg available: shown rounded down to 2 decimals, 11,99 kg.
    expect(refusal(() => assertInStock('2026-11-02', lines, { A: 11.999, B: 0, C: 0 }, false))).toBe(
      'Stok telur grade A tidak cukup: tersedia 11,99 kg pada 02/11/2026 (termasuk penjualan sesudahnya), diminta 12 kg.',
    );
    expect(refusal(() => assertInStock('2026-11-02', lines, { A: 10.5, B: 0, C: 0 }, true))).toBe('Grade A: 12,00 kg melebihi stok 10,50 kg.');
    expect(status(() => assertInStock('2026-11-02', lines, { A: 0, B: 0, C: 0 }, false))).toBe(422);
  });
});

describe('what an edit keeps', () => {
  it('keeps an opening invoice for the Saldo Awal screen', () => {
    expect(refusal(() => assertNotOpening({ is_opening: true }))).toBe(OPENING_INVOICE_MSG);
    expect(refusal(() => assertNotOpening(SALE))).toBeNull();
  });

  it('keeps customer and method of a sale with receipts, and the customer of a pre-order sale', () => {
    const paid = { ...SALE, receipts: 1, first_receipt: '2026-11-05' };
    expect(refusal(() => checkPartiesKept(paid, { ...EDIT, customer_id: 4 }))).toBe('Penjualan ini sudah ada pembayaran; pelanggannya tidak dapat diubah.');
    expect(refusal(() => checkPartiesKept(paid, { ...EDIT, payment_method: 'cash' }))).toBe('Penjualan ini sudah ada pembayaran; metode bayarnya tidak dapat diubah.');
    expect(refusal(() => checkPartiesKept({ ...SALE, preorder_id: 9 }, { ...EDIT, customer_id: 4 }))).toBe('Penjualan dari pesanan; pelanggannya tidak dapat diubah.');
    expect(refusal(() => checkPartiesKept(SALE, { ...EDIT, customer_id: 4, payment_method: 'cash' }))).toBeNull();
  });

  it('does not date a paid sale after its first receipt', () => {
    const paid = { ...SALE, receipts: 1, first_receipt: '2026-11-05' };
    const lines = cleanLines([{ grade: 'A', qty_kg: 10, unit_price: 27000 }], false);
    expect(refusal(() => checkEditAgainstHistory(paid, { ...EDIT, sale_date: '2026-11-05' }, lines, []))).toBeNull();
    expect(refusal(() => checkEditAgainstHistory(paid, { ...EDIT, sale_date: '2026-11-06' }, lines, []))).toBe('Tanggal penjualan tidak boleh sesudah tanggal pembayarannya (05/11/2026).');
  });

  it('keeps at least what was returned: kg per grade and the returns value', () => {
    // Returned: 2,5 kg of A at Rp 20.000 = Rp 50.000.
    const returned = { ...SALE, returns: 1, first_return: '2026-11-04', amount_returned: '50000.00' };
    const back = [{ grade: 'A' as const, returned_kg: 2.5 }];
    const keep = (qty: number, price: number) => cleanLines([{ grade: 'A', qty_kg: qty, unit_price: price }], false);
    // 2,5 kg × Rp 20.000 = Rp 50.000: exactly the returns' value, accepted.
    expect(refusal(() => checkEditAgainstHistory(returned, EDIT, keep(2.5, 20000), back))).toBeNull();
    expect(refusal(() => checkEditAgainstHistory(returned, EDIT, keep(2.49, 30000), back))).toBe('Qty grade A tidak boleh kurang dari yang sudah diretur (2,5 kg).');
    // 3 kg × Rp 16.666 = Rp 49.998 < Rp 50.000.
    expect(refusal(() => checkEditAgainstHistory(returned, EDIT, keep(3, 16666), back))).toBe('Total penjualan tidak boleh kurang dari nilai returnya (Rp 50.000).');
    expect(refusal(() => checkEditAgainstHistory(returned, { ...EDIT, sale_date: '2026-11-05' }, keep(3, 20000), back))).toBe(
      'Tanggal penjualan tidak boleh sesudah tanggal returnya (04/11/2026).',
    );
    expect(refusal(() => checkEditAgainstHistory(returned, { ...EDIT, customer_id: 4 }, keep(3, 20000), back))).toBe('Penjualan ini sudah ada retur; pelanggannya tidak dapat diubah.');
    expect(refusal(() => checkEditAgainstHistory(returned, { ...EDIT, payment_method: 'cash' }, keep(3, 20000), back))).toBe('Penjualan ini sudah ada retur; metode bayarnya tidak dapat diubah.');
  });

  it('reposts the journal only when the amount, method, date or customer change', () => {
    // Stored Rp 385.000 = 38.500.000 cents.
    expect(changesBooks(SALE, EDIT, 38500000n)).toBe(false);
    expect(changesBooks(SALE, EDIT, 38500001n)).toBe(true);
    expect(changesBooks(SALE, { ...EDIT, payment_method: 'cash' }, 38500000n)).toBe(true);
    expect(changesBooks(SALE, { ...EDIT, sale_date: '2026-11-03' }, 38500000n)).toBe(true);
    expect(changesBooks(SALE, { ...EDIT, customer_id: 4 }, 38500000n)).toBe(true);
  });
});

describe('what a delete may not remove', () => {
  it('refuses a piutang sale with net payments, a discount or returns (422)', () => {
    expect(refusal(() => checkRemovable(SALE))).toBeNull();
    expect(refusal(() => checkRemovable({ ...SALE, amount_paid: '150000.50' }))).toBe(
      'Penjualan ini sudah dibayar Rp 150.000,50 dan tidak dapat dihapus. Telur yang dikembalikan dicatat dengan Retur.',
    );
    // A cash sale is paid at once (amount_paid = total) and may be deleted.
    expect(refusal(() => checkRemovable({ ...SALE, payment_method: 'cash', amount_paid: '385000.00' }))).toBeNull();
    expect(refusal(() => checkRemovable({ ...SALE, amount_discount: '500.00' }))).toBe('Penjualan ini sudah mendapat diskon pelunasan dan tidak dapat dihapus.');
    expect(refusal(() => checkRemovable({ ...SALE, returns: 1 }))).toBe('Penjualan ini sudah ada retur dan tidak dapat dihapus.');
    expect(status(() => checkRemovable({ ...SALE, returns: 1 }))).toBe(422);
  });
});

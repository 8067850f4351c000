import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  RECEIPT_TEXTS,
  SALE_TEXTS,
  activeCustomers,
  capQty,
  editBody,
  editFormOf,
  emptyLines,
  emptySaleForm,
  lineCents,
  linesTotal,
  notaText,
  ownKg,
  paymentStatus,
  receiptBody,
  receiptFormOf,
  receiptModeOf,
  returnAmount,
  returnBody,
  returnFormOf,
  saleActionOf,
  saleBody,
  validateReturn,
  validateReceipt,
  validateSale,
  validateEdit,
  waLink,
  type Customer,
  type ReceiptSale,
  type SaleDetail,
  type SaleForm,
} from './egg-sales';

const TODAY = dayjs('2026-11-20');

const customer = (id: number, name: string, extra: Partial<Customer> = {}): Customer => ({
  id,
  name,
  phone: null,
  address: null,
  status: 'active',
  note: null,
  user_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  user_email: null,
  user_role: null,
  is_me: false,
  ...extra,
});

const filled = (patch: Partial<SaleForm> = {}): SaleForm => ({
  ...emptySaleForm(TODAY),
  customerId: 3,
  method: 'piutang',
  dueDate: dayjs('2026-11-27'),
  lines: { A: { qty: '25,55', price: '27.333' }, B: { qty: '10', price: '25.000' }, C: { qty: '', price: '' } },
  ...patch,
});

describe('sale form (part 2 §5 Egg sale)', () => {
  it('checks customer, method and a quantity in the order of the spec', () => {
    expect(validateSale({ ...filled(), customerId: null })).toBe(SALE_TEXTS.customer);
    expect(validateSale({ ...filled(), method: '' })).toBe('Silakan pilih metode bayar.');
    expect(validateSale({ ...filled(), lines: emptyLines() })).toBe('Isi minimal satu Qty.');
    expect(validateSale({ ...filled(), lines: { ...emptyLines(), A: { qty: '0', price: '1' } } })).toBe('Isi minimal satu Qty.');
    expect(validateSale({ ...filled(), lines: { ...emptyLines(), B: { qty: '5', price: '' } } })).toMatch(/^Grade B: Isi harga/);
    expect(validateSale({ ...filled(), lines: { ...emptyLines(), A: { qty: '5,123', price: '1' } } })).toMatch(/^Qty A: Maksimal 2 angka/);
    expect(validateSale(filled(), { A: 25.5, B: 100, C: 0 })).toBe('Qty grade A melebihi stok tersedia (25,50 kg).');
    expect(validateSale(filled(), { A: 25.55, B: 10, C: 0 })).toBeNull();
  });

  it('adds the lines in cents: hundredths of a kg × price per kg', () => {
    // A: 25,55 kg × Rp 27.333 = 2555 × 27333 cents = 69.835.815 cents = Rp 698.358,15
    // B: 10 kg × Rp 25.000 = 1000 × 25000 = 25.000.000 cents = Rp 250.000
    // total 94.835.815 cents (Rp 948.358,15), 35,55 kg = 3555 hundredths
    const f = filled();
    expect(lineCents(f.lines.A)).toBe(69835815);
    expect(lineCents(f.lines.B)).toBe(25000000);
    expect(lineCents(f.lines.C)).toBeNull();
    expect(linesTotal(f.lines)).toEqual({ hundredths: 3555, cents: 94835815 });
  });

  it('builds the body of POST /api/egg-sales: only grades with kg, due date only for piutang', () => {
    expect(saleBody(filled({ notes: '  antar pagi ' }))).toEqual({
      sale_date: '2026-11-20',
      customer_id: 3,
      payment_method: 'piutang',
      due_date: '2026-11-27',
      notes: 'antar pagi',
      lines: [
        { grade: 'A', qty_kg: 25.55, unit_price: 27333 },
        { grade: 'B', qty_kg: 10, unit_price: 25000 },
      ],
    });
    expect(saleBody(filled({ method: 'cash' }))).toMatchObject({ payment_method: 'cash', due_date: null, notes: null });
  });

  it('caps a quantity at the available kg when the field is left', () => {
    expect(capQty('50', 40.4)).toBe('40,4');
    expect(capQty('1.234,5', 1234.49)).toBe('1.234,49');
    expect(capQty('40,4', 40.4)).toBe('40,4');
    expect(capQty('12', 0)).toBe('0');
    expect(capQty('', 10)).toBe('');
    expect(capQty('5.5', 3)).toBe('5.5'); // invalid text: kept for the field to explain
    expect(capQty('50', null)).toBe('50');
  });
});

const DETAIL: SaleDetail = {
  header: {
    id: 7,
    sale_id: 7,
    sale_date: '2026-11-18',
    finance_code: 'PT-2611-0007',
    journal_id: 70,
    journal_code: 'PT-2611-0007',
    customer_id: 3,
    customer: 'Toko Rejeki',
    payment_status: 'sebagian',
    payment_method: 'piutang',
    due_date: '2026-11-25',
    amount_outstanding: '448358.15',
    amount_paid: '500000.00',
    amount_discount: '0.00',
    amount_returned: '0.00',
    kg_a: 25.55,
    kg_b: 10,
    kg_c: 0,
    total_kg: 35.55,
    avg_price_blended: '26676.74',
    total_amount: '948358.15',
    notes: null,
    preorder_id: null,
    is_opening: false,
    customer_phone: '6281234567890',
    customer_address: 'Jl. Raya 1',
    farm_name: 'Kandang Sukamaju',
    farm_kode: 'SKM',
  },
  lines: [
    { grade: 'A', qty_kg: 25.55, unit_price: '27333.00', amount: '698358.15' },
    { grade: 'B', qty_kg: 10, unit_price: '25000.00', amount: '250000.00' },
  ],
  payments: [],
  returns: [],
  returnable: [],
};

describe('edit sale', () => {
  it('fills the form from the detail and sends the fields without a due date', () => {
    const f = editFormOf(DETAIL);
    expect(f.lines.A).toEqual({ qty: '25,55', price: '27.333' });
    expect(f.lines.C).toEqual({ qty: '', price: '' });
    const body = editBody({ ...f, method: 'transfer' });
    // The prices answered as '27333.00' and '25000.00' go back as whole rupiah.
    expect(body).toEqual({
      sale_date: '2026-11-18',
      customer_id: 3,
      payment_method: 'transfer',
      notes: null,
      lines: [
        { grade: 'A', qty_kg: 25.55, unit_price: 27333 },
        { grade: 'B', qty_kg: 10, unit_price: 25000 },
      ],
    });
    expect('due_date' in body).toBe(false);
    expect(ownKg(DETAIL)).toEqual({ A: 25.55, B: 10, C: 0 });
  });

  it("answers each rule at its field: a grade's kg or price in the table, 'Isi minimal satu Qty.' for the whole form", () => {
    const f = editFormOf(DETAIL);
    expect(validateEdit(f, { A: 25.55, B: 10, C: 0 })).toBeNull();
    expect(validateEdit({ ...f, date: null })).toEqual({ field: 'date', message: SALE_TEXTS.date });
    expect(validateEdit({ ...f, customerId: null })).toEqual({ field: 'customerId', message: SALE_TEXTS.customer });
    expect(validateEdit({ ...f, method: '' })).toEqual({ field: 'method', message: 'Pilih metode bayar.' });
    expect(validateEdit({ ...f, lines: { ...f.lines, B: { qty: '10', price: '' } } })).toEqual({ field: 'lines.B.price', message: `Grade B: ${SALE_TEXTS.price}` });
    expect(validateEdit(f, { A: 25.5, B: 10, C: 0 })).toEqual({ field: 'lines.A.qty', message: 'Qty grade A melebihi stok tersedia (25,50 kg).' });
    expect(validateEdit({ ...f, lines: emptyLines() })).toBe('Isi minimal satu Qty.');
  });
});

describe('customers (part 2 §4, §5, §9)', () => {
  it('offers only active customers, resellers first, then by name', () => {
    const list = [
      customer(1, 'budi'),
      customer(2, 'Ani', { status: 'inactive' }),
      customer(3, 'Zaki Reseller', { user_id: 'u1', user_role: 'reseller' }),
      customer(4, 'Adi'),
    ];
    expect(activeCustomers(list).map((c) => c.id)).toEqual([3, 4, 1]);
  });

  it('links a phone to WhatsApp with the text encoded', () => {
    expect(waLink('6281234567890')).toBe('https://wa.me/6281234567890');
    expect(waLink('62812', 'Nota A & B')).toBe('https://wa.me/62812?text=Nota%20A%20%26%20B');
    expect(waLink(null)).toBeNull();
  });
});

describe('Terima Pembayaran (part 2 §2, §4, §5 Receipt)', () => {
  const sale: ReceiptSale = DETAIL.header;

  it('offers Terima when outstanding is positive, Refund only of a credit, Retur first on a paid sale that owes nothing', () => {
    expect(receiptModeOf(sale)).toBe('receive');
    expect(receiptModeOf({ ...sale, amount_outstanding: '-50000.00' })).toBe('refund');
    expect(receiptModeOf({ ...sale, amount_outstanding: '0.00' })).toBeNull();
    expect(receiptModeOf({ ...sale, amount_outstanding: '0.00', amount_paid: '0.00' })).toBeNull();
    expect(receiptModeOf({ ...sale, payment_method: 'cash' })).toBeNull();
    expect(saleActionOf(sale)).toBe('receive');
    expect(saleActionOf({ ...sale, amount_outstanding: '-0.01' })).toBe('refund');
    expect(saleActionOf({ ...sale, amount_outstanding: '0.00' })).toBe('return');
    expect(saleActionOf({ ...sale, amount_outstanding: '0.00', amount_paid: '0.00' })).toBeNull();
    expect(saleActionOf({ ...sale, payment_method: 'cash', amount_outstanding: '0.00' })).toBeNull();
    expect(paymentStatus({ payment_status: '' as never, payment_method: 'piutang' })).toBe('belum');
  });

  it('defaults to the outstanding and a settlement note', () => {
    const f = receiptFormOf(sale, 'receive', TODAY);
    expect(f.amount).toBe('448.358,15');
    expect(f.memo).toBe('Pelunasan nota PT-2611-0007 (Toko Rejeki)');
    // refund of a sale lowered to Rp 450.000 after Rp 500.000 was paid: outstanding −50.000
    expect(receiptFormOf({ ...sale, amount_outstanding: '-50000.00' }, 'refund', TODAY).amount).toBe('50.000');
  });

  it('applies the rules with the spec messages', () => {
    const f = receiptFormOf(sale, 'receive', TODAY);
    expect(validateReceipt(sale, 'receive', f)).toBeNull();
    expect(validateReceipt(sale, 'receive', { ...f, amount: '', discount: '' })).toBe(RECEIPT_TEXTS.nothing);
    // 448.358,15 + 0,01 is above the outstanding (tolerance 0,005 < 1 cent)
    expect(validateReceipt(sale, 'receive', { ...f, amount: '448.358,16' })).toBe('Nilai melebihi sisa nota.');
    expect(validateReceipt(sale, 'receive', { ...f, amount: '400.000', discount: '48.358,15' })).toBeNull();
    expect(validateReceipt(sale, 'receive', { ...f, amount: '-5' , discount: ''})).toBe(RECEIPT_TEXTS.nothing); // negatives clamped to 0
    expect(validateReceipt({ ...sale, customer_id: 0 }, 'receive', f)).toBe('Nota ini tidak terkait customer.');
    // A credit of 50.000 (paid 500.000 above a total of 450.000 after returns).
    const over = { ...sale, amount_outstanding: '-50000.00' };
    const r = receiptFormOf(over, 'refund', TODAY);
    expect(validateReceipt(over, 'refund', { ...r, discount: '1' })).toBe('Refund tidak boleh digabung dengan diskon. Kosongkan Diskon.');
    expect(validateReceipt(over, 'refund', { ...r, amount: '500.000,01' })).toBe('Nilai refund melebihi total yang sudah dibayar.');
    expect(validateReceipt(over, 'refund', { ...r, amount: '50.000,01' })).toBe('Nilai refund melebihi kelebihan bayar nota ini (Rp 50.000).');
    expect(validateReceipt(over, 'refund', r)).toBeNull();
    // Owing 448.358,15: nothing overpaid to refund.
    expect(validateReceipt(sale, 'refund', { ...r, amount: '1.000' })).toBe('Tidak ada kelebihan bayar untuk direfund.');
  });

  it('values a return at the sale prices in cents, checks it and builds its body', () => {
    const returnable = [
      { grade: 'A' as const, sold_kg: 25.55, returned_kg: 5, returnable_kg: 20.55, unit_price: '27333.00' },
      { grade: 'B' as const, sold_kg: 10, returned_kg: 0, returnable_kg: 10, unit_price: '25000.00' },
    ];
    const f = { ...returnFormOf(TODAY), qty: { A: '1,33', B: '0,5', C: '' }, reason: ' Pecah ' };
    // 1,33 × 27.333 = 36.352,89; 0,5 × 25.000 = 12.500 → 48.852,89
    expect(returnAmount(returnable, f)).toBe(4885289);
    expect(validateReturn('2026-11-18', returnable, f, TODAY)).toBeNull();
    expect(validateReturn('2026-11-18', returnable, { ...f, date: TODAY.subtract(3, 'day') }, TODAY)).toEqual({ field: 'date', message: 'Tanggal retur tidak boleh sebelum tanggal penjualan (18/11/2026).' });
    expect(validateReturn('2026-11-18', returnable, { ...f, date: TODAY.add(1, 'day') }, TODAY)).toEqual({ field: 'date', message: 'Tanggal tidak boleh melewati hari ini.' });
    expect(validateReturn('2026-11-18', returnable, { ...f, qty: { A: '20,56', B: '', C: '' } }, TODAY)).toEqual({ field: 'qty.A', message: 'Retur grade A paling banyak 20,55 kg.' });
    expect(validateReturn('2026-11-18', returnable, { ...f, qty: { A: '', B: '0', C: '' } }, TODAY)).toBe('Isi minimal satu Qty retur.');
    expect(validateReturn('2026-11-18', returnable, { ...f, reason: '  ' }, TODAY)).toEqual({ field: 'reason', message: 'Alasan retur wajib diisi.' });
    expect(returnBody(returnable, f)).toEqual({
      return_date: '2026-11-20',
      reason: 'Pecah',
      lines: [
        { grade: 'A', qty_kg: 1.33 },
        { grade: 'B', qty_kg: 0.5 },
      ],
    });
  });

  it('builds the body of POST /api/ar-receipts with exact decimal strings', () => {
    const f = { ...receiptFormOf(sale, 'receive', TODAY), amount: '200.000', discount: '1.000,50', fee: '6.500', method: 'transfer' as const };
    expect(receiptBody(sale, 'receive', f)).toEqual({
      receipt_date: '2026-11-20',
      customer_id: 3,
      method: 'transfer',
      memo: 'Pelunasan nota PT-2611-0007 (Toko Rejeki)',
      bank_fee: '6500.00',
      discount_total: '1000.50',
      is_refund: false,
      allocations: [{ sale_id: 7, amount_applied: '200000.00', discount_applied: '1000.50' }],
    });
    const refund = receiptBody(sale, 'refund', { ...f, amount: '50.000', discount: '' });
    expect(refund).toMatchObject({ is_refund: true, discount_total: '0.00', allocations: [{ sale_id: 7, amount_applied: '50000.00', discount_applied: '0.00' }] });
  });
});

describe('nota', () => {
  it('prints the farm, nota number, lines, total, paid, outstanding and due date', () => {
    const text = notaText(DETAIL);
    expect(text).toContain('*Kandang Sukamaju*');
    expect(text).toContain('Nota: PT-2611-0007');
    expect(text).toContain('Tanggal: 18/11/2026');
    expect(text).toContain('Telur A: 25,55 kg x Rp 27.333 = Rp 698.358,15');
    expect(text).toContain('Telur B: 10,00 kg x Rp 25.000 = Rp 250.000');
    expect(text).toContain('Total: Rp 948.358,15');
    expect(text).toContain('Dibayar: Rp 500.000');
    expect(text).toContain('Sisa: Rp 448.358,15');
    expect(text).toContain('Jatuh tempo: 25/11/2026');
  });
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { canEdit, canExecute, executeBody, executeForm, failure, preorderBody, preorderForm, reservedKg, upcomingRange, validateExecution, validatePreorder } from './preorders';
import { ORDER } from './preorders.fixtures';

const TODAY = dayjs('2026-11-20');

describe('Pemesanan Telur rules (spec part 2 §4 Pre-order, §5 Pre-order and Execute sale, §9)', () => {
  it('upcoming schedule is today … today + 14', () => {
    const r = upcomingRange(TODAY);
    expect(r.start.format('YYYY-MM-DD')).toBe('2026-11-20');
    expect(r.end.format('YYYY-MM-DD')).toBe('2026-12-04');
  });

  it('sums the reserved kg of the orders not canceled, without float noise', () => {
    // A: 15,25 + 0,1 + 0,2 = 15,55 (the canceled 100 kg left out); B: 10,5; C: 0
    const orders = [ORDER, { ...ORDER, remaining_a: 0.1, remaining_b: 0 }, { ...ORDER, remaining_a: 0.2, remaining_b: 0 }, { ...ORDER, status: 'canceled' as const, remaining_a: 100 }];
    expect(reservedKg(orders)).toEqual({ A: 15.55, B: 10.5, C: 0 });
  });

  it('edit and execute follow the status', () => {
    expect(canEdit(ORDER)).toBe(true);
    expect(canExecute(ORDER)).toBe(true);
    expect(canEdit({ ...ORDER, status: 'canceled' })).toBe(false);
    expect(canExecute({ ...ORDER, status: 'canceled' })).toBe(false);
    expect(canExecute({ ...ORDER, status: 'selesai', remaining_a: 0, remaining_b: 0 })).toBe(false);
  });

  it("checks an order ('Pilih pelanggan.', one kg at least) and sends status confirmed on create only", () => {
    const f = preorderForm(null, TODAY);
    expect(validatePreorder(f)).toEqual({ field: 'customerId', message: 'Pilih pelanggan.' });
    expect(validatePreorder({ ...f, customerId: '3' })).toBe('Isi minimal satu Qty.');
    expect(validatePreorder({ ...f, customerId: '3', qty: { A: '1', B: '-2', C: '' } })).toEqual({ field: 'qty.B', message: 'Isi minimal satu Qty.' });
    expect(validatePreorder({ ...f, customerId: '3', dueDate: TODAY.subtract(1, 'day'), qty: { A: '1', B: '', C: '' } })).toEqual({ field: 'dueDate', message: 'Tanggal ambil tidak boleh sebelum tanggal pesan.' });
    const ok = { ...f, customerId: '3', qty: { A: '25,5', B: '1.000', C: '' }, notes: ' pagi ' };
    expect(validatePreorder(ok)).toBeNull();
    expect(preorderBody(ok, true)).toEqual({ order_date: '2026-11-20', due_date: '2026-11-21', customer_id: 3, qty_a: 25.5, qty_b: 1000, qty_c: 0, notes: 'pagi', status: 'confirmed' });
    expect(preorderBody(ok, false)).not.toHaveProperty('status');
    expect(preorderForm(ORDER).qty).toEqual({ A: '40', B: '10,5', C: '' });
  });

  it("refuses an execution without kg or without a price ('Qty/harga belum valid atau melebihi stok.'), and names the grade beyond stock", () => {
    const f = { ...executeForm(ORDER, TODAY), notes: 'Ambil pagi' };
    expect(f.qty).toEqual({ A: '15,25', B: '10,5', C: '' });
    const msg = 'Qty/harga belum valid atau melebihi stok.';
    expect(validateExecution(f, null)).toEqual({ field: 'price.A', message: msg }); // no prices yet
    const priced = { ...f, price: { A: '28.000', B: '26.000', C: '' } };
    expect(validateExecution(priced, null)).toBeNull();
    expect(validateExecution(priced, { A: 15.25, B: 10.5, C: 0 })).toBeNull();
    expect(validateExecution(priced, { A: 15.24, B: 50, C: 0 })).toEqual({ field: 'qty.A', message: 'Grade A: 15,25 kg melebihi stok 15,24 kg.' });
    expect(validateExecution({ ...priced, qty: { A: '1.234,5', B: '', C: '' } }, { A: 1000, B: 0, C: 0 })).toEqual({ field: 'qty.A', message: 'Grade A: 1.234,50 kg melebihi stok 1.000,00 kg.' });
    expect(validateExecution({ ...priced, method: '' }, null)).toEqual({ field: 'method', message: 'Silakan pilih metode bayar.' });
    expect(validateExecution({ ...priced, qty: { A: '', B: '', C: '' } }, null)).toBe(msg);
  });

  it('posts only the grades with kg, with preorder_id, and a due date only for piutang', () => {
    const f = { ...executeForm({ ...ORDER, notes: 'Ambil pagi' }, TODAY), price: { A: '28.000', B: '26.000', C: '' } };
    expect(executeBody(f, ORDER)).toEqual({
      sale_date: '2026-11-20',
      customer_id: 3,
      payment_method: 'cash',
      due_date: null,
      notes: 'Ambil pagi',
      lines: [
        { grade: 'A', qty_kg: 15.25, unit_price: 28000 },
        { grade: 'B', qty_kg: 10.5, unit_price: 26000 },
      ],
      preorder_id: 7,
    });
    expect(executeBody({ ...f, method: 'piutang' }, ORDER).due_date).toBe('2026-12-04');
  });

  it('writes the §8 failures with the server text', () => {
    expect(failure('Gagal simpan pesanan', 'Pilih pelanggan.')).toBe('Gagal simpan pesanan: Pilih pelanggan.');
    expect(failure('Gagal simpan pesanan', 'Gagal simpan pesanan')).toBe('Gagal simpan pesanan.');
    expect(failure('Gagal simpan pesanan', null)).toBeNull();
  });
});

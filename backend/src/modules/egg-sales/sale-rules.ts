import { BadRequestException, UnprocessableEntityException } from '@nestjs/common';
import dayjs from 'dayjs';
import { DAY_FORMAT, displayDay, FIRST_DAY } from '../../common/dates/farm-day';
import { kg2Text, kgText } from '../../common/kg';
import { centsOf, rupiahText } from '../../common/money';
import { Grade, GRADES, ReturnableDto, SALE_MSG, SaleLineDto, SaleMethod } from './dto/egg-sales.dto';
import { floorKg2 } from './egg-stock';

/**
 * The rules of an egg sale write that need no database (spec part 2 §5 'Egg sale', §8; DESIGN §5;
 * docs/adr/0009-egg-sales-and-receivables.md, 0017, 0018): lines and their amounts in cents, the
 * dates a sale may take, the stock check of its lines, and what an edit or a delete may not change.
 * `EggSalesService` reads what they need and calls them in the order the API answers its refusals.
 */

/** Message of a change to an opening invoice (Saldo Awal) outside /saldo-awal (ADR 0018). */
export const OPENING_INVOICE_MSG = 'Tagihan saldo awal hanya dapat diubah di halaman Saldo Awal.';

/** A kept sale line: kg with at most 2 decimals and whole rupiah per kg, so its amount is exact. */
export interface CleanLine {
  grade: Grade;
  qty_kg: number;
  unit_price: number;
  /** qty × price, cents. */
  amount: bigint;
}

/**
 * A stored sale as the edit and delete rules read it: dates 'YYYY-MM-DD', money as decimal
 * strings (numeric(18,2)), `receipts`/`returns` the number of receipt allocations and returns on
 * it, `first_receipt`/`first_return` the day of the first (null when none).
 */
export interface SaleState {
  sale_date: string;
  customer_id: number;
  payment_method: SaleMethod;
  preorder_id: number | null;
  total_amount: string;
  amount_paid: string;
  amount_discount: string;
  amount_returned: string;
  is_opening: boolean;
  receipts: number;
  first_receipt: string | null;
  returns: number;
  first_return: string | null;
}

/** What an edit asks of a sale (PUT /api/egg-sales/{id}). */
export interface SaleEdit {
  sale_date: string;
  customer_id: number;
  payment_method: SaleMethod;
}

/** 400 for a sale (receipt, return) date before 2000-01-01 or after `today` ('YYYY-MM-DD', the farm's day). */
export function checkSaleDate(date: string, today: string): void {
  if (date < FIRST_DAY) throw new BadRequestException(SALE_MSG.tooOld);
  if (date > today) throw new BadRequestException(SALE_MSG.future);
}

/**
 * The lines of a sale with kg > 0, sorted A, B, C, each with its amount in cents: kg in
 * hundredths × whole rupiah per kg (12,5 kg × Rp 27.500 = 1.250 × 27.500 = 34.375.000 cents).
 * 400 'Grade A diisi lebih dari sekali.' for a grade twice, 'Harga per kg grade A wajib diisi
 * (rupiah ≥ 1).' for a line with kg and no whole price ≥ 1, 'Isi minimal satu Qty.' when no line
 * has kg; a pre-order execution (`execute`) answers 'Qty/harga belum valid atau melebihi stok.'
 * for the last two.
 */
export function cleanLines(input: SaleLineDto[], execute: boolean): CleanLine[] {
  const seen = new Set<Grade>();
  const out: CleanLine[] = [];
  for (const l of input) {
    if (seen.has(l.grade)) throw new BadRequestException(`Grade ${l.grade} diisi lebih dari sekali.`);
    seen.add(l.grade);
    if (!(l.qty_kg > 0)) continue;
    if (!Number.isInteger(l.unit_price) || l.unit_price < 1) throw new BadRequestException(execute ? SALE_MSG.preorderInvalid : `Harga per kg grade ${l.grade} wajib diisi (rupiah ≥ 1).`);
    const hundredths = BigInt(Math.round(l.qty_kg * 100));
    out.push({ grade: l.grade, qty_kg: l.qty_kg, unit_price: l.unit_price, amount: hundredths * BigInt(l.unit_price) });
  }
  if (!out.length) throw new BadRequestException(execute ? SALE_MSG.preorderInvalid : SALE_MSG.qty);
  return out.sort((a, b) => GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade));
}

/** Σ line amounts, cents: the sale's total_amount. */
export const saleTotal = (lines: readonly CleanLine[]): bigint => lines.reduce((s, l) => s + l.amount, 0n);

/** What a new sale has paid, cents: cash and transfer the whole total at once, piutang nothing yet. */
export const paidAtOnce = (method: SaleMethod, total: bigint): bigint => (method === 'piutang' ? 0n : total);

/** Kg per grade of the kept lines, for the sale's header: [A, B, C] (0 for a grade it has not). */
export const kgOf = (lines: readonly CleanLine[]): number[] => GRADES.map((g) => lines.find((l) => l.grade === g)?.qty_kg ?? 0);

/**
 * The due date stored: only for piutang (else null), not before the sale (400 'Jatuh tempo tidak
 * boleh sebelum tanggal penjualan.'), at most a year after `today` (400 'Jatuh tempo paling
 * lambat 1 tahun dari hari ini.').
 */
export function dueDate(method: SaleMethod, saleDate: string, due: string | null, today: string): string | null {
  if (method !== 'piutang' || !due) return null;
  if (due < saleDate) throw new BadRequestException(SALE_MSG.dueBeforeSale);
  if (due > dayjs(today, DAY_FORMAT).add(1, 'year').format(DAY_FORMAT)) throw new BadRequestException(SALE_MSG.dueHorizon);
  return due;
}

/**
 * 422 when a line asks more kg than `avail` of its grade (kg available on `date` and every later
 * day, eggStock): 'Stok telur grade A tidak cukup: tersedia 10,5 kg pada 02/11/2026 (termasuk
 * penjualan sesudahnya), diminta 12 kg.', for a pre-order execution 'Grade A: 12,00 kg melebihi
 * stok 10,50 kg.'. Kg compared in grams; the kg named available are rounded down to 2 decimals.
 */
export function assertInStock(date: string, lines: readonly CleanLine[], avail: Record<Grade, number>, execute: boolean): void {
  for (const l of lines) {
    const left = avail[l.grade];
    if (Math.round(l.qty_kg * 1000) <= Math.round(left * 1000)) continue;
    if (execute) throw new UnprocessableEntityException(SALE_MSG.preorderOverStock(l.grade, kg2Text(l.qty_kg), kg2Text(floorKg2(left))));
    throw new UnprocessableEntityException(
      `Stok telur grade ${l.grade} tidak cukup: tersedia ${kgText(floorKg2(left))} kg pada ${displayDay(date)} (termasuk penjualan sesudahnya), diminta ${kgText(l.qty_kg)} kg.`,
    );
  }
}

/** 422 OPENING_INVOICE_MSG for an opening invoice: it changes only with the opening balances. */
export function assertNotOpening(sale: Pick<SaleState, 'is_opening'>): void {
  if (sale.is_opening) throw new UnprocessableEntityException(OPENING_INVOICE_MSG);
}

/**
 * What an edit of a sale with payments, or of a pre-order's sale, keeps (422): a sale with
 * receipts keeps its customer and its payment method, a pre-order's sale its customer.
 */
export function checkPartiesKept(old: SaleState, edit: SaleEdit): void {
  if (edit.customer_id !== old.customer_id) {
    if (old.receipts) throw new UnprocessableEntityException('Penjualan ini sudah ada pembayaran; pelanggannya tidak dapat diubah.');
    if (old.preorder_id) throw new UnprocessableEntityException('Penjualan dari pesanan; pelanggannya tidak dapat diubah.');
  }
  if (edit.payment_method !== old.payment_method && old.receipts) {
    throw new UnprocessableEntityException('Penjualan ini sudah ada pembayaran; metode bayarnya tidak dapat diubah.');
  }
}

/**
 * What an edit may not change after returns and receipts (422, ADR 0017). A sale with returns
 * keeps its customer and payment method (the returns posted against its receivable or its cash),
 * is not dated after its first return, keeps at least the kg of a grade returned (`returnable`:
 * returned_kg per grade) and a total of at least the returns' value. A sale with receipts is not
 * dated after its first receipt.
 */
export function checkEditAgainstHistory(old: SaleState, edit: SaleEdit, lines: readonly CleanLine[], returnable: ReadonlyArray<Pick<ReturnableDto, 'grade' | 'returned_kg'>>): void {
  if (old.returns) {
    if (edit.customer_id !== old.customer_id) throw new UnprocessableEntityException('Penjualan ini sudah ada retur; pelanggannya tidak dapat diubah.');
    if (edit.payment_method !== old.payment_method) throw new UnprocessableEntityException('Penjualan ini sudah ada retur; metode bayarnya tidak dapat diubah.');
    if (old.first_return && edit.sale_date > old.first_return) {
      throw new UnprocessableEntityException(`Tanggal penjualan tidak boleh sesudah tanggal returnya (${displayDay(old.first_return)}).`);
    }
    for (const r of returnable) {
      const kept = lines.find((l) => l.grade === r.grade)?.qty_kg ?? 0;
      if (Math.round(kept * 1000) < Math.round(r.returned_kg * 1000)) {
        throw new UnprocessableEntityException(`Qty grade ${r.grade} tidak boleh kurang dari yang sudah diretur (${kgText(r.returned_kg)} kg).`);
      }
    }
    const returned = centsOf(old.amount_returned);
    if (saleTotal(lines) < returned) throw new UnprocessableEntityException(`Total penjualan tidak boleh kurang dari nilai returnya (${rupiahText(returned)}).`);
  }
  if (old.first_receipt && edit.sale_date > old.first_receipt) {
    throw new UnprocessableEntityException(`Tanggal penjualan tidak boleh sesudah tanggal pembayarannya (${displayDay(old.first_receipt)}).`);
  }
}

/** Whether an edit changes what the sale's journal says (amount, method, date or customer): then it is reversed and replaced. */
export function changesBooks(old: SaleState, edit: SaleEdit, total: bigint): boolean {
  return total !== centsOf(old.total_amount) || edit.payment_method !== old.payment_method || edit.sale_date !== old.sale_date || edit.customer_id !== old.customer_id;
}

/**
 * What a delete may not remove (422): a piutang sale with net payments ('Penjualan ini sudah
 * dibayar Rp … dan tidak dapat dihapus. …'), a sale with a settlement discount, a sale with
 * returns (record a return instead).
 */
export function checkRemovable(old: SaleState): void {
  const paid = centsOf(old.amount_paid);
  if (old.payment_method === 'piutang' && paid !== 0n) {
    throw new UnprocessableEntityException(`Penjualan ini sudah dibayar ${rupiahText(paid)} dan tidak dapat dihapus. Telur yang dikembalikan dicatat dengan Retur.`);
  }
  if (centsOf(old.amount_discount) !== 0n) throw new UnprocessableEntityException('Penjualan ini sudah mendapat diskon pelunasan dan tidak dapat dihapus.');
  if (old.returns) throw new UnprocessableEntityException(SALE_MSG.hasReturns);
}

import { BadRequestException, HttpStatus, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { addDays, displayDay } from '../../common/dates/farm-day';
import { fieldError } from '../../common/errors/validation';
import { rupiahText, toCents } from '../../common/money';
import { SUPPLIER_MSG } from './dto/suppliers.dto';

/** Purchase methods (feed_txns.method of a purchase): paid at once from Kas or Bank, or on credit (hutang). */
export type PurchaseMethod = 'cash' | 'transfer' | 'credit';

/** What a purchase says about its supplier, due date and paying account (POST /api/feed-txns/buy). */
export interface PurchaseTermsInput {
  trx_date: string;
  method: PurchaseMethod;
  supplier_id?: number | null;
  due_date?: string | null;
  bank_account_id?: number | null;
}

/** Messages of a purchase's terms. */
export const PURCHASE_MSG = {
  supplierRequired: 'Pilih pemasok untuk pembelian kredit.',
  dueBefore: 'Jatuh tempo tidak boleh sebelum tanggal pembelian.',
  dueNotCredit: 'Jatuh tempo hanya untuk pembelian kredit.',
  accountOnCredit: 'Pembelian kredit tidak dibayar dari kas/bank: kosongkan akun kas/bank.',
} as const;

/**
 * The field checks of a purchase's terms that need no database (400 naming the field): a credit
 * purchase needs its supplier and takes no paying account; a due date belongs to a credit purchase
 * only and is not before the purchase.
 */
export function checkPurchaseTerms(p: PurchaseTermsInput): void {
  if (p.method === 'credit') {
    if (p.supplier_id === undefined || p.supplier_id === null) throw fieldError(HttpStatus.BAD_REQUEST, 'supplier_id', PURCHASE_MSG.supplierRequired);
    if (p.bank_account_id !== undefined && p.bank_account_id !== null) throw fieldError(HttpStatus.BAD_REQUEST, 'bank_account_id', PURCHASE_MSG.accountOnCredit);
    if (p.due_date && p.due_date < p.trx_date) throw fieldError(HttpStatus.BAD_REQUEST, 'due_date', PURCHASE_MSG.dueBefore);
  } else if (p.due_date) {
    throw fieldError(HttpStatus.BAD_REQUEST, 'due_date', PURCHASE_MSG.dueNotCredit);
  }
}

/** The due date of a credit purchase: the one given, else its date + the supplier's terms (days). */
export function dueDateOf(trxDate: string, termsDays: number, given?: string | null): string {
  return given ?? addDays(trxDate, termsDays);
}

/** What a payment pays: a credit purchase (feed_txns) or an opening payable (Saldo Awal, supplier_opening_payables). */
export type PayableKind = 'pembelian' | 'saldo_awal';

/** The key of a payable in the map {@link checkAllocations} reads: kind and id ('pembelian:41'). */
export const payableKey = (kind: PayableKind | undefined, id: number): string => `${kind ?? 'pembelian'}:${id}`;

/** A credit purchase or opening payable as a payment sees it: its supplier, date, code and what it still owes (cents). */
export interface PayablePurchase {
  kind: PayableKind;
  id: number;
  supplier_id: number;
  trx_date: string;
  code: string | null;
  open: bigint;
}

/** One allocation of a payment, in cents. */
export interface CheckedAllocation {
  kind: PayableKind;
  purchase_id: number;
  amount: bigint;
}

/**
 * The allocations of a payment of `supplierId` dated `date`, checked against the purchases they name
 * (`purchases`: the farm's credit purchases and opening payables by {@link payableKey}, with what
 * each still owes; an allocation without kind names a purchase). 400 an amount of 0 or a purchase
 * twice; 404 'Pembelian tidak ditemukan.' (not a credit purchase or opening payable of this farm);
 * 422 a purchase of another supplier, one dated after the payment, or an amount above what the
 * purchase still owes. Answers the allocations in cents and their sum.
 */
export function checkAllocations(
  allocations: Array<{ purchase_id: number; amount: number; kind?: PayableKind }>,
  purchases: Map<string, PayablePurchase>,
  supplierId: number,
  date: string,
): { lines: CheckedAllocation[]; total: bigint } {
  if (!allocations.length) throw new BadRequestException(SUPPLIER_MSG.allocations);
  const seen = new Set<string>();
  const lines: CheckedAllocation[] = [];
  let total = 0n;
  for (const a of allocations) {
    const key = payableKey(a.kind, a.purchase_id);
    if (seen.has(key)) throw new BadRequestException(SUPPLIER_MSG.duplicate);
    seen.add(key);
    const amount = toCents(a.amount) ?? 0n;
    if (amount <= 0n) throw new BadRequestException(SUPPLIER_MSG.amount);
    const p = purchases.get(key);
    if (!p) throw new NotFoundException(SUPPLIER_MSG.purchaseNotFound);
    const opening = p.kind === 'saldo_awal';
    const name = `${opening ? 'Hutang saldo awal' : 'Pembelian'} ${p.code ?? `#${p.id}`}`;
    if (p.supplier_id !== supplierId) throw new UnprocessableEntityException(`${name} bukan dari pemasok ini.`);
    if (p.trx_date > date) throw new UnprocessableEntityException(`${name} bertanggal ${displayDay(p.trx_date)}; pembayaran tidak boleh sebelum tanggal ${opening ? 'hutang' : 'pembelian'}.`);
    if (amount > p.open) {
      throw new UnprocessableEntityException(
        p.open <= 0n ? `${name} sudah lunas.` : `Nilai bayar ${rupiahText(amount)} melebihi sisa hutang ${name} (${rupiahText(p.open)}).`,
      );
    }
    lines.push({ kind: p.kind, purchase_id: a.purchase_id, amount });
    total += amount;
  }
  return { lines, total };
}

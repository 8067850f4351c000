import type { JournalInput, JournalLineInput, SystemKey } from '../finance/journal.service';
import type { Grade, SaleMethod } from './dto/egg-sales.dto';
import { kgText } from '../../common/kg';

/**
 * The journals of egg sales and AR receipts (DESIGN §5 'Finance' postings), as pure functions of
 * the documents, so that the rules can be read and tested apart from the database.
 */

/** Account debited by a sale of each payment method. */
export const SALE_DEBIT: Record<SaleMethod, SystemKey> = { cash: 'kas', transfer: 'bank', piutang: 'piutang' };

/** A sale as far as its journal is concerned. */
export interface SaleForBooks {
  id: number;
  sale_date: string;
  payment_method: SaleMethod;
  /** Σ line amounts, cents. */
  total: bigint;
  customer: string;
  lines: Array<{ grade: Grade; qty_kg: number }>;
}

const linesText = (lines: SaleForBooks['lines']) => lines.map((l) => `${l.grade} ${kgText(l.qty_kg)} kg`).join(', ');

/** The journal lines of a sale: Dr Kas (cash) / Bank (transfer) / Piutang Usaha (piutang), Cr Penjualan Telur. */
export function saleLines(sale: SaleForBooks): JournalLineInput[] {
  const note = `Telur ${linesText(sale.lines)}`;
  return [
    { account_key: SALE_DEBIT[sale.payment_method], debit: sale.total, note },
    { account_key: 'penjualan_telur', credit: sale.total, note },
  ];
}

/** The original journal of a new sale, dated on the sale. */
export function saleJournal(sale: SaleForBooks): JournalInput {
  return {
    trx_date: sale.sale_date,
    memo: `Penjualan telur ${sale.customer} (${sale.payment_method})`,
    party: sale.customer,
    source_type: 'egg_sale',
    source_id: String(sale.id),
    lines: saleLines(sale),
  };
}

/**
 * The journal that reverses what `sale` (as it was posted, in journal `journalId` with code
 * `code`) posted: the same lines with debit and credit swapped, on the same date, so the books
 * show the sale's current state at every date.
 */
export function saleReversal(sale: SaleForBooks, journalId: number, code: string, why: 'diubah' | 'dihapus'): JournalInput {
  return {
    trx_date: sale.sale_date,
    memo: `Pembalik ${code}: penjualan telur ${why}`,
    party: sale.customer,
    source_type: 'egg_sale',
    source_id: String(sale.id),
    kind: 'reversal',
    reverses_id: journalId,
    lines: swap(saleLines(sale)),
  };
}

/** The journal of an edited sale (after the reversal of the old one), linked to the sale's first journal. */
export function saleReplacement(sale: SaleForBooks, originalId: number, originalCode: string): JournalInput {
  return { ...saleJournal(sale), memo: `Penjualan telur ${sale.customer} (${sale.payment_method}), perubahan ${originalCode}`, kind: 'correction', corrects_id: originalId };
}

/** A return as far as its journal is concerned (cents). */
export interface ReturnForBooks {
  id: number;
  return_date: string;
  /** Method of the returned sale: piutang lowers the receivable, cash/transfer pays back at once. */
  payment_method: SaleMethod;
  /** Σ line amounts, cents. */
  total: bigint;
  customer: string;
  /** Nota number of the sale. */
  sale_code: string;
  lines: Array<{ grade: Grade; qty_kg: number }>;
}

/**
 * The journal of a return, dated on the return day: Dr Retur Penjualan Telur / Cr Piutang Usaha
 * (piutang sale: the customer owes less, or has a credit to refund), Cr Kas (cash sale) or Cr Bank
 * (transfer sale): the money goes back at once, as a POS return does in ERPNext.
 */
export function returnJournal(r: ReturnForBooks): JournalInput {
  const note = `Retur telur ${linesText(r.lines)}`;
  return {
    trx_date: r.return_date,
    memo: `Retur penjualan telur ${r.sale_code} ${r.customer}`,
    party: r.customer,
    source_type: 'egg_sale_return',
    source_id: String(r.id),
    lines: [
      { account_key: 'retur_penjualan_telur', debit: r.total, note },
      { account_key: SALE_DEBIT[r.payment_method], credit: r.total, note },
    ],
  };
}

/** A receipt or refund as far as its journal is concerned (cents). */
export interface ReceiptForBooks {
  id: number;
  receipt_date: string;
  method: 'cash' | 'transfer';
  is_refund: boolean;
  /** Money received, or paid back for a refund (> 0 unless only a discount is granted). */
  amount: bigint;
  discount: bigint;
  bank_fee: bigint;
  customer: string;
  memo: string;
}

/**
 * The journal of a receipt: Dr Kas/Bank (received − bank fee), Dr Biaya Admin Bank (fee), Dr
 * Potongan Penjualan (discount) / Cr Piutang Usaha (received + discount). A refund the reverse way
 * for the money: Dr Piutang Usaha (refund), Dr Biaya Admin Bank (fee) / Cr Kas/Bank (refund + fee)
 * — the money leaves the account, the fee on top. Lines of 0 are left out.
 */
export function receiptJournal(r: ReceiptForBooks): JournalInput {
  const cashKey: SystemKey = r.method === 'transfer' ? 'bank' : 'kas';
  const lines: JournalLineInput[] = r.is_refund
    ? [
        { account_key: 'piutang', debit: r.amount, note: 'Refund ke pelanggan' },
        { account_key: 'biaya_admin_bank', debit: r.bank_fee, note: 'Biaya admin bank' },
        { account_key: cashKey, credit: r.amount + r.bank_fee, note: 'Refund ke pelanggan' },
      ]
    : [
        { account_key: cashKey, debit: r.amount - r.bank_fee, note: 'Diterima' },
        { account_key: 'biaya_admin_bank', debit: r.bank_fee, note: 'Biaya admin bank' },
        { account_key: 'potongan_penjualan', debit: r.discount, note: 'Diskon pelunasan' },
        { account_key: 'piutang', credit: r.amount + r.discount, note: 'Pelunasan piutang' },
      ];
  return {
    trx_date: r.receipt_date,
    memo: r.memo,
    party: r.customer,
    source_type: 'ar_receipt',
    source_id: String(r.id),
    lines: lines.filter((l) => (l.debit ?? 0n) > 0n || (l.credit ?? 0n) > 0n),
  };
}

function swap(lines: JournalLineInput[]): JournalLineInput[] {
  return lines.map((l) => ({ ...l, debit: l.credit, credit: l.debit }));
}

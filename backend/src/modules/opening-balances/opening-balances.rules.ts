import { BadRequestException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { addDays, displayDay } from '../../common/dates/farm-day';
import { kgText } from '../../common/kg';
import { centsOf, formatCents, rupiahText, toCents } from '../../common/money';
import type { JournalInput, JournalLineInput } from '../finance/journal.service';
import { OPENING_MSG, OpeningBalancesBodyDto } from './dto/opening-balances.dto';

/**
 * The rules of the opening balances (Saldo Awal; issue #20 'Opening balances';
 * docs/adr/0018-opening-balances.md) that need no database: the figures of a PUT in cents and the
 * checks of its rows, which accounts a row may take, the start date before every other journal,
 * the opening journal with its balancing line to Saldo Awal Ekuitas, what an edit reverses, the
 * totals answered, and what an edit may do to the opening invoices. `OpeningBalancesService` and
 * `OpeningInvoicesService` read what they need and call them in the order the API answers its
 * refusals.
 */

/** An amount on one account of the opening (a Bank row or an 'other' row), cents, on the account's normal side. */
export interface OpeningAmount {
  account_id: number;
  amount: bigint;
}

/** An open bill of the opening (a customer's invoice or a supplier's payable) to keep (id) or create (no id); dates 'YYYY-MM-DD', amount in cents. */
export interface OpeningDocInput {
  id?: number;
  invoice_date: string;
  due_date: string;
  amount: bigint;
}

/** An opening invoice of a customer (Piutang). */
export interface OpeningInvoiceInput extends OpeningDocInput {
  customer_id: number;
}

/** An opening payable to a supplier (Hutang). */
export interface OpeningPayableInput extends OpeningDocInput {
  supplier_id: number;
}

/** The figures of a PUT of the opening balances, money in cents. */
export interface OpeningFigures {
  /** start_date − 1 ('YYYY-MM-DD'): the date of the opening journal, of the feed opening, the last day an invoice may take. */
  openingDate: string;
  kas: bigint;
  banks: OpeningAmount[];
  others: OpeningAmount[];
  invoices: OpeningInvoiceInput[];
  /** What the farm owed its suppliers (Hutang Usaha). */
  payables: OpeningPayableInput[];
  /** Kg of feed in stock (0: none). */
  feedKg: number;
  /** Value of that feed, cents (0 when there is none). */
  feedValue: bigint;
}

/**
 * The figures of a PUT (rupiah numbers, already within the DTO's bounds) in cents, with the rules
 * of each row, in the order the API answers them. 400 'Tagihan baris n: …' for an invoice of 0, one
 * dated on or after `start_date` (the message names the last day allowed, start_date − 1), one due
 * before its date; 400 for feed kg > 0 without a value, and for a value without kg.
 */
export function openingFigures(dto: OpeningBalancesBodyDto): OpeningFigures {
  const openingDate = addDays(dto.start_date, -1);
  const kas = toCents(dto.kas)!;
  const banks = dto.banks.map((b) => ({ account_id: b.account_id, amount: toCents(b.amount)! }));
  const others = dto.others.map((b) => ({ account_id: b.account_id, amount: toCents(b.amount)! }));
  const invoices = dto.invoices.map((i, n) => ({ ...openDoc(i, openingDate, `Tagihan baris ${n + 1}`, 'tagihan'), customer_id: i.customer_id }));
  const payables = (dto.payables ?? []).map((p, n) => ({ ...openDoc(p, openingDate, `Hutang baris ${n + 1}`, 'hutang'), supplier_id: p.supplier_id }));
  const feedKg = dto.feed?.qty_kg ?? 0;
  const feedValue = dto.feed ? toCents(dto.feed.value)! : 0n;
  if (feedKg > 0 && feedValue <= 0n) throw new BadRequestException('Nilai stok pakan wajib diisi bila qty lebih dari 0.');
  if (feedKg === 0 && feedValue > 0n) throw new BadRequestException('Qty stok pakan wajib diisi bila nilainya lebih dari 0.');
  return { openingDate, kas, banks, others, invoices, payables, feedKg, feedValue };
}

/**
 * One open bill of the opening (an invoice of Piutang or a payable of Hutang, `row` naming it in
 * the messages, `word` its kind): 400 for an amount of 0, a date on or after the start date (the
 * message names the last day allowed, `openingDate`), a due date before its date.
 */
function openDoc(d: { id?: number; invoice_date: string; due_date: string; amount: number }, openingDate: string, row: string, word: 'tagihan' | 'hutang'): OpeningDocInput {
  const amount = toCents(d.amount)!;
  if (amount <= 0n) throw new BadRequestException(`${row}: Jumlah ${word} harus lebih dari 0.`);
  if (d.invoice_date > openingDate) throw new BadRequestException(`${row}: tanggal ${word} harus sebelum tanggal mulai (paling lambat ${displayDay(openingDate)}).`);
  if (d.due_date < d.invoice_date) throw new BadRequestException(`${row}: jatuh tempo tidak boleh sebelum tanggal ${word}.`);
  return { id: d.id, invoice_date: d.invoice_date, due_date: d.due_date, amount };
}

/** An account as the account rules read it; `root`: 'kas', 'bank' or 'saldo_awal_ekuitas' when it is (under) that system account, else null. */
export interface OpeningAccount {
  id: number;
  code: string;
  name: string;
  /** asset, liability, equity, income or expense. */
  type: string;
  is_active: boolean;
  control_key: string | null;
  root: string | null;
}

/** What a control account is filled with on this screen instead of an 'other' row. */
const CONTROL_SECTION: Record<string, string> = {
  piutang: 'diisi per pelanggan di bagian Piutang',
  persediaan_pakan: 'diisi di bagian Stok Pakan',
  penjualan_telur: 'hanya diisi dari Penjualan Telur',
  hutang: 'hanya diisi dari pembelian kredit pemasok dan Bayar Hutang',
};

/**
 * The accounts of one section's rows (`accounts`: the farm's accounts by id). Bank rows: the Bank
 * account or its sub-accounts. Other rows: active asset, liability or equity accounts outside
 * Kas/Bank, Saldo Awal Ekuitas and the control accounts. 404 for an unknown id; 400 'Akun … diisi
 * lebih dari sekali.' for an account twice in the section; 422 naming the account otherwise.
 */
export function checkOpeningAccounts(rows: Array<{ account_id: number }>, accounts: Map<number, OpeningAccount>, section: 'bank' | 'other'): void {
  const seen = new Set<number>();
  for (const r of rows) {
    const a = accounts.get(r.account_id);
    if (!a) throw new NotFoundException(`Akun tidak ditemukan (id ${r.account_id}).`);
    const name = `Akun ${a.code} ${a.name}`;
    if (seen.has(a.id)) throw new BadRequestException(`${name} diisi lebih dari sekali.`);
    seen.add(a.id);
    if (!a.is_active) throw new UnprocessableEntityException(`${name} tidak aktif.`);
    if (section === 'bank') {
      if (a.root !== 'bank') throw new UnprocessableEntityException(`${name} bukan akun Bank.`);
      continue;
    }
    if (a.root === 'kas' || a.root === 'bank') throw new UnprocessableEntityException(`${name} diisi di bagian Kas & Bank.`);
    if (a.root === 'saldo_awal_ekuitas') throw new UnprocessableEntityException(`${name} dihitung otomatis dari selisih saldo awal.`);
    if (a.control_key) throw new UnprocessableEntityException(`${name} ${CONTROL_SECTION[a.control_key] ?? 'hanya diisi dari dokumennya'}.`);
    if (!['asset', 'liability', 'equity'].includes(a.type)) throw new UnprocessableEntityException(`${name} bukan akun aset, kewajiban atau modal.`);
  }
}

/**
 * Start date rule (as ERPNext/Odoo: opening entries come before the first transaction): `before`
 * is the first journal other than the opening dated before start_date (null or undefined when none); 422
 * naming it and its date when there is one.
 */
export function checkFirstJournal(before: { code: string; trx_date: string } | null | undefined): void {
  if (!before) return;
  throw new UnprocessableEntityException(
    `Sudah ada transaksi ${before.code} tanggal ${displayDay(before.trx_date)}; saldo awal harus sebelum transaksi pertama (tanggal mulai paling lambat ${displayDay(before.trx_date)}).`,
  );
}

/**
 * The lines of the opening journal, cents: Dr Kas, each Bank account, Piutang Usaha per invoice
 * (noted with its customer from `customers` and its date), Persediaan Pakan when there is feed,
 * other asset accounts; Cr other liability and equity accounts (`accounts` gives each 'other'
 * account's type), Hutang Usaha per opening payable (noted with its supplier from `suppliers`);
 * the difference to Saldo Awal Ekuitas (a credit when the debits are larger, a
 * debit otherwise, no line when they are equal). 400 'Isi minimal satu saldo awal.' when every
 * figure is 0. Lines of 0 (Kas 0) stay: the posting drops them.
 */
export function openingJournalLines(
  f: OpeningFigures,
  accounts: Map<number, Pick<OpeningAccount, 'type'>>,
  customers: Map<number, string>,
  suppliers: Map<number, string> = new Map(),
): JournalLineInput[] {
  const lines: JournalLineInput[] = [{ account_key: 'kas', debit: f.kas, note: 'Saldo awal kas' }];
  for (const b of f.banks) lines.push({ account_id: b.account_id, debit: b.amount, note: 'Saldo awal bank' });
  for (const i of f.invoices) lines.push({ account_key: 'piutang', debit: i.amount, note: `Saldo awal piutang ${customers.get(i.customer_id)} (${displayDay(i.invoice_date)})` });
  if (f.feedKg > 0) lines.push({ account_key: 'persediaan_pakan', debit: f.feedValue, note: `Saldo awal stok pakan ${kgText(f.feedKg)} kg` });
  for (const o of f.others) {
    const side = accounts.get(o.account_id)!.type === 'asset' ? 'debit' : 'credit';
    lines.push({ account_id: o.account_id, [side]: o.amount, note: 'Saldo awal' });
  }
  for (const p of f.payables) lines.push({ account_key: 'hutang', credit: p.amount, note: `Saldo awal hutang ${suppliers.get(p.supplier_id)} (${displayDay(p.invoice_date)})` });
  const debit = lines.reduce((s, l) => s + (l.debit ?? 0n), 0n);
  const credit = lines.reduce((s, l) => s + (l.credit ?? 0n), 0n);
  if (debit === 0n && credit === 0n) throw new BadRequestException(OPENING_MSG.empty);
  const diff = debit - credit;
  if (diff !== 0n) lines.push({ account_key: 'saldo_awal_ekuitas', ...(diff > 0n ? { credit: diff } : { debit: -diff }), note: 'Selisih saldo awal' });
  return lines;
}

/**
 * What a PUT posts after `prev` (the stored version and journal in force, absent before the first
 * posting): version 1 first, then one more each time; `reverses` the journal in force to reverse
 * first (null when none); `journal` the new opening journal dated start_date − 1, source
 * `opening` with the version as its source id.
 */
export function openingPosting(
  prev: { version: number; journal_id: number | null } | null | undefined,
  startDate: string,
  lines: JournalLineInput[],
): { version: number; reverses: number | null; journal: JournalInput } {
  const version = prev ? prev.version + 1 : 1;
  return {
    version,
    reverses: prev?.journal_id ?? null,
    journal: { trx_date: addDays(startDate, -1), memo: `Saldo awal per ${displayDay(startDate)}`, source_type: 'opening', source_id: String(version), lines },
  };
}

/** The stored figures the totals are read from: money as decimal strings (numeric), `type` of each 'other' account. */
export interface OpeningStored {
  kas: string;
  banks: Array<{ amount: string }>;
  invoices: Array<{ amount: string }>;
  /** The opening payables to suppliers (absent: none). */
  payables?: Array<{ amount: string }>;
  /** Value of the feed opening (null: none). */
  feedValue: string | null;
  others: Array<{ type: string; amount: string }>;
}

/**
 * The totals GET answers, decimal strings: `total_assets` = Kas + Bank + invoices + feed + other
 * asset rows; `total_liabilities` = other liability and equity rows + opening payables; `equity` (Saldo Awal
 * Ekuitas) = their difference, negative when the liabilities are larger.
 */
export function openingTotals(s: OpeningStored): { total_assets: string; total_liabilities: string; equity: string } {
  const sum = (rows: Array<{ amount: string }>) => rows.reduce((t, r) => t + centsOf(r.amount), 0n);
  const assets = centsOf(s.kas) + sum(s.banks) + sum(s.invoices) + centsOf(s.feedValue ?? 0) + sum(s.others.filter((l) => l.type === 'asset'));
  const liabilities = sum(s.others.filter((l) => l.type !== 'asset')) + sum(s.payables ?? []);
  return { total_assets: formatCents(assets), total_liabilities: formatCents(liabilities), equity: formatCents(assets - liabilities) };
}

/** A stored open bill of the opening as the edit rules read it: `party_id` and `party` its customer or supplier, `settled` what it received or paid (cents), `first_payment` the day of its first payment (null: none). */
export interface StoredOpeningDoc {
  id: number;
  party_id: number;
  party: string;
  settled: bigint;
  code: string | null;
  first_payment: string | null;
}

/** The words of the edit refusals of one kind of open bill. */
interface OpeningDocWords {
  /** 'Tagihan saldo awal' / 'Hutang saldo awal'. */
  name: string;
  /** 'pelanggannya' / 'pemasoknya'. */
  party: string;
  /** 'tanggal tagihan' / 'tanggal hutang'. */
  date: string;
  /** The refusal of removing one with payments, after its name: 'sudah menerima pembayaran Rp …' / 'sudah dibayar Rp …'. */
  removed: (settled: bigint) => string;
}

/**
 * What an edit does to one kind of open bill of the opening (`stored`: those of the farm in id
 * order; `input`: the PUT's, in its order, `partyOf` its customer or supplier): `removed` the ids
 * of stored bills it does not send back, `keep` the sent back ones and `add` the new ones, each
 * with the nota number `<journalCode>/<n>` (n: its place in `input`). 404 for an id that is not a
 * stored one or comes twice (`notFound`); 422 when one with payments would change its customer or
 * supplier, drop below what it settled, be dated after its first payment, or be removed.
 */
export function openingDocChanges<I extends OpeningDocInput>(
  input: I[],
  partyOf: (i: I) => number,
  stored: StoredOpeningDoc[],
  journalCode: string,
  words: OpeningDocWords & { notFound: string },
): { removed: number[]; keep: Array<I & { id: number; code: string }>; add: Array<I & { code: string }> } {
  const byId = new Map(stored.map((i) => [i.id, i]));
  const kept = new Set<number>();
  for (const i of input) {
    if (i.id === undefined) continue;
    const old = byId.get(i.id);
    if (!old || kept.has(i.id)) throw new NotFoundException(`${words.notFound} (id ${i.id}).`);
    kept.add(i.id);
    if (!old.first_payment) continue;
    const name = `${words.name} ${old.code ?? ''} (${old.party})`;
    if (partyOf(i) !== old.party_id) throw new UnprocessableEntityException(`${name} sudah ada pembayaran; ${words.party} tidak dapat diubah.`);
    if (i.amount < old.settled) throw new UnprocessableEntityException(`${name} sudah dibayar ${rupiahText(old.settled)}; jumlahnya tidak boleh kurang dari itu.`);
    if (i.invoice_date > old.first_payment) {
      throw new UnprocessableEntityException(`${name}: ${words.date} tidak boleh sesudah tanggal pembayarannya (${displayDay(old.first_payment)}).`);
    }
  }
  const removed = stored.filter((o) => !kept.has(o.id));
  const paid = removed.find((o) => o.first_payment);
  if (paid) throw new UnprocessableEntityException(`${words.name} ${paid.code ?? ''} (${paid.party}) ${words.removed(paid.settled)} dan tidak dapat dihapus.`);
  const coded = input.map((i, n) => ({ ...i, code: `${journalCode}/${n + 1}` }));
  return {
    removed: removed.map((o) => o.id),
    keep: coded.filter((i): i is I & { id: number; code: string } => i.id !== undefined),
    add: coded.filter((i) => i.id === undefined),
  };
}

/**
 * A stored opening invoice as the edit rules read it: money as decimal strings, `first_receipt`
 * the day of its first receipt (null when it has none).
 */
export interface StoredOpeningInvoice {
  id: number;
  customer_id: number;
  customer: string;
  paid: string;
  discount: string;
  finance_code: string | null;
  first_receipt: string | null;
}

/** An opening invoice to write with its nota number (`<journal code>/<n>`). */
export type CodedOpeningInvoice = OpeningInvoiceInput & { code: string };

/** What an edit does to the customers' opening invoices ({@link openingDocChanges}; settled = paid + settlement discount). */
export function openingInvoiceChanges(
  input: OpeningInvoiceInput[],
  stored: StoredOpeningInvoice[],
  journalCode: string,
): { removed: number[]; keep: Array<CodedOpeningInvoice & { id: number }>; add: CodedOpeningInvoice[] } {
  const docs = stored.map((o) => ({
    id: o.id,
    party_id: o.customer_id,
    party: o.customer,
    settled: centsOf(o.paid) + centsOf(o.discount),
    code: o.finance_code,
    first_payment: o.first_receipt,
  }));
  return openingDocChanges(input, (i) => i.customer_id, docs, journalCode, {
    name: 'Tagihan saldo awal',
    party: 'pelanggannya',
    date: 'tanggal tagihan',
    removed: (settled) => `sudah menerima pembayaran ${rupiahText(settled)}`,
    notFound: 'Tagihan saldo awal tidak ditemukan',
  });
}

/** A stored opening payable as the edit rules read it: `paid` by supplier payments (decimal string), `first_payment` the day of its first payment or null. */
export interface StoredOpeningPayable {
  id: number;
  supplier_id: number;
  supplier: string;
  paid: string;
  code: string;
  first_payment: string | null;
}

/** What an edit does to the suppliers' opening payables ({@link openingDocChanges}; settled = paid). */
export function openingPayableChanges(
  input: OpeningPayableInput[],
  stored: StoredOpeningPayable[],
  journalCode: string,
): { removed: number[]; keep: Array<OpeningPayableInput & { id: number; code: string }>; add: Array<OpeningPayableInput & { code: string }> } {
  const docs = stored.map((o) => ({ id: o.id, party_id: o.supplier_id, party: o.supplier, settled: centsOf(o.paid), code: o.code, first_payment: o.first_payment }));
  return openingDocChanges(input, (i) => i.supplier_id, docs, journalCode, {
    name: 'Hutang saldo awal',
    party: 'pemasoknya',
    date: 'tanggal hutang',
    removed: (settled) => `sudah dibayar ${rupiahText(settled)}`,
    notFound: 'Hutang saldo awal tidak ditemukan',
  });
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { IsEntryDate, IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsFlag, IsId, IsInteger, IsNestedList, IsOneOf, IsText, toBool } from '../../../common/validation/decorators';
import { FIELD, Rule } from '../../../common/validation/rule';
import { SOURCE_TYPES } from '../journal.service';
import { apiMoney, MONEY_SOURCE } from '../../../common/http/api-money';

/** Messages of spec part 2 §5 'General journal' and of the journal API. */
export const JOURNAL_MSG = {
  unbalanced: 'Jurnal belum seimbang / baris belum valid',
  tanggal: 'Tanggal wajib diisi',
  akun: 'Akun wajib dipilih pada setiap baris.',
  amount: `${FIELD} harus angka ≥ 0 dengan paling banyak 2 desimal.`,
  accountCode: 'Kode akun wajib diisi.',
} as const;

const money = apiMoney(MONEY_SOURCE.columnNoFloat);


/** An optional read date of a query (2000-01-01 … today + 5 years). */
function OptionalDay(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsReadDate()(target, key);
  };
}

/** An amount ≥ 0 with at most two decimals, sent as a JSON number or a numeric string; kept as text. Empty/null: 0. */
function Amount(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }: { value: unknown }) => (value === null || value === '' ? undefined : typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : value))(target, key);
    IsOptional()(target, key);
    Rule('rupiahText', (v) => (typeof v === 'string' && /^\d{1,16}(\.\d{1,2})?$/.test(v) ? null : JOURNAL_MSG.amount))(target, key);
  };
}

// ---------------------------------------------------------------------------------------------
// Accounts for pickers

/** Query of GET /api/finance/accounts. */
export class FinanceAccountsQuery {
  @ApiPropertyOptional({ description: "true (also 1, yes): only active accounts; false (0, no): only inactive; absent: all. Else 400 'active harus true atau false.'", type: Boolean })
  @Transform(toBool)
  @IsOptional()
  @IsFlag('active harus true atau false.')
  active?: boolean;
}

export class FinanceAccountDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '1-100' }) code: string;
  @ApiProperty({ example: 'Kas' }) name: string;
  @ApiProperty({ enum: ['asset', 'liability', 'equity', 'income', 'expense'] }) type: string;
  @ApiProperty({ description: 'Account class: first digit of the code, 1–6 (5 = cost of goods, of type expense)', example: 1 }) class: number;
  @ApiProperty({ nullable: true, type: Number }) parent_id: number | null;
  @ApiProperty() is_active: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      'Key of a system account the postings use (kas, bank, piutang, persediaan_pakan, beban_pakan, …); null for accounts the admin added. The quick expense finds the cash account by system_key = "kas".',
  })
  system_key: string | null;
  @ApiProperty({
    description:
      'A control account (Piutang Usaha, Persediaan Pakan, Penjualan Telur) or a sub-account of one: only its documents post to it (sales, receipts, feed stock); a manual journal line on it answers 422. Pickers of manual journals leave it out.',
  })
  controlled: boolean;
}

// ---------------------------------------------------------------------------------------------
// Journals

/** Query of GET /api/finance/journals. */
export class JournalListQuery {
  @ApiPropertyOptional({ description: `First day (YYYY-MM-DD); default the first day of the current month. ${READ_WINDOW_DOC}` })
  @OptionalDay()
  from?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive (YYYY-MM-DD); default the last day of the current month. ${READ_WINDOW_DOC}` })
  @OptionalDay()
  to?: string;

  @ApiPropertyOptional({ description: "Most journals answered (newest first); default 500 (part 2 §9), 1–5000. Else 400 'limit harus bilangan bulat.' / 'limit minimal 1.' / 'limit maksimal 5000.'", example: 500 })
  @IsOptional()
  @IsInteger({ min: 1, max: 5000 }, { invalid: 'limit harus bilangan bulat.', min: 'limit minimal 1.', max: 'limit maksimal 5000.' }, { fromText: true })
  limit?: number;

  @ApiPropertyOptional({ description: "Only journals with a line on an account of this class (first digit of the code, 1–6). Else 400 'class harus angka 1–6.'", minimum: 1, maximum: 6 })
  @IsOptional()
  @IsInteger({ min: 1, max: 6 }, 'class harus angka 1–6.', { fromText: true })
  class?: number;

  @ApiPropertyOptional({ description: "Only journals of this source. Else 400 'source_type tidak valid.'", enum: SOURCE_TYPES })
  @IsOptional()
  @IsOneOf(SOURCE_TYPES, 'source_type tidak valid.')
  source_type?: string;
}

/** A journal header (list row and detail header). */
export class JournalHeaderDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Readable code, unique per tenant: PREFIX-YYMM-NNNN of the journal date. JU general (manual), PB feed purchase, PJ feed sale, PS feed adjustment, PM daily feed usage, KR correction, RV reversal', example: 'JU-2611-0001' })
  code: string;
  @ApiProperty({ example: '2026-11-02' }) trx_date: string;
  @ApiProperty({ nullable: true, type: String }) memo: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Counterparty (free text)' }) party: string | null;
  @money('Σ debit of the lines') total_debit: string;
  @money('Σ credit of the lines') total_credit: string;
  @ApiProperty({ description: 'Σ debit = Σ credit (always true for a posted journal; the screen shows Seimbang / Tidak seimbang)' }) balanced: boolean;
  @ApiProperty({ enum: SOURCE_TYPES, description: 'What posted it: manual (this screen) or a source document' }) source_type: string;
  @ApiProperty({ nullable: true, type: String, description: 'Id of the source document (feed_txns id; the day YYYY-MM-DD for feed_usage); null for manual' })
  source_id: string | null;
  @ApiProperty({ enum: ['original', 'correction', 'reversal'], description: 'original: the document’s journal; correction: a later difference for the same document; reversal: cancels reverses_id' })
  kind: string;
  @ApiProperty({ nullable: true, type: Number, description: 'correction: the original journal it corrects' }) corrects_id: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'reversal: the journal it reverses' }) reverses_id: number | null;
  @ApiProperty({ description: 'True when a reversal journal cancels this one' }) reversed: boolean;
  @ApiProperty({ nullable: true, type: Number }) reversed_by_id: number | null;
  @ApiProperty({ nullable: true, type: String }) reversed_by_code: string | null;
  @ApiProperty({ type: [Number], description: 'Account classes (1–6) the lines touch', example: [1, 6] }) classes: number[];
}

export class JournalLineDto {
  @ApiProperty() id: number;
  @ApiProperty() line_no: number;
  @ApiProperty() account_id: number;
  @ApiProperty({ example: '6-100' }) account_code: string;
  @ApiProperty({ example: 'Beban Operasional' }) account_name: string;
  @ApiProperty({ enum: ['asset', 'liability', 'equity', 'income', 'expense'] }) account_type: string;
  @money('Debit (0.00 when the line is a credit)') debit: string;
  @money('Credit (0.00 when the line is a debit)') credit: string;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
}

export class JournalLinkDto {
  @ApiProperty() id: number;
  @ApiProperty() code: string;
  @ApiProperty() trx_date: string;
  @ApiProperty({ enum: ['original', 'correction', 'reversal'] }) kind: string;
}

export class JournalDetailDto {
  @ApiProperty({ type: JournalHeaderDto }) header: JournalHeaderDto;
  @ApiProperty({ type: [JournalLineDto] }) lines: JournalLineDto[];
  @ApiProperty({ type: [JournalLinkDto], description: 'Journals linked to this one: its original, its corrections, its reversal or the journal it reverses (oldest first)' })
  related: JournalLinkDto[];
}

/** One line of POST /api/finance/journals. */
export class JournalLineInputDto {
  @ApiProperty({ description: "An active account of the tenant (GET /api/finance/accounts), a JSON number. Missing or not an id: 400 'Akun wajib dipilih pada setiap baris.'; unknown or another tenant’s: 404; inactive: 422" })
  @IsId(JOURNAL_MSG.akun)
  account_id: number;

  @ApiPropertyOptional({ type: String, example: '150000', description: "Debit, rupiah ≥ 0 with at most 2 decimals, as a number or a numeric string; empty/null = 0. Else 400 'lines.<i>.debit harus angka ≥ 0 dengan paling banyak 2 desimal.'" })
  @Amount()
  debit?: string;

  @ApiPropertyOptional({ type: String, example: '0', description: "Credit, rupiah ≥ 0 with at most 2 decimals, as a number or a numeric string; empty/null = 0. Else 400 'lines.<i>.credit harus angka ≥ 0 dengan paling banyak 2 desimal.'" })
  @Amount()
  credit?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'Note of the line, at most 200 characters' })
  @IsOptional()
  @IsText(200)
  note?: string | null;
}

/** Body of POST /api/finance/journals (general journal and quick expense). */
export class JournalCreateDto {
  @ApiProperty({
    description: "Journal date (YYYY-MM-DD), 2000-01-01 … the farm's today. Missing or not a date: 400 'Tanggal wajib diisi'; later than today: 400 'Tanggal tidak boleh melewati hari ini.'",
    example: '2026-11-02',
  })
  @IsEntryDate(JOURNAL_MSG.tanggal)
  trx_date: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300, example: 'Bayar listrik November', description: 'At most 300 characters' })
  @IsOptional()
  @IsText(300)
  memo?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 120, example: 'PLN', description: 'Counterparty, at most 120 characters' })
  @IsOptional()
  @IsText(120)
  party?: string | null;

  @ApiProperty({
    type: [JournalLineInputDto],
    description:
      "Lines; each with exactly one of debit/credit > 0 (lines with neither are ignored). At least two lines with an amount and Σ debit = Σ credit (within 0.005), else 400 'Jurnal belum seimbang / baris belum valid'. At most 200 lines.",
  })
  @IsNestedList(() => JournalLineInputDto, JOURNAL_MSG.unbalanced)
  lines: JournalLineInputDto[];
}

/** Body of POST /api/finance/journals/{id}/reverse (optional). */
export class JournalReverseDto {
  @ApiPropertyOptional({
    description: "Date of the reversal (YYYY-MM-DD), not before the original (400 'Tanggal pembalik tidak boleh sebelum tanggal jurnal asal.') nor after today; default today",
    example: '2026-11-20',
  })
  @IsOptional()
  @IsEntryDate('trx_date harus tanggal (YYYY-MM-DD).')
  trx_date?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'Reason, at most 200 characters; the memo becomes "Pembalik <code>: <reason>"' })
  @IsOptional()
  @IsText(200)
  memo?: string | null;
}

// ---------------------------------------------------------------------------------------------
// Ledger

/** Query of GET /api/finance/ledger. */
export class LedgerQuery {
  @ApiProperty({ description: "Account code (e.g. 1-100). Missing: 400 'Kode akun wajib diisi.'; unknown: 404 'Akun <code> tidak ditemukan.'", example: '1-100' })
  @IsText(20, { missing: JOURNAL_MSG.accountCode, invalid: JOURNAL_MSG.accountCode, max: 'Kode akun maksimal 20 karakter.' }, { required: true })
  account_code: string;

  @ApiPropertyOptional({ description: `First day (YYYY-MM-DD); default the first day of the current month. ${READ_WINDOW_DOC}` })
  @OptionalDay()
  from?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive (YYYY-MM-DD); default the last day of the current month. ${READ_WINDOW_DOC}` })
  @OptionalDay()
  to?: string;
}

export class LedgerAccountDto {
  @ApiProperty() id: number;
  @ApiProperty() code: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['asset', 'liability', 'equity', 'income', 'expense'] }) type: string;
  @ApiProperty({ enum: ['debit', 'credit'], description: 'Normal side: debit for asset and expense, credit for liability, equity and income; balances are on this side' })
  normal_side: string;
  @ApiProperty({ type: [String], description: 'Codes of the sub-accounts whose lines are included' }) sub_accounts: string[];
}

export class LedgerRowDto {
  @ApiProperty({ example: '2026-11-02' }) trx_date: string;
  @ApiProperty() journal_id: number;
  @ApiProperty({ example: 'JU-2611-0001' }) journal_code: string;
  @ApiProperty({ nullable: true, type: String }) memo: string | null;
  @ApiProperty({ nullable: true, type: String }) party: string | null;
  @ApiProperty({ description: 'Account of the line (the asked account or one of its sub-accounts)' }) account_code: string;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @money('Debit of the line') debit: string;
  @money('Credit of the line') credit: string;
  @money('Running balance after this line, on the account’s normal side') balance: string;
}

export class LedgerDto {
  @ApiProperty({ type: LedgerAccountDto }) account: LedgerAccountDto;
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @money('Balance before `from`, on the normal side') opening_balance: string;
  @money('Σ debit in the range') total_debit: string;
  @money('Σ credit in the range') total_credit: string;
  @money('opening_balance ± the range, on the normal side') closing_balance: string;
  @ApiProperty({ type: [LedgerRowDto], description: 'Lines in date order (date, journal, line)' }) rows: LedgerRowDto[];
}

// ---------------------------------------------------------------------------------------------
// Summary (six cards and their breakdown)

/** Query of GET /api/finance/summary. */
export class SummaryQuery {
  @ApiPropertyOptional({ description: `First day (YYYY-MM-DD); default the first day of the current month. ${READ_WINDOW_DOC}` })
  @OptionalDay()
  from?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive (YYYY-MM-DD); default the last day of the current month. ${READ_WINDOW_DOC}` })
  @OptionalDay()
  to?: string;
}

export class SummaryAccountDto {
  @ApiProperty() id: number;
  @ApiProperty() code: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['asset', 'liability', 'equity', 'income', 'expense'] }) type: string;
  @money('Σ debit on this account in the range') debit: string;
  @money('Σ credit on this account in the range') credit: string;
}

export class SummaryClassDto {
  @ApiProperty({ description: 'Account class 1–6 (first digit of the code)' }) class: number;
  @ApiProperty({ example: 'Aset', description: '1 Aset, 2 Kewajiban, 3 Modal, 4 Pendapatan, 5 Harga Pokok, 6 Beban' }) label: string;
  @money('Σ debit of the class in the range') debit: string;
  @money('Σ credit of the class in the range') credit: string;
  @ApiProperty({ type: [SummaryAccountDto], description: 'Accounts of the class with a movement in the range, by code (the card’s donut)' })
  accounts: SummaryAccountDto[];
}

export class SummaryDto {
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty({ type: [SummaryClassDto], description: 'Always six entries, classes 1 to 6' }) classes: SummaryClassDto[];
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { money } from '../../../common/http/api-money';
import { ENTRY_WINDOW_DOC, IsEntryDate } from '../../../common/validation/dates';
import { IsId, IsOneOf, IsRupiah, IsText } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';

/** Messages of the wages API (issue #40 'Wages'). */
export const PAYROLL_MSG = {
  period: 'Periode harus bulan (YYYY-MM).',
  abk: 'Pilih ABK.',
  abkNotFound: 'ABK tidak ditemukan.',
  date: 'Tanggal wajib diisi',
  gross: 'Gaji kotor harus lebih dari 0 dengan paling banyak 2 angka desimal.',
  deductions: 'Potongan harus 0 atau lebih dengan paling banyak 2 angka desimal.',
  deductionsAbove: 'Potongan tidak boleh melebihi gaji kotor.',
  method: 'Metode harus cash, transfer atau hutang.',
  payMethod: 'Metode bayar harus cash atau transfer.',
  notFound: 'Slip gaji tidak ditemukan.',
  noAccount: 'Gaji yang belum dibayar (hutang) tidak memakai akun kas/bank: kosongkan akun kas/bank.',
} as const;

/** Most slips one list answers (bounded work). */
export const MAX_SLIPS = 500;

const isPeriod = (v: unknown) => typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v) && v >= '2000-01';
const BANK_ACCOUNT_DOC =
  "The Kas account (cash) or Bank account (transfer), or a sub-account, the money leaves from; absent or null: Kas or Bank. 404 'Akun kas/bank tidak ditemukan.'; 422 'Akun … bukan akun Bank.' / '… bukan akun Kas.' / '… nonaktif.'";

/** Body of POST /api/payroll: one wage slip. */
export class PayrollBodyDto {
  @ApiProperty({ description: `The month the wage is for, YYYY-MM. Else 400 '${PAYROLL_MSG.period}'`, example: '2025-03' })
  @Rule('period', (v) => (isPeriod(v) ? null : PAYROLL_MSG.period))
  period: string;

  @ApiProperty({ description: `The ABK (Data ABK id). Missing: 400 '${PAYROLL_MSG.abk}'; unknown or another farm's: 404 '${PAYROLL_MSG.abkNotFound}'`, example: 3 })
  @IsId({ missing: PAYROLL_MSG.abk, invalid: PAYROLL_MSG.abk })
  abk_id: number;

  @ApiProperty({ description: `The slip's date (YYYY-MM-DD): its journal's date, and the payment's when paid at once. ${ENTRY_WINDOW_DOC}`, example: '2025-03-31' })
  @IsEntryDate({ missing: PAYROLL_MSG.date, invalid: 'date harus tanggal (YYYY-MM-DD).' })
  date: string;

  @ApiProperty({ description: `Gross wage in rupiah (> 0, at most 2 decimals): Beban Gaji. Else 400 '${PAYROLL_MSG.gross}'`, example: 2500000 })
  @IsRupiah(PAYROLL_MSG.gross)
  @Rule('positive', (v) => (typeof v === 'number' && v <= 0 ? PAYROLL_MSG.gross : null))
  gross: number;

  @ApiPropertyOptional({ description: `Deductions in rupiah (default 0; kasbon, absence), at most the gross: else 400 '${PAYROLL_MSG.deductions}' / '${PAYROLL_MSG.deductionsAbove}'. Posted to Pendapatan Lain.`, example: 100000 })
  @IsOptional()
  @IsRupiah(PAYROLL_MSG.deductions)
  deductions?: number;

  @ApiProperty({ enum: ['cash', 'transfer', 'hutang'], description: `cash (from Kas), transfer (from Bank), or hutang: owed on Hutang Gaji until paid (POST /api/payroll/{id}/pay). Else 400 '${PAYROLL_MSG.method}'` })
  @IsOneOf(['cash', 'transfer', 'hutang'], PAYROLL_MSG.method)
  method: 'cash' | 'transfer' | 'hutang';

  @ApiPropertyOptional({ description: `${BANK_ACCOUNT_DOC} With method hutang: 400 '${PAYROLL_MSG.noAccount}'`, nullable: true, type: Number })
  @IsOptional()
  @IsId()
  bank_account_id?: number | null;

  @ApiPropertyOptional({ description: 'Note, at most 200 characters', nullable: true, type: String })
  @IsOptional()
  @IsText(200)
  note?: string | null;
}

/** Query of GET /api/payroll. */
export class PayrollQuery {
  @ApiPropertyOptional({ description: `Only the slips of this month (YYYY-MM); absent: the latest ${MAX_SLIPS}. Else 400 '${PAYROLL_MSG.period}'`, example: '2025-03' })
  @IsOptional()
  @Rule('period', (v) => (isPeriod(v) ? null : PAYROLL_MSG.period))
  period?: string;
}

/** Body of POST /api/payroll/{id}/pay: paying an owed slip. */
export class PayrollPayDto {
  @ApiProperty({ description: `Payment date (YYYY-MM-DD), not before the slip's date. ${ENTRY_WINDOW_DOC}`, example: '2025-04-05' })
  @IsEntryDate({ missing: PAYROLL_MSG.date, invalid: 'date harus tanggal (YYYY-MM-DD).' })
  date: string;

  @ApiProperty({ enum: ['cash', 'transfer'], description: `cash (from Kas) or transfer (from Bank). Else 400 '${PAYROLL_MSG.payMethod}'` })
  @IsOneOf(['cash', 'transfer'], PAYROLL_MSG.payMethod)
  method: 'cash' | 'transfer';

  @ApiPropertyOptional({ description: BANK_ACCOUNT_DOC, nullable: true, type: Number })
  @IsOptional()
  @IsId()
  bank_account_id?: number | null;
}

/** A wage slip (slip gaji). */
export class PayrollSlipDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2025-03' }) period: string;
  @ApiProperty() abk_id: number;
  @ApiProperty({ example: 'Jono', description: "The ABK's nama panggilan" }) abk_name: string;
  @ApiProperty({ nullable: true, type: String, example: '6281234567890', description: "The ABK's phone (62…), for sending the payslip on WhatsApp" }) abk_phone: string | null;
  @ApiProperty({ example: '2025-03-31' }) date: string;
  @money('Gross wage') gross: string;
  @money('Deductions') deductions: string;
  @money('Net wage: gross − deductions') net: string;
  @ApiProperty({ enum: ['cash', 'transfer', 'hutang'] }) method: 'cash' | 'transfer' | 'hutang';
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'GJ-2503-0001', description: "Code of the slip's journal" }) journal_code: string | null;
  @ApiProperty({ enum: ['lunas', 'belum_dibayar'], description: 'lunas: paid (at once, or its owed wage paid); belum_dibayar: still on Hutang Gaji' }) status: 'lunas' | 'belum_dibayar';
  @ApiProperty({ nullable: true, type: String, description: 'Payment date of an owed slip' }) paid_date: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'BG-2504-0001', description: "Code of an owed slip's payment journal" }) paid_journal_code: string | null;
}

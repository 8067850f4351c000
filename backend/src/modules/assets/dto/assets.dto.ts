import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { money } from '../../../common/http/api-money';
import { ENTRY_WINDOW_DOC, IsEntryDate } from '../../../common/validation/dates';
import { IsId, IsInteger, IsOneOf, IsRupiah, IsText } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';

/** The groups of fixed assets: kandang (house, building), kandang_baterai (battery cages), peralatan, kendaraan, lainnya (as the check of fixed_assets.grp). */
export const ASSET_GROUPS = ['kandang', 'kandang_baterai', 'peralatan', 'kendaraan', 'lainnya'] as const;
export type AssetGroup = (typeof ASSET_GROUPS)[number];

/** Status of an asset: aktif (still depreciating), habis (fully depreciated, still owned), dilepas (disposed). */
export const ASSET_STATUSES = ['aktif', 'habis', 'dilepas'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** Messages of the fixed assets API (issue #40 'Houses, cages and equipment'). */
export const ASSET_MSG = {
  name: 'Nama aset wajib diisi.',
  group: `Kelompok aset harus salah satu dari: ${ASSET_GROUPS.join(', ')}.`,
  date: 'Tanggal wajib diisi',
  cost: 'Harga beli harus lebih dari 0 dengan paling banyak 2 angka desimal.',
  residual: 'Nilai sisa harus 0 atau lebih dengan paling banyak 2 angka desimal.',
  life: 'Umur manfaat harus 1–600 bulan.',
  method: 'Metode bayar harus cash atau transfer.',
  notFound: 'Aset tidak ditemukan.',
  period: 'Periode harus bulan (YYYY-MM).',
  price: 'Harga jual harus 0 atau lebih dengan paling banyak 2 angka desimal.',
} as const;

/** Most assets a farm keeps in its register (bounded work of every list and depreciation run). */
export const MAX_ASSETS = 1000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const BANK_ACCOUNT_DOC =
  "The account the money moves through: a Kas account (cash) or a Bank account (transfer), or one of their sub-accounts (GET /api/finance/accounts). Absent or null: Kas or Bank. 404 'Akun kas/bank tidak ditemukan.'; 422 'Akun … bukan akun Bank.' / '… bukan akun Kas.' / '… nonaktif.'";

/** Body of POST /api/assets and PUT /api/assets/{id}. */
export class AssetBodyDto {
  @ApiProperty({ description: `Name, 1–120 characters. Missing or blank: 400 '${ASSET_MSG.name}'`, example: 'Kandang baterai jalur 1' })
  @Transform(trim)
  @IsText(120, { missing: ASSET_MSG.name, invalid: ASSET_MSG.name, max: 'Nama aset maksimal 120 karakter.' }, { required: true })
  name: string;

  @ApiProperty({ enum: ASSET_GROUPS, description: `kandang (house or building), kandang_baterai (battery cages), peralatan (equipment), kendaraan (vehicle), lainnya. Else 400 '${ASSET_MSG.group}'` })
  @IsOneOf(ASSET_GROUPS, ASSET_MSG.group)
  group: AssetGroup;

  @ApiProperty({ description: `Purchase date (YYYY-MM-DD): the purchase journal's date; depreciation starts in its month. ${ENTRY_WINDOW_DOC}`, example: '2025-01-15' })
  @IsEntryDate({ missing: ASSET_MSG.date, invalid: 'date harus tanggal (YYYY-MM-DD).' })
  date: string;

  @ApiProperty({ description: `Cost in rupiah, > 0, at most 2 decimals. Else 400 '${ASSET_MSG.cost}'`, example: 30000000 })
  @IsRupiah(ASSET_MSG.cost)
  @Rule('positive', (v) => (typeof v === 'number' && v <= 0 ? ASSET_MSG.cost : null))
  cost: number;

  @ApiProperty({ description: `Useful life in whole months 1–600 (straight line). Else 400 '${ASSET_MSG.life}'`, example: 60 })
  @IsInteger({ min: 1, max: 600 }, ASSET_MSG.life)
  useful_life_months: number;

  @ApiPropertyOptional({ description: `Residual value in rupiah at the end of its life (default 0), below the cost: else 400 '${ASSET_MSG.residual}' or 'Nilai sisa harus lebih kecil dari harga beli (Rp …).'`, example: 0 })
  @IsOptional()
  @IsRupiah(ASSET_MSG.residual)
  residual_value?: number;

  @ApiPropertyOptional({ description: 'Where it stands (a bagian, jalur or any text), at most 120 characters; null or absent: none', nullable: true, type: String, example: 'Bagian A jalur 1' })
  @IsOptional()
  @Transform(trim)
  @IsText(120, { invalid: 'Lokasi harus berupa teks.', max: 'Lokasi maksimal 120 karakter.' })
  place?: string | null;

  @ApiProperty({ description: `How it was paid: cash (from Kas) or transfer (from Bank). Else 400 '${ASSET_MSG.method}'`, enum: ['cash', 'transfer'] })
  @IsOneOf(['cash', 'transfer'], ASSET_MSG.method)
  method: 'cash' | 'transfer';

  @ApiPropertyOptional({ description: BANK_ACCOUNT_DOC, nullable: true, type: Number })
  @IsOptional()
  @IsId()
  bank_account_id?: number | null;
}

/** A fixed asset with its depreciation so far. */
export class AssetDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Kandang baterai jalur 1' }) name: string;
  @ApiProperty({ enum: ASSET_GROUPS }) group: AssetGroup;
  @ApiProperty({ nullable: true, type: String }) place: string | null;
  @ApiProperty({ example: '2025-01-15', description: 'Purchase date' }) date: string;
  @money('Cost') cost: string;
  @money('Residual value at the end of its life') residual_value: string;
  @ApiProperty({ example: 60 }) useful_life_months: number;
  @money('Depreciation of each month but the last: (cost − residual) / life rounded down to whole rupiah') monthly_depreciation: string;
  @ApiProperty({ enum: ['cash', 'transfer'] }) method: 'cash' | 'transfer';
  @ApiProperty({ nullable: true, type: Number, description: 'The Kas/Bank account chosen; null: Kas (cash) or Bank (transfer)' }) bank_account_id: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'AT-2501-0001', description: 'Code of the purchase journal (the latest, after an edit)' }) journal_code: string | null;
  @ApiProperty({ example: 3, description: 'Months depreciated so far' }) depreciated_months: number;
  @ApiProperty({ nullable: true, type: String, example: '2025-03', description: 'Last month depreciated (YYYY-MM), null when never' }) last_period: string | null;
  @money('Accumulated depreciation posted so far (Σ of its monthly depreciation)') accumulated_depreciation: string;
  @money('Book value: cost − accumulated depreciation; "0.00" once disposed') book_value: string;
  @ApiProperty({ enum: ASSET_STATUSES, description: 'aktif: still depreciating; habis: fully depreciated; dilepas: disposed' }) status: AssetStatus;
  @ApiProperty({ nullable: true, type: String, description: 'Disposal date, null while owned' }) disposed_date: string | null;
  @money('Disposal price, null while owned', { nullable: true }) disposal_price: string | null;
  @money('Disposal gain (positive) or loss (negative): price − book value at disposal; null while owned', { nullable: true }) disposal_gain: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'LA-2503-0001', description: 'Code of the disposal journal' }) disposal_journal_code: string | null;
}

/** Body of POST /api/assets/depreciation. */
export class DepreciationBodyDto {
  @ApiProperty({ description: `The month to depreciate, YYYY-MM, not after the current month. Else 400 '${ASSET_MSG.period}' or 422 'Periode MM/YYYY belum dimulai.'`, example: '2025-03' })
  @Rule('period', (v) => (typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v) && v >= '2000-01' ? null : ASSET_MSG.period))
  period: string;
}

/** What a depreciation run did. */
export class DepreciationResultDto {
  @ApiProperty({ example: '2025-03' }) period: string;
  @ApiProperty({ description: 'True when this call posted a journal; false when there was nothing (more) to depreciate for the month' }) posted: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'SU-2503-0001', description: 'Code of the journal this call posted; null when nothing was posted' }) journal_code: string | null;
  @ApiProperty({ nullable: true, type: String, example: '2025-03-31', description: "The journal's date: the month's last day, or today for the current month; null when nothing was posted" }) date: string | null;
  @ApiProperty({ example: 2, description: 'Assets depreciated by this call' }) assets: number;
  @money('Σ depreciation posted by this call (Dr Beban Penyusutan / Cr Akumulasi Penyusutan)') total: string;
  @ApiProperty({ example: 'Penyusutan 03/2025 diposting: 2 aset, Rp 833.333 (SU-2503-0001).', description: 'What happened, in Indonesian, for the screen' }) message: string;
}

/** Body of POST /api/assets/{id}/dispose. */
export class DisposeBodyDto {
  @ApiProperty({ description: `Disposal date (YYYY-MM-DD), not before the purchase date nor in a month before the last depreciated one. ${ENTRY_WINDOW_DOC}`, example: '2025-04-10' })
  @IsEntryDate({ missing: ASSET_MSG.date, invalid: 'date harus tanggal (YYYY-MM-DD).' })
  date: string;

  @ApiProperty({ description: `Price received in rupiah (0 for a scrapped asset), at most 2 decimals. Else 400 '${ASSET_MSG.price}'`, example: 400000 })
  @IsRupiah(ASSET_MSG.price)
  price: number;

  @ApiProperty({ description: `How the price was received: cash (into Kas) or transfer (into Bank). Else 400 '${ASSET_MSG.method}'`, enum: ['cash', 'transfer'] })
  @IsOneOf(['cash', 'transfer'], ASSET_MSG.method)
  method: 'cash' | 'transfer';

  @ApiPropertyOptional({ description: BANK_ACCOUNT_DOC, nullable: true, type: Number })
  @IsOptional()
  @IsId()
  bank_account_id?: number | null;
}

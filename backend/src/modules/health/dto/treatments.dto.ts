import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ENTRY_WINDOW_DOC, IsEntryDate, IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsDecimal, IsFlag, IsId, IsInteger, IsOneOf, IsText } from '../../../common/validation/decorators';

/** Messages of the treatments (issue #38 'Treatments and egg withdrawal'). */
export const TREATMENT_MSG = {
  bagian: 'Bagian wajib dipilih.',
  item: 'Obat wajib dipilih.',
  start: 'Tanggal mulai wajib diisi (YYYY-MM-DD).',
  end: 'Tanggal selesai wajib diisi (YYYY-MM-DD).',
  endBefore: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
  dose: 'Dosis wajib angka > 0 (paling banyak 3 angka desimal).',
  reason: 'Alasan pengobatan wajib diisi (maksimal 200 karakter).',
  withdrawal: 'Masa henti obat harus bilangan bulat 0–365 hari.',
  confirm: 'confirm harus true atau false.',
  vetNote: 'Catatan dokter hewan maksimal 300 karakter.',
  bagianNotFound: 'Bagian tidak ditemukan.',
  notFound: 'Pengobatan tidak ditemukan.',
  notOvk: 'Barang yang dipilih bukan OVK; pilih obat dari Barang Stok jenis OVK.',
  inactive: (name: string) => `Barang ${name} nonaktif; aktifkan dulu di Barang Stok.`,
  needsConfirm: (name: string) =>
    `${name} ditandai tidak untuk ayam petelur produksi. Kirim ulang dengan konfirmasi (confirm: true) untuk tetap mencatat; telur bagian ini tertahan selama masa flok kecuali ada catatan dokter hewan.`,
  disposal: 'Penanganan telur tertahan harus dimusnahkan atau non_pangan.',
  disposalNote: 'Catatan penanganan maksimal 200 karakter.',
} as const;

/** What became of the eggs held by a treatment: destroyed (afkir/dimusnahkan) or sold apart for non-food use. */
export const DISPOSALS = ['dimusnahkan', 'non_pangan'] as const;
export type Disposal = (typeof DISPOSALS)[number];

/** Body of POST /api/health/treatments. */
export class TreatmentBodyDto {
  @ApiProperty({ description: `The bagian whose birds are treated (integer ≥ 1). Missing: 400 '${TREATMENT_MSG.bagian}'; unknown or another farm's: 404 '${TREATMENT_MSG.bagianNotFound}'`, example: 2 })
  @IsId(TREATMENT_MSG.bagian)
  bagian_id: number;

  @ApiProperty({ description: `The medicine: a stock item of kind ovk (GET /api/stock-items). Missing: 400 '${TREATMENT_MSG.item}'; unknown or another farm's: 404 'Barang stok tidak ditemukan.'; not OVK: 422 '${TREATMENT_MSG.notOvk}'; inactive: 422`, example: 9 })
  @IsId(TREATMENT_MSG.item)
  item_id: number;

  @ApiProperty({ description: `First day of the dose (YYYY-MM-DD): the dose leaves the OVK stock on it, and the bagian's eggs are held from it. 400 '${TREATMENT_MSG.start}'. ${ENTRY_WINDOW_DOC} On or before the lock date: 422 'Periode sampai dd/mm/yyyy sudah ditutup.'`, example: '2025-03-10' })
  @IsEntryDate(TREATMENT_MSG.start)
  start_date: string;

  @ApiProperty({ description: `Last day of the dose (YYYY-MM-DD), on or after start_date (400 '${TREATMENT_MSG.endBefore}'); may lie in the future (a planned course), at most 5 years ahead. 400 '${TREATMENT_MSG.end}'`, example: '2025-03-12' })
  @IsReadDate(TREATMENT_MSG.end)
  end_date: string;

  @ApiProperty({ description: `Quantity of the item given over the whole course, in the item's unit (dosis, botol, gram, liter, kg), > 0, ≤ 1,000,000, ≤ 3 decimals; taken out of the OVK stock at its moving average. 400 '${TREATMENT_MSG.dose}'; beyond the stock: 422 'Stok <item> tidak cukup: …'`, example: 2 })
  @IsDecimal({ min: 0.001, max: 1_000_000, decimals: 3 }, TREATMENT_MSG.dose)
  dose: number;

  @ApiProperty({ description: `Why the birds are treated (diagnosis or symptom), 1–200 characters. 400 '${TREATMENT_MSG.reason}'`, example: 'CRD: ngorok' })
  @IsText(200, TREATMENT_MSG.reason, { required: true })
  reason: string;

  @ApiPropertyOptional({ description: `Egg withdrawal days after end_date (0–365). Left out or null: the item's label value (stock_items.withdrawal_days; none: 0). 400 '${TREATMENT_MSG.withdrawal}'`, type: Number, nullable: true, example: 7 })
  @IsOptional()
  @IsInteger({ min: 0, max: 365 }, TREATMENT_MSG.withdrawal)
  withdrawal_days?: number | null;

  @ApiPropertyOptional({ description: `Required (true) when the item is marked not for laying hens (not_for_layers) and the bagian has birds on start_date; else 422 asking for it. 400 '${TREATMENT_MSG.confirm}'` })
  @IsOptional()
  @IsFlag(TREATMENT_MSG.confirm)
  confirm?: boolean;

  @ApiPropertyOptional({ description: `A vet's note (≤ 300 characters). For an item not for laying hens it overrides the whole-flock-life hold: the hold then ends end_date + withdrawal_days like any other. 400 '${TREATMENT_MSG.vetNote}'`, type: String, nullable: true })
  @IsOptional()
  @IsText(300, TREATMENT_MSG.vetNote)
  vet_note?: string | null;
}

/** Query of GET /api/health/treatments and GET /api/health/holds. */
export class TreatmentListQuery {
  @ApiPropertyOptional({ description: `Treatments whose hold is still on at or after this day (YYYY-MM-DD); holds: the day asked (default today). ${READ_WINDOW_DOC}`, example: '2025-03-01' })
  @IsOptional()
  @IsReadDate()
  date?: string;
}

/** Body of POST /api/health/treatments/{id}/disposal. */
export class DisposalBodyDto {
  @ApiProperty({ enum: DISPOSALS, description: `dimusnahkan (held eggs written off: afkir/destroyed) or non_pangan (sold apart for non-food use, outside the egg sales). 400 '${TREATMENT_MSG.disposal}'` })
  @IsOneOf(DISPOSALS, TREATMENT_MSG.disposal)
  disposal: Disposal;

  @ApiPropertyOptional({ description: `Note (who took them, how they were destroyed), ≤ 200 characters. 400 '${TREATMENT_MSG.disposalNote}'`, type: String, nullable: true })
  @IsOptional()
  @IsText(200, TREATMENT_MSG.disposalNote)
  note?: string | null;
}

/** Eggs of a bagian laid in a hold window: butir and kg per grade (kg as decimal strings, 3 decimals). */
export class HeldEggsDto {
  @ApiProperty({ description: 'Eggs (butir) of all grades' }) butir: number;
  @ApiProperty({ type: String, example: '12.500' }) kg_a: string;
  @ApiProperty({ type: String, example: '3.000' }) kg_b: string;
  @ApiProperty({ type: String, example: '0.000' }) kg_c: string;
}

/** A treatment (GET/POST /api/health/treatments). */
export class TreatmentDto {
  @ApiProperty() id: number;
  @ApiProperty() bagian_id: number;
  @ApiProperty({ example: 'Jalur 1 / Kanan', description: 'jalur / bagian' }) bagian: string;
  @ApiProperty() item_id: number;
  @ApiProperty({ example: 'Doksisiklin 10%' }) item: string;
  @ApiProperty({ example: 'botol' }) unit: string;
  @ApiProperty({ example: '2025-03-10' }) start_date: string;
  @ApiProperty({ example: '2025-03-12' }) end_date: string;
  @ApiProperty({ type: String, example: '2.000', description: "Dose in the item's unit (3 decimals)" }) dose: string;
  @ApiProperty() reason: string;
  @ApiProperty({ description: 'Withdrawal days after end_date' }) withdrawal_days: number;
  @ApiProperty({ type: String, nullable: true, example: '2025-03-19', description: "Last day whose eggs are held (end_date + withdrawal_days); null: the whole flock life (item not for laying hens, no vet's note)" }) hold_until: string | null;
  @ApiProperty({ description: 'The item was marked not for laying hens when given' }) not_for_layers: boolean;
  @ApiProperty({ type: String, nullable: true }) vet_note: string | null;
  @ApiProperty({ type: String, description: 'Value taken out of the OVK stock at the moving average (rupiah, Beban OVK)', example: '150000.00' }) cost: string;
  @ApiProperty({ type: HeldEggsDto, description: "Eggs the bagian laid in the hold window so far (not sellable)" }) held: HeldEggsDto;
  @ApiProperty({ enum: DISPOSALS, nullable: true, description: 'What became of the held eggs; null: not recorded yet' }) disposal: Disposal | null;
  @ApiProperty({ type: String, nullable: true }) disposal_note: string | null;
}

/** A bagian whose eggs are held on a day (GET /api/health/holds): the sales and production screens show it. */
export class HoldDto {
  @ApiProperty() bagian_id: number;
  @ApiProperty({ example: 'Jalur 1 / Kanan' }) bagian: string;
  @ApiProperty({ type: String, nullable: true, example: '2025-03-19', description: 'Last held day; null: the whole flock life' }) hold_until: string | null;
  @ApiProperty({ example: 'Doksisiklin 10%', description: 'Item(s) of the holds, comma separated' }) items: string;
}

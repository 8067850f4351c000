import { ApiProperty } from '@nestjs/swagger';
import { ENTRY_WINDOW_DOC, IsEntryDate } from '../../../common/validation/dates';
import { IsId } from '../../../common/validation/decorators';

/** Messages of the feed item of a jalur (issue #37 'Feeding by item'). */
export const JALUR_ITEM_MSG = {
  fromDate: 'Tanggal mulai wajib (YYYY-MM-DD).',
  jalurId: 'jalur_id tidak valid.',
  itemId: 'item_id tidak valid.',
  jalurNotFound: 'Jalur tidak ditemukan.',
  ovk: 'Barang OVK tidak dapat menjadi pakan jalur; pilih barang pakan.',
  unit: 'Pakan jalur harus barang dalam satuan kg.',
} as const;

/** Body of POST /api/jalur-feed-items: the jalur eats `item_id` from `from_date`. */
export class JalurItemBodyDto {
  @ApiProperty({ description: `A jalur of the farm (integer ≥ 1, else 400 '${JALUR_ITEM_MSG.jalurId}'); unknown or another farm's: 404 '${JALUR_ITEM_MSG.jalurNotFound}'`, example: 3 })
  @IsId(JALUR_ITEM_MSG.jalurId)
  jalur_id: number;

  @ApiProperty({
    description: `A feed stock item of the farm in kg (integer ≥ 1, else 400 '${JALUR_ITEM_MSG.itemId}'); unknown or another farm's: 404 'Barang stok tidak ditemukan.'; OVK: 422 '${JALUR_ITEM_MSG.ovk}'; another unit than kg: 422 '${JALUR_ITEM_MSG.unit}'; inactive: 422 'Barang <nama> nonaktif; aktifkan dulu di Barang Stok.'. The default item (Pakan) ends an earlier assignment.`,
    example: 12,
  })
  @IsId(JALUR_ITEM_MSG.itemId)
  item_id: number;

  @ApiProperty({
    description: `First day the jalur eats the item (YYYY-MM-DD), until its next change. Missing or bad: 400 '${JALUR_ITEM_MSG.fromDate}'. ${ENTRY_WINDOW_DOC} Month close: 422 'Periode sampai dd/mm/yyyy sudah ditutup.' on or before the lock date. A second change of the same jalur on the same day replaces the first.`,
    example: '2026-11-01',
  })
  @IsEntryDate(JALUR_ITEM_MSG.fromDate)
  from_date: string;
}

/** One change of the feed item of a jalur. */
export class JalurItemChangeDto {
  @ApiProperty({ example: 12 }) item_id: number;
  @ApiProperty({ example: 'Pakan Layer Komersial' }) item_name: string;
  @ApiProperty({ description: 'First day (YYYY-MM-DD)', example: '2026-11-01' }) from_date: string;
}

/** A jalur of the farm with the feed item its tingkat eat on the asked day (the label of the daily feed screen). */
export class JalurItemLabelDto {
  @ApiProperty({ example: 3 }) jalur_id: number;
  @ApiProperty({ example: 'Jalur 1' }) jalur: string;
  @ApiProperty({ example: 'Plant 1' }) plant: string;
  @ApiProperty({ example: 'Farm Utama' }) lokasi: string;
  @ApiProperty({ description: "The item eaten on the day: the jalur's latest change dated on or before it, else the farm's default item", example: 12 }) item_id: number;
  @ApiProperty({ example: 'Pakan Layer Komersial' }) item_name: string;
  @ApiProperty({ description: 'Whether that is the farm’s default item (no change in effect)', example: false }) is_default: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'First day of that item on the jalur (YYYY-MM-DD); null when no change is in effect (the default item)', example: '2026-11-01' })
  from_date: string | null;
  @ApiProperty({ type: [Number], description: 'Ids of the tingkat of the jalur (their usage is costed at the item)', example: [31, 32] }) tingkat_ids: number[];
}

/** A jalur with its feed item on the asked day and its latest changes. */
export class JalurItemDto extends JalurItemLabelDto {
  @ApiProperty({ type: [JalurItemChangeDto], description: 'The jalur’s changes, newest first (at most 20)' }) changes: JalurItemChangeDto[];
}

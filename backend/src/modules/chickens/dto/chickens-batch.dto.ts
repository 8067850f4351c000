import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsOptional } from 'class-validator';
import { ENTRY_WINDOW_DOC, IsEntryDate } from '../../../common/validation/dates';
import { IsId, IsInteger, IsNestedList, IsOneOf } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';
import { BREED_CODES, BREED_NAMES, BreedCode } from '../../breed-standard/breed-standard.service';
import { BATCH_MAX_ROWS, BATCH_MSG } from '../batch';
import { MSG } from '../flock';
import { TransaksiAyamDto } from './chickens.dto';

/**
 * One row of a batch placement: the destination tingkat and its birds. Only the shape is checked
 * here (a JSON number); the rules of the single transaction (jumlah an integer > 0, the tingkat the
 * farm's) are applied per row by the service, whose message names the tingkat.
 */
export class TransaksiAyamBatchRowDto {
  @ApiProperty({ description: 'Destination tingkat, integer ≥ 1. Another farm’s or unknown: 404 naming the row.', example: 12 })
  @IsId()
  tujuan_tingkat_id: number;

  @ApiProperty({ description: "Birds placed in this tingkat, an integer > 0. Else 400 '<lokasi>: Jumlah wajib angka > 0.'", example: 5000 })
  @Rule('isNumber', (v) => (typeof v === 'number' && Number.isFinite(v) ? null : MSG.jumlah))
  jumlah: number;
}

/**
 * Body of POST /api/transaksi-ayam/batch (issue #36): birds of one age and breed entering many
 * tingkat on one day, all or nothing. Each row becomes one masuk as POST /api/transaksi-ayam
 * would record it (spec part 1 §4.3: no origin, a destination, an age).
 */
export class TransaksiAyamBatchBodyDto {
  @ApiProperty({ description: `Day the birds arrive (YYYY-MM-DD). Bad or missing: 400 '${MSG.tanggal}'. ${ENTRY_WINDOW_DOC}`, example: '2025-06-02' })
  @IsEntryDate(MSG.tanggal)
  tanggal: string;

  @ApiProperty({ enum: ['masuk'], description: `Only 'masuk'. Else 400 "${BATCH_MSG.aksi}"` })
  @IsOneOf(['masuk'], BATCH_MSG.aksi)
  aksi: 'masuk';

  @ApiProperty({ description: `Age of the birds at arrival in weeks, integer 0..200. Missing: 400 '${MSG.usiaWajib}'; bad: 400 '${MSG.usia}'`, example: 18 })
  @IsInteger({ min: 0, max: 200 }, { missing: MSG.usiaWajib, invalid: MSG.usia })
  usia_minggu: number;

  @ApiPropertyOptional({
    enum: BREED_CODES,
    nullable: true,
    description: `Breed of the birds: ${BREED_CODES.map((b) => `'${b}' (${BREED_NAMES[b]})`).join(', ')}; missing or null: the farm default. 400 '${MSG.breed}'`,
  })
  @IsOptional()
  @IsOneOf(BREED_CODES, MSG.breed)
  breed?: BreedCode | null;

  @ApiProperty({
    type: [TransaksiAyamBatchRowDto],
    description: `The tingkat and their birds, 1..${BATCH_MAX_ROWS} rows, each tingkat at most once (else 400 '<lokasi>: tingkat dipilih lebih dari sekali.'). Empty: 400 '${BATCH_MSG.rows}'; more: 400 '${BATCH_MSG.rowsMax}'`,
  })
  @IsNestedList(() => TransaksiAyamBatchRowDto, BATCH_MSG.rows)
  @ArrayMinSize(1, { message: BATCH_MSG.rows })
  @ArrayMaxSize(BATCH_MAX_ROWS, { message: BATCH_MSG.rowsMax })
  rows: TransaksiAyamBatchRowDto[];
}

/** Answer of POST /api/transaksi-ayam/batch (201): the masuk entries created, in the order of the rows. */
export class TransaksiAyamBatchDto {
  @ApiProperty({ type: [TransaksiAyamDto], description: 'One masuk per row, in the order sent' }) entries: TransaksiAyamDto[];
  @ApiProperty({ description: 'Birds placed in all rows together', example: 30000 }) total_ekor: number;
}

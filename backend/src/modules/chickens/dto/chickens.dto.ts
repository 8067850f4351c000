import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { ENTRY_WINDOW_DOC, IsEntryDate, IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsId, IsInteger, IsOneOf, IsText } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';
import { BREED_CODES, BREED_NAMES, BreedCode } from '../../breed-standard/breed-standard.service';
import { CAUSE_MSG, DEATH_CAUSES, DeathCause } from '../death-cause';
import { Aksi, AKSI, MSG } from '../flock';

const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const blankToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return v === '' ? null : v;
};

/** aksi of a chicken transaction: missing or blank 'Aksi wajib dipilih.', else one of AKSI or 'Aksi tidak valid.'. */
const IsAksi = () =>
  Rule('isAksi', (v) => (v === undefined || v === null || v === '' ? MSG.aksiWajib : (AKSI as readonly unknown[]).includes(v) ? null : MSG.aksiTidakValid));

/**
 * Body of POST /api/transaksi-ayam and PUT /api/transaksi-ayam/{id} (spec part 1 §3 'Chicken
 * transaction', §5). Field errors answer 400 with the messages of §5; the per-aksi rules
 * (masuk: no origin, a destination and an age; pindah: two different tingkat; mati/afkir: an origin
 * and no destination) too.
 */
export class TransaksiAyamBodyDto {
  @ApiProperty({ description: `Day of the movement (YYYY-MM-DD). Bad or missing: 400 '${MSG.tanggal}'. ${ENTRY_WINDOW_DOC}`, example: '2025-06-02' })
  @IsEntryDate(MSG.tanggal)
  tanggal: string;

  @ApiProperty({ enum: AKSI, description: "masuk (birds enter), pindah (move), mati (death), afkir (culling); lowercase. 400 'Aksi wajib dipilih.' / 'Aksi tidak valid.'" })
  @Transform(lower)
  @IsAksi()
  aksi: Aksi;

  @ApiProperty({ description: "Number of birds, an integer > 0. 400 'Jumlah wajib angka > 0.'", example: 1500 })
  @IsInteger({ min: 1, max: 10_000_000 }, MSG.jumlah)
  jumlah: number;

  @ApiPropertyOptional({ description: 'Origin tingkat (pindah, mati, afkir), integer ≥ 1; must be empty for masuk. Unknown or another tenant’s: 404.', nullable: true, type: Number })
  @IsOptional()
  @IsId()
  asal_tingkat_id?: number | null;

  @ApiPropertyOptional({ description: 'Destination tingkat (masuk, pindah), integer ≥ 1; must be empty for mati and afkir. Unknown or another tenant’s: 404.', nullable: true, type: Number })
  @IsOptional()
  @IsId()
  tujuan_tingkat_id?: number | null;

  @ApiPropertyOptional({
    description: "Age of the birds in weeks, integer 0..200; required for masuk (it fixes their hatch date = tanggal − usia_minggu weeks). 400 'Usia harus integer 0..200.'",
    nullable: true,
    type: Number,
    example: 18,
  })
  @IsOptional()
  @IsInteger({ min: 0, max: 200 }, MSG.usia)
  usia_minggu?: number | null;

  @ApiPropertyOptional({
    enum: BREED_CODES,
    nullable: true,
    description: `Breed of the birds of a masuk: ${BREED_CODES.map((b) => `'${b}' (${BREED_NAMES[b]})`).join(', ')}; missing or null: the farm default of the egg settings. Ignored for pindah, mati and afkir (the breed of the birds they move is derived from the origin). 400 '${MSG.breed}'`,
  })
  @IsOptional()
  @IsOneOf(BREED_CODES, MSG.breed)
  breed?: BreedCode | null;

  @ApiPropertyOptional({ description: "Note, at most 200 characters. 400 'Keterangan maksimal 200 karakter.'", nullable: true, type: String, maxLength: 200 })
  @Transform(blankToNull)
  @IsOptional()
  @IsText(200, { max: MSG.keterangan })
  keterangan?: string | null;

  @ApiPropertyOptional({
    enum: DEATH_CAUSES,
    nullable: true,
    description: `Cause of a death (aksi mati only; issue #38): ${DEATH_CAUSES.join(', ')}. Left out or null: tidak_diketahui. Bad: 400 '${CAUSE_MSG.cause}'; on another aksi: 400 '${CAUSE_MSG.onlyMati}'`,
  })
  @Transform(lower)
  @IsOptional()
  @IsOneOf(DEATH_CAUSES, CAUSE_MSG.cause)
  cause?: DeathCause | null;

  @ApiPropertyOptional({ description: `Suspected disease (cause penyakit only; else 400 '${CAUSE_MSG.diseaseOnly}'), at most 80 characters. 400 '${CAUSE_MSG.disease}'`, nullable: true, type: String, example: 'ND' })
  @Transform(blankToNull)
  @IsOptional()
  @IsText(80, { max: CAUSE_MSG.disease })
  suspected_disease?: string | null;

  @ApiPropertyOptional({ description: `Note on the cause (mati only), at most 200 characters. 400 '${CAUSE_MSG.note}'`, nullable: true, type: String })
  @Transform(blankToNull)
  @IsOptional()
  @IsText(200, { max: CAUSE_MSG.note })
  cause_note?: string | null;
}

/** Filters of GET /api/transaksi-ayam: inclusive date range and optional aksi. */
export class TransaksiAyamQueryDto {
  @ApiPropertyOptional({ description: `First day, inclusive (YYYY-MM-DD); none: no lower bound. 400 'start_date harus tanggal (YYYY-MM-DD).'. ${READ_WINDOW_DOC}`, example: '2025-06-01' })
  @IsOptional()
  @IsReadDate()
  start_date?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive (YYYY-MM-DD); none: no upper bound. After start_date: 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.'. ${READ_WINDOW_DOC}`, example: '2025-06-10' })
  @IsOptional()
  @IsReadDate()
  to_date?: string;

  @ApiPropertyOptional({ enum: AKSI, description: "Only this action. 400 'Aksi tidak valid.'" })
  @Transform(lower)
  @IsOptional()
  @IsOneOf(AKSI, MSG.aksiTidakValid)
  aksi?: Aksi;
}

/** A chicken transaction as listed and returned after a save. */
export class TransaksiAyamDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2025-06-02' }) tanggal: string;
  @ApiProperty({ enum: AKSI }) aksi: Aksi;
  @ApiProperty({ description: 'Birds' }) jumlah: number;
  @ApiProperty({ nullable: true, type: Number }) asal_tingkat_id: number | null;
  @ApiProperty({ nullable: true, type: Number }) tujuan_tingkat_id: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'Jalur 1 / Kanan / T1' }) asal_lokasi: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Jalur 1 / Kiri / T2' }) tujuan_lokasi: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Age in weeks as entered' }) usia_minggu: number | null;
  @ApiProperty({ nullable: true, type: String }) keterangan: string | null;
  @ApiProperty({
    enum: BREED_CODES,
    description: "Breed of the birds this row moves: masuk as entered (or the farm default); pindah/mati/afkir the origin tingkat's majority breed at that moment (docs/adr/0029-flock-breed.md)",
  })
  breed: BreedCode;
  @ApiProperty({ enum: DEATH_CAUSES, nullable: true, description: 'mati: its cause (none recorded: tidak_diketahui); other aksi: null' }) cause: DeathCause | null;
  @ApiProperty({ nullable: true, type: String, description: 'mati with cause penyakit: the suspected disease' }) suspected_disease: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'mati: note on the cause' }) cause_note: string | null;
}

/** Population info row (spec part 1 §3): population and age of one tingkat on a day. */
export class PopulasiInfoDto {
  @ApiProperty() tingkat_id: number;
  @ApiProperty({ example: 'Jalur 1 / Kanan / T1' }) lokasi: string;
  @ApiProperty() jalur: string;
  @ApiProperty() bagian: string;
  @ApiProperty() tingkat: string;
  @ApiProperty({ description: 'Birds at the end of the day' }) populasi: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Population-weighted age of the birds in whole weeks; null when empty' }) usia_minggu: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Same as usia_minggu (alias of the spec)' }) usia: number | null;
}

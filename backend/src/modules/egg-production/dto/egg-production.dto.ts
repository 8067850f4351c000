import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { TANGGAL_WAJIB } from '../../../common/validation/date-queries';
import { ENTRY_WINDOW_DOC, IsEntryDate } from '../../../common/validation/dates';
import { VERSION_DOC, VERSION_INPUT_DOC } from '../../../common/daily-entries/day-entries';
import { IsDecimal, IsFlag, IsId, IsInteger, IsKg, IsNestedList, IsOneOf } from '../../../common/validation/decorators';
import { BREED_CODES, BREED_INVALID, BreedCode } from '../../breed-standard/breed-standard.service';

/** Most eggs of one grade in one bagian on one day. */
const MAX_BUTIR = 100_000_000;

const kg = (grade: string) =>
  ApiPropertyOptional({ description: `Grade ${grade.toUpperCase()} eggs, kg ≥ 0 (3 decimals; null or missing = 0)`, example: 52.4, nullable: true, type: Number });
const count = (grade: string) =>
  ApiPropertyOptional({ description: `Grade ${grade.toUpperCase()} eggs, count ≥ 0 (truncated to an integer; null or missing = 0)`, example: 850, nullable: true, type: Number });

/** One bagian's eggs of the day. */
export class EggInputRow {
  @ApiProperty({ description: 'Bagian of the tenant (integer ≥ 1, 400 otherwise); unknown or another tenant’s: 404' })
  @IsId()
  bagian_id: number;

  @kg('a') @IsOptional() @IsKg({ min: 'grade_a tidak boleh negatif.' }) grade_a?: number | null;
  @kg('b') @IsOptional() @IsKg({ min: 'grade_b tidak boleh negatif.' }) grade_b?: number | null;
  @kg('c') @IsOptional() @IsKg({ min: 'grade_c tidak boleh negatif.' }) grade_c?: number | null;
  @count('a') @IsOptional() @IsDecimal({ min: 0, max: MAX_BUTIR }, { min: 'butir_a tidak boleh negatif.' }) butir_a?: number | null;
  @count('b') @IsOptional() @IsDecimal({ min: 0, max: MAX_BUTIR }, { min: 'butir_b tidak boleh negatif.' }) butir_b?: number | null;
  @count('c') @IsOptional() @IsDecimal({ min: 0, max: MAX_BUTIR }, { min: 'butir_c tidak boleh negatif.' }) butir_c?: number | null;

  @ApiPropertyOptional({ description: VERSION_INPUT_DOC, example: 57 })
  @IsOptional()
  @IsInteger({ min: 0, max: Number.MAX_SAFE_INTEGER }, 'version tidak valid.')
  version?: number;
}

/** Body of POST /api/transaksi-telur (spec part 1 §7 'Egg production'). */
export class EggSaveDto {
  @ApiProperty({ description: `Day of the entries (YYYY-MM-DD). Bad or missing: 400 '${TANGGAL_WAJIB}'. ${ENTRY_WINDOW_DOC}`, example: '2025-06-02' })
  @IsEntryDate(TANGGAL_WAJIB)
  tanggal: string;

  @ApiProperty({ type: [EggInputRow], description: 'Rows to replace for that day. A row with only zeros removes the entry.' })
  @IsNestedList(() => EggInputRow)
  data: EggInputRow[];
}

/** Egg production row (spec part 1 §3): one bagian on the asked day. */
export class EggRowDto {
  @ApiProperty() bagian_id: number;
  @ApiProperty({ example: 'Jalur 1' }) jalur: string;
  @ApiProperty({ example: 'Kanan' }) bagian: string;
  @ApiProperty({ example: 'Jalur 1 / Kanan' }) lokasi: string;
  @ApiProperty({ description: 'kg' }) grade_a: number;
  @ApiProperty({ description: 'kg' }) grade_b: number;
  @ApiProperty({ description: 'kg' }) grade_c: number;
  @ApiProperty({ description: 'eggs' }) butir_a: number;
  @ApiProperty({ description: 'eggs' }) butir_b: number;
  @ApiProperty({ description: 'eggs' }) butir_c: number;
  @ApiProperty({ description: VERSION_DOC, example: 57 }) version: number;
}

/** Answer 409 of POST /api/transaksi-telur: rows changed by someone else since they were loaded. */
export class EggConflictDto {
  @ApiProperty({ example: false }) success: boolean;
  @ApiProperty({ example: 'Data sudah diubah pengguna lain sejak halaman dimuat: Jalur 1 / Kanan. Tidak ada yang disimpan; muat ulang untuk melihat nilai terbaru.' })
  message: string;
  @ApiProperty({ type: [EggRowDto], description: 'The rows in conflict as they are now (values and version)' })
  conflicts: EggRowDto[];
}

/** The nine egg grade settings (spec part 1 §3, §4.5). */
export class EggSettingsDto {
  @ApiProperty({ description: 'Grade A kg = count × weight_grade_a (default false)' }) auto_grade_a: boolean;
  @ApiProperty({ description: 'Grade B kg = count × weight_grade_b (default true)' }) auto_grade_b: boolean;
  @ApiProperty({ description: 'Grade C kg = count × weight_grade_c (default true)' }) auto_grade_c: boolean;
  @ApiProperty({ description: 'Grade A kg input not editable (default false)' }) disable_grade_a: boolean;
  @ApiProperty({ description: 'Grade B kg input not editable (default false)' }) disable_grade_b: boolean;
  @ApiProperty({ description: 'Grade C kg input not editable (default false)' }) disable_grade_c: boolean;
  @ApiProperty({ description: 'kg per grade A egg (default 0.06)' }) weight_grade_a: number;
  @ApiProperty({ description: 'kg per grade B egg (default 0.05)' }) weight_grade_b: number;
  @ApiProperty({ description: 'kg per grade C egg (default 0.05)' }) weight_grade_c: number;
  @ApiProperty({ enum: BREED_CODES, description: "The farm's default breed: the breed of a chicken entry (masuk) that names none, and of a place without birds or with a tie (default 'hyline_w80')" })
  default_breed: BreedCode;
}

/**
 * Answer of GET and PUT /api/transaksi-telur/settings: the tenant's nine settings in force (one set
 * per tenant), and under `defaults` the values of spec part 1 §9 that apply until the tenant saves
 * its own — the one definition of those defaults; the browser reads them from here.
 */
export class EggSettingsResponseDto extends EggSettingsDto {
  @ApiProperty({
    type: EggSettingsDto,
    description: 'Defaults of spec part 1 §9: auto on for B and C, off for A; no grade disabled; 0.06 / 0.05 / 0.05 kg per egg',
  })
  defaults: EggSettingsDto;
}

const flag = (what: string) => ApiPropertyOptional({ description: `${what}; true or false (400 '<field> harus true atau false.')` });
const weight = (grade: string) => ApiPropertyOptional({ description: `kg per grade ${grade} egg, 0..1 (3 decimals); 400 '<field> minimal 0.' / '<field> maksimal 1.'`, example: 0.06 });

/** Body of PUT /api/transaksi-telur/settings: the fields to change (others keep their value). */
export class EggSettingsUpdateDto {
  @flag('auto mode for grade A') @IsOptional() @IsFlag() auto_grade_a?: boolean;
  @flag('auto mode for grade B') @IsOptional() @IsFlag() auto_grade_b?: boolean;
  @flag('auto mode for grade C') @IsOptional() @IsFlag() auto_grade_c?: boolean;
  @flag('grade A kg not editable') @IsOptional() @IsFlag() disable_grade_a?: boolean;
  @flag('grade B kg not editable') @IsOptional() @IsFlag() disable_grade_b?: boolean;
  @flag('grade C kg not editable') @IsOptional() @IsFlag() disable_grade_c?: boolean;
  @weight('A') @IsOptional() @IsDecimal({ min: 0, max: 1 }) weight_grade_a?: number;
  @weight('B') @IsOptional() @IsDecimal({ min: 0, max: 1 }) weight_grade_b?: number;
  @weight('C') @IsOptional() @IsDecimal({ min: 0, max: 1 }) weight_grade_c?: number;
  @ApiPropertyOptional({ enum: BREED_CODES, description: `The farm's default breed. 400 '${BREED_INVALID}'` })
  @IsOptional()
  @IsOneOf(BREED_CODES, BREED_INVALID)
  default_breed?: BreedCode;
}

/** Where the kg per egg of a grade comes from: the farm's weighed days, or its settings. */
export const WEIGHT_SOURCES = ['timbang', 'pengaturan'] as const;

/** The kg per egg an auto grade uses, and how it was found. */
export class EggGradeWeightDto {
  @ApiProperty({ enum: ['a', 'b', 'c'], example: 'b' }) grade: 'a' | 'b' | 'c';
  @ApiProperty({
    description: 'kg per egg to use for the auto kg (3 decimals, whole grams): the median of the weighed days when there are at least `min_days`, else the weight of the settings',
    example: 0.061,
  })
  kg_per_butir: number;
  @ApiProperty({ enum: WEIGHT_SOURCES, description: "'timbang': the median of the weighed days; 'pengaturan': too few weighed days, the settings' weight", example: 'timbang' })
  source: (typeof WEIGHT_SOURCES)[number];
  @ApiProperty({ description: 'Weighed days of this grade in the window (0..14)', example: 9 }) weighed_days: number;
  @ApiProperty({ description: 'Median kg per egg of the weighed days (3 decimals), null without any', example: 0.061, nullable: true, type: Number })
  median_kg_per_butir: number | null;
}

/** Answer of GET /api/transaksi-telur/weights. */
export class EggWeightsDto {
  @ApiProperty({ description: 'The day being entered (YYYY-MM-DD)', example: '2025-06-15' }) tanggal: string;
  @ApiProperty({ description: 'First day of the window read (tanggal − 14)', example: '2025-06-01' }) from: string;
  @ApiProperty({ description: 'Last day of the window read (tanggal − 1; the day being entered is not counted)', example: '2025-06-14' }) to: string;
  @ApiProperty({ description: 'Fewest weighed days for the median to be used', example: 3 }) min_days: number;
  @ApiProperty({ type: [EggGradeWeightDto], description: 'Grades a, b, c in that order' }) grades: EggGradeWeightDto[];
}

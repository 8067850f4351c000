import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsNumber, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { IsTanggal } from '../../../common/http/tanggal';

const NUM = { allowNaN: false, allowInfinity: false };

const kg = (grade: string) =>
  ApiPropertyOptional({ description: `Grade ${grade.toUpperCase()} eggs, kg ≥ 0 (3 decimals; null or missing = 0)`, example: 52.4, nullable: true, type: Number });
const count = (grade: string) =>
  ApiPropertyOptional({ description: `Grade ${grade.toUpperCase()} eggs, count ≥ 0 (truncated to an integer; null or missing = 0)`, example: 850, nullable: true, type: Number });

/** One bagian's eggs of the day. */
export class EggInputRow {
  @ApiProperty({ description: 'Bagian of the tenant; unknown or another tenant’s: 404' })
  @IsInt()
  @Min(1)
  bagian_id: number;

  @kg('a') @IsOptional() @IsNumber(NUM) @Min(0, { message: 'grade_a tidak boleh negatif.' }) @Max(1_000_000) grade_a?: number | null;
  @kg('b') @IsOptional() @IsNumber(NUM) @Min(0, { message: 'grade_b tidak boleh negatif.' }) @Max(1_000_000) grade_b?: number | null;
  @kg('c') @IsOptional() @IsNumber(NUM) @Min(0, { message: 'grade_c tidak boleh negatif.' }) @Max(1_000_000) grade_c?: number | null;
  @count('a') @IsOptional() @IsNumber(NUM) @Min(0, { message: 'butir_a tidak boleh negatif.' }) @Max(100_000_000) butir_a?: number | null;
  @count('b') @IsOptional() @IsNumber(NUM) @Min(0, { message: 'butir_b tidak boleh negatif.' }) @Max(100_000_000) butir_b?: number | null;
  @count('c') @IsOptional() @IsNumber(NUM) @Min(0, { message: 'butir_c tidak boleh negatif.' }) @Max(100_000_000) butir_c?: number | null;
}

/** Body of POST /api/transaksi-telur (spec part 1 §7 'Egg production'). */
export class EggSaveDto {
  @ApiProperty({ description: 'Day of the entries (YYYY-MM-DD)', example: '2025-06-02' })
  @IsTanggal('Tanggal wajib (YYYY-MM-DD).')
  tanggal: string;

  @ApiProperty({ type: [EggInputRow], description: 'Rows to replace for that day. A row with only zeros removes the entry.' })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => EggInputRow)
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
}

/** Egg settings (spec part 1 §3, §4.5; defaults §9), one set per tenant. */
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
}

const flag = (what: string) => ApiPropertyOptional({ description: what });
const weight = (grade: string) => ApiPropertyOptional({ description: `kg per grade ${grade} egg, 0..1 (3 decimals)`, example: 0.06 });

/** Body of PUT /api/transaksi-telur/settings: the fields to change (others keep their value). */
export class EggSettingsUpdateDto {
  @flag('auto mode for grade A') @IsOptional() @IsBoolean() auto_grade_a?: boolean;
  @flag('auto mode for grade B') @IsOptional() @IsBoolean() auto_grade_b?: boolean;
  @flag('auto mode for grade C') @IsOptional() @IsBoolean() auto_grade_c?: boolean;
  @flag('grade A kg not editable') @IsOptional() @IsBoolean() disable_grade_a?: boolean;
  @flag('grade B kg not editable') @IsOptional() @IsBoolean() disable_grade_b?: boolean;
  @flag('grade C kg not editable') @IsOptional() @IsBoolean() disable_grade_c?: boolean;
  @weight('A') @IsOptional() @IsNumber(NUM) @Min(0) @Max(1) weight_grade_a?: number;
  @weight('B') @IsOptional() @IsNumber(NUM) @Min(0) @Max(1) weight_grade_b?: number;
  @weight('C') @IsOptional() @IsNumber(NUM) @Min(0) @Max(1) weight_grade_c?: number;
}

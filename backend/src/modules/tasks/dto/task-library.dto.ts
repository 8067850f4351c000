import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';

export const MAIN_NAME_REQUIRED = 'Nama main task wajib diisi';
export const SUB_NAME_REQUIRED = 'Nama sub task wajib diisi';
export const MAIN_REQUIRED = 'Pilih main task';
export const DURATION_INVALID = 'Durasi minimal 0 menit.';

const TRUE = ['true', '1', 'yes', 'ya', 'on'];
const FALSE = ['false', '0', 'no', 'tidak', 'off'];

/** Multipart fields arrive as text: 'true'/'1'/'yes' → true, 'false'/'0'/'no' → false; anything else is left to fail @IsBoolean. */
export const toBool = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (TRUE.includes(v)) return true;
  if (FALSE.includes(v)) return false;
  return value;
};
/** Trims text; '' and 'null' (a multipart field left empty) become null. */
export const toText = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return v === '' || v === 'null' ? null : v;
};
/** A number sent as text; '' and 'null' become null (not given). */
export const toNumber = ({ value }: { value: unknown }) => {
  if (value === null || value === undefined || typeof value === 'number') return value;
  const v = String(value).trim();
  return v === '' || v === 'null' ? null : Number(v.replace(',', '.'));
};
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Body of POST /api/tasks/main and PUT /api/tasks/main/{id} (JSON). */
export class MainTaskBodyDto {
  @ApiProperty({ description: "Name of the main task, unique in the tenant (409 otherwise). 400 'Nama main task wajib diisi'.", example: 'Vaksinasi', maxLength: 120 })
  @Transform(trim)
  @IsString({ message: MAIN_NAME_REQUIRED })
  @IsNotEmpty({ message: MAIN_NAME_REQUIRED })
  @MaxLength(120, { message: 'Nama main task maksimal 120 karakter.' })
  nama: string;

  @ApiPropertyOptional({ description: 'Description', type: String, nullable: true, maxLength: 2000 })
  @Transform(toText)
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Deskripsi maksimal 2000 karakter.' })
  deskripsi?: string | null;

  @ApiPropertyOptional({ description: 'Aktif (true) or Nonaktif (false); default true. Accepts true/1/yes.', default: true })
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'aktif harus true atau false.' })
  aktif?: boolean;
}

/** A main task (spec part 1 §3). */
export class MainTaskDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Vaksinasi' }) nama: string;
  @ApiProperty({ nullable: true, type: String }) deskripsi: string | null;
  @ApiProperty() aktif: boolean;
}

/**
 * Fields of POST /api/tasks/sub and PUT /api/tasks/sub/{id} (multipart/form-data, or JSON without
 * an image). Text fields arrive as strings and are converted. The optional file goes in the part
 * named `image` (JPEG, PNG or WebP by content, at most 2 MB).
 */
export class SubTaskBodyDto {
  @ApiProperty({ description: "Main task the sub task belongs to. 400 'Pilih main task'; 404 unknown main task." })
  @Transform(toNumber)
  @IsInt({ message: MAIN_REQUIRED })
  @Min(1, { message: MAIN_REQUIRED })
  main_id: number;

  @ApiProperty({ description: "Name of the sub task, unique within its main task. 400 'Nama sub task wajib diisi'.", example: 'Vaksin ND-IB (tetes mata)', maxLength: 120 })
  @Transform(trim)
  @IsString({ message: SUB_NAME_REQUIRED })
  @IsNotEmpty({ message: SUB_NAME_REQUIRED })
  @MaxLength(120, { message: 'Nama sub task maksimal 120 karakter.' })
  nama: string;

  @ApiPropertyOptional({ description: 'Description', type: String, nullable: true, maxLength: 2000 })
  @Transform(toText)
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Deskripsi maksimal 2000 karakter.' })
  deskripsi?: string | null;

  @ApiPropertyOptional({ description: 'Step-by-step instruction', type: String, nullable: true, maxLength: 5000 })
  @Transform(toText)
  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'Instruksi maksimal 5000 karakter.' })
  instruksi?: string | null;

  @ApiPropertyOptional({ description: "Default duration in minutes, ≥ 0 (400 'Durasi minimal 0 menit.'); empty means none.", nullable: true, type: Number })
  @Transform(toNumber)
  @IsOptional()
  @IsInt({ message: DURATION_INVALID })
  @Min(0, { message: DURATION_INVALID })
  default_dur_min?: number | null;

  @ApiPropertyOptional({ description: 'Aktif (true) or Nonaktif (false); default true. Accepts true/1/yes.', default: true })
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'aktif harus true atau false.' })
  aktif?: boolean;

  @ApiPropertyOptional({ description: 'PUT only: true removes the stored image (its file is deleted).' })
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'remove_image harus true atau false.' })
  remove_image?: boolean;
}

/** The multipart form as documented (the fields plus the optional image file). */
export class SubTaskFormDto extends SubTaskBodyDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: "Image: JPEG, PNG or WebP by content, ≤ 2 MB (400 'Ukuran gambar maksimal 2 MB.' / 'Format gambar harus JPEG, PNG, atau WebP.'). Replacing deletes the old file." })
  image?: unknown;
}

/** A sub task (spec part 1 §3). */
export class SubTaskDto {
  @ApiProperty() id: number;
  @ApiProperty() main_id: number;
  @ApiProperty({ example: 'Vaksinasi' }) main_nama: string;
  @ApiProperty({ example: 'Vaksin ND-IB (tetes mata)' }) nama: string;
  @ApiProperty({ nullable: true, type: String }) deskripsi: string | null;
  @ApiProperty({ nullable: true, type: String }) instruksi: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'minutes' }) default_dur_min: number | null;
  @ApiProperty() aktif: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Path the browser loads, e.g. /uploads/<tenant>/<uuid>.png', example: '/uploads/7c9e…/0f1e….png' })
  image_url: string | null;
}

/** Query of GET /api/tasks/sub. */
export class SubTaskQueryDto {
  @ApiPropertyOptional({ description: 'Only the sub tasks of this main task' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'main_id tidak valid.' })
  @Min(1, { message: 'main_id tidak valid.' })
  main_id?: number;
}

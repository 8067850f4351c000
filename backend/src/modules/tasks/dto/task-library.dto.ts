import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { fromDecimalText, IsFlag, IsIdText, IsInteger, IsText, toBool } from '../../../common/validation/decorators';

export const MAIN_NAME_REQUIRED = 'Nama main task wajib diisi';
export const SUB_NAME_REQUIRED = 'Nama sub task wajib diisi';
export const MAIN_REQUIRED = 'Pilih main task';
export const DURATION_INVALID = 'Durasi minimal 0 menit.';

/** Trims text; '' and 'null' (a multipart field left empty) become null. */
export const toText = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return v === '' || v === 'null' ? null : v;
};
/** A whole number sent as text (decimal digits, optionally '-'); '' and 'null' become null (not given); anything else fails the number rule. */
export const toWholeNumber = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return v === '' || v === 'null' ? null : fromDecimalText(v, true);
};
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A required, trimmed name of at most 120 characters; `message` when missing or blank. */
const Name = (description: string, example: string, message: string, label: string) =>
  applyDecorators(
    ApiProperty({ description, example, maxLength: 120 }),
    Transform(trim),
    IsText(120, { missing: message, invalid: message, max: `${label} maksimal 120 karakter.` }, { required: true }),
  );
/** Optional free text ('' becomes null) of at most `max` characters. */
const OptionalText = (description: string, label: string, max: number) =>
  applyDecorators(
    ApiPropertyOptional({ description, type: String, nullable: true, maxLength: max }),
    Transform(toText),
    IsOptional(),
    IsText(max, { max: `${label} maksimal ${max} karakter.` }),
  );
/** Optional boolean that also accepts the text forms of a multipart field. */
const OptionalFlag = (description: string, field: string, defaultValue?: boolean) =>
  applyDecorators(
    ApiPropertyOptional({ description, ...(defaultValue === undefined ? {} : { default: defaultValue }) }),
    Transform(toBool),
    IsOptional(),
    IsFlag(`${field} harus true atau false.`),
  );
const AKTIF = 'Aktif (true) or Nonaktif (false); default true. Accepts true/1/yes.';

/** Body of POST /api/tasks/main and PUT /api/tasks/main/{id} (JSON). */
export class MainTaskBodyDto {
  @Name("Name of the main task, unique in the tenant (409 otherwise). 400 'Nama main task wajib diisi'.", 'Vaksinasi', MAIN_NAME_REQUIRED, 'Nama main task')
  nama: string;

  @OptionalText('Description', 'Deskripsi', 2000)
  deskripsi?: string | null;

  @OptionalFlag(AKTIF, 'aktif', true)
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
  @ApiProperty({ description: "Main task the sub task belongs to: decimal digits in a multipart field, an integer in JSON. Else 400 'Pilih main task'; 404 unknown main task." })
  @IsIdText(MAIN_REQUIRED)
  main_id: number;

  @Name("Name of the sub task, unique within its main task. 400 'Nama sub task wajib diisi'.", 'Vaksin ND-IB (tetes mata)', SUB_NAME_REQUIRED, 'Nama sub task')
  nama: string;

  @OptionalText('Description', 'Deskripsi', 2000)
  deskripsi?: string | null;

  @OptionalText('Step-by-step instruction', 'Instruksi', 5000)
  instruksi?: string | null;

  @ApiPropertyOptional({ description: "Default duration in minutes, ≥ 0 (400 'Durasi minimal 0 menit.'); empty means none.", nullable: true, type: Number })
  @Transform(toWholeNumber)
  @IsOptional()
  @IsInteger({ min: 0, max: 100_000 }, DURATION_INVALID)
  default_dur_min?: number | null;

  @OptionalFlag(AKTIF, 'aktif', true)
  aktif?: boolean;

  @OptionalFlag('PUT only: true removes the stored image (its file is deleted).', 'remove_image')
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
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Signed path the browser loads without a token, valid 1–2 hours (then 404; a fresh answer has a fresh URL): /uploads/<tenant>/<uuid>.png?exp=<unix s>&sig=<…>',
    example: '/uploads/7c9e…/0f1e….png?exp=1767225600&sig=Qm9…',
  })
  image_url: string | null;
}

/** Query of GET /api/tasks/sub. */
export class SubTaskQueryDto {
  @ApiPropertyOptional({ description: "Only the sub tasks of this main task; decimal digits, else 400 'main_id tidak valid.'" })
  @IsOptional()
  @IsIdText('main_id tidak valid.')
  main_id?: number;
}

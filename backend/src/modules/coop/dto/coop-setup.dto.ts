import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Rule } from '../../../common/validation/rule';
import { IsId, IsInteger, IsText } from '../../../common/validation/decorators';
import { SETUP_BAGIAN_MAX, SETUP_MESSAGES } from '../coop-setup.rules';
import { TINGKAT_BATCH_MAX } from '../tingkat-names';
import { JalurNode, TINGKAT_BATCH_MSG } from './coop.dto';

/** 400 of a `bagian` that is not a list of names. */
export const SETUP_BAGIAN_LIST_MSG = 'Bagian harus berupa daftar nama (masing-masing paling banyak 100 karakter).';

const isNameList = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string' && x.length <= 100);

/**
 * Body of POST /api/coop/setup (issue #36): a jalur with its bagian and `tingkat_per_bagian`
 * tingkat in each (named T1…TN), placed in an existing plant (`plant_id`) or in a new plant
 * (`plant`) under an existing lokasi (`lokasi_id`) or a new one (`lokasi`).
 */
export class CoopSetupBodyDto {
  @ApiPropertyOptional({ description: "New lokasi's name (with `plant`), at most 100 characters; not with `lokasi_id` or `plant_id`", example: 'Farm Sukamaju' })
  @IsOptional()
  @IsText(100)
  lokasi?: string;

  @ApiPropertyOptional({ description: "Existing lokasi of the new plant, integer ≥ 1; another farm's or unknown: 404 'Lokasi tidak ditemukan.'" })
  @IsOptional()
  @IsId()
  lokasi_id?: number;

  @ApiPropertyOptional({ description: "New plant's name, at most 100 characters, with `lokasi_id` or `lokasi`; taken in its lokasi: 409", example: 'Plant 1' })
  @IsOptional()
  @IsText(100)
  plant?: string;

  @ApiPropertyOptional({ description: "Existing plant that receives the jalur (alone: no lokasi or plant fields), integer ≥ 1; unknown: 404 'Plant tidak ditemukan.'" })
  @IsOptional()
  @IsId()
  plant_id?: number;

  @ApiProperty({ description: "Name of the new jalur, at most 100 characters; taken in its plant: 409 'Jalur \"…\" sudah ada di plant ini.'", example: 'Jalur 1' })
  @IsText(100, 'Nama jalur wajib diisi.', { required: true })
  jalur: string;

  @ApiProperty({
    description: `Names of the bagian of the jalur, 1..${SETUP_BAGIAN_MAX}, each non-blank and different (case-insensitive). Not a list of texts: 400 '${SETUP_BAGIAN_LIST_MSG}'; too few or many, blank or twice: 422 (e.g. '${SETUP_MESSAGES.count}')`,
    type: [String],
    example: ['Kiri', 'Kanan'],
  })
  @Rule('isNameList', (v) => (isNameList(v) ? null : SETUP_BAGIAN_LIST_MSG))
  bagian: string[];

  @ApiProperty({ description: `Tingkat in each bagian, integer 1..${TINGKAT_BATCH_MAX}, named T1…TN. Else 400 '${TINGKAT_BATCH_MSG}'`, example: 6 })
  @IsInteger({ min: 1, max: TINGKAT_BATCH_MAX }, TINGKAT_BATCH_MSG)
  tingkat_per_bagian: number;
}

/** Answer of POST /api/coop/setup (201): where the jalur went and the jalur with its bagian and tingkat, in name order. */
export class CoopSetupDto {
  @ApiProperty({ description: 'Lokasi of the jalur (new or chosen)' }) lokasi_id: number;
  @ApiProperty({ description: 'Plant of the jalur (new or chosen)' }) plant_id: number;
  @ApiProperty({ description: 'Tingkat created in all (bagian × tingkat_per_bagian)', example: 12 }) tingkat: number;
  @ApiProperty({ type: JalurNode, description: 'The jalur created, its bagian in the order given, each with its tingkat T1…TN' }) jalur: JalurNode;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsId, IsInteger, IsText } from '../../../common/validation/decorators';
import { TINGKAT_BATCH_MAX } from '../tingkat-names';

export const COOP_TYPES = ['lokasi', 'plant', 'jalur', 'bagian', 'tingkat'] as const;
export type CoopType = (typeof COOP_TYPES)[number];

const name = (example: string) =>
  ApiPropertyOptional({ description: `Name of the level (alias of nama), e.g. ${example}; at most 100 characters`, maxLength: 100 });
const parent = (what: string) => ApiPropertyOptional({ description: `${what}: integer ≥ 1 (400 '<field> harus bilangan bulat.' / '<field> minimal 1.'); unknown: 404` });

/**
 * Body of POST/PUT /api/coop/{type}: the name under the type's own field (lokasi, plant, jalur,
 * bagian, tingkat) or `nama`, and the parent id the type needs (plant: lokasi_id, jalur: plant_id,
 * bagian: jalur_id, tingkat: bagian_id). Missing fields: 400 'Mohon lengkapi semua field.'.
 */
export class CoopBodyDto {
  @name('Farm Sukamaju') @IsOptional() @IsText(100) lokasi?: string;
  @name('Plant 1') @IsOptional() @IsText(100) plant?: string;
  @name('Jalur 1') @IsOptional() @IsText(100) jalur?: string;
  @name('Kanan') @IsOptional() @IsText(100) bagian?: string;
  @name('T1') @IsOptional() @IsText(100) tingkat?: string;
  @ApiPropertyOptional({ description: 'Name of the level', maxLength: 100 }) @IsOptional() @IsText(100) nama?: string;
  @parent('Parent lokasi (plant)') @IsOptional() @IsId() lokasi_id?: number;
  @parent('Parent plant (jalur)') @IsOptional() @IsId() plant_id?: number;
  @parent('Parent jalur (bagian)') @IsOptional() @IsId() jalur_id?: number;
  @parent('Parent bagian (tingkat)') @IsOptional() @IsId() bagian_id?: number;
}

export class TingkatNode {
  @ApiProperty() id: number;
  @ApiProperty() nama: string;
  @ApiProperty() tingkat: string;
  @ApiProperty() bagian_id: number;
}
export class BagianNode {
  @ApiProperty() id: number;
  @ApiProperty() nama: string;
  @ApiProperty() bagian: string;
  @ApiProperty() jalur_id: number;
  @ApiProperty({ type: [TingkatNode] }) tingkats: TingkatNode[];
}
export class JalurNode {
  @ApiProperty() id: number;
  @ApiProperty() nama: string;
  @ApiProperty() jalur: string;
  @ApiProperty() plant_id: number;
  @ApiProperty({ type: [BagianNode] }) bagian: BagianNode[];
}
export class PlantNode {
  @ApiProperty() id: number;
  @ApiProperty() nama: string;
  @ApiProperty() plant: string;
  @ApiProperty() lokasi_id: number;
  @ApiProperty({ type: [JalurNode] }) jalur: JalurNode[];
}
export class LokasiNode {
  @ApiProperty() id: number;
  @ApiProperty() nama: string;
  @ApiProperty() lokasi: string;
  @ApiProperty({ type: [PlantNode] }) plants: PlantNode[];
}

export class TingkatLokasiDto {
  @ApiProperty() tingkat_id: number;
  @ApiProperty({ example: 'Jalur 1 / Kanan / T1' }) lokasi: string;
  @ApiProperty() bagian_id: number;
  @ApiProperty() jalur_id: number;
  @ApiProperty() jalur: string;
  @ApiProperty() bagian: string;
  @ApiProperty() tingkat: string;
}

export class BagianLokasiDto {
  @ApiProperty() bagian_id: number;
  @ApiProperty({ example: 'Jalur 1 / Kanan' }) lokasi: string;
  @ApiProperty() jalur_id: number;
  @ApiProperty() jalur: string;
  @ApiProperty() bagian: string;
}

/**
 * Answer of POST /api/coop/{type} (201) and PUT /api/coop/{type}/{id} (200): the level as stored,
 * with its name twice (`nama` and the type's own field) and, below lokasi, its parent's id.
 */
export class CoopLevelDto {
  @ApiProperty({ description: 'Id of the level' }) id: number;
  @ApiProperty({ description: 'Name of the level' }) nama: string;
  @ApiPropertyOptional({ description: 'The name again (type lokasi only)' }) lokasi?: string;
  @ApiPropertyOptional({ description: 'The name again (type plant only)' }) plant?: string;
  @ApiPropertyOptional({ description: 'The name again (type jalur only)' }) jalur?: string;
  @ApiPropertyOptional({ description: 'The name again (type bagian only)' }) bagian?: string;
  @ApiPropertyOptional({ description: 'The name again (type tingkat only)' }) tingkat?: string;
  @ApiPropertyOptional({ description: 'Parent lokasi (type plant only)' }) lokasi_id?: number;
  @ApiPropertyOptional({ description: 'Parent plant (type jalur only)' }) plant_id?: number;
  @ApiPropertyOptional({ description: 'Parent jalur (type bagian only)' }) jalur_id?: number;
  @ApiPropertyOptional({ description: 'Parent bagian (type tingkat only)' }) bagian_id?: number;
}

/** 400 of a bad `jumlah` of POST /api/coop/tingkat/batch. */
export const TINGKAT_BATCH_MSG = `Jumlah tingkat wajib bilangan bulat 1..${TINGKAT_BATCH_MAX}.`;

/**
 * Body of POST /api/coop/tingkat/batch ('Tambah N tingkat', issue #36): add `jumlah` tingkat to one
 * bagian, named T<k> in sequence after the highest 'T<number>' already there.
 */
export class CoopTingkatBatchBodyDto {
  @ApiProperty({ description: "Bagian that receives the tingkat, integer ≥ 1; unknown or another farm's: 404 'Bagian tidak ditemukan.'", example: 3 })
  @IsId()
  bagian_id: number;

  @ApiProperty({ description: `How many tingkat to add, integer 1..${TINGKAT_BATCH_MAX}. Else 400 '${TINGKAT_BATCH_MSG}'`, example: 6 })
  @IsInteger({ min: 1, max: TINGKAT_BATCH_MAX }, TINGKAT_BATCH_MSG)
  jumlah: number;
}

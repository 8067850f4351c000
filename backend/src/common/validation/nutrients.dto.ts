import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsDecimal } from './decorators';

/**
 * The nutrients of a feed (issue #37): crude protein, ME, Ca, available P and crude fibre — of a
 * stock item (its label or a published source), of a ration's mix and of a phase's target.
 */

/** Messages of the nutrient fields. */
export const NUTRIENT_MSG = {
  nutrients: 'Nutrisi harus berupa objek.',
  pct: (label: string) => `${label} harus angka 0–100 dengan paling banyak 2 angka desimal.`,
  me: 'EM harus angka 0–10.000 kkal/kg dengan paling banyak 1 angka desimal.',
} as const;

/** A nutrient percentage of the item (as fed): 0..100, 2 decimals, or null (unknown). */
const Pct = (label: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description: `${description}, % of the item as fed, 0–100 with at most 2 decimals; null: not known. Bad: 400 '${NUTRIENT_MSG.pct(label)}'`, type: Number, nullable: true, example: 8 }),
    IsOptional(),
    IsDecimal({ min: 0, max: 100, decimals: 2 }, NUTRIENT_MSG.pct(label)),
  );

/** Nutrients of a feed item (issue #37): what its label or a published source gives, null where none does. */
export class StockItemNutrientsDto {
  @Pct('Protein', 'Crude protein') protein_pct?: number | null;

  @ApiPropertyOptional({ description: `Metabolisable energy for poultry, kcal per kg, 0–10000 with at most 1 decimal; null: not known. Bad: 400 '${NUTRIENT_MSG.me}'`, type: Number, nullable: true, example: 3322 })
  @IsOptional()
  @IsDecimal({ min: 0, max: 10000, decimals: 1 }, NUTRIENT_MSG.me)
  me_kcal_per_kg?: number | null;

  @Pct('Kalsium', 'Calcium') ca_pct?: number | null;
  @Pct('P tersedia', 'Available phosphorus') p_avail_pct?: number | null;
  @Pct('Serat kasar', 'Crude fibre') fibre_pct?: number | null;
}

/** Nutrients as stored: numbers, null where not known. */
export class StockItemNutrientValuesDto {
  @ApiProperty({ description: 'Crude protein, % as fed', type: Number, nullable: true }) protein_pct: number | null;
  @ApiProperty({ description: 'Metabolisable energy for poultry, kcal/kg', type: Number, nullable: true }) me_kcal_per_kg: number | null;
  @ApiProperty({ description: 'Calcium, % as fed', type: Number, nullable: true }) ca_pct: number | null;
  @ApiProperty({ description: 'Available phosphorus, % as fed', type: Number, nullable: true }) p_avail_pct: number | null;
  @ApiProperty({ description: 'Crude fibre, % as fed', type: Number, nullable: true }) fibre_pct: number | null;
}

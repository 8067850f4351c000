import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { apiMoney, MONEY_SOURCE } from '../../../common/http/api-money';
import { ENTRY_WINDOW_DOC, IsEntryDate, IsReadDate } from '../../../common/validation/dates';
import { IsDecimal, IsId, IsNestedList, IsOneOf, IsText } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';
import { NUTRIENT_MSG, StockItemNutrientsDto, StockItemNutrientValuesDto } from '../../../common/validation/nutrients.dto';
import { PCT_SUM_MESSAGE, RATION_PHASES, RationPhase } from '../rations.rules';

/** Most ingredients of one ration. */
export const MAX_INGREDIENTS = 20;
/** Largest batch, kg. */
export const MAX_BATCH_KG = 100_000;

/** Messages of the rations API (issue #37). */
export const RATION_MSG = {
  name: 'Nama ransum wajib diisi.',
  nameMax: 'Nama ransum maksimal 80 karakter.',
  nameTaken: 'Nama ransum sudah dipakai (oleh ransum atau barang stok lain).',
  phase: 'Fase harus starter, grower, developer, pre_layer atau layer.',
  ingredients: `Bahan ransum harus daftar berisi 1–${MAX_INGREDIENTS} bahan.`,
  itemId: 'Bahan wajib dipilih.',
  pct: 'Persentase bahan harus angka 0,01–100 dengan paling banyak 2 angka desimal.',
  pctSum: PCT_SUM_MESSAGE,
  notFound: 'Ransum tidak ditemukan.',
  itemNotFound: 'Barang stok tidak ditemukan.',
  date: 'Tanggal wajib diisi',
  kg: `Jumlah campuran harus angka 0,001–${MAX_BATCH_KG.toLocaleString('id-ID')} kg dengan paling banyak 3 angka desimal.`,
  note: 'Catatan maksimal 200 karakter.',
  source: 'Sumber target maksimal 600 karakter.',
} as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One ingredient of a ration: a feed item of the farm and its share of the mix. */
export class RationIngredientBodyDto {
  @ApiProperty({ description: `A feed stock item of the farm (kind bahan or pakan_jadi, unit kg; not OVK, not a mixed item, not the default item 'Pakan'). Missing: 400 '${RATION_MSG.itemId}'; unknown or another farm's: 404 'Barang stok tidak ditemukan.'; else 422 naming the item.`, example: 3 })
  @IsId(RATION_MSG.itemId)
  item_id: number;

  @ApiProperty({ description: `Share of the mix, %, 0.01–100 with 2 decimals. Bad: 400 '${RATION_MSG.pct}'`, example: 50 })
  @IsDecimal({ min: 0.01, max: 100, decimals: 2 }, RATION_MSG.pct)
  pct: number;
}

/** Body of POST /api/rations and PUT /api/rations/{id}. */
export class RationBodyDto {
  @ApiProperty({ description: `Name, 1–80 characters, unique among the farm's rations and stock items (any case): the mixed feed item carries it. Missing: 400 '${RATION_MSG.name}'; taken: 409 '${RATION_MSG.nameTaken}'`, example: 'Ransum layer 50:15:35' })
  @Transform(trim)
  @IsText(80, { missing: RATION_MSG.name, invalid: RATION_MSG.name, max: RATION_MSG.nameMax }, { required: true })
  name: string;

  @ApiProperty({ enum: RATION_PHASES, description: `The phase the ration is made for (its targets). Bad: 400 '${RATION_MSG.phase}'` })
  @IsOneOf(RATION_PHASES, RATION_MSG.phase)
  phase: RationPhase;

  @ApiProperty({ type: [RationIngredientBodyDto], description: `1–${MAX_INGREDIENTS} ingredients, each item once, shares adding up to exactly 100 % (else 422 '${PCT_SUM_MESSAGE}'). Not a list or too long: 400 '${RATION_MSG.ingredients}'` })
  @Rule('ingredientCount', (v) => (Array.isArray(v) && v.length >= 1 && v.length <= MAX_INGREDIENTS ? null : RATION_MSG.ingredients))
  @IsNestedList(() => RationIngredientBodyDto, RATION_MSG.ingredients)
  ingredients: RationIngredientBodyDto[];
}

/** An ingredient of a ration as answered. */
export class RationIngredientDto {
  @ApiProperty() item_id: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Share of the mix, %' }) pct: number;
}

/** A ration in the list (GET /api/rations). */
export class RationDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: RATION_PHASES }) phase: RationPhase;
  @ApiProperty({ description: 'The stock item (kind campuran, unit kg) the batches put the mixed feed into' }) mixed_item_id: number;
  @ApiProperty({ type: [RationIngredientDto] }) ingredients: RationIngredientDto[];
}

/** For each nutrient, the ingredients that lack it (the computed value is then null). */
export class NutrientsMissingDto {
  @ApiProperty({ type: [String] }) protein_pct: string[];
  @ApiProperty({ type: [String] }) me_kcal_per_kg: string[];
  @ApiProperty({ type: [String] }) ca_pct: string[];
  @ApiProperty({ type: [String] }) p_avail_pct: string[];
  @ApiProperty({ type: [String] }) fibre_pct: string[];
}

/** An ingredient with what the computation used. */
export class RationPartDto extends RationIngredientDto {
  @ApiProperty({ type: StockItemNutrientValuesDto }) nutrients: StockItemNutrientValuesDto;
  @ApiProperty({ type: String, nullable: true, description: "The item's nutrient source" }) nutrient_source: string | null;
  @ApiProperty({ type: String, example: '5000.000000', description: 'Moving-average cost today, rupiah per kg, 6 decimals' }) avg_cost: string;
}

/** A published recommendation for a phase (shared/data/nutrient-recommendations-layers-partial.csv), always with its source. */
export class RecommendationDto {
  @ApiProperty({ description: 'Nutrient key (as the nutrients), or null for a statement without a figure of these keys', type: String, nullable: true }) nutrient: string | null;
  @ApiProperty({ type: Number, nullable: true }) min: number | null;
  @ApiProperty({ type: Number, nullable: true }) max: number | null;
  @ApiProperty({ description: 'The recommendation as shown (Indonesian), units included' }) text: string;
  @ApiProperty({ description: 'Where it comes from: publication, page, and what was derived' }) source: string;
}

/** The farm's target for a phase (ration_targets), and the published recommendations beside it. */
export class RationTargetDto {
  @ApiProperty({ enum: RATION_PHASES }) phase: RationPhase;
  @ApiProperty({ type: StockItemNutrientValuesDto, description: "The farm's own targets (null: none entered)" }) nutrients: StockItemNutrientValuesDto;
  @ApiProperty({ type: String, nullable: true, description: 'Where the farm took its targets from (breeder guide, feed supplier)' }) source: string | null;
  @ApiProperty({ type: [RecommendationDto] }) recommendations: RecommendationDto[];
}

/** Body of PUT /api/rations/targets/{phase}: the farm's own targets (null clears one). */
export class RationTargetBodyDto {
  @ApiPropertyOptional({ type: StockItemNutrientsDto, description: "Targets, same keys and limits as a stock item's nutrients (400 with the same messages)" })
  @IsOptional()
  @Rule('isObject', (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? null : NUTRIENT_MSG.nutrients))
  @ValidateNested({ message: NUTRIENT_MSG.nutrients })
  @Type(() => StockItemNutrientsDto)
  nutrients?: StockItemNutrientsDto;

  @ApiPropertyOptional({ type: String, nullable: true, description: `Source of the targets, ≤ 600 characters. Too long: 400 '${RATION_MSG.source}'` })
  @IsOptional()
  @IsText(600, { invalid: RATION_MSG.source, max: RATION_MSG.source })
  source?: string | null;
}

/** A ration with its computed nutrients and cost (GET /api/rations/{id}). */
export class RationDetailDto extends RationDto {
  @ApiProperty({ type: [RationPartDto] }) declare ingredients: RationPartDto[];
  @ApiProperty({
    type: StockItemNutrientValuesDto,
    description: "Nutrients of the mix: Σ pct × the ingredient's value ÷ 100 (% 2 decimals, ME 1 decimal); null where an ingredient lacks the value (see nutrients_missing)",
  })
  nutrients: StockItemNutrientValuesDto;
  @ApiProperty({ type: NutrientsMissingDto }) nutrients_missing: NutrientsMissingDto;
  @ApiProperty({ type: String, example: '6100.043210', description: "Σ pct ÷ 100 × each ingredient's moving-average cost today, rupiah per kg, decimal string with 6 decimals" }) cost_per_kg: string;
  @ApiProperty({ type: RationTargetDto, description: "The farm's target for the ration's phase, with the published recommendations" }) target: RationTargetDto;
}

/** Body of POST /api/rations/{id}/batches. */
export class RationBatchBodyDto {
  @ApiProperty({ description: `Day of the mixing (YYYY-MM-DD). Missing: 400 '${RATION_MSG.date}'. ${ENTRY_WINDOW_DOC}`, example: '2025-06-02' })
  @IsEntryDate({ missing: RATION_MSG.date, invalid: 'date harus tanggal (YYYY-MM-DD).' })
  date: string;

  @ApiProperty({ description: `Kg of mixed feed made, 0.001–${MAX_BATCH_KG} with 3 decimals. Bad: 400 '${RATION_MSG.kg}'`, example: 1000 })
  @IsDecimal({ min: 0.001, max: MAX_BATCH_KG, decimals: 3 }, RATION_MSG.kg)
  kg: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: `Free note, ≤ 200 characters. Longer: 400 '${RATION_MSG.note}'` })
  @IsOptional()
  @IsText(200, { invalid: RATION_MSG.note, max: RATION_MSG.note })
  note?: string | null;
}

/** Query of GET /api/rations/{id}/batches/preview. */
export class RationBatchPreviewQuery {
  @ApiProperty({ description: 'Day of the mixing (YYYY-MM-DD)', example: '2025-06-02' })
  @IsReadDate()
  date: string;

  @ApiProperty({ description: `Kg to mix. Bad: 400 '${RATION_MSG.kg}'`, example: 1000 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value))
  @IsDecimal({ min: 0.001, max: MAX_BATCH_KG, decimals: 3 }, RATION_MSG.kg)
  kg: number;
}

const money = apiMoney(MONEY_SOURCE.exact);

/** One ingredient of a batch (or of its preview). */
export class RationBatchLineDto {
  @ApiProperty() item_id: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Share of the mix, %' }) pct: number;
  @ApiProperty({ type: String, example: '500.000', description: 'Kg taken (kg × pct, whole grams adding up to the batch), 3 decimals' }) qty_kg: string;
  @money('Value it went out at (its moving average at the batch; a preview: at the average of the end of that day as recorded so far)') value: string;
  @ApiProperty({ type: String, nullable: true, example: '620.000', description: "Kg the item could give at the batch's date without its stock going below zero then or later, 3 decimals: the preview, and the answer of POST (before the batch); null in the list" }) available_kg: string | null;
  @ApiProperty({ type: String, nullable: true, example: '0.000', description: 'Kg missing (qty − available, 0 when covered), 3 decimals: mixed anyway at the last average and re-costed by the next purchase, as usage beyond the stock is; null in the list' }) shortfall_kg: string | null;
}

/** A mixing batch (POST /api/rations/{id}/batches, GET …/batches) or its preview. */
export class RationBatchDto {
  @ApiProperty({ type: Number, nullable: true, description: 'null for a preview' }) id: number | null;
  @ApiProperty() ration_id: number;
  @ApiProperty() mixed_item_id: number;
  @ApiProperty({ example: '2025-06-02' }) date: string;
  @ApiProperty({ type: String, example: '1000.000', description: 'Kg mixed, 3 decimals' }) kg: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: [RationBatchLineDto] }) lines: RationBatchLineDto[];
  @money('Value of the batch: Σ of its lines, what the mixed feed came in at') value: string;
  @ApiProperty({ type: String, example: '6100.000000', description: 'value ÷ kg, rupiah per kg, 6 decimals' }) cost_per_kg: string;
}

import { HttpStatus, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { today } from '../../common/dates/farm-day';
import { exists, execute, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { decimalText } from '../../common/money';
import { fieldError } from '../../common/errors/validation';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { FeedStockService } from '../feed-stock/feed-stock.service';
import { StockItemNutrientsDto } from '../../common/validation/nutrients.dto';
import { RATION_MSG, RationBodyDto, RationDetailDto, RationDto, RationTargetBodyDto, RationTargetDto } from './dto/rations.dto';
import { RECOMMENDATIONS } from './ration-recommendations';
import { costPerKg, mixNutrients, NUTRIENT_KEYS, Nutrients, pctProblem, RATION_PHASES, RationPhase } from './rations.rules';

const num = (v: string | null) => (v === null ? null : Number(v));
const nutrientColumns = NUTRIENT_KEYS.join(', ');
const NutrientCols = { protein_pct: pg.numeric.nullable(), me_kcal_per_kg: pg.numeric.nullable(), ca_pct: pg.numeric.nullable(), p_avail_pct: pg.numeric.nullable(), fibre_pct: pg.numeric.nullable() };
const nutrientsOf = (r: z.infer<z.ZodObject<typeof NutrientCols>>): Nutrients => ({
  protein_pct: num(r.protein_pct),
  me_kcal_per_kg: num(r.me_kcal_per_kg),
  ca_pct: num(r.ca_pct),
  p_avail_pct: num(r.p_avail_pct),
  fibre_pct: num(r.fibre_pct),
});

const RationRow = row({ id: pg.int, name: pg.text, phase: z.enum(RATION_PHASES), mixed_item_id: pg.int });
const IngredientRow = row({ ration_id: pg.int, item_id: pg.int, name: pg.text, pct: pg.numeric, nutrient_source: pg.text.nullable(), ...NutrientCols });
type IngredientRow = z.infer<typeof IngredientRow>;
const TargetRow = row({ phase: z.enum(RATION_PHASES), source: pg.text.nullable(), ...NutrientCols });
/** A candidate ingredient: what the rules of a ration check. */
const CandidateRow = row({ id: pg.int, name: pg.text, kind: pg.text, unit: pg.text, active: pg.bool, is_default: pg.bool, is_mixed: pg.bool });

/**
 * Rations (issue #37 'Rations (formula) and mixing'; docs/adr/0044-rations-and-mixing.md): a farm's
 * formulas of feed items with their shares, each with its own mixed-feed stock item; the computed
 * nutrients beside the farm's targets per phase, and the cost per kg at today's moving averages.
 * The mixing batches are RationBatchesService's.
 */
@Injectable()
export class RationsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly feed: FeedStockService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Every ration of the farm by name, with its ingredients (largest share first). */
  async list(): Promise<RationDto[]> {
    const rations = await queryRows(this.m, RationRow, `select id::int as id, name, phase, mixed_item_id::int as mixed_item_id from rations where tenant_id = $1 order by lower(name), id`, [this.ctx.tenantId]);
    const parts = await this.ingredientRows();
    return rations.map((r) => ({ ...r, ingredients: parts.filter((p) => p.ration_id === r.id).map((p) => ({ item_id: p.item_id, name: p.name, pct: Number(p.pct) })) }));
  }

  /**
   * One ration with its computed nutrients (weighted by %; null where an ingredient lacks the
   * value, named in nutrients_missing), its cost per kg at today's moving averages, and the target
   * of its phase. 404 'Ransum tidak ditemukan.' for an unknown id or another farm's.
   */
  async get(id: number): Promise<RationDetailDto> {
    const r = await this.rationRow(id);
    // One after the other: the request's one connection runs one query at a time.
    const rows = await this.ingredientRows(id);
    const ends = await this.feed.endOfDay(today());
    const target = await this.target(r.phase);
    const parts = rows.map((p) => ({ pct: Number(p.pct), name: p.name, nutrients: nutrientsOf(p), avg_cost: ends.get(p.item_id)?.avgAfter ?? 0, row: p }));
    const mix = mixNutrients(parts);
    return {
      ...r,
      ingredients: parts.map((p) => ({ item_id: p.row.item_id, name: p.name, pct: p.pct, nutrients: p.nutrients, nutrient_source: p.row.nutrient_source, avg_cost: decimalText(p.avg_cost, 6) })),
      nutrients: mix.values,
      nutrients_missing: mix.missing,
      cost_per_kg: costPerKg(parts),
      target,
    };
  }

  /**
   * Adds a ration and its mixed-feed stock item (kind campuran, unit kg, the ration's name). 409
   * when the name is taken by a ration or a stock item; 422 'Komposisi harus 100 %.' and the
   * ingredient rules (assertIngredients).
   */
  async create(body: RationBodyDto): Promise<RationDetailDto> {
    await this.assertNameFree(body.name);
    await this.assertIngredients(body);
    const [item] = await queryRows(
      this.m,
      IdRow,
      `insert into stock_items (tenant_id, name, kind, unit, nutrient_source) values ($1, $2, 'campuran', 'kg', $3) returning id::int as id`,
      [this.ctx.tenantId, body.name, `Campuran ransum ${body.name}: nilai gizi dihitung dari komposisinya di Menu pakan › Ransum.`],
    );
    const [created] = await queryRows(this.m, IdRow, `insert into rations (tenant_id, name, phase, mixed_item_id) values ($1, $2, $3, $4) returning id::int as id`, [this.ctx.tenantId, body.name, body.phase, item.id]);
    await this.writeIngredients(created.id, body);
    return this.get(created.id);
  }

  /**
   * Changes a ration's name (its mixed item is renamed with it), phase and composition; batches
   * already mixed keep the composition they were made with. 404, 409 and 422 as create.
   */
  async update(id: number, body: RationBodyDto): Promise<RationDetailDto> {
    const old = await this.rationRow(id, true);
    if (body.name.toLowerCase() !== old.name.toLowerCase()) await this.assertNameFree(body.name, old.mixed_item_id);
    await this.assertIngredients(body, old.mixed_item_id);
    await execute(this.m, `update rations set name = $3, phase = $4, updated_at = now() where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id, body.name, body.phase]);
    await execute(this.m, `update stock_items set name = $3, updated_at = now() where tenant_id = $1 and id = $2`, [this.ctx.tenantId, old.mixed_item_id, body.name]);
    await execute(this.m, `delete from ration_ingredients where tenant_id = $1 and ration_id = $2`, [this.ctx.tenantId, id]);
    await this.writeIngredients(id, body);
    return this.get(id);
  }

  /** The farm's targets of every phase, each with the published recommendations and their sources. */
  async targets(): Promise<RationTargetDto[]> {
    const rows = await queryRows(this.m, TargetRow, `select phase, source, ${nutrientColumns} from ration_targets where tenant_id = $1`, [this.ctx.tenantId]);
    return RATION_PHASES.map((phase) => {
      const r = rows.find((x) => x.phase === phase);
      return { phase, nutrients: r ? nutrientsOf(r) : { protein_pct: null, me_kcal_per_kg: null, ca_pct: null, p_avail_pct: null, fibre_pct: null }, source: r?.source ?? null, recommendations: RECOMMENDATIONS[phase] };
    });
  }

  /** The target of one phase (none entered: all null). */
  async target(phase: RationPhase): Promise<RationTargetDto> {
    return (await this.targets()).find((t) => t.phase === phase)!;
  }

  /** Sets the farm's targets of `phase`: a nutrient or the source left out keeps its value, null clears it. */
  async setTarget(phase: RationPhase, body: RationTargetBodyDto): Promise<RationTargetDto> {
    const old = await this.target(phase);
    const given: StockItemNutrientsDto = body.nutrients ?? {};
    const v = NUTRIENT_KEYS.map((k) => (given[k] !== undefined ? given[k] : old.nutrients[k]));
    const source = body.source !== undefined ? (body.source?.trim() || null) : old.source;
    await execute(
      this.m,
      `insert into ration_targets (tenant_id, phase, ${nutrientColumns}, source) values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (tenant_id, phase) do update set protein_pct = $3, me_kcal_per_kg = $4, ca_pct = $5, p_avail_pct = $6, fibre_pct = $7, source = $8, updated_at = now()`,
      [this.ctx.tenantId, phase, ...v, source],
    );
    return this.target(phase);
  }

  /** A ration of the farm; 404 'Ransum tidak ditemukan.'. */
  async rationRow(id: number, forUpdate = false): Promise<z.infer<typeof RationRow>> {
    const found = await queryOne(
      this.m,
      RationRow,
      `select id::int as id, name, phase, mixed_item_id::int as mixed_item_id from rations where tenant_id = $1 and id = $2 ${forUpdate ? 'for update' : ''}`,
      [this.ctx.tenantId, id],
    );
    if (!found) throw new NotFoundException(RATION_MSG.notFound);
    return found;
  }

  /** The ingredients of one ration (or of all), largest share first, with the item's name and nutrients. */
  async ingredientRows(rationId?: number): Promise<IngredientRow[]> {
    return queryRows(
      this.m,
      IngredientRow,
      `select i.ration_id::int as ration_id, i.item_id::int as item_id, s.name, i.pct, s.nutrient_source, ${NUTRIENT_KEYS.map((k) => `s.${k}`).join(', ')}
         from ration_ingredients i join stock_items s on s.tenant_id = i.tenant_id and s.id = i.item_id
        where i.tenant_id = $1 ${rationId === undefined ? '' : 'and i.ration_id = $2'} order by i.pct desc, lower(s.name)`,
      rationId === undefined ? [this.ctx.tenantId] : [this.ctx.tenantId, rationId],
    );
  }

  /**
   * The rules of a composition: shares add up to exactly 100 % (422 'Komposisi harus 100 %.'); each
   * item once; each the farm's (404 'Barang stok tidak ditemukan.'), active, a feed item in kg of
   * kind bahan or pakan_jadi — not OVK, not a mixed item (of this ration or another: the ingredients
   * are costed before the mixed items), not the default item 'Pakan' (the spec's pool) — 422 naming it.
   */
  async assertIngredients(body: RationBodyDto, ownMixedItem?: number): Promise<void> {
    const problem = pctProblem(body.ingredients.map((i) => i.pct));
    if (problem) throw new UnprocessableEntityException(problem);
    const ids = body.ingredients.map((i) => i.item_id);
    const items = await queryRows(
      this.m,
      CandidateRow,
      `select s.id::int as id, s.name, s.kind, s.unit, s.active, s.is_default,
              exists (select 1 from rations r where r.tenant_id = s.tenant_id and r.mixed_item_id = s.id) as is_mixed
         from stock_items s where s.tenant_id = $1 and s.id = any($2::bigint[])`,
      [this.ctx.tenantId, ids],
    );
    const seen = new Set<number>();
    for (const id of ids) {
      const it = items.find((i) => i.id === id);
      if (!it) throw new NotFoundException(RATION_MSG.itemNotFound);
      if (seen.has(id)) throw new UnprocessableEntityException(`Bahan ${it.name} tercantum dua kali.`);
      seen.add(id);
      if (it.kind === 'ovk') throw new UnprocessableEntityException(`${it.name} adalah OVK, bukan pakan: tidak dapat menjadi bahan ransum.`);
      if (it.kind === 'campuran' || it.is_mixed || it.id === ownMixedItem) throw new UnprocessableEntityException(`${it.name} adalah pakan campuran; bahan ransum harus bahan atau pakan jadi.`);
      if (it.is_default) throw new UnprocessableEntityException('Pakan bawaan (Pakan) tidak dapat menjadi bahan ransum; tambahkan pakan jadi itu sebagai barang stok tersendiri.');
      if (it.unit !== 'kg') throw new UnprocessableEntityException(`Bahan ransum harus dihitung dalam kg: ${it.name} dalam ${it.unit}.`);
      if (!it.active) throw new UnprocessableEntityException(`Barang ${it.name} nonaktif; aktifkan dulu di Barang Stok.`);
    }
  }

  private async writeIngredients(rationId: number, body: RationBodyDto): Promise<void> {
    await execute(
      this.m,
      `insert into ration_ingredients (tenant_id, ration_id, item_id, pct) select $1, $2, x.item_id, x.pct from unnest($3::bigint[], $4::numeric[]) as x(item_id, pct)`,
      [this.ctx.tenantId, rationId, body.ingredients.map((i) => i.item_id), body.ingredients.map((i) => i.pct)],
    );
  }

  /** 409 when a ration or a stock item (other than `exceptItem`, the ration's own mixed item) has the name, any case. */
  private async assertNameFree(name: string, exceptItem = 0): Promise<void> {
    const taken = await exists(
      this.m,
      `select 1 from stock_items where tenant_id = $1 and lower(name) = lower($2) and id <> $3
       union all select 1 from rations where tenant_id = $1 and lower(name) = lower($2) and mixed_item_id <> $3`,
      [this.ctx.tenantId, name, exceptItem],
    );
    if (taken) throw fieldError(HttpStatus.CONFLICT, 'name', RATION_MSG.nameTaken);
  }
}

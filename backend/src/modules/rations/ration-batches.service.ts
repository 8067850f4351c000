import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { displayDay } from '../../common/dates/farm-day';
import { execute, IdRow, pg, queryRows, row } from '../../common/database/rows';
import { centsText, decimalText } from '../../common/money';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { FeedStockService } from '../feed-stock/feed-stock.service';
import { MixStockService } from '../feed-stock/mix-stock.service';
import { RationBatchBodyDto, RationBatchDto } from './dto/rations.dto';
import { batchQuantities, shortfalls } from './rations.rules';
import { RationsService } from './rations.service';

/** Most batches answered by one list. */
export const BATCH_LIST_LIMIT = 100;

const BatchRow = row({ id: pg.int, ration_id: pg.int, mixed_item_id: pg.int, trx_date: pg.date, kg: pg.numeric, note: pg.text.nullable() });
const LineRow = row({ batch_id: pg.int, item_id: pg.int, name: pg.text, pct: pg.numeric, qty_kg: pg.numeric });

const kgText = (kg: number) => decimalText(kg, 3);

/**
 * Mixing batches of a ration (issue #37; docs/adr/0044-rations-and-mixing.md): `kg` of a ration on a
 * day takes each ingredient out (kg × pct, whole grams) at its moving average and puts the mixed
 * feed into the ration's mixed item at the sum of those values — a transfer inside Persediaan Pakan.
 * The movements are costed with the other feed movements (FeedStockService.syncAll: ingredients
 * before mixed items), so a back-dated ingredient movement re-costs later batches.
 */
@Injectable()
export class RationBatchesService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly feed: FeedStockService,
    private readonly mixStock: MixStockService,
    private readonly rations: RationsService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /**
   * What a batch of `kg` on `date` would take: per ingredient the kg, the kg available at that date
   * without the stock going below zero then or later, the shortfall, and the value at the average
   * of the end of that day as recorded so far. 404 unknown ration.
   */
  async preview(rationId: number, date: string, kg: number): Promise<RationBatchDto> {
    const r = await this.rations.rationRow(rationId);
    const parts = await this.rations.ingredientRows(rationId);
    const qty = batchQuantities(kg, parts.map((p) => Number(p.pct)));
    const stock = await this.mixStock.forBatch(parts.map((p) => p.item_id), date);
    const available = parts.map((p) => stock.get(p.item_id)!.available);
    const short = shortfalls(qty, available);
    const cents = parts.map((p, i) => Math.round(qty[i] * stock.get(p.item_id)!.avg * 100));
    const total = cents.reduce((s, c) => s + c, 0);
    return {
      id: null,
      ration_id: r.id,
      mixed_item_id: r.mixed_item_id,
      date,
      kg: kgText(kg),
      note: null,
      lines: parts.map((p, i) => ({ item_id: p.item_id, name: p.name, pct: Number(p.pct), qty_kg: kgText(qty[i]), value: centsText(cents[i]), available_kg: kgText(available[i]), shortfall_kg: kgText(short[i]) })),
      value: centsText(total),
      cost_per_kg: decimalText(total / 100 / kg, 6),
    };
  }

  /**
   * Mixes `kg` of the ration on `date`: records the batch and its lines (the composition now),
   * brings the books in line (syncAll) and answers the batch costed. Short stock of an ingredient is
   * mixed anyway, as usage beyond the stock is (at the last average; the next purchase re-costs it),
   * and the answer shows the shortfall. 404 unknown ration; 422 inactive ingredient or mixed item, a
   * date on or before the opening feed stock, and (month close) 'Periode sampai dd/mm/yyyy sudah
   * ditutup.' for a date on or before the lock date. Nothing is written then.
   */
  async mix(rationId: number, body: RationBatchBodyDto): Promise<RationBatchDto> {
    await this.feed.assertOpen(body.date);
    const r = await this.rations.rationRow(rationId, true);
    const parts = await this.rations.ingredientRows(rationId);
    const inactive = await queryRows(
      this.m,
      row({ name: pg.text }),
      `select name from stock_items where tenant_id = $1 and id = any($2::bigint[]) and not active order by lower(name) limit 1`,
      [this.ctx.tenantId, [r.mixed_item_id, ...parts.map((p) => p.item_id)]],
    );
    if (inactive.length) throw new UnprocessableEntityException(`Barang ${inactive[0].name} nonaktif; aktifkan dulu di Barang Stok.`);
    const opening = await this.feed.opening();
    if (opening && body.date <= opening.trx_date) {
      throw new UnprocessableEntityException(`Pencampuran harus sesudah saldo awal pakan (${displayDay(opening.trx_date)}); stok sebelum tanggal itu sudah tercakup dalam saldo awal.`);
    }
    const before = await this.preview(rationId, body.date, body.kg);
    const [batch] = await queryRows(
      this.m,
      IdRow,
      `insert into ration_batches (tenant_id, ration_id, mixed_item_id, trx_date, kg, note) values ($1, $2, $3, $4, $5, $6) returning id::int as id`,
      [this.ctx.tenantId, rationId, r.mixed_item_id, body.date, body.kg, body.note?.trim() || null],
    );
    await execute(
      this.m,
      `insert into ration_batch_lines (tenant_id, batch_id, item_id, pct, qty_kg) select $1, $2, x.item_id, x.pct, x.qty from unnest($3::bigint[], $4::numeric[], $5::numeric[]) as x(item_id, pct, qty)`,
      [this.ctx.tenantId, batch.id, parts.map((p) => p.item_id), parts.map((p) => p.pct), before.lines.map((l) => l.qty_kg)],
    );
    // The books' costing of every item, ingredients first: the new batch's values come from it (no second replay).
    const [made] = await this.list(rationId, batch.id, await this.feed.syncAll());
    const shown = new Map(before.lines.map((l) => [l.item_id, l]));
    made.lines = made.lines.map((l) => ({ ...l, available_kg: shown.get(l.item_id)?.available_kg ?? null, shortfall_kg: shown.get(l.item_id)?.shortfall_kg ?? null }));
    return made;
  }

  /**
   * The ration's batches, newest first (at most {@link BATCH_LIST_LIMIT}), or the one batch `only`,
   * each costed: per line the value it went out at, the batch's value and cost per kg. 404 unknown ration.
   * `histories`: the costed history per item when the caller has it already (mix: the sync's).
   */
  async list(rationId: number, only?: number, histories?: Awaited<ReturnType<FeedStockService['syncAll']>>): Promise<RationBatchDto[]> {
    await this.rations.rationRow(rationId);
    const t = this.ctx.tenantId;
    const batches = await queryRows(
      this.m,
      BatchRow,
      `select id::int as id, ration_id::int as ration_id, mixed_item_id::int as mixed_item_id, to_char(trx_date, 'YYYY-MM-DD') as trx_date, kg, note
         from ration_batches where tenant_id = $1 and ration_id = $2 ${only ? 'and id = $4' : ''} order by trx_date desc, id desc limit $3`,
      only ? [t, rationId, BATCH_LIST_LIMIT, only] : [t, rationId, BATCH_LIST_LIMIT],
    );
    if (!batches.length) return [];
    const lines = await queryRows(
      this.m,
      LineRow,
      `select l.batch_id::int as batch_id, l.item_id::int as item_id, s.name, l.pct, l.qty_kg
         from ration_batch_lines l join stock_items s on s.tenant_id = l.tenant_id and s.id = l.item_id
        where l.tenant_id = $1 and l.batch_id = any($2::bigint[]) order by l.pct desc, lower(s.name)`,
      [t, batches.map((b) => b.id)],
    );
    // The oldest batch listed and after: the stored state before it, then the movements since (ADR 0046).
    histories ??= (await this.feed.costedSince(batches[batches.length - 1].trx_date)).histories;
    /** Value each batch line went out at, cents, keyed batch:item. */
    const valueOf = new Map<string, number>();
    for (const [item, h] of histories) for (const c of h) if (c.kind === 'mix_out') valueOf.set(`${c.id}:${item}`, -c.valueCents);
    return batches.map((b) => this.view(b, lines.filter((l) => l.batch_id === b.id), valueOf));
  }

  private view(b: z.infer<typeof BatchRow>, lines: Array<z.infer<typeof LineRow>>, valueOf: Map<string, number>): RationBatchDto {
    const cents = lines.map((l) => valueOf.get(`${b.id}:${l.item_id}`) ?? 0);
    const total = cents.reduce((s, c) => s + c, 0);
    return {
      id: b.id,
      ration_id: b.ration_id,
      mixed_item_id: b.mixed_item_id,
      date: b.trx_date,
      kg: kgText(Number(b.kg)),
      note: b.note,
      lines: lines.map((l, i) => ({ item_id: l.item_id, name: l.name, pct: Number(l.pct), qty_kg: kgText(Number(l.qty_kg)), value: centsText(cents[i]), available_kg: null, shortfall_kg: null })),
      value: centsText(total),
      cost_per_kg: decimalText(total / 100 / Number(b.kg), 6),
    };
  }
}

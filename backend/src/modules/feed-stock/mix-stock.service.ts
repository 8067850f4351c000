import { Injectable } from '@nestjs/common';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { availableAt, costWithMixing, Movement } from './feed-costing';
import { farmItems } from './feed-items';
import { FeedStockService } from './feed-stock.service';

/** What a mixing batch would find of one ingredient. */
export interface MixStock {
  /** Kg a batch on the date can take without the stock going below zero then or at any later point (availableAt). */
  available: number;
  /** Moving-average cost at the end of the date as recorded so far, rupiah per kg. */
  avg: number;
}

/** The stock of the ingredients as a mixing batch of a ration sees it (ADR 0044; RationBatchesService). */
@Injectable()
export class MixStockService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly feed: FeedStockService,
  ) {}

  /** Per item of `itemIds`: the kg available to a batch on `date` and the average cost (see MixStock). */
  async forBatch(itemIds: number[], date: string): Promise<Map<number, MixStock>> {
    const items = (await farmItems(this.ctx.manager, this.ctx.tenantId)).filter((i) => itemIds.includes(i.id));
    const moves = await this.feed.movementsByItem(items);
    // Ingredients receive no batch (a mixed item is never one), so each costs on its own movements:
    // the movements read once, up to `date` for the average.
    const histories = costWithMixing(new Map([...moves].map(([id, list]) => [id, list.filter((m) => m.date <= date)])));
    const probe: Movement = { kind: 'mix_out', date, id: null, qty: 0 };
    return new Map(itemIds.map((id) => [id, { available: availableAt(moves.get(id) ?? [], probe), avg: histories.get(id)?.at(-1)?.avgAfter ?? 0 }]));
  }
}

import { Injectable } from '@nestjs/common';
import { availableAt, endOf, Movement } from './feed-costing';
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
    private readonly feed: FeedStockService,
  ) {}

  /**
   * Per item of `itemIds`: the kg available to a batch on `date` and the average cost (see MixStock),
   * from each item's stored state at the end of the day before and its movements from `date` on
   * (FeedStockService.costedSince; ADR 0046).
   */
  async forBatch(itemIds: number[], date: string): Promise<Map<number, MixStock>> {
    const since = await this.feed.costedSince(date);
    const probe: Movement = { kind: 'mix_out', date, id: null, qty: 0 };
    return new Map(
      itemIds.map((id) => {
        const h = since.histories.get(id) ?? [];
        const start = since.starts.get(id);
        return [id, { available: availableAt(h, probe, start?.grams ?? 0), avg: endOf(h.filter((m) => m.date <= date), start).avgAfter }];
      }),
    );
  }
}

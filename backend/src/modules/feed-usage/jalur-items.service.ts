import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { today } from '../../common/dates/farm-day';
import { execute, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { compareNames } from '../../common/names';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { defaultItem, FeedStockService, ITEM_NOT_FOUND, MovedItemRow } from '../feed-stock/feed-stock.service';
import { JALUR_ITEM_MSG, JalurItemBodyDto, JalurItemDto } from './dto/jalur-items.dto';
import { assignProblem } from './jalur-items.rules';

/** Changes kept per jalur in the answer (newest first). */
const CHANGES_SHOWN = 20;

const JalurRow = row({ jalur_id: pg.int, jalur: pg.text, plant: pg.text, lokasi: pg.text });
const ChangeRow = row({ jalur_id: pg.int, item_id: pg.int, item_name: pg.text, from_date: pg.date });

/**
 * The feed item of each jalur from a date (issue #37 'Feeding by item'; ADR 0045). The usage of
 * the daily feed screen is costed at the moving average of the item its jalur eats that day
 * (FeedStockService, usage-by-item.ts); a jalur without a change eats the farm's default item.
 */
@Injectable()
export class JalurItemsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly feedStock: FeedStockService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /**
   * Every jalur of the farm (coop order: lokasi, plant, jalur) with its tingkat, the item it eats on
   * `tanggal` (default today) and its latest changes (at most 20, newest first).
   */
  async list(tanggal = today()): Promise<JalurItemDto[]> {
    const t = this.ctx.tenantId;
    const changes = (where: string, params: unknown[]) =>
      queryRows(
        this.m,
        ChangeRow,
        `select c.jalur_id, c.item_id, c.item_name, c.from_date from (
           select a.jalur_id, a.item_id::int as item_id, s.name as item_name, to_char(a.from_date, 'YYYY-MM-DD') as from_date,
                  row_number() over (partition by a.jalur_id order by a.from_date desc) as n
             from feed_item_jalur a join stock_items s on s.tenant_id = a.tenant_id and s.id = a.item_id
            where a.tenant_id = $1 ${where}) c
          where c.n <= $2
          order by c.jalur_id, c.from_date desc`,
        [t, ...params],
      );
    // One after the other: the queries share the request's transaction (one connection).
    const jalur = await queryRows(
      this.m,
      JalurRow,
      `select j.id as jalur_id, j.nama as jalur, p.nama as plant, l.nama as lokasi
         from jalur j join plant p on p.tenant_id = j.tenant_id and p.id = j.plant_id join lokasi l on l.tenant_id = p.tenant_id and l.id = p.lokasi_id
        where j.tenant_id = $1`,
      [t],
    );
    const latest = await changes('', [CHANGES_SHOWN]);
    const inEffect = await changes('and a.from_date <= $3', [1, tanggal]);
    const pool = await defaultItem(this.m, t);
    const tingkat = await queryRows(
      this.m,
      row({ jalur_id: pg.int, tingkat_id: pg.int }),
      `select b.jalur_id, t.id as tingkat_id from tingkat t join bagian b on b.tenant_id = t.tenant_id and b.id = t.bagian_id where t.tenant_id = $1 order by t.id`,
      [t],
    );
    const tingkatOf = new Map<number, number[]>();
    for (const r of tingkat) tingkatOf.set(r.jalur_id, [...(tingkatOf.get(r.jalur_id) ?? []), r.tingkat_id]);
    const byJalur = new Map<number, Array<{ item_id: number; item_name: string; from_date: string }>>();
    for (const { jalur_id, ...c } of latest) byJalur.set(jalur_id, [...(byJalur.get(jalur_id) ?? []), c]);
    const current = new Map(inEffect.map(({ jalur_id, ...c }) => [jalur_id, c]));
    return jalur
      .sort((a, b) => compareNames(a.lokasi, b.lokasi) || compareNames(a.plant, b.plant) || compareNames(a.jalur, b.jalur))
      .map((j) => {
        const now = current.get(j.jalur_id);
        const item = now && now.item_id !== pool.id ? now : undefined;
        return {
          ...j,
          item_id: item?.item_id ?? pool.id,
          item_name: item?.item_name ?? pool.name,
          is_default: !item,
          from_date: item?.from_date ?? null,
          tingkat_ids: tingkatOf.get(j.jalur_id) ?? [],
          changes: byJalur.get(j.jalur_id) ?? [],
        };
      });
  }

  /**
   * The jalur eats `item_id` from `from_date` (a change of the same jalur on that day is replaced),
   * and the feed books are brought in line in the same transaction (usage from that day re-costed
   * per item, FeedStockService.syncBooks). 404 unknown jalur or item, 422 OVK / not kg / inactive,
   * 422 closed month: nothing changes. Answers the jalur as of `from_date`.
   */
  async set(body: JalurItemBodyDto): Promise<JalurItemDto> {
    const t = this.ctx.tenantId;
    const jalur = await queryOne(this.m, row({ id: pg.int }), `select id from jalur where tenant_id = $1 and id = $2`, [t, body.jalur_id]);
    if (!jalur) throw new NotFoundException(JALUR_ITEM_MSG.jalurNotFound);
    const item = await queryOne(this.m, MovedItemRow, `select id::int as id, name, kind, unit, is_default, active from stock_items where tenant_id = $1 and id = $2`, [t, body.item_id]);
    if (!item) throw new NotFoundException(ITEM_NOT_FOUND);
    const problem = assignProblem(item);
    if (problem) throw new UnprocessableEntityException(problem);
    await this.feedStock.assertOpen(body.from_date);
    await execute(
      this.m,
      `insert into feed_item_jalur (tenant_id, jalur_id, item_id, from_date) values ($1, $2, $3, $4)
       on conflict (tenant_id, jalur_id, from_date) do update set item_id = excluded.item_id, updated_at = now()
       where feed_item_jalur.item_id is distinct from excluded.item_id`,
      [t, body.jalur_id, body.item_id, body.from_date],
    );
    await this.feedStock.syncBooks();
    return (await this.list(body.from_date)).find((j) => j.jalur_id === body.jalur_id)!;
  }
}

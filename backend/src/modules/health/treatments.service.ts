import { Injectable, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { today } from '../../common/dates/farm-day';
import { IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { FeedStockService, OVK_USE_NOTE } from '../feed-stock/feed-stock.service';
import { StockItemsService } from '../stock-items/stock-items.service';
import { DISPOSALS, DisposalBodyDto, HoldDto, TREATMENT_MSG, TreatmentBodyDto, TreatmentDto } from './dto/treatments.dto';
import { movementNote, treatmentHold } from './treatments.rules';

/** Most treatments one list answers (newest first). */
export const TREATMENT_LIST_LIMIT = 200;

/** A stored treatment with its bagian, item, held eggs (in the hold window up to today) and the value booked to Beban OVK. */
const TreatmentRow = row({
  id: pg.int,
  bagian_id: pg.int,
  bagian: pg.text,
  item_id: pg.int,
  item: pg.text,
  unit: pg.text,
  start_date: pg.date,
  end_date: pg.date,
  dose: pg.numeric,
  reason: pg.text,
  withdrawal_days: pg.int,
  hold_until: pg.date.nullable(),
  not_for_layers: pg.bool,
  vet_note: pg.text.nullable(),
  cost: pg.numeric,
  butir: pg.int8,
  kg_a: pg.numeric,
  kg_b: pg.numeric,
  kg_c: pg.numeric,
  disposal: z.enum(DISPOSALS).nullable(),
  disposal_note: pg.text.nullable(),
});

/** `jalur / bagian` of a bagian row `b` joined with its jalur `j`. */
const BAGIAN_LABEL = `j.nama || ' / ' || b.nama`;

const SELECT = `select h.id::int as id, h.bagian_id, ${BAGIAN_LABEL} as bagian, h.item_id::int as item_id, s.name as item, s.unit,
        to_char(h.start_date, 'YYYY-MM-DD') as start_date, to_char(h.end_date, 'YYYY-MM-DD') as end_date, h.dose::numeric(14,3) as dose, h.reason,
        h.withdrawal_days, to_char(h.hold_until, 'YYYY-MM-DD') as hold_until, h.not_for_layers, h.vet_note,
        coalesce((select sum(l.debit - l.credit) from journals jr
                    join journal_lines l on l.tenant_id = jr.tenant_id and l.journal_id = jr.id and l.trx_date = jr.trx_date
                    join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id and a.system_key = 'beban_ovk'
                   where jr.tenant_id = h.tenant_id and jr.source_type = 'feed_adjust' and jr.source_id = h.feed_txn_id::text), 0)::numeric(18,2) as cost,
        e.butir, e.kg_a, e.kg_b, e.kg_c, h.disposal, h.disposal_note
   from treatments h
   join bagian b on b.tenant_id = h.tenant_id and b.id = h.bagian_id
   join jalur j on j.tenant_id = b.tenant_id and j.id = b.jalur_id
   join stock_items s on s.tenant_id = h.tenant_id and s.id = h.item_id
   cross join lateral (
     select coalesce(sum(t.butir_a + t.butir_b + t.butir_c), 0) as butir, coalesce(sum(t.grade_a), 0)::numeric(14,3) as kg_a,
            coalesce(sum(t.grade_b), 0)::numeric(14,3) as kg_b, coalesce(sum(t.grade_c), 0)::numeric(14,3) as kg_c
       from transaksi_telur t
      where t.tenant_id = h.tenant_id and t.bagian_id = h.bagian_id and t.tanggal >= h.start_date and (h.hold_until is null or t.tanggal <= h.hold_until)) e`;

/** A treatment as the API answers it. */
function view(r: z.infer<typeof TreatmentRow>): TreatmentDto {
  const { butir, kg_a, kg_b, kg_c, ...rest } = r;
  return { ...rest, held: { butir: Number(butir), kg_a, kg_b, kg_c } };
}

/**
 * Treatments and egg withdrawal (issue #38; docs/adr/0048-treatments-and-egg-withdrawal.md): a
 * medicine (OVK stock item) given to a bagian takes its dose out of the OVK stock at the moving
 * average (an adjustment of the item booked to Beban OVK, FeedStockService) and holds the bagian's
 * eggs laid from start_date to hold_until (view telur_tertahan): the egg sales leave them out
 * (egg-sales/egg-stock.ts) and refuse a sale that needs them.
 */
@Injectable()
export class TreatmentsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly feed: FeedStockService,
    private readonly items: StockItemsService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /**
   * Records a treatment, in the request's transaction: 422 a closed period (before anything), 404
   * bagian or item, the rules of treatmentHold (400/422), 422 a dose beyond the item's stock. The
   * dose leaves the OVK stock on start_date (FeedStockService.adjust, Beban OVK).
   */
  async create(dto: TreatmentBodyDto): Promise<TreatmentDto> {
    await this.feed.assertOpen(dto.start_date);
    const bagian = await this.bagian(dto.bagian_id);
    const item = await this.items.get(dto.item_id);
    const layers = await queryOne(
      this.m,
      row({ n: pg.int8 }),
      `select coalesce(sum(m.n), 0) as n from flock_moves m join tingkat t on t.tenant_id = m.tenant_id and t.id = m.tingkat_id
        where m.tenant_id = $1 and t.bagian_id = $2 and m.tanggal <= $3`,
      [this.ctx.tenantId, dto.bagian_id, dto.start_date],
    );
    const hold = treatmentHold(dto, item, Number(layers?.n ?? 0) > 0);
    const moved = await this.feed.adjust({ trx_date: dto.start_date, qty_kg: -dto.dose, item_id: item.id, note: movementNote(OVK_USE_NOTE, bagian, dto.reason) });
    const created = await queryOne(
      this.m,
      IdRow,
      `insert into treatments (tenant_id, bagian_id, item_id, start_date, end_date, dose, reason, withdrawal_days, hold_until, not_for_layers, vet_note, feed_txn_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id::int as id`,
      [this.ctx.tenantId, dto.bagian_id, item.id, dto.start_date, dto.end_date, dto.dose, dto.reason.trim(), hold.withdrawal_days, hold.hold_until, hold.not_for_layers, dto.vet_note?.trim() || null, moved.id],
    );
    return this.get(created!.id);
  }

  /** Treatments newest first (at most TREATMENT_LIST_LIMIT); with `date`, those whose hold lasts until that day or later. */
  async list(date?: string): Promise<TreatmentDto[]> {
    const rows = await queryRows(
      this.m,
      TreatmentRow,
      `${SELECT} where h.tenant_id = $1 and ($2::date is null or h.hold_until is null or h.hold_until >= $2)
        order by h.start_date desc, h.id desc limit ${TREATMENT_LIST_LIMIT}`,
      [this.ctx.tenantId, date ?? null],
    );
    return rows.map(view);
  }

  /** One treatment; 404 'Pengobatan tidak ditemukan.' (unknown or another farm's). */
  async get(id: number): Promise<TreatmentDto> {
    const found = await queryOne(this.m, TreatmentRow, `${SELECT} where h.tenant_id = $1 and h.id = $2`, [this.ctx.tenantId, id]);
    if (!found) throw new NotFoundException(TREATMENT_MSG.notFound);
    return view(found);
  }

  /** Records what became of a treatment's held eggs (dimusnahkan / non_pangan, with a note); 404 unknown treatment. */
  async dispose(id: number, dto: DisposalBodyDto): Promise<TreatmentDto> {
    const done = await queryOne(
      this.m,
      IdRow,
      `update treatments set disposal = $3, disposal_note = $4, updated_at = now() where tenant_id = $1 and id = $2 returning id::int as id`,
      [this.ctx.tenantId, id, dto.disposal, dto.note?.trim() || null],
    );
    if (!done) throw new NotFoundException(TREATMENT_MSG.notFound);
    return this.get(id);
  }

  /**
   * The bagian whose eggs laid on `date` (default today) are held, with the last held day (null:
   * the whole flock life) and the items; by jalur and bagian. At most one row per bagian.
   */
  async holds(date = today()): Promise<HoldDto[]> {
    return queryRows(
      this.m,
      row({ bagian_id: pg.int, bagian: pg.text, hold_until: pg.date.nullable(), items: pg.text }),
      `select h.bagian_id, ${BAGIAN_LABEL} as bagian,
              case when bool_or(h.hold_until is null) then null else to_char(max(h.hold_until), 'YYYY-MM-DD') end as hold_until,
              string_agg(distinct s.name, ', ') as items
         from treatments h
         join bagian b on b.tenant_id = h.tenant_id and b.id = h.bagian_id
         join jalur j on j.tenant_id = b.tenant_id and j.id = b.jalur_id
         join stock_items s on s.tenant_id = h.tenant_id and s.id = h.item_id
        where h.tenant_id = $1 and h.start_date <= $2 and (h.hold_until is null or h.hold_until >= $2)
        group by h.bagian_id, j.nama, b.nama order by j.nama, b.nama`,
      [this.ctx.tenantId, date],
    );
  }

  /** `jalur / bagian` of the farm's bagian; 404 'Bagian tidak ditemukan.'. */
  private async bagian(id: number): Promise<string> {
    const found = await queryOne(
      this.m,
      row({ label: pg.text }),
      `select ${BAGIAN_LABEL} as label from bagian b join jalur j on j.tenant_id = b.tenant_id and j.id = b.jalur_id where b.tenant_id = $1 and b.id = $2`,
      [this.ctx.tenantId, id],
    );
    if (!found) throw new NotFoundException(TREATMENT_MSG.bagianNotFound);
    return found.label;
  }
}

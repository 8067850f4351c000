import { ConflictException, ForbiddenException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { displayDay, today } from '../../common/dates/farm-day';
import { centsOf, formatCents } from '../../common/money';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CoopService } from '../coop/coop.service';
import { FeedStockService, ITEM_NOT_FOUND } from '../feed-stock/feed-stock.service';
import { HEALTH_MSG, VaccinationBodyDto, VaccinationDto } from './dto/health.dto';
import { DueService } from './due.service';
import { notOvk, ProgramsService } from './programs.service';

const ItemRow = row({ name: pg.text, kind: pg.text });

/**
 * Recording a vaccination (issue #38): the doses leave OVK stock as an adjustment of −doses on the
 * vaccine item, costed at its moving average and posted Dr Beban OVK / Cr Persediaan OVK by
 * FeedStockService (feed-books.ts), in the request's transaction; the vaccination keeps that
 * movement and, with `program_row_id`, marks the row done for the bagian's flock.
 */
@Injectable()
export class VaccinationsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly stock: FeedStockService,
    private readonly coop: CoopService,
    private readonly due: DueService,
    private readonly programs: ProgramsService,
  ) {}

  /**
   * Records a vaccination. In order, nothing written before the last check: 403 an abk on another
   * day than today; 422 the month is closed; 404 bagian, vaccine item or program row not the
   * farm's; 422 not OVK, expired before the date, no birds in the bagian that day; 409 the row is
   * already recorded for this flock; 422 stock short or item inactive (FeedStockService.record).
   */
  async record(body: VaccinationBodyDto): Promise<VaccinationDto> {
    const t = this.ctx.tenantId;
    if (this.ctx.role === 'abk' && body.date !== today()) throw new ForbiddenException(HEALTH_MSG.abkToday);
    await this.stock.assertOpen(body.date);
    const bagian = (await this.coop.bagianLokasi()).find((b) => b.bagian_id === body.bagian_id);
    if (!bagian) throw new NotFoundException(HEALTH_MSG.bagianNotFound);
    const item = await queryOne(this.ctx.manager, ItemRow, `select name, kind from stock_items where tenant_id = $1 and id = $2`, [t, body.item_id]);
    if (!item) throw new NotFoundException(ITEM_NOT_FOUND);
    if (item.kind !== 'ovk') throw new UnprocessableEntityException(notOvk(item.name));
    const programRow = body.program_row_id ? await this.programs.defaultRow(body.program_row_id) : undefined;
    if (body.program_row_id && !programRow) throw new NotFoundException(HEALTH_MSG.rowNotFound);
    if (body.expiry < body.date) throw new UnprocessableEntityException(`Vaksin ${item.name} batch ${body.batch_no} sudah kedaluwarsa pada ${displayDay(body.expiry)}.`);
    const flocks = await this.due.flocks(body.date);
    const flock = flocks.get(body.bagian_id);
    if (!flock) throw new UnprocessableEntityException(`Bagian ${bagian.lokasi} tidak berisi ayam pada ${displayDay(body.date)}.`);
    if (programRow) {
      const done = (await this.due.doneRows(new Map([[flock.bagian_id, flock]]), body.date)).get(`${flock.bagian_id}:${programRow.id}`);
      if (done) throw new ConflictException(`Vaksinasi ${programRow.disease} umur ${programRow.age_days} hari sudah dicatat untuk ${bagian.lokasi} pada ${displayDay(done.date)}.`);
    }
    const what = programRow ? programRow.disease : item.name;
    const moved = await this.stock.record({
      type: 'adjust',
      trx_date: body.date,
      qty: -body.doses,
      price_per_kg: null,
      ongkir: 0,
      bongkar: 0,
      method: null,
      note: `Vaksinasi ${what} — ${bagian.lokasi}`.slice(0, 200),
      item_id: body.item_id,
    });
    const [created] = await queryRows(
      this.ctx.manager,
      IdRow,
      `insert into vaccinations (tenant_id, vacc_date, bagian_id, program_row_id, item_id, batch_no, expiry, doses, route, note, feed_txn_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id::int as id`,
      [t, body.date, body.bagian_id, programRow?.id ?? null, body.item_id, body.batch_no, body.expiry, body.doses, body.route, body.note || null, moved.id],
    );
    return {
      id: created.id,
      date: body.date,
      bagian_id: body.bagian_id,
      program_row_id: programRow?.id ?? null,
      item_id: body.item_id,
      item_name: item.name,
      batch_no: body.batch_no,
      expiry: body.expiry,
      doses: body.doses.toFixed(3),
      route: body.route,
      note: body.note || null,
      cost: formatCents(-centsOf(moved.total_cost)),
    };
  }
}

import { BadRequestException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { execute, IdRow, pg, queryRows, row } from '../../common/database/rows';
import { displayDay, today } from '../../common/dates/farm-day';
import { kgText } from '../../common/kg';
import { centsOf } from '../../common/money';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { JournalService } from '../finance/journal.service';
import { Grade, GRADES, SALE_MSG, SaleDetailDto, SaleReturnCreateDto } from './dto/egg-sales.dto';
import { EggSalesQueryService } from './egg-sales-query.service';
import { EggSalesService } from './egg-sales.service';
import { returnJournal } from './sale-books';
import { checkSaleDate } from './sale-rules';

/**
 * Returns on egg sales (issue #20 'Returns and refunds on their own day'; docs/adr/0017-sale-returns.md).
 * Eggs taken back (broken, rejected) are a document dated on the day they come back, valued at
 * the sale line's price per kg and posted that day: Dr Retur Penjualan Telur / Cr Piutang Usaha
 * (piutang sale) or Cr Kas/Bank (cash/transfer sale, paid back at once). The sale and its journal
 * stay as they are. The eggs do not go back to sellable stock.
 */
@Injectable()
export class SaleReturnsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly sales: EggSalesService,
    private readonly reads: EggSalesQueryService,
    private readonly journals: JournalService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  /**
   * Records a return on sale `saleId` and answers the sale after it. 400 for a future date, no kg,
   * a grade twice or no reason; 404 unknown sale; 422 a date before the sale, or more kg of a grade
   * than sold minus already returned (the message names the grade and the kg still returnable).
   */
  async create(saleId: number, dto: SaleReturnCreateDto): Promise<SaleDetailDto> {
    checkSaleDate(dto.return_date, today());
    const reason = dto.reason.trim();
    if (!reason) throw new BadRequestException(SALE_MSG.returnReason);
    const seen = new Set<Grade>();
    const lines: Array<{ grade: Grade; qty_kg: number }> = [];
    for (const l of dto.lines) {
      if (seen.has(l.grade)) throw new BadRequestException(`Grade ${l.grade} diisi lebih dari sekali.`);
      seen.add(l.grade);
      if (l.qty_kg > 0) lines.push({ grade: l.grade, qty_kg: l.qty_kg });
    }
    if (!lines.length) throw new BadRequestException(SALE_MSG.returnLines);
    lines.sort((a, b) => GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade));

    // Month close: refused before anything is written (the journal would be refused anyway).
    await this.journals.assertOpen(dto.return_date);
    await this.sales.lock();
    const sale = await this.sales.stored(saleId);
    if (dto.return_date < sale.sale_date) {
      throw new UnprocessableEntityException(`Tanggal retur tidak boleh sebelum tanggal penjualan (${displayDay(sale.sale_date)}).`);
    }
    const returnable = await this.reads.returnable(saleId);
    for (const l of lines) {
      const r = returnable.find((x) => x.grade === l.grade);
      if (!r) throw new UnprocessableEntityException(`Penjualan ini tidak punya telur grade ${l.grade} untuk diretur.`);
      if (Math.round(l.qty_kg * 1000) > Math.round(r.returnable_kg * 1000)) {
        throw new UnprocessableEntityException(
          `Retur grade ${l.grade} melebihi yang dapat diretur: terjual ${kgText(r.sold_kg)} kg, sudah diretur ${kgText(r.returned_kg)} kg, sisa ${kgText(r.returnable_kg)} kg; diminta ${kgText(l.qty_kg)} kg.`,
        );
      }
    }

    const [{ id }] = await queryRows(
      this.m,
      IdRow,
      `insert into egg_sale_returns (tenant_id, sale_id, return_date, reason) values ($1, $2, $3, $4) returning id`,
      [this.ctx.tenantId, saleId, dto.return_date, reason],
    );
    // Each line at the sale line's price per kg; the database sums the return's total.
    await execute(
      this.m,
      `insert into egg_sale_return_lines (tenant_id, return_id, sale_id, grade, qty_kg, unit_price)
       select $1, $2, $3, x.grade, x.qty, l.unit_price
         from unnest($4::text[], $5::numeric[]) x(grade, qty)
         join egg_sale_lines l on l.tenant_id = $1 and l.sale_id = $3 and l.grade = x.grade`,
      [this.ctx.tenantId, id, saleId, lines.map((l) => l.grade), lines.map((l) => l.qty_kg)],
    );
    // Σ of the lines in rupiah (numeric(18,2)), kept by the database.
    const [{ total_amount }] = await queryRows(this.m, row({ total_amount: pg.numeric }), `select total_amount from egg_sale_returns where tenant_id = $1 and id = $2`, [
      this.ctx.tenantId,
      id,
    ]);
    const posted = await this.journals.post(
      returnJournal({
        id,
        return_date: dto.return_date,
        payment_method: sale.payment_method,
        total: centsOf(total_amount),
        customer: sale.customer,
        sale_code: sale.finance_code ?? `#${saleId}`,
        lines,
      }),
    );
    await execute(this.m, `update egg_sale_returns set journal_id = $3, journal_code = $4 where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id, posted.id, posted.code]);
    return this.reads.detail(saleId);
  }
}

import { BadRequestException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { execute, IdRow, pg, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CustomersService } from '../customers/customers.service';
import { JournalService } from '../finance/journal.service';
import { RECEIPT_MSG, ReceiptCreateDto, ReceiptDto } from './dto/ar-receipts.dto';
import { SALE_METHODS, SALE_MSG } from './dto/egg-sales.dto';
import { today } from '../../common/dates/farm-day';
import { EggSalesQueryService } from './egg-sales-query.service';
import { EggSalesService } from './egg-sales.service';
import { centsOf, formatCents, rupiahText, toCents } from '../../common/money';
import { receiptJournal } from './sale-books';
import { checkSaleDate } from './sale-rules';

/** Tolerance of the over-balance check (part 2 §9): 0.005 rupiah — amounts are whole cents, so "not above". */
const TOLERANCE_CENTS = 0n;

/** A sale as a receipt checks it: its day, customer, method, nota number and money (decimal strings). */
const SaleState = row({
  id: pg.int,
  sale_date: pg.date,
  customer_id: pg.int,
  payment_method: z.enum(SALE_METHODS),
  finance_code: pg.text.nullable(),
  total_amount: pg.numeric,
  amount_paid: pg.numeric,
  amount_discount: pg.numeric,
  amount_returned: pg.numeric,
});
type SaleState = z.infer<typeof SaleState>;

/**
 * Receipts on piutang sales and refunds (spec part 2 'Terima Pembayaran modal', §3 'Receipt', §5
 * 'Receipt'; DESIGN §5 'AR receipt' posting). A receipt settles one or more sales of one customer
 * (money and/or settlement discount, minus a bank fee); a refund pays back what was paid above
 * a sale's total after its returns and discounts (its credit), never more than was paid. Each is one journal; the sales' amount_paid, outstanding and status follow.
 */
@Injectable()
export class ArReceiptsService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly sales: EggSalesService,
    private readonly reads: EggSalesQueryService,
    private readonly customers: CustomersService,
    private readonly journals: JournalService,
  ) {}

  private get m() {
    return this.ctx.manager;
  }

  async create(dto: ReceiptCreateDto): Promise<ReceiptDto> {
    const refund = dto.is_refund === true;
    checkSaleDate(dto.receipt_date, today());
    await this.journals.assertOpen(dto.receipt_date);
    if (!dto.allocations.length) throw new BadRequestException(RECEIPT_MSG.allocations);
    const fee = toCents(dto.bank_fee ?? 0) ?? 0n;
    const discountTotal = dto.discount_total === undefined || dto.discount_total === null || dto.discount_total === '' ? null : toCents(dto.discount_total)!;
    const allocations = dto.allocations.map((a) => ({ sale_id: a.sale_id, amount: toCents(a.amount_applied ?? 0) ?? 0n, discount: toCents(a.discount_applied ?? 0) ?? 0n }));
    if (new Set(allocations.map((a) => a.sale_id)).size !== allocations.length) throw new BadRequestException(RECEIPT_MSG.duplicate);

    if (refund) {
      if ((discountTotal ?? 0n) > 0n || allocations.some((a) => a.discount > 0n)) throw new BadRequestException(RECEIPT_MSG.refundDiscount);
      for (const a of allocations) {
        a.amount = a.amount < 0n ? -a.amount : a.amount;
        if (a.amount === 0n) throw new BadRequestException(RECEIPT_MSG.refundNothing);
      }
    } else {
      const sumDiscount = allocations.reduce((s, a) => s + a.discount, 0n);
      if (discountTotal !== null && sumDiscount === 0n && discountTotal > 0n && allocations.length === 1) allocations[0].discount = discountTotal;
      else if (discountTotal !== null && discountTotal !== sumDiscount) throw new BadRequestException(RECEIPT_MSG.discountTotal);
      for (const a of allocations) {
        if (a.amount < 0n) throw new BadRequestException(RECEIPT_MSG.negative);
        if (a.amount + a.discount <= 0n) throw new BadRequestException(RECEIPT_MSG.nothing);
      }
    }
    const amount = allocations.reduce((s, a) => s + a.amount, 0n);
    const discount = allocations.reduce((s, a) => s + a.discount, 0n);
    if (!refund && fee > amount) throw new BadRequestException(RECEIPT_MSG.fee);

    await this.sales.lock();
    const customer = await this.customers.ref(dto.customer_id);
    const states = await this.saleStates(allocations.map((a) => a.sale_id));
    for (const a of allocations) {
      const s = states.get(a.sale_id);
      if (!s) throw new NotFoundException(`${SALE_MSG.notFound} (id ${a.sale_id})`);
      if (s.customer_id !== dto.customer_id) throw new UnprocessableEntityException(RECEIPT_MSG.otherCustomer);
      const paid = centsOf(s.amount_paid);
      const outstanding = centsOf(s.total_amount) - centsOf(s.amount_returned) - paid - centsOf(s.amount_discount);
      if (refund) {
        if (s.payment_method !== 'piutang') throw new UnprocessableEntityException(RECEIPT_MSG.notPiutang);
        if (a.amount > paid + TOLERANCE_CENTS) throw new UnprocessableEntityException(RECEIPT_MSG.refundTooMuch);
        // Only what was paid above the total after returns and discounts (the credit) goes back.
        const credit = -outstanding;
        if (credit <= 0n) throw new UnprocessableEntityException(RECEIPT_MSG.noCredit);
        if (a.amount > credit + TOLERANCE_CENTS) throw new UnprocessableEntityException(`${RECEIPT_MSG.aboveCredit} (${rupiahText(credit)}).`);
      } else {
        if (outstanding <= 0n) throw new UnprocessableEntityException(RECEIPT_MSG.settled);
        if (s.payment_method !== 'piutang') throw new UnprocessableEntityException(RECEIPT_MSG.notPiutang);
        if (a.amount + a.discount > outstanding + TOLERANCE_CENTS) throw new UnprocessableEntityException(RECEIPT_MSG.tooMuch);
      }
      if (dto.receipt_date < s.sale_date) throw new UnprocessableEntityException(RECEIPT_MSG.beforeSale);
    }

    const codes = allocations.map((a) => states.get(a.sale_id)!.finance_code ?? `#${a.sale_id}`).join(', ');
    const memo = dto.memo?.trim() || (refund ? `Refund nota ${codes}` : `Pelunasan nota ${codes}`);
    const [{ id }] = await queryRows(
      this.m,
      IdRow,
      `insert into ar_receipts (tenant_id, receipt_date, customer_id, method, memo, is_refund, amount_total, discount_total, bank_fee)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [this.ctx.tenantId, dto.receipt_date, dto.customer_id, dto.method, memo, refund, formatCents(amount), formatCents(discount), formatCents(fee)],
    );
    await execute(
      this.m,
      `insert into ar_receipt_allocations (tenant_id, receipt_id, sale_id, amount_applied, discount_applied)
       select $1, $2, * from unnest($3::int[], $4::numeric[], $5::numeric[])`,
      [
        this.ctx.tenantId,
        id,
        allocations.map((a) => a.sale_id),
        allocations.map((a) => formatCents(refund ? -a.amount : a.amount)),
        allocations.map((a) => formatCents(a.discount)),
      ],
    );
    await this.sales.refreshSettlement(allocations.map((a) => a.sale_id));
    const posted = await this.journals.post(
      receiptJournal({ id, receipt_date: dto.receipt_date, method: dto.method, is_refund: refund, amount, discount, bank_fee: fee, customer: customer.name, memo }),
    );
    await execute(this.m, `update ar_receipts set journal_id = $3, journal_code = $4 where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id, posted.id, posted.code]);

    const after = await this.reads.list({ ids: allocations.map((a) => a.sale_id) });
    const byId = new Map(after.map((r) => [r.sale_id, r]));
    return {
      id,
      receipt_date: dto.receipt_date,
      customer_id: dto.customer_id,
      method: dto.method,
      memo,
      is_refund: refund,
      amount_total: formatCents(amount),
      discount_total: formatCents(discount),
      bank_fee: formatCents(fee),
      journal_id: posted.id,
      journal_code: posted.code,
      allocations: allocations.map((a) => {
        const s = byId.get(a.sale_id)!;
        return {
          sale_id: a.sale_id,
          finance_code: s.finance_code,
          amount_applied: formatCents(refund ? -a.amount : a.amount),
          discount_applied: formatCents(a.discount),
          amount_outstanding: s.amount_outstanding,
          amount_paid: s.amount_paid,
          payment_status: s.payment_status,
        };
      }),
    };
  }

  private async saleStates(ids: number[]): Promise<Map<number, SaleState>> {
    const rows = await queryRows(
      this.m,
      SaleState,
      `select id, to_char(sale_date, 'YYYY-MM-DD') as sale_date, customer_id, payment_method, finance_code, total_amount, amount_paid, amount_discount, amount_returned
         from egg_sales where tenant_id = $1 and id = any($2::int[]) and deleted_at is null`,
      [this.ctx.tenantId, ids],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }
}

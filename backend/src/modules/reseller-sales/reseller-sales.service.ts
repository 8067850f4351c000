import { ForbiddenException, Injectable } from '@nestjs/common';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { CustomerDto, CustomersService } from '../customers/customers.service';
import { EggSalesQueryService, SaleDetailDto, SaleFilter, SaleListQuery, SaleRowDto, SaleTotalsDto } from '../egg-sales/egg-sales-query.service';

/**
 * Transaksi Reseller (spec part 2 §2, §6, §7 'Reseller sales'; DESIGN §3): admins read every sale;
 * a reseller reads only the sales of the customers linked to their own user. Writes (receive,
 * edit, delete) stay on the admin routes of egg sales and receipts.
 */
@Injectable()
export class ResellerSalesService {
  constructor(
    private readonly ctx: TenantContext,
    private readonly sales: EggSalesQueryService,
    private readonly customers: CustomersService,
  ) {}

  /** The caller's user id when the caller is a reseller (their sales only), else undefined. */
  private get ownOnly(): string | undefined {
    return this.ctx.isAdmin ? undefined : this.ctx.userId;
  }

  async list(q: SaleListQuery): Promise<SaleRowDto[]> {
    return this.sales.list(await this.filter(q));
  }

  async totals(q: SaleListQuery): Promise<SaleTotalsDto> {
    return this.sales.totals(await this.filter(q));
  }

  /** Customers for the filter: admins all (resellers first, then by name); a reseller only their own. */
  customerList(): Promise<CustomerDto[]> {
    return this.customers.list({ userId: this.ownOnly });
  }

  /** A sale with its lines (the Detail action); a reseller only of their own customers (else 404). */
  detail(id: number): Promise<SaleDetailDto> {
    return this.sales.detail(id, this.ownOnly);
  }

  /** For a reseller, customer_id may only name one of their own customers (403 otherwise). */
  private async filter(q: SaleListQuery): Promise<SaleFilter> {
    const own = this.ownOnly;
    if (own && q.customer_id && !(await this.customers.idsOfUser(own)).includes(q.customer_id)) {
      throw new ForbiddenException('Pelanggan ini bukan milik akun Anda.');
    }
    return { from: q.from, to: q.to, customer_id: q.customer_id, payment: q.payment, ownerUserId: own };
  }
}

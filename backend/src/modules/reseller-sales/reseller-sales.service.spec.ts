import { ForbiddenException } from '@nestjs/common';
import { RequestActor } from '../../common/auth/claims';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { CustomersService } from '../customers/customers.service';
import { EggSalesQueryService } from '../egg-sales/egg-sales-query.service';
import { ResellerSalesService } from './reseller-sales.service';

/** The service for `actor`, over egg sales and customers that record what they are asked; the reseller's own customers are 7 and 9. */
function setup(actor: RequestActor) {
  const sales = { list: jest.fn(() => Promise.resolve([])), totals: jest.fn(() => Promise.resolve({})), detail: jest.fn(() => Promise.resolve({})) };
  const customers = { idsOfUser: jest.fn(() => Promise.resolve([7, 9])), list: jest.fn(() => Promise.resolve([])) };
  const service = new ResellerSalesService(fakeContext(new FakeDb(), actor), sales as unknown as EggSalesQueryService, customers as unknown as CustomersService);
  return { sales, customers, service };
}

const query = { from: '2026-03-01', to: '2026-03-10', payment: 'piutang' as const };

describe('ResellerSalesService (spec part 2 §2, §7 Reseller sales: a reseller reads only their own customers)', () => {
  it("a reseller's lists, totals, customers and details are limited to the customers linked to their user", async () => {
    const { sales, customers, service } = setup(actorOf('reseller'));
    await service.list({ ...query, customer_id: 9 });
    await service.totals(query);
    await service.customerList();
    await service.detail(31);
    expect(sales.list).toHaveBeenCalledWith({ ...query, customer_id: 9, ownerUserId: IDS.me });
    expect(sales.totals).toHaveBeenCalledWith({ ...query, customer_id: undefined, ownerUserId: IDS.me });
    expect(customers.list).toHaveBeenCalledWith({ userId: IDS.me });
    expect(sales.detail).toHaveBeenCalledWith(31, IDS.me);
  });

  it("403 when a reseller names another customer's id", async () => {
    const { sales, service } = setup(actorOf('reseller'));
    await expect(service.list({ ...query, customer_id: 8 })).rejects.toEqual(new ForbiddenException('Pelanggan ini bukan milik akun Anda.'));
    await expect(service.totals({ ...query, customer_id: 8 })).rejects.toBeInstanceOf(ForbiddenException);
    expect(sales.list).not.toHaveBeenCalled();
  });

  it('an admin (an owner too) and a superadmin read every sale, any customer', async () => {
    for (const role of ['admin', 'owner', 'superadmin'] as const) {
      const { sales, customers, service } = setup(actorOf(role));
      await service.list({ ...query, customer_id: 8 });
      await service.detail(31);
      expect(sales.list).toHaveBeenCalledWith({ ...query, customer_id: 8, ownerUserId: undefined });
      expect(sales.detail).toHaveBeenCalledWith(31, undefined);
      expect(customers.idsOfUser).not.toHaveBeenCalled();
    }
  });
});

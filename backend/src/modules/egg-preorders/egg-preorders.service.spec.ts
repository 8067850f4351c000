import { BadRequestException, UnprocessableEntityException } from '@nestjs/common';
import { RANGE_ORDER_MESSAGE } from '../../common/dates/farm-day';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { CustomersService } from '../customers/customers.service';
import { PREORDER_MSG } from './dto/egg-preorders.dto';
import { EggPreordersService } from './egg-preorders.service';

// Today is 2026-03-10 on the farm (noon in Jakarta).
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T05:00:00Z') }));
afterEach(() => jest.useRealTimers());

/** An order row as the list statement reads it; `over` replaces columns. */
const order = (over: Record<string, unknown> = {}) => ({
  id: 4,
  order_date: '2026-03-08',
  due_date: '2026-03-12',
  customer_id: 7,
  customer_name: 'Toko Sari',
  qty_a: '10.00',
  qty_b: '0.00',
  qty_c: '0.00',
  remaining_a: '10.00',
  remaining_b: '0.00',
  remaining_c: '0.00',
  notes: null,
  status: 'confirmed',
  sale_ids: null,
  ...over,
});

function setup(rows: Array<Record<string, unknown>> = [order()]) {
  const db = new FakeDb();
  db.on('from egg_preorders p', () => rows).on('insert into egg_preorders', () => [{ id: 4 }]);
  const customers = { ref: jest.fn(() => Promise.resolve({})), activeRef: jest.fn(() => Promise.resolve({})) };
  return { db, customers, preorders: new EggPreordersService(fakeContext(db, actorOf('admin')), customers as unknown as CustomersService) };
}

const bad = (message: string) => new BadRequestException(message);
const refused = (message: string) => new UnprocessableEntityException(message);

describe('EggPreordersService.list (pickup days, default today … today + 14)', () => {
  it('defaults and the 400-day limit', async () => {
    const { db, preorders } = setup([]);
    await preorders.list();
    await preorders.list(undefined, '2026-04-30');
    await preorders.list('2026-05-01');
    await preorders.list('2026-01-01', '2027-02-04');
    expect(db.statements('from egg_preorders p').map((s) => s.params.slice(1))).toEqual([
      ['2026-03-10', '2026-03-24'],
      ['2026-04-16', '2026-04-30'],
      ['2026-05-01', '2026-05-15'],
      ['2026-01-01', '2027-02-04'],
    ]);
    await expect(preorders.list('2026-01-01', '2027-02-05')).rejects.toEqual(bad('Rentang tanggal maksimal 400 hari.'));
    await expect(preorders.list('2026-03-11', '2026-03-10')).rejects.toEqual(bad(RANGE_ORDER_MESSAGE));
  });
});

describe('EggPreordersService.create (the order fields, spec part 2 §5)', () => {
  const body = { customer_id: 7, due_date: '2026-03-12', qty_a: 10 };

  it('refuses a future order day, a pickup before the order, a pickup beyond one year, no kg and days before 2000', async () => {
    const { db, preorders } = setup();
    await expect(preorders.create({ ...body, order_date: '2026-03-11' })).rejects.toEqual(bad(PREORDER_MSG.orderFuture));
    await expect(preorders.create({ ...body, order_date: '2026-03-10', due_date: '2026-03-09' })).rejects.toEqual(bad(PREORDER_MSG.dueBeforeOrder));
    await expect(preorders.create({ ...body, due_date: '2027-03-11' })).rejects.toEqual(bad(PREORDER_MSG.horizon));
    await expect(preorders.create({ ...body, qty_a: 0, qty_b: 0 })).rejects.toEqual(bad(PREORDER_MSG.noQty));
    await expect(preorders.create({ ...body, order_date: '1999-12-31' })).rejects.toEqual(bad(PREORDER_MSG.tooOld));
    expect(db.statements('insert into egg_preorders')).toEqual([]);
  });

  it('takes the order today by default, up to one year ahead, for an active customer; blank notes are none', async () => {
    const { db, customers, preorders } = setup();
    await preorders.create({ customer_id: 7, due_date: '2027-03-10', qty_b: 2.5, notes: '  ' });
    expect(customers.activeRef).toHaveBeenCalledWith(7);
    expect(db.statements('insert into egg_preorders')[0].params).toEqual([IDS.tenant, '2026-03-10', '2027-03-10', 7, 0, 2.5, 0, null]);
  });
});

describe('EggPreordersService.update and forSale', () => {
  it('a canceled order is neither changed nor executed (422)', async () => {
    const { preorders } = setup([order({ status: 'canceled' })]);
    await expect(preorders.update(4, { customer_id: 7, due_date: '2026-03-12', qty_a: 5 })).rejects.toEqual(refused(PREORDER_MSG.canceled));
    await expect(preorders.forSale(4, 7)).rejects.toEqual(refused(PREORDER_MSG.canceled));
  });

  it('an executed order keeps its customer; keeping the customer does not ask it to be active', async () => {
    const { db, customers, preorders } = setup([order({ sale_ids: [31] })]);
    await expect(preorders.update(4, { customer_id: 8, due_date: '2026-03-12', qty_a: 5 })).rejects.toEqual(refused(PREORDER_MSG.customerLocked));
    expect(db.statements('update egg_preorders')).toEqual([]);
    await preorders.update(4, { customer_id: 7, due_date: '2026-03-12', qty_a: 5 });
    expect(customers.ref).toHaveBeenCalledWith(7);
    // The order day stays when the body leaves it out.
    expect(db.statements('update egg_preorders')[0].params.slice(2, 4)).toEqual(['2026-03-08', '2026-03-12']);
  });

  it('a sale executes only an open order of its own customer', async () => {
    await expect(setup([order({ status: 'selesai' })]).preorders.forSale(4, 7)).rejects.toEqual(refused(PREORDER_MSG.done));
    await expect(setup().preorders.forSale(4, 8)).rejects.toEqual(refused(PREORDER_MSG.otherCustomer));
    await expect(setup().preorders.forSale(4, 7)).resolves.toEqual({ id: 4, customer_id: 7, status: 'confirmed' });
  });
});

describe('EggPreordersService: kg compared and summed in thousandths (exact)', () => {
  it('reservedFrom sums what remains of open orders without float drift (0.1 + 0.2 = 0.3)', async () => {
    const { preorders } = setup([order({ remaining_a: '0.100', remaining_c: '1.005' }), order({ id: 5, remaining_a: '0.200', remaining_b: '2.000' })]);
    expect(await preorders.reservedFrom('2026-03-10')).toEqual({ A: 0.3, B: 2, C: 1.005 });
  });

  it('assertWithinRemaining: 10.5 kg ordered, 10.2 sold: 0.3 kg may go, 0.301 kg not (422 naming the grade)', async () => {
    const { db, preorders } = setup();
    db.on('coalesce(sum(l.qty_kg)', () => [{ qty_a: '10.50', qty_b: '1.00', qty_c: '0.00', sold_a: '10.20', sold_b: '1.50', sold_c: '0.00' }]);
    await expect(preorders.assertWithinRemaining(4, [{ grade: 'A', qty_kg: 0.3 }], 31)).resolves.toBeUndefined();
    await expect(preorders.assertWithinRemaining(4, [{ grade: 'A', qty_kg: 0.301 }], 31)).rejects.toEqual(refused(PREORDER_MSG.overRemaining('A', '0,3', '0,301')));
    // Sold beyond the order (an edited sale): nothing left, not less than nothing.
    await expect(preorders.assertWithinRemaining(4, [{ grade: 'B', qty_kg: 0.001 }], null)).rejects.toEqual(refused(PREORDER_MSG.overRemaining('B', '0', '0,001')));
    expect(db.statements('coalesce(sum(l.qty_kg)')[0].params).toEqual([IDS.tenant, 4, 31]);
  });
});

describe('EggPreordersService.suggestQtyA (mean grade-A kg before the pickup day)', () => {
  it('ends the day before the pickup, or today when the pickup lies further ahead', async () => {
    const { db, preorders } = setup();
    db.on('from telur_harian', () => [{ qty_a: '12.35' }]);
    expect(await preorders.suggestQtyA('2026-03-01')).toEqual({ qty_a: 12.35, from: '2026-02-27', to: '2026-02-28', days: 2 });
    expect(await preorders.suggestQtyA('2026-04-01', 7)).toEqual({ qty_a: 12.35, from: '2026-03-04', to: '2026-03-10', days: 7 });
    expect(db.statements('from telur_harian')[1].params).toEqual([IDS.tenant, '2026-03-04', '2026-03-10', 7]);
  });
});

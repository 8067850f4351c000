import { ConflictException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { CUSTOMER_MSG } from './dto/customers.dto';
import { compareCustomers, CustomersService } from './customers.service';

const c = (id: number, name: string, user_role: string | null = null) => ({ id, name, user_role });

describe('compareCustomers (spec part 2 §9: resellers first, then by name)', () => {
  it('puts the customers of reseller users first, then orders by name naturally and case-insensitively, then by id', () => {
    const list = [c(1, 'toko 10'), c(2, 'Toko 2'), c(3, 'Bu Sri', 'reseller'), c(4, 'Agen', 'admin'), c(5, 'toko 2'), c(6, 'Zaenal', 'reseller')];
    expect(list.sort(compareCustomers).map((x) => x.id)).toEqual([3, 6, 4, 2, 5, 1]);
  });
});

/** The farm's customer 7 'Toko Sari' (active, no reseller), and the memberships of `roles`. */
function setup(roles: Record<string, string> = {}) {
  const db = new FakeDb();
  const customer = { id: 7, name: 'Toko Sari', phone: '6281234567890', address: 'Jl. Mawar 1', status: 'active', user_id: null as string | null };
  db.on('from customers c', ([, , id]) =>
    id === 7 ? [{ ...customer, note: 'langganan', created_at: new Date('2026-01-05T02:00:00Z'), user_email: null, user_role: null, is_me: false }] : [],
  )
    .on('select role from memberships', ([, userId]) => (roles[userId as string] ? [{ role: roles[userId as string] }] : []))
    .on('select id, name, phone, address, status, user_id from customers', ([, id]) => (id === 7 ? [customer] : []))
    .on('insert into customers', () => [{ id: 7 }]);
  return { db, customer, customers: new CustomersService(fakeContext(db, actorOf('admin'))) };
}

describe('CustomersService.update (fields left out keep their value, null clears)', () => {
  it('keeps what the body leaves out and clears what it sends as null or blank', async () => {
    const { db, customers } = setup();
    await customers.update(7, { name: 'Toko Sari Jaya', address: null, note: '   ' });
    const [, , name, phone, address, status, note, userId] = db.statements('update customers')[0].params;
    expect({ name, phone, address, status, note, userId }).toEqual({ name: 'Toko Sari Jaya', phone: '6281234567890', address: null, status: 'active', note: null, userId: null });
  });

  it('writes a phone in the 62 form', async () => {
    const { db, customers } = setup();
    await customers.update(7, { name: 'Toko Sari', phone: '0812-3456-7891' });
    expect(db.statements('update customers')[0].params[3]).toBe('6281234567891');
  });

  it('404 for a customer of another farm', async () => {
    const { customers } = setup();
    await expect(customers.update(8, { name: 'x' })).rejects.toEqual(new NotFoundException(CUSTOMER_MSG.notFound));
  });
});

describe('CustomersService: the linked reseller user', () => {
  it('422 when the user is not a reseller of this farm; 409 when another customer has it', async () => {
    const { db, customers } = setup({ [IDS.other]: 'abk', [IDS.third]: 'reseller' });
    await expect(customers.create({ name: 'Agen Budi', user_id: IDS.other })).rejects.toEqual(new UnprocessableEntityException(CUSTOMER_MSG.notReseller));
    await expect(customers.create({ name: 'Agen Budi', user_id: IDS.me })).rejects.toEqual(new UnprocessableEntityException(CUSTOMER_MSG.notReseller));
    db.on('select id from customers where tenant_id = $1 and user_id = $2', () => [{ id: 3 }]);
    await expect(customers.update(7, { name: 'Toko Sari', user_id: IDS.third })).rejects.toEqual(new ConflictException(CUSTOMER_MSG.userTaken));
    // The customer being edited is not "another customer".
    expect(db.statements('select id from customers where tenant_id = $1 and user_id = $2')[0].params).toEqual([IDS.tenant, IDS.third, 7]);
    expect(db.statements(/insert into customers|update customers/)).toEqual([]);
  });
});

describe('CustomersService.activeRef (the customer of a new sale or pre-order)', () => {
  it('422 for an inactive customer, 404 for an unknown one', async () => {
    const { db, customers } = setup();
    await expect(customers.activeRef(7)).resolves.toMatchObject({ id: 7, status: 'active' });
    await expect(customers.activeRef(8)).rejects.toEqual(new NotFoundException(CUSTOMER_MSG.notFound));
    db.on('select id, name, phone, address, status, user_id from customers', () => [{ id: 7, name: 'Toko Sari', phone: null, address: null, status: 'inactive', user_id: null }]);
    await expect(customers.activeRef(7)).rejects.toEqual(new UnprocessableEntityException(CUSTOMER_MSG.inactive));
  });
});

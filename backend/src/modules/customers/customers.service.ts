import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { execute, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { AvailableResellerDto, CUSTOMER_MSG, CUSTOMER_STATUSES, CustomerBodyDto, CustomerDto, CustomerStatus } from './dto/customers.dto';
import { normalizePhone } from '../../common/phone';

/** The customer shape other features answer with (reseller sales). */
export { CustomerDto } from './dto/customers.dto';

/** Natural, case-insensitive Indonesian order of names. */
const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });

/**
 * Resellers first (customers linked to a user whose role here is reseller), then by name (spec
 * part 2 §9 'The sale customer list sorts resellers first').
 */
export function compareCustomers(a: Pick<CustomerDto, 'name' | 'user_role' | 'id'>, b: Pick<CustomerDto, 'name' | 'user_role' | 'id'>): number {
  const ra = a.user_role === 'reseller' ? 0 : 1;
  const rb = b.user_role === 'reseller' ? 0 : 1;
  return ra - rb || collator.compare(a.name, b.name) || a.id - b.id;
}

/** What other features need of a customer: phone in the 62 form, user_id the linked reseller user. */
const CustomerRefRow = row({
  id: pg.int,
  name: pg.text,
  phone: pg.text.nullable(),
  address: pg.text.nullable(),
  status: z.enum(CUSTOMER_STATUSES),
  user_id: pg.uuid.nullable(),
});
/** What other features need of a customer. */
export type CustomerRef = z.infer<typeof CustomerRefRow>;

/** A customer as CustomerDto reads it, created_at still a timestamp; user_email/user_role of the linked user (left joins). */
const CustomerRow = CustomerRefRow.extend({
  note: pg.text.nullable(),
  created_at: pg.timestamp,
  user_email: pg.text.nullable(),
  user_role: pg.text.nullable(),
  is_me: pg.bool,
});

/** A reseller user of the tenant (email: the username). */
const ResellerRow = row({ id: pg.uuid, email: pg.text });

/**
 * Customers of the farm (spec part 2 'Data Pelanggan', §3 'Customer', §5, §7 'Customers'). A
 * customer may be linked to one reseller user of the tenant; that reseller then sees the sales of
 * this customer on /transaksi-reseller.
 */
@Injectable()
export class CustomersService {
  constructor(private readonly ctx: TenantContext) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Customers (optionally of one status, optionally only those linked to `userId`), resellers first, then by name. */
  async list(filter: { status?: CustomerStatus; userId?: string } = {}): Promise<CustomerDto[]> {
    const rows = await this.rows(filter);
    return rows.sort(compareCustomers);
  }

  /** One customer; 404 when it does not exist in this tenant. */
  async get(id: number): Promise<CustomerDto> {
    const [row] = await this.rows({ id });
    if (!row) throw new NotFoundException(CUSTOMER_MSG.notFound);
    return row;
  }

  /** Adds a customer (status active unless given). */
  async create(body: CustomerBodyDto): Promise<CustomerDto> {
    const phone = this.phone(body.phone);
    const userId = body.user_id ?? null;
    if (userId) await this.checkReseller(userId, null);
    const [{ id }] = await queryRows(
      this.m,
      IdRow,
      `insert into customers (tenant_id, name, phone, address, status, note, user_id)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [this.ctx.tenantId, body.name, phone, blank(body.address), body.status ?? 'active', blank(body.note), userId],
    );
    return this.get(id);
  }

  /** Changes a customer: fields left out keep their value, null clears an optional one. */
  async update(id: number, body: CustomerBodyDto): Promise<CustomerDto> {
    const current = await this.get(id);
    const userId = body.user_id === undefined ? current.user_id : body.user_id;
    if (userId && userId !== current.user_id) await this.checkReseller(userId, id);
    await execute(
      this.m,
      `update customers set name = $3, phone = $4, address = $5, status = $6, note = $7, user_id = $8, updated_at = now()
        where tenant_id = $1 and id = $2`,
      [
        this.ctx.tenantId,
        id,
        body.name,
        body.phone === undefined ? current.phone : this.phone(body.phone),
        body.address === undefined ? current.address : blank(body.address),
        body.status ?? current.status,
        body.note === undefined ? current.note : blank(body.note),
        userId,
      ],
    );
    return this.get(id);
  }

  /**
   * Reseller users of the tenant not linked to a customer yet, plus the one linked to
   * `customerId` (the customer being edited), by username.
   */
  async availableResellers(customerId?: number): Promise<AvailableResellerDto[]> {
    const rows = await queryRows(
      this.m,
      ResellerRow,
      `select u.id, u.email
         from memberships m join users u on u.id = m.user_id
        where m.tenant_id = $1 and m.role = 'reseller'
          and not exists (select 1 from customers c where c.tenant_id = $1 and c.user_id = m.user_id and c.id is distinct from $2::int)`,
      [this.ctx.tenantId, customerId ?? null],
    );
    return rows.sort((a, b) => collator.compare(a.email, b.email));
  }

  /** The customer a document names; 404 when it is not a customer of this tenant. */
  async ref(id: number): Promise<CustomerRef> {
    const row = await queryOne(this.m, CustomerRefRow, `select id, name, phone, address, status, user_id from customers where tenant_id = $1 and id = $2`, [this.ctx.tenantId, id]);
    if (!row) throw new NotFoundException(CUSTOMER_MSG.notFound);
    return row;
  }

  /**
   * The customer a new sale or pre-order names: 404 when it is not a customer of this tenant,
   * 422 'Pelanggan ini tidak aktif. Aktifkan dulu di Data Pelanggan.' when it is inactive.
   */
  async activeRef(id: number): Promise<CustomerRef> {
    const customer = await this.ref(id);
    if (customer.status !== 'active') throw new UnprocessableEntityException(CUSTOMER_MSG.inactive);
    return customer;
  }

  /** Names of the farm's customers among `ids` (an id missing from the map is not a customer of the farm). */
  async namesOf(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await queryRows(this.m, row({ id: pg.int, name: pg.text }), `select id, name from customers where tenant_id = $1 and id = any($2::int[])`, [this.ctx.tenantId, ids]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Ids of the customers linked to `userId` (a reseller's own customers). */
  async idsOfUser(userId: string): Promise<number[]> {
    const rows = await queryRows(this.m, IdRow, `select id from customers where tenant_id = $1 and user_id = $2`, [this.ctx.tenantId, userId]);
    return rows.map((r) => r.id);
  }

  private async rows(filter: { id?: number; status?: CustomerStatus; userId?: string }): Promise<CustomerDto[]> {
    const params: unknown[] = [this.ctx.tenantId, this.ctx.userId];
    const where = ['c.tenant_id = $1'];
    if (filter.id !== undefined) where.push(`c.id = $${params.push(filter.id)}`);
    if (filter.status) where.push(`c.status = $${params.push(filter.status)}`);
    if (filter.userId) where.push(`c.user_id = $${params.push(filter.userId)}`);
    const rows = await queryRows(
      this.m,
      CustomerRow,
      `select c.id, c.name, c.phone, c.address, c.status, c.note, c.user_id, c.created_at,
              u.email as user_email, m.role as user_role, coalesce(c.user_id = $2::uuid, false) as is_me
         from customers c
         left join users u on u.id = c.user_id
         left join memberships m on m.tenant_id = c.tenant_id and m.user_id = c.user_id
        where ${where.join(' and ')}`,
      params,
    );
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }

  /** 422 unless `userId` is a reseller of this tenant; 409 when another customer is linked to it. */
  private async checkReseller(userId: string, customerId: number | null): Promise<void> {
    const member = await queryOne(this.m, row({ role: pg.text }), `select role from memberships where tenant_id = $1 and user_id = $2`, [this.ctx.tenantId, userId]);
    if (member?.role !== 'reseller') throw new UnprocessableEntityException(CUSTOMER_MSG.notReseller);
    const taken = await queryOne(this.m, IdRow, `select id from customers where tenant_id = $1 and user_id = $2 and id is distinct from $3::int`, [
      this.ctx.tenantId,
      userId,
      customerId,
    ]);
    if (taken) throw new ConflictException(CUSTOMER_MSG.userTaken);
  }

  /** The phone in the 62 form (400 when it is not an Indonesian number). */
  private phone(raw: string | null | undefined): string | null {
    return normalizePhone(raw);
  }
}

const blank = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

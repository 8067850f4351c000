import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { exists, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { fieldError } from '../../common/errors/validation';
import { moneyAccount } from '../../common/money-account';
import { normalizePhone } from '../../common/phone';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { SUPPLIER_MSG, SupplierBodyDto, SupplierDto } from './dto/suppliers.dto';
import { checkPurchaseTerms, dueDateOf, PurchaseTermsInput } from './suppliers.rules';

export type { PurchaseTermsInput };

/** A stored supplier with what the farm owes it today (Σ credit purchases + Σ opening payables − Σ payments). */
const SupplierRow = row({ id: pg.int, name: pg.text, phone: pg.text.nullable(), address: pg.text.nullable(), terms_days: pg.int, outstanding: pg.numeric });

/** A supplier as other parts of the feature need it. */
const SupplierRefRow = row({ id: pg.int, name: pg.text, phone: pg.text.nullable(), address: pg.text.nullable(), terms_days: pg.int });
export type SupplierRef = z.infer<typeof SupplierRefRow>;

/** A supplier's id and name. */
const SupplierNameRow = row({ id: pg.int, name: pg.text });

/** SQL: the suppliers of tenant $1 with their outstanding today (credit purchases + opening payables − payments). */
const SELECT = `select s.id::int as id, s.name, s.phone, s.address, s.terms_days,
       ((select coalesce(sum(round(f.qty_kg * f.price_per_kg + f.ongkir + f.bongkar, 2)), 0) from feed_txns f
          where f.tenant_id = s.tenant_id and f.supplier_id = s.id and f.method = 'credit')
        + (select coalesce(sum(o.amount), 0) from supplier_opening_payables o where o.tenant_id = s.tenant_id and o.supplier_id = s.id)
        - (select coalesce(sum(p.amount_total), 0) from supplier_payments p where p.tenant_id = s.tenant_id and p.supplier_id = s.id))::numeric(18,2)::text as outstanding
  from suppliers s where s.tenant_id = $1`;

/** The terms a purchase is stored with: supplier, due date (credit only) and the Kas/Bank account it was paid from (cash/transfer). */
export interface PurchaseTerms {
  supplier_id: number | null;
  due_date: string | null;
  bank_account_id: number | null;
}

/**
 * Suppliers of a farm (issue #37 'Suppliers and payables'): name (unique in any case), phone (62
 * form), address and payment terms; and the terms of a feed purchase (FeedStockService.buy).
 */
@Injectable()
export class SuppliersService {
  constructor(private readonly ctx: TenantContext) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Every supplier of the farm by name, with what the farm owes each today. */
  list(): Promise<SupplierDto[]> {
    return queryRows(this.m, SupplierRow, `${SELECT} order by lower(s.name), s.id`, [this.ctx.tenantId]);
  }

  /** One supplier; 404 'Pemasok tidak ditemukan.' for an unknown id or another farm's. */
  async get(id: number): Promise<SupplierDto> {
    const found = await queryOne(this.m, SupplierRow, `${SELECT} and s.id = $2`, [this.ctx.tenantId, id]);
    if (!found) throw new NotFoundException(SUPPLIER_MSG.notFound);
    return found;
  }

  /** Adds a supplier. 409 'Nama pemasok sudah dipakai.' when the farm has one of that name (any case). */
  async create(body: SupplierBodyDto): Promise<SupplierDto> {
    await this.assertNameFree(body.name);
    const [created] = await queryRows(
      this.m,
      row({ id: pg.int }),
      `insert into suppliers (tenant_id, name, phone, address, terms_days) values ($1, $2, $3, $4, $5) returning id::int as id`,
      [this.ctx.tenantId, body.name, normalizePhone(body.phone), blank(body.address), body.terms_days ?? 0],
    );
    return this.get(created.id);
  }

  /** Changes a supplier: phone, address and terms left out keep their value. 404 unknown; 409 name taken. */
  async update(id: number, body: SupplierBodyDto): Promise<SupplierDto> {
    const old = await this.ref(id, true);
    if (body.name.toLowerCase() !== old.name.toLowerCase()) await this.assertNameFree(body.name, id);
    await queryRows(
      this.m,
      row({ id: pg.int }),
      `update suppliers set name = $3, phone = $4, address = $5, terms_days = $6, updated_at = now() where tenant_id = $1 and id = $2 returning id::int as id`,
      [
        this.ctx.tenantId,
        id,
        body.name,
        body.phone === undefined ? old.phone : normalizePhone(body.phone),
        body.address === undefined ? old.address : blank(body.address),
        body.terms_days ?? old.terms_days,
      ],
    );
    return this.get(id);
  }

  /** The supplier `id` (name, phone, address, terms); 404 'Pemasok tidak ditemukan.' (field `field` when given). */
  async ref(id: number, forUpdate = false, field?: string): Promise<SupplierRef> {
    const found = await queryOne(
      this.m,
      SupplierRefRow,
      `select id::int as id, name, phone, address, terms_days from suppliers where tenant_id = $1 and id = $2 ${forUpdate ? 'for update' : ''}`,
      [this.ctx.tenantId, id],
    );
    if (!found) throw field ? fieldError(HttpStatus.NOT_FOUND, field, SUPPLIER_MSG.notFound) : new NotFoundException(SUPPLIER_MSG.notFound);
    return found;
  }

  /** Names of the farm's suppliers among `ids` (an id missing from the answer is not the farm's). */
  async namesOf(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await queryRows(this.m, SupplierNameRow, `select id::int as id, name from suppliers where tenant_id = $1 and id = any($2::bigint[])`, [this.ctx.tenantId, ids]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * The terms of a feed purchase (POST /api/feed-txns/buy): a credit purchase needs its supplier
   * (400 'Pilih pemasok untuk pembelian kredit.') and is due on due_date, default its date + the
   * supplier's terms_days (400 when before the purchase); a cash or transfer purchase may name its
   * supplier and the Kas/Bank account the money left from (common/money-account.ts), and has no due
   * date (400). 404 'Pemasok tidak ditemukan.' for a supplier that is not the farm's.
   */
  async purchaseTerms(p: PurchaseTermsInput): Promise<PurchaseTerms> {
    checkPurchaseTerms(p);
    const supplier = p.supplier_id === undefined || p.supplier_id === null ? null : await this.ref(p.supplier_id, false, 'supplier_id');
    if (p.method === 'credit') return { supplier_id: supplier!.id, due_date: dueDateOf(p.trx_date, supplier!.terms_days, p.due_date), bank_account_id: null };
    const account = await moneyAccount(this.m, this.ctx.tenantId, p.method, p.bank_account_id);
    return { supplier_id: supplier?.id ?? null, due_date: null, bank_account_id: account.account_id ?? null };
  }

  private async assertNameFree(name: string, except?: number): Promise<void> {
    const taken = await exists(this.m, `select 1 from suppliers where tenant_id = $1 and lower(name) = lower($2) and id <> $3`, [this.ctx.tenantId, name, except ?? 0]);
    if (taken) throw fieldError(HttpStatus.CONFLICT, 'name', SUPPLIER_MSG.nameTaken);
  }
}

const blank = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

import dayjs from 'dayjs';
import fc from 'fast-check';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { CustomerDto } from '../src/modules/customers/dto/customers.dto';
import { AvailabilityDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { SaleDetailDto, SaleRowDto } from '../src/modules/egg-sales/dto/egg-sales.dto';
import { TenantsService } from '../src/modules/tenants/tenants.service';
import { UsersService } from '../src/modules/users/users.service';
import { createTestApp, TestApp, uniq } from './utils/create-test-app';
import { asSuperadmin, createCoop, inTenant, loginAs } from './utils/factories';
import { bodyOf } from './utils/http';

/**
 * Property test of the egg sale books (DESIGN §5 'Egg sales, receivables' and 'Finance'): random
 * sequences of sales, edits, deletes, receipts (with discounts and bank fees) and refunds (only of a
 * credit: paid above the total after discounts) on a
 * fresh farm, run through the API. An independent model in integer cents and hundredths of a kg
 * predicts which requests the server accepts and what they change; after every sequence:
 * - Piutang Usaha at every date = Σ outstanding of piutang sales at that date (sale totals minus
 *   receipts and discounts dated up to then), Penjualan Telur = Σ sale totals, and Kas, Bank,
 *   Biaya Admin Bank and Potongan Penjualan follow the receipts;
 * - every journal balances;
 * - each sale's paid, outstanding and status, and the kg available per grade and day, are the model's.
 */

const DAYS = 6;
const FIRST = '2025-02-01';
const dayOf = (i: number) => dayjs(FIRST).add(i, 'day').format('YYYY-MM-DD');
const GRADES = ['A', 'B', 'C'] as const;
type Grade = (typeof GRADES)[number];
type Method = 'cash' | 'transfer' | 'piutang';

interface Line {
  grade: Grade;
  /** Hundredths of a kg. */
  qty: number;
  price: number;
}
interface SaleSpec {
  day: number;
  customer: number;
  method: Method;
  lines: Line[];
}
type Op =
  | { kind: 'sale'; sale: SaleSpec }
  | { kind: 'edit'; target: number; sale: SaleSpec }
  | { kind: 'delete'; target: number }
  | { kind: 'pay'; target: number; wild: boolean; after: number; share: number; discount: number; fee: number; method: 'cash' | 'transfer' }
  | { kind: 'refund'; target: number; wild: boolean; after: number; share: number; fee: number; method: 'cash' | 'transfer' };

interface Alloc {
  day: number;
  method: 'cash' | 'transfer';
  /** Cents; negative for a refund. */
  amount: number;
  discount: number;
  fee: number;
}
interface ModelSale extends SaleSpec {
  id: number;
  deleted: boolean;
  allocs: Alloc[];
}

const lineArb = fc.record({
  grade: fc.constantFrom(...GRADES),
  qty: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 5000 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 40000 }) }),
  price: fc.integer({ min: 24000, max: 30000 }),
});
const saleArb: fc.Arbitrary<SaleSpec> = fc.record({
  day: fc.integer({ min: 0, max: DAYS - 1 }),
  customer: fc.integer({ min: 0, max: 1 }),
  method: fc.constantFrom<Method>('cash', 'transfer', 'piutang', 'piutang', 'piutang'),
  lines: fc.uniqueArray(lineArb, { minLength: 1, maxLength: 3, selector: (l) => l.grade }),
});
const target = fc.integer({ min: 0, max: 30 });
/** false: a receipt picks among the sales it can apply to (when there are any); true: any sale. */
const wild = fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: saleArb.map((sale) => ({ kind: 'sale' as const, sale })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), target, sale: saleArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), target }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      target,
      wild,
      after: fc.integer({ min: 0, max: 3 }),
      share: fc.constantFrom(0, 0.3, 0.5, 1, 1, 1.1),
      discount: fc.constantFrom(0, 0, 0.05, 0.2),
      fee: fc.constantFrom(0, 0, 250000, 650000),
      method: fc.constantFrom<'cash' | 'transfer'>('cash', 'transfer'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      target,
      wild,
      after: fc.integer({ min: 0, max: 3 }),
      share: fc.constantFrom(0.25, 1, 1.5),
      fee: fc.constantFrom(0, 250000),
      method: fc.constantFrom<'cash' | 'transfer'>('cash', 'transfer'),
    }),
  },
);
/** Production per day and grade, whole kg. */
const productionArb = fc.array(fc.record({ A: fc.integer({ min: 0, max: 400 }), B: fc.integer({ min: 0, max: 150 }), C: fc.integer({ min: 0, max: 80 }) }), {
  minLength: DAYS,
  maxLength: DAYS,
});

/** The sales that match, or all of them when none does. */
const pick = <T>(all: T[], ok: (x: T) => boolean) => (all.some(ok) ? all.filter(ok) : all);
const totalOf = (s: SaleSpec) => s.lines.reduce((sum, l) => sum + l.qty * l.price, 0);
const kgText = (qty: number) => Number((qty / 100).toFixed(2));
const cents = (text: string) => Math.round(Number(text) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/** The model's answer: which sales exist, and the stock they leave. */
class Model {
  sales: ModelSale[] = [];
  constructor(readonly production: Array<Record<Grade, number>>) {}

  /** Hundredths of a kg of `grade` available on `day` without sale `exclude`: min over d ≥ day of Σ produced − Σ sold. */
  avail(grade: Grade, day: number, exclude: ModelSale | null = null): number {
    let balance = 0;
    let least = Infinity;
    for (let d = 0; d < DAYS; d++) {
      balance += this.production[d][grade] * 100;
      for (const s of this.sales) {
        if (s.deleted || s === exclude || s.day !== d) continue;
        for (const l of s.lines) if (l.grade === grade) balance -= l.qty;
      }
      if (d >= day) least = Math.min(least, balance);
    }
    return Math.max(0, least);
  }
  fits(sale: SaleSpec, exclude: ModelSale | null): boolean {
    return sale.lines.every((l) => l.qty <= this.avail(l.grade, sale.day, exclude));
  }
  paid(s: ModelSale): number {
    return s.method === 'piutang' ? s.allocs.reduce((sum, a) => sum + a.amount, 0) : totalOf(s);
  }
  discount(s: ModelSale): number {
    return s.allocs.reduce((sum, a) => sum + a.discount, 0);
  }
  outstanding(s: ModelSale): number {
    return totalOf(s) - this.paid(s) - this.discount(s);
  }
  status(s: ModelSale): string {
    if (s.method !== 'piutang' || this.outstanding(s) <= 0) return 'lunas';
    return this.paid(s) + this.discount(s) <= 0 ? 'belum' : 'sebagian';
  }
  /** Expected balance (Σ debit − Σ credit, cents) of each system account up to and including `day`. */
  balances(day: number): Record<string, number> {
    const b: Record<string, number> = { kas: 0, bank: 0, piutang: 0, penjualan_telur: 0, biaya_admin_bank: 0, potongan_penjualan: 0 };
    for (const s of this.sales) {
      if (!s.deleted && s.day <= day) {
        const total = totalOf(s);
        b[{ cash: 'kas', transfer: 'bank', piutang: 'piutang' }[s.method]] += total;
        b.penjualan_telur -= total;
      }
      for (const a of s.allocs) {
        if (a.day > day) continue;
        const account = a.method === 'cash' ? 'kas' : 'bank';
        if (a.amount >= 0) {
          b[account] += a.amount - a.fee;
          b.piutang -= a.amount + a.discount;
          b.potongan_penjualan += a.discount;
        } else {
          b[account] -= -a.amount + a.fee;
          b.piutang += -a.amount;
        }
        b.biaya_admin_bank += a.fee;
      }
    }
    return b;
  }
}

describe('Egg sale books (property)', () => {
  let t: TestApp;
  let ownerId: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const name = `books-${uniq()}`;
    ownerId = (await asSuperadmin(t, () => t.app.get(UsersService).createAccount(name, `${name}-pw`))).id;
    const first = await asSuperadmin(t, () => t.app.get(TenantsService).create({ kode: `P${uniq()}`, nama: 'Buku Awal' }));
    await inTenant(t, first.id, () => t.app.get(UsersService).addMembership(ownerId, 'owner'));
    token = await loginAs(t, name, `${name}-pw`);
  });
  afterAll(() => t.close());

  /** A fresh farm for one sequence: the owner, one bagian with the production, two customers. */
  async function farm(production: Array<Record<Grade, number>>) {
    const tenant = await asSuperadmin(t, () => t.app.get(TenantsService).create({ kode: `P${uniq()}`, nama: 'Buku' }));
    await inTenant(t, tenant.id, () => t.app.get(UsersService).addMembership(ownerId, 'owner'));
    const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': tenant.id };
    const { bagianIds } = await createCoop(t, tenant.id);
    await inTenant(t, tenant.id, () =>
      t.app.get(TenantContext).manager.query(
        `insert into transaksi_telur (tenant_id, tanggal, bagian_id, grade_a, grade_b, grade_c)
         select $1, ($2::date + i::int), $3, a, b, c from unnest($4::int[], $5::int[], $6::int[]) with ordinality as p(a, b, c, i)`,
        [tenant.id, dayjs(FIRST).subtract(1, 'day').format('YYYY-MM-DD'), bagianIds[0], production.map((p) => p.A), production.map((p) => p.B), production.map((p) => p.C)],
      ),
    );
    const customers: number[] = [];
    for (const name of ['Pelanggan Satu', 'Pelanggan Dua']) {
      customers.push(bodyOf<CustomerDto>(await t.http().post('/api/customers').set(headers).send({ name }).expect(201)).id);
    }
    return { tenantId: tenant.id, headers, customers };
  }

  const stats: Record<string, number> = {};
  afterAll(() => {
    if (process.env.BOOKS_STATS) console.log(stats);
  });

  it('keeps the ledger equal to the documents at every date', async () => {
    await fc.assert(
      fc.asyncProperty(productionArb, fc.array(opArb, { minLength: 6, maxLength: 24 }), async (production, ops) => {
        const model = new Model(production);
        const { tenantId, headers, customers } = await farm(production);
        const body = (s: SaleSpec) => ({
          sale_date: dayOf(s.day),
          customer_id: customers[s.customer],
          payment_method: s.method,
          lines: s.lines.map((l) => ({ grade: l.grade, qty_kg: kgText(l.qty), unit_price: l.price })),
        });

        for (const op of ops) {
          let pool = model.sales;
          if (op.kind === 'pay' && !op.wild) pool = pick(pool, (x) => !x.deleted && x.method === 'piutang' && model.outstanding(x) > 0);
          if (op.kind === 'refund' && !op.wild) pool = pick(pool, (x) => !x.deleted && x.method === 'piutang' && model.paid(x) > 0);
          const s = op.kind === 'sale' ? null : pool[op.target % Math.max(pool.length, 1)];
          let expected: boolean;
          let res;
          switch (op.kind) {
            case 'sale':
              expected = model.fits(op.sale, null);
              res = await t.http().post('/api/egg-sales').set(headers).send(body(op.sale));
              if (res.status === 201) model.sales.push({ ...op.sale, id: bodyOf<SaleDetailDto>(res).header.id, deleted: false, allocs: [] });
              break;
            case 'edit': {
              if (!s) continue;
              const firstPay = Math.min(...s.allocs.map((a) => a.day));
              expected =
                !s.deleted &&
                (!s.allocs.length || (op.sale.method === s.method && op.sale.customer === s.customer && op.sale.day <= firstPay)) &&
                model.fits(op.sale, s);
              res = await t.http().put(`/api/egg-sales/${s.id}`).set(headers).send(body(op.sale));
              if (res.status === 200) Object.assign(s, op.sale);
              break;
            }
            case 'delete':
              if (!s) continue;
              expected = !s.deleted && (s.method !== 'piutang' || model.paid(s) === 0) && model.discount(s) === 0;
              res = await t.http().delete(`/api/egg-sales/${s.id}`).set(headers);
              if (res.status === 200) s.deleted = true;
              break;
            case 'pay': {
              if (!s) continue;
              const out = model.outstanding(s);
              const amount = Math.max(0, Math.round(out * op.share));
              const discount = Math.max(0, Math.round(out * op.discount));
              const fee = Math.min(op.fee, amount);
              const day = Math.min(s.day + op.after, DAYS - 1);
              expected = !s.deleted && s.method === 'piutang' && out > 0 && amount + discount > 0 && amount + discount <= out;
              res = await t
                .http()
                .post('/api/ar-receipts')
                .set(headers)
                .send({
                  receipt_date: dayOf(day),
                  customer_id: customers[s.customer],
                  method: op.method,
                  bank_fee: money(fee),
                  discount_total: money(discount),
                  allocations: [{ sale_id: s.id, amount_applied: money(amount), discount_applied: money(discount) }],
                });
              if (res.status === 201) s.allocs.push({ day, method: op.method, amount, discount, fee });
              break;
            }
            case 'refund': {
              if (!s) continue;
              const paid = s.method === 'piutang' ? model.paid(s) : totalOf(s);
              const amount = Math.max(1, Math.round(paid * op.share));
              const day = Math.min(s.day + op.after, DAYS - 1);
              // Only a credit goes back: what was paid above the total after discounts (after an edit lowered it).
              const credit = s.method === 'piutang' ? paid + model.discount(s) - totalOf(s) : 0;
              expected = !s.deleted && s.method === 'piutang' && amount <= paid && credit > 0 && amount <= credit;
              res = await t
                .http()
                .post('/api/ar-receipts')
                .set(headers)
                .send({ receipt_date: dayOf(day), customer_id: customers[s.customer], method: op.method, is_refund: true, bank_fee: money(op.fee), allocations: [{ sale_id: s.id, amount_applied: money(-amount) }] });
              if (res.status === 201) s.allocs.push({ day, method: op.method, amount: -amount, discount: 0, fee: op.fee });
              break;
            }
          }
          if (process.env.BOOKS_STATS) stats[`${op.kind}:${res.status}`] = (stats[`${op.kind}:${res.status}`] ?? 0) + 1;
          if (res.status >= 500 || (res.status < 300) !== expected) {
            throw new Error(`${JSON.stringify(op)} → ${res.status} ${JSON.stringify(res.body)} (model expected ${expected ? 'success' : 'refusal'})`);
          }
        }

        // The books at every date, against the model.
        const rows: Array<{ system_key: string; trx_date: string; net: string }> = await inTenant(t, tenantId, () =>
          t.app.get(TenantContext).manager.query(
            `select a.system_key, to_char(l.trx_date, 'YYYY-MM-DD') as trx_date, sum(l.debit - l.credit) as net
               from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id
              group by a.system_key, l.trx_date`,
          ),
        );
        for (let d = -1; d < DAYS; d++) {
          const actual: Record<string, number> = { kas: 0, bank: 0, piutang: 0, penjualan_telur: 0, biaya_admin_bank: 0, potongan_penjualan: 0 };
          for (const r of rows) if (r.trx_date <= dayOf(d)) actual[r.system_key] = (actual[r.system_key] ?? 0) + cents(r.net);
          expect({ day: dayOf(d), ...actual }).toEqual({ day: dayOf(d), ...model.balances(d) });
        }
        const unbalanced = await inTenant(t, tenantId, () =>
          t.app.get(TenantContext).manager.query<Array<{ journal_id: number }>>(`select journal_id from journal_lines group by journal_id having sum(debit) <> sum(credit) or count(*) < 2`),
        );
        expect(unbalanced).toEqual([]);
        // The sums kept on each sale equal its lines.
        const drift = await inTenant(t, tenantId, () =>
          t.app.get(TenantContext).manager.query<Array<{ id: number }>>(
            `select s.id from egg_sales s
               left join (select sale_id, sum(amount) as total, sum(qty_kg) filter (where grade = 'A') as a, sum(qty_kg) filter (where grade = 'B') as b,
                                 sum(qty_kg) filter (where grade = 'C') as c from egg_sale_lines group by sale_id) l on l.sale_id = s.id
              where s.deleted_at is null
                and (s.total_amount <> coalesce(l.total, 0) or s.kg_a <> coalesce(l.a, 0) or s.kg_b <> coalesce(l.b, 0) or s.kg_c <> coalesce(l.c, 0))`,
          ),
        );
        expect(drift).toEqual([]);

        // Each sale as the list shows it.
        const list = bodyOf<SaleRowDto[]>(await t.http().get('/api/egg-sales/list').query({ from: dayOf(0), to: dayOf(DAYS - 1) }).set(headers).expect(200));
        const live = model.sales.filter((s) => !s.deleted);
        const byId = (x: unknown[], y: unknown[]) => (x[0] as number) - (y[0] as number);
        expect(list.map((r) => [r.sale_id, cents(r.total_amount), cents(r.amount_paid), cents(r.amount_outstanding), r.payment_status]).sort(byId)).toEqual(
          live.map((s) => [s.id, totalOf(s), model.paid(s), model.outstanding(s), model.status(s)]).sort(byId),
        );
        // Availability per grade and day.
        for (let d = 0; d < DAYS; d++) {
          const av = bodyOf<AvailabilityDto>(await t.http().get('/api/egg-sales/available').query({ date: dayOf(d) }).set(headers).expect(200));
          expect({ day: d, ...av.available }).toEqual({ day: d, a: model.avail('A', d) / 100, b: model.avail('B', d) / 100, c: model.avail('C', d) / 100 });
        }
      }),
      { numRuns: Number(process.env.BOOKS_RUNS ?? 40) },
    );
  });
});

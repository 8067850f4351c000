import fc from 'fast-check';
import { TenantContext } from '../src/common/tenancy/tenant-context';
import { FinanceAccountDto } from '../src/modules/finance/dto/finance.dto';
import { createTestApp, TestApp } from './utils/create-test-app';
import { addCustomer, enterEggs } from './utils/egg-sales';
import { createCoop, createTenant, inTenant, TestTenant } from './utils/factories';
import { bodyOf } from './utils/http';
import { bookOp, bookOpRunner, checkControlInvariants, Rollback } from './utils/random-books';

const FIRST = '2025-03-01';
const DAYS = 6;
const RUNS = Number(process.env.CONTROL_ACCOUNTS_RUNS ?? 60);

/**
 * Control accounts (issue #20; docs/adr/0014-book-guarantees-and-control-accounts.md): with manual
 * journals kept off Piutang Usaha, Persediaan Pakan and Penjualan Telur, their balances are what
 * their documents say, at every date. fast-check runs random sequences of egg sales (cash,
 * transfer, piutang), receipts with discounts, returns (of any sale, sometimes more than is left),
 * refunds (of a credit, sometimes more), feed purchases, feed usage and manual journals on the
 * other accounts (test/utils/random-books.ts), through the real services into the real database,
 * each sequence in one transaction rolled back at its end. After every sequence, for every day
 * from the day before the first to the last, the invariants of `checkControlInvariants`: Piutang
 * Usaha = the receivables ageing total and its ledger balance; Persediaan Pakan = the feed stock
 * value; Penjualan Telur − Retur Penjualan Telur = Σ sale lines net of returns dated up to then.
 */
describe('Control accounts equal their documents at every date (property test)', () => {
  let t: TestApp;
  let a: TestTenant;
  let tingkatId: number;
  let customer: number;
  let acc: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Akun Kontrol');
    const coop = await createCoop(t, a.id);
    tingkatId = coop.tingkatIds[0];
    await enterEggs(t, a, coop.bagianIds[0], FIRST, { a: 5000 });
    customer = await addCustomer(t, a, { name: 'Toko Maju', phone: '081298765432' });
    const rows = bodyOf<FinanceAccountDto[]>(await t.http().get('/api/finance/accounts').set(a.as('admin')).expect(200));
    acc = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  });
  afterAll(() => t.close());

  it(`holds over ${RUNS} random sequences`, async () => {
    const ctx = t.app.get(TenantContext);
    const runner = bookOpRunner(t, { firstDay: FIRST, customer, tingkatId, accounts: acc });
    const done = runner.done;
    const lastDay = runner.dayOf(DAYS - 1);

    await fc.assert(
      fc.asyncProperty(fc.array(bookOp(DAYS), { minLength: 3, maxLength: 12 }), async (ops) => {
        try {
          await inTenant(t, a.id, async () => {
            for (const o of ops) await runner.apply(o);
            await checkControlInvariants(t, FIRST, lastDay, ops);
            throw new Rollback();
          });
        } catch (e) {
          if (!(e instanceof Rollback)) throw e;
        }
      }),
      {
        numRuns: RUNS,
        // Besides the random ones: a paid sale comes back in part and its credit is refunded.
        examples: [
          [
            [
              { kind: 'sale', day: 0, method: 'piutang', kg: 10, price: 20000 },
              { kind: 'pay', pick: 0, after: 0, share: 100, discount: 0 },
              { kind: 'return', pick: 0, after: 1, share: 50 },
              { kind: 'refund', pick: 0, after: 2, share: 60 },
              { kind: 'refund', pick: 0, after: 2, share: 110 },
            ],
          ],
        ],
      },
    );
    // The sequences did exercise what they are meant to.
    expect(done.sale).toBeGreaterThan(0);
    expect(done.pay).toBeGreaterThan(0);
    expect(done.return).toBeGreaterThan(0);
    expect(done.refund).toBeGreaterThan(0);
    expect(done.buy + done.usage).toBeGreaterThan(0);
    expect(done.manual).toBeGreaterThan(0);
    // Nothing of the sequences stayed.
    const left = await inTenant(t, a.id, () => ctx.manager.query<Array<{ j: number; s: number }>>(`select (select count(*) from journals)::int as j, (select count(*) from egg_sales)::int as s`));
    expect(left[0]).toEqual({ j: 0, s: 0 });
  });
});

import { INestApplication } from '@nestjs/common';
import dayjs from 'dayjs';
import { TenantContext } from '../common/tenancy/tenant-context';
import { DEMO_DAYS, DemoStep, seededRandom } from './demo-step';
import { CustomersService } from '../modules/customers/customers.service';
import { EggPreordersService } from '../modules/egg-preorders/egg-preorders.service';
import { ArReceiptsService } from '../modules/egg-sales/ar-receipts.service';
import { EggSalesQueryService } from '../modules/egg-sales/egg-sales-query.service';
import { EggSalesService } from '../modules/egg-sales/egg-sales.service';
import { centsOf, formatCents } from '../common/money';

const DAY = 'YYYY-MM-DD';

/** A sale, as EggSalesService.create takes it: its grades and payment methods. */
type SaleInput = Parameters<EggSalesService['create']>[0];
type Grade = SaleInput['lines'][number]['grade'];
type SaleMethod = SaleInput['payment_method'];

/** A demo buyer: which grades it takes, its share of the day's eggs and how it pays. */
interface Buyer {
  name: string;
  phone: string;
  address: string;
  note: string | null;
  grades: Grade[];
  share: number;
  methods: SaleMethod[];
  reseller?: boolean;
}

const BUYERS: Buyer[] = [
  { name: 'Reseller Sukamaju', phone: '081234500001', address: 'Pasar Sukamaju Blok B 12', note: 'Mitra reseller', grades: ['A', 'B'], share: 0.35, methods: ['piutang', 'piutang', 'transfer'], reseller: true },
  { name: 'Toko Roti Enak', phone: '081234500002', address: 'Jl. Merdeka 45', note: null, grades: ['A'], share: 0.25, methods: ['cash', 'transfer'] },
  { name: 'Warung Bu Sri', phone: '+6281234500003', address: 'Jl. Melati 3', note: 'Ambil sore', grades: ['B', 'C'], share: 0.2, methods: ['cash'] },
  { name: 'Agen Telur Makmur', phone: '0812-3450-0004', address: 'Jl. Raya Bogor km 20', note: 'Tempo 2 minggu', grades: ['A', 'B', 'C'], share: 0.2, methods: ['piutang', 'transfer'] },
];

/** Rupiah per kg by grade: A 27,000–30,000, B 25,000–27,500, C 24,000–25,500, drifting day by day. */
const PRICE_RANGE: Record<Grade, [number, number]> = { A: [27000, 30000], B: [25000, 27500], C: [24000, 25500] };

/**
 * Demo step (DESIGN §6), after the daily operations (eggs) and the feed stock: the farm's customers
 * (one linked to the demo `reseller` user where the farm has one), 120 days of egg sales that sell
 * most of each day's eggs and never more than the stock, cash, transfer and piutang; receipts of
 * the piutang sales a few days later (some in parts, some with a settlement discount, transfers
 * with a bank fee), the last ones still open; one sale corrected after payment and refunded; and
 * upcoming pre-orders (one partly executed today, one canceled). Written through the services, so
 * every sale and receipt is posted in the books.
 */
export const eggSalesDemo: DemoStep = async (app: INestApplication, farm) => {
  const ctx = app.get(TenantContext);
  const customers = app.get(CustomersService);
  const sales = app.get(EggSalesService);
  const reads = app.get(EggSalesQueryService);
  const receipts = app.get(ArReceiptsService);
  const preorders = app.get(EggPreordersService);
  const actor = { userId: farm.ownerId, email: 'owner', globalRole: 'user' as const, claims: {} as never, tenantId: farm.tenantId, role: 'admin' as const };
  const rand = seededRandom(`kpm-egg-sales-${farm.kode}`);
  const first = dayjs().subtract(DEMO_DAYS - 1, 'day');
  const date = (i: number) => first.add(i, 'day').format(DAY);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];

  await ctx.runAs(actor, async () => {
    const [resellerUser] = await customers.availableResellers();
    const ids: number[] = [];
    for (const b of BUYERS) {
      const c = await customers.create({ name: b.name, phone: b.phone, address: b.address, note: b.note, status: 'active', user_id: b.reseller ? (resellerUser?.id ?? null) : null });
      ids.push(c.id);
    }
    await customers.create({ name: 'Pak Darto (pindah)', phone: '081234500009', address: null, note: 'Sudah tidak berlangganan', status: 'inactive' });

    const price: Record<Grade, number> = { A: 28000, B: 26000, C: 24500 };
    const open: Array<{ id: number; customer: number; date: string; payOn: number; total: bigint; parts: number }> = [];
    let corrected = false;

    for (let i = 0; i < DEMO_DAYS; i++) {
      const day = date(i);
      for (const g of ['A', 'B', 'C'] as Grade[]) {
        const [lo, hi] = PRICE_RANGE[g];
        price[g] = Math.min(hi, Math.max(lo, price[g] + Math.round((rand() - 0.5) * 4) * 100));
      }
      // Sell 85–95 % of what is in stock, shared among the buyers of each grade.
      const stock = await reads.availability(day);
      const sellable: Record<Grade, number> = {
        A: stock.A.avail_kg * (0.85 + rand() * 0.1),
        B: stock.B.avail_kg * (0.85 + rand() * 0.1),
        C: stock.C.avail_kg * (0.85 + rand() * 0.1),
      };
      for (const [k, b] of BUYERS.entries()) {
        if (rand() < 0.15) continue; // not every buyer comes every day
        const lines = b.grades
          .map((g) => {
            const takers = BUYERS.filter((x) => x.grades.includes(g)).reduce((s, x) => s + x.share, 0);
            const kg = Math.floor(((sellable[g] * b.share) / takers) * 100) / 100;
            return { grade: g, qty_kg: kg, unit_price: price[g] };
          })
          .filter((l) => l.qty_kg >= 1);
        if (!lines.length) continue;
        const method = pick(b.methods);
        const sale = await sales.create({
          sale_date: day,
          customer_id: ids[k],
          payment_method: method,
          due_date: method === 'piutang' ? dayjs(day).add(14, 'day').format(DAY) : null,
          notes: null,
          lines,
        });
        if (method === 'piutang') open.push({ id: sale.header.id, customer: ids[k], date: day, payOn: i + 3 + Math.floor(rand() * 8), total: centsOf(sale.header.total_amount), parts: rand() < 0.3 ? 2 : 1 });
      }

      // Receipts due today: in full, or half now and the rest later; transfers pay a bank fee.
      for (const s of open.filter((o) => o.payOn === i)) {
        const transfer = rand() < 0.6;
        const current = await reads.detail(s.id);
        const outstanding = centsOf(current.header.amount_outstanding);
        if (outstanding <= 0n) continue;
        let amount = s.parts === 2 ? outstanding / 2n : outstanding;
        // Now and then the farm rounds the last payment down to the thousand rupiah (settlement discount).
        const discount = s.parts === 1 && rand() < 0.25 ? amount % 100000n : 0n;
        amount -= discount;
        await receipts.create({
          receipt_date: day,
          customer_id: s.customer,
          method: transfer ? 'transfer' : 'cash',
          memo: null,
          bank_fee: transfer ? '6500' : '0',
          discount_total: formatCents(discount),
          is_refund: false,
          allocations: [{ sale_id: s.id, amount_applied: formatCents(amount), discount_applied: formatCents(discount) }],
        });
        if (s.parts === 2) {
          s.parts = 1;
          s.payOn = i + 4;
        }

        // Once: a paid sale is found to have 5 kg of cracked eggs; the sale is corrected and the difference refunded.
        if (!corrected && i >= 60 && s.parts === 1 && discount === 0n) {
          const sale = await reads.detail(s.id);
          const lines = sale.lines.map((l) => ({ grade: l.grade, qty_kg: l.qty_kg, unit_price: Number(l.unit_price) }));
          const big = lines.find((l) => l.qty_kg > 10);
          if (big && centsOf(sale.header.amount_outstanding) === 0n) {
            big.qty_kg = Math.round((big.qty_kg - 5) * 100) / 100;
            const after = await sales.update(s.id, { sale_date: s.date, customer_id: s.customer, payment_method: 'piutang', notes: 'Retur 5 kg telur retak', lines });
            const back = -centsOf(after.header.amount_outstanding);
            await receipts.create({
              receipt_date: day,
              customer_id: s.customer,
              method: 'cash',
              memo: 'Refund retur 5 kg telur retak',
              bank_fee: '0',
              discount_total: '0',
              is_refund: true,
              allocations: [{ sale_id: s.id, amount_applied: formatCents(back) }],
            });
            corrected = true;
          }
        }
      }
    }

    // Upcoming pre-orders: from the recent grade-A mean, one partly executed today, one canceled.
    const today = date(DEMO_DAYS - 1);
    const inDays = (n: number) => dayjs(today).add(n, 'day').format(DAY);
    const usual = (await preorders.suggestQtyA(inDays(2), 2)).qty_a;
    const kg = (x: number) => Math.max(1, Math.round(x * 100) / 100);
    const reseller = await preorders.create({ order_date: today, due_date: today, customer_id: ids[0], qty_a: kg(usual * 0.1), qty_b: 10, qty_c: 0, notes: 'Ambil pagi' });
    await preorders.create({ order_date: today, due_date: inDays(2), customer_id: ids[1], qty_a: kg(usual * 0.2), qty_b: 0, qty_c: 0, notes: 'Untuk pesanan kue lebaran' });
    await preorders.create({ order_date: today, due_date: inDays(5), customer_id: ids[3], qty_a: kg(usual * 0.15), qty_b: 30, qty_c: 10, notes: null });
    const canceled = await preorders.create({ order_date: today, due_date: inDays(3), customer_id: ids[2], qty_a: 0, qty_b: 15, qty_c: 5, notes: 'Batal: acara ditunda' });
    await preorders.cancel(canceled.id);
    const left = await reads.availability(today);
    const part = Math.min(Math.floor(reseller.qty_a * 50) / 100, left.A.avail_kg);
    if (part >= 1) {
      await sales.create({
        sale_date: today,
        customer_id: ids[0],
        payment_method: 'transfer',
        due_date: null,
        notes: 'Sebagian pesanan',
        preorder_id: reseller.id,
        lines: [{ grade: 'A', qty_kg: part, unit_price: price.A }],
      });
    }
  });
};

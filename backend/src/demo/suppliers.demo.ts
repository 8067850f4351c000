import { INestApplication } from '@nestjs/common';
import dayjs from 'dayjs';
import { TenantContext } from '../common/tenancy/tenant-context';
import { DemoStep } from './demo-step';
import { FeedStockService } from '../modules/feed-stock/feed-stock.service';
import { StockItemsService } from '../modules/stock-items/stock-items.service';
import { SupplierPaymentsService } from '../modules/suppliers/supplier-payments.service';
import { SuppliersService } from '../modules/suppliers/suppliers.service';

/**
 * Suppliers and payables of the demo farm (issue #37): a poultry shop on 14 days' terms and a
 * vaccine distributor on 7, two credit purchases of OVK (vaccine and vitamins: Persediaan OVK, so
 * the feed history, Persediaan Pakan and their journals stay as the feed stock step made them) and
 * one payment in part, so that Hutang shows a purchase past due and one not yet due.
 */
export const suppliersDemo: DemoStep = async (app: INestApplication, farm) => {
  const ctx = app.get(TenantContext);
  const actor = { userId: farm.ownerId, email: 'owner', globalRole: 'user' as const, claims: {} as never, tenantId: farm.tenantId, role: 'admin' as const };
  const day = (ago: number) => dayjs().subtract(ago, 'day').format('YYYY-MM-DD');
  await ctx.runAs(actor, async () => {
    const items = app.get(StockItemsService);
    const vaksin = await items.create({ name: 'Vaksin ND-IB', kind: 'ovk', unit: 'dosis', withdrawal_days: 0 });
    const vitamin = await items.create({ name: 'Vitamin Vita Stress', kind: 'ovk', unit: 'botol', withdrawal_days: 0 });
    const suppliers = app.get(SuppliersService);
    const shop = await suppliers.create({ name: 'Poultry Shop Sehat', phone: '081234500011', address: 'Jl. Raya Blitar 21', terms_days: 14 });
    const distributor = await suppliers.create({ name: 'CV Vaksindo', phone: '081234500022', terms_days: 7 });
    const feed = app.get(FeedStockService);
    // 1.000 dosis × 1.200 = 1.200.000, due 14 days later (past due by 6 days today); 20 botol × 45.000 = 900.000, due in 2 days.
    const bought = await feed.buy({ trx_date: day(20), qty_kg: 1000, price_per_kg: 1200, method: 'credit', supplier_id: shop.id, item_id: vaksin.id, note: 'Vaksin ND-IB' });
    await feed.buy({ trx_date: day(5), qty_kg: 20, price_per_kg: 45000, method: 'credit', supplier_id: distributor.id, item_id: vitamin.id });
    await app.get(SupplierPaymentsService).pay({ supplier_id: shop.id, date: day(6), method: 'transfer', note: 'Cicilan pertama', allocations: [{ purchase_id: bought.id!, amount: 500000 }] });
  });
};

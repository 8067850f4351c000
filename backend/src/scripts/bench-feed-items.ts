import { Client } from 'pg';
import { IdRow } from '../common/database/rows';

/** Jalur (of 50) whose tingkat eat the farm's own mixed ration: the last 10, 60 tingkat. */
const MIXED_JALUR = 10;

/** The ration's ingredients (shipped stock items), their share in %, the kg bought every 7 days, price per kg, and the supplier (1 or 2). */
const INGREDIENTS = [
  { name: 'Jagung kuning', pct: 50, buyKg: 36750, price: 5500, supplier: 1 },
  { name: 'Dedak padi / bekatul', pct: 15, buyKg: 11025, price: 3500, supplier: 1 },
  { name: 'Konsentrat', pct: 30, buyKg: 22050, price: 9000, supplier: 2 },
  { name: 'Kapur (grit)', pct: 5, buyKg: 3675, price: 1200, supplier: 2 },
];

/** Kg mixed every day: a little more than the ~9,900 kg the 60 tingkat eat; 7 days of it are the kg bought of each ingredient every 7 days. */
const BATCH_KG = 10500;

/**
 * The feed items of the bench farm (issue #37 'Speed': 6 items, 3 years), loaded with bulk SQL as
 * the cluster superuser inside loadFarm's transaction: the default item 'Pakan' (loadFarm's
 * purchases), four ingredients of the shipped list bought every 7 days on credit from two
 * suppliers (terms 14 and 30 days; every purchase older than 60 days paid in full on its due date,
 * one payment each, loaded without journals: the payables read the documents), a ration 'Ransum
 * Layer' of them (50:15:30:5) whose mixed item the last 10 jalur (60 tingkat, ~9,900 kg a day) eat
 * from the first day, and a mixing batch of 10,500 kg every day. The books of these movements are
 * posted with the others by FeedStockService.syncBooks.
 */
export async function loadFeedItems(q: (sql: string, params?: unknown[]) => Promise<unknown>, tenantId: string, first: string, last: string): Promise<void> {
  await q(`insert into suppliers (tenant_id, name, terms_days) values ($1, 'Toko Pakan Sejahtera', 14), ($1, 'PT Konsentrat Nusantara', 30)`, [tenantId]);
  await q(`insert into stock_items (tenant_id, name, kind, unit) values ($1, 'Ransum Layer', 'campuran', 'kg')`, [tenantId]);
  await q(`insert into rations (tenant_id, name, phase, mixed_item_id) select $1, 'Ransum Layer', 'layer', id from stock_items where tenant_id = $1 and name = 'Ransum Layer'`, [tenantId]);
  for (const i of INGREDIENTS) {
    await q(
      `insert into ration_ingredients (tenant_id, ration_id, item_id, pct)
       select $1, r.id, s.id, $3 from rations r, stock_items s where r.tenant_id = $1 and s.tenant_id = $1 and s.name = $2`,
      [tenantId, i.name, i.pct],
    );
    await q(
      `insert into feed_txns (tenant_id, trx_date, type, qty_kg, price_per_kg, ongkir, bongkar, method, note, item_id, supplier_id, due_date)
       select $1, d::date, 'buy', $3, $4::int + (random() * $4::int * 0.1)::int, 0, 0, 'credit', 'Pembelian bahan', s.id, p.id, d::date + p.terms_days
         from generate_series($5::date, $6::date, interval '7 days') d, stock_items s,
              (select id, terms_days from suppliers where tenant_id = $1 order by id offset $7 limit 1) p
        where s.tenant_id = $1 and s.name = $2`,
      [tenantId, i.name, i.buyKg, i.price, first, last, i.supplier - 1],
    );
  }
  await q(
    `insert into ration_batches (tenant_id, ration_id, mixed_item_id, trx_date, kg, note)
     select $1, r.id, r.mixed_item_id, d::date, $4, 'Campuran harian' from rations r, generate_series($2::date, $3::date, interval '1 day') d where r.tenant_id = $1`,
    [tenantId, first, last, BATCH_KG],
  );
  await q(
    `insert into ration_batch_lines (tenant_id, batch_id, item_id, pct, qty_kg)
     select $1, b.id, i.item_id, i.pct, b.kg * i.pct / 100 from ration_batches b join ration_ingredients i on i.tenant_id = b.tenant_id and i.ration_id = b.ration_id
      where b.tenant_id = $1`,
    [tenantId],
  );
  await q(
    `insert into feed_item_jalur (tenant_id, jalur_id, item_id, from_date)
     select $1, j.id, r.mixed_item_id, $2 from rations r, (select id from jalur where tenant_id = $1 order by id desc limit $3) j where r.tenant_id = $1`,
    [tenantId, first, MIXED_JALUR],
  );
  await q(
    `insert into supplier_payments (tenant_id, supplier_id, payment_date, method, amount_total, note)
     select $1, f.supplier_id, f.due_date, 'transfer', round(f.qty_kg * f.price_per_kg, 2), 'Pelunasan ' || f.id
       from feed_txns f where f.tenant_id = $1 and f.method = 'credit' and f.trx_date < $2::date - 60`,
    [tenantId, last],
  );
  await q(
    `insert into supplier_payment_allocations (tenant_id, payment_id, supplier_id, purchase_id, amount)
     select $1, p.id, p.supplier_id, split_part(p.note, ' ', 2)::int, p.amount_total from supplier_payments p where p.tenant_id = $1`,
    [tenantId],
  );
}

/** The ids the feed-item cases ask for: the first ingredient (Jagung kuning) and the ration. */
export async function feedItemIds(c: Client): Promise<{ ingredient: number; ration: number }> {
  const ingredient = IdRow.parse((await c.query(`select id::int as id from stock_items where name = $1`, [INGREDIENTS[0].name])).rows[0]).id;
  const ration = IdRow.parse((await c.query(`select min(id)::int as id from rations`)).rows[0]).id;
  return { ingredient, ration };
}

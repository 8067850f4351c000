import { Client } from 'pg';
import { hashPassword } from '../common/auth/password';

/** What {@link fillFarms} made: the farms' tenant ids (in the order of their owners' logins) and row counts. */
export interface Filled {
  tenantIds: string[];
  /** The owner login of farm i: `pemilik<i + 1>@bench.test`, all with {@link OWNER_PASSWORD}. */
  emails: string[];
  counts: Record<string, number>;
}

/** Password of every bench owner (one argon2id hash, computed once, shared by all accounts). */
export const OWNER_PASSWORD = 'bench-owner-password';

/** Farms loaded per transaction: bounded memory for the day-book triggers' transition tables. */
const CHUNK = 50;

/** Connections filling chunks side by side. */
const WORKERS = 2;

/** Daily task schedules per farm (the day ticks 10 of them). */
const SCHEDULES = 10;

/**
 * Fills the database with `farms` farms of `tingkat` tingkat each (a multiple of 4: jalur × 2
 * bagian × 2 tingkat) and a history from `first` to `last` (YYYY-MM-DD, inclusive), with bulk SQL
 * (generate_series, as `npm run bench` does for its one farm), as the cluster's superuser at
 * `superUrl` (row-level security does not apply). Per farm: the tenant (its trigger adds the
 * default chart of accounts), the egg settings row, an owner account and membership, the coop
 * tree, 1,500 hens per tingkat on the first day, feed per tingkat and eggs per bagian every day,
 * one customer, one egg sale a day (1,500 kg grade A, cash; without journals: the books are not
 * what this bench reads), and 10 daily task schedules. The audit trail's insert triggers are off
 * during the fill (the history is not the farms' own edits; a year of audit rows is not loaded),
 * the day-book triggers (tingkat_harian, telur_harian, pakan_harian, flock months) stay on.
 * Ends with `vacuum (analyze)`. `progress` gets one line per chunk. Throws on any SQL error
 * (the transaction of the chunk is rolled back, the audit triggers turned back on).
 */
export async function fillFarms(superUrl: string, opts: { farms: number; tingkat: number; first: string; last: string }, progress: (line: string) => void): Promise<Filled> {
  const c = new Client({ connectionString: superUrl });
  await c.connect();
  const q = (sql: string, params: unknown[] = []) => c.query(sql, params);
  const hash = await hashPassword(OWNER_PASSWORD);
  const audited = (await q(`select tgrelid::regclass::text as t from pg_trigger where tgname = 'audit_ins'`)).rows.map((r: { t: string }) => r.t);
  const audit = async (on: boolean) => {
    for (const t of audited) await q(`alter table ${t} ${on ? 'enable' : 'disable'} trigger audit_ins`);
  };
  const chunks: { from: number; to: number; ids?: string[] }[] = [];
  for (let from = 1; from <= opts.farms; from += CHUNK) chunks.push({ from, to: Math.min(opts.farms, from + CHUNK - 1) });
  await audit(false);
  try {
    // WORKERS connections, each taking the next chunk: other farms' rows never wait on each other.
    let next = 0;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        const w = new Client({ connectionString: superUrl });
        await w.connect();
        const wq = (sql: string, params: unknown[] = []) => w.query(sql, params);
        try {
          while (next < chunks.length) {
            const chunk = chunks[next++];
            const started = Date.now();
            await wq('begin');
            chunk.ids = (
              await w.query<{ id: string }>(`insert into tenants (kode, nama) select 'LD' || g, 'Kandang Uji ' || g from generate_series($1::int, $2::int) g order by g returning id`, [
                chunk.from,
                chunk.to,
              ])
            ).rows.map((r) => r.id);
            await loadChunk(wq, chunk.ids, chunk.from, hash, opts);
            await wq('commit');
            progress(`  peternakan ${chunk.from}–${chunk.to} dalam ${((Date.now() - started) / 1000).toFixed(1)} s`);
          }
        } catch (err) {
          await wq('rollback').catch(() => undefined);
          next = chunks.length;
          throw err;
        } finally {
          await w.end();
        }
      }),
    );
  } finally {
    await audit(true).catch(() => undefined);
  }
  const tenantIds = chunks.flatMap((k) => k.ids!);
  const emails = tenantIds.map((_, i) => `pemilik${i + 1}@bench.test`);
  try {
    const started = Date.now();
    await q('vacuum (analyze)');
    progress(`  vacuum (analyze) dalam ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const counts: Record<string, number> = {};
    for (const t of ['tenants', 'tingkat', 'transaksi_pakan', 'transaksi_telur', 'tingkat_harian', 'egg_sales', 'task_schedule']) {
      counts[t] = Number((await c.query<{ n: string }>(`select count(*) as n from ${t}`)).rows[0].n);
    }
    counts.database_mb = Math.round(Number((await c.query<{ n: string }>(`select pg_database_size(current_database()) as n`)).rows[0].n) / 2 ** 20);
    return { tenantIds, emails, counts };
  } finally {
    await c.end();
  }
}

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

/** One chunk of farms (`ids`, the first numbered `from`): everything but the tenants rows. */
async function loadChunk(q: Query, ids: string[], from: number, hash: string, opts: { tingkat: number; first: string; last: string }): Promise<void> {
  const t = [ids];
  await q(`insert into telur_settings (tenant_id) select unnest($1::uuid[]) on conflict (tenant_id) do nothing`, t);
  await q(
    `insert into users (email, password_hash) select 'pemilik' || ($2::int + o - 1) || '@bench.test', $3 from unnest($1::uuid[]) with ordinality u(id, o)`,
    [ids, from, hash],
  );
  await q(
    `insert into memberships (tenant_id, user_id, role)
     select u.id, a.id, 'owner' from unnest($1::uuid[]) with ordinality u(id, o) join users a on lower(a.email) = 'pemilik' || ($2::int + o - 1) || '@bench.test'`,
    [ids, from],
  );
  await q(`insert into lokasi (tenant_id, nama) select unnest($1::uuid[]), 'Farm'`, t);
  await q(`insert into plant (tenant_id, lokasi_id, nama) select tenant_id, id, 'Plant 1' from lokasi where tenant_id = any($1)`, t);
  await q(`insert into jalur (tenant_id, plant_id, nama) select p.tenant_id, p.id, 'Jalur ' || g from plant p, generate_series(1, $2) g where p.tenant_id = any($1)`, [ids, opts.tingkat / 4]);
  await q(`insert into bagian (tenant_id, jalur_id, nama) select j.tenant_id, j.id, b from jalur j, unnest(array['Kanan', 'Kiri']) b where j.tenant_id = any($1)`, t);
  await q(`insert into tingkat (tenant_id, bagian_id, nama) select b.tenant_id, b.id, 'T' || g from bagian b, generate_series(1, 2) g where b.tenant_id = any($1)`, t);
  // One farm per statement on the tables with day books: their rebuild walks the statement's rows once per farm.
  for (const id of ids) {
    const one = [id, opts.first, opts.last];
    await q(
      `insert into transaksi_ayam (tenant_id, tanggal, aksi, jumlah, tujuan_tingkat_id, usia_minggu, usia_hari, keterangan)
       select t.tenant_id, $2::date, 'masuk', 1500, t.id, 20, 140, 'Populasi awal' from tingkat t where t.tenant_id = $1`,
      [id, opts.first],
    );
    await q(
      `insert into transaksi_pakan (tenant_id, tanggal, tingkat_id, pakan_pagi, pakan_sore)
       select t.tenant_id, d::date, t.id, 90, 75 from tingkat t, generate_series($2::date, $3::date, interval '1 day') d where t.tenant_id = $1`,
      one,
    );
    await q(
      `insert into transaksi_telur (tenant_id, tanggal, bagian_id, grade_a, grade_b, grade_c, butir_a, butir_b, butir_c)
       select b.tenant_id, d::date, b.id, 160, 18, 8, 2550, 300, 150 from bagian b, generate_series($2::date, $3::date, interval '1 day') d where b.tenant_id = $1`,
      one,
    );
  }
  await q(`insert into customers (tenant_id, name, phone) select unnest($1::uuid[]), 'Pelanggan Tetap', '6281200000001'`, t);
  await q(
    `insert into egg_sales (tenant_id, sale_date, customer_id, payment_method, total_amount, amount_paid)
     select c.tenant_id, d::date, c.id, 'cash', 0, 0
       from customers c, generate_series($2::date, $3::date, interval '1 day') d where c.tenant_id = any($1)`,
    [ids, opts.first, opts.last],
  );
  await q(
    `insert into egg_sale_lines (tenant_id, sale_id, sale_date, grade, qty_kg, unit_price)
     select s.tenant_id, s.id, s.sale_date, 'A', 1500, 28000 from egg_sales s where s.tenant_id = any($1)`,
    t,
  );
  await q(`update egg_sales set total_amount = 1500 * 28000, amount_paid = 1500 * 28000, kg_a = 1500 where tenant_id = any($1)`, t);
  await q(`insert into task_main (tenant_id, nama) select unnest($1::uuid[]), 'Rutin'`, t);
  await q(`insert into task_sub (tenant_id, main_id, nama) select m.tenant_id, m.id, 'Tugas ' || g from task_main m, generate_series(1, $2) g where m.tenant_id = any($1)`, [
    ids,
    SCHEDULES,
  ]);
  await q(
    `insert into task_schedule (tenant_id, sub_id, frequency, time_of_day, start_date)
     select s.tenant_id, s.id, 'DAILY', make_time(6 + s.id % 10, 0, 0), $2::date from task_sub s where s.tenant_id = any($1)`,
    [ids, opts.first],
  );
}

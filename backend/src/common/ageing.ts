import { z } from 'zod';
import { pg, row } from './database/rows';

/**
 * Ageing of open items (receivables and payables) by days past the due date at `asof` (ERPNext's
 * Accounts Receivable/Payable ranges): belum jatuh tempo (≤ 0 days: not yet due or due that day),
 * 1–30, 31–60, 61–90, > 90.
 */
export const AGEING_BUCKETS = ['belum_jatuh_tempo', 'hari_1_30', 'hari_31_60', 'hari_61_90', 'lebih_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** SQL of the ageing bucket of an open item, by days past its due date `d` (an integer expression). */
export const bucketOf = (d: string): string =>
  `case when ${d} <= 0 then 'belum_jatuh_tempo' when ${d} <= 30 then 'hari_1_30' when ${d} <= 60 then 'hari_31_60' when ${d} <= 90 then 'hari_61_90' else 'lebih_90' end`;

/** SQL of a json object of the five bucket sums (decimal strings) over rows with `amount` and `bucket`. */
export const bucketSums = (amount: string, bucket: string): string =>
  `json_build_object(${AGEING_BUCKETS.map((b) => `'${b}', coalesce(sum(${amount}) filter (where ${bucket} = '${b}'), 0)::numeric(18,2)::text`).join(', ')})`;

/** Rupiah per ageing bucket (json of decimal strings), as AgeingBucketsDto. */
export const BucketsJson = row({ belum_jatuh_tempo: pg.numeric, hari_1_30: pg.numeric, hari_31_60: pg.numeric, hari_61_90: pg.numeric, lebih_90: pg.numeric });

/**
 * A statement (kartu piutang, kartu hutang) as its one statement answers it: the opening balance,
 * the rows (json) of the kinds `kinds` with the balance after each, the totals and the closing
 * balance (decimal strings).
 */
export const statementRows = <K extends readonly [string, ...string[]]>(kinds: K) =>
  row({
    opening_balance: pg.numeric,
    rows: z.array(
      row({ kind: z.enum(kinds), date: pg.date, code: pg.text.nullable(), ref_id: pg.int, description: pg.text.nullable(), debit: pg.numeric, credit: pg.numeric, balance: pg.numeric }),
    ),
    total_debit: pg.numeric,
    total_credit: pg.numeric,
    closing_balance: pg.numeric,
  });

import { z } from 'zod';
import { pg, row } from '../../common/database/rows';

/** A journal's line as a reversal swaps it: debit and credit in rupiah (numeric(18,2) as text). */
export const JournalLineAmountsRow = row({ account_id: pg.int, debit: pg.numeric, credit: pg.numeric, note: pg.text.nullable() });
export type JournalLineAmountsRow = z.infer<typeof JournalLineAmountsRow>;

/** The SELECT of a journal's lines in line order ($1 tenant, $2 journal id), read as {@link JournalLineAmountsRow}. */
export const JOURNAL_LINE_AMOUNTS_SQL = `select account_id, debit::text as debit, credit::text as credit, note from journal_lines where tenant_id = $1 and journal_id = $2 order by line_no`;

import { z } from 'zod';
import { Db, pg, queryRows, row } from '../../common/database/rows';

/** A journal's line as a reversal swaps it: debit and credit in rupiah (numeric(18,2) as text). */
export const JournalLineAmountsRow = row({ account_id: pg.int, debit: pg.numeric, credit: pg.numeric, note: pg.text.nullable() });
export type JournalLineAmountsRow = z.infer<typeof JournalLineAmountsRow>;

/** The lines of one journal of the tenant, in line order (the manual reversal and `JournalService.reversalOf` read them). */
export function journalLineAmounts(db: Db, tenantId: string, journalId: number): Promise<JournalLineAmountsRow[]> {
  return queryRows(
    db,
    JournalLineAmountsRow,
    `select account_id, debit::text as debit, credit::text as credit, note from journal_lines where tenant_id = $1 and journal_id = $2 order by line_no`,
    [tenantId, journalId],
  );
}

import { BadRequestException } from '@nestjs/common';
import { toCents } from '../../common/money';
import { JOURNAL_MSG } from './dto/finance.dto';

/** Most lines of one manual journal. */
export const MAX_MANUAL_LINES = 200;

/** A line of a manual journal, in cents. */
export interface ManualLine {
  account_id: number;
  debit: bigint;
  credit: bigint;
  note: string | null;
}

/**
 * The lines of a manual journal (spec part 2 'Transaksi Keuangan', POST /api/finance/journals):
 * amounts (rupiah text, empty = 0) to cents, lines with neither side dropped, notes trimmed (blank
 * → null). 400 'Jurnal belum seimbang / baris belum valid' for an amount that is not rupiah or is
 * negative, a line with both sides, fewer than 2 or more than {@link MAX_MANUAL_LINES} lines left,
 * or Σ debit ≠ Σ credit: amounts have at most two decimals, so "within 0.005" means equal to the cent.
 */
export function manualJournalLines(lines: Array<{ account_id: number; debit?: string; credit?: string; note?: string | null }>): ManualLine[] {
  const out: ManualLine[] = [];
  for (const l of lines) {
    const debit = toCents(l.debit ?? '0');
    const credit = toCents(l.credit ?? '0');
    if (debit === null || credit === null || debit < 0n || credit < 0n) throw new BadRequestException(JOURNAL_MSG.unbalanced);
    if (debit === 0n && credit === 0n) continue;
    if (debit > 0n && credit > 0n) throw new BadRequestException(JOURNAL_MSG.unbalanced);
    out.push({ account_id: l.account_id, debit, credit, note: l.note?.trim() || null });
  }
  const debit = out.reduce((s, l) => s + l.debit, 0n);
  const credit = out.reduce((s, l) => s + l.credit, 0n);
  if (out.length < 2 || out.length > MAX_MANUAL_LINES || debit !== credit) throw new BadRequestException(JOURNAL_MSG.unbalanced);
  return out;
}

/**
 * Memo of the reversal of manual journal `code`: 'Pembalik JU-2611-0001: <reason>' when a reason
 * is given (trimmed), else 'Pembalik JU-2611-0001 (<the original's memo>)', else just the code.
 */
export function reversalMemo(code: string, reason: string | null | undefined, originalMemo: string | null): string {
  const r = reason?.trim();
  return `Pembalik ${code}${r ? `: ${r}` : originalMemo ? ` (${originalMemo})` : ''}`;
}

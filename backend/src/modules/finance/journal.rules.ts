import { BadRequestException } from '@nestjs/common';
import { centsOf } from '../../common/money';

/** A line as a caller hands it to the posting service: an account by id or by system key, amounts in cents. */
export interface PostingLineInput {
  account_id?: number;
  account_key?: string;
  debit?: bigint;
  credit?: bigint;
  note?: string | null;
}

/** A line ready to insert: the account resolved, both sides in cents (one of them 0). */
export interface PostingLine {
  account: number;
  debit: bigint;
  credit: bigint;
  note: string | null;
}

/**
 * The lines of one journal to post (DESIGN §5 'Finance', JournalService.postMany): lines with
 * neither debit nor credit are dropped, an account given by system key is looked up in `keys`.
 * 400 'Jurnal belum seimbang / baris belum valid' unless at least two lines are left, each with
 * exactly one side > 0 and none negative, and Σ debit = Σ credit to the cent. A line without an
 * account throws a plain Error: a programming error of the posting feature, never user input.
 */
export function postingLines(lines: PostingLineInput[], keys: Partial<Record<string, number>> | null): PostingLine[] {
  const out = lines
    .filter((l) => (l.debit ?? 0n) !== 0n || (l.credit ?? 0n) !== 0n)
    .map((l) => {
      const account = l.account_id ?? (l.account_key ? keys?.[l.account_key] : undefined);
      if (!account) throw new Error(`posting without an account (${l.account_key ?? '?'})`);
      return { account, debit: l.debit ?? 0n, credit: l.credit ?? 0n, note: l.note ?? null };
    });
  const debit = out.reduce((s, l) => s + l.debit, 0n);
  const credit = out.reduce((s, l) => s + l.credit, 0n);
  const valid = out.length >= 2 && debit === credit && out.every((l) => l.debit >= 0n && l.credit >= 0n && (l.debit > 0n) !== (l.credit > 0n));
  if (!valid) throw new BadRequestException('Jurnal belum seimbang / baris belum valid');
  return out;
}

/** The period of a journal code: YYMM of its date ('2026-11-02' → '2611'). */
export const journalPeriod = (trxDate: string): string => trxDate.slice(2, 4) + trxDate.slice(5, 7);

/** Where a journal's code comes from: its prefix (JU, PT, KR, RV…) and period (YYMM). */
export interface CodeSlot {
  prefix: string;
  period: string;
}

/** How many journals of a batch take a number of each prefix and period (one counter row each). */
export function counterGroups(slots: CodeSlot[]): Map<string, CodeSlot & { n: number }> {
  const groups = new Map<string, CodeSlot & { n: number }>();
  for (const s of slots) {
    const k = `${s.prefix}-${s.period}`;
    const g = groups.get(k) ?? { prefix: s.prefix, period: s.period, n: 0 };
    g.n++;
    groups.set(k, g);
  }
  return groups;
}

/**
 * The codes of a batch in its order ('JU-2611-0007'): `counters` are the counter rows after the
 * raise by each group's count (`last`: the highest number now taken), so the batch's journals of a
 * group get the numbers last − n + 1 … last, four digits at least.
 */
export function journalCodes(slots: CodeSlot[], groups: Map<string, { n: number }>, counters: Array<CodeSlot & { last: number }>): string[] {
  const next = new Map(counters.map((c) => [`${c.prefix}-${c.period}`, c.last - groups.get(`${c.prefix}-${c.period}`)!.n]));
  return slots.map((s) => {
    const k = `${s.prefix}-${s.period}`;
    const seq = next.get(k)! + 1;
    next.set(k, seq);
    return `${k}-${String(seq).padStart(4, '0')}`;
  });
}

/** The lines of a reversal: each stored line (amounts as numeric text) with debit and credit swapped, in cents. */
export function reversedLines(lines: Array<{ account_id: number; debit: string; credit: string; note: string | null }>) {
  return lines.map((l) => ({ account_id: l.account_id, debit: centsOf(l.credit), credit: centsOf(l.debit), note: l.note }));
}

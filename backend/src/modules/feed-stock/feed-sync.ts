import type { JournalInput, PostedSource } from '../finance/journal.service';
import { correctionJournal, FeedBookEntry, sourceOf } from './feed-books';
import type { CostedMovement } from './feed-costing';

/**
 * The journals that bring the posted feed books in line with `targets` (the journals the costed
 * movements should have, feedBookEntries), FeedStockService.syncAll (ADR 0008): an original for a
 * document without one, a correction of the difference per account for a document whose amounts
 * changed, and a correction to nothing for a document with nothing to post any more (a day of
 * usage set back to 0). `posted`: what is posted per `source_type:source_id`; `accounts`: account
 * id per system key. `covers(p)`: whether the re-costing covered the posted document `p` — a
 * document it did not reach (dated before the date it started from) is left as it is.
 */
export function journalsToPost(
  targets: FeedBookEntry[],
  posted: Map<string, PostedSource>,
  accounts: Record<string, number>,
  covers: (p: PostedSource) => boolean = () => true,
): JournalInput[] {
  const toPost: JournalInput[] = [];
  const seen = new Set<string>();
  const diffOf = (net: Map<number, bigint>, was: Map<number, bigint> | undefined) => {
    const diff = new Map(net);
    for (const [account, amount] of was ?? []) diff.set(account, (diff.get(account) ?? 0n) - amount);
    return [...diff].filter(([, amount]) => amount !== 0n).sort(([a, x], [b, y]) => Number(y > 0n) - Number(x > 0n) || a - b);
  };
  for (const e of targets) {
    const key = `${e.source_type}:${e.source_id}`;
    seen.add(key);
    const net = new Map<number, bigint>();
    for (const l of e.lines) {
      const account = l.account_id ?? accounts[l.account_key!];
      net.set(account, (net.get(account) ?? 0n) + (l.debit ?? 0n) - (l.credit ?? 0n));
    }
    const p = posted.get(key);
    const diff = diffOf(net, p?.net);
    if (!diff.length) continue;
    if (!p?.original_id) {
      toPost.push({ trx_date: e.trx_date, memo: e.memo, source_type: e.source_type, source_id: e.source_id, lines: e.lines });
    } else {
      toPost.push(correctionJournal(e.source_type, e.source_id, e.trx_date, p.original_id, p.original_code, diff));
    }
  }
  // Documents that should have nothing posted any more (a day of usage set back to 0).
  for (const [key, p] of posted) {
    if (seen.has(key) || !p.original_id || !covers(p)) continue;
    const diff = diffOf(new Map(), p.net);
    if (diff.length) toPost.push(correctionJournal(p.source_type, p.source_id, p.trx_date!, p.original_id, p.original_code, diff));
  }
  return toPost;
}

/**
 * Which posted feed documents a re-costing from `from` covers (ADR 0046): a day of usage dated on
 * or after `from` (its source id is the day, 'YYYY-MM-DD' or 'YYYY-MM-DD/<item id>'), and every
 * other document among the costed movements (`costed`, all dated on or after `from`). Journals
 * read from `from` on may also belong to an earlier document whose journal a closed month moved to
 * its first open day: that one is not covered. `from` null: every document (a full re-costing).
 */
export function coveredBy(from: string | null, costed: Iterable<CostedMovement[]>): (p: PostedSource) => boolean {
  if (from === null) return () => true;
  const docs = new Set<string>();
  for (const list of costed) for (const m of list) if (m.kind !== 'usage') docs.add(`${sourceOf(m).source_type}:${sourceOf(m).source_id}`);
  return (p) => (p.source_type === 'feed_usage' ? p.source_id.slice(0, 10) >= from : docs.has(`${p.source_type}:${p.source_id}`));
}

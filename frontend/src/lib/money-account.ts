/**
 * Which Kas/Bank account money leaves from (issue #37: cash and transfer purchases and supplier
 * payments choose their account). The server's rule (backend common/money-account.ts): a cash
 * payment leaves the farm's Kas account or one of its sub-accounts, a transfer the Bank account or
 * one of its sub-accounts (Bank BCA under Bank); nothing chosen = the main Kas / Bank.
 */

/** What the picker needs of an account of GET /api/finance/accounts. */
export interface MoneyAccountSource {
  id: number;
  code: string;
  name: string;
  parent_id: number | null;
  is_active: boolean;
  system_key: string | null;
}

/** One choice of the picker: value '' is the main Kas/Bank (the server's default), else an account id as text. */
export interface MoneyAccountOption {
  value: string;
  label: string;
}

/** The system key of the account money of `method` moves through. */
export const moneyAccountKey = (method: 'cash' | 'transfer'): 'kas' | 'bank' => (method === 'transfer' ? 'bank' : 'kas');

/**
 * Choices for `method`: first the main Kas (cash) or Bank (transfer) as value '' (labelled by its
 * code and name, or just 'Kas'/'Bank' while the accounts are not known), then the active accounts
 * whose nearest system account up their parents (themselves included) is that one, by code.
 * Depth is bounded (20 levels) as on the server, so a broken parent chain cannot loop.
 */
export function moneyAccountOptions(accounts: readonly MoneyAccountSource[] | undefined, method: 'cash' | 'transfer'): MoneyAccountOption[] {
  const key = moneyAccountKey(method);
  const list = accounts ?? [];
  const byId = new Map(list.map((a) => [a.id, a]));
  const main = list.find((a) => a.system_key === key);
  const rootKey = (a: MoneyAccountSource): string | null => {
    let at: MoneyAccountSource | undefined = a;
    for (let depth = 0; at && depth <= 20; depth += 1) {
      if (at.system_key) return at.system_key;
      at = at.parent_id === null ? undefined : byId.get(at.parent_id);
    }
    return null;
  };
  const subs = list
    .filter((a) => a.is_active && a.system_key === null && rootKey(a) === key)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((a) => ({ value: String(a.id), label: `${a.code} ${a.name}` }));
  const label = main ? `${main.code} ${main.name}` : key === 'bank' ? 'Bank' : 'Kas';
  return [{ value: '', label }, ...subs];
}

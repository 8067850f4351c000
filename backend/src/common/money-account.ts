import { HttpStatus } from '@nestjs/common';
import { Db, pg, queryOne, row } from './database/rows';
import { fieldError } from './errors/validation';

/** How money moves: cash leaves Kas, transfer leaves Bank. */
export type MoneyMethod = 'cash' | 'transfer';

/** The account a payment or purchase moves money through: an id chosen by the user, or the system key (Kas or Bank). */
export type MoneyAccount = { account_id: number; account_key?: undefined } | { account_key: 'kas' | 'bank'; account_id?: undefined };

/** An account with the system key of the root it sits under (first system key up its parents). */
const AccountRootRow = row({ code: pg.text, name: pg.text, is_active: pg.bool, root: pg.text.nullable() });

/**
 * The Kas or Bank account money of `method` leaves from or arrives in (issue #37: cash and transfer
 * purchases and supplier payments choose their account). `accountId` absent or null: Kas for cash,
 * Bank for transfer (as the spec's postings). Otherwise it must be the farm's active Kas account
 * (cash) or Bank account (transfer), or one of their sub-accounts (Bank BCA under Bank):
 * 404 'Akun kas/bank tidak ditemukan.' (unknown or another farm's), 422 'Akun … nonaktif.',
 * 422 'Akun … bukan akun Kas.' / '… bukan akun Bank.'; each names the field `field`.
 */
export async function moneyAccount(db: Db, tenantId: string, method: MoneyMethod, accountId: number | null | undefined, field = 'bank_account_id'): Promise<MoneyAccount> {
  const key = method === 'transfer' ? 'bank' : 'kas';
  if (accountId === undefined || accountId === null) return { account_key: key };
  const found = await queryOne(
    db,
    AccountRootRow,
    `with recursive up as (
       select id, parent_id, system_key, 0 as depth from accounts where tenant_id = $1 and id = $2
       union all
       select a.id, a.parent_id, a.system_key, up.depth + 1 from accounts a join up on a.tenant_id = $1 and a.id = up.parent_id where up.depth < 20)
     select a.code, a.name, a.is_active,
            (select u.system_key from up u where u.system_key is not null order by u.depth limit 1) as root
       from accounts a where a.tenant_id = $1 and a.id = $2`,
    [tenantId, accountId],
  );
  if (!found) throw fieldError(HttpStatus.NOT_FOUND, field, 'Akun kas/bank tidak ditemukan.');
  const name = `Akun ${found.code} ${found.name}`;
  if (!found.is_active) throw fieldError(HttpStatus.UNPROCESSABLE_ENTITY, field, `${name} nonaktif.`);
  if (found.root !== key) throw fieldError(HttpStatus.UNPROCESSABLE_ENTITY, field, `${name} bukan akun ${key === 'bank' ? 'Bank' : 'Kas'}.`);
  return { account_id: accountId };
}

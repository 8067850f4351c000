import { BadRequestException } from '@nestjs/common';
import { AccountType } from './dto/chart-of-accounts.dto';

/** First digit(s) of the code per type (part 2 §9: classes 1 to 6; 5 cost of goods is an expense). */
const CLASS_DIGITS: Record<AccountType, string[]> = { asset: ['1'], liability: ['2'], equity: ['3'], income: ['4'], expense: ['5', '6'] };
const CODE_FORMAT = /^[1-6]-[0-9A-Za-z][0-9A-Za-z.-]*$/;

/**
 * 400 unless `code` is well-formed (class digit 1–6, '-', then letters, digits, '.' or '-') and
 * starts with the class digit of `type` (part 2 §9): 'Kode akun bertipe expense harus diawali 5-
 * atau 6- (…)' for 4-100 as an expense.
 */
export function checkAccountCode(code: string, type: AccountType): void {
  if (!CODE_FORMAT.test(code)) {
    throw new BadRequestException('Format kode akun: digit kelas 1–6, tanda -, lalu angka/huruf (contoh 6-100).');
  }
  const digits = CLASS_DIGITS[type];
  if (!digits.includes(code[0])) {
    throw new BadRequestException(`Kode akun bertipe ${type} harus diawali ${digits.map((d) => `${d}-`).join(' atau ')} (1 asset, 2 liability, 3 equity, 4 income, 5–6 expense).`);
  }
}

/** 400 when the parent account has another type than its child: a sub-account sums under a parent of its own type only. */
export function checkParentType(parent: { code: string; type: AccountType }, type: AccountType): void {
  if (parent.type !== type) throw new BadRequestException(`Akun induk harus bertipe sama (${type}); ${parent.code} bertipe ${parent.type}.`);
}

/**
 * The parent an update stores: the one sent (null: none), else the current one, except that an
 * account changing type without a parent sent loses its parent (which has the old type).
 */
export function parentAfterUpdate(sent: number | null | undefined, current: { parent_id: number | null; type: AccountType }, type: AccountType): number | null {
  if (sent !== undefined) return sent;
  return type !== current.type ? null : current.parent_id;
}

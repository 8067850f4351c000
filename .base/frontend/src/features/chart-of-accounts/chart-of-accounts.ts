/**
 * Chart of accounts (/kode-akun, spec part 2 §3 'Finance account', §5, §7,
 * §8): type labels, counts per type, the form and its body.
 */
import { api, send, type Schemas } from '../../api/client';
import { at, type FormProblem } from '../../lib/useDialogForm';

export type AccountRow = Schemas['AccountRowDto'];
export type AccountParent = Schemas['AccountParentDto'];
export type AccountBody = Schemas['AccountSaveDto'];
export type AccountType = AccountBody['type'];
export type AccountStatus = 'all' | 'active' | 'inactive';

/** Texts of part 2 §5 and §8 (Accounts). */
export const ACCOUNT_TEXTS = {
  required: 'Kode, nama, dan tipe wajib diisi',
  load: 'Gagal memuat kode akun',
  save: 'Gagal menyimpan akun',
} as const;

/** The five types in the order of the codes (1 asset … 5/6 expense) with their Indonesian labels. */
export const ACCOUNT_TYPES: readonly { value: AccountType; label: string; hint: string }[] = [
  { value: 'asset', label: 'Aset', hint: 'kode 1-' },
  { value: 'liability', label: 'Kewajiban', hint: 'kode 2-' },
  { value: 'equity', label: 'Modal', hint: 'kode 3-' },
  { value: 'income', label: 'Pendapatan', hint: 'kode 4-' },
  { value: 'expense', label: 'Beban', hint: 'kode 5- / 6-' },
];

export const typeLabel = (type: string): string => ACCOUNT_TYPES.find((t) => t.value === type)?.label ?? type;

/** Number of accounts of each type in an (unfiltered) list. */
export function countByType(rows: readonly AccountRow[]): Record<AccountType, number> {
  const counts: Record<AccountType, number> = { asset: 0, liability: 0, equity: 0, income: 0, expense: 0 };
  for (const r of rows) if (r.type in counts) counts[r.type as AccountType] += 1;
  return counts;
}

/** The values of the add/edit form. */
export interface AccountForm {
  code: string;
  name: string;
  type: AccountType | '';
  parentId: number | null;
  isActive: boolean;
}

export const emptyAccountForm = (): AccountForm => ({ code: '', name: '', type: '', parentId: null, isActive: true });

export const accountFormOf = (row: AccountRow): AccountForm => ({
  code: row.code,
  name: row.name,
  type: row.type as AccountType,
  parentId: row.parent_id,
  isActive: row.is_active,
});

/** A new type clears the parent (its candidates are of the new type, part 2 §5). */
export const withType = (form: AccountForm, type: AccountType): AccountForm =>
  type === form.type ? form : { ...form, type, parentId: null };

/** The spec's message at the first of code, name and type that is missing; else null. */
export function validateAccount(form: AccountForm): FormProblem<AccountForm> {
  const missing = !form.code.trim() ? 'code' : !form.name.trim() ? 'name' : !form.type ? 'type' : null;
  return missing && at<AccountForm>(missing, ACCOUNT_TEXTS.required);
}

/** Body fields of POST/PUT /api/finance-accounts whose form field has another name. */
export const ACCOUNT_SERVER_FIELDS = { parent_id: 'parentId', is_active: 'isActive' } as const;

/** Body of POST/PUT /api/finance-accounts of a valid form. */
export function accountBody(form: AccountForm): AccountBody {
  return { code: form.code.trim(), name: form.name.trim(), type: form.type as AccountType, parent_id: form.parentId, is_active: form.isActive };
}

/** Creates (no id) or updates an account; answers the saved row. */
export function saveAccount({ id, body }: { id: number | null; body: AccountBody }): Promise<AccountRow> {
  return id === null
    ? send(api.POST('/api/finance-accounts', { body }))
    : send(api.PUT('/api/finance-accounts/{id}', { params: { path: { id } }, body }));
}

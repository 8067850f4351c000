import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateIf } from 'class-validator';
import { IsFlag, IsId, IsIdText, IsOneOf, IsText, toBool } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';

/** Message of spec part 2 §5 'Finance account'. */
export const ACCOUNT_REQUIRED = 'Kode, nama, dan tipe wajib diisi';
export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
const TYPE_MESSAGE = 'Tipe akun harus salah satu dari: asset, liability, equity, income, expense.';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Query of GET /api/finance-accounts. */
export class AccountListQuery {
  @ApiPropertyOptional({ description: 'Text searched in code or name (case-insensitive), at most 120 characters' })
  @IsOptional()
  @IsText(120)
  q?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPES, description: `Only this type; '', 'all' or absent: all. Else 400 '${TYPE_MESSAGE}'` })
  @Transform(({ value }) => (value === '' || value === 'all' ? undefined : lower({ value })))
  @IsOptional()
  @IsOneOf(ACCOUNT_TYPES, TYPE_MESSAGE)
  type?: AccountType;

  @ApiPropertyOptional({ enum: ['all', 'active', 'inactive'], description: "Default all. Else 400 'status harus all, active atau inactive.'" })
  @Transform(lower)
  @IsOptional()
  @IsOneOf(['all', 'active', 'inactive'], 'status harus all, active atau inactive.')
  status?: 'all' | 'active' | 'inactive';
}

/** Query of GET /api/finance-accounts/parents. */
export class AccountParentsQuery {
  @ApiPropertyOptional({ enum: ACCOUNT_TYPES, description: `Only candidates of this type (a parent has the same type as its child). Else 400 '${TYPE_MESSAGE}'` })
  @Transform(({ value }) => (value === '' ? undefined : lower({ value })))
  @IsOptional()
  @IsOneOf(ACCOUNT_TYPES, TYPE_MESSAGE)
  type?: AccountType;

  @ApiPropertyOptional({ description: "Account being edited: it and its sub-accounts are left out (they cannot be its parent). Else 400 'exclude_id harus bilangan bulat.'" })
  @IsOptional()
  @IsIdText({ invalid: 'exclude_id harus bilangan bulat.' })
  exclude_id?: number;
}

/** Body of POST and PUT /api/finance-accounts (part 2 §7 'Chart of accounts'). */
export class AccountSaveDto {
  @ApiProperty({
    description:
      "Code: class digit 1–6, '-', then digits/letters (e.g. 6-100), at most 20 characters, unique per tenant (409). The first digit must match the type: 1 asset, 2 liability, 3 equity, 4 income, 5 or 6 expense (else 400). Missing: 400 'Kode, nama, dan tipe wajib diisi'",
    example: '6-700',
  })
  @Transform(trim)
  @IsText(20, { missing: ACCOUNT_REQUIRED, invalid: ACCOUNT_REQUIRED, max: 'Kode akun maksimal 20 karakter.' }, { required: true })
  code: string;

  @ApiProperty({ description: "Name, at most 120 characters. Missing: 400 'Kode, nama, dan tipe wajib diisi'", example: 'Beban Transportasi' })
  @Transform(trim)
  @IsText(120, { missing: ACCOUNT_REQUIRED, invalid: ACCOUNT_REQUIRED, max: 'Nama akun maksimal 120 karakter.' }, { required: true })
  name: string;

  @ApiProperty({
    enum: ACCOUNT_TYPES,
    description: "Missing: 400 'Kode, nama, dan tipe wajib diisi'. Cannot change on a system account or once the account has postings (422)",
  })
  @Transform(lower)
  @Rule('accountType', (v) => (v === undefined || v === null || v === '' ? ACCOUNT_REQUIRED : (ACCOUNT_TYPES as readonly unknown[]).includes(v) ? null : TYPE_MESSAGE))
  type: AccountType;

  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    description: "Parent account of the same type (400 otherwise), not the account itself or one of its sub-accounts (400); unknown: 404. null: none. On PUT, absent keeps the current parent",
  })
  @Transform(({ obj, key }) => {
    const raw = (obj as Record<string, unknown>)[key];
    if (raw === '' || raw === null) return null;
    if (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)) return Number(raw);
    return raw;
  })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @IsId('parent_id harus bilangan bulat atau null.')
  parent_id?: number | null;

  @ApiPropertyOptional({
    description: 'Active flag; accepts true/false, 1/0, yes/no. Default true on POST; on PUT absent keeps the current value. A system account cannot be deactivated (422)',
    type: Boolean,
  })
  @Transform(toBool)
  @IsOptional()
  @IsFlag('is_active harus true atau false.')
  is_active?: boolean;
}

/** A row of the chart of accounts (part 2 §3 'Finance account'). */
export class AccountRowDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '1-100' }) code: string;
  @ApiProperty({ example: 'Kas' }) name: string;
  @ApiProperty({ enum: ACCOUNT_TYPES }) type: string;
  @ApiProperty({ nullable: true, type: Number }) parent_id: number | null;
  @ApiProperty({ nullable: true, type: String }) parent_code: string | null;
  @ApiProperty({ nullable: true, type: String }) parent_name: string | null;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Key of a system account (kas, bank, persediaan_pakan, …): postings use it; it cannot be deactivated or change type' })
  system_key: string | null;
  @ApiProperty({ description: 'system_key is set' }) is_system: boolean;
  @ApiProperty({ description: 'The account has journal lines: its type can no longer change' }) has_postings: boolean;
}

/** A parent candidate (GET /api/finance-accounts/parents). */
export class AccountParentDto {
  @ApiProperty() id: number;
  @ApiProperty() code: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ACCOUNT_TYPES }) type: string;
}

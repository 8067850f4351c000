import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsInteger, IsText } from '../../../common/validation/decorators';

/** Longest range of one audit read, days. */
export const AUDIT_MAX_DAYS = 366;
/** Largest page of the audit trail, rows. */
export const AUDIT_MAX_LIMIT = 500;
/** Rows per page when `limit` is left out. */
export const AUDIT_DEFAULT_LIMIT = 100;

/** Query of GET /api/audit. */
export class AuditQuery {
  @ApiPropertyOptional({
    description: `First farm day (YYYY-MM-DD, Asia/Jakarta), inclusive; default to − 29. 400 'from harus tanggal (YYYY-MM-DD).'; after to: 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.'. ${READ_WINDOW_DOC}`,
    example: '2026-11-01',
  })
  @IsOptional()
  @IsReadDate()
  from?: string;

  @ApiPropertyOptional({
    description: `Last farm day (YYYY-MM-DD), inclusive; default today. At most ${AUDIT_MAX_DAYS} days from \`from\` (400 'Rentang tanggal maksimal ${AUDIT_MAX_DAYS} hari.'). ${READ_WINDOW_DOC}`,
    example: '2026-11-30',
  })
  @IsOptional()
  @IsReadDate()
  to?: string;

  @ApiPropertyOptional({
    description: "Only rows of this actor: a username (exact, case-insensitive) or a user id (UUID). At most 120 characters (400 'actor maksimal 120 karakter.').",
    example: 'admin',
  })
  @IsOptional()
  @IsText(120)
  actor?: string;

  @ApiPropertyOptional({
    description:
      "Only rows about this table (data changes: 'customers', 'telur_settings', 'transaksi_pakan', …) or with this event name ('login_success', 'role_change', 'impersonation_start', …). At most 63 characters (400 'entity maksimal 63 karakter.').",
    example: 'customers',
  })
  @IsOptional()
  @IsText(63)
  entity?: string;

  @ApiPropertyOptional({ description: "Page, 1-based (default 1). Else 400 'page harus bilangan bulat ≥ 1.'", minimum: 1, example: 1 })
  @IsOptional()
  @IsInteger({ min: 1, max: 1_000_000 }, 'page harus bilangan bulat ≥ 1.', { fromText: true })
  page?: number;

  @ApiPropertyOptional({
    description: `Rows per page, 1..${AUDIT_MAX_LIMIT} (default ${AUDIT_DEFAULT_LIMIT}). Else 400 'limit harus bilangan bulat 1–${AUDIT_MAX_LIMIT}.'`,
    minimum: 1,
    maximum: AUDIT_MAX_LIMIT,
    example: AUDIT_DEFAULT_LIMIT,
  })
  @IsOptional()
  @IsInteger({ min: 1, max: AUDIT_MAX_LIMIT }, `limit harus bilangan bulat 1–${AUDIT_MAX_LIMIT}.`, { fromText: true })
  limit?: number;
}

/** The farm a superadmin acted for (impersonation). */
export class AuditFarmDto {
  @ApiProperty({ description: 'Tenant id (UUID)' }) id: string;
  @ApiProperty({ description: 'Farm code' }) kode: string;
  @ApiProperty({ description: 'Farm name' }) nama: string;
}

/** One row of the audit trail. */
export class AuditItemDto {
  @ApiProperty({ description: 'Row id (increasing in time; a decimal string: bigint)', example: '1042' }) id: string;
  @ApiProperty({ description: 'When it happened (ISO 8601, UTC)', example: '2026-11-26T03:15:02.120Z' }) created_at: string;
  @ApiProperty({
    description:
      "'data_change' for a row written by a request (see entity, action, before, after), else the security event: login_success, login_failure, logout, password_change, password_set, role_change, user_added, tenant_created, tenant_status_changed, impersonation_start, impersonation_end",
    example: 'data_change',
  })
  event: string;
  @ApiProperty({ description: "Data change: 'insert' | 'update' | 'delete'; null for a security event", nullable: true, type: String, example: 'update' })
  action: string | null;
  @ApiProperty({ description: 'Data change: the table (customers, egg_sales, transaksi_pakan, telur_settings, …); null for a security event', nullable: true, type: String }) entity: string | null;
  @ApiProperty({ description: 'Data change: the key of the row as text; null for a security event', nullable: true, type: String }) entity_id: string | null;
  @ApiProperty({ description: 'Username of who did it (the superadmin too when impersonating); null for a failed login of an unknown account', nullable: true, type: String })
  actor: string | null;
  @ApiProperty({ description: 'Set when a superadmin acted inside a farm it is not a member of (impersonation): that farm', nullable: true, type: AuditFarmDto })
  on_behalf_of: AuditFarmDto | null;
  @ApiProperty({ description: 'What a security event is about (the account, the farm code); null for a data change', nullable: true, type: String }) subject: string | null;
  @ApiProperty({ description: 'Client address of a security event', nullable: true, type: String }) client_address: string | null;
  @ApiProperty({
    description: 'Data change: the row before (delete) or the changed columns before (update), as JSON; null for an insert or a security event. Long text ends with …',
    nullable: true,
    type: 'object',
    additionalProperties: true,
  })
  before: Record<string, unknown> | null;
  @ApiProperty({
    description: 'Data change: the row after (insert) or the changed columns after (update), as JSON; null for a delete or a security event',
    nullable: true,
    type: 'object',
    additionalProperties: true,
  })
  after: Record<string, unknown> | null;
  @ApiProperty({ description: 'Extra facts of a security event (role from/to, session id, …)', nullable: true, type: 'object', additionalProperties: true })
  detail: Record<string, unknown> | null;
}

/** Answer of GET /api/audit. */
export class AuditPageDto {
  @ApiProperty({ description: 'This page of rows, newest first', type: [AuditItemDto] }) items: AuditItemDto[];
  @ApiProperty({ description: 'Rows matching the filters (every page)', example: 1234 }) total: number;
  @ApiProperty({ description: 'This page, 1-based', example: 1 }) page: number;
  @ApiProperty({ description: 'Rows per page', example: 100 }) limit: number;
  @ApiProperty({ description: 'First day of the range read (YYYY-MM-DD)', example: '2026-11-01' }) from: string;
  @ApiProperty({ description: 'Last day of the range read (YYYY-MM-DD)', example: '2026-11-30' }) to: string;
}

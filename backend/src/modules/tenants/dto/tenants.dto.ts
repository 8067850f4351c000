import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PHONE_INVALID } from '../../../common/phone';
import { IsFlag, IsPassword, IsPhone, IsText } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';

/** Messages of the tenant rules (spec part 2 §5 'Tenant create', §8 'Tenants'). */
export const TENANT_MESSAGES = {
  nama: 'Nama wajib diisi',
  kode: 'Kode wajib diisi',
  kodeFormat: 'Kode hanya boleh berisi huruf, angka, - dan _ (maksimal 20 karakter).',
  ownerEmail: 'Email owner wajib diisi',
  emailFormat: 'Format email tidak valid',
  ownerPassword: 'Password owner wajib diisi',
  passwordMin: 'Password minimal 6 karakter',
  kodeTaken: 'Kode tenant sudah dipakai.',
  notFound: 'Tenant tidak ditemukan.',
  status: 'Status harus true atau false.',
  inactive: 'Tenant nonaktif: aktifkan dulu sebelum masuk.',
} as const;

/** Letters, digits, '-' and '_' (the kode is shown and typed by people; stored upper-case). */
export const KODE_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

/** One tenant of the platform list (spec part 2 §3 'Tenant'). */
export class TenantDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'SKM', description: 'Short code, upper-case, unique (case-insensitive)' }) kode: string;
  @ApiProperty({ example: 'Kandang Sukamaju' }) nama: string;
  @ApiProperty({ description: 'Members of the farm (every role)' }) user_count: number;
  @ApiProperty({ description: "False: its members get 403 'Tenant nonaktif'" }) is_active: boolean;
  @ApiProperty({ description: 'ISO timestamp' }) created_at: string;
  @ApiProperty({ description: 'ISO timestamp' }) updated_at: string;
}

/** GET /api/superadmin/tenants. */
export class TenantListDto {
  @ApiProperty({ type: [TenantDto] }) tenants: TenantDto[];
}

/** POST /api/superadmin/tenants (spec part 2 §3 'Tenant' create payload, §5 'Tenant create'). */
export class TenantCreateDto {
  @ApiProperty({ description: `Farm name, 1..120 characters; blank: 400 '${TENANT_MESSAGES.nama}'`, example: 'Kandang Maju Jaya' })
  @IsText(120, TENANT_MESSAGES.nama, { required: true })
  nama: string;

  @ApiProperty({ description: `Short code, 1..20 letters, digits, - or _ (stored upper-case); blank: 400 '${TENANT_MESSAGES.kode}'; taken: 409 '${TENANT_MESSAGES.kodeTaken}'`, example: 'MJY' })
  @IsText(20, { missing: TENANT_MESSAGES.kode, invalid: TENANT_MESSAGES.kodeFormat, max: TENANT_MESSAGES.kodeFormat }, { required: true })
  @Rule('isKode', (v) => (typeof v !== 'string' || v.trim() === '' || KODE_PATTERN.test(v.trim()) ? null : TENANT_MESSAGES.kodeFormat))
  kode: string;

  @ApiProperty({
    description:
      `Owner's username: an existing account becomes the owner (its password unchanged), else a new account is created, whose username must be an email address. ` +
      `Blank: 400 '${TENANT_MESSAGES.ownerEmail}'; not an email (with an '@', or for a new account): 400 '${TENANT_MESSAGES.emailFormat}'`,
    example: 'pemilik@majujaya.id',
  })
  @IsText(120, TENANT_MESSAGES.ownerEmail, { required: true })
  owner_email: string;

  @ApiProperty({ description: `Password of a new owner account, 6..128 characters. Blank: 400 '${TENANT_MESSAGES.ownerPassword}'; shorter: 400 '${TENANT_MESSAGES.passwordMin}'. Ignored for an existing account.` })
  @IsPassword({ missing: TENANT_MESSAGES.ownerPassword })
  owner_password: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Contact person, up to 120 characters' })
  @IsOptional()
  @IsText(120)
  contact_person?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: `Phone, an Indonesian number (0812…, +62 812…; up to 30 characters), stored as digits with the 62 prefix; else 400 '${PHONE_INVALID}'` })
  @IsPhone()
  phone?: string | null;
}

/** The owner of a new farm. */
export class TenantOwnerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Username (email)' }) email: string;
  @ApiProperty({ description: 'True when the account was created with the farm; false when an existing account became its owner' }) new_account: boolean;
}

/** Answer of POST /api/superadmin/tenants: the tenant and its owner. */
export class TenantCreatedDto extends TenantDto {
  @ApiProperty({ type: TenantOwnerDto, description: 'The owner account' }) owner: TenantOwnerDto;
}


/** PATCH /api/superadmin/tenants/{id}/status. */
export class TenantStatusDto {
  @ApiProperty({ description: `New state: true active, false inactive (the inverse of the current one); else 400 '${TENANT_MESSAGES.status}'` })
  @IsFlag(TENANT_MESSAGES.status)
  status: boolean;
}

/** Identity of a tenant. */
export class TenantRefOutDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() kode: string;
  @ApiProperty() nama: string;
}

/** Answer of POST /api/superadmin/impersonate/{id}. */
export class ImpersonationDto {
  @ApiProperty({ description: 'Session token for that farm only, with admin rights, claim impersonated_by (the superadmin id); valid for at most one hour' })
  token: string;
  @ApiProperty({ type: TenantRefOutDto }) tenant: TenantRefOutDto;
  @ApiProperty({ description: 'When the token stops working (ISO timestamp)' }) expires_at: string;
}

/** GET /api/superadmin/summary: platform figures for the superadmin's dashboard. */
export class PlatformSummaryDto {
  @ApiProperty({ description: 'Farms (tenants) on the platform' }) tenants: number;
  @ApiProperty({ description: 'Active farms' }) active_tenants: number;
  @ApiProperty({ description: 'User accounts (without superadmins)' }) users: number;
  @ApiProperty({ description: 'Daily entries (feed, eggs, chicken moves) dated in the last 7 farm days, every farm' }) entries_week: number;
  @ApiProperty({ description: 'First day counted (YYYY-MM-DD, farm day)' }) from: string;
  @ApiProperty({ description: 'Last day counted: today (YYYY-MM-DD)' }) to: string;
}

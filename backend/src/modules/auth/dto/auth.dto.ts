import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { TENANT_ROLES } from '../../../common/tenancy/roles';

/** Login body: `email` holds the typed username or an email address. */
export class LoginDto {
  @ApiProperty({ description: 'Username or email (case-insensitive)', example: 'admin' })
  @IsString({ message: 'Username wajib diisi.' })
  @IsNotEmpty({ message: 'Username wajib diisi.' })
  @MaxLength(120)
  email: string;

  @ApiProperty({ description: 'Password', example: 'admin123' })
  @IsString({ message: 'Password wajib diisi.' })
  @IsNotEmpty({ message: 'Password wajib diisi.' })
  @MaxLength(200)
  password: string;
}

/** Switch the session to another tenant the user is a member of. */
export class SwitchTenantDto {
  @ApiProperty({ description: 'Tenant (kandang) id', format: 'uuid' })
  @IsUUID('all', { message: 'kandang_id tidak valid.' })
  kandang_id: string;
}

export class TenantRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'SKM' }) kode: string;
  @ApiProperty({ example: 'Kandang Sukamaju' }) nama: string;
}

export class MembershipDto {
  @ApiProperty({ format: 'uuid', description: 'Tenant id' }) kandang_id: string;
  @ApiProperty({ format: 'uuid', description: 'Tenant id (same as kandang_id)' }) id: string;
  @ApiProperty() kode: string;
  @ApiProperty() nama: string;
  @ApiProperty({ enum: ['owner', 'admin', 'abk', 'reseller', 'viewer'] }) role: string;
}

export class SessionUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Username or email' }) email: string;
  @ApiProperty({ enum: ['superadmin', 'user'] }) role: string;
}

/** Answer of a successful login. */
export class LoginResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 'Login berhasil' }) message: string;
  @ApiProperty({ description: 'Session token (HS256 JWT)' }) token: string;
  @ApiPropertyOptional({ type: TenantRefDto, nullable: true, description: 'Tenant fixed in the token, null when the user must choose' })
  tenant: TenantRefDto | null;
  @ApiProperty({ type: [MembershipDto] }) memberships: MembershipDto[];
  @ApiProperty({ enum: ['final', 'pilih'], description: "'final': the tenant is already fixed; 'pilih': switch to one of the memberships" })
  mode: 'final' | 'pilih';
  @ApiProperty({ type: SessionUserDto }) user: SessionUserDto;
}

export class SwitchTenantResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty() token: string;
  @ApiProperty({ type: TenantRefDto }) tenant: TenantRefDto;
}

export class SummaryResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: SessionUserDto }) user: SessionUserDto;
  @ApiProperty({ enum: ['superadmin', 'user'] }) role: string;
  @ApiPropertyOptional({ nullable: true, enum: ['owner', 'admin', 'abk', 'reseller', 'viewer', 'superadmin'] }) tenant_role: string | null;
  @ApiPropertyOptional({ type: TenantRefDto, nullable: true }) tenant: TenantRefDto | null;
  @ApiProperty({ type: [MembershipDto] }) memberships: MembershipDto[];
}

export class MyResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: SessionUserDto }) user: SessionUserDto;
  @ApiPropertyOptional({ type: TenantRefDto, nullable: true }) tenant: TenantRefDto | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid', description: 'Id of the current tenant (as tenant.id), null without one' }) kandang_id: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, enum: TENANT_ROLES, description: 'Role of the caller in the current tenant, null without one' }) tenant_role: string | null;
}

export class OkDto {
  @ApiProperty() success: boolean;
  @ApiPropertyOptional() message?: string;
}

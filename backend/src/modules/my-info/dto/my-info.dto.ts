import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsPassword, IsText } from '../../../common/validation/decorators';

/** The caller's account (spec part 2 §3 'My info response'). */
export class MyInfoUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Username' }) email: string;
  @ApiProperty({ enum: ['superadmin', 'user'] }) global_role: string;
  @ApiProperty({ description: 'Role shown: the membership role in the token tenant, else the global role' }) role: string;
  @ApiProperty() created_at: string;
}

/** The caller's membership in the token's farm; under an impersonation the admin role the superadmin acts with. */
export class MyInfoMembershipDto {
  @ApiProperty({ enum: ['owner', 'admin', 'abk', 'reseller', 'viewer'], description: "The membership role; 'admin' under an impersonation" }) role: string;
  @ApiProperty({ description: 'When the membership was made; under an impersonation when it started' }) created_at: string;
  @ApiPropertyOptional({ description: 'True when a superadmin acts in this farm (impersonation, no membership row); absent otherwise' }) impersonation?: boolean;
  @ApiProperty({ description: 'The caller may leave this farm (POST /api/my/leave): false for its last active owner and under impersonation' }) can_leave: boolean;
}

export class MyInfoTenantDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() kode: string;
  @ApiProperty() nama: string;
  @ApiProperty() created_at: string;
}

/** Data of the caller's ABK register row. */
export class MyInfoAbkDto {
  @ApiProperty() nama_panggilan: string;
  @ApiProperty({ type: String, nullable: true }) nama_asli: string | null;
  @ApiProperty({ type: String, nullable: true }) no_hp: string | null;
  @ApiProperty({ type: String, nullable: true }) alamat: string | null;
  @ApiProperty({ type: String, nullable: true }) no_ktp: string | null;
  @ApiProperty({ description: 'YYYY-MM-DD' }) tanggal_mulai_kerja: string;
  @ApiProperty() aktif: boolean;
}

/** Data of the customer linked to a reseller (Data Pelanggan: name, phone, address, status active/inactive). */
export class MyInfoResellerDto {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true }) status: string | null;
}

@ApiExtraModels(MyInfoAbkDto, MyInfoResellerDto)
export class MyInfoExtraDto {
  @ApiProperty({ enum: ['abk', 'reseller'] }) kind: 'abk' | 'reseller';
  @ApiProperty({
    description: 'MyInfoAbkDto for abk, MyInfoResellerDto for reseller; null when not registered (a reseller: when no customer is linked to the account)',
    nullable: true,
    oneOf: [{ $ref: getSchemaPath(MyInfoAbkDto) }, { $ref: getSchemaPath(MyInfoResellerDto) }],
  })
  data: MyInfoAbkDto | MyInfoResellerDto | null;
}

export class MyInfoDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: MyInfoUserDto }) user: MyInfoUserDto;
  @ApiPropertyOptional({ type: MyInfoMembershipDto, nullable: true }) membership: MyInfoMembershipDto | null;
  @ApiPropertyOptional({ type: MyInfoTenantDto, nullable: true }) tenant: MyInfoTenantDto | null;
  @ApiPropertyOptional({ type: MyInfoExtraDto, nullable: true }) extra: MyInfoExtraDto | null;
}

/** POST /api/my/change-password (spec part 2 §5 'Change password'). */
export class ChangePasswordDto {
  @ApiProperty({ description: "Current password; blank: 400 'Password lama wajib diisi'" })
  @IsText(128, 'Password lama wajib diisi', { required: true })
  current_password: string;

  @ApiProperty({ description: "New password, 6..128 characters: 400 'Password baru wajib diisi' / 'Password minimal 6 karakter'; equal to the current: 400 'Password baru harus berbeda dari password lama.'" })
  @IsPassword({ missing: 'Password baru wajib diisi' })
  new_password: string;

  @ApiProperty({ description: "Repeat of new_password: 400 'Konfirmasi password wajib diisi' / 'Konfirmasi password tidak sama.'" })
  @IsText(128, 'Konfirmasi password wajib diisi', { required: true })
  confirm_password: string;
}

export class MessageDto {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
}

/** POST /api/my/invitations/accept. */
export class AcceptInvitationDto {
  @ApiProperty({ description: "The invitation code (from the link /my-info?undangan=<code>); blank: 400 'Kode undangan wajib diisi'" })
  @IsText(200, 'Kode undangan wajib diisi', { required: true })
  code: string;
}

export class AcceptedTenantDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() kode: string;
  @ApiProperty() nama: string;
}

/** The farm the caller joined (switch to it with POST /api/auth/switch-tenant). */
export class AcceptedInvitationDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: AcceptedTenantDto }) tenant: AcceptedTenantDto;
  @ApiProperty({ enum: ['owner', 'admin', 'abk', 'reseller', 'viewer'] }) role: string;
}

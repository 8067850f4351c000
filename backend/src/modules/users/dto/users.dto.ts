import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsFlag, IsOneOf, IsPassword, IsText } from '../../../common/validation/decorators';
import { TENANT_ROLES } from '../../../common/tenancy/roles';

export const PASSWORD_MIN = 'Password minimal 6 karakter';
const ROLE_INVALID = 'Role tidak valid.';

/** A member of the farm (spec part 2 §3 'User'). */
export class UserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Username (or email)' }) email: string;
  @ApiProperty({ enum: TENANT_ROLES }) role: string;
  @ApiProperty({ description: "Active in this farm; false: the member gets 403 'Akun Anda dinonaktifkan di kandang ini.' at login and on this farm's routes" }) aktif: boolean;
  @ApiProperty({ description: 'True when the Data ABK row of the member is nonaktif or past its tanggal_selesai_kerja (farm day): inactive in this farm like aktif false, changed on Data ABK' })
  nonaktif_abk: boolean;
  @ApiProperty({ description: 'When the account was created (ISO timestamp)' }) created_at: string;
}

export class UserListDto {
  @ApiProperty({ type: [UserDto] }) items: UserDto[];
}

export class RolesDto {
  @ApiProperty({ enum: TENANT_ROLES, isArray: true, description: 'Roles the caller may grant (an owner every role, an admin all but owner)' })
  items: string[];
}

/** POST /api/users. */
export class UserCreateDto {
  @ApiProperty({
    description:
      "Username (or email) of a NEW account, 1..120 characters. Blank: 400 'Username wajib diisi'. A username that exists (any account) answers 409 'Username sudah dipakai.' (an existing person joins through an invitation); only a superadmin adds an existing account, its password unchanged.",
  })
  @IsText(120, 'Username wajib diisi', { required: true })
  email: string;

  @ApiProperty({ enum: TENANT_ROLES, description: `Role in this farm; else 400 '${ROLE_INVALID}'. Owner only by an owner (422).` })
  @IsOneOf(TENANT_ROLES, ROLE_INVALID)
  role: (typeof TENANT_ROLES)[number];

  @ApiPropertyOptional({ type: String, nullable: true, description: `Password of a new account, 6..128 characters ('${PASSWORD_MIN}'). Left out: the account cannot log in until one is set.` })
  @IsOptional()
  @IsPassword()
  password?: string | null;
}

/** PUT /api/users/{id}: a role, a password, the active flag, or several. */
export class UserUpdateDto {
  @ApiPropertyOptional({ enum: TENANT_ROLES, description: `New role; else 400 '${ROLE_INVALID}'.` })
  @IsOptional()
  @IsOneOf(TENANT_ROLES, ROLE_INVALID)
  role?: (typeof TENANT_ROLES)[number];

  @ApiPropertyOptional({ type: String, nullable: true, description: `New password, 6..128 characters ('${PASSWORD_MIN}'); blank or left out: unchanged.` })
  @IsOptional()
  @IsPassword()
  password?: string | null;

  @ApiPropertyOptional({ description: "Active in this farm (true/false, else 400 'aktif harus true atau false.'); false ends every session of the member." })
  @IsOptional()
  @IsFlag('aktif harus true atau false.')
  aktif?: boolean;
}

/** POST /api/users/invitations. */
export class InvitationCreateDto {
  @ApiProperty({ enum: TENANT_ROLES, description: `Role the invitee gets; else 400 '${ROLE_INVALID}'. Owner only by an owner (422).` })
  @IsOneOf(TENANT_ROLES, ROLE_INVALID)
  role: (typeof TENANT_ROLES)[number];
}

/** A new invitation: the code is shown once (the database keeps its SHA-256 only). */
export class InvitationCreatedDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'One-use code (24 url-safe characters)' }) code: string;
  @ApiProperty({ description: 'Path to give the invitee: /my-info?undangan=<code>' }) link: string;
  @ApiProperty({ enum: TENANT_ROLES }) role: string;
  @ApiProperty({ description: 'ISO timestamp, 7 days after creation' }) expires_at: string;
}

/** A pending invitation (not accepted, cancelled nor expired); no code. */
export class InvitationDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: TENANT_ROLES }) role: string;
  @ApiProperty({ type: String, nullable: true, description: 'Username of whoever made it' }) created_by: string | null;
  @ApiProperty({ description: 'ISO timestamp' }) created_at: string;
  @ApiProperty({ description: 'ISO timestamp' }) expires_at: string;
}

export class InvitationListDto {
  @ApiProperty({ type: [InvitationDto] }) items: InvitationDto[];
}

export class SuccessDto {
  @ApiProperty() success: boolean;
}

export class SuccessMessageDto {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
}

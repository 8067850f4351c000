import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsOneOf, IsPassword, IsText } from '../../../common/validation/decorators';
import { TENANT_ROLES } from '../../../common/tenancy/roles';

export const PASSWORD_MIN = 'Password minimal 6 karakter';
const ROLE_INVALID = 'Role tidak valid.';

/** A member of the farm (spec part 2 §3 'User'). */
export class UserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Username (or email)' }) email: string;
  @ApiProperty({ enum: TENANT_ROLES }) role: string;
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
  @ApiProperty({ description: "Username (or email), 1..120 characters. Blank: 400 'Username wajib diisi'. An existing username joins this farm with its password unchanged." })
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

/** PUT /api/users/{id}: a role, a password, or both. */
export class UserUpdateDto {
  @ApiPropertyOptional({ enum: TENANT_ROLES, description: `New role; else 400 '${ROLE_INVALID}'.` })
  @IsOptional()
  @IsOneOf(TENANT_ROLES, ROLE_INVALID)
  role?: (typeof TENANT_ROLES)[number];

  @ApiPropertyOptional({ type: String, nullable: true, description: `New password, 6..128 characters ('${PASSWORD_MIN}'); blank or left out: unchanged.` })
  @IsOptional()
  @IsPassword()
  password?: string | null;
}

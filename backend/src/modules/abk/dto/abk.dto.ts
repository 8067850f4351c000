import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { PHONE_INVALID } from '../../../common/phone';
import { IsFlag, IsId, IsPhone, IsText } from '../../../common/validation/decorators';
import { IsReadDate } from '../../../common/validation/dates';

export const ABK_MESSAGES = {
  user: 'User ABK wajib dipilih.',
  nama: 'Nama panggilan wajib diisi.',
  mulai: 'Tanggal mulai kerja wajib diisi (YYYY-MM-DD).',
  selesai: 'Tanggal selesai kerja harus tanggal (YYYY-MM-DD).',
  order: 'Tanggal selesai kerja tidak boleh sebelum tanggal mulai kerja.',
  notFound: 'Data ABK tidak ditemukan.',
  notAbkUser: 'User ini bukan user ABK kandang ini.',
  registered: 'User ini sudah terdaftar sebagai ABK.',
  idMismatch: 'Id ABK tidak sesuai dengan alamat.',
  userFixed: 'User ABK tidak dapat diubah.',
} as const;

/** A row of the ABK register (spec part 2 §3 'ABK'). */
export class AbkDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'uuid' }) user_id: string;
  @ApiProperty({ type: String, nullable: true, description: 'Username of the linked account' }) email: string | null;
  @ApiProperty() nama_panggilan: string;
  @ApiProperty({ type: String, nullable: true }) nama_asli: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Digits, 62 prefix' }) no_hp: string | null;
  @ApiProperty({ type: String, nullable: true }) alamat: string | null;
  @ApiProperty({ type: String, nullable: true }) no_ktp: string | null;
  @ApiProperty({ description: 'YYYY-MM-DD' }) tanggal_mulai_kerja: string;
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD' }) tanggal_selesai_kerja: string | null;
  @ApiProperty() aktif: boolean;
}

/** A member with the abk role not yet in the register. */
export class AbkUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
}

/** Fields shared by create and update. */
export class AbkFieldsDto {
  @ApiProperty({ description: `Nickname, 1..60 characters; blank: 400 '${ABK_MESSAGES.nama}'` })
  @IsText(60, ABK_MESSAGES.nama, { required: true })
  nama_panggilan: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Real name, up to 120 characters' })
  @IsOptional()
  @IsText(120)
  nama_asli?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: `Phone, an Indonesian number (0812…, +62 812…, 62812…; up to 30 characters), stored as digits with the 62 prefix; else 400 '${PHONE_INVALID}'` })
  @IsPhone()
  no_hp?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Address, up to 255 characters' })
  @IsOptional()
  @IsText(255)
  alamat?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'ID card number (KTP), up to 30 characters' })
  @IsOptional()
  @IsText(30)
  no_ktp?: string | null;

  @ApiProperty({ description: `Start of work, YYYY-MM-DD; missing or malformed: 400 '${ABK_MESSAGES.mulai}'` })
  @IsReadDate(ABK_MESSAGES.mulai)
  tanggal_mulai_kerja: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: `End of work, YYYY-MM-DD, not before the start (400 '${ABK_MESSAGES.order}')` })
  @IsOptional()
  @IsReadDate(ABK_MESSAGES.selesai)
  tanggal_selesai_kerja?: string | null;

  @ApiPropertyOptional({ description: 'Active (default true)' })
  @IsOptional()
  @IsFlag()
  aktif?: boolean;
}

/** POST /api/abk. */
export class AbkCreateDto extends AbkFieldsDto {
  @ApiProperty({ format: 'uuid', description: `A member of this farm with the abk role not yet registered; else 400 '${ABK_MESSAGES.user}' / 422 '${ABK_MESSAGES.notAbkUser}' / 409 '${ABK_MESSAGES.registered}'` })
  @IsUUID('all', { message: ABK_MESSAGES.user })
  user_id: string;
}

/**
 * PUT /api/abk/{id}: the editable fields; a client may send back the whole row it read (§3 'ABK'),
 * whose `id`, `user_id` and `email` are accepted when they are the row's own and otherwise refused.
 */
export class AbkUpdateDto extends AbkFieldsDto {
  @ApiPropertyOptional({ description: `Ignored when it is the id in the path; another: 400 '${ABK_MESSAGES.idMismatch}'` })
  @IsOptional()
  @IsId()
  id?: number;

  @ApiPropertyOptional({ format: 'uuid', description: `Ignored when it is the row's user; another: 400 '${ABK_MESSAGES.userFixed}'` })
  @IsOptional()
  @IsUUID('all', { message: ABK_MESSAGES.userFixed })
  user_id?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: `Ignored when it is the username of the row's user; another: 400 '${ABK_MESSAGES.userFixed}'` })
  @IsOptional()
  @IsText(120)
  email?: string | null;
}

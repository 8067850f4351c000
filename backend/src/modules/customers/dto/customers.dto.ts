import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, isUUID } from 'class-validator';
import { PHONE_INVALID } from '../../../common/phone';
import { IsIdText, IsOneOf, IsPhone, IsText } from '../../../common/validation/decorators';
import { Rule } from '../../../common/validation/rule';

/** Messages of spec part 2 §5 'New customer' and of the customer API. */
export const CUSTOMER_MSG = {
  name: 'Nama pelanggan wajib.',
  phone: PHONE_INVALID,
  notFound: 'Pelanggan tidak ditemukan.',
  notReseller: 'User yang dipilih bukan reseller di kandang ini.',
  userTaken: 'User reseller ini sudah terhubung ke pelanggan lain.',
  status: 'Status harus active atau inactive.',
  /** A sale or a pre-order for an inactive customer (422). */
  inactive: 'Pelanggan ini tidak aktif. Aktifkan dulu di Data Pelanggan.',
} as const;

export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Body of POST /api/customers and PUT /api/customers/{id} (part 2 §7 'Customers'). */
export class CustomerBodyDto {
  @ApiProperty({ description: "Customer name, 1–120 characters. Missing or blank: 400 'Nama pelanggan wajib.'", example: 'Toko Sumber Rejeki' })
  @Transform(trim)
  @IsText(120, { missing: CUSTOMER_MSG.name, invalid: CUSTOMER_MSG.name, max: 'Nama pelanggan maksimal 120 karakter.' }, { required: true })
  name: string;

  @ApiPropertyOptional({
    description:
      `Phone, an Indonesian number (libphonenumber-js, region ID). The server normalises it to digits with the 62 prefix (08… → 628…, +628… → 628…; spaces and dashes dropped); else 400 '${PHONE_INVALID}'. Empty or null: no phone.`,
    example: '081234567890',
    nullable: true,
    type: String,
  })
  @IsPhone()
  phone?: string | null;

  @ApiPropertyOptional({ description: 'Address, at most 300 characters', nullable: true, type: String, example: 'Jl. Raya Sukamaju 12' })
  @IsOptional()
  @IsText(300, { invalid: 'Alamat harus berupa teks.', max: 'Alamat maksimal 300 karakter.' })
  address?: string | null;

  @ApiPropertyOptional({ description: 'active (default on create; shown in the sale picker) or inactive. On PUT: absent keeps the current status.', enum: CUSTOMER_STATUSES })
  @IsOptional()
  @IsOneOf(CUSTOMER_STATUSES, CUSTOMER_MSG.status)
  status?: CustomerStatus;

  @ApiPropertyOptional({ description: 'Free note, at most 500 characters', nullable: true, type: String })
  @IsOptional()
  @IsText(500, { invalid: 'Catatan harus berupa teks.', max: 'Catatan maksimal 500 karakter.' })
  note?: string | null;

  @ApiPropertyOptional({
    description:
      "Reseller user linked to this customer (a member of the tenant with role reseller, see GET /api/customers/helpers/available-resellers), or null for none. Not a reseller of this tenant: 422; already linked to another customer: 409. On PUT: absent keeps the current link, null removes it.",
    nullable: true,
    type: String,
    format: 'uuid',
  })
  @IsOptional()
  @Rule('uuid', (v) => (typeof v === 'string' && isUUID(v) ? null : 'user_id tidak valid.'))
  user_id?: string | null;
}

/** Query of GET /api/customers. */
export class CustomerListQuery {
  @ApiPropertyOptional({ description: 'Only customers of this status (the sale picker asks for active)', enum: CUSTOMER_STATUSES })
  @IsOptional()
  @IsOneOf(CUSTOMER_STATUSES, CUSTOMER_MSG.status)
  status?: CustomerStatus;
}

/** Query of GET /api/customers/helpers/available-resellers. */
export class AvailableResellersQuery {
  @ApiPropertyOptional({ description: 'Id of the customer being edited: its linked reseller is offered too', example: 3 })
  @IsOptional()
  @IsIdText()
  customer_id?: number;
}

/** A customer (part 2 §3 'Customer'). */
export class CustomerDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Toko Sumber Rejeki' }) name: string;
  @ApiProperty({ description: 'Digits with the 62 prefix (chat link: https://wa.me/<phone>)', nullable: true, type: String, example: '6281234567890' })
  phone: string | null;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ enum: CUSTOMER_STATUSES }) status: CustomerStatus;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ description: 'Linked reseller user id', nullable: true, type: String, format: 'uuid' }) user_id: string | null;
  @ApiProperty({ description: 'When the customer was added (ISO timestamp)', example: '2026-11-02T03:04:05.000Z' }) created_at: string;
  @ApiProperty({ description: 'Username of the linked user', nullable: true, type: String }) user_email: string | null;
  @ApiProperty({ description: "The linked user's role in this tenant (reseller, or another role if it was changed since)", nullable: true, type: String })
  user_role: string | null;
  @ApiProperty({ description: 'The linked user is the caller (shown as "(akun ini)")' }) is_me: boolean;
}

/** A reseller user that can be linked to a customer. */
export class AvailableResellerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Username', example: 'reseller' }) email: string;
}

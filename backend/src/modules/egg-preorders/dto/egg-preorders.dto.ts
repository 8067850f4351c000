import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsEntryDate, IsReadDate } from '../../../common/validation/dates';
import { IsDecimal, IsId, IsInteger, IsOneOf, IsText } from '../../../common/validation/decorators';

/** Messages of spec part 2 §5 'Pre-order create or update' and of the pre-order API. */
export const PREORDER_MSG = {
  customer: 'Pilih pelanggan.',
  dueDate: 'Tanggal ambil wajib diisi (YYYY-MM-DD).',
  orderDate: 'Tanggal pesan harus tanggal (YYYY-MM-DD).',
  qty: (g: string) => `Qty ${g} harus angka ≥ 0 dengan paling banyak 2 angka di belakang koma.`,
  noQty: 'Isi minimal satu Qty.',
  notFound: 'Pesanan tidak ditemukan.',
  canceled: 'Pesanan ini sudah dibatalkan dan tidak dapat diubah atau dieksekusi.',
  done: 'Pesanan ini sudah selesai: tidak ada sisa yang belum diambil.',
  otherCustomer: 'Penjualan dari pesanan harus untuk pelanggan pesanan itu.',
  customerLocked: 'Pesanan ini sudah dieksekusi; pelanggannya tidak dapat diubah.',
  orderFuture: 'Tanggal pesan tidak boleh melewati hari ini.',
  dueBeforeOrder: 'Tanggal ambil tidak boleh sebelum tanggal pesan.',
  horizon: 'Tanggal ambil paling lambat 1 tahun dari hari ini.',
  tooOld: 'Tanggal tidak boleh sebelum 01/01/2000.',
  statusNew: 'Status pesanan baru harus confirmed.',
  /** Executing more kg of a grade than the order still has (422). */
  overRemaining: (grade: string, remaining: string, asked: string) => `Qty grade ${grade} melebihi sisa pesanan: sisa ${remaining} kg, diminta ${asked} kg.`,
} as const;

/** Largest kg of one grade in one order. */
export const MAX_ORDER_KG = 1_000_000;

/** Kilograms ≥ 0 with at most 2 decimals, a JSON number (absent: 0). */
function OrderKg(grade: string): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsDecimal({ min: 0, max: MAX_ORDER_KG, decimals: 2 }, PREORDER_MSG.qty(grade))(target, key);
  };
}

/** Body of PUT /api/egg-preorders/{id} (part 2 §7 'Pre-orders'): the fields of an order. */
export class PreorderUpdateDto {
  @ApiPropertyOptional({ description: "Day the order was taken (YYYY-MM-DD), not after today; default today (on PUT: unchanged)", example: '2026-11-02' })
  @IsOptional()
  @IsEntryDate(PREORDER_MSG.orderDate)
  order_date?: string;

  @ApiProperty({
    description:
      "Pickup day (YYYY-MM-DD): not before order_date, at most today + 1 year. Missing: 400 'Tanggal ambil wajib diisi (YYYY-MM-DD).'",
    example: '2026-11-05',
  })
  @IsReadDate(PREORDER_MSG.dueDate)
  due_date: string;

  @ApiProperty({ description: "Customer id (an existing customer; another tenant's: 404). Missing: 400 'Pilih pelanggan.'", example: 3 })
  @IsId(PREORDER_MSG.customer)
  customer_id: number;

  @ApiPropertyOptional({ description: 'Grade A kg ordered, ≥ 0, 2 decimals (default 0). At least one grade > 0.', example: 25.5 })
  @OrderKg('A')
  qty_a?: number;

  @ApiPropertyOptional({ description: 'Grade B kg ordered, ≥ 0, 2 decimals (default 0)', example: 10 })
  @OrderKg('B')
  qty_b?: number;

  @ApiPropertyOptional({ description: 'Grade C kg ordered, ≥ 0, 2 decimals (default 0)', example: 0 })
  @OrderKg('C')
  qty_c?: number;

  @ApiPropertyOptional({ description: 'Free note, at most 300 characters', nullable: true, type: String })
  @IsOptional()
  @IsText(300, { invalid: 'Catatan harus berupa teks.', max: 'Catatan maksimal 300 karakter.' })
  notes?: string | null;
}

/** Body of POST /api/egg-preorders: the order fields and `status` (confirmed, the only status an order starts with). */
export class PreorderCreateDto extends PreorderUpdateDto {
  @ApiPropertyOptional({ description: 'confirmed (default; an order is created confirmed)', enum: ['confirmed'] })
  @IsOptional()
  @IsOneOf(['confirmed'], PREORDER_MSG.statusNew)
  status?: 'confirmed';
}

/** Query of GET /api/egg-preorders. */
export class PreorderListQuery {
  @ApiPropertyOptional({ description: 'First pickup day (YYYY-MM-DD); default today', example: '2026-11-02' })
  @IsOptional()
  @IsReadDate('due_from harus tanggal (YYYY-MM-DD).')
  due_from?: string;

  @ApiPropertyOptional({ description: 'Last pickup day, inclusive (YYYY-MM-DD); default due_from + 14 days. At most 400 days after due_from.', example: '2026-11-16' })
  @IsOptional()
  @IsReadDate('due_to harus tanggal (YYYY-MM-DD).')
  due_to?: string;
}

/** Query of GET /api/egg-preorders/suggest-qty-a. */
export class SuggestQtyQuery {
  @ApiProperty({ description: 'Pickup day (YYYY-MM-DD)', example: '2026-11-05' })
  @IsReadDate('due_date wajib diisi (YYYY-MM-DD).')
  due_date: string;

  @ApiPropertyOptional({ description: 'Days averaged, 1–31 (default 2, part 2 §9)', example: 2, minimum: 1, maximum: 31 })
  @IsOptional()
  @IsInteger({ min: 1, max: 31 }, 'days harus bilangan bulat 1–31.', { fromText: true })
  days?: number;
}

/** A pre-order with what is left to pick up (part 2 §3 'Egg pre-order'). */
export class PreorderDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-11-02' }) order_date: string;
  @ApiProperty({ example: '2026-11-05' }) due_date: string;
  @ApiProperty() customer_id: number;
  @ApiProperty({ description: 'Customer name', example: 'Toko Sumber Rejeki' }) customer_name: string;
  @ApiProperty({ description: 'Same as customer_name (the name the screen calls buyer)' }) buyer: string;
  @ApiProperty({ description: 'Grade A kg ordered' }) qty_a: number;
  @ApiProperty() qty_b: number;
  @ApiProperty() qty_c: number;
  @ApiProperty({ description: 'Grade A kg not yet sold through executions (ordered − executed, never below 0)' }) remaining_a: number;
  @ApiProperty() remaining_b: number;
  @ApiProperty() remaining_c: number;
  @ApiProperty({ nullable: true, type: String }) notes: string | null;
  @ApiProperty({
    description: "confirmed (open), selesai (executed: nothing remains) or canceled (DELETE). Canceled: edit and execute answer 422.",
    enum: ['confirmed', 'selesai', 'canceled'],
  })
  status: 'confirmed' | 'selesai' | 'canceled';
  @ApiProperty({ description: 'Ids of the (not deleted) sales that executed this order', type: [Number] }) sale_ids: number[];
}

/** Answer of GET /api/egg-preorders/suggest-qty-a. */
export class SuggestQtyDto {
  @ApiProperty({ description: 'Mean grade-A kg per day over the days averaged (2 decimals)', example: 123.45 }) qty_a: number;
  @ApiProperty({ description: 'First day averaged', example: '2026-11-03' }) from: string;
  @ApiProperty({ description: 'Last day averaged: the day before due_date, or today when due_date lies further ahead', example: '2026-11-04' }) to: string;
  @ApiProperty({ description: 'Days averaged (days without an egg entry count as 0 kg)', example: 2 }) days: number;
}

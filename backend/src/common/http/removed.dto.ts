import { ApiProperty } from '@nestjs/swagger';

/**
 * Answer of a DELETE that removed what its path names (a coop level, a chicken transaction):
 * `{ success: true, message }`. A refusal answers 4xx `{ success: false, message }` instead.
 */
export class RemovedDto {
  @ApiProperty({ description: 'Always true', enum: [true] }) success: true;
  @ApiProperty({ description: "What was removed, in Indonesian, e.g. 'Jalur dihapus.', 'Transaksi dihapus.'", example: 'Transaksi dihapus.' }) message: string;
}

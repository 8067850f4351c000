import { ApiProperty } from '@nestjs/swagger';

/** One stock item's share of the feed of a range. */
export class FeedItemSplitRowDto {
  @ApiProperty({ example: 12 }) item_id: number;
  @ApiProperty({ example: 'Pakan Layer Komersial' }) name: string;
  @ApiProperty({ description: 'Kind of the item', enum: ['bahan', 'pakan_jadi', 'campuran', 'ovk'] }) kind: string;
  @ApiProperty({ description: "Feed used from the item, kg (3 decimals): the usage of the tingkat whose jalur ate it on each day", example: 1234.5 }) feed_kg: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "Beban Pakan posted for the item's documents dated in the range (its daily usage at the item's moving average, its adjustments and re-costings), rupiah as a decimal string; null when one tingkat is asked (cost is booked per item and day, not per tingkat)",
    example: '8641500.00',
  })
  feed_cost: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'feed_cost ÷ feed_kg, rupiah per kg (2 decimals); null without kg or cost', example: '7000.00' })
  cost_per_kg: string | null;
}

/** The feed of a range split per stock item (issue #37 'Feeding by item'). */
export class FeedItemSplitDto {
  @ApiProperty({ example: '2026-11-01' }) start: string;
  @ApiProperty({ example: '2026-11-30' }) end: string;
  @ApiProperty({ type: [FeedItemSplitRowDto], description: 'Items with feed kg or Beban Pakan in the range, the default item first, then by name' })
  items: FeedItemSplitRowDto[];
  @ApiProperty({ description: 'Σ feed_kg of the items = the feed used in the range (kg)', example: 2469 }) feed_kg: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Beban Pakan of the range (rupiah): Σ feed_cost of the items + other_cost; equals GET /api/insight/economics totals.feed_cost. Null when one tingkat is asked",
    example: '17283000.00',
  })
  feed_cost: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Beban Pakan of the range not from a feed document (manual journals), rupiah; null when one tingkat is asked', example: '0.00' })
  other_cost: string | null;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsReadDate, READ_WINDOW_DOC } from '../../../common/validation/dates';
import { IsOneOf } from '../../../common/validation/decorators';
import { apiMoney, MONEY_SOURCE } from '../../../common/http/api-money';

/** Longest range of GET /api/insight/economics, days (a year, leap day included). */
export const ECONOMICS_MAX_DAYS = 366;
/** Days of the default range (the last 30 days up to today). */
export const ECONOMICS_DEFAULT_DAYS = 30;

export const ECONOMICS_GROUPS = ['day', 'week', 'month'] as const;
export type EconomicsGroup = (typeof ECONOMICS_GROUPS)[number];
export const GROUP_MSG = 'group harus day, week atau month.';

const money = apiMoney(MONEY_SOURCE.computed);

/** A range of farm days: the query of GET /api/insight/economics/bagian, and the range of GET /api/insight/economics. */
export class EconomicsRangeQuery {
  @ApiPropertyOptional({ description: `First day (YYYY-MM-DD); default end − 29 days. ${READ_WINDOW_DOC}`, example: '2026-11-01' })
  @IsOptional()
  @IsReadDate()
  start?: string;

  @ApiPropertyOptional({ description: `Last day, inclusive (YYYY-MM-DD); default today. At most ${ECONOMICS_MAX_DAYS} days from start: else 400 'Rentang tanggal maksimal ${ECONOMICS_MAX_DAYS} hari.'; start after end: 400 'Tanggal mulai tidak boleh sesudah tanggal akhir.'. ${READ_WINDOW_DOC}`, example: '2026-11-30' })
  @IsOptional()
  @IsReadDate()
  end?: string;
}

/** Query of GET /api/insight/economics: the range and the period of a row. */
export class EconomicsQuery extends EconomicsRangeQuery {
  @ApiPropertyOptional({ description: `Period of a row: day, week (Monday to Sunday) or month (calendar month), farm days (Asia/Jakarta); default day. Else 400 '${GROUP_MSG}'.`, enum: ECONOMICS_GROUPS })
  @IsOptional()
  @IsOneOf(ECONOMICS_GROUPS, GROUP_MSG)
  group?: EconomicsGroup;
}

/** Figures of one period, or of the whole range (totals). */
export class EconomicsFiguresDto {
  @money('Feed cost: Σ (debit − credit) posted to Beban Pakan (usage at the moving average cost, stock adjustments and re-costing of usage beyond the stock; ADR 0008)')
  feed_cost: string;
  @ApiProperty({ description: 'Feed used, kg (Σ of every tingkat; 3 decimals)', example: 1234.5 })
  feed_kg: number;
  @ApiProperty({ description: 'Eggs produced, kg (Σ grades A+B+C of every bagian; 3 decimals)', example: 812.25 })
  egg_kg: number;
  @money('feed_cost ÷ egg_kg, rupiah per kg of eggs, rounded to the cent; null without eggs', { nullable: true })
  feed_cost_per_kg_egg: string | null;
  @money('Egg revenue: Penjualan Telur net of Retur Penjualan Telur (credit − debit of both accounts), i.e. egg sales at their prices less returns')
  egg_revenue: string;
  @money(
    'Value of the eggs produced but not sold: per grade (kg produced − kg sold) × the average price per kg of that grade in the period (Σ amount ÷ Σ kg of the sale lines; the whole range’s average when the grade was not sold in the period; 0 when never), rounded per grade to the cent. Negative when more was sold than produced (eggs of earlier days)',
  )
  egg_value_unsold: string;
  @money('Income over feed cost: egg_revenue + egg_value_unsold − feed_cost')
  iofc: string;
  @money('iofc ÷ average population (Σ birds at the end of each day ÷ days), rounded to the cent; null without birds', { nullable: true })
  iofc_per_bird: string | null;
  @ApiProperty({ description: 'Average population of the period: Σ birds at the end of each day ÷ days (1 decimal)', example: 5000.5 })
  avg_population: number;
}

/** One period (a day, a week or a month) of the range. */
export class EconomicsRowDto extends EconomicsFiguresDto {
  @ApiProperty({ description: 'Label of the period: the day (YYYY-MM-DD), the Monday of the week (YYYY-MM-DD) or the month (YYYY-MM)', example: '2026-11' })
  period: string;
  @ApiProperty({ description: 'First day of the period inside the range (YYYY-MM-DD)', example: '2026-11-01' })
  start: string;
  @ApiProperty({ description: 'Last day of the period inside the range (YYYY-MM-DD)', example: '2026-11-30' })
  end: string;
}

/** Answer of GET /api/insight/economics. */
export class EconomicsDto {
  @ApiProperty({ example: '2026-11-01' }) start: string;
  @ApiProperty({ example: '2026-11-30' }) end: string;
  @ApiProperty({ enum: ECONOMICS_GROUPS }) group: EconomicsGroup;
  @ApiProperty({ type: [EconomicsRowDto], description: 'Every period of the range, oldest first (periods without figures included, with zeros)' })
  rows: EconomicsRowDto[];
  @ApiProperty({ type: EconomicsFiguresDto, description: 'The whole range: sums of the rows; ratios (per kg of eggs, per bird) of the sums' })
  totals: EconomicsFiguresDto;
}

/** Figures of one bagian over the range, or of every bagian (totals). */
export class EconomicsBagianFiguresDto {
  @money(
    "Feed cost allocated to the bagian: each day's Beban Pakan postings (Σ debit − credit: usage at the moving average cost, its corrections and the stock adjustments of that day) shared among the bagian by their share of that day's feed kg in the day book (tingkat_harian), in whole cents: each bagian gets the floor of its exact share and the cents left over go one each to the largest remainders (ties: lower bagian id), so the bagian of a day add up exactly to the day's postings",
  )
  feed_cost: string;
  @ApiProperty({ description: 'Feed used, kg (Σ of the tingkat of the bagian; 3 decimals)', example: 1234.5 })
  feed_kg: number;
  @ApiProperty({ description: 'Eggs produced by the bagian, kg (Σ grades A+B+C; 3 decimals)', example: 812.25 })
  egg_kg: number;
  @money('feed_cost ÷ egg_kg, rupiah per kg of eggs, rounded to the cent; null without eggs', { nullable: true })
  feed_cost_per_kg_egg: string | null;
  @money(
    "Value of the eggs produced: per grade, kg produced × the range's average price per kg of that grade (Σ amount ÷ Σ kg of the lines of live egg sales of the whole farm in the range; 0 when the grade was not sold), rounded per grade to the cent — the price rule of the farm's unsold value. Sales are farm-wide, so no revenue is attributed to a bagian",
  )
  egg_value: string;
  @money('Estimated income over feed cost: egg_value − feed_cost')
  iofc: string;
  @money('iofc ÷ birds, rounded to the cent; null without birds', { nullable: true })
  iofc_per_bird: string | null;
  @ApiProperty({ description: 'Average population of the bagian over the range: Σ birds at the end of each day (the last count of a tingkat carried over the days after its last entry) ÷ days of the range (1 decimal)', example: 5000.5 })
  birds: number;
}

/** One bagian of the farm with its place, or the feed cost of days without any feed kg (bagian_id null). */
export class EconomicsBagianRowDto extends EconomicsBagianFiguresDto {
  @ApiProperty({ type: Number, nullable: true, description: "The bagian's id; null for the row of Beban Pakan posted on days without feed kg in the day book (e.g. a stock adjustment on a day without usage), which no share can allocate", example: 12 })
  bagian_id: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Name of the bagian (null on the unallocated row)', example: 'Kanan' })
  bagian: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Name of its jalur (null on the unallocated row)', example: 'Jalur 1' })
  jalur: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Name of its plant (null on the unallocated row)', example: 'Plant 1' })
  plant: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Name of its lokasi (null on the unallocated row)', example: 'Farm Utama' })
  lokasi: string | null;
}

/** Answer of GET /api/insight/economics/bagian. */
export class EconomicsBagianDto {
  @ApiProperty({ example: '2026-11-01' }) start: string;
  @ApiProperty({ example: '2026-11-30' }) end: string;
  @ApiProperty({
    type: [EconomicsBagianRowDto],
    description:
      'Every bagian with birds, feed or eggs in the range, by lokasi, plant, jalur and bagian name; then, only when not zero, the unallocated feed cost (bagian_id null). Egg revenue is not split: sales are farm-wide (GET /api/insight/economics has it)',
  })
  rows: EconomicsBagianRowDto[];
  @ApiProperty({ type: EconomicsBagianFiguresDto, description: "Sums of the rows; ratios of the sums. totals.feed_cost equals the farm's Beban Pakan postings of the range (GET /api/insight/economics totals.feed_cost)" })
  totals: EconomicsBagianFiguresDto;
}

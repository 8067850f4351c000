import { ApiProperty } from '@nestjs/swagger';

/** The OpenAPI text of every rupiah field of an answer (docs/adr/0015-money-precision-and-display.md). */
export const MONEY = 'Rupiah as a decimal string with 2 decimals (e.g. "1250000.00")';

/** How a feature's rupiah figures are made, said after {@link MONEY} in its field docs. */
export const MONEY_SOURCE = {
  /** Stored amounts as the column keeps them (egg sales, receivables). */
  column: 'exact (numeric(18,2))',
  /** Stored amounts, journal lines (finance). */
  columnNoFloat: 'exact (numeric(18,2)); never a float.',
  /** Sums of journal lines (balance sheet, profit and loss). */
  summed: 'summed in SQL; never a float.',
  /** Sums and ratios worked out in SQL (insight economics). */
  computed: 'computed in SQL on numeric; never a float.',
  /** Feed stock values and prices. */
  exact: 'exact',
} as const;

/** What a money field may say besides its description: its own example, or that it can be null. */
export interface MoneyFieldOptions {
  example?: string;
  nullable?: boolean;
}

/**
 * The `@money(description, options?)` property decorator of a feature's answer DTOs, for `source`
 * (one of {@link MONEY_SOURCE}): an OpenAPI string property, example "1250000.00", described as
 * '<description>. Rupiah as a decimal string with 2 decimals (e.g. "1250000.00"), <source>'.
 * Documentation only: the value is a decimal string such as `formatCents` (common/money.ts) writes.
 */
export const apiMoney =
  (source: string) =>
  (description: string, options: MoneyFieldOptions = {}): PropertyDecorator =>
    ApiProperty({ type: String, example: '1250000.00', description: `${description}. ${MONEY}, ${source}`, ...options });

/** `@money(description, options?)` of stored amounts, exact as numeric(18,2) keeps them (egg sales, receivables). */
export const money = apiMoney(MONEY_SOURCE.column);

import { z } from 'zod';
import { pg, row } from '../../common/database/rows';
import { WARNING_RULES } from './dto/warnings.dto';
import { placeColumns } from './place.rows';

/** One row of the statement of WarningsService.warnings: the rule, the place with its names, and the rule's numbers (numeric text). */
export const WarningRow = row({
  rule: z.enum(WARNING_RULES),
  ...placeColumns,
  /** The day's value: HD %, egg g, FI g/bird, deaths %; null for a missing entry. */
  value: pg.numeric.nullable(),
  /** The limit crossed (same unit). */
  bound: pg.numeric.nullable(),
  /** The reference: the standard's bound (HD, egg) or the 7-day mean (FI). */
  ref: pg.numeric.nullable(),
  /** Birds the rule is about (population, its base). */
  birds: pg.int.nullable(),
  /** Deaths counted. */
  deaths: pg.int.nullable(),
});
export type WarningRow = z.infer<typeof WarningRow>;

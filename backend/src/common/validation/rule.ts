import { ValidateBy, ValidationArguments } from 'class-validator';

/**
 * Stands for the field's path in a message ('tanggal', 'data.1.pakan_sore'); the validation pipe
 * (common/errors/validation.ts) puts the path in. Like class-validator's `$property`, which only
 * knows the last name of a nested field.
 */
export const FIELD = '$field';

/** What is wrong with a value, as the Indonesian sentence the user reads; null when it is fine. */
export type Check = (value: unknown, args: ValidationArguments) => string | null;

/**
 * A class-validator rule whose every failure carries its own Indonesian message, decided by
 * `check` (one rule can tell a missing value from a bad one or one out of range). The messages
 * users read therefore never come from the library's English texts. `name` is the constraint key
 * of the error (stable, shown to nobody).
 */
export function Rule(name: string, check: Check): PropertyDecorator {
  return ValidateBy(
    { name, validator: { validate: (value: unknown, args?: ValidationArguments) => check(value, args!) === null } },
    { message: (args: ValidationArguments) => check(args.value, args) ?? '' },
  );
}

/** One message for every failure, or a message per failure (missing value, bad type, below min, above max, too many decimals). */
export type Messages = string | { missing?: string; invalid?: string; min?: string; max?: string; decimals?: string };

/** The message of `kind` from `m`, else `fallback`. A string `m` answers every kind. */
export function pick(m: Messages | undefined, kind: 'missing' | 'invalid' | 'min' | 'max' | 'decimals', fallback: string): string {
  if (typeof m === 'string') return m;
  return m?.[kind] ?? (kind === 'missing' ? (m?.invalid ?? fallback) : fallback);
}

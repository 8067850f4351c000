import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { FIELD } from '../validation/rule';

/**
 * Messages of a failed validation. Every decorator of the DTOs carries its own Indonesian message
 * (the shared ones in common/validation, or the spec's text given on the decorator), so what users
 * read never depends on class-validator's English defaults: the pipe runs with
 * `dismissDefaultMessages`, and a rule without a message of its own answers '<field> tidak valid.'.
 * A unit test (common/validation/dto-messages.spec.ts) checks that every DTO decorator has a message.
 */

/** Constraint keys class-validator adds without any decorator message: an unknown field, and a nested value that is not an object. */
const WHITELIST = 'whitelistValidation';
const NESTED = 'nestedValidation';

/** The one message of a constraint, with `$field` replaced by the field's path. */
function messageOf(field: string, key: string, message: string): string {
  if (key === WHITELIST) return `Field ${field} tidak dikenal.`;
  return (message || `${FIELD} tidak valid.`).split(FIELD).join(field);
}

/**
 * Order in which the problems of one field are reported: an unknown field first, then the rules
 * that carry their own message (in the order they were declared), a nested-object problem, and
 * last a rule without a message (a missing username answers 'Username wajib diisi.', not the
 * fallback of a length rule that also fails).
 */
const rank = ([key, message]: [string, string]) => (key === WHITELIST ? 0 : !message ? 3 : key === NESTED ? 2 : 1);

/** First problem of a validation error tree, as one Indonesian sentence naming the field (e.g. 'data.1.pakan_sore harus berupa angka.'). */
export function firstValidationMessage(errors: ValidationError[], parent = ''): string | null {
  for (const e of errors) {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const entries = Object.entries(e.constraints ?? {});
    if (entries.length) {
      const [key, msg] = entries.sort((a, b) => rank(a) - rank(b))[0];
      return messageOf(field, key, msg);
    }
    if (e.children?.length) {
      const nested = firstValidationMessage(e.children, field);
      if (nested) return nested;
    }
  }
  return null;
}

/** The global pipe: whitelist, forbid unknown fields, transform; 400 with one Indonesian message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    dismissDefaultMessages: true,
    exceptionFactory: (errors) => new BadRequestException(firstValidationMessage(errors) ?? 'Data tidak valid.'),
  });
}

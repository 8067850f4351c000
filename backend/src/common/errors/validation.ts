import { BadRequestException, HttpException, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
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

/** The first problem of a validation error tree: its field's path (e.g. 'data.1.pakan_sore') and its Indonesian message. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** First problem of a validation error tree with the path of its field (null when the tree holds none). */
export function firstValidationProblem(errors: ValidationError[], parent = ''): FieldProblem | null {
  for (const e of errors) {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const entries = Object.entries(e.constraints ?? {});
    if (entries.length) {
      const [key, msg] = entries.sort((a, b) => rank(a) - rank(b))[0];
      return { field, message: messageOf(field, key, msg) };
    }
    if (e.children?.length) {
      const nested = firstValidationProblem(e.children, field);
      if (nested) return nested;
    }
  }
  return null;
}

/** First problem of a validation error tree, as one Indonesian sentence naming the field (e.g. 'data.1.pakan_sore harus berupa angka.'). */
export function firstValidationMessage(errors: ValidationError[], parent = ''): string | null {
  return firstValidationProblem(errors, parent)?.message ?? null;
}

/**
 * A 4xx naming the field it refuses: answers `{success: false, message, field}` (the filter passes
 * `field` through), so a form shows the message under that field. `field` is the path of the body's
 * property (`name`, `data.1.pakan_sore`). E.g. `throw fieldError(HttpStatus.CONFLICT, 'phone', 'Nomor sudah dipakai.')`.
 */
export function fieldError(status: HttpStatus, field: string, message: string): HttpException {
  return new HttpException({ message, field }, status);
}

/**
 * The global pipe: whitelist, forbid unknown fields, transform; 400 with one Indonesian message and
 * the path of the field it is about: `{success: false, message: 'Nama wajib diisi.', field: 'nama'}`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    dismissDefaultMessages: true,
    exceptionFactory: (errors) => {
      const problem = firstValidationProblem(errors);
      return problem ? fieldError(HttpStatus.BAD_REQUEST, problem.field, problem.message) : new BadRequestException('Data tidak valid.');
    },
  });
}

import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

const num = (msg: string) => msg.match(/-?\d+(\.\d+)?/)?.[0] ?? '';

/** Indonesian text for a class-validator constraint that has no message of its own. */
function constraintMessage(field: string, key: string, english: string): string {
  switch (key) {
    case 'whitelistValidation':
      return `Field ${field} tidak dikenal.`;
    case 'isNotEmpty':
    case 'isDefined':
      return `${field} wajib diisi.`;
    case 'isString':
      return `${field} harus berupa teks.`;
    case 'isInt':
      return `${field} harus bilangan bulat.`;
    case 'isNumber':
    case 'isNumberString':
      return `${field} harus berupa angka.`;
    case 'isBoolean':
      return `${field} harus true atau false.`;
    case 'isDateString':
    case 'isISO8601':
      return `${field} harus tanggal (YYYY-MM-DD).`;
    case 'isIn':
    case 'isEnum':
      return `${field} tidak valid.`;
    case 'min':
      return `${field} minimal ${num(english)}.`;
    case 'max':
      return `${field} maksimal ${num(english)}.`;
    case 'minLength':
      return `${field} minimal ${num(english)} karakter.`;
    case 'maxLength':
      return `${field} maksimal ${num(english)} karakter.`;
    case 'isArray':
      return `${field} harus berupa daftar.`;
    case 'arrayMinSize':
      return `${field} minimal berisi ${num(english)} baris.`;
    case 'isUuid':
      return `${field} tidak valid.`;
    case 'nestedValidation':
      return `${field} tidak valid.`;
    default:
      return `${field} tidak valid.`;
  }
}

const PRIORITY = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isNumberString', 'isBoolean', 'isDateString', 'isISO8601', 'isIn', 'isEnum', 'isArray', 'isUuid'];
const rank = (key: string) => (PRIORITY.includes(key) ? PRIORITY.indexOf(key) : PRIORITY.length);

/** Is this the default English text of class-validator (no message given on the decorator)? */
function isDefaultEnglish(msg: string): boolean {
  return /^(property |each value in )?[\w.[\]]+ (should|must|has failed)/.test(msg) || / must be /.test(msg);
}

/** First problem of a validation error tree, as one Indonesian sentence naming the field. */
export function firstValidationMessage(errors: ValidationError[], parent = ''): string | null {
  for (const e of errors) {
    const field = parent ? `${parent}.${e.property}` : e.property;
    if (e.constraints) {
      // Report the most basic problem first: missing, then wrong type, then out of range.
      const entries = Object.entries(e.constraints).sort(([a], [b]) => rank(a) - rank(b));
      const [key, msg] = entries[0];
      return isDefaultEnglish(msg) || key === 'whitelistValidation' ? constraintMessage(field, key, msg) : msg;
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
    exceptionFactory: (errors) => new BadRequestException(firstValidationMessage(errors) ?? 'Data tidak valid.'),
  });
}

import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Deepest nesting of objects and arrays a request may send (the API's deepest body is 2 levels). */
export const MAX_DEPTH = 16;
/** Keys that would reach an object's prototype; no body or query of the API uses them. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** 400 message for a text holding a NUL character, naming the field. */
export const nulMessage = (field: string) => `${field} tidak boleh mengandung karakter NUL.`;

/**
 * The one global check of what a request sends, before validation: JSON and multipart bodies,
 * query strings and path parameters. 400 with an Indonesian message naming the field when
 * - a text or a key holds a NUL character (U+0000): PostgreSQL cannot store it in text (22021),
 * - a key is `__proto__`, `constructor` or `prototype`,
 * - objects or arrays nest deeper than {@link MAX_DEPTH}.
 * Registered before the validation pipe in configure-app.ts.
 */
@Injectable()
export class RequestTextPipe implements PipeTransform {
  transform(value: unknown, meta: ArgumentMetadata): unknown {
    if (meta.type === 'custom') return value;
    check(value, meta.data ?? '', 0);
    return value;
  }
}

function check(value: unknown, path: string, depth: number): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new BadRequestException(nulMessage(path || 'Data'));
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  if (depth >= MAX_DEPTH) throw new BadRequestException('Data terlalu bertingkat.');
  if (Array.isArray(value)) {
    value.forEach((item, i) => check(item, `${path}[${i}]`, depth + 1));
    return;
  }
  for (const key of Object.keys(value)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) throw new BadRequestException(nulMessage(`Nama field ${JSON.stringify(key.split('\u0000').join('\\u0000'))}`));
    if (FORBIDDEN_KEYS.has(key)) throw new BadRequestException(`Field ${field} tidak dikenal.`);
    check((value as Record<string, unknown>)[key], field, depth + 1);
  }
}

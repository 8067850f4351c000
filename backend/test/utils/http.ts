import type { Response } from 'supertest';

/**
 * Typed answers for the e2e specs. supertest declares `res.body` as `any`; the specs read it
 * through these helpers with the type the route documents (its response DTO from
 * `src/modules/<feature>/dto`, or a type exported by the feature's service), so a renamed field is
 * a compile error in the tests as in the screens. The `no-unsafe-*` lint rules hold it
 * (docs/adr/0021-typed-query-rows.md).
 */

/** The body of an answer as `T` (the route's response DTO): `bodyOf<CustomerDto>(await req.expect(201))`. */
export const bodyOf = <T>(res: Response): T => res.body as T;

/** Every error answer: `{success: false, message}` (common/errors/http-exception.filter.ts), and `field` on a validation error. */
export interface ErrorBody {
  success: false;
  message: string;
  field?: string;
  [extra: string]: unknown;
}

/** The body of an error answer. */
export const errorOf = (res: Response): ErrorBody => res.body as ErrorBody;

/** The message of an error answer: `expect(messageOf(await req.expect(400))).toBe('…')`. */
export const messageOf = (res: Response): string => errorOf(res).message;

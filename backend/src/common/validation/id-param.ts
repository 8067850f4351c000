import { BadRequestException, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { fromDecimalText, idProblem } from './decorators';

/** Message of a path id that is not one. */
export const BAD_PATH_ID = 'ID tidak valid.';

/** A path id as sent ('12'): decimal digits only, 1..2147483647, else 400 'ID tidak valid.'. The same rule as `@IsId()` / `@IsIdText()`. */
export function parsePathId(raw: unknown): number {
  const id = fromDecimalText(raw);
  if (idProblem(id) !== null) throw new BadRequestException(BAD_PATH_ID);
  return id as number;
}

/** Documents the path parameter `name` as the id it is (what `@Param` would have documented). */
const documentPathId =
  (name: string) =>
  (target: object, key?: string | symbol): void => {
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    ApiParam({ name, type: Number, required: true, description: `Row id, decimal digits (1..2147483647); else 400 '${BAD_PATH_ID}'` })(target, key, descriptor);
  };

/**
 * `@PathId()` (or `@PathId('name')`): the id in the route's `:id` path segment, read from the
 * request as sent. A plain `@Param('id') id: number` would first go through the global
 * ValidationPipe, which turns '0x10' into 16 and '1e3' into 1000 before any check.
 */
export const PathId = (name = 'id') =>
  createParamDecorator((param: string, ctx: ExecutionContext) => parsePathId(ctx.switchToHttp().getRequest<Request>().params[param]), [documentPathId(name)])(name);

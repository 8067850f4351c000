import { BadRequestException, NotFoundException, ParseIntPipe, PipeTransform } from '@nestjs/common';

/** Path id: a positive integer, else 400 'ID tidak valid.'. */
export const IdPipe = new ParseIntPipe({ exceptionFactory: () => new BadRequestException('ID tidak valid.') });

/** A path segment that must be one of `values`, else 404 with `message`. */
export class OneOfPipe<T extends string> implements PipeTransform<string, T> {
  constructor(
    private readonly values: readonly T[],
    private readonly message: string,
  ) {}
  transform(value: string): T {
    if (!(this.values as readonly string[]).includes(value)) throw new NotFoundException(this.message);
    return value as T;
  }
}

import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { fromDecimalText, idProblem } from './decorators';

/**
 * Id in a path ('/api/transaksi-ayam/12'): decimal digits only, 1..2147483647, else 400 with
 * `message` (default 'ID tidak valid.'). The same rule as `@IsId()` / `@IsIdText()` of the DTOs.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly message = 'ID tidak valid.') {}

  transform(value: string): number {
    const id = fromDecimalText(value);
    if (idProblem(id) !== null) throw new BadRequestException(this.message);
    return id as number;
  }
}

/** `@Param('id', IdParam)`: a path id, else 400 'ID tidak valid.'. */
export const IdParam = new ParseIdPipe();

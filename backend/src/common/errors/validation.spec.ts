import { plainToInstance } from 'class-transformer';
import { IsString, MaxLength, validateSync } from 'class-validator';
import { IsId, IsInteger, IsNestedList, IsText } from '../validation/decorators';
import { ArgumentsHost, HttpException, HttpStatus } from '@nestjs/common';
import { HttpExceptionFilter } from './http-exception.filter';
import { createValidationPipe, fieldError, firstValidationMessage, firstValidationProblem } from './validation';

class Line {
  @IsInteger({ min: 0, max: 10 }) jumlah: number;
}
class Body {
  @IsText(5, 'Nama wajib diisi.', { required: true }) nama: string;
  @IsText(3) kode: string;
  @IsNestedList(() => Line) data: Line[];
  @IsId() tingkat_id: number;
}
/** A decorator written without a message of its own, beside one with a message. */
class Bare {
  @MaxLength(3) @IsString({ message: 'Kode wajib diisi.' }) kode: string;
}

const OPTIONS = { forbidNonWhitelisted: true, whitelist: true, dismissDefaultMessages: true };
const messageFor = (plain: object, cls: new () => object = Body) => firstValidationMessage(validateSync(plainToInstance(cls, plain), OPTIONS));
const ok = { nama: 'Ani', kode: 'A', data: [], tingkat_id: 1 };

describe('firstValidationMessage', () => {
  it("keeps a decorator's own Indonesian message", () => {
    expect(messageFor({ ...ok, nama: '  ' })).toBe('Nama wajib diisi.');
  });

  it("fills the shared decorators' messages with the field's name", () => {
    expect(messageFor({ ...ok, kode: 7 })).toBe('kode harus berupa teks.');
    expect(messageFor({ ...ok, kode: 'ABCD' })).toBe('kode maksimal 3 karakter.');
    expect(messageFor({ ...ok, tingkat_id: 0 })).toBe('tingkat_id minimal 1.');
  });

  it('names the path of a nested field, and a list item that is not an object', () => {
    expect(messageFor({ ...ok, data: [{ jumlah: 1 }, { jumlah: 11 }] })).toBe('data.1.jumlah maksimal 10.');
    expect(messageFor({ ...ok, data: [{ jumlah: 1 }, 5] })).toBe('data.1 tidak valid.');
    expect(messageFor({ ...ok, data: 'x' })).toBe('data harus berupa daftar.');
  });

  it('names an unknown field', () => {
    expect(messageFor({ ...ok, warna: 'merah' })).toBe('Field warna tidak dikenal.');
  });

  it("never shows the library's English: a rule without a message answers '<field> tidak valid.', after any rule with one", () => {
    expect(messageFor({ kode: 'ABCD' }, Bare)).toBe('kode tidak valid.');
    expect(messageFor({}, Bare)).toBe('Kode wajib diisi.');
  });

  it('reads ids as integers only: no true, no "0x10", no "16", no 1.5, nothing above the integer column', () => {
    for (const bad of [true, '0x10', '16', 1.5]) expect(messageFor({ ...ok, tingkat_id: bad })).toBe('tingkat_id harus bilangan bulat.');
    expect(messageFor({ ...ok, tingkat_id: 2_147_483_648 })).toBe('tingkat_id maksimal 2147483647.');
    expect(messageFor({ ...ok, tingkat_id: 2_147_483_647 })).toBeNull();
  });
});

describe('the validation pipe and fieldError', () => {
  const pipe = createValidationPipe();
  const refusal = async (plain: object): Promise<unknown> => {
    try {
      await pipe.transform(plain, { type: 'body', metatype: Body });
    } catch (e) {
      return (e as HttpException).getResponse();
    }
    return null;
  };

  it('answers the first problem with the path of its field, the message unchanged', async () => {
    expect(await refusal({ ...ok, nama: '  ' })).toEqual({ message: 'Nama wajib diisi.', field: 'nama' });
    expect(await refusal({ ...ok, data: [{ jumlah: 1 }, { jumlah: 11 }] })).toEqual({ message: 'data.1.jumlah maksimal 10.', field: 'data.1.jumlah' });
    expect(await refusal({ ...ok, warna: 'merah' })).toEqual({ message: 'Field warna tidak dikenal.', field: 'warna' });
    expect(await refusal(ok)).toBeNull();
  });

  it('firstValidationProblem names the field of the message', () => {
    const errors = validateSync(plainToInstance(Body, { ...ok, data: [{ jumlah: 1 }, 5] }), OPTIONS);
    expect(firstValidationProblem(errors)).toEqual({ field: 'data.1', message: 'data.1 tidak valid.' });
  });

  it('a refusal of the filter carries the field beside the message, and no statusCode or error', () => {
    const json = jest.fn();
    const res = { headersSent: false, status: jest.fn(() => ({ json })) };
    const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({}) }) } as unknown as ArgumentsHost;
    new HttpExceptionFilter().catch(fieldError(HttpStatus.CONFLICT, 'phone', 'Nomor sudah dipakai.'), host);
    expect(res.status).toHaveBeenCalledWith(409);
    expect(json).toHaveBeenCalledWith({ success: false, message: 'Nomor sudah dipakai.', field: 'phone' });
  });
});

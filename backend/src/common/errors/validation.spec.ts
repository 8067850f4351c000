import { IsInt, IsNotEmpty, IsString, MaxLength, Min, ValidateNested, validateSync } from 'class-validator';
import { plainToInstance, Type } from 'class-transformer';
import { firstValidationMessage } from './validation';

class Line {
  @IsInt() @Min(0) jumlah: number;
}
class Body {
  @IsString() @IsNotEmpty({ message: 'Nama wajib diisi.' }) @MaxLength(5) nama: string;
  @IsString() @MaxLength(3) kode: string;
  @ValidateNested({ each: true }) @Type(() => Line) data: Line[];
}

const messageFor = (plain: object) => firstValidationMessage(validateSync(plainToInstance(Body, plain), { forbidNonWhitelisted: true, whitelist: true }));

describe('firstValidationMessage', () => {
  it("keeps a decorator's own Indonesian message", () => {
    expect(messageFor({ nama: '', kode: 'A', data: [] })).toBe('Nama wajib diisi.');
  });

  it('reports a missing value before its length, naming the field', () => {
    expect(messageFor({ nama: 'Ani', data: [] })).toBe('kode harus berupa teks.');
  });

  it('writes the limit of a range rule in Indonesian', () => {
    expect(messageFor({ nama: 'Ani', kode: 'ABCD', data: [] })).toBe('kode maksimal 3 karakter.');
  });

  it('names the path of a nested field', () => {
    expect(messageFor({ nama: 'Ani', kode: 'A', data: [{ jumlah: 1 }, { jumlah: -2 }] })).toBe('data.1.jumlah minimal 0.');
  });

  it('names an unknown field', () => {
    expect(messageFor({ nama: 'Ani', kode: 'A', data: [], warna: 'merah' })).toBe('Field warna tidak dikenal.');
  });
});

import { BadRequestException } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import { IsOptional, validateSync } from 'class-validator';
import dayjs from 'dayjs';
import { firstValidationMessage } from '../errors/validation';
import { IsEntryDate, IsReadDate, IsReadMonth, IsReadYear } from './dates';
import { IsFlag, IsIdText, IsPricePerKg, IsRupiah, toBool } from './decorators';
import { parsePathId } from './id-param';

class Entry {
  @IsEntryDate('Tanggal wajib (YYYY-MM-DD).') tanggal: string;
}
class Read {
  @IsOptional() @IsReadDate() start_date?: string;
}
class Month {
  @IsReadYear() year: number;
  @IsReadMonth('year', 'month harus angka 1..12.') month: number;
}
class Query {
  @IsIdText('tingkat_id tidak valid.') tingkat_id: number;
}

class Price {
  @IsPricePerKg({ missing: 'Harga/kg wajib diisi' }) price_per_kg: number;
  @IsOptional() @IsRupiah() ongkir?: number;
}

class Flag {
  @Transform(toBool) @IsFlag() aktif: boolean;
}

const check = (cls: new () => object, plain: object) =>
  firstValidationMessage(validateSync(plainToInstance(cls, plain), { whitelist: true, forbidNonWhitelisted: true, dismissDefaultMessages: true }));
const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const now = dayjs();
const lastRead = now.add(5, 'year');

describe('entry dates: a real day from 2000-01-01 to the farm’s today', () => {
  it('takes today and any earlier day from 2000-01-01', () => {
    for (const tanggal of [day(now), '2000-01-01', '2024-02-29']) expect(check(Entry, { tanggal })).toBeNull();
  });

  it('refuses tomorrow and later with the one message, and days before 2000', () => {
    expect(check(Entry, { tanggal: day(now.add(1, 'day')) })).toBe('Tanggal tidak boleh melewati hari ini.');
    expect(check(Entry, { tanggal: '9999-12-31' })).toBe('Tanggal tidak boleh melewati hari ini.');
    expect(check(Entry, { tanggal: '1999-12-31' })).toBe('Tanggal tidak boleh sebelum 01/01/2000.');
  });

  it('answers the field’s own message for a missing, malformed or impossible day', () => {
    for (const tanggal of [undefined, '', '2026-02-30', '2025-13-01', '31-01-2025', '2025-1-5', 20250101]) {
      expect(check(Entry, { tanggal })).toBe('Tanggal wajib (YYYY-MM-DD).');
    }
  });
});

describe('read dates: 2000-01-01 … today + 5 years', () => {
  const window = `start_date harus antara 01/01/2000 dan ${lastRead.format('DD/MM/YYYY')}.`;

  it('takes tomorrow and the last day of the window (reads may look ahead)', () => {
    expect(check(Read, { start_date: day(now.add(1, 'day')) })).toBeNull();
    expect(check(Read, { start_date: day(lastRead) })).toBeNull();
  });

  it('refuses a day past the window or before 2000, naming the field and both bounds', () => {
    for (const start_date of [day(lastRead.add(1, 'day')), '2100-12-31', '9999-12-31', '1999-12-31']) expect(check(Read, { start_date })).toBe(window);
  });

  it('refuses an impossible day with the format message', () => {
    expect(check(Read, { start_date: '2026-02-30' })).toBe('start_date harus tanggal (YYYY-MM-DD).');
  });
});

describe('calendar months', () => {
  it('takes this month and the month of today + 5 years, as query text', () => {
    expect(check(Month, { year: String(now.year()), month: String(now.month() + 1) })).toBeNull();
    expect(check(Month, { year: String(lastRead.year()), month: String(lastRead.month() + 1) })).toBeNull();
  });

  it('refuses a year past the window, and a month after the window in its last year', () => {
    expect(check(Month, { year: '2100', month: '12' })).toBe(`year harus tahun 2000..${lastRead.year()}.`);
    expect(check(Month, { year: '9999', month: '12' })).toBe(`year harus tahun 2000..${lastRead.year()}.`);
    const after = lastRead.add(1, 'month');
    if (after.year() === lastRead.year()) {
      expect(check(Month, { year: String(after.year()), month: String(after.month() + 1) })).toBe(`Bulan harus antara 01/2000 dan ${lastRead.format('MM/YYYY')}.`);
    }
    expect(check(Month, { year: '2025', month: '13' })).toBe('month harus angka 1..12.');
    expect(check(Month, { year: '2025', month: '0x1' })).toBe('month harus angka 1..12.');
  });
});

describe('ids in query strings and paths: decimal digits only', () => {
  it('reads "16" as 16', () => {
    const q = plainToInstance(Query, { tingkat_id: '16' });
    expect(check(Query, { tingkat_id: '16' })).toBeNull();
    expect(q.tingkat_id).toBe(16);
    expect(parsePathId('16')).toBe(16);
  });

  it('refuses hex, exponents, signs, decimals, words and zero', () => {
    for (const bad of ['0x10', '1e3', '-1', '+1', '1.0', ' 1', 'true', 'abc', '0', '']) {
      expect(check(Query, { tingkat_id: bad })).toBe('tingkat_id tidak valid.');
      expect(() => parsePathId(bad)).toThrow(new BadRequestException('ID tidak valid.'));
    }
  });
});

describe('money fields take no more decimals than their numeric(18,2) column keeps', () => {
  it('keeps a price per kg with up to 2 decimals and refuses a third instead of rounding it', () => {
    for (const price_per_kg of [0, 7500, 7500.5, 7500.55, 1e9]) expect(check(Price, { price_per_kg })).toBeNull();
    expect(check(Price, { price_per_kg: 7500.555 })).toBe('Harga per kg maksimal 2 angka desimal.');
    expect(check(Price, { price_per_kg: 0.001 })).toBe('Harga per kg maksimal 2 angka desimal.');
    expect(check(Price, {})).toBe('Harga/kg wajib diisi');
    expect(check(Price, { price_per_kg: -1 })).toBe('price_per_kg minimal 0.');
    expect(check(Price, { price_per_kg: 7500, ongkir: 0.125 })).toBe('ongkir maksimal 2 angka di belakang koma.');
  });

  it('reads amounts on their decimal text as cents, so no float error takes or refuses one', () => {
    // 4.35 × 100 = 434.99999999999994 and 0.07 × 100 = 7.000000000000001 in floats; as text they are 435 and 7 cents.
    for (const ongkir of [4.35, 0.07, 9.95, 1234567890123.45, 1e13]) expect(check(Price, { price_per_kg: 0, ongkir })).toBeNull();
    for (const price_per_kg of [4.35, 1.1, 999999999.99]) expect(check(Price, { price_per_kg })).toBeNull();
    // 0.1 + 0.2 is 0.30000000000000004: 17 decimals, refused rather than stored as 0.30.
    expect(check(Price, { price_per_kg: 0.1 + 0.2 })).toBe('Harga per kg maksimal 2 angka desimal.');
    expect(check(Price, { price_per_kg: 1e-7 })).toBe('Harga per kg maksimal 2 angka desimal.');
    // Above the cap by one cent (1e13 + 0.01) or by a third decimal (1e9 + 0.001 = 1000000000.001).
    expect(check(Price, { price_per_kg: 0, ongkir: 10000000000000.01 })).toBe('ongkir maksimal 10000000000000.');
    expect(check(Price, { price_per_kg: 1000000000.001 })).toBe('price_per_kg maksimal 1000000000.');
    expect(check(Price, { price_per_kg: 0, ongkir: 1e21 })).toBe('ongkir maksimal 10000000000000.');
    expect(check(Price, { price_per_kg: -0.001 })).toBe('price_per_kg minimal 0.');
    for (const price_per_kg of ['7500', Number.NaN, true]) expect(check(Price, { price_per_kg })).toBe('price_per_kg harus berupa angka.');
  });

  it('reads a flag as query strings, multipart fields and loose bodies send it, and refuses anything else', () => {
    const read = (aktif: unknown) => plainToInstance(Flag, { aktif }).aktif;
    for (const yes of ['true', ' YES ', 'ya', '1', 'on', 1, true]) expect(read(yes)).toBe(true);
    for (const no of ['false', 'Tidak', 'no', '0', 'off', 0, false]) expect(read(no)).toBe(false);
    expect(read(2)).toBe(2);
    expect(check(Flag, { aktif: 'mungkin' })).toBe('aktif harus true atau false.');
    expect(check(Flag, { aktif: 2 })).toBe('aktif harus true atau false.');
  });
});

import { describe, expect, it } from 'vitest';
import { caretAfterRegroup, checkNumber, formatNumberText, parseNumber, settleNumber, stepNumber, typeNumber, NUMBER_MESSAGES, type NumberMode } from './number-input';

/** What the field shows after typing `keys` one by one into an empty field. */
function typeKeys(keys: string, mode: NumberMode): string {
  let text = '';
  for (const key of keys) text = typeNumber(text, text + key, mode);
  return text;
}

describe('integer mode (rupiah, ongkir, bongkar, butir, jumlah, usia)', () => {
  it('groups digits as they are typed and saves an integer', () => {
    expect(typeKeys('7900', 'integer')).toBe('7.900');
    expect(parseNumber('7.900', 'integer')).toEqual({ value: 7900, error: null });
    expect(typeKeys('39500000', 'integer')).toBe('39.500.000');
    expect(parseNumber('39.500.000', 'integer').value).toBe(39_500_000);
  });

  it('takes the dots a person types in the thousands places ("7.900" typed = 7900)', () => {
    expect(typeKeys('7.900', 'integer')).toBe('7.900');
    expect(parseNumber(typeKeys('7.900', 'integer'), 'integer').value).toBe(7900);
    expect(parseNumber('1.234.567', 'integer').value).toBe(1_234_567);
  });

  it('refuses "16.5" (was read as 165) and "1,5" (was read as 15)', () => {
    expect(typeKeys('16.5', 'integer')).toBe('16.5');
    expect(parseNumber('16.5', 'integer')).toEqual({ value: null, error: NUMBER_MESSAGES.integer });
    expect(typeKeys('1,5', 'integer')).toBe('1,5');
    expect(parseNumber('1,5', 'integer')).toEqual({ value: null, error: NUMBER_MESSAGES.integer });
  });

  it('regroups while digits are added or removed in a grouped number', () => {
    expect(typeNumber('7.900', '7.9000', 'integer')).toBe('79.000');
    expect(typeNumber('79.000', '7.000', 'integer')).toBe('7.000');
    expect(typeNumber('7.900', '7900', 'integer')).toBe('7.900'); // the dot comes back: it is the grouping
    expect(typeNumber('7.900', '7.90', 'integer')).toBe('790');
    expect(typeNumber('', '007', 'integer')).toBe('7');
  });

  it('reads a text put in place of another (paste, select-all and type) afresh', () => {
    expect(typeNumber('1.234', '16.5', 'integer')).toBe('16.5');
    expect(typeNumber('1.234,5', '5.5', 'decimal')).toBe('5.5');
    expect(typeNumber('1.234', '7900', 'integer')).toBe('7.900');
  });

  it('ignores letters; empty is no value', () => {
    expect(typeKeys('1a2b', 'integer')).toBe('12');
    expect(parseNumber('', 'integer')).toEqual({ value: null, error: null });
  });

  it('checks the range in Indonesian form', () => {
    expect(checkNumber('201', 'integer', { min: 0, max: 200 })).toEqual({ value: null, error: 'Maksimal 200.' });
    expect(checkNumber('16', 'integer', { min: 0, max: 200 }).value).toBe(16);
    expect(checkNumber('2.000.000', 'integer', { max: 1_000_000 }).error).toBe('Maksimal 1.000.000.');
  });
});

describe('decimal mode (kg in purchase, sale and adjustment)', () => {
  it('groups as typed; a dot is a thousands separator: "5.000" = 5000', () => {
    expect(typeKeys('5000', 'decimal')).toBe('5.000');
    expect(typeKeys('5.000', 'decimal')).toBe('5.000');
    expect(parseNumber('5.000', 'decimal').value).toBe(5000);
  });

  it('a comma starts the decimals: "1.234,5" = 1234.5 (was rounded to 1.235)', () => {
    expect(typeKeys('1.234,5', 'decimal')).toBe('1.234,5');
    expect(typeKeys('1234,5', 'decimal')).toBe('1.234,5');
    expect(parseNumber('1.234,5', 'decimal')).toEqual({ value: 1234.5, error: null });
    expect(parseNumber('0,125', 'decimal').value).toBe(0.125);
    expect(parseNumber('12,', 'decimal').value).toBe(12);
  });

  it('does not take a decimal beyond those the field keeps', () => {
    expect(typeNumber('40.000,12', '40.000,129', 'decimal', 2)).toBe('40.000,12');
    expect(typeNumber('82,125', '82,1256', 'entry', 3)).toBe('82,125');
  });

  it('refuses a dot used as a decimal point and more than 3 decimals', () => {
    expect(parseNumber('5.5', 'decimal')).toEqual({ value: null, error: NUMBER_MESSAGES.decimal });
    expect(parseNumber('1,2345', 'decimal')).toEqual({ value: null, error: 'Maksimal 3 angka di belakang koma.' });
    expect(parseNumber('1,2,3', 'decimal').error).toBe(NUMBER_MESSAGES.decimal);
  });

  it('purchase: "5.000" kg at "7.900" Rp/kg is Rp 39.500.000 (was "Rp 40")', () => {
    const kg = parseNumber(typeKeys('5.000', 'decimal'), 'decimal').value!;
    const price = parseNumber(typeKeys('7.900', 'integer'), 'integer').value!;
    expect(formatNumberText(kg * price, 'integer')).toBe('39.500.000');
  });

  it('shows a saved value in the same form', () => {
    expect(formatNumberText(1234.5, 'decimal')).toBe('1.234,5');
    expect(formatNumberText(5000, 'decimal')).toBe('5.000');
    expect(settleNumber('1.234,', 'decimal')).toBe('1.234');
    expect(settleNumber('5.5', 'decimal')).toBe('5.5'); // refused text stays for the person to fix
  });
});

describe('entry mode (daily feed and egg grids, spec part 1 §5)', () => {
  it('takes a comma or a dot as the decimal separator and nothing else', () => {
    expect(parseNumber('12.5', 'entry').value).toBe(12.5);
    expect(parseNumber('12,5', 'entry').value).toBe(12.5);
    expect(parseNumber('1,5', 'entry').value).toBe(1.5);
    expect(typeKeys('12a,5,7x', 'entry')).toBe('12,57');
  });

  it("reads '1.234,5' (thousands dots, decimal comma) as well as '1234,5' and '1234.5'", () => {
    for (const text of ['1.234,5', '1234,5', '1234.5']) expect(parseNumber(text, 'entry')).toEqual({ value: 1234.5, error: null });
    expect(parseNumber('12.345.678,125', 'entry').value).toBe(12345678.125);
    // Typed key by key and pasted whole, the grouped form is taken as it is.
    expect(typeKeys('1.234,5', 'entry')).toBe('1.234,5');
    expect(typeNumber('', '1.234,56', 'entry', 3)).toBe('1.234,56');
    expect(settleNumber('1.234,5', 'entry')).toBe('1234,5');
    // A lone dot stays a decimal point (1,234 kg); dots that do not group thousands are refused, never read as 1234.
    expect(parseNumber('1.234', 'entry').value).toBe(1.234);
    expect(parseNumber('12.34,5', 'entry')).toEqual({ value: null, error: 'Isi angka; koma atau titik untuk desimal (contoh 12,5).' });
    expect(parseNumber('1.234.5', 'entry').value).toBeNull();
    expect(parseNumber('1.234,5678', 'entry')).toEqual({ value: null, error: 'Maksimal 3 angka di belakang koma.' });
  });

  it('keeps 3 decimals for feed kg', () => {
    expect(parseNumber('82,125', 'entry').value).toBe(82.125);
    expect(parseNumber('82,1256', 'entry')).toEqual({ value: null, error: 'Maksimal 3 angka di belakang koma.' });
  });

  it('shows the Indonesian form with a comma once the field is left, without grouping', () => {
    expect(settleNumber('12.5', 'entry')).toBe('12,5');
    expect(settleNumber('82.125', 'entry')).toBe('82,125');
    expect(settleNumber('1234.5', 'entry')).toBe('1234,5');
    expect(settleNumber('7.', 'entry')).toBe('7');
  });

  it('arrow keys step kg by 0.01 and counts by 1, never below 0', () => {
    expect(stepNumber('12,5', 'entry', 0.01, 1)).toBe('12,51');
    expect(stepNumber('0,005', 'entry', 0.01, -1)).toBe('0');
    expect(stepNumber('', 'entry', 0.01, 1)).toBe('0,01');
    expect(stepNumber('1.234', 'integer', 1, 1)).toBe('1.235');
    expect(stepNumber('0', 'integer', 1, -1)).toBe('0');
  });
});

describe('caret after regrouping', () => {
  it('stays after the same digits', () => {
    // '7900|' typed → '7.900|'
    expect(caretAfterRegroup('7900', 4, '7.900')).toBe(5);
    // '1|234' → '1|.234' : after one digit
    expect(caretAfterRegroup('1234', 1, '1.234')).toBe(1);
    expect(caretAfterRegroup('', 0, '')).toBe(0);
  });
});

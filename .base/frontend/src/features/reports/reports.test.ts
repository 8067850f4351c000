import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from '../../lib/format';
import {
  csvFileName,
  defaultReportRange,
  feedReportCsv,
  productionReportCsv,
  type FeedReportRow,
  type ProductionReportRow,
} from './reports';

const feedRows: FeedReportRow[] = [
  { tanggal: '2025-04-01', tingkat_id: 7, lokasi: 'Jalur 1 / Kanan / T1', populasi: 1000, kematian: 0, usia: 30, pakan: 110, feed_intake: 110 },
  { tanggal: '2025-04-02', tingkat_id: 9, lokasi: 'Jalur 1 / Kiri, "lama" / T1', populasi: 0, kematian: 2, usia: null, pakan: 5, feed_intake: null },
];

const prodRow: ProductionReportRow = {
  tanggal: '2025-04-01', bagian_id: 3, lokasi: 'Jalur 1 / Kanan', usia: 26, populasi: 1500, kematian: 1,
  kg_telur: 55, butir_telur: 900, avg_telur_gram: 61.11, total_pakan: 167.3, fi: 111.53, fcr: 3.042, prod_persen: 60,
};

describe('report CSV', () => {
  it('writes the 8 feed columns of part 1 §9, quoting text with commas or quotes and leaving null empty', () => {
    expect(feedReportCsv(feedRows)).toBe(
      'tanggal,tingkat_id,lokasi,populasi,kematian,usia,pakan(kg),feed_intake(g/ekor)\r\n' +
        '2025-04-01,7,Jalur 1 / Kanan / T1,1000,0,30,110,110\r\n' +
        '2025-04-02,9,"Jalur 1 / Kiri, ""lama"" / T1",0,2,,5,\r\n',
    );
  });

  it('writes the 13 production columns in the order of the production report row', () => {
    const [header, line] = productionReportCsv([prodRow]).split('\r\n');
    expect(header.split(',')).toEqual([
      'tanggal', 'bagian_id', 'lokasi', 'usia', 'populasi', 'kematian', 'kg_telur', 'butir_telur', 'avg_telur_gram', 'total_pakan', 'fi', 'fcr', 'prod_persen',
    ]);
    expect(line).toBe('2025-04-01,3,Jalur 1 / Kanan,26,1500,1,55,900,61.11,167.3,111.53,3.042,60');
    expect(productionReportCsv([])).toBe(`${header}\r\n`);
  });

  it('keeps a location named like a formula as text and names the file after the range', () => {
    const [, line] = feedReportCsv([{ ...feedRows[0], lokasi: '=1+2', kematian: -1 }]).split('\r\n');
    expect(line).toBe("2025-04-01,7,'=1+2,1000,-1,30,110,110");
    expect(csvFileName('produksi', '2025-04-01', '2025-04-30')).toBe('laporan-produksi_2025-04-01_2025-04-30.csv');
  });
});

describe('report formats', () => {
  it('shows numbers in the Indonesian locale, null as "-", dates as dd/mm/yyyy', () => {
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatNumber(167.3, 3)).toBe('167,300');
    expect(formatNumber(null, 2)).toBe('-');
    expect(formatDate('2025-04-01')).toBe('01/04/2025');
  });

  it('defaults to the last 7 days up to today', () => {
    const r = defaultReportRange(dayjs('2025-04-10'));
    expect([r.start.format('YYYY-MM-DD'), r.end.format('YYYY-MM-DD')]).toEqual(['2025-04-04', '2025-04-10']);
  });
});

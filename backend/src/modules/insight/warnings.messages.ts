import { addDays, displayDay } from '../../common/dates/farm-day';
import { WarningRule } from './dto/warnings.dto';
import { WarningRow } from './warnings.rows';

/** Name of each rule as the panel shows it. */
export const RULE_TITLES: Record<WarningRule, string> = {
  hd_rendah: 'HD di bawah standar',
  berat_telur: 'Berat telur di luar standar',
  konsumsi_turun: 'Konsumsi pakan turun',
  kematian_harian: 'Kematian harian tinggi',
  kematian_mingguan: 'Kematian mingguan tinggi',
  stok_pakan: 'Stok pakan hampir habis',
  input_pakan_kosong: 'Input pakan kemarin kosong',
  input_telur_kosong: 'Input telur kemarin kosong',
};

/** Unit of value and limit per rule. */
export const RULE_UNITS: Record<WarningRule, string> = {
  hd_rendah: '%',
  berat_telur: 'g',
  konsumsi_turun: 'g/ekor',
  kematian_harian: '%',
  kematian_mingguan: '%',
  stok_pakan: 'hari',
  input_pakan_kosong: '',
  input_telur_kosong: '',
};

const formats = new Map<number, Intl.NumberFormat>();
/** A number in the Indonesian way with exactly `decimals` decimals ('78,1', '1.500'). */
export function idNumber(n: number | string, decimals = 0): string {
  let f = formats.get(decimals);
  if (!f) formats.set(decimals, (f = new Intl.NumberFormat('id-ID', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return f.format(Number(n));
}

const plain = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 });
/** A threshold as typed: no trailing zeros ('3', '0,1', '2,5'). */
export const idPlain = (n: number | string): string => plain.format(Number(n));

/** The thresholds a message quotes. */
export interface MessageSettings {
  hd_selisih_poin: number;
  hd_hari: number;
  konsumsi_turun_persen: number;
  berat_telur_hari: number;
  berat_telur_toleransi_g: number;
}

/** The Indonesian explanation of a row of the warnings statement (WarningsService.warnings), with its numbers; `date` is the day D. */
export function warningMessage(r: WarningRow, s: MessageSettings, date: string): string {
  const num = (v: string | null, d = 1) => idNumber(v ?? 0, d);
  const yesterday = displayDay(addDays(date, -1));
  switch (r.rule) {
    case 'hd_rendah':
      return `HD ${num(r.value)} % di bawah batas bawah standar ${num(r.ref)} % lebih dari ${idPlain(s.hd_selisih_poin)} poin selama ${s.hd_hari} hari`;
    case 'berat_telur': {
      const low = Number(r.value) < Number(r.bound);
      return `Berat telur rata-rata ${num(r.value)} g ${low ? 'di bawah' : 'di atas'} standar ${num(r.ref)} g (batas ${num(r.bound)} g, toleransi ${idPlain(s.berat_telur_toleransi_g)} g) selama ${s.berat_telur_hari} hari`;
    }
    case 'konsumsi_turun': {
      const drop = r.ref && Number(r.ref) > 0 ? ((Number(r.ref) - Number(r.value)) / Number(r.ref)) * 100 : 0;
      return `Konsumsi pakan ${num(r.value)} g/ekor turun ${idNumber(drop, 1)} % dari rata-rata 7 hari ${num(r.ref)} g/ekor (batas turun ${idPlain(s.konsumsi_turun_persen)} %)`;
    }
    case 'kematian_harian':
      return `Kematian ${idNumber(r.deaths ?? 0)} ekor hari ini = ${num(r.value, 3)} % dari ${idNumber(r.birds ?? 0)} ekor, di atas batas harian ${idPlain(r.bound ?? 0)} %`;
    case 'kematian_mingguan':
      return `Kematian 7 hari ${idNumber(r.deaths ?? 0)} ekor = ${num(r.value, 3)} % dari ${idNumber(r.birds ?? 0)} ekor, di atas batas mingguan ${idPlain(r.bound ?? 0)} %`;
    case 'input_pakan_kosong':
      return `Belum ada input pakan untuk kemarin (${yesterday}) padahal ada ${idNumber(r.birds ?? 0)} ekor`;
    case 'input_telur_kosong':
      return `Belum ada input telur untuk kemarin (${yesterday}) padahal ada ${idNumber(r.birds ?? 0)} ekor`;
    case 'stok_pakan':
      return '';
  }
}

/** The feed stock message: stock kg, days it lasts, mean use per day (kg), the limit in days. */
export function stockMessage(stockKg: number, days: number, meanKg: number, limit: number): string {
  if (stockKg <= 0) return `Stok pakan habis (${idNumber(Math.max(stockKg, 0), 1)} kg); rata-rata pemakaian ${idNumber(meanKg, 1)} kg/hari`;
  return `Stok pakan ${idNumber(stockKg, 1)} kg cukup untuk ${days} hari (rata-rata pemakaian ${idNumber(meanKg, 1)} kg/hari), batas ${limit} hari`;
}

/** The feed stock message of one item (run-out per item): its stock and use per day in its unit (decimal strings), the days it lasts, the limit in days. */
export function itemStockMessage(i: { name: string; unit: string; qty: string; use_per_day: string; days_left: number | null }, limit: number): string {
  const qty = Number(i.qty);
  const use = `pemakaian ${idNumber(Number(i.use_per_day), 1)} ${i.unit}/hari`;
  if (qty <= 0) return `Stok ${i.name} habis (${idNumber(Math.max(qty, 0), 1)} ${i.unit}); ${use}`;
  return `Stok ${i.name} ${idNumber(qty, 1)} ${i.unit} cukup untuk ${i.days_left ?? 0} hari (${use}), batas ${limit} hari`;
}

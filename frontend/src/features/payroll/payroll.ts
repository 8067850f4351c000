/**
 * Gaji ABK (/gaji, issue #40 'Wages'): the form of a wage slip and of the payment of an owed one,
 * their checks and requests, the totals of the slips shown in integer cents, and the payslip's
 * WhatsApp text.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { api, send, type Schemas } from '../../api/client';
import { formatDate } from '../../lib/format';
import { at, type FormProblem } from '../../lib/form-problem';
import { centsOf, centsRupiah, toCents } from '../../lib/money';

export type Slip = Schemas['PayrollSlipDto'];
export type SlipBody = Schemas['PayrollBodyDto'];
export type SlipPayBody = Schemas['PayrollPayDto'];

export const PAYROLL_TEXT = {
  load: 'Gagal memuat slip gaji.',
  add: 'Gagal menyimpan slip gaji.',
  added: 'Slip gaji disimpan.',
  pay: 'Gagal membayar gaji.',
  paid: 'Gaji dibayar.',
  abk: 'Pilih ABK.',
  period: 'Periode harus bulan (MM/YYYY).',
  date: 'Tanggal wajib diisi',
  gross: 'Gaji kotor harus lebih dari 0.',
  deductions: 'Potongan tidak boleh melebihi gaji kotor.',
} as const;

export const METHOD_LABELS: Record<Slip['method'], string> = { cash: 'Tunai', transfer: 'Transfer', hutang: 'Belum dibayar (hutang)' };

/** Cents of a decimal string from the server (0 when unreadable). */
export const cents = (decimal: string | null | undefined): number => centsOf(decimal) ?? 0;

/** 'MM/YYYY' of a period 'YYYY-MM'. */
export const periodLabel = (period: string): string => `${period.slice(5, 7)}/${period.slice(0, 4)}`;

/** Σ gross, deductions and net of the slips shown (cents). */
export function slipTotals(rows: readonly Slip[]): { gross: number; deductions: number; net: number } {
  const sum = (f: (s: Slip) => string) => rows.reduce((t, s) => t + cents(f(s)), 0);
  return { gross: sum((s) => s.gross), deductions: sum((s) => s.deductions), net: sum((s) => s.net) };
}

/** What the slip modal holds. */
export interface SlipForm {
  abk: string;
  /** MM/YYYY as typed. */
  period: string;
  tanggal: Dayjs | null;
  gross: string;
  deductions: string;
  method: Slip['method'];
  note: string;
}

/** A new slip: this month, today, cash. */
export const slipForm = (today: Dayjs = dayjs()): SlipForm => ({ abk: '', period: today.format('MM/YYYY'), tanggal: today.startOf('day'), gross: '', deductions: '0', method: 'cash', note: '' });

/** 'YYYY-MM' of a typed 'MM/YYYY' (or 'M/YYYY'), else null. */
export function periodOf(text: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12 || Number(m[2]) < 2000) return null;
  return `${m[2]}-${m[1].padStart(2, '0')}`;
}

/** First problem of the slip form, else null. */
export function validateSlipForm(f: SlipForm): FormProblem<SlipForm> {
  if (!f.abk) return at('abk', PAYROLL_TEXT.abk);
  if (!periodOf(f.period)) return at('period', PAYROLL_TEXT.period);
  if (!f.tanggal || !f.tanggal.isValid()) return at('tanggal', PAYROLL_TEXT.date);
  const gross = toCents(f.gross);
  if (gross === null || gross <= 0) return at('gross', PAYROLL_TEXT.gross);
  const deductions = toCents(f.deductions);
  if (deductions === null || deductions < 0 || deductions > gross) return at('deductions', PAYROLL_TEXT.deductions);
  return null;
}

/** Body of POST /api/payroll of a valid form. */
export const slipBody = (f: SlipForm): SlipBody => ({
  abk_id: Number(f.abk),
  period: periodOf(f.period)!,
  date: f.tanggal!.format('YYYY-MM-DD'),
  gross: toCents(f.gross)! / 100,
  deductions: (toCents(f.deductions) ?? 0) / 100,
  method: f.method,
  note: f.note.trim() || null,
});

/** The payslip as a WhatsApp text. */
export function slipText(s: Slip, farm?: string | null): string {
  return [
    `*Slip Gaji*${farm ? ` ${farm}` : ''}`,
    `Nama: ${s.abk_name}`,
    `Periode: ${periodLabel(s.period)} (tanggal ${formatDate(s.date)})`,
    `Gaji kotor: ${centsRupiah(cents(s.gross))}`,
    `Potongan: ${centsRupiah(cents(s.deductions))}`,
    `*Gaji bersih: ${centsRupiah(cents(s.net))}*`,
    s.status === 'lunas' ? `Dibayar ${s.method === 'hutang' ? formatDate(s.paid_date) : METHOD_LABELS[s.method].toLowerCase()}` : 'Belum dibayar',
  ].join('\n');
}

export const addSlip = (body: SlipBody) => send(api.POST('/api/payroll', { body }));
export const paySlip = ({ id, body }: { id: number; body: SlipPayBody }) => send(api.POST('/api/payroll/{id}/pay', { params: { path: { id } }, body }));

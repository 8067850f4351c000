import { HttpStatus, UnprocessableEntityException } from '@nestjs/common';
import { fieldError } from '../../common/errors/validation';
import { rupiahText } from '../../common/money';

/** One rupiah in cents: monthly depreciation is rounded down to whole rupiah. */
const RUPIAH = 100n;

/** 'YYYY-MM' of a day 'YYYY-MM-DD'. */
export const periodOf = (day: string): string => day.slice(0, 7);

/** 'MM/YYYY' of a period 'YYYY-MM', for messages. */
export const displayPeriod = (period: string): string => `${period.slice(5, 7)}/${period.slice(0, 4)}`;

/** Last day 'YYYY-MM-DD' of a period 'YYYY-MM' (leap years included). */
export function lastDayOf(period: string): string {
  const [y, m] = period.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${period}-${String(days).padStart(2, '0')}`;
}

/**
 * Month of an asset's life that `period` is: 1 for the month of its purchase date, 2 for the next…
 * (0 or less: before it was bought).
 */
export function lifeMonth(purchaseDate: string, period: string): number {
  const [py, pm] = purchaseDate.split('-').map(Number);
  const [y, m] = period.split('-').map(Number);
  return (y - py) * 12 + (m - pm) + 1;
}

/**
 * Straight-line depreciation of month `month` (1 … life) of an asset (issue #40 'Houses, cages and
 * equipment'), cents: (cost − residual) / life rounded down to whole rupiah for every month but the
 * last, which takes the rest, so the months add up to cost − residual exactly. 0 outside 1 … life.
 * 1,000,000 over 3 months: 333,333 / 333,333 / 333,334; 30,000,000 over 60: 500,000 each.
 */
export function depreciationOf(costCents: bigint, residualCents: bigint, life: number, month: number): bigint {
  if (month < 1 || month > life) return 0n;
  const base = costCents - residualCents;
  const monthly = (base / BigInt(life) / RUPIAH) * RUPIAH;
  return month < life ? monthly : base - monthly * BigInt(life - 1);
}

/** Monthly depreciation of the months before the last (cents). */
export const monthlyDepreciation = (costCents: bigint, residualCents: bigint, life: number): bigint => depreciationOf(costCents, residualCents, life, 1);

/**
 * The day a period's depreciation is booked: the period's last day, or `today` while the period is
 * the current month (a journal is never dated in the future). 422 'Periode MM/YYYY belum dimulai.'
 * for a period after today's month.
 */
export function depreciationDate(period: string, today: string): string {
  if (period > periodOf(today)) throw fieldError(HttpStatus.UNPROCESSABLE_ENTITY, 'period', `Periode ${displayPeriod(period)} belum dimulai.`);
  const last = lastDayOf(period);
  return last < today ? last : today;
}

/** An asset as its disposal needs it (cents). */
export interface DisposalInput {
  cost: bigint;
  accumulated: bigint;
  price: bigint;
}

/**
 * The disposal's result (issue #40): book value = cost − accumulated depreciation; the price above
 * it is a gain (Laba Pelepasan Aset), below it a loss (Rugi Pelepasan Aset). Cents; `gain` negative
 * for a loss.
 */
export function disposalResult(d: DisposalInput): { book: bigint; gain: bigint } {
  const book = d.cost - d.accumulated;
  return { book, gain: d.price - book };
}

/** What a disposal checks against the asset: 422 with the message when refused. */
export interface DisposalCheck {
  date: string;
  purchaseDate: string;
  disposed: boolean;
  /** Last period depreciated ('YYYY-MM'), null when never. */
  lastPeriod: string | null;
}

/**
 * Disposal refusals (422): 'Aset sudah dilepas.'; 'Tanggal pelepasan tidak boleh sebelum tanggal beli
 * (dd/mm/yyyy).'; 'Aset sudah disusutkan sampai MM/YYYY: tanggal pelepasan paling awal bulan itu.'
 * (depreciation already posted for a month after the disposal's).
 */
export function checkDisposal(c: DisposalCheck): void {
  if (c.disposed) throw new UnprocessableEntityException('Aset sudah dilepas.');
  if (c.date < c.purchaseDate) {
    const [y, m, d] = c.purchaseDate.split('-');
    throw fieldError(HttpStatus.UNPROCESSABLE_ENTITY, 'date', `Tanggal pelepasan tidak boleh sebelum tanggal beli (${d}/${m}/${y}).`);
  }
  if (c.lastPeriod && c.lastPeriod > periodOf(c.date)) {
    throw fieldError(HttpStatus.UNPROCESSABLE_ENTITY, 'date', `Aset sudah disusutkan sampai ${displayPeriod(c.lastPeriod)}: tanggal pelepasan paling awal bulan itu.`);
  }
}

/** The purchase figures of an asset (cents) that its journal and depreciation depend on. */
export interface AssetTerms {
  date: string;
  cost: bigint;
  residual: bigint;
  life: number;
  method: string;
  bank_account_id: number | null;
}

/** True when an edit changes what the purchase posted or how the asset depreciates. */
export const termsChanged = (a: AssetTerms, b: AssetTerms): boolean =>
  a.date !== b.date || a.cost !== b.cost || a.residual !== b.residual || a.life !== b.life || a.method !== b.method || a.bank_account_id !== b.bank_account_id;

/**
 * 400 'Nilai sisa harus lebih kecil dari harga beli (Rp …).' unless 0 ≤ residual < cost (the
 * depreciable base is positive).
 */
export function checkResidual(cost: bigint, residual: bigint): void {
  if (residual >= cost) throw fieldError(HttpStatus.BAD_REQUEST, 'residual_value', `Nilai sisa harus lebih kecil dari harga beli (${rupiahText(cost)}).`);
}

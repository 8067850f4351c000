/**
 * Month close (tutup buku; docs/adr/0016-month-close.md): nothing that posts to the books may be
 * dated on or before the farm's lock date. The server answers 422 with {@link closedPeriodMessage};
 * the screens stop their date pickers at the first open day and show the same sentence.
 */
import dayjs, { type Dayjs } from 'dayjs';

/** 'Periode sampai dd/mm/yyyy sudah ditutup.' for the lock date `lockDate` (YYYY-MM-DD), as the server says it. */
export const closedPeriodMessage = (lockDate: string): string => `Periode sampai ${dayjs(lockDate).format('DD/MM/YYYY')} sudah ditutup.`;

/** 'Buku ditutup sampai dd/mm/yyyy' (the Tutup Buku card), or that nothing is closed. */
export const lockStatusText = (lockDate: string | null): string =>
  lockDate ? `Buku ditutup sampai ${dayjs(lockDate).format('DD/MM/YYYY')}` : 'Belum ada periode yang ditutup';

/** The first day a document may be dated: lock date + 1 (null when nothing is closed). */
export const firstOpenDay = (lockDate: string | null | undefined): Dayjs | null => (lockDate ? dayjs(lockDate).add(1, 'day') : null);

/** True when `day` lies on or before the lock date (a closed day). */
export const isClosedDay = (day: Dayjs | string | null | undefined, lockDate: string | null | undefined): boolean =>
  !!day && !!lockDate && !dayjs(day).isAfter(dayjs(lockDate), 'day');

/** The later of `min` and the first open day: the earliest day a posting form offers. */
export const openMinDate = (lockDate: string | null | undefined, min?: Dayjs): Dayjs | undefined => {
  const open = firstOpenDay(lockDate);
  if (!open) return min;
  return min && min.isAfter(open, 'day') ? min : open;
};

/** Last day of the month of `month` (any day in it), YYYY-MM-DD: what "close up to the end of a month" sends. */
export const monthEndOf = (month: Dayjs): string => month.endOf('month').format('YYYY-MM-DD');

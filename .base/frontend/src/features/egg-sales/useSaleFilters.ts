/**
 * The filters of the sale history (part 2 §2): the date range (13 days back to today by default),
 * the customer and the payment method, and the query of the list and its totals they stand for.
 */
import { useState } from 'react';
import { rangeDays, type DateRange } from '../../components/DateRangeFilter';
import { defaultHistoryRange, type SaleMethod } from './egg-sales';

/** The chosen filters; '' = every customer / every method. */
export interface SaleFilterValues {
  range: DateRange;
  customerId: number | '';
  payment: '' | SaleMethod;
}

/** The query of /api/egg-sales/list and /list/totals: days as 'YYYY-MM-DD', filters left out when '' (all). */
export interface SaleHistoryQuery {
  from: string | undefined;
  to: string | undefined;
  customer_id: number | undefined;
  payment: SaleMethod | undefined;
}

/**
 * The query of the filters; `ready` is false while a date of the range is missing or invalid (then
 * nothing is requested).
 */
export function historyQuery({ range, customerId, payment }: SaleFilterValues): { ready: boolean; query: SaleHistoryQuery } {
  const { start: from, end: to } = rangeDays(range);
  return {
    ready: !!from && !!to,
    query: { from, to, customer_id: customerId === '' ? undefined : customerId, payment: payment || undefined },
  };
}

/** The filters' state and setters, with the query they stand for. */
export interface SaleFilters extends SaleFilterValues {
  setRange: (range: DateRange) => void;
  setCustomerId: (customerId: number | '') => void;
  setPayment: (payment: '' | SaleMethod) => void;
  ready: boolean;
  query: SaleHistoryQuery;
}

/** The history's filters, kept in the screen's state (they start at the default range each visit). */
export function useSaleFilters(): SaleFilters {
  const [range, setRange] = useState<DateRange>(() => defaultHistoryRange());
  const [customerId, setCustomerId] = useState<number | ''>('');
  const [payment, setPayment] = useState<'' | SaleMethod>('');
  return { range, customerId, payment, setRange, setCustomerId, setPayment, ...historyQuery({ range, customerId, payment }) };
}

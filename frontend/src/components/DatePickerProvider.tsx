import type { ReactNode } from 'react';
import { PICKERS_LOCALE_ID } from '../lib/mui-x-locale';

/** Date format shown in every picker. */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** Indonesian texts of the MUI X date and time pickers (the package ships none): every key. */
export const PICKER_LOCALE_TEXT = PICKERS_LOCALE_ID;

/**
 * Marks the part of a screen that holds date inputs. The date input (components/DateInput) is a
 * plain text box with a dd/mm/yyyy mask; only its calendar uses MUI X, and brings the localization
 * (dayjs 'id', Indonesian texts) with it when first opened (docs/adr/0028-delivery-budgets-and-chunks.md).
 * So this renders its children as they are and costs a screen no MUI X code. Another MUI X picker
 * (a time picker) sits in `PickersLocalization`.
 */
export function DatePickerProvider({ children }: { children: ReactNode }) {
  return children;
}

/**
 * A form's problems found before sending (components/useDialogForm). Apart from the hook so that the rules
 * of a feature (its `*.ts` checks) do not bring react-hook-form into the page before a dialog opens.
 */
import type { FieldValues, Path } from 'react-hook-form';

/** A problem of the form found before sending: a message at a field, a message for the whole form, or none. */
export type FormProblem<F extends FieldValues> = { field: Path<F>; message: string } | string | null;

/** A problem at `field` (e.g. `at('qty', 'Qty wajib diisi')`). */
export const at = <F extends FieldValues>(field: Path<F>, message: string): FormProblem<F> => ({ field, message });

/**
 * The one way a dialog holds its form (react-hook-form): the values of the dialog's target,
 * taken again each time the dialog opens (no effect resets state), the client-side check with
 * its message at the field it is about, and a server refusal shown under the field the server
 * names (`field` of its answer) or, for any other, at the top of the dialog.
 *
 * ```tsx
 * const { control, dialog, submit, onServerError } = useDialogForm({ values: customerForm(target), check: customerProblem });
 * const add = useApiMutation(addCustomer, { fallback, onSuccess, onError: onServerError });
 * <FormDialog open={!!target} {...dialog} onSubmit={submit((f) => add.trigger(customerBody(f)))} …>
 *   <FormTextField control={control} name="name" label="Nama pelanggan" />
 * ```
 */
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/client';
import type { FormProblem } from '../lib/form-problem';

export { at, type FormProblem } from '../lib/form-problem';

export interface DialogFormOptions<F extends FieldValues> {
  /** The form's values for the current target (computed on each render; taken when the dialog opens). */
  values: F;
  /** The client-side check, run on submit and, after a failed submit, on each change: the first problem or null. */
  check?: (values: F) => FormProblem<F>;
  /** Instead of `check`, where the spec names every field at fault at once: all the problems, each at its field. */
  checkAll?: (values: F) => FormProblem<F>[];
  /** Body fields of the server whose form field has another name, e.g. `{ price_per_kg: 'price' }`. */
  serverFields?: Partial<Record<string, Path<F>>>;
  /**
   * The values arrive after the dialog opens (a request's answer, e.g. the sale being edited): the
   * form also takes them whenever they change (react-hook-form's `values`, compared deeply — they
   * must come out the same while nothing changed, so no `dayjs()` of the moment in them).
   */
  follow?: boolean;
}

export interface DialogForm<F extends FieldValues> extends UseFormReturn<F> {
  /** Spread on FormDialog: `onOpen` (the target's values, no error left) and the top `error`. */
  dialog: { onOpen: () => void; error: string | null };
  /** FormDialog's `onSubmit`: runs the check, then `save(values)` when it passes. */
  submit: (save: (values: F) => unknown) => () => void;
  /** `onError` of `useApiMutation`: the message under the refused field when the form shows it, else at the top. */
  onServerError: (message: string, arg: unknown, error: unknown) => void;
  /** Shows `message` at the top of the dialog (null clears it). */
  setTopError: (message: string | null) => void;
}

/** A resolver over a check: each problem at its field, a message for the whole form as the root error. */
function resolverOf<F extends FieldValues>({ check, checkAll }: Pick<DialogFormOptions<F>, 'check' | 'checkAll'>): Resolver<F> {
  return (values) => {
    const found = checkAll ? checkAll(values) : [check?.(values) ?? null];
    const problems = found.filter((p): p is NonNullable<FormProblem<F>> => p !== null);
    if (!problems.length) return { values, errors: {} };
    const errors = Object.fromEntries(problems.map((p) => (typeof p === 'string' ? ['root', { type: 'check', message: p }] : [p.field, { type: 'check', message: p.message }])));
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}

/** The form of a dialog; see the module comment. */
export function useDialogForm<F extends FieldValues>({ values, check, checkAll, serverFields, follow = false }: DialogFormOptions<F>): DialogForm<F> {
  const form = useForm<F>({ defaultValues: values as DefaultValues<F>, values: follow ? values : undefined, resolver: resolverOf({ check, checkAll }) });
  const [topError, setTopError] = useState<string | null>(null);
  // A field of the form; a path into a list (`lines.1.qty_kg`) is not one: the server counts only the
  // lines sent, which need not be the form's lines (map such a path with `serverFields` to show it).
  const shown = (field: string): field is Path<F> => !/\.\d+(\.|$)/.test(field) && Object.prototype.hasOwnProperty.call(values, field.split('.')[0]);

  const onServerError = (message: string, _arg: unknown, error: unknown) => {
    const sent = error instanceof ApiError ? error.field : null;
    const field = sent === null ? null : (serverFields?.[sent] ?? sent);
    if (field !== null && shown(field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
    else setTopError(message);
  };
  const submit = (save: (values: F) => unknown) => () => {
    setTopError(null);
    void form.handleSubmit(async (checked) => {
      await save(checked);
    })();
  };
  return {
    ...form,
    dialog: {
      onOpen: () => {
        form.reset(values);
        setTopError(null);
      },
      error: topError ?? form.formState.errors.root?.message ?? null,
    },
    submit,
    onServerError,
    setTopError,
  };
}

/**
 * Payment methods as people read them (issue #11): the stored values stay `cash`, `transfer` and
 * `piutang` (the API's), every screen shows Tunai, Transfer and Piutang through this one map; a
 * purchase owed to a supplier is `credit`, shown Kredit (issue #37).
 */
export const PAYMENT_METHOD_LABELS = {
  cash: 'Tunai',
  transfer: 'Transfer',
  piutang: 'Piutang',
} as const;

/** A purchase's methods (feed purchases, issue #37): paid at once, or on credit from its supplier (hutang). */
export const PURCHASE_METHOD_LABELS = { cash: 'Tunai', transfer: 'Transfer', credit: 'Kredit' } as const;
export type PurchaseMethod = keyof typeof PURCHASE_METHOD_LABELS;

export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;

/** Label of a payment method; an unknown value is shown as it is, a missing one as '-'. */
export function paymentMethodLabel(value: string | null | undefined): string {
  if (!value) return '-';
  return ({ ...PAYMENT_METHOD_LABELS, ...PURCHASE_METHOD_LABELS } as Record<string, string>)[value] ?? value;
}

/** Choices of a payment method select, in the order of the map (optionally only some). */
export function paymentMethodOptions(only: readonly PaymentMethod[] = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[]) {
  return only.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));
}

/** Choices of a purchase's method select: Tunai, Transfer, Kredit. */
export const purchaseMethodOptions = () => (Object.keys(PURCHASE_METHOD_LABELS) as PurchaseMethod[]).map((value) => ({ value, label: PURCHASE_METHOD_LABELS[value] }));

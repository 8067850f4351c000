/** Kg for messages: 12,5 (Indonesian decimal comma, at most 3 decimals). */
export const kgText = (kg: number) => kg.toLocaleString('id-ID', { maximumFractionDigits: 3 });

/** Kg with exactly 2 decimals, Indonesian form (spec part 1 §9 display rule): 1.5 → '1,50', 1234.5 → '1.234,50'. */
export const kg2Text = (kg: number) => kg.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

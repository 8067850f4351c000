/** Kg for messages: 12,5 (Indonesian decimal comma, at most 3 decimals). */
export const kgText = (kg: number) => kg.toLocaleString('id-ID', { maximumFractionDigits: 3 });

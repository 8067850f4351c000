/** Feed quantities shown by more than one screen (spec part 1 §9, part 2 §9). */

/** One sack of feed is 50 kg. */
export const SACK_KG = 50;

/** Stock as whole sacks of 50 kg plus the remaining kg (3 decimals); negative stock gives 0 sacks and the negative kg. */
export function toSacks(stockKg: number): { sacks: number; remainderKg: number } {
  if (!Number.isFinite(stockKg) || stockKg <= 0) return { sacks: 0, remainderKg: Number.isFinite(stockKg) ? stockKg : 0 };
  const sacks = Math.floor((stockKg + 1e-9) / SACK_KG);
  return { sacks, remainderKg: Math.round((stockKg - sacks * SACK_KG) * 1000) / 1000 };
}

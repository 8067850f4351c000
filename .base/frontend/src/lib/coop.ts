/**
 * Coop locations as several screens show them: names in natural order (the
 * one collator of the frontend) and rows grouped per jalur.
 */
const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });

/** Compares two names in natural Indonesian order ('T2' before 'T10', case ignored), for `Array.prototype.sort`. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Rows grouped per jalur, in the order received (the API sends coop order). */
export function groupByJalur<T extends { jalur: string }>(rows: T[]): Array<{ jalur: string; rows: T[] }> {
  const groups: Array<{ jalur: string; rows: T[] }> = [];
  for (const r of rows) {
    const last = groups[groups.length - 1];
    if (last && last.jalur === r.jalur) last.rows.push(r);
    else groups.push({ jalur: r.jalur, rows: [r] });
  }
  return groups;
}

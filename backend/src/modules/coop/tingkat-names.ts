/**
 * Names of tingkat added in one step ('Tambah N tingkat', issue #36): T1…TN after the existing
 * ones. The next number follows the highest 'T<number>' already in the bagian (case-insensitive,
 * e.g. 't3' counts as 3); names of another form are left alone and do not count.
 */

/** Most tingkat one request may add to a bagian (bounded work per request). */
export const TINGKAT_BATCH_MAX = 100;

/** `n` names 'T<k>' following the highest 'T<number>' among `existing` (none: from T1). */
export function nextTingkatNames(existing: readonly string[], n: number): string[] {
  let top = 0;
  for (const name of existing) {
    const m = /^t\s*(\d{1,9})$/i.exec(name.trim());
    if (m) top = Math.max(top, Number(m[1]));
  }
  return Array.from({ length: n }, (_, i) => `T${top + 1 + i}`);
}

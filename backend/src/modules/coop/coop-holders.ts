/**
 * Tables whose rows hold a bagian or tingkat (feed, eggs, chicken movements…). A coop level whose
 * subtree is referenced by one of them cannot be deleted (409 naming what holds it). A feature
 * that records entries on a tingkat or bagian adds its table here.
 */
export interface CoopHolder {
  table: string;
  column: string;
  /** What the rows are, in Indonesian (e.g. 'data pemakaian pakan'). */
  label: string;
  level: 'tingkat' | 'bagian';
}

export const COOP_HOLDERS: CoopHolder[] = [];

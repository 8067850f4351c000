/** Marking occurrences (spec part 2 §3 Task execution, §4 Task occurrence, §6 abk rules). */
import { apiFetch } from '../../api/client';
import type { Role } from '../../lib/session';

export const EXECUTIONS_PATH = '/api/task-executions';
export type MarkStatus = 'DONE' | 'SKIPPED';

/** POST /api/task-executions; the calendar omits the status (DONE). */
export function markOccurrence(schedule_id: number, due_date: string, status?: MarkStatus) {
  return apiFetch(EXECUTIONS_PATH, { method: 'POST', body: status ? { schedule_id, due_date, status } : { schedule_id, due_date } });
}

/** Who may mark an occurrence of `date`: admin (and superadmin) any day, abk only `today`, others never. */
export function canMark(role: Role | '', date: string, today: string): boolean {
  if (role === 'admin' || role === 'superadmin') return true;
  return role === 'abk' && date === today;
}

/** True once an occurrence is DONE or SKIPPED (no more actions). */
export const isFinished = (status: string | null | undefined) => status === 'DONE' || status === 'SKIPPED';

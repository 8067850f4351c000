/** Marking occurrences (spec part 2 §3 Task execution, §4 Task occurrence, §6 abk rules). */
import { api, send, type Schemas } from '../../api/client';
import type { Role } from '../../lib/session';

export type MarkStatus = NonNullable<Schemas['ExecutionBodyDto']['status']>;

/** POST /api/task-executions; the calendar omits the status (DONE). */
export function markOccurrence(schedule_id: number, due_date: string, status?: MarkStatus) {
  const body: Schemas['ExecutionBodyDto'] = status ? { schedule_id, due_date, status } : { schedule_id, due_date };
  return send(api.POST('/api/task-executions', { body }));
}

/** Who may mark an occurrence of `date`: admin (and superadmin) any day, abk only `today`, others never. */
export function canMark(role: Role | '', date: string, today: string): boolean {
  if (role === 'admin' || role === 'superadmin') return true;
  return role === 'abk' && date === today;
}

/** True once an occurrence is DONE or SKIPPED (no more actions). */
export const isFinished = (status: string | null | undefined) => status === 'DONE' || status === 'SKIPPED';

/**
 * DELETE /api/task-executions/{id}: takes back a mark (Batalkan). The server allows it only to the
 * user who marked it, on the day it was marked (`can_undo` of the due item says so).
 */
export function undoExecution(id: number) {
  return send(api.DELETE('/api/task-executions/{id}', { params: { path: { id } } }));
}

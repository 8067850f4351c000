/** Marking occurrences (spec part 2 §3 Task execution, §4 Task occurrence, §6 abk rules). */
import { api, send, type Schemas } from '../../api/client';
import { ownedBy, sendOrQueue, type OutboxEntry, type OutboxSession, type SendOrQueued } from '../../data/outbox';
import type { Role } from '../../lib/session';
import type { TaskDueItem } from './types';

export type MarkStatus = NonNullable<Schemas['ExecutionBodyDto']['status']>;

/** The answer of a mark: the execution stored. */
export type Execution = Schemas['ExecutionDto'];

/**
 * POST /api/task-executions; the calendar omits the status (DONE). Without a connection the mark
 * waits in the outbox (ADR 0025, answer `queued`), named 'Tugas Beri pakan · selesai 27/11'.
 */
export function markOccurrence(schedule_id: number, due_date: string, status: MarkStatus | undefined, subTask: string): Promise<SendOrQueued<Execution>> {
  const body: Schemas['ExecutionBodyDto'] = status ? { schedule_id, due_date, status } : { schedule_id, due_date };
  const [, mm, dd] = due_date.split('-');
  const label = `Tugas ${subTask} · ${status === 'SKIPPED' ? 'dilewati' : 'selesai'} ${dd}/${mm}`;
  return sendOrQueue<Execution>({ kind: 'tugas', path: '/api/task-executions', route: '/tasks/today', day: due_date, body, label });
}

/** True when a mark of the occurrence waits in the outbox (of this user and farm). */
export function markWaiting(entries: readonly OutboxEntry[] | undefined, item: Pick<TaskDueItem, 'schedule_id' | 'due_date'>, session: OutboxSession | null): boolean {
  return !!entries?.some((e) => {
    if (e.kind !== 'tugas' || !ownedBy(e, session)) return false;
    const body = e.body as Schemas['ExecutionBodyDto'];
    return body.schedule_id === item.schedule_id && body.due_date === item.due_date;
  });
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

import { describe, expect, it, vi } from 'vitest';
import { db, type OutboxEntry } from '../../lib/outbox-db';
import { memberToken } from '../../test/tokens';
import { canMark, isFinished, markOccurrence, markWaiting } from './executions';

describe('who may mark an occurrence (spec part 2 §4, §6)', () => {
  it('lets admin mark any date, abk only today, viewer and reseller never', () => {
    expect(canMark('admin', '2025-06-01', '2025-06-02')).toBe(true);
    expect(canMark('superadmin', '2025-06-01', '2025-06-02')).toBe(true);
    expect(canMark('abk', '2025-06-02', '2025-06-02')).toBe(true);
    expect(canMark('abk', '2025-06-01', '2025-06-02')).toBe(false);
    expect(canMark('viewer', '2025-06-02', '2025-06-02')).toBe(false);
    expect(canMark('reseller', '2025-06-02', '2025-06-02')).toBe(false);
    expect(canMark('', '2025-06-02', '2025-06-02')).toBe(false);
  });

  it('treats DONE and SKIPPED as finished, anything else as pending', () => {
    expect([isFinished('DONE'), isFinished('SKIPPED'), isFinished('PENDING'), isFinished(null)]).toEqual([true, true, false, false]);
  });
});

describe('a mark made offline', () => {
  const session = { tenantId: '1', userId: '5', username: 'abk' };
  const entry = (userId: string, body: { schedule_id: number; due_date: string; status?: 'DONE' | 'SKIPPED' }): OutboxEntry => ({
    id: 1,
    key: 'k',
    tenantId: '1',
    userId,
    method: 'POST',
    path: '/api/task-executions',
    kind: 'tugas',
    body,
    label: 'Tugas Beri pakan · selesai 27/11',
    route: '/tasks/today',
    day: body.due_date,
    createdAt: '2026-11-27T00:00:00.000Z',
    state: 'waiting',
    error: null,
    conflicts: null,
    attempts: 0,
    sendingSince: null,
  });

  it('shows as waiting on its occurrence only, and only for the user who made it', () => {
    const item = { schedule_id: 7, due_date: '2026-11-27' };
    expect(markWaiting([entry('5', { ...item, status: 'SKIPPED' })], item, session)).toBe(true);
    expect(markWaiting([entry('5', { schedule_id: 7, due_date: '2026-11-26' })], item, session)).toBe(false);
    expect(markWaiting([entry('5', { schedule_id: 8, due_date: '2026-11-27' })], item, session)).toBe(false);
    expect(markWaiting([entry('6', item)], item, session)).toBe(false);
    expect(markWaiting(undefined, item, session)).toBe(false);
  });

  it('goes to the outbox without a connection, named for people', async () => {
    localStorage.setItem('token', memberToken('abk'));
    localStorage.setItem('tenant_id', '1');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const answer = await markOccurrence(7, '2026-11-27', 'SKIPPED', 'Beri pakan');
    expect(answer.queued).toBe(true);
    const [stored] = await db.outbox.toArray();
    expect(stored).toMatchObject({ kind: 'tugas', label: 'Tugas Beri pakan · dilewati 27/11', body: { schedule_id: 7, due_date: '2026-11-27', status: 'SKIPPED' } });
    vi.restoreAllMocks();
  });
});

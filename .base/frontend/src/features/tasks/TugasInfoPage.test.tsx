import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

afterEach(() => vi.unstubAllGlobals());

describe('Tugas Info for every role', () => {
  it.each(['abk', 'viewer', 'reseller'])('a %s filters the done tasks by the main tasks of the farm', async (role) => {
    localStorage.setItem('token', memberToken(role));
    localStorage.setItem('tenant_id', '1');
    const calls = mockFetch({
      'GET /api/calendar/week': { body: { start: '2025-06-02', end: '2025-06-08', items: [] } satisfies Schemas['CalendarWeekDto'] },
      'GET /api/tasks/executions/list': { body: [] satisfies Schemas['ExecutionListRowDto'][] },
      'GET /api/tasks/main': { body: [{ id: 7, nama: 'Kesehatan', deskripsi: null, aktif: true }] satisfies Schemas['MainTaskDto'][] },
    });
    renderApp('/tasks/tugasinfo');
    const done = await screen.findByRole('region', { name: 'Tugas yang sudah dikerjakan' }, { timeout: 8000 });
    await userEvent.click(within(done).getByRole('combobox', { name: 'Main task' }));
    expect(await screen.findByRole('option', { name: 'Kesehatan' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/tasks/main')).toBe(true);
    // Still on the page: no answer ended the session.
    expect(localStorage.getItem('token')).toBe(memberToken(role));
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { screenOf } from '../../test/screen-size';
import { memberToken } from '../../test/tokens';
import dayjs from 'dayjs';
import { DAY_FORMAT, mondayOf } from './calendar';

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
    const done = await screen.findByRole('region', { name: 'Tugas yang sudah dikerjakan' });
    await userEvent.click(within(done).getByRole('combobox', { name: 'Main task' }));
    expect(await screen.findByRole('option', { name: 'Kesehatan' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/tasks/main')).toBe(true);
    // Still on the page: no answer ended the session.
    expect(localStorage.getItem('token')).toBe(memberToken(role));
  });
});

describe('Tugas Info on a phone', () => {
  it('shows the week as a list of days, each with its tasks by time, and a task opens its detail', async () => {
    screenOf(true);
    localStorage.setItem('token', memberToken('abk'));
    localStorage.setItem('tenant_id', '1');
    // The week shown is the one of today (the page's default), Monday first.
    const monday = mondayOf(dayjs());
    const day = (n: number) => monday.add(n, 'day').format(DAY_FORMAT);
    const item = (id: string, sub_task: string, time_of_day: string, due_date: string, status: 'DONE' | 'PENDING') =>
      ({
        id,
        schedule_id: Number(id),
        main_id: 1,
        main_task: 'BASIC',
        sub_id: Number(id),
        sub_task,
        time_of_day,
        frequency: 'DAILY',
        interval: 1,
        due_date,
        status,
        executed: status === 'DONE',
        executed_at: null,
        execution_id: null,
        can_undo: false,
      }) satisfies Schemas['TaskDueItemDto'];
    mockFetch({
      'GET /api/calendar/week': {
        body: {
          start: day(0),
          end: day(6),
          // Given out of time order: the list orders a day's tasks by their time.
          items: [item('2', 'Ambil telur sore', '15:30', day(0), 'PENDING'), item('1', 'Pemberian pakan pagi', '06:00', day(0), 'DONE'), item('3', 'Cek air minum', '07:00', day(2), 'PENDING')],
        } satisfies Schemas['CalendarWeekDto'],
      },
      'GET /api/tasks/executions/list': { body: [] satisfies Schemas['ExecutionListRowDto'][] },
      'GET /api/tasks/main': { body: [] satisfies Schemas['MainTaskDto'][] },
      'GET /api/calendar/detail': { status: 404, body: { success: false, message: 'Tidak ditemukan.' } },
    });
    renderApp('/tasks/tugasinfo');
    const week = await screen.findByRole('list', { name: 'Kalender mingguan' });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const days = within(week).getAllByRole('listitem');
    expect(days.map((d) => within(d).getByRole('heading').textContent?.replace(' · hari ini', ''))).toEqual(
      ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'].map((w, n) => `${w} ${monday.add(n, 'day').format('D/M')}`),
    );
    const names = (n: number) => within(days[n]).queryAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names(0)).toEqual([`Pemberian pakan pagi, 06:00 · BASIC, ${day(0)}, sudah dikerjakan`, `Ambil telur sore, 15:30 · BASIC, ${day(0)}, belum dikerjakan`]);
    expect(names(1)).toEqual([]);
    expect(within(days[1]).getByText('Tidak ada tugas')).toBeInTheDocument();
    expect(names(2)).toEqual([`Cek air minum, 07:00 · BASIC, ${day(2)}, belum dikerjakan`]);
    await userEvent.click(within(days[2]).getByRole('button'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

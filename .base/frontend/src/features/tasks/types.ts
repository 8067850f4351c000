/** API shapes of the task feature, from the generated OpenAPI types. */
import type { components } from '../../api/schema';

type Schemas = components['schemas'];
export type MainTask = Schemas['MainTaskDto'];
export type SubTask = Schemas['SubTaskDto'];
export type Schedule = Schemas['ScheduleDto'];
export type ScheduleBody = Schemas['ScheduleBodyDto'];
export type TaskDueItem = Schemas['TaskDueItemDto'];
export type ExecutionRow = Schemas['ExecutionListRowDto'];
export type Frequency = Schedule['frequency'];

/** Labels of the frequencies in Indonesian. */
export const FREQUENCY_LABEL: Record<Frequency, string> = { DAILY: 'Harian', WEEKLY: 'Mingguan', MONTHLY: 'Bulanan' };

/** Weekday labels, Monday = 1 (spec part 1 §9: Sen … Min). */
export const WEEKDAY_LABELS = ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'] as const;

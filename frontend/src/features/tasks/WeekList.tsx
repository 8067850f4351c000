/** Week view of Tugas Info on a phone: the 7 days (Monday first) one below the other, each with its tasks by time. */
import type { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { byDate, DAY_FORMAT, weekDays } from './calendar';
import { CalendarEvent } from './CalendarEvent';
import type { TaskDueItem } from './types';
import { WEEKDAY_LABELS } from './types';

/**
 * The week of `anchor` as a list of days (below 600 px, where 7 day columns do not fit): each day
 * a heading ('Sen 23/11', today marked 'hari ini') and its occurrences ordered by time, each the same
 * button as in the grid (same accessible name, opens the detail), with its time beside it; a day
 * without tasks says 'Tidak ada tugas'.
 */
export function WeekList({ anchor, items, today, onOpen }: { anchor: Dayjs; items: TaskDueItem[]; today: string; onOpen: (item: TaskDueItem) => void }) {
  const grouped = byDate(items);
  return (
    <Box component="ol" aria-label="Kalender mingguan" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {weekDays(anchor).map((d, i) => {
        const key = d.format(DAY_FORMAT);
        const isToday = key === today;
        const dayItems = [...(grouped.get(key) ?? [])].sort((a, b) => a.time_of_day.localeCompare(b.time_of_day));
        return (
          <Box component="li" key={key} sx={{ borderTop: i === 0 ? 0 : 1, borderColor: 'divider' }}>
            <Typography
              variant="subtitle2"
              component="h3"
              sx={{ px: 1, py: 0.5, bgcolor: isToday ? 'primary.main' : 'background.default', color: isToday ? 'primary.contrastText' : 'text.primary' }}
            >
              {WEEKDAY_LABELS[i]} {d.format('D/M')}
              {isToday && ' · hari ini'}
            </Typography>
            <Box sx={{ p: 1 }}>
              {dayItems.length === 0 ? (
                <Typography variant="caption" color="text.secondary">
                  Tidak ada tugas
                </Typography>
              ) : (
                dayItems.map((item) => (
                  <Box key={item.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Typography variant="caption" color="text.secondary" sx={{ flex: '0 0 auto', width: 40, pt: 1 }} aria-hidden="true">
                      {item.time_of_day.slice(0, 5)}
                    </Typography>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <CalendarEvent item={item} onOpen={onOpen} phone />
                    </Box>
                  </Box>
                ))
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

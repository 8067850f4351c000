/** Week view of Tugas Info: Monday first, hour rows 05:00–18:00, 7 day columns (spec part 2 §9). */
import type { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Typography from '@mui/material/Typography';
import { DAY_FORMAT, HOURS, weekCellItems, weekDays } from './calendar';
import { CalendarEvent } from './CalendarEvent';
import type { TaskDueItem } from './types';
import { WEEKDAY_LABELS } from './types';

/** The week view of Tugas Info: hour rows 05:00–18:00 by 7 day columns, Monday first, each occurrence in its cell. */
export function WeekView({ anchor, items, today, onOpen }: { anchor: Dayjs; items: TaskDueItem[]; today: string; onOpen: (item: TaskDueItem) => void }) {
  const days = weekDays(anchor);
  const cols = '56px repeat(7, minmax(92px, 1fr))';
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box role="grid" aria-label="Kalender mingguan" sx={{ display: 'grid', gridTemplateColumns: cols, minWidth: 56 + 7 * 92, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box role="row" sx={{ display: 'contents' }}>
          <Box role="columnheader" sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Box component="span" sx={visuallyHidden}>
              Jam
            </Box>
          </Box>
          {days.map((d, i) => {
            const key = d.format(DAY_FORMAT);
            return (
              <Box
                role="columnheader"
                key={key}
                sx={{ p: 0.75, textAlign: 'center', borderBottom: 1, borderLeft: 1, borderColor: 'divider', bgcolor: key === today ? 'primary.main' : 'background.default', color: key === today ? 'primary.contrastText' : 'text.primary' }}
              >
                <Typography variant="caption" component="div">
                  {WEEKDAY_LABELS[i]}
                </Typography>
                <Typography variant="subtitle2" component="div">
                  {d.format('D/M')}
                </Typography>
              </Box>
            );
          })}
        </Box>
        {HOURS.map((hour) => (
          <Box role="row" key={hour} sx={{ display: 'contents' }}>
            <Box role="rowheader" sx={{ p: 0.5, borderTop: 1, borderColor: 'divider', textAlign: 'right' }}>
              <Typography variant="caption" color="text.secondary">{`${String(hour).padStart(2, '0')}:00`}</Typography>
            </Box>
            {days.map((d) => {
              const key = d.format(DAY_FORMAT);
              const cell = weekCellItems(items, key, hour);
              return (
                <Box role="gridcell" key={key} sx={{ p: 0.5, minHeight: 40, borderTop: 1, borderLeft: 1, borderColor: 'divider', bgcolor: key === today ? 'action.hover' : undefined }}>
                  {cell.map((item) => (
                    <CalendarEvent key={item.id} item={item} onOpen={onOpen} />
                  ))}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

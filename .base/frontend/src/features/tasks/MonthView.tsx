/** Month view of Tugas Info: 6×7 = 42 cells, Monday first, BASIC hidden (spec part 2 'Tugas Info'). */
import type { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { byDate, monthGrid, monthViewItems } from './calendar';
import { CalendarEvent } from './CalendarEvent';
import { WEEKDAY_LABELS, type TaskDueItem } from './types';

const MAX_PER_CELL = 3;

/** The month view of Tugas Info: 42 day cells, a few occurrences each (BASIC hidden) and a link to the rest. */
export function MonthView({
  anchor,
  items,
  today,
  onOpen,
  onMore,
}: {
  anchor: Dayjs;
  items: TaskDueItem[];
  today: string;
  onOpen: (item: TaskDueItem) => void;
  /** Shows the week of a day whose cell holds more items than fit. */
  onMore: (date: Dayjs) => void;
}) {
  const cells = monthGrid(anchor);
  const grouped = byDate(monthViewItems(items));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box role="grid" aria-label="Kalender bulanan" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(96px, 1fr))', minWidth: 7 * 96, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box role="row" sx={{ display: 'contents' }}>
          {WEEKDAY_LABELS.map((label, i) => (
            <Box role="columnheader" key={label} sx={{ p: 0.75, textAlign: 'center', bgcolor: 'background.default', borderLeft: i ? 1 : 0, borderColor: 'divider' }}>
              <Typography variant="caption">{label}</Typography>
            </Box>
          ))}
        </Box>
        {Array.from({ length: 6 }, (_, week) => (
          <Box role="row" key={week} sx={{ display: 'contents' }}>
            {cells.slice(week * 7, week * 7 + 7).map((cell, i) => {
              const list = grouped.get(cell.key) ?? [];
              return (
                <Box
                  role="gridcell"
                  key={cell.key}
                  aria-label={cell.date.format('D MMMM YYYY')}
                  sx={{ p: 0.5, minHeight: 96, borderTop: 1, borderLeft: i ? 1 : 0, borderColor: 'divider', bgcolor: cell.inMonth ? undefined : 'action.hover' }}
                >
                  <Typography
                    variant="caption"
                    component="div"
                    sx={{
                      mb: 0.25,
                      fontWeight: cell.key === today ? 700 : 400,
                      color: cell.key === today ? 'primary.main' : cell.inMonth ? 'text.primary' : 'text.secondary',
                    }}
                  >
                    {cell.date.date()}
                  </Typography>
                  {list.slice(0, MAX_PER_CELL).map((item) => (
                    <CalendarEvent key={item.id} item={item} onOpen={onOpen} showTime={false} />
                  ))}
                  {list.length > MAX_PER_CELL && (
                    <Link component="button" type="button" variant="caption" onClick={() => onMore(cell.date)}>
                      +{list.length - MAX_PER_CELL} lagi
                    </Link>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

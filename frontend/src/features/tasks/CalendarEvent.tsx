/** One occurrence in the calendar: BASIC is drawn apart (grey, dashed), others coloured by status. */
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { TAP, TOUCH } from '../../lib/touch';
import { isBasic } from './calendar';
import type { TaskDueItem } from './types';

function colour(theme: Theme, item: TaskDueItem): string {
  if (item.status === 'DONE') return theme.palette.success.main;
  if (item.status === 'SKIPPED') return theme.palette.warning.main;
  return theme.palette.primary.main;
}

const STATUS_TEXT: Record<string, string> = { DONE: 'sudah dikerjakan', SKIPPED: 'dilewati', PENDING: 'belum dikerjakan' };

/**
 * One occurrence in the calendar (time, sub task, status colour); opens its detail when clicked.
 * `phone`: the day list of a phone (WeekList) — 44 px high for a finger (the time stands beside the
 * button there).
 */
export function CalendarEvent({ item, onOpen, showTime = true, phone = false }: { item: TaskDueItem; onOpen: (item: TaskDueItem) => void; showTime?: boolean; phone?: boolean }) {
  const basic = isBasic(item.main_task);
  return (
    <ButtonBase
      onClick={() => onOpen(item)}
      // Starts with the words it shows (sub task, then time · main task), so that a voice user can say them.
      aria-label={`${item.sub_task}, ${item.time_of_day} · ${item.main_task}, ${item.due_date}, ${STATUS_TEXT[item.status] ?? 'belum dikerjakan'}`}
      aria-haspopup="dialog"
      data-basic={basic ? 'true' : undefined}
      sx={(theme) => {
        const c = basic ? theme.palette.grey[600] : colour(theme, item);
        return {
          display: 'block',
          width: '100%',
          textAlign: 'left',
          borderRadius: 1,
          px: 0.75,
          py: phone ? 0.75 : 0.25,
          mb: 0.5,
          // 44 px high for a finger on the phone's day list and on a touch screen's week grid.
          minHeight: phone ? TAP : undefined,
          [TOUCH]: { minHeight: TAP },
          borderLeft: `3px ${basic ? 'dashed' : 'solid'} ${c}`,
          bgcolor: basic ? alpha(theme.palette.grey[500], 0.1) : alpha(c, 0.12),
          // Full-strength text on the tinted background (grey text there fell under 4.5:1).
          color: 'text.primary',
          textDecoration: item.status === 'SKIPPED' ? 'line-through' : 'none',
          '&:hover, &.Mui-focusVisible': { bgcolor: alpha(c, 0.24) },
        };
      }}
    >
      <Typography
        variant="caption"
        component="span"
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', lineHeight: 1.3, fontWeight: 600, overflow: 'hidden', wordBreak: 'break-word' }}
      >
        {item.status === 'DONE' && <span aria-hidden="true">{'✓\u00a0'}</span>}
        {item.sub_task}
      </Typography>{' '}
      {showTime && !phone && (
        <Typography
          variant="caption"
          component="span"
          sx={{ display: { xs: 'none', md: 'block' }, lineHeight: 1.2, color: 'text.primary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {item.time_of_day} · {item.main_task}
        </Typography>
      )}
    </ButtonBase>
  );
}

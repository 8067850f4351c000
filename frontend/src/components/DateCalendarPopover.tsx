import Popover from '@mui/material/Popover';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { Dayjs } from 'dayjs';
import { PickersLocalization } from './PickersLocalization';

export interface DateCalendarPopoverProps {
  anchorEl: HTMLElement | null;
  label: string;
  value: Dayjs | null;
  minDate: Dayjs;
  maxDate?: Dayjs;
  onPick: (day: Dayjs) => void;
  onClose: () => void;
}

/**
 * The calendar of a DateInput (MUI X DateCalendar with its localization: dayjs 'id', weeks from
 * Monday, Indonesian texts), in its own chunk: loaded the first time a calendar is opened.
 */
export default function DateCalendarPopover({ anchorEl, label, value, minDate, maxDate, onPick, onClose }: DateCalendarPopoverProps) {
  return (
    <PickersLocalization>
      <Popover
        open
        anchorEl={anchorEl}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': `Kalender ${label}` } as object }}
      >
        <DateCalendar
          value={value}
          minDate={minDate}
          maxDate={maxDate}
          autoFocus
          dayOfWeekFormatter={(date: Dayjs) => date.format('ddd')}
          views={['year', 'month', 'day']}
          openTo="day"
          onChange={(day: Dayjs | null, state) => {
            if (day && state === 'finish') onPick(day);
          }}
        />
      </Popover>
    </PickersLocalization>
  );
}

import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, isCompleteDay } from './DateInput';
import { DatePickerProvider } from './DatePickerProvider';
import { readDay } from './date-input-rules';

type OnChange = (d: Dayjs | null) => void | boolean;

/** A screen holding one date input, starting at 10/06/2025; `onChange` answering false keeps its day. */
function Harness({ onChange, max, lockDate, start = dayjs('2025-06-10') }: { onChange: OnChange; max?: Dayjs; lockDate?: string | null; start?: Dayjs | null }) {
  const [value, setValue] = useState<Dayjs | null>(start);
  return (
    <DatePickerProvider>
      <DateInput
        label="Tanggal"
        value={value}
        maxDate={max}
        lockDate={lockDate}
        helperText="Hari panen"
        onChange={(d) => {
          const ok = onChange(d);
          if (ok !== false) setValue(d);
          return ok;
        }}
      />
      <button type="button" onClick={() => setValue(dayjs('2025-01-02'))}>
        Ganti dari layar
      </button>
    </DatePickerProvider>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Tanggal' });
const handed = (fn: ReturnType<typeof vi.fn<OnChange>>) => fn.mock.calls.map(([d]) => (d ? d.format('YYYY-MM-DD') : null));

/** Clicks into the box (a first click selects the whole day) and types `keys`. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, keys: string) {
  await user.click(box());
  await user.keyboard(keys);
}

describe('DateInput', () => {
  it('is a labelled text box showing the day as dd/mm/yyyy, its helper text described-by, with a 44×44 calendar button', () => {
    render(<Harness onChange={vi.fn()} />);
    expect(box()).toHaveValue('10/06/2025');
    expect(box()).toHaveAttribute('inputmode', 'numeric');
    expect(box()).toHaveAccessibleDescription('Hari panen');
    expect(screen.getByRole('button', { name: 'Pilih tanggal, tanggal terpilih 10/06/2025' })).toBeInTheDocument();
  });

  it('hands a day to the screen only on its 8th digit, shown with slashes as it is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} />);
    await typeInto(user, '0203202');
    expect(box()).toHaveValue('02/03/202t'); // the year '202' is on its way to 2024
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(box()).toHaveValue('02/03/2024');
    expect(handed(onChange)).toEqual(['2024-03-02']);
  });

  it('refuses a day the calendar does not have (31/02/2025) with its reason', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} />);
    await typeInto(user, '31022025');
    expect(onChange).not.toHaveBeenCalled();
    expect(box()).toHaveAccessibleDescription('Tanggal 31/02/2025 tidak ada.');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
  });

  it('an unfinished day left by Tab or Enter is not handed over and says so', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} />);
    await typeInto(user, '1503');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Tanggal belum lengkap (hh/bb/tttt).')).toBeInTheDocument();
    await user.keyboard('2025');
    expect(handed(onChange)).toEqual(['2025-03-15']);
    expect(screen.queryByText('Tanggal belum lengkap (hh/bb/tttt).')).not.toBeInTheDocument();
    expect(screen.getByText('Hari panen')).toBeInTheDocument();
  });

  it('refuses a day after maxDate with its reason, and offers none in the calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} max={dayjs('2025-06-15')} />);
    await typeInto(user, '16062025');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Tanggal tidak boleh melewati 15/06/2025.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pilih tanggal/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender Tanggal' });
    expect(within(calendar).getByRole('gridcell', { name: '16' })).toBeDisabled();
    expect(within(calendar).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    await user.click(within(calendar).getByRole('gridcell', { name: '14' }));
    expect(handed(onChange)).toEqual(['2025-06-14']);
    expect(box()).toHaveValue('14/06/2025');
    expect(screen.queryByText('Tanggal tidak boleh melewati 15/06/2025.')).not.toBeInTheDocument();
  });

  it('month close: a day on or before the lock date shows the lock message and is not handed over; the calendar starts the day after', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} lockDate="2025-06-05" />);
    await typeInto(user, '05062025');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Periode sampai 05/06/2025 sudah ditutup.')).toBeInTheDocument();
    // Long before the lock: the same sentence, not the window's.
    await user.tab();
    await typeInto(user, '01012024');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Periode sampai 05/06/2025 sudah ditutup.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pilih tanggal/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender Tanggal' });
    expect(within(calendar).getByRole('gridcell', { name: '5' })).toBeDisabled();
    await user.click(within(calendar).getByRole('gridcell', { name: '6' }));
    expect(handed(onChange)).toEqual(['2025-06-06']);
    expect(screen.queryByText('Periode sampai 05/06/2025 sudah ditutup.')).not.toBeInTheDocument();
  });

  it('emptied: null goes to the screen at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} />);
    await typeInto(user, '{Backspace}');
    expect(box()).toHaveValue('');
    expect(handed(onChange)).toEqual([null]);
    expect(box()).toHaveAttribute('placeholder', 'hh/bb/tttt');
  });

  it('the screen answering false brings back the day shown before', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<OnChange>(() => false);
    render(<Harness onChange={onChange} />);
    await typeInto(user, '11062025');
    expect(handed(onChange)).toEqual(['2025-06-11']);
    await vi.waitFor(() => expect(box()).toHaveValue('10/06/2025'));
  });

  it('a new day from the screen replaces what is typed, and its message', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} />);
    await typeInto(user, '3102');
    await user.keyboard('2025');
    expect(screen.getByText('Tanggal 31/02/2025 tidak ada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ganti dari layar' }));
    expect(box()).toHaveValue('02/01/2025');
    expect(screen.queryByText('Tanggal 31/02/2025 tidak ada.')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ArrowUp/ArrowDown move the day by one, never past maxDate', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} max={dayjs('2025-06-11')} />);
    await user.click(box());
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}{ArrowDown}{ArrowDown}');
    // 10/06 → 11/06; 12/06 is past the max (nothing); → 10/06 → 09/06 → 08/06.
    expect(handed(onChange)).toEqual(['2025-06-11', '2025-06-10', '2025-06-09', '2025-06-08']);
    expect(box()).toHaveValue('08/06/2025');
  });

  it('leaving the field with the same day hands nothing again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} start={null} />);
    await typeInto(user, '01022025');
    await user.tab();
    expect(handed(onChange)).toEqual(['2025-02-01']);
  });

  it('readDay: strict dd/mm/yyyy, and isCompleteDay: only whole days from 2000-01-01 up to the max', () => {
    expect(readDay('29022024').day?.format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(readDay('29022025').problem).toBe('Tanggal 29/02/2025 tidak ada.');
    expect(readDay('00012025').problem).toBe('Tanggal 00/01/2025 tidak ada.');
    expect(readDay('01132025').problem).toBe('Tanggal 01/13/2025 tidak ada.');
    expect(readDay('01010050').day?.year()).toBe(50); // not 1950
    expect(readDay('0101202').problem).toBe('Tanggal belum lengkap (hh/bb/tttt).');
    expect(isCompleteDay(dayjs('0202-01-01'))).toBe(false);
    expect(isCompleteDay(null)).toBe(false);
    expect(isCompleteDay(dayjs('2025-01-01'), undefined, dayjs('2024-12-31'))).toBe(false);
    expect(isCompleteDay(dayjs('2025-01-01'))).toBe(true);
  });
});

describe('DateInput before its field has loaded (a page whose date inputs nobody touched yet)', () => {
  /** The module as a page first meets it: the field's code not loaded (the test setup loads it for every other test). */
  async function freshDateInput() {
    vi.resetModules();
    return (await import('./DateInput')).DateInput;
  }

  it('shows the day read-only; the first touch brings the field, focused, keeping the day, and typing goes to the screen', async () => {
    const Fresh = await freshDateInput();
    const onChange = vi.fn<OnChange>();
    const user = userEvent.setup();
    render(<Fresh label="Tanggal" value={dayjs('2025-06-10')} onChange={onChange} />);
    expect(box()).toHaveValue('10/06/2025');
    expect(box()).toHaveAttribute('readonly');
    await user.click(box());
    // The field: editable, focused, the same day, its mask's placeholder.
    await vi.waitFor(() => expect(box()).not.toHaveAttribute('readonly'));
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('10/06/2025');
    expect(box()).toHaveAttribute('placeholder', 'hh/bb/tttt');
    await user.keyboard('{Control>}a{/Control}02032024');
    expect(handed(onChange)).toEqual(['2024-03-02']);
  });

  it('its calendar button brings the field with the calendar open', async () => {
    const Fresh = await freshDateInput();
    const user = userEvent.setup();
    render(<Fresh label="Tanggal" value={dayjs('2025-06-10')} onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Pilih tanggal, tanggal terpilih 10/06/2025' }));
    expect(await screen.findByRole('dialog', { name: 'Kalender Tanggal' })).toBeInTheDocument();
    // Under the calendar, the field itself (the page behind a modal is hidden from the accessibility tree).
    expect(screen.getByRole('textbox', { name: 'Tanggal', hidden: true })).not.toHaveAttribute('readonly');
  });
});

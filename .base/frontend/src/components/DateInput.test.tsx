import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, isCompleteDay } from './DateInput';
import { DatePickerProvider } from './DatePickerProvider';

function Harness({ onChange, max, lockDate }: { onChange: (d: Dayjs | null) => void; max?: Dayjs; lockDate?: string | null }) {
  const [value, setValue] = useState<Dayjs | null>(dayjs('2025-06-10'));
  return (
    <DatePickerProvider>
      <DateInput
        label="Tanggal"
        value={value}
        maxDate={max}
        lockDate={lockDate}
        onChange={(d) => {
          setValue(d);
          onChange(d);
        }}
      />
    </DatePickerProvider>
  );
}

describe('DateInput', () => {
  it('hands a day to the screen only once it is complete and valid', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(d: Dayjs | null) => void>();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Tanggal' });
    await user.click(within(group).getAllByRole('spinbutton')[0]);
    await user.keyboard('0203202');
    expect(onChange).not.toHaveBeenCalled(); // the year is '0202' on its way to 2024
    await user.keyboard('4');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]?.format('YYYY-MM-DD')).toBe('2024-03-02');
  });

  it('refuses a day after maxDate with its reason, and offers none in the calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(d: Dayjs | null) => void>();
    render(<Harness onChange={onChange} max={dayjs('2025-06-15')} />);
    const group = screen.getByRole('group', { name: 'Tanggal' });
    await user.click(within(group).getAllByRole('spinbutton')[0]);
    await user.keyboard('16062025');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Tanggal tidak boleh melewati 15/06/2025.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pilih tanggal/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender Tanggal' });
    expect(within(calendar).getByRole('gridcell', { name: '16' })).toBeDisabled();
    expect(within(calendar).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    await user.click(within(calendar).getByRole('gridcell', { name: '14' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]?.format('YYYY-MM-DD')).toBe('2025-06-14');
  });

  it('month close: a day on or before the lock date shows the lock message and is not handed over; the calendar starts the day after', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(d: Dayjs | null) => void>();
    render(<Harness onChange={onChange} lockDate="2025-06-05" />);
    const group = screen.getByRole('group', { name: 'Tanggal' });
    await user.click(within(group).getAllByRole('spinbutton')[0]);
    await user.keyboard('05062025');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Periode sampai 05/06/2025 sudah ditutup.')).toBeInTheDocument();
    // Long before the lock: the same sentence, not the window's.
    await user.click(within(group).getAllByRole('spinbutton')[0]);
    await user.keyboard('01012024');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Periode sampai 05/06/2025 sudah ditutup.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pilih tanggal/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender Tanggal' });
    expect(within(calendar).getByRole('gridcell', { name: '5' })).toBeDisabled();
    await user.click(within(calendar).getByRole('gridcell', { name: '6' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]?.format('YYYY-MM-DD')).toBe('2025-06-06');
    expect(screen.queryByText('Periode sampai 05/06/2025 sudah ditutup.')).not.toBeInTheDocument();
  });

  it('isCompleteDay: only whole days from 2000-01-01 up to the max', () => {
    expect(isCompleteDay(dayjs('0202-01-01'))).toBe(false);
    expect(isCompleteDay(null)).toBe(false);
    expect(isCompleteDay(dayjs('2025-01-01'), undefined, dayjs('2024-12-31'))).toBe(false);
    expect(isCompleteDay(dayjs('2025-01-01'))).toBe(true);
  });
});

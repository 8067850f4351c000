import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseNumber, type NumberMode } from '../lib/number-input';
import { NumberInput } from './NumberInput';

function Field({ mode, step, max }: { mode: NumberMode; step?: number; max?: number }) {
  const [text, setText] = useState('');
  const { value } = parseNumber(text, mode);
  return (
    <>
      <NumberInput label="Nilai" mode={mode} value={text} onChange={setText} step={step} max={max} />
      <output aria-label="disimpan">{value ?? '-'}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Nilai' });
const saved = () => screen.getByLabelText('disimpan').textContent;

describe('NumberInput', () => {
  it('integer: groups as typed and saves the integer; "16.5" is explained, not read as 165', async () => {
    const user = userEvent.setup();
    render(<Field mode="integer" />);
    await user.type(field(), '7900');
    expect(field()).toHaveValue('7.900');
    expect(saved()).toBe('7900');
    await user.clear(field());
    await user.type(field(), '16.5');
    await user.tab();
    expect(field()).toHaveValue('16.5');
    expect(saved()).toBe('-');
    expect(screen.getByText('Isi bilangan bulat; titik hanya pemisah ribuan (contoh 7.900).')).toBeInTheDocument();
    expect(field()).toHaveAttribute('inputmode', 'numeric');
  });

  it('integer: typing inside a grouped number keeps the caret after the typed digit', async () => {
    const user = userEvent.setup();
    render(<Field mode="integer" />);
    await user.type(field(), '1234');
    expect(field()).toHaveValue('1.234');
    await user.type(field(), '9', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(field()).toHaveValue('19.234');
    await user.keyboard('8');
    expect(field()).toHaveValue('198.234');
  });

  it('decimal: "5.000" is 5000, "1.234,5" is 1234.5', async () => {
    const user = userEvent.setup();
    render(<Field mode="decimal" />);
    await user.type(field(), '5.000');
    expect(saved()).toBe('5000');
    await user.clear(field());
    await user.type(field(), '1234,5');
    expect(field()).toHaveValue('1.234,5');
    expect(saved()).toBe('1234.5');
    expect(field()).toHaveAttribute('inputmode', 'decimal');
  });

  it('entry: comma or dot, the comma form once left; arrows step by 0.01 and never below 0', async () => {
    const user = userEvent.setup();
    render(<Field mode="entry" step={0.01} />);
    await user.type(field(), '12.5');
    expect(saved()).toBe('12.5');
    await user.tab();
    expect(field()).toHaveValue('12,5');
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('12,51');
    await user.clear(field());
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveValue('0');
  });

  it("entry: takes '1.234,5' (thousands dots, decimal comma) typed or pasted, as well as '1234,5' and '1234.5'", async () => {
    const user = userEvent.setup();
    render(<Field mode="entry" step={0.01} />);
    for (const text of ['1.234,5', '1234,5', '1234.5']) {
      await user.clear(field());
      await user.type(field(), text);
      expect(field()).toHaveValue(text);
      expect(saved()).toBe('1234.5');
      await user.tab();
      expect(field()).toHaveValue('1234,5');
    }
    await user.clear(field());
    await user.click(field());
    await user.paste('12.345,75');
    expect(saved()).toBe('12345.75');
  });

  it('shows the range message once the field is left', async () => {
    const user = userEvent.setup();
    render(<Field mode="integer" max={200} />);
    await user.type(field(), '250');
    expect(screen.queryByText('Maksimal 200.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Maksimal 200.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it("a form's message at the field wins over the range check's own (the spec's text stays readable)", async () => {
    const user = userEvent.setup();
    const message = 'Berat per butir grade A harus angka 0 sampai 1 kg.';
    render(<NumberInput label="Nilai" mode="decimal" value="1,5" onChange={() => {}} max={1} error helperText={message} />);
    await user.click(field());
    await user.tab();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Maksimal 1/)).toBeNull();
  });

  it('without a message of the form the range check explains the value', async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Nilai" mode="decimal" value="1,5" onChange={() => {}} max={1} />);
    await user.click(field());
    await user.tab();
    expect(screen.getByText(/Maksimal 1/)).toBeInTheDocument();
  });
});

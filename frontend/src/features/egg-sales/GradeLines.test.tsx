import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { screenOf } from '../../test/screen-size';
import { GradeLines } from './GradeLines';
import { emptyLines, type LinesForm } from './egg-sales';

function Entry({ compact }: { compact?: boolean }) {
  const [lines, setLines] = useState<LinesForm>(emptyLines());
  return <GradeLines lines={lines} onChange={setLines} avail={{ A: 20, B: 20, C: 20 }} compact={compact} />;
}

describe('GradeLines on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stacks each grade with its subtotal under the fields and the total below, even in the compact (edit) form', async () => {
    screenOf(true);
    const user = userEvent.setup();
    render(<Entry compact />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // 1,25 kg A at Rp 27.500 = Rp 34.375; 2 kg B at Rp 23.000 = Rp 46.000; total 3,25 kg, Rp 80.375.
    await user.type(screen.getByLabelText('Qty A (kg)'), '1,25');
    await user.type(screen.getByLabelText('Harga A per kg (Rp)'), '27500');
    await user.type(screen.getByLabelText('Qty B (kg)'), '2');
    await user.type(screen.getByLabelText('Harga B per kg (Rp)'), '23000');
    expect(within(screen.getByRole('group', { name: 'Grade A' })).getByTestId('subtotal-A')).toHaveTextContent('Rp 34.375');
    expect(within(screen.getByRole('group', { name: 'Grade B' })).getByTestId('subtotal-B')).toHaveTextContent('Rp 46.000');
    expect(screen.getByTestId('subtotal-C')).toHaveTextContent('-');
    expect(screen.getByTestId('sale-total')).toHaveTextContent('Rp 80.375');
    expect(screen.getByRole('group', { name: 'Isian penjualan' })).toHaveTextContent('Total 3,25 kg');
  });

  it('keeps the table on a desktop', () => {
    screenOf(false);
    render(<Entry />);
    expect(screen.getByRole('table', { name: 'Tabel isian penjualan' })).toBeInTheDocument();
    expect(screen.queryByTestId('sale-total')).not.toBeInTheDocument();
  });
});

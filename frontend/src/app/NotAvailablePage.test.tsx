import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotAvailablePage from './NotAvailablePage';

describe('NotAvailablePage', () => {
  it('names the screen and says it is not available yet, nothing more', () => {
    render(<NotAvailablePage title="Kode Akun" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kode Akun' })).toBeInTheDocument();
    expect(screen.getByText('Halaman ini belum tersedia.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const INFO = {
  success: true,
  user: { id: 'u1', email: 'abk', global_role: 'user', role: 'abk', created_at: '2025-01-05T03:00:00Z' },
  membership: { role: 'abk', created_at: '2025-01-05T03:00:00Z' },
  tenant: { id: '1', kode: 'SKM', nama: 'Kandang Sukamaju', created_at: '2025-01-01T00:00:00Z' },
  extra: {
    kind: 'abk',
    data: { nama_panggilan: 'Udin', nama_asli: 'Samsudin', no_hp: '6281234567001', alamat: 'Dusun Krajan', no_ktp: '3201', tanggal_mulai_kerja: '2024-06-01', aktif: true },
  },
};

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.setItem('token', memberToken('abk'));
  localStorage.setItem('tenant_id', '1');
});

describe('My Info', () => {
  it('shows the Akun and Info ABK cards and changes the password; the fields clear', async () => {
    const calls = mockFetch({
      'GET /api/my/info': { body: INFO },
      'POST /api/my/change-password': { body: { success: true, message: 'Password berhasil diperbarui.' } },
    });
    renderApp('/my-info');
    const akun = await screen.findByRole('region', { name: 'Akun' }, { timeout: 8000 });
    expect(within(akun).getByText('Kandang Sukamaju (SKM)')).toBeInTheDocument();
    expect(within(akun).getByText('05/01/2025')).toBeInTheDocument();
    const abk = screen.getByRole('region', { name: 'Info ABK' });
    expect(within(abk).getByText('Samsudin')).toBeInTheDocument();
    expect(within(abk).getByText('01/06/2024')).toBeInTheDocument();
    expect(within(abk).getByText('aktif')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Info Reseller' })).not.toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'Ganti Password' });
    await userEvent.type(within(form).getByLabelText(/Password lama/), 'abk123');
    await userEvent.type(within(form).getByLabelText(/^Password baru/), 'baru-123');
    await userEvent.type(within(form).getByLabelText(/Konfirmasi/), 'lain-123');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Password' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Konfirmasi password tidak sama.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText(/Konfirmasi/));
    await userEvent.type(within(form).getByLabelText(/Konfirmasi/), 'baru-123');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Password' }));
    expect(await within(form).findByText('Password berhasil diperbarui.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ current_password: 'abk123', new_password: 'baru-123', confirm_password: 'baru-123' });
    expect(within(form).getByLabelText(/Password lama/)).toHaveValue('');
    expect(within(form).getByLabelText(/Konfirmasi/)).toHaveValue('');
  });

  it('under an impersonation shows the farm and the admin role the superadmin acts with', async () => {
    localStorage.setItem('token', memberToken('admin', { role: 'superadmin', impersonated_by: 1, sub: 1 }));
    mockFetch({
      'GET /api/my/info': {
        body: {
          success: true,
          user: { id: 'r1', email: 'superadmin', global_role: 'superadmin', role: 'admin', created_at: '2025-01-01T00:00:00Z' },
          membership: { role: 'admin', created_at: '2025-02-01T03:00:00Z', impersonation: true },
          tenant: { id: '1', kode: 'SKM', nama: 'Kandang Sukamaju', created_at: '2025-01-01T00:00:00Z' },
          extra: null,
        },
      },
    });
    renderApp('/my-info');
    const akun = await screen.findByRole('region', { name: 'Akun' }, { timeout: 8000 });
    expect(within(akun).getByText('Kandang Sukamaju (SKM)')).toBeInTheDocument();
    expect(within(akun).getByText('admin (mode impersonasi)')).toBeInTheDocument();
  });

  it("shows 'Gagal memuat data.' and the server's refusal of the password", async () => {
    mockFetch({
      'GET /api/my/info': { status: 500, body: {} },
      'POST /api/my/change-password': { status: 400, body: { success: false, message: 'Password lama salah.' } },
    });
    renderApp('/my-info');
    expect(await screen.findByText('Gagal memuat data.', {}, { timeout: 8000 })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Ganti Password' });
    await userEvent.type(within(form).getByLabelText(/Password lama/), 'salah-1');
    await userEvent.type(within(form).getByLabelText(/^Password baru/), 'baru-123');
    await userEvent.type(within(form).getByLabelText(/Konfirmasi/), 'baru-123');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Password' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Password lama salah.'));
  });
});

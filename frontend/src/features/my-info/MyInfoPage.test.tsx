import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hardNavigate } from '../../lib/navigation';
import type { Schemas } from '../../api/client';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { makeToken, memberToken } from '../../test/tokens';

vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation')>()),
  hardNavigate: vi.fn(),
}));

const INFO = {
  success: true,
  user: { id: 'u1', email: 'abk', global_role: 'user', role: 'abk', created_at: '2025-01-05T03:00:00Z' },
  membership: { role: 'abk', created_at: '2025-01-05T03:00:00Z', can_leave: true },
  tenant: { id: '1', kode: 'SKM', nama: 'Kandang Sukamaju', created_at: '2025-01-01T00:00:00Z' },
  extra: {
    kind: 'abk',
    data: { nama_panggilan: 'Udin', nama_asli: 'Samsudin', no_hp: '6281234567001', alamat: 'Dusun Krajan', no_ktp: '3201', tanggal_mulai_kerja: '2024-06-01', aktif: true },
  },
} satisfies Schemas['MyInfoDto'];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
});
beforeEach(() => {
  localStorage.setItem('token', memberToken('abk'));
  localStorage.setItem('tenant_id', '1');
});

describe('My Info', () => {
  it('shows the Akun and Info ABK cards and changes the password; the fields clear', async () => {
    const calls = mockFetch({
      'GET /api/my/info': { body: INFO },
      'POST /api/my/change-password': { body: { success: true, message: 'Password berhasil diperbarui.' } satisfies Schemas['MessageDto'] },
    });
    renderApp('/my-info');
    const akun = await screen.findByRole('region', { name: 'Akun' });
    expect(within(akun).getByText('Kandang Sukamaju (SKM)')).toBeInTheDocument();
    expect(within(akun).getByText('05/01/2025')).toBeInTheDocument();
    const abk = screen.getByRole('region', { name: 'Info ABK' });
    expect(within(abk).getByText('Samsudin')).toBeInTheDocument();
    expect(within(abk).getByText('01/06/2024')).toBeInTheDocument();
    expect(within(abk).getByText('Aktif')).toBeInTheDocument();
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
          membership: { role: 'admin', created_at: '2025-02-01T03:00:00Z', impersonation: true, can_leave: false },
          tenant: { id: '1', kode: 'SKM', nama: 'Kandang Sukamaju', created_at: '2025-01-01T00:00:00Z' },
          extra: null,
        } satisfies Schemas['MyInfoDto'],
      },
    });
    renderApp('/my-info');
    const akun = await screen.findByRole('region', { name: 'Akun' });
    expect(within(akun).getByText('Kandang Sukamaju (SKM)')).toBeInTheDocument();
    expect(within(akun).getByText('admin (mode impersonasi)')).toBeInTheDocument();
  });

  it("shows 'Gagal memuat data.' and the server's refusal of the password", async () => {
    mockFetch({
      'GET /api/my/info': { status: 500, body: {} },
      'POST /api/my/change-password': { status: 400, body: { success: false, message: 'Password lama salah.' } },
    });
    renderApp('/my-info');
    expect(await screen.findByText('Gagal memuat data.')).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Ganti Password' });
    await userEvent.type(within(form).getByLabelText(/Password lama/), 'salah-1');
    await userEvent.type(within(form).getByLabelText(/^Password baru/), 'baru-123');
    await userEvent.type(within(form).getByLabelText(/Konfirmasi/), 'baru-123');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan Password' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Password lama salah.'));
  });

  it('accepts an invitation from the ?undangan= link, then opens the joined farm with a new token', async () => {
    const BERKAH = { id: 't2', kode: 'BRK', nama: 'Kandang Berkah' } satisfies Schemas['TenantRefDto'];
    const newToken = makeToken({ sub: 'u1', role: 'user', tenant_id: 't2', tenant_role: 'viewer', tenant: BERKAH });
    const calls = mockFetch({
      'GET /api/my/info': { body: INFO },
      'POST /api/my/invitations/accept': { body: { success: true, tenant: BERKAH, role: 'viewer' } satisfies Schemas['AcceptedInvitationDto'] },
      'POST /api/auth/switch-tenant': { body: { success: true, token: newToken, tenant: BERKAH } satisfies Schemas['SwitchTenantResponseDto'] },
    });
    renderApp('/my-info?undangan=KODE-UNDANGAN-123456789012');
    const card = await screen.findByRole('region', { name: 'Terima undangan' });
    expect(within(card).getByLabelText(/Kode undangan/)).toHaveValue('KODE-UNDANGAN-123456789012');
    await userEvent.click(within(card).getByRole('button', { name: 'Terima undangan' }));
    expect(await within(card).findByText(/Anda bergabung dengan Kandang Berkah \(BRK\)/)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/my/invitations/accept')!.body).toEqual({ code: 'KODE-UNDANGAN-123456789012' });
    await userEvent.click(within(card).getByRole('button', { name: 'Buka Kandang Berkah' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/my-info'));
    expect(calls.find((c) => c.url === '/api/auth/switch-tenant')!.body).toEqual({ kandang_id: 't2' });
    expect(localStorage.getItem('token')).toBe(newToken);
    expect(localStorage.getItem('tenant_id')).toBe('t2');
  });

  it("an empty code is refused before sending; the server's refusal is shown", async () => {
    const calls = mockFetch({
      'GET /api/my/info': { body: INFO },
      'POST /api/my/invitations/accept': { status: 422, body: { success: false, message: 'Undangan ini sudah dipakai.' } },
    });
    renderApp('/my-info');
    const card = await screen.findByRole('region', { name: 'Terima undangan' });
    await userEvent.click(within(card).getByRole('button', { name: 'Terima undangan' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Kode undangan wajib diisi');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(card).getByLabelText(/Kode undangan/), 'KODE-LAMA');
    await userEvent.click(within(card).getByRole('button', { name: 'Terima undangan' }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent('Undangan ini sudah dipakai.'));
  });

  it('leaves the farm after a confirmation and opens the other farm; with none left it goes to /login', async () => {
    const BERKAH = { id: 't2', kode: 'BRK', nama: 'Kandang Berkah' } satisfies Schemas['TenantRefDto'];
    let farms: Schemas['MembershipDto'][] = [{ kandang_id: 't2', ...BERKAH, role: 'viewer' }];
    const calls = mockFetch({
      'GET /api/my/info': { body: INFO },
      'POST /api/my/leave': { body: { success: true, message: 'Anda telah keluar dari kandang ini.' } satisfies Schemas['MessageDto'] },
      'GET /api/auth/summary': () => ({ body: { success: true, user: { id: 'u1', email: 'abk', role: 'user' }, role: 'user', tenant_role: null, tenant: null, memberships: farms } satisfies Schemas['SummaryResponseDto'] }),
      'POST /api/auth/switch-tenant': { body: { success: true, token: makeToken({ sub: 'u1', tenant_id: 't2', tenant_role: 'viewer', tenant: BERKAH }), tenant: BERKAH } satisfies Schemas['SwitchTenantResponseDto'] },
      'POST /api/auth/logout': { body: { success: true } satisfies Schemas['OkDto'] },
    });
    renderApp('/my-info');
    const card = await screen.findByRole('region', { name: 'Keluar dari kandang ini' });
    await userEvent.click(within(card).getByRole('button', { name: 'Keluar dari kandang ini' }));
    const confirm = await screen.findByRole('dialog', { name: 'Keluar dari kandang' });
    expect(confirm).toHaveTextContent('Keluar dari Kandang Sukamaju (SKM)?');
    expect(calls.some((c) => c.url === '/api/my/leave')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/my-info'));
    expect(calls.find((c) => c.url === '/api/auth/switch-tenant')!.body).toEqual({ kandang_id: 't2' });

    farms = [];
    vi.mocked(hardNavigate).mockClear();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the last owner cannot leave: the button is disabled and says why', async () => {
    mockFetch({ 'GET /api/my/info': { body: { ...INFO, user: { ...INFO.user, role: 'owner' }, membership: { role: 'owner', created_at: INFO.membership.created_at, can_leave: false }, extra: null } satisfies Schemas['MyInfoDto'] } });
    renderApp('/my-info');
    const card = await screen.findByRole('region', { name: 'Keluar dari kandang ini' });
    expect(within(card).getByRole('button', { name: 'Keluar dari kandang ini' })).toBeDisabled();
    expect(within(card).getByText(/Anda owner terakhir kandang ini/)).toBeInTheDocument();
  });
  it("lists every farm of the account in 'Kandang saya', the open one marked; 'Pindah' switches and opens that farm's default screen", async () => {
    const SUKAMAJU = { kandang_id: '1', id: '1', kode: 'SKM', nama: 'Kandang Sukamaju', role: 'abk' } satisfies Schemas['MembershipDto'];
    const BERKAH = { kandang_id: 't2', id: 't2', kode: 'BRK', nama: 'Kandang Berkah', role: 'owner' } satisfies Schemas['MembershipDto'];
    const calls = mockFetch({
      'GET /api/my/info': { body: INFO },
      'GET /api/auth/summary': { body: { success: true, user: { id: 'u1', email: 'abk', role: 'user' }, role: 'user', tenant_role: 'abk', tenant: { id: '1', kode: 'SKM', nama: 'Kandang Sukamaju' }, memberships: [SUKAMAJU, BERKAH] } satisfies Schemas['SummaryResponseDto'] },
      'POST /api/auth/switch-tenant': { body: { success: true, token: makeToken({ sub: 'u1', tenant_id: 't2', tenant_role: 'owner', tenant: { id: 't2', kode: 'BRK', nama: 'Kandang Berkah' } }), tenant: { id: 't2', kode: 'BRK', nama: 'Kandang Berkah' } } satisfies Schemas['SwitchTenantResponseDto'] },
    });
    renderApp('/my-info');
    const card = await screen.findByRole('region', { name: 'Kandang saya' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Kandang SukamajuKode SKM · ABKSedang dibuka', 'Kandang BerkahKode BRK · OwnerPindah']);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(card).getByRole('button', { name: 'Pindah ke Kandang Berkah' }));
    // The owner's default screen in Kandang Berkah, with a full page load.
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/dashboard'));
    expect(calls.find((c) => c.url === '/api/auth/switch-tenant')!.body).toEqual({ kandang_id: 't2' });
    expect(localStorage.getItem('tenant_id')).toBe('t2');
  });
});

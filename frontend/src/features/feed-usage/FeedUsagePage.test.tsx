import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../api/client';
import { db } from '../../lib/outbox-db';
import { QUEUED_MESSAGE, syncOutbox } from '../../data/outbox';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { memberToken } from '../../test/tokens';

const today = dayjs().format('YYYY-MM-DD');
const row = (id: number, tingkat: string, pagi = 0, sore = 0) => ({
  tingkat_id: id,
  jalur: 'Jalur 1',
  bagian: 'Kanan',
  tingkat,
  lokasi: `Jalur 1 / Kanan / ${tingkat}`,
  pakan_pagi: pagi,
  pakan_sore: sore,
  version: id * 10,
}) satisfies Schemas['FeedUsageRowDto'];
/** Today: T1 holds 82.5 + 67.25 kg; yesterday: T2 held 60 + 40 kg. */
const feedDay = (call: RecordedCall) => ({
  body: new URL(call.url, 'http://x').searchParams.get('tanggal') === today ? [row(1, 'T1', 82.5, 67.25), row(2, 'T2')] : [row(1, 'T1'), row(2, 'T2', 60, 40)],
});

function login(role: string) {
  localStorage.setItem('token', memberToken(role));
  localStorage.setItem('tenant_id', '1');
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Pemakaian Pakan (/transaksipakan)', () => {
  it('falls back to kg when the unit settings cannot be loaded, copies yesterday and saves kg', async () => {
    login('abk');
    const calls = mockFetch({
      'GET /api/dashboard/unit-settings': { status: 404, body: { success: false, message: 'Alamat tidak ditemukan.' } },
      'GET /api/transaksi-pakan': feedDay,
      'POST /api/transaksi-pakan': { body: { success: true, tanggal: today, saved: 2 } satisfies Schemas['SaveResultDto'] },
    });
    renderApp('/transaksipakan');
    const pagi1 = await screen.findByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T1' });
    expect(screen.getByRole('columnheader', { name: 'Pagi (kg)' })).toBeInTheDocument();
    expect(pagi1).toHaveValue('82,5');
    expect(screen.getByLabelText('Total Jalur 1 / Kanan / T1')).toHaveTextContent('149,750 kg'); // 82.5 + 67.25

    await userEvent.click(screen.getByRole('button', { name: 'Salin kemarin Jalur 1 / Kanan / T2' }));
    expect(screen.getByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T2' })).toHaveValue('60');
    expect(screen.getByLabelText('Total keseluruhan')).toHaveTextContent('249,750 kg'); // 149.75 + 60 + 40

    await userEvent.clear(pagi1);
    await userEvent.type(pagi1, '80,123');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('✅ Data berhasil disimpan!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      tanggal: today,
      client_unit: 'kg',
      data: [
        { tingkat_id: 1, pakan_pagi: 80.123, pakan_sore: 67.25, version: 10 },
        { tingkat_id: 2, pakan_pagi: 60, pakan_sore: 40, version: 20 },
      ],
    });
  });

  it("'Salin kemarin' fills every empty pagi and sore with yesterday's value and keeps what was typed", async () => {
    login('abk');
    // Today: T1 82,5 + 67,25 kg, T2 and T3 empty. Yesterday: T1 50 + 50, T2 60 + 40, T3 nothing.
    const days = (call: RecordedCall) => ({
      body:
        new URL(call.url, 'http://x').searchParams.get('tanggal') === today
          ? [row(1, 'T1', 82.5, 67.25), row(2, 'T2'), row(3, 'T3')]
          : [row(1, 'T1', 50, 50), row(2, 'T2', 60, 40), row(3, 'T3')],
    });
    const calls = mockFetch({
      'GET /api/dashboard/unit-settings': { status: 404, body: {} },
      'GET /api/transaksi-pakan': days,
      'POST /api/transaksi-pakan': { body: { success: true, tanggal: today, saved: 1 } satisfies Schemas['SaveResultDto'] },
    });
    renderApp('/transaksipakan');
    const field = (name: string) => screen.getByRole('textbox', { name });
    await screen.findByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T1' });
    // The user typed T2's sore first.
    await userEvent.type(field('Pakan sore Jalur 1 / Kanan / T2'), '35');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salin kemarin' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Salin kemarin' }));
    expect(field('Pakan pagi Jalur 1 / Kanan / T1')).toHaveValue('82,5');
    expect(field('Pakan sore Jalur 1 / Kanan / T1')).toHaveValue('67,25');
    expect(field('Pakan pagi Jalur 1 / Kanan / T2')).toHaveValue('60');
    expect(field('Pakan sore Jalur 1 / Kanan / T2')).toHaveValue('35');
    expect(field('Pakan pagi Jalur 1 / Kanan / T3')).toHaveValue('');
    expect(await screen.findByText('1 isian kosong diisi nilai kemarin. Periksa lalu Simpan.')).toBeInTheDocument();
    // 82,5 + 67,25 + 60 + 35 = 244,75 kg.
    expect(screen.getByLabelText('Total keseluruhan')).toHaveTextContent('244,750 kg');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('✅ Data berhasil disimpan!');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ tanggal: today, client_unit: 'kg', data: [{ tingkat_id: 2, pakan_pagi: 60, pakan_sore: 35, version: 20 }] });
  });

  it('shows and takes grams when pakan_unit is g (rounded to whole grams, sent in kg)', async () => {
    login('admin');
    const calls = mockFetch({
      'GET /api/dashboard/unit-settings': { body: { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'g', fi_unit: 'g/ekor' } satisfies Schemas['UnitSettingsDto'] },
      'GET /api/transaksi-pakan': feedDay,
      'POST /api/transaksi-pakan': { status: 404, body: { success: false, message: 'Tingkat tidak ditemukan.' } },
    });
    renderApp('/transaksipakan');
    const pagi2 = await screen.findByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T2' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T1' })).toHaveValue('82500'));
    expect(screen.getByRole('columnheader', { name: 'Sore (g)' })).toBeInTheDocument();
    await userEvent.type(pagi2, '1500,6');
    expect(screen.getByLabelText('Total Jalur 1 / Kanan / T2')).toHaveTextContent('1.501 g'); // 1500.6 g → 1501 g
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    // The server's message is shown in preference to '❌ Gagal menyimpan data'.
    expect(await screen.findByRole('alert')).toHaveTextContent('Tingkat tidak ditemukan.');
    const post = calls.find((c) => c.method === 'POST')!;
    // Only the row typed into is sent, with its version.
    expect(post.body).toEqual({ tanggal: today, client_unit: 'g', data: [{ tingkat_id: 2, pakan_pagi: 1.501, pakan_sore: 0, version: 20 }] });
    // The sub-navigation of the feed screens, for an admin.
    const tabs = await screen.findByRole('tablist', { name: 'Menu pakan' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pemakaian Pakan', 'Laporan Pakan', 'Transaksi Pakan (Akuntansi)', 'Barang Stok', 'Ransum']);
  });

  it('on a 409 names the rows someone else changed with their value now; Muat ulang takes those and keeps the other entries', async () => {
    login('abk');
    // The server's day: T1 was 82.5 / 67.25 at version 10 when the page loaded; someone saves 90 / 70 (version 11).
    let serverT1 = row(1, 'T1', 82.5, 67.25);
    const calls = mockFetch({
      'GET /api/dashboard/unit-settings': { status: 404, body: {} },
      'GET /api/transaksi-pakan': (call) =>
        new URL(call.url, 'http://x').searchParams.get('tanggal') === today ? { body: [serverT1, row(2, 'T2')] } : { body: [row(1, 'T1'), row(2, 'T2')] },
      'POST /api/transaksi-pakan': (call) => {
        const sent = (call.body as { data: Array<{ tingkat_id: number; version: number }> }).data;
        const stale = sent.find((r) => r.tingkat_id === 1 && r.version !== serverT1.version);
        if (stale)
          return {
            status: 409,
            body: { success: false, message: 'Data sudah diubah pengguna lain sejak halaman dimuat: Jalur 1 / Kanan / T1. Tidak ada yang disimpan; muat ulang untuk melihat nilai terbaru.', conflicts: [serverT1] } satisfies Schemas['FeedUsageConflictDto'],
          };
        return { body: { success: true, tanggal: today, saved: sent.length } satisfies Schemas['SaveResultDto'] };
      },
    });
    renderApp('/transaksipakan');
    const pagi1 = await screen.findByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T1' });
    serverT1 = { ...row(1, 'T1', 90, 70), version: 11 };
    await userEvent.clear(pagi1);
    await userEvent.type(pagi1, '85');
    await userEvent.type(screen.getByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T2' }), '12,5');
    expect(screen.getByText('2 baris belum disimpan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    const notice = await screen.findByText(/sudah diubah pengguna lain sejak halaman dimuat; tidak ada yang disimpan/);
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Jalur 1 / Kanan / T1: sekarang pagi 90 kg, sore 70 kg');
    expect(pagi1).toHaveValue('85'); // nothing typed is lost

    await userEvent.click(within(alert).getByRole('button', { name: 'Muat ulang' }));
    await waitFor(() => expect(pagi1).toHaveValue('90'));
    expect(screen.getByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T2' })).toHaveValue('12,5');
    expect(screen.getByText('1 baris belum disimpan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('✅ Data berhasil disimpan!')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts[0].body).toMatchObject({ data: [{ tingkat_id: 1, pakan_pagi: 85, version: 10 }, { tingkat_id: 2, pakan_pagi: 12.5, version: 20 }] });
    expect(posts[1].body).toMatchObject({ data: [{ tingkat_id: 2, pakan_pagi: 12.5, version: 20 }] });
  });

  it('asks before another date drops unsaved entries, and stays when told to', async () => {
    login('abk');
    const calls = mockFetch({
      'GET /api/dashboard/unit-settings': { status: 404, body: {} },
      'GET /api/transaksi-pakan': feedDay,
    });
    renderApp('/transaksipakan');
    const pagi2 = await screen.findByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T2' });
    await userEvent.type(pagi2, '5');
    await userEvent.click(screen.getByRole('textbox', { name: 'Tanggal' }));
    await userEvent.keyboard('01012025');
    const dialog = await screen.findByRole('dialog', { name: 'Belum disimpan' });
    expect(dialog).toHaveTextContent('Ada isian yang belum disimpan. Tinggalkan tanpa menyimpan?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pagi2).toHaveValue('5');
    expect(calls.some((c) => c.url.includes('tanggal=2025-01-01'))).toBe(false);
  });

  it('lets the viewer read without inputs to change', async () => {
    login('viewer');
    mockFetch({
      'GET /api/dashboard/unit-settings': { status: 404, body: {} },
      'GET /api/transaksi-pakan': feedDay,
    });
    renderApp('/transaksipakan');
    expect(await screen.findByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Salin kemarin/ })).toBeNull();
  });

  it("reports a load failure with 'Gagal memuat data.'", async () => {
    login('abk');
    mockFetch({ 'GET /api/transaksi-pakan': { status: 500, body: { success: false, message: 'x' } } });
    renderApp('/transaksipakan');
    expect(await screen.findByText('Gagal memuat data.')).toBeInTheDocument();
  });
});

describe('Pemakaian Pakan in a closed period (month close)', () => {
  it("shows a closed day's usage with the message and offers no saving", async () => {
    login('admin');
    const lock = { lock_date: today, first_open_date: dayjs().add(1, 'day').format('YYYY-MM-DD'), updated_by: 'admin', updated_at: null, can_reopen: false } satisfies Schemas['BookLockDto'];
    const calls = mockFetch({
      'GET /api/dashboard/unit-settings': { status: 404, body: { success: false, message: 'Alamat tidak ditemukan.' } },
      'GET /api/transaksi-pakan': feedDay,
      'GET /api/finance/lock': { body: lock },
    });
    renderApp('/transaksipakan');
    const pagi1 = await screen.findByRole('textbox', { name: 'Pakan pagi Jalur 1 / Kanan / T1' });
    expect(await screen.findByText(`Periode sampai ${dayjs().format('DD/MM/YYYY')} sudah ditutup.`)).toBeInTheDocument();
    expect(pagi1).toHaveValue('82,5');
    expect(pagi1).toBeDisabled();
    const save = screen.queryByRole('button', { name: 'Simpan' });
    if (save) expect(save).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('offline, keeps the day on the tablet, shows it again when the day is opened again, and sends it once online with its key', async () => {
    login('abk');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = mockFetch({
      'GET /api/dashboard/unit-settings': { body: { telur_unit: 'kg', avg_butir_unit: 'g', pakan_unit: 'kg', fi_unit: 'g/ekor' } satisfies Schemas['UnitSettingsDto'] },
      'GET /api/transaksi-pakan': feedDay,
      'POST /api/transaksi-pakan': { body: { success: true, tanggal: today, saved: 1 } satisfies Schemas['SaveResultDto'] },
    });
    const first = renderApp('/transaksipakan');
    const sore2 = await screen.findByRole('textbox', { name: 'Pakan sore Jalur 1 / Kanan / T2' });
    await userEvent.type(sore2, '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(new RegExp(QUEUED_MESSAGE))).toBeInTheDocument();
    expect(sore2).toHaveValue('12,5');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'pakan', state: 'waiting', day: today, userId: '5', tenantId: '1', label: `Pakan ${dayjs().format('DD/MM')} · 1 tingkat` });
    expect(entry.body).toEqual({ tanggal: today, client_unit: 'kg', data: [{ tingkat_id: 2, pakan_pagi: 0, pakan_sore: 12.5, version: 20 }] });

    // The tab is closed and the screen opened again: the server still holds T2 empty, the tablet shows 12,5.
    first.unmount();
    renderApp('/transaksipakan');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pakan sore Jalur 1 / Kanan / T2' })).toHaveValue('12,5'));
    expect(screen.getByText(`${QUEUED_MESSAGE} · 1 tingkat menunggu dikirim`)).toBeInTheDocument();
    // Saved on the tablet, not on the server: the bar says it waits.
    expect(screen.getByText('Menunggu dikirim')).toBeInTheDocument();

    online.mockReturnValue(true);
    await syncOutbox();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers.get('Idempotency-Key')).toBe(entry.key);
    expect(posts[0].body).toEqual(entry.body);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('Pemakaian Pakan: the feed item of each jalur', () => {
  it("shows each jalur's feed item on its heading; the admin changes it from the day shown", async () => {
    login('admin');
    const item = (item_id: number, item_name: string, from_date: string | null) =>
      ({ jalur_id: 7, jalur: 'Jalur 1', plant: 'Plant 1', lokasi: 'Farm', item_id, item_name, is_default: from_date === null, from_date, tingkat_ids: [1, 2] }) satisfies Schemas['JalurItemLabelDto'];
    const stockItem = (id: number, name: string, kind: Schemas['StockItemDto']['kind'], unit: Schemas['StockItemDto']['unit']) =>
      ({ id, name, kind, unit, nutrients: { protein_pct: null, me_kcal_per_kg: null, ca_pct: null, p_avail_pct: null, fibre_pct: null }, nutrient_source: null, withdrawal_days: null, not_for_layers: false, active: true, is_default: id === 1 }) satisfies Schemas['StockItemDto'];
    let current = item(1, 'Pakan', null);
    const calls = mockFetch({
      'GET /api/dashboard/unit-settings': { status: 404, body: {} },
      'GET /api/transaksi-pakan': feedDay,
      'GET /api/transaksi-pakan/items': () => ({ body: [current] }),
      'GET /api/stock-items': { body: [stockItem(1, 'Pakan', 'pakan_jadi', 'kg'), stockItem(5, 'Layer Premium', 'pakan_jadi', 'kg'), stockItem(6, 'Vitamin', 'ovk', 'botol')] },
      'GET /api/jalur-feed-items': { body: [{ ...current, changes: [{ item_id: 1, item_name: 'Pakan', from_date: '2025-03-01' }] }] satisfies Schemas['JalurItemDto'][] },
      'POST /api/jalur-feed-items': () => {
        current = item(5, 'Layer Premium', today);
        return { status: 201, body: { ...current, changes: [{ item_id: 5, item_name: 'Layer Premium', from_date: today }] } satisfies Schemas['JalurItemDto'] };
      },
    });
    renderApp('/transaksipakan');
    expect(await screen.findByLabelText('Pakan Jalur 1: Pakan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ganti pakan Jalur 1' }));
    const dialog = await screen.findByRole('dialog', { name: /Ganti pakan jalur: Jalur 1/ });
    expect(await within(dialog).findByLabelText('Perubahan pakan jalur ini')).toHaveTextContent('Sebelumnya: Pakan sejak 01/03/2025');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Barang pakan/ }));
    // OVK is not offered: the daily screen enters kg of feed.
    expect(screen.queryByRole('option', { name: 'Vitamin' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Layer Premium' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(`Jalur 1 memakai Layer Premium mulai ${dayjs().format('DD/MM/YYYY')}.`)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ jalur_id: 7, item_id: 5, from_date: today });
    expect(await screen.findByLabelText('Pakan Jalur 1: Layer Premium')).toBeInTheDocument();
  });

  it('offers no change of the feed item to the abk', async () => {
    login('abk');
    mockFetch({
      'GET /api/dashboard/unit-settings': { status: 404, body: {} },
      'GET /api/transaksi-pakan': feedDay,
      'GET /api/transaksi-pakan/items': {
        body: [{ jalur_id: 7, jalur: 'Jalur 1', plant: 'P', lokasi: 'F', item_id: 5, item_name: 'Layer Premium', is_default: false, from_date: '2025-03-03', tingkat_ids: [1, 2] }] satisfies Schemas['JalurItemLabelDto'][],
      },
    });
    renderApp('/transaksipakan');
    expect(await screen.findByLabelText('Pakan Jalur 1: Layer Premium')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ganti pakan Jalur 1' })).not.toBeInTheDocument();
  });
});

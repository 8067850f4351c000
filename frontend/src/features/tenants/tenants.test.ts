import { describe, expect, it } from 'vitest';
import { backupLine, createBody, emptyTenantForm, farmDateTime, filterTenants, formatSize, pushSummary, tenantCounts, validateTenantForm, type BackupStatus, type Tenant, type TenantForm } from './tenants';

const form = (patch: Partial<TenantForm> = {}): TenantForm => ({
  ...emptyTenantForm(),
  nama: 'Kandang Maju',
  kode: 'mjy',
  owner_email: 'pemilik@maju.id',
  owner_password: 'rahasia1',
  ...patch,
});

const tenant = (kode: string, nama: string, is_active = true): Tenant => ({ id: kode, kode, nama, is_active, user_count: 1, created_at: '2025-01-01', updated_at: '2025-01-01' });

describe('tenant form (spec part 2 §5 Tenant create)', () => {
  it('gives each message in the order of the form', () => {
    expect(validateTenantForm(form({ nama: ' ' }))).toEqual({ field: 'nama', message: 'Nama wajib diisi' });
    expect(validateTenantForm(form({ kode: '' }))).toEqual({ field: 'kode', message: 'Kode wajib diisi' });
    expect(validateTenantForm(form({ owner_email: '' }))).toEqual({ field: 'owner_email', message: 'Email owner wajib diisi' });
    expect(validateTenantForm(form({ owner_email: 'a@b' }))).toEqual({ field: 'owner_email', message: 'Format email tidak valid' });
    expect(validateTenantForm(form({ owner_password: '' }))).toEqual({ field: 'owner_password', message: 'Password owner wajib diisi' });
    expect(validateTenantForm(form({ owner_password: '12345' }))).toEqual({ field: 'owner_password', message: 'Password minimal 6 karakter' });
    expect(validateTenantForm(form())).toBeNull();
    // An existing username (no '@') is for the server to check.
    expect(validateTenantForm(form({ owner_email: 'owner2' }))).toBeNull();
  });

  it('sends trimmed values, the kode upper-case, without empty optional fields', () => {
    expect(createBody(form({ nama: ' Kandang Maju ', contact_person: ' ', phone: '0812' }))).toEqual({
      nama: 'Kandang Maju',
      kode: 'MJY',
      owner_email: 'pemilik@maju.id',
      owner_password: 'rahasia1',
      phone: '0812',
    });
  });
});

describe('tenant list', () => {
  const all = [tenant('SKM', 'Kandang Sukamaju'), tenant('BRK', 'Kandang Berkah'), tenant('LST', 'Kandang Lestari', false)];

  it('searches on name or code, case-insensitive', () => {
    expect(filterTenants(all, 'brk').map((t) => t.kode)).toEqual(['BRK']);
    expect(filterTenants(all, 'lestari').map((t) => t.kode)).toEqual(['LST']);
    expect(filterTenants(all, '  ')).toHaveLength(3);
    expect(filterTenants(all, 'xyz')).toEqual([]);
  });

  it('counts all and active farms', () => {
    expect(tenantCounts(all)).toEqual({ total: 3, active: 2 });
  });

  it('summarises a test push', () => {
    expect(pushSummary({ ok: true, status: 201, target: 'http://x', idem_key: 'k1', response: null })).toEqual({ ok: true, text: 'Tes push berhasil (HTTP 201) ke http://x · Idempotency-Key k1' });
    expect(pushSummary({ ok: false, status: 0, target: null, idem_key: null, response: null, message: 'Integrasi akuntansi belum dikonfigurasi.' }).text).toBe(
      'Tes push gagal: Integrasi akuntansi belum dikonfigurasi.',
    );
    expect(pushSummary({ ok: false, status: 500, target: 'http://x', idem_key: 'k', response: 'rusak' }).text).toBe('Tes push gagal: HTTP 500 (http://x)');
  });
});

describe('backup line (issue #25)', () => {
  const base: BackupStatus = { nightly: true, directory: '/data/backups', same_disk_as_data: false, keep_daily: 14, keep_weekly: 8, last: null, last_success: null };
  // 18:00 UTC is 01:00 of the next day on the farm's clock (Asia/Jakarta, UTC+7), whatever the machine's zone.
  const good = { kind: 'nightly' as const, started_at: '2026-11-26T18:00:00Z', finished_at: '2026-11-26T18:00:09Z', file: 'kandang-20261127-0100.dump', size_bytes: 12_900_000, error: null };
  const bad = { kind: 'nightly' as const, started_at: '2026-11-27T18:00:00Z', finished_at: '2026-11-27T18:00:01Z', file: null, size_bytes: null, error: 'pg_dump versi 18 tidak ditemukan.' };

  it('shows the farm time, the file and the size', () => {
    expect(farmDateTime('2026-11-26T18:00:00Z')).toBe('27/11/2026 01:00');
    expect(formatSize(12_900_000)).toBe('12,3 MB');
    expect(formatSize(20_000)).toBe('20 KB');
    expect(backupLine({ ...base, last: good, last_success: good })).toEqual({
      severity: 'success',
      text: 'Cadangan terakhir: 27/11/2026 01:00 · kandang-20261127-0100.dump · 12,3 MB. Cadangan otomatis setiap malam pukul 01:00 (disimpan 14 harian dan 8 mingguan).',
    });
  });

  it('says so in red when the newest backup failed, with the last good one', () => {
    expect(backupLine({ ...base, last: bad, last_success: good })).toEqual({
      severity: 'error',
      text: 'Cadangan terakhir GAGAL (28/11/2026 01:00): pg_dump versi 18 tidak ditemukan. Cadangan berhasil terakhir: 27/11/2026 01:00 · kandang-20261127-0100.dump · 12,3 MB.',
    });
    expect(backupLine({ ...base, last: bad }).text).toMatch(/Belum ada cadangan yang berhasil\.$/);
  });

  it('before the first backup', () => {
    expect(backupLine({ ...base, nightly: false })).toEqual({
      severity: 'info',
      text: 'Belum ada cadangan. Cadangan otomatis malam hari tidak aktif (disimpan 14 harian dan 8 mingguan); jalankan npm run backup untuk cadangan pertama.',
    });
  });
});

/** Rules and requests of the superadmin's tenant screen (spec part 2 'Superadmin Tenants', §3–§5 'Tenant', §7 'Tenants', §8). */
import { api, send, type Schemas } from '../../api/client';
import { hardNavigate } from '../../lib/navigation';
import { saveFile } from '../../lib/spreadsheet';
import { notifySessionChanged, startImpersonation } from '../../lib/session';
import { at, type FormProblem } from '../../lib/form-problem';

export type Tenant = Schemas['TenantDto'];
export type TenantCreate = Schemas['TenantCreateDto'];
export type PushResult = Schemas['TestPushResultDto'];
export type Impersonation = Schemas['ImpersonationDto'];
export type BackupStatus = Schemas['BackupStatusDto'];

/** Texts of the screen (spec part 2 §5 'Tenant create', §8 'Tenants'). */
export const TENANT_TEXT = {
  load: 'Gagal memuat tenants',
  create: 'Gagal membuat tenant baru',
  status: 'Gagal mengubah status',
  impersonate: 'Gagal impersonasi',
  push: 'Gagal mengirim tes push',
  backups: 'Gagal memuat status cadangan',
  /** Shown when the backups share the database's disk (`same_disk_as_data`). */
  sameDisk: 'Folder cadangan ada di disk yang sama dengan database: salin ke disk atau lokasi lain.',
  exportFailed: 'Gagal mengekspor data kandang',
  namaRequired: 'Nama wajib diisi',
  kodeRequired: 'Kode wajib diisi',
  emailRequired: 'Email owner wajib diisi',
  emailFormat: 'Format email tidak valid',
  passwordRequired: 'Password owner wajib diisi',
  passwordMin: 'Password minimal 6 karakter',
} as const;

export interface TenantForm {
  nama: string;
  kode: string;
  owner_email: string;
  owner_password: string;
  contact_person: string;
  phone: string;
}

export const emptyTenantForm = (): TenantForm => ({ nama: '', kode: '', owner_email: '', owner_password: '', contact_person: '', phone: '' });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * First problem of the form in the order of §5 'Tenant create', else null. The owner may be an
 * existing username (the server adds it as owner): only a value with an '@' is checked as an email
 * here; the server asks a new account to be an email address.
 */
export function validateTenantForm(f: TenantForm): FormProblem<TenantForm> {
  if (!f.nama.trim()) return at('nama', TENANT_TEXT.namaRequired);
  if (!f.kode.trim()) return at('kode', TENANT_TEXT.kodeRequired);
  const email = f.owner_email.trim();
  if (!email) return at('owner_email', TENANT_TEXT.emailRequired);
  if (email.includes('@') && !EMAIL.test(email)) return at('owner_email', TENANT_TEXT.emailFormat);
  if (!f.owner_password) return at('owner_password', TENANT_TEXT.passwordRequired);
  if (f.owner_password.length < 6) return at('owner_password', TENANT_TEXT.passwordMin);
  return null;
}

/** Body of POST /api/superadmin/tenants: trimmed, the kode upper-case, empty optional fields left out. */
export function createBody(f: TenantForm): TenantCreate {
  return {
    nama: f.nama.trim(),
    kode: f.kode.trim().toUpperCase(),
    owner_email: f.owner_email.trim(),
    owner_password: f.owner_password,
    ...(f.contact_person.trim() ? { contact_person: f.contact_person.trim() } : {}),
    ...(f.phone.trim() ? { phone: f.phone.trim() } : {}),
  };
}

/** The tenants whose name or code contains `search` (case-insensitive); all for a blank search. */
export function filterTenants(tenants: readonly Tenant[], search: string): Tenant[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...tenants];
  return tenants.filter((t) => t.nama.toLowerCase().includes(q) || t.kode.toLowerCase().includes(q));
}

/** Counts shown above the table. */
export function tenantCounts(tenants: readonly Tenant[]): { total: number; active: number } {
  return { total: tenants.length, active: tenants.filter((t) => t.is_active).length };
}

/** A one-line summary of a test push for the screen. */
export function pushSummary(r: PushResult): { ok: boolean; text: string } {
  if (r.ok) return { ok: true, text: `Tes push berhasil (HTTP ${r.status}) ke ${r.target ?? '-'} · Idempotency-Key ${r.idem_key ?? '-'}` };
  const why = r.message ?? (r.status ? `HTTP ${r.status}` : 'tidak ada jawaban');
  return { ok: false, text: `Tes push gagal: ${why}${r.target ? ` (${r.target})` : ''}` };
}

/** 'dd/mm/yyyy HH:mm' of an ISO time on the farm's clock (Asia/Jakarta), whatever the device's zone. */
export function farmDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Bytes as MB with one decimal, Indonesian style ('12,3 MB'); below 0.1 MB in KB. */
export function formatSize(bytes: number): string {
  if (bytes < 100 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

/**
 * The backup line of the superadmin's screen: 'info' before the first backup, 'success' with the
 * newest backup's time, file and size, 'error' when the newest one failed (its error and the last
 * one that succeeded).
 */
export function backupLine(s: BackupStatus): { severity: 'info' | 'success' | 'error'; text: string } {
  const schedule = s.nightly ? 'Cadangan otomatis setiap malam pukul 01:00' : 'Cadangan otomatis malam hari tidak aktif';
  const kept = `disimpan ${s.keep_daily} harian dan ${s.keep_weekly} mingguan`;
  const ok = (r: NonNullable<BackupStatus['last']>) => `${farmDateTime(r.started_at)} · ${r.file} · ${formatSize(r.size_bytes ?? 0)}`;
  if (!s.last) return { severity: 'info', text: `Belum ada cadangan. ${schedule} (${kept}); jalankan npm run backup untuk cadangan pertama.` };
  if (s.last.error) {
    const before = s.last_success ? `Cadangan berhasil terakhir: ${ok(s.last_success)}.` : 'Belum ada cadangan yang berhasil.';
    return { severity: 'error', text: `Cadangan terakhir GAGAL (${farmDateTime(s.last.started_at)}): ${s.last.error.replace(/\.$/, '')}. ${before}` };
  }
  return { severity: 'success', text: `Cadangan terakhir: ${ok(s.last)}. ${schedule} (${kept}).` };
}

/** Downloads the zip of one farm's rows (GET /api/superadmin/tenants/{id}/export) as `ekspor-<KODE>.zip`. */
export async function exportTenant(t: Tenant): Promise<void> {
  const blob = await send(api.GET('/api/superadmin/tenants/{id}/export', { params: { path: { id: t.id } }, parseAs: 'blob' }));
  saveFile(`ekspor-${t.kode}.zip`, blob as Blob);
}

export const createTenant = (body: TenantCreate) => send(api.POST('/api/superadmin/tenants', { body }));

/** PATCH status with the inverse of the current state (spec part 2 §4 'Tenant'). */
export const toggleStatus = (t: Tenant) => send(api.PATCH('/api/superadmin/tenants/{id}/status', { params: { path: { id: t.id } }, body: { status: !t.is_active } }));

export const impersonate = (t: Tenant) => send(api.POST('/api/superadmin/impersonate/{id}', { params: { path: { id: t.id } } }));

export const testPush = () => send(api.POST('/api/superadmin/gorichi/test-simple'));

/** After a successful impersonation: store the farm's token and tenant (own token kept aside) and load /dashboard (spec part 2 §4). */
export function enterFarm(result: Impersonation): void {
  startImpersonation(localStorage, result.token, result.tenant);
  notifySessionChanged();
  hardNavigate('/dashboard');
}

/**
 * The audit trail's pure logic (issue #19): the query of GET /api/audit from the screen's filters,
 * the Indonesian names of tables, actions and events, and a change written as 'kolom: lama → baru'.
 */
import type { Schemas } from '../../api/client';
import type { SheetColumn } from '../../lib/spreadsheet';

export type AuditItem = Schemas['AuditItemDto'];

/** Rows asked for per page (the API's largest page). */
export const AUDIT_PAGE_SIZE = 500;

/** Names of the audited tables, as the farm knows them. */
export const ENTITY_LABELS: Record<string, string> = {
  tenants: 'Tenant',
  memberships: 'Anggota kandang',
  abk: 'Data ABK',
  lokasi: 'Lokasi',
  plant: 'Plant',
  jalur: 'Jalur',
  bagian: 'Bagian',
  tingkat: 'Tingkat',
  transaksi_pakan: 'Pemakaian pakan',
  transaksi_telur: 'Produksi telur',
  transaksi_ayam: 'Transaksi ayam',
  feed_txns: 'Stok pakan',
  feed_item_jalur: 'Pakan per jalur',
  telur_settings: 'Pengaturan telur',
  task_main: 'Tugas utama',
  task_sub: 'Sub tugas',
  task_schedule: 'Jadwal tugas',
  task_execution: 'Pelaksanaan tugas',
  accounts: 'Kode akun',
  journals: 'Jurnal',
  journal_lines: 'Baris jurnal',
  customers: 'Pelanggan',
  egg_preorders: 'Pemesanan telur',
  egg_sales: 'Penjualan telur',
  egg_sale_lines: 'Baris penjualan',
  ar_receipts: 'Penerimaan pembayaran',
  ar_receipt_allocations: 'Alokasi pembayaran',
  egg_sale_returns: 'Retur penjualan',
  egg_sale_return_lines: 'Baris retur penjualan',
};

/** Names of the security events. */
export const EVENT_LABELS: Record<string, string> = {
  login_success: 'Login',
  login_failure: 'Login gagal',
  logout: 'Logout',
  password_change: 'Ganti password',
  password_set: 'Password diatur admin',
  role_change: 'Ubah role',
  user_added: 'User ditambahkan',
  tenant_created: 'Tenant dibuat',
  tenant_status_changed: 'Status tenant diubah',
  impersonation_start: 'Superadmin masuk kandang',
  impersonation_end: 'Superadmin keluar kandang',
};

export const ACTION_LABELS: Record<string, string> = { insert: 'Tambah', update: 'Ubah', delete: 'Hapus' };

/** The choices of the 'Data / kejadian' filter: every table, then every event. */
export const ENTITY_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  ...Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label })),
  ...Object.entries(EVENT_LABELS).map(([value, label]) => ({ value, label: `${label} (kejadian)` })),
];

/** The filters of the screen. */
export interface AuditFilters {
  from?: string;
  to?: string;
  actor: string;
  entity: string;
  page: number;
}

/** Query of GET /api/audit: empty filters are left out. */
export function auditQuery(f: AuditFilters) {
  const actor = f.actor.trim();
  return {
    from: f.from,
    to: f.to,
    actor: actor || undefined,
    entity: f.entity || undefined,
    page: f.page,
    limit: AUDIT_PAGE_SIZE,
  };
}

const numberText = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 });

/** One stored value as text: '-' for none, Indonesian numbers, ya/tidak, JSON for lists. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'number') return numberText.format(value);
  if (typeof value === 'boolean') return value ? 'ya' : 'tidak';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

type Json = Record<string, unknown> | null | undefined;

/**
 * The change of a row as lines: an update 'kolom: lama → baru' for each changed column, an insert
 * 'kolom: baru', a delete 'kolom: lama'; a security event its details ('from → to' for a role change).
 */
export function changeLines(item: Pick<AuditItem, 'action' | 'before' | 'after' | 'detail'>): string[] {
  const before = item.before as Json;
  const after = item.after as Json;
  if (item.action === 'update') {
    return Object.keys({ ...before, ...after }).map((k) => `${k}: ${valueText(before?.[k])} → ${valueText(after?.[k])}`);
  }
  // The row's id is already named beside the table ('Tambah Pelanggan #5').
  const fields = (row: Json) => Object.entries(row ?? {}).filter(([k]) => k !== 'id').map(([k, v]) => `${k}: ${valueText(v)}`);
  if (item.action === 'insert') return fields(after);
  if (item.action === 'delete') return fields(before);
  const detail = item.detail as Json;
  if (!detail) return [];
  if ('from' in detail && 'to' in detail) return [`${valueText(detail.from)} → ${valueText(detail.to)}`];
  return Object.entries(detail).map(([k, v]) => `${k}: ${valueText(v)}`);
}

/** What happened, in words: 'Ubah Pelanggan #12', 'Login gagal'. */
export function whatText(item: Pick<AuditItem, 'event' | 'action' | 'entity' | 'entity_id'>): string {
  if (item.action && item.entity) {
    const entity = ENTITY_LABELS[item.entity] ?? item.entity;
    return `${ACTION_LABELS[item.action] ?? item.action} ${entity}${item.entity_id ? ` #${item.entity_id}` : ''}`;
  }
  return EVENT_LABELS[item.event] ?? item.event;
}

/** Time of a row as dd/mm/yyyy HH:mm:ss in the browser's zone. */
export function timeText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Columns of the Excel file. */
export const AUDIT_SHEET: SheetColumn<AuditItem>[] = [
  { header: 'Waktu', value: (r) => timeText(r.created_at), format: 'text', width: 20 },
  { header: 'Pelaku', value: (r) => r.actor, format: 'text', width: 20 },
  { header: 'Atas nama kandang', value: (r) => (r.on_behalf_of ? `${r.on_behalf_of.kode} – ${r.on_behalf_of.nama}` : null), format: 'text', width: 24 },
  { header: 'Kejadian', value: (r) => whatText(r), format: 'text', width: 28 },
  { header: 'Tabel', value: (r) => r.entity, format: 'text', width: 18 },
  { header: 'ID data', value: (r) => r.entity_id, format: 'text' },
  { header: 'Aksi', value: (r) => r.action ?? r.event, format: 'text' },
  { header: 'Perubahan', value: (r) => changeLines(r).join('\n'), format: 'text', width: 60 },
  { header: 'Subjek', value: (r) => r.subject, format: 'text', width: 20 },
  { header: 'Alamat klien', value: (r) => r.client_address, format: 'text', width: 16 },
];

/** Rules and requests of My Info (spec part 2 'My Info', §5 'Change password', §8 'My info'). */
import { api, send, type Schemas } from '../../api/client';
import { logout } from '../../data/logout';
import { switchFarm } from '../../data/farm-switch';

export type MyInfo = Schemas['MyInfoDto'];
export type AbkInfo = Schemas['MyInfoAbkDto'];
export type ResellerInfo = Schemas['MyInfoResellerDto'];

export const MY_INFO_TEXT = {
  load: 'Gagal memuat data.',
  save: 'Gagal menyimpan',
  saved: 'Password berhasil diperbarui.',
  required: 'Semua field password wajib diisi.',
  tooShort: 'Password minimal 6 karakter',
  mismatch: 'Konfirmasi password tidak sama.',
  accept: 'Gagal menerima undangan',
  codeRequired: 'Kode undangan wajib diisi',
  leave: 'Gagal keluar dari kandang',
  farms: 'Gagal memuat daftar kandang.',
  noFarms: 'Akun Anda belum terdaftar di kandang mana pun.',
} as const;

/** The code of an invitation link (/my-info?undangan=<code>), else ''. */
export const invitationCodeFrom = (search: string): string => new URLSearchParams(search).get('undangan')?.trim() ?? '';

export type AcceptedInvitation = Schemas['AcceptedInvitationDto'];

/** POST /api/my/invitations/accept: the caller joins the invitation's farm. */
export const acceptInvitation = (code: string): Promise<AcceptedInvitation> => send(api.POST('/api/my/invitations/accept', { body: { code: code.trim() } }));

/**
 * Makes `tenantId` the session's farm (data/farm-switch: POST /api/auth/switch-tenant, a new token
 * of the same session, remembered for this device) and reloads /my-info, so that every screen
 * reads that farm.
 */
export const openFarm = (tenantId: string): Promise<void> => switchFarm(tenantId, { path: '/my-info' });

/**
 * Leaves the token's farm (POST /api/my/leave), then opens the caller's first other farm, or —
 * with none left — logs out to /login.
 */
export async function leaveFarm(): Promise<void> {
  await send(api.POST('/api/my/leave'));
  const summary = await send(api.GET('/api/auth/summary'));
  const next = summary.memberships?.[0];
  if (next) await openFarm(String(next.id));
  else logout();
}

export interface PasswordForm {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export const emptyPasswordForm = (): PasswordForm => ({ current_password: '', new_password: '', confirm_password: '' });

/** First problem of the form: all three required, new at least 6 characters, confirmation equal; else null. */
export function validatePasswordForm(f: PasswordForm): string | null {
  if (!f.current_password || !f.new_password || !f.confirm_password) return MY_INFO_TEXT.required;
  if (f.new_password.length < 6) return MY_INFO_TEXT.tooShort;
  if (f.new_password !== f.confirm_password) return MY_INFO_TEXT.mismatch;
  return null;
}

export function changePassword(body: PasswordForm): Promise<Schemas['MessageDto']> {
  return send(api.POST('/api/my/change-password', { body }));
}

/** The extra data as ABK data when the kind is abk. */
export const abkData = (info: MyInfo | undefined): AbkInfo | null =>
  info?.extra?.kind === 'abk' ? ((info.extra.data as AbkInfo | null) ?? null) : null;

/** The extra data as reseller data when the kind is reseller. */
export const resellerData = (info: MyInfo | undefined): ResellerInfo | null =>
  info?.extra?.kind === 'reseller' ? ((info.extra.data as ResellerInfo | null) ?? null) : null;

/** Rules and requests of My Info (spec part 2 'My Info', §5 'Change password', §8 'My info'). */
import { api, send, type Schemas } from '../../api/client';

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
} as const;

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

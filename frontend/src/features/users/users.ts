/** Rules and requests of Data Users (spec part 2 'Data Users', §5 'User', §7, §8 'Users'). */
import { api, send, type Schemas } from '../../api/client';
import { at, type FormProblem } from '../../lib/form-problem';

export type User = Schemas['UserDto'];
export type Role = Schemas['UserCreateDto']['role'];

export const USER_TEXT = {
  load: 'Gagal mengambil users',
  add: 'Gagal menambah user',
  save: 'Gagal menyimpan perubahan user',
  usernameRequired: 'Username wajib diisi',
  mismatch: 'Password & konfirmasi tidak sama',
  tooShort: 'Password minimal 6 karakter',
  status: 'Gagal mengubah status user',
  remove: 'Gagal menghapus user dari kandang',
  invite: 'Gagal membuat undangan',
  invitations: 'Gagal mengambil undangan',
  cancelInvite: 'Gagal membatalkan undangan',
  copied: 'Tautan undangan disalin.',
  copyFailed: 'Tautan tidak dapat disalin: salin secara manual.',
} as const;

/** Why an admin's screen disables the actions on another admin's or an owner's row (the server's 403 says the same). */
export const OWNER_ONLY = 'Hanya pemilik kandang yang dapat mengubah, menonaktifkan, atau menghapus admin dan pemilik kandang.';

/**
 * Whether the caller may edit, switch off or remove the member `row` (ids as strings): its own row,
 * an abk/viewer/reseller, or anyone when `grantable` (GET /api/users/roles) lists 'owner', i.e. the
 * caller is the farm's owner or a superadmin. Otherwise the server answers 403 {@link OWNER_ONLY}.
 */
export const mayManage = (row: Pick<User, 'id' | 'role'>, me: string, grantable: readonly string[]): boolean =>
  row.id === me || (row.role !== 'admin' && row.role !== 'owner') || grantable.includes('owner');

export { ROLE_LABELS } from '../../lib/roles';

export interface UserForm {
  email: string;
  role: Role;
  password: string;
  confirm: string;
}

export const emptyUserForm = (user?: User | null): UserForm => ({ email: user?.email ?? '', role: (user?.role as Role | undefined) ?? 'abk', password: '', confirm: '' });

/**
 * First problem of the form at its field, else null: create: username required (at Username); both: the
 * confirmation equal to the password (at Konfirmasi password), a password given at least 6 long (at Password).
 */
export function validateUserForm(f: UserForm, editing: boolean): FormProblem<UserForm> {
  if (!editing && !f.email.trim()) return at('email', USER_TEXT.usernameRequired);
  if (f.password !== f.confirm) return at('confirm', USER_TEXT.mismatch);
  if (f.password && f.password.length < 6) return at('password', USER_TEXT.tooShort);
  return null;
}

export type UserCreate = Schemas['UserCreateDto'];
export type UserUpdate = { id: string; body: Schemas['UserUpdateDto'] };

/** Body of POST /api/users: the password only when typed. */
export const createBody = (f: UserForm): UserCreate => ({ email: f.email.trim(), role: f.role, ...(f.password ? { password: f.password } : {}) });

/** PUT /api/users/{id}: the role, and the password only when typed (blank = unchanged). */
export const updateRequest = (id: string, f: UserForm): UserUpdate => ({ id, body: { role: f.role, ...(f.password ? { password: f.password } : {}) } });

export const addUser = (body: UserCreate): Promise<User> => send(api.POST('/api/users', { body }));
export const updateUser = ({ id, body }: UserUpdate): Promise<User> => send(api.PUT('/api/users/{id}', { params: { path: { id } }, body }));

/** PUT /api/users/{id} {aktif}: switches a member on or off in this farm (off ends its sessions). */
export const setUserActive = ({ id, aktif }: { id: string; aktif: boolean }): Promise<User> =>
  send(api.PUT('/api/users/{id}', { params: { path: { id } }, body: { aktif } }));

export type Invitation = Schemas['InvitationDto'];
export type InvitationCreated = Schemas['InvitationCreatedDto'];

/** The form of a new invitation: the role it grants. */
export interface InviteForm {
  role: Role;
}

/** POST /api/users/invitations: a one-use code for `role`, shown once. */
export const createInvitation = (role: Role): Promise<InvitationCreated> => send(api.POST('/api/users/invitations', { body: { role } }));

/** DELETE /api/users/invitations/{id}: cancels a pending invitation. */
export const cancelInvitation = (id: number): Promise<unknown> => send(api.DELETE('/api/users/invitations/{id}', { params: { path: { id } } }));

/** The full address of an invitation's link (the server gives the path /my-info?undangan=<code>). */
export const invitationUrl = (link: string, origin: string = window.location.origin): string => `${origin}${link}`;

/** DELETE /api/users/{id}: removes a member from this farm (its sessions end; the account stays). */
export const removeUser = (id: string): Promise<unknown> => send(api.DELETE('/api/users/{id}', { params: { path: { id } } }));

import { describe, expect, it } from 'vitest';
import { createBody, emptyUserForm, updateRequest, validateUserForm } from './users';

describe('user form (spec part 2 §5 User)', () => {
  const f = { ...emptyUserForm(), email: 'baru', role: 'abk' as const };
  it('username required on create only; password and confirmation equal', () => {
    expect(validateUserForm({ ...f, email: '  ' }, false)).toEqual({ field: 'email', message: 'Username wajib diisi' });
    expect(validateUserForm({ ...f, email: '' }, true)).toBeNull();
    expect(validateUserForm({ ...f, password: 'abc123', confirm: 'abc124' }, false)).toEqual({ field: 'confirm', message: 'Password & konfirmasi tidak sama' });
    expect(validateUserForm({ ...f, password: 'abc', confirm: 'abc' }, false)).toEqual({ field: 'password', message: 'Password minimal 6 karakter' });
    expect(validateUserForm(f, false)).toBeNull();
  });
  it('the password is sent only when typed (blank on edit = unchanged)', () => {
    expect(createBody({ ...f, email: ' baru ' })).toEqual({ email: 'baru', role: 'abk' });
    expect(createBody({ ...f, password: 'abc123', confirm: 'abc123' })).toEqual({ email: 'baru', role: 'abk', password: 'abc123' });
    expect(updateRequest('u1', f)).toEqual({ id: 'u1', body: { role: 'abk' } });
    expect(updateRequest('u1', { ...f, password: 'abc123', confirm: 'abc123' })).toEqual({ id: 'u1', body: { role: 'abk', password: 'abc123' } });
  });
});

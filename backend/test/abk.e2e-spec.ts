import { createTestApp, TestApp, uniq } from './utils/create-test-app';
import { createTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { AbkDto, AbkUserDto } from '../src/modules/abk/dto/abk.dto';
import { UserDto } from '../src/modules/users/dto/users.dto';

/** The ABK register (/abk, issue #15; spec part 2 'Data ABK', §3 'ABK', §5 'ABK create', §7 'ABK'). */
describe('ABK register', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'ABK A');
    b = await createTenant(t, 'ABK B');
  });
  afterAll(() => t.close());

  const body = (over: object = {}) => ({ nama_panggilan: 'Jono', tanggal_mulai_kerja: '2025-03-01', ...over });

  it('available users: the abk members not yet registered; registering takes one off', async () => {
    const extra = `abk2-${uniq()}`;
    const added = bodyOf<UserDto>(await t.http().post('/api/users').set(a.as('admin')).send({ email: extra, role: 'abk', password: 'abk2-pw' }).expect(201));
    const before = bodyOf<AbkUserDto[]>(await t.http().get('/api/abk/available-users').set(a.as('admin')).expect(200));
    expect(before.map((u) => u.id).sort()).toEqual([a.users.abk.id, added.id].sort());

    // Phone '+62 812-3456-7890' → '6281234567890'; 0813… → 62813…
    const res = await t
      .http()
      .post('/api/abk')
      .set(a.as('admin'))
      .send(body({ user_id: a.users.abk.id, nama_asli: 'Sujono', no_hp: '+62 812-3456-7890', alamat: 'Desa', no_ktp: '3201', tanggal_selesai_kerja: null }))
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number) as unknown,
      user_id: a.users.abk.id,
      email: a.users.abk.username,
      nama_panggilan: 'Jono',
      nama_asli: 'Sujono',
      no_hp: '6281234567890',
      alamat: 'Desa',
      no_ktp: '3201',
      tanggal_mulai_kerja: '2025-03-01',
      tanggal_selesai_kerja: null,
      aktif: true,
    });
    const after = bodyOf<AbkUserDto[]>(await t.http().get('/api/abk/available-users').set(a.as('admin')).expect(200));
    expect(after).toEqual([{ id: added.id, email: extra }]);
    const { id } = bodyOf<AbkDto>(res);

    const upd = await t
      .http()
      .put(`/api/abk/${id}`)
      .set(a.as('admin'))
      .send(body({ nama_panggilan: 'Jon', no_hp: '0813 9999 0000', tanggal_selesai_kerja: '2025-12-31', aktif: false }))
      .expect(200);
    expect(upd.body).toMatchObject({ nama_panggilan: 'Jon', no_hp: '6281399990000', tanggal_selesai_kerja: '2025-12-31', aktif: false, nama_asli: null });
    const list = bodyOf<AbkDto[]>(await t.http().get('/api/abk').set(a.as('admin')).expect(200));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, aktif: false });
  });

  it('409 registering twice; 422 for a member without the abk role or a user of another farm', async () => {
    expect(messageOf(await t.http().post('/api/abk').set(a.as('admin')).send(body({ user_id: a.users.abk.id })).expect(409))).toBe('User ini sudah terdaftar sebagai ABK.');
    expect(messageOf(await t.http().post('/api/abk').set(a.as('admin')).send(body({ user_id: a.users.viewer.id })).expect(422))).toBe('User ini bukan user ABK kandang ini.');
    expect(messageOf(await t.http().post('/api/abk').set(a.as('admin')).send(body({ user_id: b.users.abk.id })).expect(422))).toBe('User ini bukan user ABK kandang ini.');
  });

  it('validation messages', async () => {
    const post = (over: object) => t.http().post('/api/abk').set(b.as('admin')).send(body({ user_id: b.users.abk.id, ...over })).expect(400);
    expect(messageOf(await post({ user_id: undefined }))).toBe('User ABK wajib dipilih.');
    expect(messageOf(await post({ nama_panggilan: ' ' }))).toBe('Nama panggilan wajib diisi.');
    expect(messageOf(await post({ tanggal_mulai_kerja: undefined }))).toBe('Tanggal mulai kerja wajib diisi (YYYY-MM-DD).');
    expect(messageOf(await post({ tanggal_mulai_kerja: '2025-02-30' }))).toBe('Tanggal mulai kerja wajib diisi (YYYY-MM-DD).');
    expect(messageOf(await post({ tanggal_selesai_kerja: '01-01-2026' }))).toBe('Tanggal selesai kerja harus tanggal (YYYY-MM-DD).');
    expect(messageOf(await post({ tanggal_selesai_kerja: '2025-02-28' }))).toBe('Tanggal selesai kerja tidak boleh sebelum tanggal mulai kerja.');
    expect(messageOf(await post({ aktif: 'ya' }))).toBe('aktif harus true atau false.');
  });

  // Issue 19 'One phone rule everywhere': '08abc' was stored as '628' (non-digits dropped).
  it('a phone that is not an Indonesian number answers 400 and stores nothing, on create and on edit', async () => {
    const post = (no_hp: unknown) => t.http().post('/api/abk').set(b.as('admin')).send(body({ user_id: b.users.abk.id, no_hp })).expect(400);
    for (const bad of ['abc', '08abc', '12', '0813 9', '+1 202 555 0143', 123]) {
      expect(messageOf(await post(bad))).toBe('Nomor HP tidak valid (contoh 081234567890).');
    }
    expect((await t.http().get('/api/abk').set(b.as('admin')).expect(200)).body).toEqual([]);
    const [row] = bodyOf<AbkDto[]>(await t.http().get('/api/abk').set(a.as('admin')).expect(200));
    for (const bad of ['abc', '08abc']) {
      const put = await t.http().put(`/api/abk/${row.id}`).set(a.as('admin')).send(body({ no_hp: bad })).expect(400);
      expect(messageOf(put)).toBe('Nomor HP tidak valid (contoh 081234567890).');
    }
    expect((await t.http().get('/api/abk').set(a.as('admin')).expect(200)).body).toEqual([row]);
  });

  it('a phone with dashes is stored in the 62 form, and an empty one as no phone', async () => {
    const [row] = bodyOf<AbkDto[]>(await t.http().get('/api/abk').set(a.as('admin')).expect(200));
    const put = (no_hp: string) => t.http().put(`/api/abk/${row.id}`).set(a.as('admin')).send(body({ no_hp })).expect(200);
    // '0812-3456-7890': dashes dropped, the leading 0 becomes 62 → '62' + '81234567890'.
    expect(bodyOf<AbkDto>(await put('0812-3456-7890')).no_hp).toBe('6281234567890');
    expect(bodyOf<AbkDto[]>(await t.http().get('/api/abk').set(a.as('admin')).expect(200))[0].no_hp).toBe('6281234567890');
    expect(bodyOf<AbkDto>(await put('')).no_hp).toBeNull();
  });

  it('admin only; another farm\'s row answers 404', async () => {
    // Farm A's abk was switched off in the register above (its sessions ended): farm B's abk stands in.
    for (const [farm, role] of [[b, 'abk'], [a, 'reseller'], [a, 'viewer']] as const) {
      await t.http().get('/api/abk').set(farm.as(role)).expect(403);
      await t.http().get('/api/abk/available-users').set(farm.as(role)).expect(403);
    }
    const [row] = bodyOf<AbkDto[]>(await t.http().get('/api/abk').set(a.as('admin')).expect(200));
    expect(messageOf(await t.http().put(`/api/abk/${row.id}`).set(b.as('admin')).send(body()).expect(404))).toBe('Data ABK tidak ditemukan.');
    expect((await t.http().get('/api/abk').set(b.as('admin')).expect(200)).body).toEqual([]);
  });

  // Issue 19: a client sending back the row it read (§3 'ABK': id, user_id, email among the fields)
  // got 400 'Field user_id tidak dikenal.'; now those are ignored when they are the row's own.
  it('PUT takes the whole §3 row as read; id, user_id and email must be the row\'s own', async () => {
    const [row] = bodyOf<AbkDto[]>(await t.http().get('/api/abk').set(a.as('admin')).expect(200));
    const edited = { ...row, nama_panggilan: 'Jono Baru', alamat: 'Dusun Krajan' };
    const res = await t.http().put(`/api/abk/${row.id}`).set(a.as('admin')).send(edited).expect(200);
    expect(res.body).toEqual(edited);

    const put = (over: object) => t.http().put(`/api/abk/${row.id}`).set(a.as('admin')).send({ ...edited, ...over }).expect(400);
    expect(messageOf(await put({ user_id: a.users.viewer.id }))).toBe('User ABK tidak dapat diubah.');
    expect(messageOf(await put({ email: a.users.viewer.username }))).toBe('User ABK tidak dapat diubah.');
    expect(messageOf(await put({ id: row.id + 1 }))).toBe('Id ABK tidak sesuai dengan alamat.');
    expect(messageOf(await put({ warna: 'merah' }))).toBe('Field warna tidak dikenal.');
    expect((await t.http().get('/api/abk').set(a.as('admin')).expect(200)).body).toEqual([edited]);
  });
  it("switching a worker off in the register ends its user's sessions: its token answers 401 with the message, login 403", async () => {
    const c = await createTenant(t, 'ABK Nonaktif');
    const tablet = await loginAs(t, c.users.abk.username, c.users.abk.password);
    const row = bodyOf<AbkDto>(await t.http().post('/api/abk').set(c.as('admin')).send(body({ user_id: c.users.abk.id })).expect(201));
    await t.http().get('/api/my').set({ authorization: `Bearer ${tablet}` }).expect(200);
    await t.http().put(`/api/abk/${row.id}`).set(c.as('admin')).send(body({ aktif: false })).expect(200);
    for (const token of [c.tokens.abk, tablet]) {
      expect(messageOf(await t.http().get('/api/my').set({ authorization: `Bearer ${token}` }).expect(401))).toBe('Akun Anda dinonaktifkan di kandang ini.');
    }
    await t.http().post('/api/auth/login').send({ email: c.users.abk.username, password: c.users.abk.password }).expect(403);
    // The admin's own session is untouched.
    await t.http().get('/api/abk').set(c.as('admin')).expect(200);
  });
});

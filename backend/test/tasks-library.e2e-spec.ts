import * as fs from 'fs';
import * as path from 'path';
import { ImageStorage } from '../src/common/storage/image-storage.service';
import { createTestApp, TestApp } from './utils/create-test-app';
import { createTenant, TestTenant } from './utils/factories';
import { apiMain, apiSub, JPEG_HEAD, PNG_1x1, tempDataDir, WEBP_HEAD } from './utils/tasks';
import { bodyOf, messageOf } from './utils/http';
import { MainTaskDto, SubTaskDto } from '../src/modules/tasks/dto/task-library.dto';

describe('Task library (spec part 1 §2.11, §5, §7 Task library)', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let dataDir: string;
  const fileOf = (url: string) => path.join(dataDir, url.split('?')[0]); // url is /uploads/<tenant>/<file>?exp=…&sig=…

  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await createTestApp({ dataDir });
    a = await createTenant(t, 'Tugas A');
    b = await createTenant(t, 'Tugas B');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('main tasks', () => {
    it('creates, lists by name, edits and toggles Aktif/Nonaktif', async () => {
      const created = bodyOf<MainTaskDto>(await t.http().post('/api/tasks/main').set(a.as('admin')).send({ nama: '  Vaksinasi ', deskripsi: 'Program vaksin' }).expect(201));
      expect(created).toEqual({ id: expect.any(Number) as unknown, nama: 'Vaksinasi', deskripsi: 'Program vaksin', aktif: true });
      await apiMain(t, a, 'BASIC');

      const list = await t.http().get('/api/tasks/main').set(a.as('owner')).expect(200);
      expect(bodyOf<MainTaskDto[]>(list).map((m) => m.nama)).toEqual(['BASIC', 'Vaksinasi']);

      const edited = await t.http().put(`/api/tasks/main/${created.id}`).set(a.as('admin')).send({ nama: 'Vaksinasi Rutin', deskripsi: '', aktif: false }).expect(200);
      expect(edited.body).toEqual({ id: created.id, nama: 'Vaksinasi Rutin', deskripsi: null, aktif: false });
      // aktif not sent: kept as it is
      const kept = await t.http().put(`/api/tasks/main/${created.id}`).set(a.as('admin')).send({ nama: 'Vaksinasi Rutin' }).expect(200);
      expect(bodyOf<MainTaskDto>(kept).aktif).toBe(false);
    });

    it("answers 400 'Nama main task wajib diisi' for a missing or blank name and 409 for a duplicate name", async () => {
      const missing = await t.http().post('/api/tasks/main').set(a.as('admin')).send({ deskripsi: 'x' }).expect(400);
      expect(missing.body).toEqual({ success: false, message: 'Nama main task wajib diisi', field: 'nama' });
      const blank = await t.http().post('/api/tasks/main').set(a.as('admin')).send({ nama: '   ' }).expect(400);
      expect(messageOf(blank)).toBe('Nama main task wajib diisi');
      await apiMain(t, a, 'Kebersihan');
      const dup = await t.http().post('/api/tasks/main').set(a.as('admin')).send({ nama: 'kebersihan' }).expect(409);
      expect(messageOf(dup)).toBe('Main task "kebersihan" sudah ada.');
    });

    it('answers 404 for an unknown id and for a main task of another tenant', async () => {
      const id = await apiMain(t, a, 'Milik A');
      await t.http().put('/api/tasks/main/999999').set(a.as('admin')).send({ nama: 'X' }).expect(404);
      const other = await t.http().put(`/api/tasks/main/${id}`).set(b.as('admin')).send({ nama: 'Curian' }).expect(404);
      expect(messageOf(other)).toBe('Main task tidak ditemukan.');
      const listB = await t.http().get('/api/tasks/main').set(b.as('admin')).expect(200);
      expect(bodyOf<MainTaskDto[]>(listB).find((m) => m.id === id)).toBeUndefined();
    });

    // Issue 19: abk, viewer and reseller got 403 reading the list Tugas Info filters by (a 403
    // ends the browser session, spec §4); they read it now and still cannot write.
    it('every role reads the main tasks; abk, viewer and reseller get 403 writing', async () => {
      const asAdmin = bodyOf<MainTaskDto[]>(await t.http().get('/api/tasks/main').set(a.as('admin')).expect(200));
      expect(asAdmin.length).toBeGreaterThan(0);
      for (const role of ['abk', 'viewer', 'reseller'] as const) {
        expect((await t.http().get('/api/tasks/main').set(a.as(role)).expect(200)).body).toEqual(asAdmin);
        await t.http().post('/api/tasks/main').set(a.as(role)).send({ nama: `Dari ${role}` }).expect(403);
        await t.http().put(`/api/tasks/main/${asAdmin[0].id}`).set(a.as(role)).send({ nama: `Dari ${role}` }).expect(403);
      }
      expect((await t.http().get('/api/tasks/main').set(a.as('admin')).expect(200)).body).toEqual(asAdmin);
    });
  });

  describe('sub tasks (multipart)', () => {
    let mainId: number;
    beforeAll(async () => {
      mainId = await apiMain(t, a, 'Kesehatan');
    });

    it('creates a sub task with an image, converting the text fields, and serves the image at image_url', async () => {
      const res = await t
        .http()
        .post('/api/tasks/sub')
        .set(a.as('admin'))
        .field('main_id', String(mainId))
        .field('nama', 'Cek ayam sakit')
        .field('deskripsi', 'Periksa ayam lesu')
        .field('instruksi', '1. Amati\n2. Pisahkan')
        .field('default_dur_min', '15')
        .field('aktif', 'false')
        .attach('image', PNG_1x1, { filename: 'foto.png', contentType: 'image/png' })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number) as unknown,
        main_id: mainId,
        main_nama: 'Kesehatan',
        nama: 'Cek ayam sakit',
        deskripsi: 'Periksa ayam lesu',
        instruksi: '1. Amati\n2. Pisahkan',
        default_dur_min: 15,
        aktif: false,
        image_url: expect.stringMatching(new RegExp(`^/uploads/${a.id}/[0-9a-f-]{36}\\.png\\?exp=\\d+&sig=[\\w-]{43}$`)) as unknown,
      });
      const imageUrl = bodyOf<SubTaskDto>(res).image_url!;
      const img = await t.http().get(imageUrl).expect(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(bodyOf<Buffer>(img), PNG_1x1)).toBe(0);
      expect(fs.readFileSync(fileOf(imageUrl)).equals(PNG_1x1)).toBe(true);
    });

    // Issue 19: uploads were written with the default mode (0644: readable by every user of the
    // machine) while the secrets are 0600.
    it('writes an uploaded image readable by the server\'s user only (file 0600, its tenant folder 0700)', async () => {
      const res = await t.http().post('/api/tasks/sub').set(b.as('admin')).field('main_id', String(await apiMain(t, b, `Foto ${Date.now()}`))).field('nama', 'Foto mode')
        .attach('image', PNG_1x1, { filename: 'm.png', contentType: 'image/png' }).expect(201);
      const file = fileOf(bodyOf<SubTaskDto>(res).image_url!);
      expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
      expect((fs.statSync(path.dirname(file)).mode & 0o777).toString(8)).toBe('700');
    });

    it('keeps images private: only the signed, unexpired URL answers (Cache-Control private); no token, another tenant, a wrong or old signature: 404', async () => {
      const res = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'Foto rahasia')
        .attach('image', PNG_1x1, { filename: 'r.png', contentType: 'image/png' }).expect(201);
      const url = bodyOf<SubTaskDto>(res).image_url!;
      const [bare, query] = url.split('?');
      const ok = await t.http().get(url).expect(200);
      expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(Number(/max-age=(\d+)/.exec(ok.headers['cache-control'])![1])).toBeGreaterThan(3500);
      expect(Number(/max-age=(\d+)/.exec(ok.headers['cache-control'])![1])).toBeLessThanOrEqual(7200);

      const refused = [
        await t.http().get(bare),
        await t.http().get(bare).set(a.as('admin')),
        await t.http().get(bare).set(b.as('admin')),
        await t.http().get(`${bare}?${query.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'))}`),
        await t.http().get(url.replace(/exp=(\d+)/, (_m, e) => `exp=${Number(e) + 3600}`)),
        await t.http().get(t.app.get(ImageStorage).urlOf(bare.replace('/uploads/', ''), Date.now() - 3 * 3600_000)!),
        // A signature is for one file: moved onto another tenant's path it opens nothing.
        await t.http().get(url.replace(a.id, b.id)),
      ];
      expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
      expect(refused[0].body).toEqual({ success: false, message: 'Berkas tidak ditemukan.' });
      // Tenant B's answers never carry tenant A's image.
      const bSubs = bodyOf<SubTaskDto[]>(await t.http().get('/api/tasks/sub').set(b.as('admin')).expect(200));
      expect(bSubs.some((x) => x.image_url?.includes(a.id))).toBe(false);
    });

    it('accepts JPEG and WebP by content and keeps the extension of the real type', async () => {
      const jpg = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'Foto JPEG')
        .attach('image', JPEG_HEAD, { filename: 'x.bin', contentType: 'application/octet-stream' }).expect(201);
      expect(bodyOf<SubTaskDto>(jpg).image_url).toMatch(/\.jpg\?/);
      const webp = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'Foto WebP')
        .attach('image', WEBP_HEAD, { filename: 'x.webp', contentType: 'image/webp' }).expect(201);
      expect(bodyOf<SubTaskDto>(webp).image_url).toMatch(/\.webp\?/);
    });

    it("refuses an image over 2 MB and a file that is not JPEG/PNG/WebP (400), creating nothing", async () => {
      const before = bodyOf<SubTaskDto[]>(await t.http().get('/api/tasks/sub').set(a.as('admin')).expect(200)).length;
      const files = fs.readdirSync(path.join(dataDir, 'uploads', a.id)).length;
      // 2 MB = 2 × 1024 × 1024 = 2,097,152 bytes; one byte more is too large.
      const big = Buffer.concat([PNG_1x1, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG_1x1.length)]);
      const large = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'Besar')
        .attach('image', big, { filename: 'besar.png', contentType: 'image/png' }).expect(400);
      expect(large.body).toEqual({ success: false, message: 'Ukuran gambar maksimal 2 MB.' });
      const gif = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'GIF')
        .attach('image', Buffer.from('GIF89a\x01\x00\x01\x00'), { filename: 'pura-pura.png', contentType: 'image/png' }).expect(400);
      expect(messageOf(gif)).toBe('Format gambar harus JPEG, PNG, atau WebP.');
      const wrongField = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'Salah field')
        .attach('foto', PNG_1x1, { filename: 'a.png', contentType: 'image/png' }).expect(400);
      expect(messageOf(wrongField)).toBe('Berkas gambar harus dikirim pada field image.');
      expect(bodyOf<SubTaskDto[]>(await t.http().get('/api/tasks/sub').set(a.as('admin')).expect(200)).length).toBe(before);
      expect(fs.readdirSync(path.join(dataDir, 'uploads', a.id)).length).toBe(files);
    });

    it('accepts an image of exactly 2 MB', async () => {
      const exact = Buffer.concat([PNG_1x1, Buffer.alloc(2 * 1024 * 1024 - PNG_1x1.length)]);
      await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'Pas 2 MB')
        .attach('image', exact, { filename: 'pas.png', contentType: 'image/png' }).expect(201);
    });

    it('replaces an image (old file deleted), keeps it when none is sent, and removes it with remove_image=true', async () => {
      const created = bodyOf<SubTaskDto>(
        await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'Ganti foto')
          .attach('image', PNG_1x1, { filename: 'a.png', contentType: 'image/png' }).expect(201),
      );
      const oldUrl = created.image_url!;

      const replaced = await t.http().put(`/api/tasks/sub/${created.id}`).set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'Ganti foto')
        .attach('image', JPEG_HEAD, { filename: 'b.jpg', contentType: 'image/jpeg' }).expect(200);
      const newUrl = bodyOf<SubTaskDto>(replaced).image_url!;
      expect(newUrl).toMatch(/\.jpg\?/);
      expect(fs.existsSync(fileOf(oldUrl))).toBe(false);
      await t.http().get(oldUrl).expect(404);
      await t.http().get(newUrl).expect(200);

      const kept = await t.http().put(`/api/tasks/sub/${created.id}`).set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'Ganti foto 2').expect(200);
      expect(kept.body).toMatchObject({ nama: 'Ganti foto 2', image_url: newUrl });

      const removed = await t.http().put(`/api/tasks/sub/${created.id}`).set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'Ganti foto 2').field('remove_image', 'true').expect(200);
      expect(bodyOf<SubTaskDto>(removed).image_url).toBeNull();
      expect(fs.existsSync(fileOf(newUrl))).toBe(false);
    });

    it('answers the validation messages of §5 (main task, name, duration) and 409 for a duplicate name', async () => {
      const noMain = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('nama', 'Tanpa main').expect(400);
      expect(messageOf(noMain)).toBe('Pilih main task');
      const emptyMain = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', '').field('nama', 'Tanpa main').expect(400);
      expect(messageOf(emptyMain)).toBe('Pilih main task');
      const noName = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(mainId)).field('nama', ' ').expect(400);
      expect(messageOf(noName)).toBe('Nama sub task wajib diisi');
      const negative = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'Durasi').field('default_dur_min', '-1').expect(400);
      expect(messageOf(negative)).toBe('Durasi minimal 0 menit.');
      await apiSub(t, a, mainId, 'Unik');
      const dup = await t.http().post('/api/tasks/sub').set(a.as('admin')).field('main_id', String(mainId)).field('nama', 'UNIK').expect(409);
      expect(messageOf(dup)).toBe('Sub task "UNIK" sudah ada di main task ini.');
    });

    it('lists sub tasks with main_nama, filterable by main_id; JSON bodies work too', async () => {
      const other = await apiMain(t, a, 'Pakan');
      const res = await t.http().post('/api/tasks/sub').set(a.as('admin')).send({ main_id: other, nama: 'Cek tempat pakan', aktif: true, default_dur_min: 10 }).expect(201);
      expect(res.body).toMatchObject({ main_nama: 'Pakan', default_dur_min: 10, image_url: null });
      const filtered = await t.http().get(`/api/tasks/sub?main_id=${other}`).set(a.as('admin')).expect(200);
      expect(bodyOf<SubTaskDto[]>(filtered).map((s) => s.nama)).toEqual(['Cek tempat pakan']);
    });

    it('answers 404 for a main task or sub task of another tenant', async () => {
      const subId = await apiSub(t, a, mainId, 'Rahasia A');
      const mainB = await apiMain(t, b, 'Main B');
      const crossMain = await t.http().post('/api/tasks/sub').set(b.as('admin')).field('main_id', String(mainId)).field('nama', 'Curi').expect(404);
      expect(messageOf(crossMain)).toBe('Main task tidak ditemukan.');
      const crossSub = await t.http().put(`/api/tasks/sub/${subId}`).set(b.as('admin')).field('main_id', String(mainB)).field('nama', 'Curi').expect(404);
      expect(messageOf(crossSub)).toBe('Sub task tidak ditemukan.');
    });

    it('every role reads the sub tasks (viewer got 403); only an admin edits the library', async () => {
      const subId = await apiSub(t, a, mainId, 'Hanya admin');
      await t.http().put(`/api/tasks/sub/${subId}`).set(a.as('abk')).field('main_id', String(mainId)).field('nama', 'Ubah').expect(403);
      await t.http().post('/api/tasks/sub').set(a.as('abk')).field('main_id', String(mainId)).field('nama', 'Baru').expect(403);
      const asAdmin = bodyOf<SubTaskDto[]>(await t.http().get('/api/tasks/sub').set(a.as('admin')).expect(200));
      expect(asAdmin.map((s) => s.id)).toContain(subId);
      for (const role of ['abk', 'viewer', 'reseller'] as const) {
        expect((await t.http().get('/api/tasks/sub').set(a.as(role)).expect(200)).body).toEqual(asAdmin);
      }
      // Another farm's member still sees only its own library.
      expect(bodyOf<SubTaskDto[]>(await t.http().get('/api/tasks/sub').set(b.as('viewer')).expect(200)).map((s) => s.id)).not.toContain(subId);
    });
  });
});

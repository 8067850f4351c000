import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TestApp } from './create-test-app';
import { TestTenant } from './factories';
import { bodyOf } from './http';
import { MainTaskDto, SubTaskDto } from '../../src/modules/tasks/dto/task-library.dto';
import { ScheduleDto } from '../../src/modules/tasks/dto/schedule.dto';

/** A fresh data directory, so uploaded files of a test file can be inspected on disk. */
export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-tasks-'));

/** A real 1×1 PNG. */
export const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** Bytes that start like a JPEG (SOI + APP0 JFIF). */
export const JPEG_HEAD = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1)]);
/** Bytes that start like a WebP (RIFF....WEBP). */
export const WEBP_HEAD = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 2)]);

/** Creates a main task through the API as admin and returns its id. */
export async function apiMain(t: TestApp, tenant: TestTenant, nama: string, aktif = true): Promise<number> {
  const res = await t.http().post('/api/tasks/main').set(tenant.as('admin')).send({ nama, deskripsi: `Tugas ${nama}`, aktif }).expect(201);
  return bodyOf<MainTaskDto>(res).id;
}

/** Creates a sub task (multipart, no image) through the API as admin and returns its id. */
export async function apiSub(t: TestApp, tenant: TestTenant, mainId: number, nama: string, extra: Record<string, string> = {}): Promise<number> {
  const req = t.http().post('/api/tasks/sub').set(tenant.as('admin')).field('main_id', String(mainId)).field('nama', nama);
  for (const [k, v] of Object.entries(extra)) req.field(k, v);
  const res = await req.expect(201);
  return bodyOf<SubTaskDto>(res).id;
}

/** Creates a schedule through the API as admin and returns its id. */
export async function apiSchedule(t: TestApp, tenant: TestTenant, body: Record<string, unknown>): Promise<number> {
  const res = await t.http().post('/api/tasks/schedules').set(tenant.as('admin')).send(body);
  if (res.status !== 201) throw new Error(`schedule: ${res.status} ${JSON.stringify(res.body)}`);
  return bodyOf<ScheduleDto>(res).id;
}

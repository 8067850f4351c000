import { RequestActor } from '../../src/common/auth/claims';
import { TenantRole } from '../../src/common/tenancy/roles';
import { TenantContext } from '../../src/common/tenancy/tenant-context';
import { LoginResponseDto } from '../../src/modules/auth/dto/auth.dto';
import { CoopService } from '../../src/modules/coop/coop.service';
import { TenantsService } from '../../src/modules/tenants/tenants.service';
import { UsersService } from '../../src/modules/users/users.service';
import { TEST_ROOT, TestApp, uniq } from './create-test-app';
import { bodyOf } from './http';

export const ROLES: TenantRole[] = ['owner', 'admin', 'abk', 'reseller', 'viewer'];

/** A tenant made for one test file: its users (one per role, password `<username>-pw`) and tokens. */
export interface TestTenant {
  id: string;
  kode: string;
  nama: string;
  users: Record<TenantRole, { id: string; username: string; password: string }>;
  tokens: Record<TenantRole, string>;
  /** Default headers for a role: bearer token and x-tenant-id. */
  as: (role: TenantRole) => Record<string, string>;
}

/** Logs in and returns the token (fails the test on a non-200). */
export async function loginAs(t: TestApp, username: string, password: string): Promise<string> {
  const res = await t.http().post('/api/auth/login').send({ email: username, password });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return bodyOf<LoginResponseDto>(res).token;
}

/** The test superadmin as a request actor (no tenant). */
const root = (t: TestApp): RequestActor => ({ userId: t.rootId, email: TEST_ROOT, globalRole: 'superadmin', claims: {} as never });

/** Runs `fn` as the test superadmin without a tenant (platform writes: tenants, accounts). */
export function asSuperadmin<T>(t: TestApp, fn: () => Promise<T>): Promise<T> {
  return t.app.get(TenantContext).runAs(root(t), fn);
}

/** Runs `fn` inside `tenantId`'s context as the test superadmin (to build fixtures through the services). */
export function inTenant<T>(t: TestApp, tenantId: string, fn: () => Promise<T>): Promise<T> {
  return t.app.get(TenantContext).runAs({ ...root(t), tenantId, role: 'superadmin' }, fn);
}

/** Creates a tenant with one user per role and logs each in. */
export async function createTenant(t: TestApp, name = 'Uji'): Promise<TestTenant> {
  const suffix = uniq();
  const tenant = await asSuperadmin(t, () => t.app.get(TenantsService).create({ kode: `T${suffix}`, nama: `Kandang ${name} ${suffix}` }));
  const usersSvc = t.app.get(UsersService);
  const users = {} as TestTenant['users'];
  await asSuperadmin(t, async () => {
    for (const role of ROLES) {
      const username = `${role}-${suffix}`;
      const acc = await usersSvc.createAccount(username, `${username}-pw`);
      users[role] = { id: acc.id, username, password: `${username}-pw` };
    }
  });
  await inTenant(t, tenant.id, async () => {
    for (const role of ROLES) await usersSvc.addMembership(users[role].id, role);
  });
  const tokens = {} as TestTenant['tokens'];
  for (const role of ROLES) tokens[role] = await loginAs(t, users[role].username, users[role].password);
  return {
    ...tenant,
    users,
    tokens,
    as: (role) => ({ authorization: `Bearer ${tokens[role]}`, 'x-tenant-id': tenant.id }),
  };
}

/** Ids of a small coop: lokasi › plant › jalur (jalurNames) › bagian (bagianNames) › tingkat (tingkatNames). */
export interface TestCoop {
  lokasiId: number;
  plantId: number;
  jalur: Array<{ id: number; nama: string; bagian: Array<{ id: number; nama: string; tingkat: Array<{ id: number; nama: string }> }> }>;
  tingkatIds: number[];
  bagianIds: number[];
}

/** Builds a coop structure in a tenant through CoopService. */
export async function createCoop(
  t: TestApp,
  tenantId: string,
  shape: { jalur?: string[]; bagian?: string[]; tingkat?: string[] } = {},
): Promise<TestCoop> {
  const coop = t.app.get(CoopService);
  return inTenant(t, tenantId, async () => {
    const lokasi = await coop.create('lokasi', { lokasi: 'Farm Uji' });
    const plant = await coop.create('plant', { plant: 'Plant 1', lokasi_id: lokasi.id });
    const result: TestCoop = { lokasiId: lokasi.id, plantId: plant.id, jalur: [], tingkatIds: [], bagianIds: [] };
    for (const jn of shape.jalur ?? ['Jalur 1']) {
      const j = await coop.create('jalur', { jalur: jn, plant_id: plant.id });
      const jalur = { id: j.id, nama: jn, bagian: [] as TestCoop['jalur'][number]['bagian'] };
      for (const bn of shape.bagian ?? ['Kanan']) {
        const b = await coop.create('bagian', { bagian: bn, jalur_id: j.id });
        const bagian = { id: b.id, nama: bn, tingkat: [] as Array<{ id: number; nama: string }> };
        result.bagianIds.push(b.id);
        for (const tn of shape.tingkat ?? ['T1']) {
          const tk = await coop.create('tingkat', { tingkat: tn, bagian_id: b.id });
          bagian.tingkat.push({ id: tk.id, nama: tn });
          result.tingkatIds.push(tk.id);
        }
        jalur.bagian.push(bagian);
      }
      result.jalur.push(jalur);
    }
    return result;
  });
}

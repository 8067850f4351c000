import { INestApplication } from '@nestjs/common';
import { RequestActor } from '../common/auth/claims';
import { TenantRole } from '../common/tenancy/roles';
import { TenantContext } from '../common/tenancy/tenant-context';
import { CoopService } from '../modules/coop/coop.service';
import { TenantsService } from '../modules/tenants/tenants.service';
import { UsersService } from '../modules/users/users.service';
import { abkDemo } from './abk.demo';
import { dailyOperationsDemo } from './daily-operations.demo';
import { DemoStep } from './demo-step';
import { eggSalesDemo } from './egg-sales.demo';
import { feedStockDemo } from './feed-stock.demo';
import { financeDemo } from './finance.demo';
import { suppliersDemo } from './suppliers.demo';
import { tasksDemo } from './tasks.demo';

/** Demo accounts (demo mode only): password is `<username>123`. */
export const DEMO_USERS: Array<{ username: string; role: TenantRole | 'superadmin'; tenant: 'SKM' | 'BRK' | 'LST' | null }> = [
  { username: 'superadmin', role: 'superadmin', tenant: null },
  { username: 'owner', role: 'owner', tenant: 'SKM' },
  { username: 'admin', role: 'admin', tenant: 'SKM' },
  { username: 'abk', role: 'abk', tenant: 'SKM' },
  { username: 'reseller', role: 'reseller', tenant: 'SKM' },
  { username: 'viewer', role: 'viewer', tenant: 'SKM' },
  { username: 'abk2', role: 'abk', tenant: 'SKM' },
  { username: 'abk3', role: 'abk', tenant: 'SKM' },
  { username: 'owner2', role: 'owner', tenant: 'BRK' },
  { username: 'owner3', role: 'owner', tenant: 'LST' },
];

/** Coop layout of a demo farm: lokasi › plant › jalur › bagian › tingkat. */
interface DemoFarm {
  kode: 'SKM' | 'BRK' | 'LST';
  nama: string;
  lokasi: string;
  jalur: number;
  bagian: string[];
  tingkat: number;
  /** An inactive farm (its members get 'Tenant nonaktif'): coop only, no feature steps. */
  inactive?: boolean;
}
const FARMS: DemoFarm[] = [
  { kode: 'SKM', nama: 'Kandang Sukamaju', lokasi: 'Farm Sukamaju', jalur: 3, bagian: ['Kanan', 'Kiri'], tingkat: 3 },
  { kode: 'BRK', nama: 'Kandang Berkah', lokasi: 'Farm Berkah', jalur: 2, bagian: ['Kanan', 'Kiri'], tingkat: 2 },
  { kode: 'LST', nama: 'Kandang Lestari', lokasi: 'Farm Lestari', jalur: 1, bagian: ['Kanan'], tingkat: 2, inactive: true },
];

/**
 * What the startup log says of the demo logins: every username with its password when `created`
 * (this start made the accounts), else only that they exist, since their passwords may have been
 * changed since and the log must not show them.
 */
export function demoLoginLines(created: boolean): string[] {
  if (!created) return ['Login demo: akun demo sudah ada (password tidak ditampilkan).'];
  return ['Login demo (password = <username>123):', ...DEMO_USERS.map((u) => `  ${u.username.padEnd(11)} ${u.username}123   ${u.role}${u.tenant ? ` @ ${u.tenant}` : ''}`)];
}

/** The features' demo steps, in order (a feature with demo data adds its step here; see demo-step.ts). */
export const DEMO_STEPS: DemoStep[] = [dailyOperationsDemo, tasksDemo, feedStockDemo, eggSalesDemo, financeDemo, suppliersDemo, abkDemo];

/**
 * Loads the demo farms once (DESIGN §6): two tenants, their coop structure and users for every
 * role, then each feature's demo step. Everything is written through the services, so it obeys
 * the same rules as the API: the demo superadmin is the database's first superadmin
 * (`app_bootstrap_superadmin`) and creates the other accounts and the tenants. A database that
 * already has a superadmin is left as it is.
 */
export async function seedDemo(app: INestApplication): Promise<boolean> {
  const users = app.get(UsersService);
  const rootName = DEMO_USERS.find((u) => u.role === 'superadmin')!.username;
  const rootId = await users.bootstrapSuperadmin(rootName, `${rootName}123`);
  if (!rootId) return false;
  const tenants = app.get(TenantsService);
  const ctx = app.get(TenantContext);
  const coop = app.get(CoopService);

  const superadmin: Omit<RequestActor, 'claims'> = { userId: rootId, email: rootName, globalRole: 'superadmin' };
  const accounts = new Map<string, string>([[rootName, rootId]]);
  await ctx.runAs({ ...superadmin, claims: {} as RequestActor['claims'] }, async () => {
    for (const u of DEMO_USERS.filter((x) => x.role !== 'superadmin')) {
      accounts.set(u.username, (await users.createAccount(u.username, `${u.username}123`)).id);
    }
  });

  for (const farm of FARMS) {
    const tenant = await ctx.runAs({ ...superadmin, claims: {} as RequestActor['claims'] }, () =>
      tenants.create({ kode: farm.kode, nama: farm.nama, contact_person: 'Pemilik', phone: '6281200000000' }),
    );
    const actor = { ...superadmin, claims: {} as RequestActor['claims'], tenantId: tenant.id, role: 'superadmin' as const };
    await ctx.runAs(actor, async () => {
      for (const u of DEMO_USERS.filter((x) => x.tenant === farm.kode)) {
        await users.addMembership(accounts.get(u.username)!, u.role as TenantRole);
      }
      const lokasi = await coop.create('lokasi', { lokasi: farm.lokasi });
      const plant = await coop.create('plant', { plant: 'Plant 1', lokasi_id: lokasi.id });
      for (let j = 1; j <= farm.jalur; j++) {
        const jalur = await coop.create('jalur', { jalur: `Jalur ${j}`, plant_id: plant.id });
        for (const b of farm.bagian) {
          const bagian = await coop.create('bagian', { bagian: b, jalur_id: jalur.id });
          for (let t = 1; t <= farm.tingkat; t++) await coop.create('tingkat', { tingkat: `T${t}`, bagian_id: bagian.id });
        }
      }
    });
    if (farm.inactive) {
      await ctx.runAs({ ...superadmin, claims: {} as RequestActor['claims'] }, () => tenants.setStatus(tenant.id, false));
      continue;
    }
    const ownerName = DEMO_USERS.find((u) => u.tenant === farm.kode && u.role === 'owner')!.username;
    for (const step of DEMO_STEPS) {
      await step(app, { kode: farm.kode, tenantId: tenant.id, ownerId: accounts.get(ownerName)! });
    }
  }
  return true;
}

import { INestApplication } from '@nestjs/common';
import dayjs from 'dayjs';
import { TenantContext } from '../common/tenancy/tenant-context';
import { DemoStep } from './demo-step';
import { AbkService } from '../modules/abk/abk.service';

/** Register data of the demo abk users (by username); one has left. */
const HANDS: Record<string, { nama_panggilan: string; nama_asli: string; no_hp: string; alamat: string; no_ktp: string; months: number; left?: boolean }> = {
  abk: { nama_panggilan: 'Udin', nama_asli: 'Samsudin', no_hp: '0812-3456-7001', alamat: 'Dusun Krajan RT 02', no_ktp: '3201010101900001', months: 18 },
  abk2: { nama_panggilan: 'Ujang', nama_asli: 'Ujang Suryana', no_hp: '+62 813-2222-7002', alamat: 'Kampung Sawah RT 05', no_ktp: '3201010202920002', months: 9 },
  abk3: { nama_panggilan: 'Asep', nama_asli: 'Asep Saepudin', no_hp: '0857 1111 7003', alamat: 'Desa Cibodas', no_ktp: '3201010303950003', months: 14, left: true },
};

/**
 * Demo step (DESIGN §6): the ABK register of the farm — every abk member that has data above,
 * written through AbkService (phone normalised, dates checked as by the API).
 */
export const abkDemo: DemoStep = async (app: INestApplication, farm) => {
  const ctx = app.get(TenantContext);
  const abk = app.get(AbkService);
  const actor = { userId: farm.ownerId, email: 'owner', globalRole: 'user' as const, claims: {} as never, tenantId: farm.tenantId, role: 'admin' as const };
  await ctx.runAs(actor, async () => {
    for (const user of await abk.availableUsers()) {
      const hand = HANDS[user.email];
      if (!hand) continue;
      const start = dayjs().subtract(hand.months, 'month').startOf('month');
      await abk.create({
        user_id: user.id,
        nama_panggilan: hand.nama_panggilan,
        nama_asli: hand.nama_asli,
        no_hp: hand.no_hp,
        alamat: hand.alamat,
        no_ktp: hand.no_ktp,
        tanggal_mulai_kerja: start.format('YYYY-MM-DD'),
        tanggal_selesai_kerja: hand.left ? dayjs().subtract(1, 'month').startOf('month').format('YYYY-MM-DD') : null,
        aktif: !hand.left,
      });
    }
  });
};

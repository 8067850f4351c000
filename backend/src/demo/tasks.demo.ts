import { INestApplication } from '@nestjs/common';
import { createHash } from 'crypto';
import { TenantContext } from '../common/tenancy/tenant-context';
import { addDays, today } from '../common/dates/farm-day';
import { DemoStep } from './demo-step';
import { ScheduleService } from '../modules/tasks/schedule.service';
import { expandOccurrences, TaskCalendarService } from '../modules/tasks/task-calendar.service';
import { TaskLibraryService } from '../modules/tasks/task-library.service';

/** A schedule, as ScheduleService.create takes it. */
type ScheduleBody = Parameters<ScheduleService['create']>[0];
type Rule = Omit<ScheduleBody, 'sub_id' | 'start_date' | 'main_id'>;
interface DemoSub {
  nama: string;
  deskripsi: string;
  instruksi: string;
  dur: number;
  rules: Rule[];
}
interface DemoMain {
  nama: string;
  deskripsi: string;
  subs: DemoSub[];
}

const daily = (time: string): Rule => ({ frequency: 'DAILY', interval: 1, time_of_day: time });
const weekly = (days: number[], time: string, interval = 1): Rule => ({ frequency: 'WEEKLY', interval, by_days: days, time_of_day: time });
const monthly = (days: number[], time: string, interval = 1): Rule => ({ frequency: 'MONTHLY', interval, by_month_days: days, time_of_day: time });

/** Task library of a layer farm (BASIC routine, cleaning, vaccination, health) with its schedules. */
export const DEMO_TASKS: DemoMain[] = [
  {
    nama: 'BASIC',
    deskripsi: 'Pekerjaan rutin harian kandang petelur.',
    subs: [
      { nama: 'Pemberian pakan pagi', deskripsi: 'Pakan pagi sesuai standar umur.', instruksi: '1. Timbang pakan per tingkat sesuai catatan.\n2. Ratakan pakan di tempat pakan, jangan tumpah.\n3. Catat jumlah pakan di menu Pemakaian Pakan.', dur: 45, rules: [daily('06:00')] },
      { nama: 'Ambil telur pagi', deskripsi: 'Koleksi telur pagi.', instruksi: '1. Ambil telur dari semua tingkat.\n2. Pisahkan telur retak dan kotor.\n3. Susun di egg tray dan catat grade A/B/C.', dur: 60, rules: [daily('09:00')] },
      { nama: 'Cek air minum & nipple', deskripsi: 'Pastikan air minum mengalir ke semua nipple.', instruksi: '1. Cek tandon dan tekanan regulator.\n2. Tekan beberapa nipple per jalur, pastikan air keluar.\n3. Laporkan nipple bocor atau macet.', dur: 20, rules: [daily('07:00')] },
      { nama: 'Pemberian pakan sore', deskripsi: 'Pakan sore sesuai standar umur.', instruksi: '1. Timbang sisa pakan pagi.\n2. Tambahkan pakan sore sesuai catatan.\n3. Catat di menu Pemakaian Pakan.', dur: 45, rules: [daily('13:00')] },
      { nama: 'Ambil telur sore', deskripsi: 'Koleksi telur sore.', instruksi: '1. Ambil telur dari semua tingkat.\n2. Pisahkan telur retak.\n3. Gabungkan dengan hasil pagi lalu input di menu Produksi Telur.', dur: 60, rules: [daily('15:30')] },
    ],
  },
  {
    nama: 'Kebersihan',
    deskripsi: 'Sanitasi kandang dan peralatan.',
    subs: [
      { nama: 'Bersihkan kotoran di bawah kandang', deskripsi: 'Buang kotoran supaya amonia tidak tinggi.', instruksi: '1. Pakai masker dan sepatu boot.\n2. Keruk kotoran ke karung.\n3. Taburkan kapur di lantai setelah bersih.', dur: 90, rules: [weekly([1, 4], '10:00')] },
      { nama: 'Cuci tandon & pipa air minum', deskripsi: 'Flushing pipa nipple dan cuci tandon.', instruksi: '1. Kuras tandon, sikat dinding dalam.\n2. Isi air + desinfektan dosis label, diamkan 2 jam.\n3. Flushing pipa sampai air jernih.', dur: 60, rules: [weekly([6], '08:30')] },
      { nama: 'Semprot desinfektan area kandang', deskripsi: 'Biosekuriti lingkungan kandang.', instruksi: '1. Campur desinfektan sesuai dosis label.\n2. Semprot lorong, jalan masuk dan roda kendaraan.\n3. Ganti air celup kaki di pintu masuk.', dur: 45, rules: [weekly([5], '14:00', 2)] },
    ],
  },
  {
    nama: 'Vaksinasi',
    deskripsi: 'Program vaksinasi ulang ayam petelur masa produksi.',
    subs: [
      { nama: 'Vaksin ND (Newcastle Disease)', deskripsi: 'Vaksin ND aktif (La Sota) ulangan lewat air minum.', instruksi: '1. Puasakan air minum 1–2 jam.\n2. Larutkan vaksin dalam air bebas klorin + susu skim 2 g/liter.\n3. Air vaksin harus habis dalam 2 jam.\n4. Catat nomor batch vaksin.', dur: 120, rules: [monthly([10], '07:00', 2)] },
      { nama: 'Vaksin IB (Infectious Bronchitis)', deskripsi: 'Vaksin IB aktif ulangan lewat air minum.', instruksi: '1. Puasakan air minum 1–2 jam.\n2. Larutkan vaksin + stabilizer susu skim.\n3. Pastikan semua ayam minum, habis dalam 2 jam.\n4. Jangan beri desinfektan air 24 jam sebelum dan sesudah.', dur: 120, rules: [monthly([20], '07:00', 2)] },
      { nama: 'Vaksin AI (Avian Influenza)', deskripsi: 'Vaksin AI inaktif H5N1, suntik intramuskular.', instruksi: '1. Hangatkan vaksin ke suhu ruang.\n2. Suntik 0,5 ml di otot dada, ganti jarum tiap 500 ekor.\n3. Pegang ayam dengan tenang untuk mengurangi stres.\n4. Berikan vitamin anti-stres 3 hari.', dur: 240, rules: [monthly([5], '08:00', 3)] },
      { nama: 'Vaksin Coryza (Snot)', deskripsi: 'Vaksin Coryza inaktif ulangan, suntik subkutan.', instruksi: '1. Kocok vaksin sebelum dipakai.\n2. Suntik 0,5 ml subkutan di leher bagian belakang.\n3. Catat ayam yang bengkak di bekas suntikan.', dur: 180, rules: [monthly([25], '08:00', 6)] },
    ],
  },
  {
    nama: 'Kesehatan',
    deskripsi: 'Pemantauan kesehatan dan performa flok.',
    subs: [
      { nama: 'Cek ayam sakit & mati', deskripsi: 'Keliling kandang mencari ayam sakit atau mati.', instruksi: '1. Periksa tiap tingkat: ayam lesu, jengger pucat, ngorok.\n2. Pisahkan ayam sakit ke karantina.\n3. Catat ayam mati di menu Ayam Info (aksi mati).', dur: 30, rules: [daily('16:00')] },
      { nama: 'Pemberian vitamin & elektrolit', deskripsi: 'Vitamin lewat air minum untuk menjaga produksi.', instruksi: '1. Larutkan vitamin sesuai dosis label per 1000 liter.\n2. Berikan pagi hari, habis dalam 6 jam.', dur: 20, rules: [weekly([3], '07:30')] },
      { nama: 'Timbang sampel berat badan', deskripsi: 'Timbang 1% populasi untuk keseragaman.', instruksi: '1. Ambil sampel acak dari tiap jalur.\n2. Timbang satu per satu, catat gram.\n3. Hitung rata-rata dan keseragaman (CV).', dur: 60, rules: [monthly([1, 15], '10:00')] },
      { nama: 'Seleksi & afkir ayam tidak produktif', deskripsi: 'Keluarkan ayam yang tidak bertelur.', instruksi: '1. Cek jengger pucat, kloaka kering dan jarak tulang pubis sempit.\n2. Pisahkan ayam afkir.\n3. Catat di menu Ayam Info (aksi afkir).', dur: 120, rules: [monthly([28], '09:00')] },
    ],
  },
];

/** A stable number in [0, 1) for a text, so the demo is the same on every load. */
const chance = (text: string) => createHash('sha1').update(text).digest().readUInt32BE(0) / 2 ** 32;

/** Days of executions written before today (most done, a few skipped, a few left pending). */
export const DEMO_HISTORY_DAYS = 21;

/**
 * Demo step of the task feature: the library above with its schedules (started 60 days ago) and
 * executions for the last three weeks, written through the services as the tenant owner.
 */
export const tasksDemo: DemoStep = async (app: INestApplication, { tenantId, ownerId }) => {
  const library = app.get(TaskLibraryService);
  const schedules = app.get(ScheduleService);
  const calendar = app.get(TaskCalendarService);
  const actor = { userId: ownerId, email: 'owner', globalRole: 'user' as const, claims: {} as never, tenantId, role: 'admin' as const };
  await app.get(TenantContext).runAs(actor, async () => {
    const now = today();
    const start = addDays(now, -60);
    for (const main of DEMO_TASKS) {
      const m = await library.createMain({ nama: main.nama, deskripsi: main.deskripsi, aktif: true });
      for (const sub of main.subs) {
        const s = await library.createSub({ main_id: m.id, nama: sub.nama, deskripsi: sub.deskripsi, instruksi: sub.instruksi, default_dur_min: sub.dur, aktif: true });
        for (const rule of sub.rules) {
          const schedule = await schedules.create({ ...rule, sub_id: s.id, start_date: start, assignees: null } as ScheduleBody);
          const from = addDays(now, -DEMO_HISTORY_DAYS);
          for (const date of expandOccurrences({ ...schedule, end_date: null }, from, addDays(now, -1))) {
            const r = chance(`${tenantId}:${schedule.id}:${date}`);
            if (r < 0.05) continue; // forgotten: stays pending
            await calendar.mark({ schedule_id: schedule.id, due_date: date, status: r < 0.1 ? 'SKIPPED' : 'DONE' });
          }
        }
      }
    }
  });
};

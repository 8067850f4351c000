import { TestApp } from './utils/create-test-app';
import { createCoop, TestTenant } from './utils/factories';

/**
 * A small hand-made farm for the report and dashboard tests, entered through the daily-operation
 * endpoints as a user would (Jalur 1 › Kanan, Kiri › T1, T2):
 *
 * | day   | Kanan/T1                      | Kanan/T2                     | Kiri/T1                     | Kiri/T2 |
 * |-------|-------------------------------|------------------------------|-----------------------------|---------|
 * | 31/03 | –                             | –                            | –                           | –       |
 * | 01/04 | masuk 1,000 at 30 wk; 60+50 kg | masuk 500 at 20 wk; 30+27.3 kg | masuk 200 at 40 wk; 12+10 kg | –     |
 * | 02/04 | mati 10; 99.1+0 kg            | mati 5; 49.5 kg              | afkir 200; 5 kg (no birds)  | –       |
 * | 03/04 | nothing entered               | nothing entered              | –                           | –       |
 *
 * Eggs: Kanan 01/04 A 50 kg / 800 + B 5 kg / 100; Kanan 02/04 A 58.5 kg / 975; Kiri 01/04 A 10 kg / 160.
 */
export interface SmallFarm {
  kt1: number;
  kt2: number;
  lt1: number;
  lt2: number;
  kanan: number;
  kiri: number;
}

export async function buildSmallFarm(t: TestApp, a: TestTenant): Promise<SmallFarm> {
  const coop = await createCoop(t, a.id, { jalur: ['Jalur 1'], bagian: ['Kanan', 'Kiri'], tingkat: ['T1', 'T2'] });
  const [kanan, kiri] = coop.jalur[0].bagian;
  const farm: SmallFarm = {
    kt1: kanan.tingkat[0].id,
    kt2: kanan.tingkat[1].id,
    lt1: kiri.tingkat[0].id,
    lt2: kiri.tingkat[1].id,
    kanan: kanan.id,
    kiri: kiri.id,
  };
  const ayam = (body: object) =>
    t
      .http()
      .post('/api/transaksi-ayam')
      .set(a.as('admin'))
      .send({ asal_tingkat_id: null, tujuan_tingkat_id: null, usia_minggu: null, keterangan: null, ...body })
      .expect((res) => {
        if (res.status !== 201) throw new Error(`transaksi-ayam ${res.status} ${JSON.stringify(res.body)}`);
      });
  await ayam({ tanggal: '2025-04-01', aksi: 'masuk', jumlah: 1000, tujuan_tingkat_id: farm.kt1, usia_minggu: 30 });
  await ayam({ tanggal: '2025-04-01', aksi: 'masuk', jumlah: 500, tujuan_tingkat_id: farm.kt2, usia_minggu: 20 });
  await ayam({ tanggal: '2025-04-01', aksi: 'masuk', jumlah: 200, tujuan_tingkat_id: farm.lt1, usia_minggu: 40 });
  await ayam({ tanggal: '2025-04-02', aksi: 'mati', jumlah: 10, asal_tingkat_id: farm.kt1 });
  await ayam({ tanggal: '2025-04-02', aksi: 'mati', jumlah: 5, asal_tingkat_id: farm.kt2 });
  await ayam({ tanggal: '2025-04-02', aksi: 'afkir', jumlah: 200, asal_tingkat_id: farm.lt1 });

  const pakan = (tanggal: string, data: object[]) => t.http().post('/api/transaksi-pakan').set(a.as('abk')).send({ tanggal, data }).expect(200);
  await pakan('2025-04-01', [
    { tingkat_id: farm.kt1, pakan_pagi: 60, pakan_sore: 50 },
    { tingkat_id: farm.kt2, pakan_pagi: 30, pakan_sore: 27.3 },
    { tingkat_id: farm.lt1, pakan_pagi: 12, pakan_sore: 10 },
  ]);
  await pakan('2025-04-02', [
    { tingkat_id: farm.kt1, pakan_pagi: 99.1, pakan_sore: 0 },
    { tingkat_id: farm.kt2, pakan_pagi: 49.5 },
    { tingkat_id: farm.lt1, pakan_pagi: 5 },
  ]);

  const telur = (tanggal: string, data: object[]) => t.http().post('/api/transaksi-telur').set(a.as('abk')).send({ tanggal, data }).expect(200);
  await telur('2025-04-01', [
    { bagian_id: farm.kanan, grade_a: 50, grade_b: 5, grade_c: 0, butir_a: 800, butir_b: 100, butir_c: 0 },
    { bagian_id: farm.kiri, grade_a: 10, butir_a: 160 },
  ]);
  await telur('2025-04-02', [{ bagian_id: farm.kanan, grade_a: 58.5, butir_a: 975 }]);
  return farm;
}

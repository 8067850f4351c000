import { UnprocessableEntityException } from '@nestjs/common';
import { SETUP_BAGIAN_MAX, SETUP_MESSAGES, setupBagianNames, setupPlace } from './coop-setup.rules';

/** The 422 message `run` throws (fails when it throws nothing or another error). */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(UnprocessableEntityException);
    return (e as Error).message;
  }
  throw new Error('no refusal');
}

describe('setupBagianNames (the bagian of a one-form set-up)', () => {
  it('keeps the names trimmed, in the order given', () => {
    expect(setupBagianNames([' Kiri ', 'Kanan', 'Tengah'])).toEqual(['Kiri', 'Kanan', 'Tengah']);
  });

  it('takes 1 to 20 bagian: none or 21 is refused', () => {
    expect(setupBagianNames(['B1'])).toEqual(['B1']);
    const twenty = Array.from({ length: SETUP_BAGIAN_MAX }, (_, i) => `B${i + 1}`);
    expect(setupBagianNames(twenty)).toHaveLength(20);
    expect(refusal(() => setupBagianNames([]))).toBe('Isi 1 sampai 20 bagian.');
    expect(refusal(() => setupBagianNames([...twenty, 'B21']))).toBe('Isi 1 sampai 20 bagian.');
  });

  it('names the first blank row (counted from 1) and a name given twice, whatever its case', () => {
    expect(refusal(() => setupBagianNames(['Kiri', '  ', '']))).toBe('Nama bagian baris 2 wajib diisi.');
    expect(refusal(() => setupBagianNames(['Kiri', 'Kanan', 'KIRI ']))).toBe('Nama bagian "KIRI" dipakai dua kali.');
  });
});

describe('setupPlace (where the new jalur goes)', () => {
  it('an existing plant alone, or a new plant under an existing or a new lokasi', () => {
    expect(setupPlace({ plant_id: 7 })).toEqual({ plantId: 7 });
    expect(setupPlace({ plant: ' Plant 2 ', lokasi_id: 3 })).toEqual({ plant: 'Plant 2', lokasiId: 3 });
    expect(setupPlace({ plant: 'Plant 1', lokasi: ' Farm Baru' })).toEqual({ plant: 'Plant 1', lokasi: 'Farm Baru' });
  });

  it('refuses a place that is not exactly one of those', () => {
    for (const body of [
      {},
      { plant_id: 7, plant: 'Plant 2' },
      { plant_id: 7, lokasi_id: 3 },
      { plant_id: 7, lokasi: 'Farm' },
      { plant: 'Plant 1' },
      { plant: '  ', lokasi: 'Farm' },
      { lokasi: 'Farm' },
      { plant: 'Plant 1', lokasi_id: 3, lokasi: 'Farm' },
    ]) {
      expect(refusal(() => setupPlace(body))).toBe(SETUP_MESSAGES.place);
    }
  });
});

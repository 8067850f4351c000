import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../api/client';
import { checkSetup, initialSetupForm, nextJalurName, placeOptions, SETUP_TEXT, setupBody, setupSummary, type SetupForm } from './coopSetup';

const plant = (id: number, nama: string, jalur: string[]): Schemas['PlantNode'] => ({
  id,
  nama,
  plant: nama,
  lokasi_id: 1,
  jalur: jalur.map((j, i) => ({ id: id * 10 + i, nama: j, jalur: j, plant_id: id, bagian: [] })),
});
const STRUCTURE = [{ id: 1, nama: 'Sukamaju', lokasi: 'Sukamaju', plants: [plant(10, 'Plant 1', ['Jalur 1', 'jalur 2', 'Jalur 4'])] }] satisfies Schemas['LokasiNode'][];

const form = (patch: Partial<SetupForm> = {}): SetupForm => ({ ...initialSetupForm(undefined), lokasi: 'Farm Baru', tingkat: '6', ...patch });

describe('the set-up form', () => {
  it('starts a new farm at a new lokasi, Plant 1, Jalur 1 and bagian Kiri and Kanan; a plant at its next free jalur', () => {
    expect(initialSetupForm(undefined)).toEqual({ place: 'new', lokasi: '', plant: 'Plant 1', jalur: 'Jalur 1', bagian: ['Kiri', 'Kanan'], tingkat: '' });
    // Jalur 1 and 2 are taken (case-insensitive), 3 is free.
    expect(initialSetupForm(STRUCTURE[0].plants[0])).toMatchObject({ place: 'plant:10', jalur: 'Jalur 3' });
    expect(nextJalurName(plant(11, 'P', []))).toBe('Jalur 1');
  });

  it('offers every plant, a new plant in each lokasi, then a new lokasi', () => {
    expect(placeOptions(STRUCTURE)).toEqual([
      { value: 'plant:10', label: 'Sukamaju / Plant 1' },
      { value: 'lokasi:1', label: 'Plant baru di Sukamaju' },
      { value: 'new', label: 'Lokasi dan plant baru' },
    ]);
  });

  it('names each problem at its field: blank names, a bagian twice, a tingkat count outside 1..100', () => {
    expect(checkSetup(form(), 6)).toBeNull();
    expect(checkSetup(form({ lokasi: ' ', plant: '', jalur: '' }), 6)).toEqual({ lokasi: SETUP_TEXT.lokasi, plant: SETUP_TEXT.plant, jalur: SETUP_TEXT.jalur });
    expect(checkSetup(form({ bagian: ['Kiri', ' ', 'kiri '] }), 6)).toEqual({ bagian: [undefined, SETUP_TEXT.bagian, SETUP_TEXT.twice] });
    for (const n of [null, 0, 101]) expect(checkSetup(form(), n)).toEqual({ tingkat: 'Tingkat per bagian wajib bilangan bulat 1..100.' });
    // In an existing plant neither lokasi nor plant is asked.
    expect(checkSetup(form({ place: 'plant:10', lokasi: '', plant: '' }), 100)).toBeNull();
  });

  it('sends the names trimmed with the place the form chose', () => {
    const f = form({ lokasi: ' Farm Baru ', jalur: ' Jalur 1', bagian: ['Kiri ', 'Kanan'] });
    expect(setupBody(f, 6)).toEqual({ lokasi: 'Farm Baru', plant: 'Plant 1', jalur: 'Jalur 1', bagian: ['Kiri', 'Kanan'], tingkat_per_bagian: 6 });
    expect(setupBody({ ...f, place: 'lokasi:1', plant: 'Plant 2' }, 3)).toEqual({ lokasi_id: 1, plant: 'Plant 2', jalur: 'Jalur 1', bagian: ['Kiri', 'Kanan'], tingkat_per_bagian: 3 });
    expect(setupBody({ ...f, place: 'plant:10' }, 3)).toEqual({ plant_id: 10, jalur: 'Jalur 1', bagian: ['Kiri', 'Kanan'], tingkat_per_bagian: 3 });
  });

  it('sums the tingkat under the form: 2 bagian × 6 = 12', () => {
    expect(setupSummary(2, 6)).toBe('2 bagian × 6 tingkat = 12 tingkat (T1–T6 di setiap bagian)');
    expect(setupSummary(3, null)).toBe('3 bagian; tingkat dinamai T1, T2, … di setiap bagian');
  });
});

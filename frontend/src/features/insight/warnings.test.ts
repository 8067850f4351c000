import { describe, expect, it } from 'vitest';
import { settingsBody, settingsForm, validateSettings, warningLink, warningPlace, type Warning, type WarningSettings } from './warnings';

const place = { lokasi_id: 1, lokasi: 'Farm Sukamaju', plant_id: 2, plant: 'Plant 1', jalur_id: 3, jalur: 'Jalur 2', bagian_id: 4, bagian: 'Kanan', tingkat_id: 5, tingkat: 'T1' };
const warning = (over: Partial<Warning>): Warning =>
  ({ rule: 'konsumsi_turun', title: 'Konsumsi pakan turun', level: 'tingkat', ...place, message: 'x', value: 89.9, limit: 90, unit: 'g/ekor', ...over }) satisfies Warning;
const noPlace = { lokasi_id: null, lokasi: null, plant_id: null, plant: null, jalur_id: null, jalur: null, bagian_id: null, bagian: null, tingkat_id: null, tingkat: null };

describe('a warning', () => {
  it('links to its tingkat or bagian on the map, and the stock (admin only) to the feed stock screen', () => {
    expect(warningLink(warning({}), false)).toBe('/insight?tingkat=5');
    expect(warningLink(warning({ level: 'bagian', tingkat_id: null, tingkat: null }), false)).toBe('/insight?bagian=4');
    const stock = warning({ rule: 'stok_pakan', level: 'farm', ...noPlace });
    expect(warningLink(stock, true)).toBe('/transaksipakan-akuntansi');
    expect(warningLink(stock, false)).toBeNull();
  });

  it('names its place as the coop does', () => {
    expect(warningPlace(warning({}))).toBe('Jalur 2 / Kanan / T1');
    expect(warningPlace(warning({ tingkat_id: null, tingkat: null }))).toBe('Jalur 2 / Kanan');
    expect(warningPlace(warning(noPlace))).toBe('Seluruh kandang');
  });
});

describe('the thresholds form', () => {
  const saved: WarningSettings = {
    hd_selisih_poin: 3,
    hd_hari: 3,
    konsumsi_turun_persen: 10,
    mati_harian_persen: 0.1,
    mati_mingguan_persen: 0.2,
    berat_telur_hari: 5,
    berat_telur_toleransi_g: 1.5,
    stok_pakan_hari: 2,
  };

  it('shows the saved values in the Indonesian way and sends them back as numbers', () => {
    const form = settingsForm(saved);
    expect(form).toMatchObject({ mati_harian_persen: '0,1', berat_telur_toleransi_g: '1,5', hd_hari: '3' });
    expect(validateSettings(form)).toBeNull();
    expect(settingsBody(form)).toEqual(saved);
  });

  it('stops at the first empty, malformed or out-of-range field', () => {
    const form = settingsForm(saved);
    expect(validateSettings({ ...form, hd_hari: '' })).toEqual({ field: 'hd_hari', message: 'HD rendah selama wajib diisi.' });
    expect(validateSettings({ ...form, hd_hari: '8' })).toEqual({ field: 'hd_hari', message: 'Maksimal 7.' });
    expect(validateSettings({ ...form, konsumsi_turun_persen: '0' })).toEqual({ field: 'konsumsi_turun_persen', message: 'Minimal 0,01.' });
    expect(validateSettings({ ...form, mati_harian_persen: '0,0001' })).toEqual({ field: 'mati_harian_persen', message: 'Maksimal 3 angka di belakang koma.' });
  });
});

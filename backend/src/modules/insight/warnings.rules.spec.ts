import { WarningDto } from './dto/warnings.dto';
import { compareWarnings, itemRunOut, stockRunOut } from './warnings.rules';

describe('early warning rules', () => {
  it('fires the feed stock rule when the stock lasts the limit or fewer days', () => {
    // Used on 4 of the 7 days: 100 + 80 + 120 + 100 = 400 kg → mean 100 kg/day.
    const week = [0, 100, 80, 0, 120, 100, 0];
    // 200 kg: ceil(200 / 100) = 2 days ≤ 2 → fires (200 × 4 = 800 ≤ 2 × 400 = 800: exactly at the limit counts).
    expect(stockRunOut(week, 200, 2)).toEqual({ days: 2, meanKg: 100 });
    // 150 kg: ceil(1.5) = 2 days.
    expect(stockRunOut(week, 150, 2)).toEqual({ days: 2, meanKg: 100 });
    // 201 kg: ceil(2.01) = 3 days > 2 → quiet.
    expect(stockRunOut(week, 201, 2)).toBeNull();
    // Nothing left (or a negative stock): 0 days.
    expect(stockRunOut(week, 0, 2)).toEqual({ days: 0, meanKg: 100 });
    expect(stockRunOut(week, -12.5, 2)).toEqual({ days: 0, meanKg: 100 });
    // No use at all: no estimate, no warning.
    expect(stockRunOut([0, 0, 0, 0, 0, 0, 0], 0, 2)).toBeNull();
  });

  it('lists by rule, then by place in natural name order', () => {
    const w = (rule: WarningDto['rule'], bagian: string | null, tingkat: string | null = null): WarningDto => ({
      rule,
      title: '',
      level: bagian === null ? 'farm' : tingkat === null ? 'bagian' : 'tingkat',
      lokasi_id: null,
      lokasi: bagian === null ? null : 'Kandang Utara',
      plant_id: null,
      plant: bagian === null ? null : 'Plant 1',
      jalur_id: null,
      jalur: bagian === null ? null : 'Jalur 1',
      bagian_id: null,
      bagian,
      tingkat_id: null,
      tingkat,
      message: '',
      value: null,
      limit: null,
      unit: '',
    });
    const list = [w('stok_pakan', null), w('konsumsi_turun', 'Bagian 1', 'T2'), w('hd_rendah', 'Bagian 10'), w('hd_rendah', 'Bagian 2'), w('konsumsi_turun', 'Bagian 1', 'T10')];
    expect(list.sort(compareWarnings).map((x) => `${x.rule} ${x.bagian ?? ''} ${x.tingkat ?? ''}`.trim())).toEqual([
      'hd_rendah Bagian 2',
      'hd_rendah Bagian 10',
      'konsumsi_turun Bagian 1 T2',
      'konsumsi_turun Bagian 1 T10',
      'stok_pakan',
    ]);
  });
});

describe('feed stock run-out per item (issue #37)', () => {
  const item = (name: string, kind: string, days_left: number | null) => ({ name, kind, unit: 'kg', qty: '100.000', use_per_day: '50.000', days_left });

  it('warns of the feed item lasting the fewest days when two or more are in use', () => {
    // Pakan 9 days, Jagung 2, Konsentrat 2 (Jagung first by name), the OVK item 0 days (not feed), Dedak unused.
    const items = [item('Pakan', 'pakan_jadi', 9), item('Konsentrat', 'bahan', 2), item('Jagung', 'bahan', 2), item('Vita', 'ovk', 0), item('Dedak', 'bahan', null)];
    expect(itemRunOut(items, 2)?.name).toBe('Jagung');
    // Limit 1: the first item lasts 2 days, no warning.
    expect(itemRunOut(items, 1)).toBeNull();
  });

  it("leaves one feed item in use (or none) to the farm's rule", () => {
    expect(itemRunOut([item('Pakan', 'pakan_jadi', 1), item('Dedak', 'bahan', null), item('Vita', 'ovk', 0)], 2)).toBeUndefined();
    expect(itemRunOut([], 2)).toBeUndefined();
  });
});

import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { actorOf, FakeDb, fakeContext } from '../../../test/utils/fake-db';
import { CoopService, INCOMPLETE } from './coop.service';

type Level = { id: number; nama: string; parent_id: number | null };

/**
 * A farm of levels by table (lokasi … tingkat), as the level statements read them; `held` gives
 * the rows an entry table holds below the level asked for (default none).
 */
function farm(levels: Record<string, Level[]>, held: Record<string, number> = {}) {
  const db = new FakeDb();
  db.on(/^select id, nama, .* as parent_id from (\w+) where tenant_id = \$1/, ([, id], sql) => {
    const rows = levels[/from (\w+) where/.exec(sql)![1]] ?? [];
    return id === undefined ? rows : rows.filter((r) => r.id === id);
  })
    .on(/^select x0\.id from tingkat/, () => (levels.tingkat ?? []).map(({ id }) => ({ id })))
    .on(/^select x0\.id from bagian/, () => (levels.bagian ?? []).map(({ id }) => ({ id })))
    .on(/^select count\(\*\)::int as n from (\w+)/, (_p, sql) => [{ n: held[/from (\w+) where tenant_id = \$1 and (\w+)/.exec(sql)!.slice(1).join('.')] ?? 0 }]);
  return { db, coop: new CoopService(fakeContext(db, actorOf('admin'))) };
}

const lv = (id: number, nama: string, parent_id: number | null = null): Level => ({ id, nama, parent_id });

describe('CoopService.structure (the tree, each level in natural name order)', () => {
  it('nests plant › jalur › bagian › tingkat under their lokasi, "Jalur 2" before "Jalur 10"', async () => {
    const { coop } = farm({
      lokasi: [lv(1, 'Sukamaju')],
      plant: [lv(2, 'Plant 1', 1)],
      jalur: [lv(12, 'Jalur 10', 2), lv(11, 'jalur 2', 2)],
      bagian: [lv(21, 'B1', 12)],
      tingkat: [lv(32, 'T2', 21), lv(31, 'T1', 21)],
    });
    const [lokasi] = await coop.structure();
    expect(lokasi).toMatchObject({ id: 1, lokasi: 'Sukamaju' });
    const jalur = lokasi.plants[0].jalur;
    expect(jalur.map((j) => [j.nama, j.plant_id, j.bagian.length])).toEqual([
      ['jalur 2', 2, 0],
      ['Jalur 10', 2, 1],
    ]);
    expect(jalur[1].bagian[0].tingkats.map((t) => [t.tingkat, t.bagian_id])).toEqual([
      ['T1', 21],
      ['T2', 21],
    ]);
  });
});

describe('CoopService.create and update (spec part 2 Struktur Kandang)', () => {
  it(`400 '${INCOMPLETE}' without a name or, below lokasi, without the parent; nothing read`, async () => {
    const { db, coop } = farm({});
    await expect(coop.create('bagian', { bagian: '  ', jalur_id: 1 })).rejects.toEqual(new BadRequestException(INCOMPLETE));
    await expect(coop.create('bagian', { bagian: 'B1' })).rejects.toEqual(new BadRequestException(INCOMPLETE));
    expect(db.ran).toEqual([]);
  });

  it('404 naming the parent level when it is not of this farm', async () => {
    const { coop } = farm({ jalur: [] });
    await expect(coop.create('bagian', { bagian: 'B1', jalur_id: 9 })).rejects.toEqual(new NotFoundException('Jalur tidak ditemukan.'));
  });

  it('409 for a name taken among the siblings, checked case-insensitively under the same parent', async () => {
    const { db, coop } = farm({ jalur: [lv(11, 'J1', 2)], lokasi: [lv(1, 'Sukamaju')] });
    db.on('select 1 from', () => [{ '?column?': 1 }]);
    await expect(coop.create('bagian', { nama: ' B1 ', jalur_id: 11 })).rejects.toEqual(new ConflictException('Bagian "B1" sudah ada di jalur ini.'));
    expect(db.statements('select 1 from bagian')[0].params).toEqual([expect.any(String), 'B1', 0, 11]);
    await expect(coop.update('lokasi', 1, { lokasi: 'Sukamaju' })).rejects.toEqual(new ConflictException('Lokasi "Sukamaju" sudah ada.'));
    // An update compares with the other levels only.
    expect(db.statements('select 1 from lokasi')[0].params).toEqual([expect.any(String), 'Sukamaju', 1]);
  });

  it('an update moves the level to the parent given', async () => {
    const { db, coop } = farm({ jalur: [lv(11, 'J1', 2), lv(12, 'J2', 2)], bagian: [lv(21, 'B1', 11)] });
    await coop.update('bagian', 21, { bagian: 'B1', jalur_id: 12 });
    expect(db.statements('update bagian')[0].params).toEqual([expect.any(String), 21, 'B1', 12]);
  });
});

describe('CoopService.remove (a level goes with its children unless entries lie below it)', () => {
  it('409 naming the level and the entries below it', async () => {
    const { db, coop } = farm({ jalur: [lv(11, 'J1', 2)], bagian: [lv(21, 'B1', 11)], tingkat: [lv(31, 'T1', 21)] }, { 'transaksi_telur.bagian_id': 3 });
    await expect(coop.remove('jalur', 11)).rejects.toEqual(
      new ConflictException('Jalur "J1" tidak dapat dihapus karena masih memiliki data produksi telur (3 baris). Hapus data tersebut terlebih dahulu.'),
    );
    expect(db.statements('delete from')).toEqual([]);
    // The tingkat of the jalur were found through bagian and jalur.
    expect(db.statements('select x0.id from tingkat')[0].sql).toContain('join bagian x1 on x1.id = x0.bagian_id join jalur x2 on x2.id = x1.jalur_id where x2.id = $1');
  });

  it('a tingkat is not held by the entries of its bagian', async () => {
    const { db, coop } = farm({ tingkat: [lv(31, 'T1', 21)] }, { 'transaksi_telur.bagian_id': 3 });
    await expect(coop.remove('tingkat', 31)).resolves.toEqual({ success: true, message: 'Tingkat dihapus.' });
    expect(db.statements('transaksi_telur')).toEqual([]);
    expect(db.statements('delete from tingkat')[0].params).toEqual([expect.any(String), 31]);
  });

  it('a level whose subtree holds no rows of a level skips its count', async () => {
    const { db, coop } = farm({ jalur: [lv(11, 'J1', 2)], bagian: [], tingkat: [] });
    await coop.remove('jalur', 11);
    expect(db.statements('count(*)')).toEqual([]);
  });
});

describe('CoopService location lists', () => {
  it("label 'Jalur / Bagian / Tingkat' in natural coop order", async () => {
    const { db, coop } = farm({});
    const loc = (jalur: string, bagian: string, tingkat: string, id: number) => ({ tingkat_id: id, bagian_id: 1, jalur_id: 1, jalur, bagian, tingkat });
    db.on('from tingkat t join bagian b', () => [loc('J10', 'B1', 'T1', 1), loc('J2', 'B10', 'T1', 2), loc('J2', 'B2', 'T2', 3), loc('J2', 'B2', 'T1', 4)]);
    expect((await coop.tingkatLokasi()).map((r) => r.lokasi)).toEqual(['J2 / B2 / T1', 'J2 / B2 / T2', 'J2 / B10 / T1', 'J10 / B1 / T1']);
  });
});

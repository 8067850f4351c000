import { pg } from '../../common/database/rows';

/**
 * The columns naming a place of the farm in a row of the insight statements (map, warnings): ids and
 * names of its lokasi, plant, jalur and bagian, and of its tingkat (null for a bagian or the farm).
 */
export const placeColumns = {
  lokasi_id: pg.int,
  lokasi: pg.text,
  plant_id: pg.int,
  plant: pg.text,
  jalur_id: pg.int,
  jalur: pg.text,
  bagian_id: pg.int,
  bagian: pg.text,
  tingkat_id: pg.int.nullable(),
  tingkat: pg.text.nullable(),
};

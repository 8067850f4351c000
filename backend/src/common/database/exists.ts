import { pg, row } from './rows';

/** The row of an existence check `select 1 from … where …` (PostgreSQL names its one column `?column?`). */
export const ExistsRow = row({ '?column?': pg.int });

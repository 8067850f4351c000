import { Foundation1763800000000 } from './1763800000000-Foundation';

/** Every migration, in order. Add new ones at the end (TypeORM runs them by timestamp). */
export const MIGRATIONS = [Foundation1763800000000];

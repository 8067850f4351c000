/**
 * Compile-time checks that what `lib/` keeps by itself (it imports nothing of `api/`) names exactly
 * what the API has: `tsc -b` (npm run lint) fails when the OpenAPI types change under them.
 */
import type { Bucket } from '../lib/ageing';
import type { BreedCode } from '../lib/breeds';
import type { DeathCause } from '../lib/death-causes';
import type { Hold } from '../lib/held-eggs';
import type { OfflineListPath } from '../lib/offline-lists';
import type { Schemas } from './client';
import type { paths } from './schema';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Every path the service worker keeps for offline use (lib/offline-lists.ts) is a path of the API. */
export const OFFLINE_PATHS_ARE_API_PATHS: OfflineListPath extends keyof paths ? true : false = true;

/** The breed codes of lib/breeds.ts are the API's, no more and no fewer. */
export const BREED_CODES_ARE_THE_APIS: Same<BreedCode, Schemas['TransaksiAyamDto']['breed']> = true;

/** The causes of death of lib/death-causes.ts are the API's (issue #38), no more and no fewer. */
export const DEATH_CAUSES_ARE_THE_APIS: Same<DeathCause, NonNullable<Schemas['TransaksiAyamBodyDto']['cause']>> = true;

/** The hold of lib/held-eggs.ts is the API's HoldDto (issue #38). */
export const HOLD_IS_THE_APIS: Same<Hold, Schemas['HoldDto']> = true;

/** The ageing buckets of lib/ageing.ts are the API's (receivables and payables), no more and no fewer. */
export const AGEING_BUCKETS_ARE_THE_APIS: Same<Bucket, keyof Schemas['AgeingBucketsDto']> = true;

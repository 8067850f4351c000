import { INestApplication } from '@nestjs/common';

/**
 * What a feature's demo step gets (DESIGN §6): each feature that has demo data has one `DemoStep`
 * here in src/demo/, `<feature>.demo.ts`, written against the feature's module and exported services,
 * and `demo.ts` lists them. Kept apart from `demo.ts`, so the steps and the list do not import each
 * other.
 */

/** A step of the demo farm, run once per tenant after the coop structure and the users exist. */
export type DemoStep = (app: INestApplication, farm: { kode: string; tenantId: string; ownerId: string }) => Promise<void>;

/** Days of history up to and including today. */
export const DEMO_DAYS = 120;

/** Seeded pseudo-random numbers in [0, 1) (mulberry32), so the demo farm is the same on every load. */
export function seededRandom(seed: string): () => number {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

import * as fs from 'fs';

/** Stops the test cluster of global-setup.ts and removes its folder. */
export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__KPM_PG__;
  if (!state) return;
  await state.cluster.stop();
  fs.rmSync(state.dir, { recursive: true, force: true });
}

import 'reflect-metadata';

// Entry dates are the farm's local day (DESIGN §2): Indonesian farms default to WIB; TZ overrides.
process.env.TZ ||= 'Asia/Jakarta';
import type { Server } from 'http';
import { drainHttpServer, leaveRotation } from './common/shutdown/drain';
import { createApp } from './create-app';
import { readEnv } from './config/settings';
import { bootstrapDatabase } from './database/bootstrap';
import { demoLoginLines, seedDemo } from './demo/demo';
import { UsersService } from './modules/users/users.service';

/** `npm start`: database (embedded by default), migrations, demo data once, then the app and /api on PORT. */
async function main() {
  const env = readEnv();
  // The embedded PostgreSQL died and could not be started again: exit non-zero, a supervisor restarts the server.
  const { settings, stop } = await bootstrapDatabase(env, (err) => {
    console.error('PostgreSQL tertanam tidak dapat dijalankan ulang; server berhenti.', err);
    process.exit(1);
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: menghentikan server…`);
    try {
      // Out of the proxy's rotation first: /api/health/ready answers 503 for SHUTDOWN_DRAIN_MS while
      // requests are still served, so no new request meets a closed port (docs/adr/0038-rolling-restarts.md).
      // Then new connections are refused; those in flight finish (up to 10 s) while the database is still open.
      if (app) {
        if (env.shutdownDrainMs > 0) console.log(`Keluar dari rotasi proxy: port ditutup ${env.shutdownDrainMs} ms lagi.`);
        await leaveRotation(env.shutdownDrainMs);
        const outcome = await drainHttpServer(app.getHttpServer() as Server);
        if (outcome === 'timeout') console.warn('Permintaan yang masih berjalan setelah 10 detik diputus.');
      }
      await app?.close();
    } finally {
      await stop();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const app = await createApp(settings);
  let demoCreated = false;
  if (settings.demo) {
    const started = Date.now();
    demoCreated = await seedDemo(app);
    console.log(demoCreated ? `Data demo dimuat (${((Date.now() - started) / 1000).toFixed(1)} detik).` : 'Data demo sudah ada: dipakai ulang.');
  } else if (env.initialSuperadmin && (await app.get(UsersService).ensureSuperadmin(env.initialSuperadmin.username, env.initialSuperadmin.password))) {
    console.log(`Superadmin '${env.initialSuperadmin.username}' dibuat.`);
  }
  await app.listen(settings.port);

  const url = `http://localhost:${settings.port}`;
  console.log(`\nKandang Petelur Modern berjalan di ${url}`);
  console.log(`Dokumentasi API: ${url}/api/docs`);
  if (!settings.staticDir) console.log('(frontend/dist belum dibangun: jalankan `npm run build` untuk tampilan web)');
  // The demo passwords only when this start created the accounts.
  if (settings.demo) console.log(`\n${demoLoginLines(demoCreated).join('\n')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

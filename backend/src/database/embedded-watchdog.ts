import { databaseAvailability } from '../common/database/availability';

/** How often the postmaster's pid is checked (ms). */
export const WATCH_INTERVAL_MS = 500;
/** How long restarts are tried before the server gives up (ms); a start attempt that hangs counts until then. */
export const RESTART_WINDOW_MS = 20_000;

/** What {@link watchPostmaster} needs of the embedded cluster. */
export interface Watched {
  /** The running postmaster's pid (from `<dir>/postmaster.pid`), or null when there is none. */
  pid(): number | null;
  /** Starts PostgreSQL again on the same folder and port (PostgreSQL's crash recovery replays the WAL). */
  start(): Promise<void>;
  /** Called after a successful restart (e.g. to write the owner pid file again). */
  restarted(): void;
  /** Called when no restart succeeded within {@link RESTART_WINDOW_MS}: the server should exit non-zero. */
  giveUp(err: unknown): void;
}

/** The watchdog's handle: `stop()` ends the checks and waits for a restart in progress. */
export interface Watchdog {
  stop(): Promise<void>;
  /** True while the postmaster runs (false while it is dead or being restarted). */
  running(): boolean;
}

/** True when process `pid` exists (a process of another user counts). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Watches the embedded postmaster (docs/adr/0036-self-healing-database.md): every
 * {@link WATCH_INTERVAL_MS} it checks that the pid exists; when it is gone (kill -9, an
 * out-of-memory kill) it starts PostgreSQL again in this process, retrying every second while the
 * old backends still hold the shared memory, for up to {@link RESTART_WINDOW_MS}; then it calls
 * `giveUp`. The pools reconnect on their own once the server answers. Registers itself with
 * `databaseAvailability` so that the liveness probe fails while the cluster is down.
 */
export function watchPostmaster(w: Watched): Watchdog {
  let pid = w.pid();
  let restarting: Promise<void> | null = null;
  let stopped = false;
  const running = () => !restarting && pid !== null && alive(pid);

  const restart = async () => {
    const started = Date.now();
    console.warn(`PostgreSQL tertanam berhenti mendadak (pid ${pid}): dijalankan ulang…`);
    let last: unknown = null;
    while (!stopped && Date.now() - started < RESTART_WINDOW_MS) {
      const attempt = w.start();
      attempt.catch(() => undefined);
      const left = RESTART_WINDOW_MS - (Date.now() - started);
      try {
        await Promise.race([attempt, sleep(left).then(() => Promise.reject(new Error(`PostgreSQL tidak siap dalam ${RESTART_WINDOW_MS / 1000} detik.`)))]);
        pid = w.pid();
        w.restarted();
        console.warn(`PostgreSQL tertanam berjalan lagi (pid ${pid}) setelah ${((Date.now() - started) / 1000).toFixed(1)} detik.`);
        return;
      } catch (err) {
        last = err ?? new Error('PostgreSQL berhenti saat dijalankan ulang.');
        await sleep(1000);
      }
    }
    if (!stopped) w.giveUp(last);
  };

  const timer = setInterval(() => {
    if (stopped || restarting || (pid !== null && alive(pid))) return;
    restarting = restart().finally(() => (restarting = null));
  }, WATCH_INTERVAL_MS);
  timer.unref();
  databaseAvailability.watchEmbedded(running);

  return {
    running,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      databaseAvailability.watchEmbedded(null);
      await restarting;
    },
  };
}

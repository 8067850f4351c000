import type { Server } from 'http';

/** 503 message of GET /api/health/ready once the instance is stopping (docs/operations.md, rolling restart). */
export const SERVER_STOPPING = 'Server sedang dihentikan.';

/**
 * Whether this process is stopping: set at SIGTERM/SIGINT by {@link leaveRotation}, read by the
 * readiness probe (modules/probes), which then answers 503 so a proxy stops sending requests.
 * One per process, like common/database/availability.ts.
 */
export const shutdownState = { stopping: false };

/**
 * First step of a stop (docs/adr/0038-rolling-restarts.md): marks the process stopping (the
 * readiness probe answers 503 {@link SERVER_STOPPING} from now on) and waits `windowMs` ms while
 * the server keeps listening and serving whatever still arrives, so that a proxy checking the
 * probe takes the instance out before its port closes. `windowMs` 0: no wait. Never rejects.
 */
export async function leaveRotation(windowMs: number): Promise<void> {
  shutdownState.stopping = true;
  if (windowMs > 0) await new Promise((resolve) => setTimeout(resolve, windowMs));
}

/** Longest wait for in-flight requests at SIGTERM/SIGINT before the connections are cut: ms. */
export const DRAIN_GRACE_MS = 10_000;

/**
 * Stops `server` taking new requests and waits for the ones in flight (docs/adr/0033): the
 * listening socket closes at once (new connections are refused), a request still arriving on an
 * open keep-alive connection is answered with `Connection: close`, idle connections are closed as
 * soon as their answer is out, and after `graceMs` whatever is left is cut. Resolves 'drained'
 * when every connection ended in time, 'timeout' otherwise. The database stays open meanwhile:
 * the caller closes the app (pools, jobs) after this.
 */
export function drainHttpServer(server: Server, graceMs = DRAIN_GRACE_MS): Promise<'drained' | 'timeout'> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome: 'drained' | 'timeout') => {
      if (done) return;
      done = true;
      clearInterval(idle);
      clearTimeout(deadline);
      resolve(outcome);
    };
    server.on('request', (_req, res: { setHeader(name: string, value: string): void }) => res.setHeader('Connection', 'close'));
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      finish('timeout');
    }, graceMs);
    server.close(() => finish('drained'));
    server.closeIdleConnections();
  });
}

import { QueryRunnerAlreadyReleasedError } from 'typeorm';

/**
 * Database outages (docs/adr/0036-self-healing-database.md): an error that says the database
 * cannot be reached or ended the connection — not that the request was wrong — answers
 * 503 {@link DATABASE_UNAVAILABLE} with `Retry-After`, never 500.
 */

/** The one answer (503) while the database cannot be reached; also the health probes' message. */
export const DATABASE_UNAVAILABLE = 'Database sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.';

/** Seconds a client waits before it tries again (`Retry-After` of the 503). */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * Codes of a lost or refused connection: the socket's (Node: ECONNREFUSED, ECONNRESET, EPIPE,
 * ETIMEDOUT, EHOSTUNREACH, ENETUNREACH, ENOTFOUND, EAI_AGAIN) and PostgreSQL's SQLSTATE:
 * 57P01 admin_shutdown (also "terminating connection due to unexpected postmaster exit"),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, recovering), 08xxx connection
 * exceptions, 53300 too_many_connections.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages of node-postgres for a connection that ended without a code (the server vanished mid-query). */
const LOST = /^(Connection terminated|Connection ended|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Query read timeout)/i;

/**
 * True when `err` (or what it wraps: TypeORM's `driverError`, an AggregateError of the tried
 * addresses, `cause`) means the database cannot be reached, per the codes above or node-postgres'
 * messages of a dropped connection. Also TypeORM's QueryRunnerAlreadyReleasedError: a request's
 * transaction keeps its query runner until it ends, and TypeORM releases it earlier only when the
 * connection reported an error (it dropped between two statements; nothing was committed).
 * False for every other error, including SQL errors of a request.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (err instanceof QueryRunnerAlreadyReleasedError) return true;
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; driverError?: unknown; errors?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (typeof e.message === 'string' && LOST.test(e.message)) return true;
  const inner = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? (e.errors as unknown[]) : [])];
  return inner.some((x) => x !== err && isDatabaseUnavailable(x, depth + 1));
}

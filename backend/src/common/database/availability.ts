/**
 * What the server knows about its database beyond a single query, for the liveness probe
 * (GET /api/health/live, docs/adr/0036-self-healing-database.md). One per process: the embedded
 * cluster's watchdog (database/embedded-watchdog.ts) reports whether its PostgreSQL runs, the
 * probe records when the database last failed to answer.
 */
export class DatabaseAvailability {
  private embeddedRunning: (() => boolean) | null = null;
  private failingSince: number | null = null;

  /** The embedded cluster's check (true while its postmaster runs and is not being restarted); null: no embedded cluster. */
  watchEmbedded(running: (() => boolean) | null): void {
    this.embeddedRunning = running;
  }

  /** True while the embedded PostgreSQL of this process is down (dead, restarting, or not coming back). False without one. */
  embeddedDown(): boolean {
    return this.embeddedRunning !== null && !this.embeddedRunning();
  }

  /** Records a probe: `reachable` false when the database refused or dropped the connection (not when it was only slow). */
  noteProbe(reachable: boolean, now = Date.now()): void {
    if (reachable) this.failingSince = null;
    else this.failingSince ??= now;
  }

  /** Milliseconds since the first of the probes that failed in a row (0 while the last one succeeded). */
  unreachableForMs(now = Date.now()): number {
    return this.failingSince === null ? 0 : now - this.failingSince;
  }
}

/** The process's one {@link DatabaseAvailability}. */
export const databaseAvailability = new DatabaseAvailability();

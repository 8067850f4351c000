import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength, ValidateIf, validateSync } from 'class-validator';
import * as path from 'path';

/** Levels LOG_LEVEL accepts (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** An S3-compatible object store for the uploads (S3_* variables). */
export interface ObjectStoreSettings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

/** Environment variables the server reads at start (all optional). */
class EnvVars {
  /** HTTP port of the app and the API. Default 3000. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(65535) PORT?: number;
  /** Owner connection to an external PostgreSQL (runs migrations). Unset: embedded PostgreSQL in DATA_DIR/pg and demo data. */
  @IsOptional() @IsString() DATABASE_URL?: string;
  /** Runtime connection (a role without BYPASSRLS that owns no table). Unset: role kpm_app is created through DATABASE_URL. */
  @IsOptional() @IsString() DATABASE_APP_URL?: string;
  /** Connection of the login role (login lookup and opening sessions only). Unset: role kpm_login is created through DATABASE_URL. */
  @IsOptional() @IsString() DATABASE_LOGIN_URL?: string;
  /**
   * Streaming replica (hot standby) for the read-only report routes (`@ReadReplica()`,
   * docs/adr/0037-read-replica.md), as the runtime role; without user and password the runtime
   * role's are used. Unset: every query runs on the primary.
   */
  @IsOptional() @IsString() DATABASE_READ_URL?: string;
  /** HS256 secret for session tokens. Unset: generated once into DATA_DIR/secrets.json. */
  @IsOptional() @IsString() @MinLength(32) JWT_SECRET?: string;
  /** Folder for the embedded database, secrets and uploads. Default: `.data` at the repository root. */
  @IsOptional() @IsString() DATA_DIR?: string;
  /** Token lifetime in hours. Default 12. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) JWT_TTL_HOURS?: number;
  /** Login attempts allowed per username per minute. Default 10. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) LOGIN_LIMIT_PER_ACCOUNT?: number;
  /** Login attempts allowed per client IP per minute. Default 60. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) LOGIN_LIMIT_PER_IP?: number;
  /** With DATABASE_URL: creates this superadmin account at start when no superadmin exists yet. */
  @IsOptional() @IsString() INITIAL_SUPERADMIN_USERNAME?: string;
  /** Password of that first superadmin (at least 8 characters). */
  @IsOptional() @IsString() @MinLength(8) INITIAL_SUPERADMIN_PASSWORD?: string;
  /**
   * Proxies in front of the server whose X-Forwarded-For is believed for the client address (login
   * limits): a number of hops (1 = one reverse proxy) or comma-separated addresses/subnets of the
   * proxies (`loopback`, `10.0.0.0/8`). Unset: none, the client is the connection's address.
   */
  @IsOptional() @IsString() TRUST_PROXY?: string;
  /** Longest time a request may take before it answers 503 (ms). Default 30000. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1000) REQUEST_TIMEOUT_MS?: number;
  /** Accounting integration (Gorichi): URL that receives the test push of /superadmin. Unset: the push answers ok:false without sending. */
  @IsOptional() @IsString() GORICHI_URL?: string;
  /** Token of the accounting integration: sent as bearer and used as the HMAC-SHA256 key of the body signature. */
  @IsOptional() @IsString() GORICHI_TOKEN?: string;
  /** Least level of the JSON log lines (fatal, error, warn, info, debug, trace, silent). Default info. */
  @IsOptional() @IsIn(LOG_LEVELS) LOG_LEVEL?: string;
  /** Bearer token (or `?token=`) that opens GET /api/metrics, at least 16 characters. Unset or empty: /api/metrics answers 404. */
  @IsOptional() @IsString() @ValidateIf((v: EnvVars) => !!v.METRICS_TOKEN) @MinLength(16) METRICS_TOKEN?: string;
  /** S3-compatible object store for uploads (with S3_BUCKET and the keys). Unset: uploads in DATA_DIR/uploads. */
  @IsOptional() @IsString() S3_ENDPOINT?: string;
  @IsOptional() @IsString() S3_BUCKET?: string;
  @IsOptional() @IsString() S3_ACCESS_KEY_ID?: string;
  @IsOptional() @IsString() S3_SECRET_ACCESS_KEY?: string;
  /** Region of the object store. Default us-east-1 (what MinIO and most S3-compatible stores accept). */
  @IsOptional() @IsString() S3_REGION?: string;
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`, MinIO and most self-hosted stores): 'true' or 'false'. Default true. */
  @IsOptional() @IsIn(['true', 'false']) S3_FORCE_PATH_STYLE?: string;
  /** Folder of the database backups (`npm run backup`, the nightly one). Default DATA_DIR/backups. */
  @IsOptional() @IsString() BACKUP_DIR?: string;
  /** Daily backups kept (the newest of each of the last N days with a backup). Default 14. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(366) BACKUP_KEEP_DAILY?: number;
  /** Weekly backups kept (the newest of each of the last N weeks, Monday to Sunday). Default 8. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(520) BACKUP_KEEP_WEEKLY?: number;
  /** Connection pg_dump uses: a superuser or a role with BYPASSRLS (the farm tables force row-level security). Default DATABASE_URL. */
  @IsOptional() @IsString() BACKUP_DATABASE_URL?: string;
  /** 'off': the embedded database starts without the demo farms (then INITIAL_SUPERADMIN_* makes the first account). Default on. */
  @IsOptional() @IsString() DEMO_DATA?: string;
  /** 'off' stops the nightly backup at 01:00 farm time of the running server. Default on. */
  @IsOptional() @IsString() BACKUP_NIGHTLY?: string;
  /**
   * Folder of the WAL archive and the weekly base backups (point-in-time recovery,
   * docs/adr/0035-point-in-time-recovery.md): the embedded PostgreSQL archives every WAL segment
   * into it. Unset: no archiving (the nightly dump alone).
   */
  @IsOptional() @IsString() WAL_ARCHIVE_DIR?: string;
  /** Weeks of base backups and WAL kept in WAL_ARCHIVE_DIR (every moment of the last N weeks can be restored). Default 4. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(520) WAL_ARCHIVE_KEEP_WEEKS?: number;
  /** Folder of pg_dump/pg_restore of the server's major version when they are not in the usual places. */
  @IsOptional() @IsString() PG_BIN_DIR?: string;
  /**
   * At SIGTERM/SIGINT: how long /api/health/ready answers 503 while requests are still served, before the port
   * closes (ms), so a proxy takes the instance out first. Default 5000 with DATABASE_URL (instances behind a
   * proxy), 0 with the embedded PostgreSQL (one instance, no proxy to wait for).
   */
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(60_000) SHUTDOWN_DRAIN_MS?: number;
  /** Port of the embedded PostgreSQL. Default: a free port. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(65535) EMBEDDED_PG_PORT?: number;
}

/** Settings of one running server, resolved from the environment and the database bootstrap. */
export interface AppSettings {
  port: number;
  dataDir: string;
  jwtSecret: string;
  jwtTtlHours: number;
  loginLimitPerAccount: number;
  loginLimitPerIp: number;
  /** Express 'trust proxy' (TRUST_PROXY): false = the client is the socket's address. Default false. */
  trustProxy?: TrustProxy;
  /** Longest time a request may take before it answers 503 (ms). Default 30000. */
  requestTimeoutMs?: number;
  /** statement_timeout of the runtime connections (ms): a longer statement is cancelled (503). Default requestTimeoutMs. */
  statementTimeoutMs?: number;
  /** Connection of the runtime role (RLS applies). */
  appDatabaseUrl: string;
  /** Connection of the login role `kpm_login`: the login lookup and opening sessions only (docs/adr/0013). */
  loginDatabaseUrl: string;
  /** Connection of the owner role (migrations, demo bootstrap checks). */
  ownerDatabaseUrl: string;
  /**
   * Connection of the runtime role on a streaming replica (DATABASE_READ_URL): the routes marked
   * `@ReadReplica()` read there (common/database/read-database.ts). Missing or null: they run on the primary.
   */
  readDatabaseUrl?: string | null;
  /** True when the embedded database is used: demo users and data are loaded. */
  demo: boolean;
  /** Built frontend to serve at `/`, or null to serve the API only. */
  staticDir: string | null;
  /** Least level of the JSON request and server log (LOG_LEVEL). Missing: 'silent' (tests, scripts); `npm start`: info. */
  logLevel?: string;
  /** Token that opens GET /api/metrics (METRICS_TOKEN); missing: the endpoint answers 404. */
  metricsToken?: string | null;
  /** Uploads in an S3-compatible object store (S3_*); missing or null: the folder `<dataDir>/uploads`. */
  objectStore?: ObjectStoreSettings | null;
  /** Accounting integration (GORICHI_URL, GORICHI_TOKEN); null or missing: not configured. */
  gorichi?: { url: string; token: string } | null;
  /** Backups (modules/operations); missing: no nightly backup (tests). */
  backup?: BackupSettings | null;
}

/** Where and how the database is backed up (docs/adr/0033-backups-and-crash-safety.md). */
export interface BackupSettings {
  /** Folder of `kandang-YYYYMMDD-HHMM.dump` files. */
  dir: string;
  keepDaily: number;
  keepWeekly: number;
  /** Connection pg_dump uses: a superuser or a BYPASSRLS role of the app's database. */
  databaseUrl: string;
  /** True: the running server takes one every night at 01:00 farm time (one instance, advisory lock). */
  nightly: boolean;
  /** WAL archive and base backups (WAL_ARCHIVE_DIR, WAL_ARCHIVE_KEEP_WEEKS); null or missing: no archiving. */
  walArchive?: WalArchiveSettings | null;
}

/** Point-in-time recovery (docs/adr/0035-point-in-time-recovery.md). */
export interface WalArchiveSettings {
  /** Absolute folder: archived WAL segments at its top, base backups in `base/<YYYYMMDD-HHmmss>/`. */
  dir: string;
  /** Weeks of base backups (and the WAL they need) kept. */
  keepWeeks: number;
}

/** Proxy hops whose X-Forwarded-For is believed: none, a number of hops, or the proxies' addresses/subnets. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY as Express takes it: unset, '', 'false' or '0' → false (the socket's address);
 * '1', '2' … → that many hops; otherwise a comma-separated list of addresses, subnets or the
 * names loopback / linklocal / uniquelocal. 'true' is refused: trusting every hop would let any
 * client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true') throw new Error('Invalid environment: TRUST_PROXY=true would trust every client; name the hops (1) or the proxy addresses');
  return v.split(',').map((x) => x.trim()).filter(Boolean);
}

/** SHUTDOWN_DRAIN_MS with DATABASE_URL when unset: above deploy/haproxy.cfg's worst time to take an instance out (inter 2 s + 2 × fastinter 0.5 s). */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;

/** Repository root (two levels above `backend/src` or `backend/dist`). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Validates `process.env` and returns the typed variables; throws with every problem listed. */
export function readEnv(env: NodeJS.ProcessEnv = process.env) {
  const parsed = plainToInstance(EnvVars, { ...env }, { enableImplicitConversion: false });
  const errors = validateSync(parsed, { skipMissingProperties: false, whitelist: false });
  if (errors.length) {
    const list = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new Error(`Invalid environment: ${list.join('; ')}`);
  }
  return {
    port: parsed.PORT ?? 3000,
    databaseUrl: parsed.DATABASE_URL || undefined,
    databaseAppUrl: parsed.DATABASE_APP_URL || undefined,
    databaseLoginUrl: parsed.DATABASE_LOGIN_URL || undefined,
    databaseReadUrl: parsed.DATABASE_READ_URL || undefined,
    jwtSecret: parsed.JWT_SECRET,
    dataDir: path.resolve(parsed.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    jwtTtlHours: parsed.JWT_TTL_HOURS ?? 12,
    loginLimitPerAccount: parsed.LOGIN_LIMIT_PER_ACCOUNT ?? 10,
    loginLimitPerIp: parsed.LOGIN_LIMIT_PER_IP ?? 60,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS ?? 30_000,
    shutdownDrainMs: parsed.SHUTDOWN_DRAIN_MS ?? (parsed.DATABASE_URL ? DEFAULT_SHUTDOWN_DRAIN_MS : 0),
    embeddedPgPort: parsed.EMBEDDED_PG_PORT ?? 54329,
    logLevel: parsed.LOG_LEVEL ?? 'info',
    metricsToken: parsed.METRICS_TOKEN || null,
    objectStore: readObjectStore(parsed),
    demoData: (parsed.DEMO_DATA ?? 'on').toLowerCase() !== 'off',
    backup: {
      dir: path.resolve(parsed.BACKUP_DIR ?? path.join(parsed.DATA_DIR ?? path.join(REPO_ROOT, '.data'), 'backups')),
      keepDaily: parsed.BACKUP_KEEP_DAILY ?? 14,
      keepWeekly: parsed.BACKUP_KEEP_WEEKLY ?? 8,
      databaseUrl: parsed.BACKUP_DATABASE_URL || parsed.DATABASE_URL || undefined,
      nightly: (parsed.BACKUP_NIGHTLY ?? 'on').toLowerCase() !== 'off',
      walArchive: parsed.WAL_ARCHIVE_DIR ? { dir: path.resolve(parsed.WAL_ARCHIVE_DIR), keepWeeks: parsed.WAL_ARCHIVE_KEEP_WEEKS ?? 4 } : null,
    },
    gorichi: parsed.GORICHI_URL && parsed.GORICHI_TOKEN ? { url: parsed.GORICHI_URL, token: parsed.GORICHI_TOKEN } : null,
    initialSuperadmin: parsed.INITIAL_SUPERADMIN_PASSWORD
      ? { username: parsed.INITIAL_SUPERADMIN_USERNAME || 'superadmin', password: parsed.INITIAL_SUPERADMIN_PASSWORD }
      : null,
  };
}
export type Env = ReturnType<typeof readEnv>;

/** The S3_* variables: all four of endpoint, bucket and keys, or none (then null); some but not all is an error. */
function readObjectStore(v: EnvVars): ObjectStoreSettings | null {
  const given = { S3_ENDPOINT: v.S3_ENDPOINT, S3_BUCKET: v.S3_BUCKET, S3_ACCESS_KEY_ID: v.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: v.S3_SECRET_ACCESS_KEY };
  const missing = Object.entries(given).filter(([, x]) => !x).map(([k]) => k);
  if (missing.length === 4) return null;
  if (missing.length) throw new Error(`Invalid environment: the object store also needs ${missing.join(', ')}`);
  return {
    endpoint: v.S3_ENDPOINT!,
    bucket: v.S3_BUCKET!,
    accessKeyId: v.S3_ACCESS_KEY_ID!,
    secretAccessKey: v.S3_SECRET_ACCESS_KEY!,
    region: v.S3_REGION || 'us-east-1',
    forcePathStyle: v.S3_FORCE_PATH_STYLE !== 'false',
  };
}

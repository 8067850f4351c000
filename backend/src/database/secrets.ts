import { randomBytes } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { z } from 'zod';

/** Passwords of the embedded cluster's roles: superuser `postgres`, owner `kpm_owner`, runtime `kpm_app`, login `kpm_login`. */
export interface DbPasswords {
  pgSuperPassword: string;
  ownerPassword: string;
  appPassword: string;
  loginPassword: string;
}

/** File of the token signing secret (one line), mode 600. */
export const JWT_SECRET_FILE = 'jwt-secret';
/** File of the database passwords (JSON {@link DbPasswords}), mode 600. */
export const DB_PASSWORDS_FILE = 'db-passwords.json';
/** Where versions before issue #12 kept all four secrets together; split and removed at start. */
export const LEGACY_SECRETS_FILE = 'secrets.json';

const make = () => randomBytes(32).toString('hex');

/** What a secrets file may hold: each value a string when present (other keys are ignored). */
const SecretsFile = z.object({
  jwtSecret: z.string().optional(),
  pgSuperPassword: z.string().optional(),
  ownerPassword: z.string().optional(),
  appPassword: z.string().optional(),
  loginPassword: z.string().optional(),
});

/** Writes `text` to `file` with mode 600 through a temporary file, so a crash never leaves half a secret. */
function writeSecret(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

/** Makes sure an existing secret file is readable by its owner only (mode 600). */
function restrict(file: string): void {
  if (fs.existsSync(file) && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
}

/**
 * Splits a `secrets.json` of an earlier version (JWT secret and database passwords in one file)
 * into {@link JWT_SECRET_FILE} and {@link DB_PASSWORDS_FILE}, keeping every value (the cluster and
 * the tokens already use them), then removes it. Files that already exist win. No-op without it.
 */
export function migrateLegacySecrets(dataDir: string): void {
  const legacy = path.join(dataDir, LEGACY_SECRETS_FILE);
  if (!fs.existsSync(legacy)) return;
  let old: z.infer<typeof SecretsFile>;
  try {
    old = SecretsFile.parse(JSON.parse(fs.readFileSync(legacy, 'utf8')));
  } catch (e) {
    throw new Error(`${legacy} tidak dapat dibaca (${(e as Error).message}); perbaiki atau hapus berkas itu.`, { cause: e });
  }
  const jwtFile = path.join(dataDir, JWT_SECRET_FILE);
  if (!fs.existsSync(jwtFile) && old.jwtSecret) writeSecret(jwtFile, `${old.jwtSecret}\n`);
  const dbFile = path.join(dataDir, DB_PASSWORDS_FILE);
  if (!fs.existsSync(dbFile) && (old.pgSuperPassword || old.ownerPassword || old.appPassword)) {
    const passwords: DbPasswords = {
      pgSuperPassword: old.pgSuperPassword ?? make(),
      ownerPassword: old.ownerPassword ?? make(),
      appPassword: old.appPassword ?? make(),
      loginPassword: make(),
    };
    writeSecret(dbFile, JSON.stringify(passwords, null, 2));
  }
  fs.rmSync(legacy);
}

/** Reads `<dataDir>/db-passwords.json`, creating it (and any missing password) with random values. */
export function readOrCreateDbPasswords(dataDir: string): DbPasswords {
  fs.mkdirSync(dataDir, { recursive: true });
  migrateLegacySecrets(dataDir);
  const file = path.join(dataDir, DB_PASSWORDS_FILE);
  const stored: unknown = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const existing = SecretsFile.parse(stored);
  const passwords: DbPasswords = {
    pgSuperPassword: existing.pgSuperPassword ?? make(),
    ownerPassword: existing.ownerPassword ?? make(),
    appPassword: existing.appPassword ?? make(),
    loginPassword: existing.loginPassword ?? make(),
  };
  if (JSON.stringify(stored) !== JSON.stringify(passwords)) writeSecret(file, JSON.stringify(passwords, null, 2));
  restrict(file);
  return passwords;
}

/** Reads `<dataDir>/jwt-secret`, creating it with a random value (used when JWT_SECRET is not set). */
export function readOrCreateJwtSecret(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  migrateLegacySecrets(dataDir);
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  if (existing.length >= 32) {
    restrict(file);
    return existing;
  }
  const secret = make();
  writeSecret(file, `${secret}\n`);
  return secret;
}

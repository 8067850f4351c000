import { randomBytes } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';

/** Secrets generated once per data folder and kept in `<dataDir>/secrets.json` (mode 600, never committed). */
export interface Secrets {
  jwtSecret: string;
  pgSuperPassword: string;
  ownerPassword: string;
  appPassword: string;
}

/** Reads `<dataDir>/secrets.json`, creating it (and any missing key) with random values. */
export function readOrCreateSecrets(dataDir: string): Secrets {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  const existing: Partial<Secrets> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const make = () => randomBytes(32).toString('hex');
  const secrets: Secrets = {
    jwtSecret: existing.jwtSecret ?? make(),
    pgSuperPassword: existing.pgSuperPassword ?? make(),
    ownerPassword: existing.ownerPassword ?? make(),
    appPassword: existing.appPassword ?? make(),
  };
  if (JSON.stringify(existing) !== JSON.stringify(secrets)) {
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { useScram } from './embedded';
import { DB_PASSWORDS_FILE, JWT_SECRET_FILE, LEGACY_SECRETS_FILE, readOrCreateDbPasswords, readOrCreateJwtSecret } from './secrets';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('secrets of the data folder (issue #12: database passwords and the token secret in separate files)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-secrets-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates each kind of secret in its own file, readable by the owner only, and reads the same values back', () => {
    const db = readOrCreateDbPasswords(dir);
    const jwt = readOrCreateJwtSecret(dir);
    const jwtText = fs.readFileSync(path.join(dir, JWT_SECRET_FILE), 'utf8');
    const dbText = fs.readFileSync(path.join(dir, DB_PASSWORDS_FILE), 'utf8');
    expect(jwtText.trim()).toBe(jwt);
    expect(JSON.parse(dbText)).toEqual(db);
    for (const secret of Object.values(db)) expect(jwtText).not.toContain(secret);
    expect(dbText).not.toContain(jwt);
    expect(mode(path.join(dir, JWT_SECRET_FILE))).toBe(0o600);
    expect(mode(path.join(dir, DB_PASSWORDS_FILE))).toBe(0o600);
    expect(readOrCreateDbPasswords(dir)).toEqual(db);
    expect(readOrCreateJwtSecret(dir)).toBe(jwt);
  });

  it('splits the secrets.json of an earlier version, keeping every value, and removes it', () => {
    const old = { jwtSecret: 'j'.repeat(64), pgSuperPassword: 'super-lama', ownerPassword: 'owner-lama', appPassword: 'app-lama' };
    fs.writeFileSync(path.join(dir, LEGACY_SECRETS_FILE), JSON.stringify(old), { mode: 0o644 });
    // The login role (issue #19) is new: it gets a fresh random password; every old value is kept.
    const passwords = readOrCreateDbPasswords(dir);
    expect(passwords).toEqual({ pgSuperPassword: 'super-lama', ownerPassword: 'owner-lama', appPassword: 'app-lama', loginPassword: passwords.loginPassword });
    expect(passwords.loginPassword).toMatch(/^[0-9a-f]{64}$/);
    expect(readOrCreateJwtSecret(dir)).toBe(old.jwtSecret);
    expect(fs.existsSync(path.join(dir, LEGACY_SECRETS_FILE))).toBe(false);
    expect(mode(path.join(dir, JWT_SECRET_FILE))).toBe(0o600);
    expect(mode(path.join(dir, DB_PASSWORDS_FILE))).toBe(0o600);
  });

  it('tightens a secret file that others could read', () => {
    readOrCreateDbPasswords(dir);
    fs.chmodSync(path.join(dir, DB_PASSWORDS_FILE), 0o644);
    readOrCreateDbPasswords(dir);
    expect(mode(path.join(dir, DB_PASSWORDS_FILE))).toBe(0o600);
  });
});

describe('useScram (embedded clusters initialised with cleartext password authentication)', () => {
  it('switches the password method to scram-sha-256 and leaves comments and other rules as they are', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kpm-hba-'));
    const file = path.join(dir, 'pg_hba.conf');
    fs.writeFileSync(
      file,
      ['# METHOD can be "trust", "password" or "md5"', 'local   all   all                  password', 'host    all   all   127.0.0.1/32   password', 'host    all   all   ::1/128        trust', ''].join('\n'),
    );
    expect(useScram(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8').split('\n')).toEqual([
      '# METHOD can be "trust", "password" or "md5"',
      'local   all   all                  scram-sha-256',
      'host    all   all   127.0.0.1/32   scram-sha-256',
      'host    all   all   ::1/128        trust',
      '',
    ]);
    expect(useScram(file)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

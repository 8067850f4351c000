import { getMetadataStorage } from 'class-validator';
import * as fs from 'fs';
import * as path from 'path';

/**
 * Every validation decorator of the API's DTOs carries its own Indonesian message, so what users read
 * cannot change with a class-validator upgrade (the pipe dismisses the library's default texts).
 */
const SRC = path.join(__dirname, '..', '..');

/** DTO files of every feature (src/modules/<feature>/dto/*.ts) and the shared query DTOs. */
function dtoFiles(): string[] {
  const modules = path.join(SRC, 'modules');
  const files = fs
    .readdirSync(modules)
    .map((f) => path.join(modules, f, 'dto'))
    .filter((d) => fs.existsSync(d))
    .flatMap((d) => fs.readdirSync(d).map((f) => path.join(d, f)));
  return [...files, path.join(SRC, 'common', 'validation', 'date-queries.ts')].filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
}

/**
 * DTO properties allowed to lack a message for now: LoginDto's length limits, in modules/auth (owned
 * by the security work). They answer '<field> tidak valid.' until they get their own messages.
 */
const PENDING = new Set(['LoginDto.email:maxLength', 'LoginDto.password:maxLength']);

/** Metadata types that never produce a message (IsOptional, ValidateIf, Allow). */
const SILENT = new Set(['conditionalValidation', 'whitelistValidation']);

describe('DTO validation messages', () => {
  it('are given on every decorator of every DTO', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of dtoFiles()) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the DTO files are found at run time
      const exported = require(file) as Record<string, unknown>;
      for (const value of Object.values(exported)) {
        if (typeof value !== 'function') continue;
        for (const m of getMetadataStorage().getTargetValidationMetadatas(value, '', true, false)) {
          if (SILENT.has(m.type) || m.target !== value) continue;
          checked++;
          const key = `${value.name}.${m.propertyName}:${m.name ?? m.type}`;
          if (!m.message && !PENDING.has(key)) missing.push(`${path.relative(SRC, file)} ${key}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

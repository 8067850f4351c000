import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

// Vitest runs with the frontend folder as working directory.
const root = resolve(process.cwd());

describe('API types', () => {
  it('src/api/schema.d.ts is generated from the current docs/api/openapi.json (run `npm run openapi` when this fails)', async () => {
    // The document's text (JSON), parsed by openapi-typescript itself as the CLI of `npm run openapi` does.
    const spec = readFileSync(resolve(root, '../docs/api/openapi.json'), 'utf8');
    const expected = COMMENT_HEADER + astToString(await openapiTS(spec));
    const committed = readFileSync(resolve(root, 'src/api/schema.d.ts'), 'utf8');
    expect(committed).toBe(expected);
  });
});

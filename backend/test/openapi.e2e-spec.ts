import * as fs from 'fs';
import { OPENAPI_FILE, renderOpenApi } from '../src/scripts/write-openapi';

describe('OpenAPI document', () => {
  it('docs/api/openapi.json is up to date with the code (run `npm run openapi` when this fails)', async () => {
    const committed = fs.readFileSync(OPENAPI_FILE, 'utf8');
    expect(committed).toBe(await renderOpenApi());
  });

  it('describes every operation and declares the bearer scheme', async () => {
    const doc = JSON.parse(await renderOpenApi()) as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const undocumented: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) if (!op.summary) undocumented.push(`${method.toUpperCase()} ${path}`);
    }
    expect(undocumented).toEqual([]);
  });
});

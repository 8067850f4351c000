import { renderOpenApi } from '../src/scripts/write-openapi';
import { SECRET_ANSWER_EXTENSION } from '../src/common/idempotency/secret-answer.decorator';

/** A field name that names a secret: token, code, password or secret, alone or as the last word (impersonator_token, owner_password). */
const SECRET_FIELD = /(^|_)(token|code|password|secret)$/i;

/**
 * Fields with such a name that hold no secret, each with the reason: a new one is a decision made
 * here, not an accident. `<Schema>.<field>`.
 */
const NOT_SECRET: Record<string, string> = {
  ...Object.fromEntries(
    ['AccountRowDto.code', 'AccountRowDto.parent_code', 'JournalLineDto.account_code', 'OpeningAccountLineDto.code'].map((f) => [f, 'account number of the chart of accounts (1-100)']),
  ),
  ...Object.fromEntries(
    [
      'JournalHeaderDto.code',
      'JournalHeaderDto.reversed_by_code',
      'JournalLinkDto.code',
      'OpeningJournalRefDto.code',
      'SaleHeaderDto.journal_code',
      'SalePaymentDto.journal_code',
      'SaleReturnDto.journal_code',
      'ReceiptDto.journal_code',
      'SupplierPaymentDto.journal_code',
      'AssetDto.journal_code',
      'AssetDto.disposal_journal_code',
      'DepreciationResultDto.journal_code',
      'PayrollSlipDto.journal_code',
      'PayrollSlipDto.paid_journal_code',
    ].map((f) => [f, 'journal number (JU-2603-0001), printed on the books']),
  ),
  ...Object.fromEntries(['SaleHeaderDto.finance_code', 'AllocationViewDto.finance_code', 'OpeningInvoiceRowDto.finance_code', 'OpeningPayableRowDto.code'].map((f) => [f, 'invoice number of a sale or a supplier\'s bill, printed on the nota or the bill'])),
};

type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]; oneOf?: Schema[]; anyOf?: Schema[] };
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>; [extension: string]: unknown };

/** Every `<Schema>.<field>` under `schema` (through $ref, items and allOf/oneOf/anyOf) whose name names a secret. */
function secretFields(schema: Schema | undefined, schemas: Record<string, Schema>, name = '(inline)', seen = new Set<string>()): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    const ref = schema.$ref.replace('#/components/schemas/', '');
    if (seen.has(ref)) return [];
    seen.add(ref);
    return secretFields(schemas[ref], schemas, ref, seen);
  }
  const found: string[] = [];
  for (const [field, sub] of Object.entries(schema.properties ?? {})) {
    if (SECRET_FIELD.test(field) && !NOT_SECRET[`${name}.${field}`]) found.push(`${name}.${field}`);
    found.push(...secretFields(sub, schemas, name, seen));
  }
  for (const sub of [schema.items, ...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) found.push(...secretFields(sub, schemas, name, seen));
  return found;
}

/**
 * No write whose answer carries a secret may be replayed from `idempotency_keys`
 * (docs/adr/0023-idempotency-keys.md, "Amended"): every POST/PUT/PATCH whose 2xx answer schema has
 * a field named token, code, password or secret must be marked @SecretAnswer (OpenAPI
 * `x-secret-answer`), or the field be listed in NOT_SECRET with its reason.
 */
describe('Answers with secrets are never stored with an Idempotency-Key', () => {
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

  beforeAll(async () => {
    doc = JSON.parse(await renderOpenApi()) as typeof doc;
  });

  it('marks every write whose answer has a token, code, password or secret field with @SecretAnswer', () => {
    const unmarked: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of ['post', 'put', 'patch']) {
        const op = ops[method];
        if (!op || op[SECRET_ANSWER_EXTENSION]) continue;
        for (const [status, answer] of Object.entries(op.responses ?? {})) {
          if (!status.startsWith('2')) continue;
          for (const field of secretFields(answer.content?.['application/json']?.schema, doc.components.schemas)) unmarked.push(`${method.toUpperCase()} ${path} → ${field}`);
        }
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('finds the known secret answers marked (login, switch-tenant, impersonation, invitation)', () => {
    const marked = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op[SECRET_ANSWER_EXTENSION])
        .map(([method, op]) => `${method.toUpperCase()} ${path} ${String(op[SECRET_ANSWER_EXTENSION])}`),
    );
    expect(marked.sort()).toEqual([
      'POST /api/auth/login run-again',
      'POST /api/auth/switch-tenant run-again',
      'POST /api/superadmin/impersonate/{id} run-again',
      'POST /api/users/invitations refuse',
    ]);
  });
});

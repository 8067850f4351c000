import type { Schemas } from '../../api/client';

/** An account of the chart as GET /api/finance/accounts answers it (tests). */
export const account = (id: number, code: string, name: string, type: Schemas['FinanceAccountDto']['type'], extra: Partial<Schemas['FinanceAccountDto']> = {}) =>
  ({
    id,
    code,
    name,
    type,
    class: Number(code[0]),
    parent_id: null,
    is_active: true,
    system_key: null,
    controlled: false,
    ...extra,
  }) satisfies Schemas['FinanceAccountDto'];

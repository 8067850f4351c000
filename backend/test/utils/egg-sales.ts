import { TenantContext } from '../../src/common/tenancy/tenant-context';
import { CustomerDto } from '../../src/modules/customers/dto/customers.dto';
import { ReceiptDto } from '../../src/modules/egg-sales/dto/ar-receipts.dto';
import { SaleDetailDto } from '../../src/modules/egg-sales/dto/egg-sales.dto';
import { JournalDetailDto } from '../../src/modules/finance/dto/finance.dto';
import { TestApp } from './create-test-app';
import { inTenant, TestTenant } from './factories';
import { bodyOf } from './http';

/** Helpers of the egg sale, receipt and pre-order tests (through the API, as the screens call it). */

export type SaleRole = 'owner' | 'admin' | 'abk' | 'reseller' | 'viewer';

/** Enters a day of egg production (kg per grade) on one bagian as the abk. */
export async function enterEggs(t: TestApp, tenant: TestTenant, bagianId: number, tanggal: string, kg: { a?: number; b?: number; c?: number }): Promise<void> {
  const res = await t
    .http()
    .post('/api/transaksi-telur')
    .set(tenant.as('abk'))
    .send({ tanggal, data: [{ bagian_id: bagianId, grade_a: kg.a ?? 0, grade_b: kg.b ?? 0, grade_c: kg.c ?? 0 }] });
  if (res.status !== 200 && res.status !== 201) throw new Error(`eggs ${tanggal}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Adds a customer as admin and returns its id. */
export async function addCustomer(t: TestApp, tenant: TestTenant, body: Record<string, unknown>): Promise<number> {
  const res = await t.http().post('/api/customers').set(tenant.as('admin')).send(body);
  if (res.status !== 201) throw new Error(`customer: ${res.status} ${JSON.stringify(res.body)}`);
  return bodyOf<CustomerDto>(res).id;
}

/** A sale just posted: its detail, whose header always names the journal it posted. */
export type PostedSale = SaleDetailDto & { header: { journal_id: number } };

/** Posts a sale as admin; fails the test unless 201 with the sale's journal. Returns the sale detail. */
export async function addSale(t: TestApp, tenant: TestTenant, body: Record<string, unknown>): Promise<PostedSale> {
  const res = await t.http().post('/api/egg-sales').set(tenant.as('admin')).send(body);
  if (res.status !== 201) throw new Error(`sale: ${res.status} ${JSON.stringify(res.body)}`);
  const sale = bodyOf<SaleDetailDto>(res);
  const journalId = sale.header.journal_id;
  if (journalId === null) throw new Error(`sale ${sale.header.id}: posted without a journal`);
  return { ...sale, header: { ...sale.header, journal_id: journalId } };
}

/** A receipt just posted, with the journal it posted. */
export type PostedReceipt = ReceiptDto & { journal_id: number; journal_code: string };

/** Posts a receipt as admin; fails the test unless 201 with the receipt's journal. */
export async function addReceipt(t: TestApp, tenant: TestTenant, body: Record<string, unknown>): Promise<PostedReceipt> {
  const res = await t.http().post('/api/ar-receipts').set(tenant.as('admin')).send(body);
  if (res.status !== 201) throw new Error(`receipt: ${res.status} ${JSON.stringify(res.body)}`);
  const receipt = bodyOf<ReceiptDto>(res);
  const { journal_id, journal_code } = receipt;
  if (journal_id === null || journal_code === null) throw new Error(`receipt ${receipt.id}: posted without a journal`);
  return { ...receipt, journal_id, journal_code };
}

/** A journal's lines as [account code, debit, credit] (GET /api/finance/journals/{id}). */
export async function journalLines(t: TestApp, tenant: TestTenant, id: number): Promise<Array<[string, string, string]>> {
  const res = await t.http().get(`/api/finance/journals/${id}`).set(tenant.as('admin')).expect(200);
  return bodyOf<JournalDetailDto>(res).lines.map((l): [string, string, string] => [l.account_code, l.debit, l.credit]);
}

/** Journals (code, kind, lines) of one source document, in posting order. */
export async function journalsOf(t: TestApp, tenantId: string, sourceType: 'egg_sale' | 'ar_receipt' | 'egg_sale_return', sourceId: number) {
  return inTenant(t, tenantId, async () => {
    const m = t.app.get(TenantContext).manager;
    const journals: Array<{ id: number; code: string; kind: string; trx_date: string; reverses_id: number | null; corrects_id: number | null }> = await m.query(
      `select id, code, kind, to_char(trx_date, 'YYYY-MM-DD') as trx_date, reverses_id, corrects_id from journals where source_type = $1 and source_id = $2 order by id`,
      [sourceType, String(sourceId)],
    );
    const out = [];
    for (const j of journals) {
      const lines: Array<{ code: string; debit: string; credit: string }> = await m.query(
        `select a.code, l.debit, l.credit from journal_lines l join accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id where l.journal_id = $1 order by l.line_no`,
        [j.id],
      );
      out.push({ ...j, lines: lines.map((l) => [l.code, l.debit, l.credit]) });
    }
    return out;
  });
}

/** Balance (Σ debit − Σ credit, as text with 2 decimals) of each system account up to and including `upTo`. */
export async function balances(t: TestApp, tenantId: string, upTo = '9999-12-31'): Promise<Record<string, string>> {
  return inTenant(t, tenantId, async () => {
    const rows: Array<{ system_key: string; net: string }> = await t.app.get(TenantContext).manager.query(
      `select a.system_key, coalesce(sum(l.debit - l.credit), 0)::numeric(18,2) as net
         from accounts a left join journal_lines l on l.tenant_id = a.tenant_id and l.account_id = a.id and l.trx_date <= $1
        where a.system_key is not null group by a.system_key`,
      [upTo],
    );
    return Object.fromEntries(rows.map((r) => [r.system_key, r.net]));
  });
}

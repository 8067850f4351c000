import { BadRequestException } from '@nestjs/common';
import { actorOf, FakeDb, fakeContext, IDS } from '../../../test/utils/fake-db';
import { AuditService } from './audit.service';

// Today is 2026-03-10 on the farm (noon in Jakarta).
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T05:00:00Z') }));
afterEach(() => jest.useRealTimers());

const at = new Date('2026-03-09T02:00:00Z');

function setup(actor = actorOf('owner')) {
  const db = new FakeDb();
  db.on('select count(*)::int as total', () => [{ total: 1 }]).on('from audit_events a\n', () => [
    {
      id: '41',
      created_at: at,
      event: 'row_change',
      action: 'update',
      entity: 'customers',
      entity_id: '7',
      actor: 'saya',
      on_behalf_of: null,
      subject: null,
      client_address: '10.0.0.7',
      before: { name: 'Toko Sari' },
      after: { name: 'Toko Sari Jaya' },
      detail: null,
    },
  ]);
  return { db, audit: new AuditService(fakeContext(db, actor)) };
}

/** The filter, parameters and paging of the `n`-th page statement run. */
const page = (db: FakeDb, n = 0) => {
  const s = db.statements('order by a.created_at desc')[n];
  return { where: /where (.*)\n/.exec(s.sql)![1], params: s.params, tail: s.sql.trim().split('\n').pop()!.trim() };
};

describe('AuditService.list (issue #19: the farm’s trail, or the platform’s)', () => {
  it('the last 30 farm days by default, as local midnights, newest first, 100 a page; the farm of the caller only', async () => {
    const { db, audit } = setup();
    const answer = await audit.list({});
    expect(answer).toMatchObject({ total: 1, page: 1, limit: 100, from: '2026-02-09', to: '2026-03-10' });
    expect(answer.items[0]).toMatchObject({ id: '41', created_at: at.toISOString(), before: { name: 'Toko Sari' } });
    const { where, params, tail } = page(db);
    expect(where).toBe('a.tenant_id = $1 and a.created_at >= $2 and a.created_at < $3');
    // The farm day's midnight, and the midnight after the last day.
    expect(params).toEqual([IDS.tenant, new Date(2026, 1, 9), new Date(2026, 2, 11)]);
    expect(tail).toBe('limit 100 offset 0');
    expect(db.statements('select count(*)')[0].params).toEqual(params);
  });

  it('a superadmin without a farm reads the rows without a farm, changes of tenants and the platform events', async () => {
    const { db, audit } = setup(actorOf('superadmin', { tenantId: undefined }));
    await audit.list({});
    expect(page(db).where).toContain("($1::uuid is null and (a.tenant_id is null or a.entity = 'tenants' or a.event = any('{tenant_created,tenant_status_changed,impersonation_start,impersonation_end}')))");
    expect(page(db).params[0]).toBeNull();
  });

  it('an actor by user id or by username (any case), an entity or an event name, and the page asked for', async () => {
    const { db, audit } = setup();
    await audit.list({ actor: ` ${IDS.other.toUpperCase()} `, entity: ' customers ', page: 3, limit: 50 });
    let q = page(db);
    expect(q.where).toContain('a.actor_id = $4::uuid and (a.entity = $5 or (a.entity is null and a.event = $5))');
    expect(q.params.slice(3)).toEqual([IDS.other.toUpperCase(), 'customers']);
    expect(q.tail).toBe('limit 50 offset 100');
    await audit.list({ actor: 'Budi' });
    q = page(db, 1);
    expect(q.where).toContain('lower(a.actor_email) = lower($4)');
    expect(q.params.slice(3)).toEqual(['Budi']);
  });

  it('at most 366 days', async () => {
    const { audit } = setup();
    await expect(audit.list({ from: '2025-03-09', to: '2026-03-10' })).rejects.toEqual(new BadRequestException('Rentang tanggal maksimal 366 hari.'));
    await expect(audit.list({ from: '2025-03-10', to: '2026-03-10' })).resolves.toMatchObject({ from: '2025-03-10' });
  });
});

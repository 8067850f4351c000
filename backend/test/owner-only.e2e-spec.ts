import { Client, DatabaseError } from 'pg';
import { SessionKey } from '../src/common/auth/login-database';
import { AuditPageDto } from '../src/modules/audit/dto/audit.dto';
import { BookLockDto } from '../src/modules/finance/dto/book-lock.dto';
import { UserDto } from '../src/modules/users/dto/users.dto';
import { createTestApp, TEST_ROOT, TestApp, uniq } from './utils/create-test-app';
import { createTenant, loginAs, TestTenant } from './utils/factories';
import { bodyOf, messageOf } from './utils/http';
import { actAs, openSession } from './utils/sessions';

const REOPEN = 'Hanya pemilik kandang yang dapat membuka kembali periode yang sudah ditutup.';
const OWNER_ONLY = 'Hanya pemilik kandang yang dapat mengubah, menonaktifkan, atau menghapus admin dan pemilik kandang.';

/**
 * What the runtime role and an admin may not do (issue #35; migration OwnerOnly;
 * docs/adr/0039-owner-only-and-the-runtime-role.md): each attack is run as `kpm_app` with its own
 * password and a real session, as a leaked DATABASE_APP_URL or an injected statement would be.
 */
describe('Owner only, under the runtime role', () => {
  let t: TestApp;
  let a: TestTenant;
  let c: Client;
  const sessions: Record<string, SessionKey> = {};

  const lockOf = async (): Promise<BookLockDto> => bodyOf<BookLockDto>(await t.http().get('/api/finance/lock').set(a.as('owner')).expect(200));
  /** A kpm_app transaction as `who` (a live session) in farm a; rolled back unless `commit`. */
  const as = async (who: 'owner' | 'admin' | 'root' | null, fn: () => Promise<void>, commit = false) => {
    await c.query('begin');
    try {
      await actAs(c, who ? sessions[who] : null);
      await c.query(`select set_config('app.tenant_id', $1, true)`, [a.id]);
      await fn();
      await c.query(commit ? 'commit' : 'rollback');
    } catch (e) {
      await c.query('rollback');
      throw e;
    }
  };
  /** The statement fails (in a savepoint, so the transaction goes on); its error. */
  const refused = async (sql: string, params: unknown[] = []): Promise<DatabaseError> => {
    await c.query('savepoint refused');
    const err = await c.query(sql, params).then(
      () => null,
      (e: DatabaseError) => e,
    );
    await c.query('rollback to savepoint refused');
    expect(err).not.toBeNull();
    return err!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await createTenant(t, 'Pemilik Saja');
    sessions.owner = await openSession(t, a.users.owner.id);
    sessions.admin = await openSession(t, a.users.admin.id);
    sessions.root = await openSession(t, t.rootId);
    c = new Client({ connectionString: t.settings.appDatabaseUrl });
    await c.connect();
    await t.http().put('/api/finance/lock').set(a.as('admin')).send({ lock_date: '2025-01-31' }).expect(200);
  });
  afterAll(async () => {
    await c.end();
    await t.close();
  });

  describe('book_locks: written only through app_set_book_lock, reopened by the owner only', () => {
    it('update, delete and insert on book_locks are refused to the runtime role; the lock stays', async () => {
      await as('owner', async () => {
        for (const sql of [
          `update book_locks set lock_date = null`,
          `delete from book_locks`,
          `insert into book_locks (tenant_id, lock_date) values ($1, null) on conflict (tenant_id) do update set lock_date = null`,
        ]) {
          expect((await refused(sql, sql.includes('$1') ? [a.id] : [])).message).toMatch(/permission denied/);
        }
        expect((await c.query('select lock_date::text as d from book_locks')).rows).toEqual([{ d: '2025-01-31' }]);
      });
      expect((await lockOf()).lock_date).toBe('2025-01-31');
    });

    it('the definer function called as an admin, the superadmin or without a session: moving back refused (403 message), nothing changed', async () => {
      for (const who of ['admin', 'root'] as const) {
        await as(who, async () => {
          for (const day of [null, '2025-01-15']) {
            const err = await refused('select app_set_book_lock($1::date)', [day]);
            expect({ code: err.code, message: err.message }).toEqual({ code: 'KP403', message: REOPEN });
          }
        });
      }
      await as(null, async () => expect((await refused(`select app_set_book_lock(null)`)).code).toBe('KP403'));
      const root = { authorization: `Bearer ${await loginAs(t, TEST_ROOT, `${TEST_ROOT}-pw`)}`, 'x-tenant-id': a.id };
      expect(messageOf(await t.http().put('/api/finance/lock').set(root).send({ lock_date: null }).expect(403))).toBe(REOPEN);
      expect(await lockOf()).toMatchObject({ lock_date: '2025-01-31', updated_by: a.users.admin.username });
    });

    it("the owner moves the lock back through it, as itself (updated_by and the audit row name the owner); an admin closes again", async () => {
      await as('owner', () => c.query(`select app_set_book_lock('2025-01-15')`).then(() => undefined), true);
      expect(await lockOf()).toMatchObject({ lock_date: '2025-01-15', updated_by: a.users.owner.username });
      await as('admin', () => c.query(`select app_set_book_lock('2025-01-31')`).then(() => undefined), true);
      const audit = bodyOf<AuditPageDto>(await t.http().get('/api/audit').query({ entity: 'book_locks' }).set(a.as('owner')).expect(200)).items;
      expect(audit.slice(0, 2).map((r) => [r.actor, r.before?.lock_date, r.after?.lock_date])).toEqual([
        [a.users.admin.username, '2025-01-15', '2025-01-31'],
        [a.users.owner.username, '2025-01-31', '2025-01-15'],
      ]);
    });
  });

  describe('audit_events: no row forged', () => {
    const count = async () => Number((await c.query<{ n: string }>('select count(*) as n from audit_events')).rows[0].n);

    it('insert with another actor, update and delete are refused; nothing changed', async () => {
      await as('owner', async () => {
        const before = await count();
        const forged = `insert into audit_events (event, tenant_id, actor_id, actor_email) values ('logout', $1, $2, $3)`;
        for (const [sql, params] of [
          [forged, [a.id, a.users.admin.id, a.users.admin.username]],
          [`update audit_events set actor_email = 'x', actor_id = null`, []],
          [`delete from audit_events`, []],
        ] as const) {
          expect((await refused(sql, [...params])).message).toMatch(/permission denied/);
        }
        expect(await count()).toBe(before);
      });
    });

    it("app_audit records the session's own user: another actor refused, a null actor is still the caller, no session only a login failure", async () => {
      await as('admin', async () => {
        expect((await refused(`select app_audit('logout', $1, $2, null, null, null, null)`, [a.id, a.users.owner.id])).code).toBe('KP403');
        const subject = `tanpa-aktor-${uniq()}`;
        await c.query(`select app_audit('role_change', $1, null, 'pemilik', $2, null, null)`, [a.id, subject]);
        expect((await c.query('select actor_id, actor_email from audit_events where subject = $1', [subject])).rows).toEqual([
          { actor_id: a.users.admin.id, actor_email: a.users.admin.username },
        ]);
      });
      await as(null, async () => {
        expect((await refused(`select app_audit('role_change', $1, null, 'pemilik', 'x', null, null)`, [a.id])).code).toBe('KP403');
        expect((await refused(`select app_audit('login_failure', $1, null, 'pemilik', 'x', null, null)`, [a.id])).code).toBe('KP403');
        await c.query(`select app_audit('login_failure', null, null, 'siapa', 'siapa', null, null)`);
      });
    });
  });

  describe('admins and owners are managed by the owner', () => {
    let second: UserDto;
    beforeAll(async () => {
      second = bodyOf<UserDto>(await t.http().post('/api/users').set(a.as('owner')).send({ email: `admin2-${uniq()}`, role: 'admin', password: 'rahasia2' }).expect(201));
    });

    it("an admin's session cannot demote, switch off or remove another admin or the owner, grant owner, set their password or end their sessions", async () => {
      await as('admin', async () => {
        for (const target of [second.id, a.users.owner.id]) {
          for (const [sql, params] of [
            [`update memberships set role = 'viewer' where tenant_id = $1 and user_id = $2`, [a.id, target]],
            [`update memberships set aktif = false where tenant_id = $1 and user_id = $2`, [a.id, target]],
            [`delete from memberships where tenant_id = $1 and user_id = $2`, [a.id, target]],
            [`select app_set_member_password($1, 'hash-palsu')`, [target]],
            [`select app_end_member_sessions($1, null)`, [target]],
          ] as const) {
            const err = await refused(sql, [...params]);
            expect({ code: err.code, message: err.message }).toEqual({ code: 'KP403', message: OWNER_ONLY });
          }
        }
        expect((await refused(`update memberships set role = 'owner' where tenant_id = $1 and user_id = $2`, [a.id, a.users.viewer.id])).code).toBe('KP403');
        // Its own row and the other roles stay its to manage.
        await c.query(`update memberships set role = 'viewer' where tenant_id = $1 and user_id = $2`, [a.id, a.users.abk.id]);
        await c.query(`update memberships set aktif = true where tenant_id = $1 and user_id = $2`, [a.id, a.users.admin.id]);
      });
      await loginAs(t, second.email, 'rahasia2');
    });

    it("the owner's session may", async () => {
      await as('owner', async () => {
        await c.query(`update memberships set role = 'viewer' where tenant_id = $1 and user_id = $2`, [a.id, second.id]);
        await c.query(`select app_end_member_sessions($1, null)`, [second.id]);
      });
    });
  });
});

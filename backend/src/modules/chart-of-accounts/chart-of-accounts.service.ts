import { BadRequestException, ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { z } from 'zod';
import { execute, exists, IdRow, pg, queryOne, queryRows, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { ACCOUNT_TYPES, AccountListQuery, AccountParentDto, AccountParentsQuery, AccountRowDto, AccountSaveDto, AccountType } from './dto/chart-of-accounts.dto';
import { checkAccountCode, checkParentType, parentAfterUpdate } from './account.rules';

const ROW = `a.id, a.code, a.name, a.type, a.parent_id, p.code as parent_code, p.name as parent_name, a.is_active, a.system_key,
  (a.system_key is not null) as is_system,
  exists (select 1 from journal_lines l where l.tenant_id = a.tenant_id and l.account_id = a.id) as has_postings`;
const FROM = `accounts a left join accounts p on p.tenant_id = a.tenant_id and p.id = a.parent_id`;

/** An account as ROW reads it (AccountRowDto). */
const AccountRow = row({
  id: pg.int,
  code: pg.text,
  name: pg.text,
  type: pg.text,
  parent_id: pg.int.nullable(),
  parent_code: pg.text.nullable(),
  parent_name: pg.text.nullable(),
  is_active: pg.bool,
  system_key: pg.text.nullable(),
  is_system: pg.bool,
  has_postings: pg.bool,
});

/** An account that may be a parent (AccountParentDto). */
const ParentRow = row({ id: pg.int, code: pg.text, name: pg.text, type: pg.text });

/** An account as stored, before an update. */
const StoredRow = row({
  id: pg.int,
  code: pg.text,
  type: z.enum(ACCOUNT_TYPES),
  parent_id: pg.int.nullable(),
  is_active: pg.bool,
  system_key: pg.text.nullable(),
});

/** A parent account as its child's check needs it. */
const ParentTypeRow = row({ id: pg.int, code: pg.text, type: z.enum(ACCOUNT_TYPES) });

const CodeRow = row({ code: pg.text });

/**
 * Chart of accounts (/kode-akun, part 2 §3 'Finance account', §5, §7; DESIGN §5 'Finance'). The
 * default accounts come with the tenant (finance_default_accounts); postings find theirs by
 * system_key, so any account may be renamed or recoded. Counts per type: the screen counts the
 * rows of the unfiltered list (GET /api/finance-accounts) by `type`.
 */
@Injectable()
export class ChartOfAccountsService {
  constructor(private readonly ctx: TenantContext) {}

  private get m() {
    return this.ctx.manager;
  }

  /** Accounts by code, filtered by text (code or name), type and status. */
  async list(q: AccountListQuery): Promise<AccountRowDto[]> {
    const params: unknown[] = [this.ctx.tenantId];
    const where: string[] = ['a.tenant_id = $1'];
    const text = q.q?.trim();
    if (text) {
      params.push(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(a.code ilike $${params.length} or a.name ilike $${params.length})`);
    }
    if (q.type) {
      params.push(q.type);
      where.push(`a.type = $${params.length}`);
    }
    if (q.status === 'active') where.push('a.is_active');
    if (q.status === 'inactive') where.push('not a.is_active');
    return queryRows(this.m, AccountRow, `select ${ROW} from ${FROM} where ${where.join(' and ')} order by a.code, a.id`, params);
  }

  /** Active accounts that may be a parent: of `type` when given, without `exclude_id` and its sub-accounts. */
  async parents(q: AccountParentsQuery): Promise<AccountParentDto[]> {
    const params: unknown[] = [this.ctx.tenantId, q.exclude_id ?? 0];
    let typeFilter = '';
    if (q.type) {
      params.push(q.type);
      typeFilter = `and a.type = $3`;
    }
    return queryRows(
      this.m,
      ParentRow,
      `with recursive excluded as (
         select id from accounts where tenant_id = $1 and id = $2
         union
         select c.id from accounts c join excluded e on c.parent_id = e.id where c.tenant_id = $1
       )
       select a.id, a.code, a.name, a.type from accounts a
        where a.tenant_id = $1 and a.is_active ${typeFilter} and a.id not in (select id from excluded)
        order by a.code, a.id`,
      params,
    );
  }

  /** Creates an account (active unless is_active is false). */
  async create(dto: AccountSaveDto): Promise<AccountRowDto> {
    checkAccountCode(dto.code, dto.type);
    await this.checkCodeFree(dto.code, null);
    const parentId = dto.parent_id ?? null;
    if (parentId !== null) await this.checkParent(parentId, dto.type, null);
    const [created] = await queryRows(
      this.m,
      IdRow,
      `insert into accounts (tenant_id, code, name, type, parent_id, is_active) values ($1, $2, $3, $4, $5, $6) returning id`,
      [this.ctx.tenantId, dto.code, dto.name, dto.type, parentId, dto.is_active ?? true],
    );
    return this.get(created.id);
  }

  /**
   * Updates an account. A system account keeps its type and stays active (422); no account changes
   * type once it has postings, nor while it has sub-accounts of the old type (422).
   */
  async update(id: number, dto: AccountSaveDto): Promise<AccountRowDto> {
    const t = this.ctx.tenantId;
    const cur = await queryOne(
      this.m,
      StoredRow,
      `select id, code, type, parent_id, is_active, system_key from accounts where tenant_id = $1 and id = $2 for update`,
      [t, id],
    );
    if (!cur) throw new NotFoundException('Akun tidak ditemukan.');
    checkAccountCode(dto.code, dto.type);
    if (dto.code.toLowerCase() !== cur.code.toLowerCase()) await this.checkCodeFree(dto.code, id);
    const isActive = dto.is_active ?? cur.is_active;
    if (cur.system_key && !isActive) throw new UnprocessableEntityException(`Akun sistem ${cur.code} tidak dapat dinonaktifkan.`);
    if (dto.type !== cur.type) {
      if (cur.system_key) throw new UnprocessableEntityException(`Tipe akun sistem ${cur.code} tidak dapat diubah.`);
      if (await exists(this.m, `select 1 from journal_lines where tenant_id = $1 and account_id = $2 limit 1`, [t, id])) throw new UnprocessableEntityException('Tipe akun tidak dapat diubah karena sudah ada transaksi.');
      const child = await queryOne(this.m, CodeRow, `select code from accounts where tenant_id = $1 and parent_id = $2 order by code limit 1`, [t, id]);
      if (child) throw new UnprocessableEntityException(`Tipe akun tidak dapat diubah karena masih punya sub-akun (${child.code}); pindahkan sub-akunnya dulu.`);
    }
    const parentId = parentAfterUpdate(dto.parent_id, cur, dto.type);
    if (parentId !== null) await this.checkParent(parentId, dto.type, id);
    await execute(
      this.m,
      `update accounts set code = $3, name = $4, type = $5, parent_id = $6, is_active = $7, updated_at = now() where tenant_id = $1 and id = $2`,
      [t, id, dto.code, dto.name, dto.type, parentId, isActive],
    );
    return this.get(id);
  }

  private async get(id: number): Promise<AccountRowDto> {
    const account = await queryOne(this.m, AccountRow, `select ${ROW} from ${FROM} where a.tenant_id = $1 and a.id = $2`, [this.ctx.tenantId, id]);
    if (!account) throw new NotFoundException('Akun tidak ditemukan.');
    return account;
  }

  /** 409 when another account of the tenant has the code (case-insensitive). */
  private async checkCodeFree(code: string, id: number | null): Promise<void> {
    const taken = await queryOne(this.m, IdRow, `select id from accounts where tenant_id = $1 and lower(code) = lower($2) and id <> $3`, [this.ctx.tenantId, code, id ?? 0]);
    if (taken) throw new ConflictException(`Kode akun ${code} sudah dipakai.`);
  }

  /** The parent exists (404), has the same type (400) and is neither the account nor one of its sub-accounts (400). */
  private async checkParent(parentId: number, type: AccountType, id: number | null): Promise<void> {
    const parent = await queryOne(this.m, ParentTypeRow, `select id, code, type from accounts where tenant_id = $1 and id = $2`, [this.ctx.tenantId, parentId]);
    if (!parent) throw new NotFoundException('Akun induk tidak ditemukan.');
    checkParentType(parent, type);
    if (id === null) return;
    const cycle = await exists(
      this.m,
      `with recursive up as (
         select id, parent_id from accounts where tenant_id = $1 and id = $2
         union
         select a.id, a.parent_id from accounts a join up on a.id = up.parent_id where a.tenant_id = $1
       ) select 1 from up where id = $3 limit 1`,
      [this.ctx.tenantId, parentId, id],
    );
    if (cycle) throw new BadRequestException('Akun induk tidak boleh akun itu sendiri atau salah satu sub-akunnya.');
  }
}

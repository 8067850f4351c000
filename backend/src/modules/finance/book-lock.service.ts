import { ForbiddenException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { addDays, displayDay } from '../../common/dates/farm-day';
import { execute, pg, queryOne, row } from '../../common/database/rows';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { BookLockDto, BookLockUpdateDto } from './dto/book-lock.dto';
import { isClosed, mayReopen, movesLockBack } from './book-lock.rules';

/** 'Periode sampai dd/mm/yyyy sudah ditutup.': the answer (422) to a posting dated on or before the lock date `lockDate` (YYYY-MM-DD). */
export const closedPeriodMessage = (lockDate: string): string => `Periode sampai ${displayDay(lockDate)} sudah ditutup.`;

/** 403 of a lock moved back (earlier or removed) by someone who is not the farm's owner. */
export const REOPEN_OWNER_ONLY = 'Hanya pemilik kandang yang dapat membuka kembali periode yang sudah ditutup.';

/** The farm's lock date; null: nothing closed. */
const LockDateRow = row({ lock_date: pg.date.nullable() });

/** The lock with who changed it last (email; null when that user is gone) and when. */
const LockRow = row({ lock_date: pg.date.nullable(), updated_by: pg.text.nullable(), updated_at: pg.timestamp });

/**
 * Month close (tutup buku; issue #20; docs/adr/0016-month-close.md): the farm's lock date and the
 * one check every posting path makes before it writes anything ({@link assertOpen}). The database
 * keeps the same rule under any writer (trigger `book_lock_guard`, migration MonthClose, SQLSTATE
 * KP423 → 422 with the same message).
 */
@Injectable()
export class BookLockService {
  constructor(private readonly ctx: TenantContext) {}

  private get m() {
    return this.ctx.manager;
  }

  /** The farm's lock date (YYYY-MM-DD), or null when no period is closed. */
  async lockDate(): Promise<string | null> {
    const lock = await queryOne(this.m, LockDateRow, `select to_char(lock_date, 'YYYY-MM-DD') as lock_date from book_locks where tenant_id = $1`, [this.ctx.tenantId]);
    return lock?.lock_date ?? null;
  }

  /**
   * 422 'Periode sampai dd/mm/yyyy sudah ditutup.' when any of `dates` (book dates YYYY-MM-DD; null
   * and undefined are skipped) lies on or before the lock date. Every path that posts to the books
   * calls it before it writes anything: for an edit or a deletion with the old date and the new.
   */
  async assertOpen(...dates: Array<string | null | undefined>): Promise<void> {
    if (!dates.some((d) => !!d)) return;
    const lock = await this.lockDate();
    if (lock && isClosed(lock, dates)) throw new UnprocessableEntityException(closedPeriodMessage(lock));
  }

  /** GET /api/finance/lock. */
  async get(): Promise<BookLockDto> {
    const row = await queryOne(
      this.m,
      LockRow,
      `select to_char(b.lock_date, 'YYYY-MM-DD') as lock_date, u.email as updated_by, b.updated_at
         from book_locks b left join users u on u.id = b.updated_by where b.tenant_id = $1`,
      [this.ctx.tenantId],
    );
    const lock = row?.lock_date ?? null;
    return {
      lock_date: lock,
      first_open_date: lock ? addDays(lock, 1) : null,
      updated_by: row?.updated_by ?? null,
      updated_at: row ? row.updated_at.toISOString() : null,
      can_reopen: this.isOwner(),
    };
  }

  /**
   * PUT /api/finance/lock: closes the books up to `lock_date` (not after today: the DTO answers 400),
   * or moves the lock back (an earlier date, or null: nothing closed) — the farm's owner only (403
   * {@link REOPEN_OWNER_ONLY}; not an admin, not a superadmin). Written through the database
   * function `app_set_book_lock` (migration OwnerOnly), which checks the caller's role in the farm
   * itself and is the runtime role's only way to write `book_locks`; each change is a row of the
   * audit trail (table book_locks) with the caller as actor.
   */
  async set(dto: BookLockUpdateDto): Promise<BookLockDto> {
    const before = await this.lockDate();
    const next = dto.lock_date ?? null;
    if (movesLockBack(before, next) && !this.isOwner()) throw new ForbiddenException(REOPEN_OWNER_ONLY);
    // Locks the farm's row until the transaction ends (serialised with the postings' reads) and checks again.
    await execute(this.m, 'select app_set_book_lock($1::date)', [next]);
    return this.get();
  }

  /** The farm's owner (not through an impersonation): may move the lock back. */
  private isOwner(): boolean {
    return mayReopen(this.ctx.actor);
  }
}

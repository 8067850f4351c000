import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-unavailable';

/** Answer of a body over the limit (413). */
export const BODY_TOO_LARGE = 'Data yang dikirim terlalu besar (maksimal 1 MB).';
const BUSY = 'Permintaan terlalu lama diproses. Silakan coba lagi.';

/** Maps a PostgreSQL error to an HTTP status and an Indonesian message (never a 500 for bad input). */
function fromDatabase(err: QueryFailedError & { code?: string; driverError?: { code?: string; message?: string } }): [number, string] | null {
  const code = err.driverError?.code ?? err.code;
  switch (code) {
    case 'KP400':
      // Raised by the application's own triggers with a message meant for the user (e.g. entry_date_guard).
      return [HttpStatus.BAD_REQUEST, err.driverError?.message ?? 'Data tidak valid.'];
    case 'KP422':
      // A rule of a SECURITY DEFINER function that the request breaks (e.g. an inactive farm).
      return [HttpStatus.UNPROCESSABLE_ENTITY, err.driverError?.message ?? 'Data tidak dapat diproses.'];
    case 'KP423':
      // A journal dated on or before the farm's lock date (month close, trigger book_lock_guard): 'Periode sampai dd/mm/yyyy sudah ditutup.'
      return [HttpStatus.UNPROCESSABLE_ENTITY, err.driverError?.message ?? 'Periode ini sudah ditutup.'];
    case 'KP403':
      // Raised by the SECURITY DEFINER functions when the caller may not use them.
      return [HttpStatus.FORBIDDEN, err.driverError?.message ?? 'Akses ditolak.'];
    case '22021':
      return [HttpStatus.BAD_REQUEST, 'Teks mengandung karakter yang tidak diizinkan.'];
    case '57014':
      return [HttpStatus.SERVICE_UNAVAILABLE, BUSY];
    case '23505':
      return [HttpStatus.CONFLICT, 'Data dengan nama/kode yang sama sudah ada.'];
    case '23503':
      return [HttpStatus.CONFLICT, 'Data masih dipakai oleh data lain.'];
    case '23514':
    case '23502':
      return [HttpStatus.UNPROCESSABLE_ENTITY, 'Data melanggar aturan penyimpanan.'];
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
      return [HttpStatus.BAD_REQUEST, 'Format data tidak valid.'];
    case '40001':
    case '40P01':
      return [HttpStatus.CONFLICT, 'Data sedang diubah oleh pengguna lain. Silakan coba lagi.'];
    default:
      return null;
  }
}

/** An error of body-parser (http-errors): a 4xx status meant for the client, with a `type` such as 'entity.too.large'. */
function isBodyParserError(e: unknown): e is Error & { status: number; type: string } {
  const x = e as { status?: unknown; type?: unknown; expose?: unknown } | null;
  return e instanceof Error && typeof x?.status === 'number' && x.status >= 400 && x.status < 500 && typeof x.type === 'string' && x.expose === true;
}

/**
 * Every error answers `{success: false, message}` with its HTTP status; only 5xx are logged (with their stack).
 * A database that cannot be reached (refused, dropped or ended connections: isDatabaseUnavailable,
 * database-unavailable.ts) answers 503 DATABASE_UNAVAILABLE with `Retry-After`, never 500.
 * Other keys of an HttpException's body pass through: a refused field adds `field`, its path in the body
 * (`fieldError()` and the validation pipe, common/errors/validation.ts).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    let message = 'Terjadi kesalahan pada server.';
    let extra: Record<string, unknown> = {};

    if (exception instanceof HttpException) {
      status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'string') message = body;
      else if (body && typeof body === 'object') {
        const b = body as Record<string, unknown>;
        const m: unknown = Array.isArray(b.message) ? (b.message as unknown[])[0] : b.message;
        message = typeof m === 'string' ? m : exception.message;
        const { message: _m, statusCode: _s, error: _e, ...rest } = b;
        extra = rest;
      }
      if (status === HttpStatus.NOT_FOUND && message.startsWith('Cannot ')) message = 'Alamat tidak ditemukan.';
      if (status === HttpStatus.PAYLOAD_TOO_LARGE) message = BODY_TOO_LARGE;
    } else if (isDatabaseUnavailable(exception)) {
      status = HttpStatus.SERVICE_UNAVAILABLE;
      message = DATABASE_UNAVAILABLE;
      if (!res.headersSent) res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_S));
    } else if (exception instanceof QueryFailedError) {
      const mapped = fromDatabase(exception);
      if (mapped) [status, message] = mapped;
    } else if (exception instanceof SyntaxError && (exception as { status?: number }).status === 400) {
      status = HttpStatus.BAD_REQUEST;
      message = 'Format JSON tidak valid.';
    } else if (isBodyParserError(exception)) {
      // body-parser (JSON and form bodies): too large, bad charset or encoding, aborted upload.
      status = exception.status;
      message = status === HttpStatus.PAYLOAD_TOO_LARGE ? BODY_TOO_LARGE : status === HttpStatus.UNSUPPORTED_MEDIA_TYPE ? 'Jenis data tidak didukung.' : 'Permintaan tidak valid.';
    }
    if (status === HttpStatus.SERVICE_UNAVAILABLE) {
      // A request past its deadline, a statement cancelled by statement_timeout, the database out of reach: a warning, no stack.
      const req = host.switchToHttp().getRequest<Request>();
      this.logger.warn(`${message} ${req.method} ${req.originalUrl}`);
    } else if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    res.status(status).json({ success: false, message, ...extra });
  }
}

import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';

/** Maps a PostgreSQL error to an HTTP status and an Indonesian message (never a 500 for bad input). */
function fromDatabase(err: QueryFailedError & { code?: string; driverError?: { code?: string } }): [number, string] | null {
  const code = err.driverError?.code ?? err.code;
  switch (code) {
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

/** Every error answers `{success: false, message}` with its HTTP status. */
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
        const m = Array.isArray(b.message) ? b.message[0] : b.message;
        message = typeof m === 'string' ? m : exception.message;
        const { message: _m, statusCode: _s, error: _e, ...rest } = b;
        extra = rest;
      }
      if (status === HttpStatus.NOT_FOUND && message.startsWith('Cannot ')) message = 'Alamat tidak ditemukan.';
      if (status === HttpStatus.PAYLOAD_TOO_LARGE) message = 'Data yang dikirim terlalu besar.';
    } else if (exception instanceof QueryFailedError) {
      const mapped = fromDatabase(exception);
      if (mapped) [status, message] = mapped;
    } else if (exception instanceof SyntaxError && (exception as { status?: number }).status === 400) {
      status = HttpStatus.BAD_REQUEST;
      message = 'Format JSON tidak valid.';
    }
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    res.status(status).json({ success: false, message, ...extra });
  }
}

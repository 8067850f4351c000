import { BadRequestException, Inject, Injectable, Module } from '@nestjs/common';
import { createHmac, randomUUID, timingSafeEqual } from 'crypto';
import type { Request, Response } from 'express';
import * as path from 'path';
import type { AppSettings } from '../../config/settings';
import { FileStore, FolderStore, S3Store } from './object-store';

/** Largest image accepted: 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Ukuran gambar maksimal 2 MB.';
export const IMAGE_BAD_TYPE = 'Format gambar harus JPEG, PNG, atau WebP.';
/** URL prefix under which the backend serves the uploads folder (see configure-app.ts). */
export const UPLOADS_URL = '/uploads';
/** Folder of uploaded files under the data directory. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
/** A signed image URL stays valid for at least this long (and at most twice as long): seconds. */
export const IMAGE_URL_TTL_S = 3600;
/** A stored key: `<tenant uuid>/<uuid>.<ext>`. */
const KEY_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;
const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The token under which app.module.ts provides AppSettings (kept as a string to avoid an import cycle). */
const APP_SETTINGS = 'APP_SETTINGS';

type ImageKind = { ext: 'jpg' | 'png' | 'webp'; mime: string };

/** The image type by content (magic bytes), never by the file name or the declared type. */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { ext: 'png', mime: 'image/png' };
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/**
 * The one storage of uploaded images. Files live under `<dataDir>/uploads/<tenant id>/<uuid>.<ext>`
 * (files mode 0600, new folders 0700: the server's user alone reads them, like the secrets), or in
 * the S3-compatible object store when S3_* is set (object-store.ts), and are referenced in the
 * database by their key `<tenant id>/<uuid>.<ext>`. They are private to the tenant: the API hands
 * out signed URLs that expire (`/uploads/<key>?exp=…&sig=…`, HMAC-SHA256 of key and expiry with a
 * key derived from the token secret), which an <img> can load without a bearer header; without a
 * valid, unexpired signature the answer is 404.
 */
@Injectable()
export class ImageStorage {
  /** Where the files are: the uploads folder or the object store. */
  readonly store: FileStore;
  private readonly signingKey: Buffer;

  constructor(@Inject(APP_SETTINGS) settings: Pick<AppSettings, 'dataDir' | 'jwtSecret' | 'objectStore'>) {
    this.store = settings.objectStore ? new S3Store(settings.objectStore) : new FolderStore(uploadsDir(settings.dataDir));
    this.signingKey = createHmac('sha256', settings.jwtSecret).update('kpm:image-url').digest();
  }

  /**
   * Checks an uploaded image (content JPEG, PNG or WebP; at most 2 MB) and stores it for `tenantId`.
   * Returns its key. 400 'Ukuran gambar maksimal 2 MB.' or 'Format gambar harus JPEG, PNG, atau WebP.'.
   */
  async saveImage(tenantId: string, file: { buffer: Buffer; size?: number }): Promise<string> {
    if ((file.size ?? file.buffer.length) > MAX_IMAGE_BYTES) throw new BadRequestException(IMAGE_TOO_LARGE);
    const kind = sniffImage(file.buffer);
    if (!kind) throw new BadRequestException(IMAGE_BAD_TYPE);
    const key = `${tenantId}/${randomUUID()}.${kind.ext}`;
    await this.store.put(checkedKey(key), file.buffer, kind.mime);
    return key;
  }

  /** Deletes a stored file (a missing file is not an error). */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key) return;
    await this.store.remove(checkedKey(key));
  }

  /**
   * Signed browser path of a stored file, `/uploads/<tenant>/<uuid>.png?exp=<unix s>&sig=<…>`; null
   * without a key. Expiry is rounded up to a whole hour plus {@link IMAGE_URL_TTL_S}, so the same
   * image has the same URL for an hour (the browser's cache keeps working) and every URL lives
   * one to two hours.
   */
  urlOf(key: string | null | undefined, now = Date.now()): string | null {
    if (!key) return null;
    const exp = (Math.floor(now / 1000 / IMAGE_URL_TTL_S) + 2) * IMAGE_URL_TTL_S;
    return `${UPLOADS_URL}/${key}?exp=${exp}&sig=${this.sign(key, exp)}`;
  }

  /**
   * Answers `GET /uploads/<key>?exp&sig` (mounted in configure-app.ts): the file with
   * `Cache-Control: private` until the URL expires, or 404 'Berkas tidak ditemukan.' for anything
   * else — no or a wrong signature, an expired URL, an unknown file.
   */
  serve(req: Request, res: Response): void {
    const notFound = () => {
      if (!res.headersSent) res.status(404).setHeader('Cache-Control', 'no-store').json({ success: false, message: 'Berkas tidak ditemukan.' });
    };
    const key = req.path.replace(/^\//, '');
    const exp = Number(req.query.exp);
    const sig = typeof req.query.sig === 'string' ? req.query.sig : '';
    const left = exp - Math.floor(Date.now() / 1000);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !KEY_RE.test(key) || !Number.isSafeInteger(exp) || left <= 0 || !this.verify(key, exp, sig)) return notFound();
    res.setHeader('Cache-Control', `private, max-age=${Math.min(left, 2 * IMAGE_URL_TTL_S)}`);
    res.type(MIME[key.slice(key.lastIndexOf('.') + 1)]);
    this.store.send(key, res, notFound);
  }

  private sign(key: string, exp: number): string {
    return createHmac('sha256', this.signingKey).update(`${key}\n${exp}`).digest('base64url');
  }

  private verify(key: string, exp: number, sig: string): boolean {
    const expected = Buffer.from(this.sign(key, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

}

/** `key` when it is a stored key's shape (`<tenant uuid>/<uuid>.<ext>`), else 400 'Nama berkas tidak valid.'. */
function checkedKey(key: string): string {
  if (!KEY_RE.test(key)) throw new BadRequestException('Nama berkas tidak valid.');
  return key;
}

/** Provides {@link ImageStorage} to the features that store images. */
@Module({ providers: [ImageStorage], exports: [ImageStorage] })
export class StorageModule {}

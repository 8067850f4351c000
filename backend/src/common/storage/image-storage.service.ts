import { BadRequestException, Inject, Injectable, Module } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { promises as fs } from 'fs';
import * as path from 'path';
import type { AppSettings } from '../../config/settings';

/** Largest image accepted: 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Ukuran gambar maksimal 2 MB.';
export const IMAGE_BAD_TYPE = 'Format gambar harus JPEG, PNG, atau WebP.';
/** URL prefix under which the backend serves the uploads folder (see configure-app.ts). */
export const UPLOADS_URL = '/uploads';
/** Folder of uploaded files under the data directory. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

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
 * (unguessable names), are served back at `/uploads/<key>`, and are referenced in the database by
 * their key `<tenant id>/<uuid>.<ext>`.
 */
@Injectable()
export class ImageStorage {
  private readonly root: string;

  constructor(@Inject(APP_SETTINGS) settings: Pick<AppSettings, 'dataDir'>) {
    this.root = uploadsDir(settings.dataDir);
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
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, file.buffer, { flag: 'wx' });
    return key;
  }

  /** Deletes a stored file (a missing file is not an error). */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key) return;
    await fs.rm(this.pathOf(key), { force: true });
  }

  /** Browser path of a stored file, e.g. /uploads/<tenant>/<uuid>.png; null without a key. */
  urlOf(key: string | null | undefined): string | null {
    return key ? `${UPLOADS_URL}/${key}` : null;
  }

  /** Absolute path of a key, refusing anything that would leave the uploads folder. */
  pathOf(key: string): string {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(this.root + path.sep)) throw new BadRequestException('Nama berkas tidak valid.');
    return target;
  }
}

/** Provides {@link ImageStorage} to the features that store images. */
@Module({ providers: [ImageStorage], exports: [ImageStorage] })
export class StorageModule {}

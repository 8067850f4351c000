import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import { promises as fs } from 'fs';
import * as path from 'path';
import { Readable } from 'stream';
import type { ObjectStoreSettings } from '../../config/settings';

/**
 * Where uploaded files are kept, by key (`<tenant id>/<uuid>.<ext>`, checked by the caller). The
 * default is a folder on this machine ({@link FolderStore}); several app instances on several
 * machines share an S3-compatible object store instead ({@link S3Store}).
 */
export interface FileStore {
  /** Stores a new file (a key is never reused). */
  put(key: string, body: Buffer, mime: string): Promise<void>;
  /** Deletes a file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Sends the file as the answer (headers already set by the caller), or calls `notFound` when there is none. */
  send(key: string, res: Response, notFound: () => void): void;
}

/**
 * Files under one folder (`<dataDir>/uploads`): files mode 0600, new folders 0700 — the server's
 * user alone reads them, like the secrets. Instances on one machine share it by sharing DATA_DIR.
 */
export class FolderStore implements FileStore {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fs.writeFile(target, body, { flag: 'wx', mode: 0o600 });
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  send(key: string, res: Response, notFound: () => void): void {
    res.sendFile(this.pathOf(key), { cacheControl: false, dotfiles: 'deny' }, (err) => err && notFound());
  }

  /** Absolute path of a key, refusing anything that would leave the folder. */
  pathOf(key: string): string {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(this.root + path.sep)) throw new BadRequestException('Nama berkas tidak valid.');
    return target;
  }
}

/**
 * Files in a bucket of an S3-compatible object store (AWS S3, MinIO, Ceph, R2 …) through
 * `@aws-sdk/client-s3`, private (no public ACL): the app reads them back and answers the signed
 * `/uploads/…` URLs itself, so the browser never needs the store's address or keys.
 */
export class S3Store implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: ObjectStoreSettings, client?: S3Client) {
    this.bucket = settings.bucket;
    this.client =
      client ??
      new S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      });
  }

  async put(key: string, body: Buffer, mime: string): Promise<void> {
    // The key is new (a random UUID); no conditional write (If-None-Match), which not every S3-compatible store supports.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: mime }));
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  send(key: string, res: Response, notFound: () => void): void {
    this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      .then((out) => {
        if (!(out.Body instanceof Readable)) return notFound();
        if (out.ContentLength !== undefined) res.setHeader('Content-Length', out.ContentLength);
        out.Body.on('error', () => (res.headersSent ? res.destroy() : notFound()));
        out.Body.pipe(res);
      })
      .catch((err: unknown) => {
        if (!(err instanceof NoSuchKey) && (err as { name?: string })?.name !== 'NotFound') res.req?.log?.warn({ err }, 'object store read failed');
        notFound();
      });
  }
}

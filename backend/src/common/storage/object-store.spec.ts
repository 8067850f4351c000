import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Response } from 'express';
import { PassThrough, Readable } from 'stream';
import { ImageStorage } from './image-storage.service';
import { FolderStore, S3Store } from './object-store';

const SETTINGS = { endpoint: 'http://127.0.0.1:9', bucket: 'kandang', accessKeyId: 'k', secretAccessKey: 's', region: 'us-east-1', forcePathStyle: true };
const KEY = '0b6c4a43-8a2e-4d43-9d5c-1f1f3c1d2e3f/5f0c8a43-8a2e-4d43-9d5c-1f1f3c1d2e3f.png';

/** A client that records the commands it is sent and answers with `answer`. */
function fakeClient(answer: (cmd: unknown) => unknown) {
  const sent: unknown[] = [];
  const client = { send: (cmd: unknown) => (sent.push(cmd), Promise.resolve().then(() => answer(cmd))) } as unknown as S3Client;
  return { client, sent };
}

/** A writable answer that collects the bytes piped into it. */
function fakeResponse() {
  const res = new PassThrough();
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  const headers: Record<string, unknown> = {};
  Object.assign(res, { headersSent: false, setHeader: (k: string, v: unknown) => (headers[k] = v) });
  const done = new Promise<Buffer>((r) => res.on('end', () => r(Buffer.concat(chunks))));
  return { res: res as unknown as Response, headers, done };
}

describe('S3Store (mocked S3 client)', () => {
  it('puts an object with its type into the bucket; deletes by key', async () => {
    const { client, sent } = fakeClient(() => ({}));
    const store = new S3Store(SETTINGS, client);
    await store.put(KEY, Buffer.from('png'), 'image/png');
    await store.remove(KEY);
    expect(sent[0]).toBeInstanceOf(PutObjectCommand);
    expect((sent[0] as PutObjectCommand).input).toEqual({ Bucket: 'kandang', Key: KEY, Body: Buffer.from('png'), ContentType: 'image/png' });
    expect(sent[1]).toBeInstanceOf(DeleteObjectCommand);
    expect((sent[1] as DeleteObjectCommand).input).toEqual({ Bucket: 'kandang', Key: KEY });
  });

  it('streams a stored object into the answer with its length', async () => {
    const { client, sent } = fakeClient(() => ({ Body: Readable.from([Buffer.from('gambar')]), ContentLength: 6 }));
    const { res, headers, done } = fakeResponse();
    const notFound = jest.fn();
    new S3Store(SETTINGS, client).send(KEY, res, notFound);
    expect((await done).toString()).toBe('gambar');
    expect(headers['Content-Length']).toBe(6);
    expect(notFound).not.toHaveBeenCalled();
    expect((sent[0] as GetObjectCommand).input).toEqual({ Bucket: 'kandang', Key: KEY });
  });

  it('answers not found for a missing object', async () => {
    const { client } = fakeClient(() => {
      throw new NoSuchKey({ message: 'no such key', $metadata: {} });
    });
    const { res } = fakeResponse();
    await new Promise<void>((resolve) => new S3Store(SETTINGS, client).send(KEY, res, resolve));
  });
});

describe('ImageStorage', () => {
  const base = { dataDir: '/tmp/kpm-x', jwtSecret: 'x'.repeat(32) };
  it('keeps uploads in the data folder by default and in the object store when S3_* is set', () => {
    expect(new ImageStorage(base).store).toBeInstanceOf(FolderStore);
    expect(new ImageStorage({ ...base, objectStore: null }).store).toBeInstanceOf(FolderStore);
    expect(new ImageStorage({ ...base, objectStore: SETTINGS }).store).toBeInstanceOf(S3Store);
  });

  it('stores a checked image under the tenant through the store', async () => {
    const { client, sent } = fakeClient(() => ({}));
    const images = new ImageStorage({ ...base, objectStore: SETTINGS });
    Object.assign(images, { store: new S3Store(SETTINGS, client) });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const key = await images.saveImage('0b6c4a43-8a2e-4d43-9d5c-1f1f3c1d2e3f', { buffer: png });
    expect(key).toMatch(/^0b6c4a43-8a2e-4d43-9d5c-1f1f3c1d2e3f\/[0-9a-f-]{36}\.png$/);
    expect((sent[0] as PutObjectCommand).input).toMatchObject({ Key: key, ContentType: 'image/png' });
    await expect(images.saveImage('t', { buffer: Buffer.from('bukan gambar') })).rejects.toThrow('Format gambar harus JPEG, PNG, atau WebP.');
  });
});

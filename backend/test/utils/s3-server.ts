import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';

/** The account that s3rver accepts (it checks the requests' SigV4 signatures against it). */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

/** A running S3-compatible server with one bucket, and the environment that points a server at it. */
export interface TestS3Server {
  /** S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION for the app. */
  env: Record<string, string>;
  /**
   * The bytes of the object `key` read through the S3 API (GetObject), or null when there is none.
   * (Not a listing: s3rver refuses the signature of the SDK's bucket-level requests, `/<bucket>/`;
   * the app makes none.)
   */
  object(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

/**
 * Starts an S3-compatible server on a free 127.0.0.1 port in this process (`@20minutes/s3rver`,
 * objects kept under `dir`) with the empty bucket `bucket`.
 */
export async function startS3Server(dir: string, bucket: string): Promise<TestS3Server> {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: REGION, forcePathStyle: true, credentials: ACCOUNT });
  return {
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: ACCOUNT.accessKeyId, S3_SECRET_ACCESS_KEY: ACCOUNT.secretAccessKey, S3_REGION: REGION },
    async object(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async close() {
      client.destroy();
      await server.close();
    },
  };
}

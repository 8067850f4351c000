/** The part of `@20minutes/s3rver` (a maintained fork of s3rver, which ships no types) that the tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port. */
    port?: number;
    silent?: boolean;
    /** Folder that holds the buckets and objects. */
    directory: string;
    configureBuckets?: { name: string }[];
  }

  /** An S3-compatible HTTP server (path-style and virtual-host buckets, SigV4 signatures checked; account `S3RVER`, secret `S3RVER`). */
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

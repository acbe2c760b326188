// s3rver ships no types: the part of its API the storage tests use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** Creates the `configureBuckets` buckets (run() does it before listening). */
    configureBuckets(): Promise<void>;
    /** The request handler (Koa's), for a server of one's own. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    logger: { close(): void };
  }
}

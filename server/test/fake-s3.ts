/** A fake S3 bucket over HTTP for the storage tests: presigned PUT, GET, HEAD and DELETE of objects by path. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBucket {
  endpoint: string;
  /** Objects by request path (`/{bucket}/{prefix}{key}`). */
  objects: Map<string, { body: Buffer; type: string }>;
  /** Every request, as `METHOD /path`. */
  seen: string[];
  close(): Promise<void>;
}

/** Starts a bucket on a free port of 127.0.0.1. It only checks that a request carries a SigV4 query signature. */
export async function startFakeBucket(): Promise<FakeBucket> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    seen.push(`${req.method} ${url.pathname}`);
    if (!url.searchParams.get('X-Amz-Signature') || url.searchParams.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') {
      res.statusCode = 403;
      return res.end();
    }
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const key = url.pathname;
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type'] ?? '') });
        return res.end();
      }
      const o = objects.get(key);
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.statusCode = 204;
        return res.end();
      }
      if (!o) {
        res.statusCode = 404;
        return res.end();
      }
      res.setHeader('content-type', url.searchParams.get('response-content-type') ?? o.type);
      res.end(req.method === 'HEAD' ? undefined : o.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    seen,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

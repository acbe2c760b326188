/**
 * A real S3-protocol server for the storage tests: s3rver, in this process, on a free port of 127.0.0.1, its
 * objects in a temporary folder, the bucket created with the CORS rule the README asks for.
 *
 * s3rver 3.x checks a SigV4 request's access key and, for presigned addresses, the expiry, but not the signature
 * itself ("Signature version 4 calculation is unimplemented" in its authentication middleware). So every request
 * passes first through `sigV4Problem`, an independent check written from AWS's documentation (and tested against
 * its published example), both for the client's Authorization header and for presigned query strings.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client, type S3Options } from '../src/files/s3';

/** s3rver's built-in account: the only credentials it knows. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** The CORS rule the README asks of a bucket: browsers of the app's origin may PUT and GET. */
const BUCKET_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>http://app.example</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
  </CORSRule>
</CORSConfiguration>`;

const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s).digest();

/**
 * Why a request's SigV4 signature is wrong (header or presigned query form), or null when it is right or the
 * request is not signed with SigV4. `secretOf` answers the secret of an access key id.
 */
export function sigV4Problem(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  secretOf: (id: string) => string | undefined,
): string | null {
  const [path = '/', rawQuery = ''] = url.split(/\?(.*)/s);
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split(/=(.*)/s).map((x) => decodeURIComponent(x ?? '')) as [string, string]);
  const param = (name: string) => query.find(([k]) => k === name)?.[1];
  let credential: string, signedHeaders: string, signature: string, date: string, payload: string;
  if (param('X-Amz-Signature')) {
    if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'unknown algorithm';
    [credential, signedHeaders, signature, date] = [
      'X-Amz-Credential',
      'X-Amz-SignedHeaders',
      'X-Amz-Signature',
      'X-Amz-Date',
    ].map((k) => param(k) ?? '') as [string, string, string, string];
    payload = String(headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD');
  } else {
    const auth = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      String(headers.authorization ?? ''),
    );
    if (!auth) return null;
    [, credential, signedHeaders, signature] = auth as unknown as [string, string, string, string];
    date = String(headers['x-amz-date'] ?? '');
    payload = String(headers['x-amz-content-sha256'] ?? '');
  }
  const [accessKeyId, ...scopeParts] = credential.split('/');
  const scope = scopeParts.join('/');
  const secret = secretOf(accessKeyId ?? '');
  if (secret === undefined) return 'unknown access key';
  const canonicalQuery = query
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : x! > y! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalHeaders = names.map((n) => `${n}:${[headers[n] ?? ''].flat().join(',').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [method, path, canonicalQuery, canonicalHeaders, signedHeaders, payload].join('\n');
  const [day, region, service] = scopeParts as [string, string, string];
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
  const expected = createHmac('sha256', key)
    .update(['AWS4-HMAC-SHA256', date, scope, sha256(canonicalRequest)].join('\n'))
    .digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'signature does not match';
}

export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** Storage settings for this bucket, path style, in eu-west-1, under `prefix`. */
  options(prefix?: string): S3Options;
  /** Object keys in the bucket (prefix included), as the bucket lists them. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'licita'): Promise<TestBucket> {
  const directory = await mkdtemp(join(tmpdir(), 'licita-s3-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket, configs: [BUCKET_CORS] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const secrets: Record<string, string> = { [S3RVER_CREDENTIALS.accessKeyId]: S3RVER_CREDENTIALS.secretAccessKey };
  const server: Server = createServer((req, res) => {
    const problem = sigV4Problem(req.method!, req.url!, req.headers, (id) => secrets[id]);
    if (!problem) return handle(req, res);
    res.writeHead(403, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const options = (prefix = 'pre/'): S3Options => ({
    bucket,
    region: 'eu-west-1',
    endpoint,
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
    prefix,
  });
  return {
    endpoint,
    bucket,
    options,
    async keys() {
      const client = await s3Client(options());
      try {
        const list = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (list.Contents ?? []).map((o) => o.Key!).sort();
      } finally {
        client.destroy();
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      s3rver.logger.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

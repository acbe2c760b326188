/**
 * S3-compatible storage (AWS S3, MinIO, Ceph, R2…): the same `FileStorage` port, with the bucket's presigned URLs
 * (AWS Signature Version 4, query-string form) instead of the local `/files/{key}` addresses. No SDK: the
 * signature is a few HMACs of node:crypto, and the server's own calls go through presigned URLs as well.
 *
 * Differences from the local storage, by the nature of presigned PUTs: the browser uploads straight to the
 * bucket, so the server cannot refuse a file at upload time (type, size, leading bytes) nor run `onStored` hooks
 * then; readers check what they read (see `checkStored`), and imports look for their file when their status is
 * polled (simulations/imports.ts, simulations/formulario-upload.ts).
 *
 * Configured by environment: S3_BUCKET (turns it on), S3_REGION (us-east-1), S3_ENDPOINT (default AWS),
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE (true by default with a custom endpoint), S3_PREFIX.
 */
import { createHash, createHmac } from 'node:crypto';
import { DEFAULT_URL_SECONDS, KEY_PATTERN, ruleForKey, type FileStorage, type SignedUrl, type StoredFile, type UploadRule } from './port';

export interface S3Options {
  bucket: string;
  region: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key */
  forcePathStyle: boolean;
  /** Prefix of every object key (e.g. `licita/`). */
  prefix?: string;
  now?: () => Date;
  fetch?: typeof globalThis.fetch;
}

/** S3 settings from the environment, or null when S3_BUCKET is not set. */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Options | null {
  if (!env.S3_BUCKET) return null;
  const region = env.S3_REGION || 'us-east-1';
  const custom = !!env.S3_ENDPOINT;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) throw new Error('S3_BUCKET necesita S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY');
  return {
    bucket: env.S3_BUCKET,
    region,
    endpoint: (env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : custom,
    prefix: env.S3_PREFIX || '',
  };
}

/** RFC 3986 encoding as SigV4 wants it. */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s).digest();

/** yyyymmddThhmmssZ */
const amzDate = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * A presigned URL (SigV4, UNSIGNED-PAYLOAD, only `host` signed). `extraQuery` (e.g.
 * response-content-disposition) is signed with the rest.
 */
export function presign(
  o: Pick<S3Options, 'bucket' | 'region' | 'endpoint' | 'accessKeyId' | 'secretAccessKey' | 'forcePathStyle'>,
  method: string,
  key: string,
  seconds: number,
  now: Date,
  extraQuery: Record<string, string> = {},
): string {
  const endpoint = new URL(o.endpoint);
  const host = o.forcePathStyle ? endpoint.host : `${o.bucket}.${endpoint.host}`;
  const path = `${o.forcePathStyle ? `/${encode(o.bucket)}` : ''}/${key.split('/').map(encode).join('/')}`;
  const datetime = amzDate(now);
  const date = datetime.slice(0, 8);
  const scope = `${date}/${o.region}/s3/aws4_request`;
  const query: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${o.accessKeyId}/${scope}`,
    'X-Amz-Date': datetime,
    'X-Amz-Expires': String(seconds),
    'X-Amz-SignedHeaders': 'host',
    ...extraQuery,
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((k) => `${encode(k)}=${encode(query[k]!)}`)
    .join('&');
  const canonicalRequest = [method, path, canonicalQuery, `host:${host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', datetime, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${o.secretAccessKey}`, date), o.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  return `${endpoint.protocol}//${host}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

export class S3FileStorage implements FileStorage {
  private readonly hooks: [string, (key: string, file: StoredFile) => Promise<void> | void][] = [];
  private readonly refusedHooks: [string, (key: string, reason: string) => Promise<void> | void][] = [];
  private readonly now: () => Date;
  private readonly fetch: typeof globalThis.fetch;

  constructor(private readonly o: S3Options) {
    this.now = o.now ?? (() => new Date());
    this.fetch = o.fetch ?? globalThis.fetch;
  }

  private object(key: string): string {
    if (!KEY_PATTERN.test(key.replace(/\.meta\.json$/, ''))) throw new Error(`Clave de fichero no válida: ${key}`);
    return `${this.o.prefix ?? ''}${key}`;
  }

  private url(method: string, key: string, seconds = 300, extra: Record<string, string> = {}): string {
    return presign(this.o, method, this.object(key), seconds, this.now(), extra);
  }

  private async readMeta(key: string): Promise<{ filename: string; contentType: string } | null> {
    const res = await this.fetch(this.url('GET', `${key}.meta.json`));
    if (!res.ok) return null;
    return (await res.json().catch(() => null)) as { filename: string; contentType: string } | null;
  }

  private async writeMeta(key: string, meta: { filename: string; contentType: string }): Promise<void> {
    const res = await this.fetch(this.url('PUT', `${key}.meta.json`), { method: 'PUT', body: JSON.stringify(meta), headers: { 'content-type': 'application/json' } });
    if (!res.ok) throw new Error(`S3 PUT ${key}.meta.json: ${res.status}`);
  }

  async uploadUrl(key: string, o: { origin: string; filename: string; contentType: string; seconds?: number }): Promise<SignedUrl> {
    await this.writeMeta(key, { filename: o.filename, contentType: o.contentType });
    const seconds = o.seconds ?? DEFAULT_URL_SECONDS;
    return { url: this.url('PUT', key, seconds), expiresAt: new Date(this.now().getTime() + seconds * 1000) };
  }

  async downloadUrl(key: string, o: { origin: string; seconds?: number }): Promise<SignedUrl> {
    const seconds = o.seconds ?? DEFAULT_URL_SECONDS;
    const meta = await this.readMeta(key);
    const extra: Record<string, string> = {};
    if (meta) {
      const ascii = meta.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      const inline = meta.contentType === 'application/pdf' ? 'inline' : 'attachment';
      extra['response-content-disposition'] = `${inline}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(meta.filename)}`;
      extra['response-content-type'] = meta.contentType;
    }
    return { url: this.url('GET', key, seconds, extra), expiresAt: new Date(this.now().getTime() + seconds * 1000) };
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const res = await this.fetch(this.url('PUT', key), { method: 'PUT', body: new Uint8Array(data), headers: { 'content-type': contentType } });
    if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`);
    const meta = await this.readMeta(key);
    await this.writeMeta(key, { filename: meta?.filename ?? key, contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    const res = await this.fetch(this.url('GET', key));
    if (!res.ok) return null;
    const data = Buffer.from(await res.arrayBuffer());
    const meta = await this.readMeta(key);
    return { data, contentType: meta?.contentType ?? res.headers.get('content-type') ?? 'application/octet-stream', filename: meta?.filename ?? key };
  }

  async exists(key: string): Promise<boolean> {
    const res = await this.fetch(this.url('HEAD', key), { method: 'HEAD' });
    return res.ok;
  }

  async copy(from: string, to: string): Promise<boolean> {
    const file = await this.get(from);
    if (!file) return false;
    await this.put(to, file.data, file.contentType);
    await this.writeMeta(to, { filename: file.filename, contentType: file.contentType });
    return true;
  }

  async remove(key: string): Promise<void> {
    await this.fetch(this.url('DELETE', key), { method: 'DELETE' });
    await this.fetch(this.url('DELETE', `${key}.meta.json`), { method: 'DELETE' });
  }

  /** Bucket addresses are checked by the bucket; `/files/{key}` is not used with S3. */
  verify(): boolean {
    return false;
  }

  ruleFor(key: string): UploadRule {
    return ruleForKey(key);
  }

  onStored(prefix: string, hook: (key: string, file: StoredFile) => Promise<void> | void): void {
    this.hooks.push([prefix, hook]);
  }

  async notifyStored(key: string, file: StoredFile): Promise<void> {
    for (const [prefix, hook] of this.hooks) if (key.startsWith(prefix)) await hook(key, file);
  }

  onRefused(prefix: string, hook: (key: string, reason: string) => Promise<void> | void): void {
    this.refusedHooks.push([prefix, hook]);
  }

  async notifyRefused(key: string, reason: string): Promise<void> {
    for (const [prefix, hook] of this.refusedHooks) if (key.startsWith(prefix)) await hook(key, reason);
  }
}

/**
 * With S3 a file reaches the bucket unchecked: whether a stored file satisfies its key's rule (size, leading
 * bytes). Callers that serve or process a file check it first.
 */
export async function checkStored(storage: FileStorage, key: string): Promise<boolean> {
  const file = await storage.get(key);
  return !!file && storedProblem(storage.ruleFor(key), file.data) === null;
}

/**
 * Why stored bytes break their key's rule (the local PUT's messages: empty, too large, wrong leading bytes), or
 * null when they satisfy it. The content type is not checked: a bucket keeps whatever the browser sent.
 */
export function storedProblem(rule: UploadRule, data: Buffer): string | null {
  if (data.length === 0) return 'El fichero está vacío';
  if (data.length > rule.maxBytes) return 'El fichero es demasiado grande';
  if (rule.magic && !data.subarray(0, rule.magic.length).equals(rule.magic)) return rule.typeMessage;
  return rule.inspect?.(data) ?? null;
}

/**
 * S3-compatible storage (AWS S3, MinIO, Ceph, R2…): the same `FileStorage` port, with the bucket's presigned URLs
 * instead of the local `/files/{key}` addresses. Through the official client: `@aws-sdk/client-s3` for the
 * server's own calls (put, get, head, copy, delete) and `@aws-sdk/s3-request-presigner` for the addresses the
 * browser uses (a PUT to upload, a GET to download).
 *
 * Differences from the local storage, by the nature of presigned PUTs: the browser uploads straight to the
 * bucket, so the server cannot refuse a file at upload time (type, size, leading bytes) nor run `onStored` hooks
 * then; readers check what they read (see `checkStored`), and imports look for their file when their status is
 * polled (simulations/imports.ts, simulations/formulario-upload.ts).
 *
 * Configured by environment: S3_BUCKET (turns it on), S3_REGION (us-east-1), S3_ENDPOINT (default AWS),
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE (true by default with a custom endpoint), S3_PREFIX.
 */
import type { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FileStorageHooks } from './hooks';
import { FILE_MESSAGES } from './messages';
import {
  addressExpiry,
  DEFAULT_URL_SECONDS,
  KEY_PATTERN,
  type FileMeta,
  type FileStorage,
  type SignedUrl,
  type StoredFile,
  type UploadRule,
} from './port';

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
  /** The clock of presigned addresses (signing date and `expiresAt`); the client's own calls use the real one. */
  now?: () => Date;
}

/** S3 settings from the environment, or null when S3_BUCKET is not set. */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv): S3Options | null {
  if (!env.S3_BUCKET) return null;
  const region = env.S3_REGION || 'us-east-1';
  const custom = !!env.S3_ENDPOINT;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_BUCKET necesita S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY');
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

type Sdk = typeof import('@aws-sdk/client-s3') & typeof import('@aws-sdk/s3-request-presigner');
let sdk: Promise<Sdk> | undefined;
/**
 * The SDK, loaded the first time S3 is used: this module is imported by every server (for `storedProblem`), and
 * most run on the local folder, so they do not pay the SDK's load (about 90 ms) at start.
 */
const loadSdk = (): Promise<Sdk> =>
  (sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]).then(([c, p]) => ({
    ...c,
    ...p,
  })));

/** The client for these settings. */
export async function s3Client(
  o: Pick<S3Options, 'region' | 'endpoint' | 'accessKeyId' | 'secretAccessKey' | 'forcePathStyle'>,
): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
    // Checksums only where S3 requires them: a default CRC32 would be signed into the presigned PUT (which the
    // browser's body then fails), and several S3-compatible servers do not know the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Whether the client's error says the object is not there (GET answers NoSuchKey, HEAD a bare 404). */
function isMissing(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
}

export class S3FileStorage extends FileStorageHooks implements FileStorage {
  private readonly now: () => Date;
  private connection?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(private readonly o: S3Options) {
    super();
    this.now = o.now ?? (() => new Date());
  }

  /** The SDK and this storage's client, made on first use. */
  private s3(): Promise<{ sdk: Sdk; client: S3Client }> {
    return (this.connection ??= Promise.all([loadSdk(), s3Client(this.o)]).then(([sdk, client]) => ({ sdk, client })));
  }

  private object(key: string): string {
    if (!KEY_PATTERN.test(key.replace(/\.meta\.json$/, ''))) throw new Error(FILE_MESSAGES.invalidKey(key));
    return `${this.o.prefix ?? ''}${key}`;
  }

  private async presign(build: (sdk: Sdk) => PutObjectCommand | GetObjectCommand, seconds: number): Promise<SignedUrl> {
    const { sdk, client } = await this.s3();
    const now = this.now();
    const url = await sdk.getSignedUrl(client, build(sdk), { expiresIn: seconds, signingDate: now });
    return { url, expiresAt: new Date(now.getTime() + seconds * 1000) };
  }

  /** The object's bytes and content type, or null when it is not there. */
  private async read(key: string): Promise<{ data: Buffer; contentType: string | undefined } | null> {
    const { sdk, client } = await this.s3();
    try {
      const res = await client.send(new sdk.GetObjectCommand({ Bucket: this.o.bucket, Key: this.object(key) }));
      return { data: Buffer.from(await res.Body!.transformToByteArray()), contentType: res.ContentType };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  private async readMeta(key: string): Promise<FileMeta | null> {
    const meta = await this.read(`${key}.meta.json`);
    if (!meta) return null;
    try {
      return JSON.parse(meta.data.toString('utf8')) as FileMeta;
    } catch {
      return null;
    }
  }

  private async write(key: string, body: Buffer | string, contentType: string): Promise<void> {
    const { sdk, client } = await this.s3();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.o.bucket, Key: this.object(key), Body: body, ContentType: contentType }),
    );
  }

  private async writeMeta(key: string, meta: FileMeta): Promise<void> {
    await this.write(`${key}.meta.json`, JSON.stringify(meta), 'application/json');
  }

  private async delete(key: string): Promise<void> {
    const { sdk, client } = await this.s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.o.bucket, Key: this.object(key) }));
  }

  async uploadUrl(
    key: string,
    o: { origin: string; filename: string; contentType: string; seconds?: number },
  ): Promise<SignedUrl> {
    // No ContentType in the command: it would be a signed header, and the browser's PUT would have to repeat it
    // byte for byte; the download name and type come from the meta object instead.
    const url = await this.presign(
      (sdk) => new sdk.PutObjectCommand({ Bucket: this.o.bucket, Key: this.object(key) }),
      o.seconds ?? DEFAULT_URL_SECONDS,
    );
    const expires = Math.floor(url.expiresAt.getTime() / 1000);
    await this.writeMeta(key, { filename: o.filename, contentType: o.contentType, expires });
    return url;
  }

  async downloadUrl(key: string, o: { origin: string; seconds?: number }): Promise<SignedUrl> {
    const meta = await this.readMeta(key);
    const response: { ResponseContentDisposition?: string; ResponseContentType?: string } = {};
    if (meta) {
      const ascii = meta.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      const inline = meta.contentType === 'application/pdf' ? 'inline' : 'attachment';
      response.ResponseContentDisposition = `${inline}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(meta.filename)}`;
      response.ResponseContentType = meta.contentType;
    }
    return this.presign(
      (sdk) => new sdk.GetObjectCommand({ Bucket: this.o.bucket, Key: this.object(key), ...response }),
      o.seconds ?? DEFAULT_URL_SECONDS,
    );
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.write(key, data, contentType);
    const meta = await this.readMeta(key);
    await this.writeMeta(key, { filename: meta?.filename ?? key, contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = await this.read(key);
    if (!file) return null;
    const meta = await this.readMeta(key);
    return {
      data: file.data,
      contentType: meta?.contentType ?? file.contentType ?? 'application/octet-stream',
      filename: meta?.filename ?? key,
    };
  }

  async exists(key: string): Promise<boolean> {
    const { sdk, client } = await this.s3();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.o.bucket, Key: this.object(key) }));
      return true;
    } catch (e) {
      if (isMissing(e)) return false;
      throw e;
    }
  }

  /** Copied inside the bucket (the bytes never pass through the server), its meta object with it. */
  async copy(from: string, to: string): Promise<boolean> {
    const { sdk, client } = await this.s3();
    // URL-encoded as S3 asks, segment by segment: some S3-compatible servers do not decode an encoded `/`.
    const source = `${this.o.bucket}/${this.object(from).split('/').map(encodeURIComponent).join('/')}`;
    try {
      await client.send(new sdk.CopyObjectCommand({ Bucket: this.o.bucket, Key: this.object(to), CopySource: source }));
    } catch (e) {
      if (isMissing(e)) return false;
      throw e;
    }
    const meta = await this.readMeta(from);
    if (meta) await this.writeMeta(to, { filename: meta.filename, contentType: meta.contentType });
    else await this.delete(`${to}.meta.json`);
    return true;
  }

  async remove(key: string): Promise<void> {
    // Deleting a missing object is not an error in S3.
    await Promise.all([this.delete(key), this.delete(`${key}.meta.json`)]);
  }

  /** Every object under `prefix` (files and their meta objects), with when each was written. */
  private async objects(prefix: string): Promise<{ key: string; modified: Date }[]> {
    const { sdk, client } = await this.s3();
    const out: { key: string; modified: Date }[] = [];
    const base = this.o.prefix ?? '';
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.o.bucket, Prefix: `${base}${prefix}`, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        const key = (o.Key ?? '').slice(base.length);
        if (key) out.push({ key, modified: o.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  async list(prefix: string): Promise<{ key: string; modified: Date }[]> {
    return (await this.objects(prefix)).filter((o) => !o.key.endsWith('.meta.json'));
  }

  async listUploadAddresses(prefix: string): Promise<{ key: string; expiresAt: Date }[]> {
    const objects = await this.objects(prefix);
    const present = new Set(objects.map((o) => o.key));
    const pending = objects
      .filter((o) => o.key.endsWith('.meta.json'))
      .map((o) => ({ key: o.key.slice(0, -'.meta.json'.length), written: o.modified }))
      .filter((o) => KEY_PATTERN.test(o.key) && !present.has(o.key));
    return Promise.all(
      pending.map(async (o) => ({ key: o.key, expiresAt: addressExpiry(await this.readMeta(o.key), o.written) })),
    );
  }

  /** Bucket addresses are checked by the bucket; `/files/{key}` is not used with S3. */
  verify(): boolean {
    return false;
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
  if (data.length === 0) return FILE_MESSAGES.empty;
  if (data.length > rule.maxBytes) return FILE_MESSAGES.tooLarge;
  if (rule.magic && !data.subarray(0, rule.magic.length).equals(rule.magic)) return rule.typeMessage;
  return rule.inspect?.(data) ?? null;
}

/**
 * File storage: the upload-address flow ("ask for a URL, then PUT the file to it") and download links,
 * behind one port that every upload reuses (agreement PDFs now; spreadsheets of imports later).
 *
 * The default implementation keeps files in a local folder (DATA_DIR/files) and hands out HMAC-signed, expiring
 * URLs of the contract's `/files/{key}` operations (files.yaml), which need neither the API key nor a token: the
 * signature is the authorisation. An S3-compatible implementation only has to implement `FileStorage` and hand out
 * the bucket's presigned URLs instead.
 *
 * Rules by key prefix say what an upload may be (types, size, leading bytes); hooks by key prefix run when a file
 * is stored (e.g. an import that starts as soon as its spreadsheet arrives).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context';
import type { RuntimeSettings } from '../config';
import { FileStorageHooks } from './hooks';
import { S3FileStorage } from './s3';
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_URL_SECONDS,
  KEY_PATTERN,
  addressExpiry,
  type FileMeta,
  type FileStorage,
  type SignedUrl,
  type StoredFile,
} from './port';
import { FILE_MESSAGES } from './messages';

// The port and the upload rules live in ./port.ts (so ./s3.ts needs nothing of this file); re-exported here.
export * from './port';

const b64url = (buf: Buffer) => buf.toString('base64url');

export class LocalFileStorage extends FileStorageHooks implements FileStorage {
  constructor(
    readonly dir: string,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  private path(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(FILE_MESSAGES.invalidKey(key));
    return join(this.dir, key);
  }

  private sign(method: string, key: string, expires: number): string {
    return b64url(createHmac('sha256', this.secret).update(`${method}\n${key}\n${expires}`).digest());
  }

  private signed(method: 'GET' | 'PUT', key: string, origin: string, seconds: number): SignedUrl {
    const expires = Math.floor(this.now().getTime() / 1000) + seconds;
    const url = `${origin.replace(/\/+$/, '')}/api/files/${encodeURIComponent(key)}?expires=${expires}&signature=${this.sign(method, key, expires)}`;
    return { url, expiresAt: new Date(expires * 1000) };
  }

  verify(method: 'GET' | 'PUT', key: string, expires: number, signature: string, now: Date): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < now.getTime()) return false;
    const expected = Buffer.from(this.sign(method, key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async readMeta(key: string): Promise<FileMeta | null> {
    try {
      return JSON.parse(await readFile(`${this.path(key)}.meta.json`, 'utf8'));
    } catch {
      return null;
    }
  }

  private async writeMeta(key: string, meta: FileMeta): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(`${this.path(key)}.meta.json`, JSON.stringify(meta));
  }

  async uploadUrl(
    key: string,
    o: { origin: string; filename: string; contentType: string; seconds?: number },
  ): Promise<SignedUrl> {
    const url = this.signed('PUT', key, o.origin, o.seconds ?? DEFAULT_URL_SECONDS);
    const expires = url.expiresAt.getTime() / 1000;
    await this.writeMeta(key, { filename: o.filename, contentType: o.contentType, expires });
    return url;
  }

  async downloadUrl(key: string, o: { origin: string; seconds?: number }): Promise<SignedUrl> {
    return this.signed('GET', key, o.origin, o.seconds ?? DEFAULT_URL_SECONDS);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const target = this.path(key);
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temp, data);
    await rename(temp, target);
    const meta = await this.readMeta(key);
    await this.writeMeta(key, { filename: meta?.filename ?? key, contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const data = await readFile(this.path(key));
      const meta = await this.readMeta(key);
      return { data, contentType: meta?.contentType ?? 'application/octet-stream', filename: meta?.filename ?? key };
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch {
      return false;
    }
  }

  async copy(from: string, to: string): Promise<boolean> {
    if (!(await this.exists(from))) return false;
    await mkdir(this.dir, { recursive: true });
    await copyFile(this.path(from), this.path(to));
    const meta = await this.readMeta(from);
    if (meta) await this.writeMeta(to, { filename: meta.filename, contentType: meta.contentType });
    return true;
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
    await rm(`${this.path(key)}.meta.json`, { force: true });
  }

  async list(prefix: string): Promise<{ key: string; modified: Date }[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const keys = names.filter(
      (n) => n.startsWith(prefix) && KEY_PATTERN.test(n) && !n.endsWith('.meta.json') && !n.endsWith('.part'),
    );
    const found = await Promise.all(
      keys.map(async (key) => ({ key, modified: (await stat(this.path(key)).catch(() => null))?.mtime })),
    );
    return found.filter((f): f is { key: string; modified: Date } => !!f.modified);
  }

  async listUploadAddresses(prefix: string): Promise<{ key: string; expiresAt: Date }[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const present = new Set(names);
    const keys = names
      .filter((n) => n.endsWith('.meta.json'))
      .map((n) => n.slice(0, -'.meta.json'.length))
      .filter((key) => key.startsWith(prefix) && KEY_PATTERN.test(key) && !present.has(key));
    const found = await Promise.all(
      keys.map(async (key) => {
        const written = (await stat(`${this.path(key)}.meta.json`).catch(() => null))?.mtime;
        return written ? { key, expiresAt: addressExpiry(await this.readMeta(key), written) } : null;
      }),
    );
    return found.filter((f): f is { key: string; expiresAt: Date } => !!f);
  }
}

// ------------------------------------------------------------------------------------- wiring into the app

/** The app's storage (`Deps.storage`). */
export function storageOf(deps: Deps): FileStorage {
  return deps.storage;
}

/** Puts another storage in the app's dependencies (tests use one in a temporary folder). */
export function attachStorage(deps: Deps, storage: FileStorage): void {
  deps.storage = storage;
}

/** Content types the PUT of `/files/{key}` takes as a raw body (JSON stays with Fastify's own parser). */
export const RAW_UPLOAD_TYPES = [
  'application/pdf',
  'application/octet-stream',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/**
 * The storage the settings configure: S3-compatible when S3_BUCKET is set (./s3.ts), otherwise the local folder
 * DATA_DIR/files, its URLs signed with a key derived from the app's secret.
 */
export function createFileStorage(
  secret: string,
  now: () => Date,
  settings: Pick<RuntimeSettings, 's3' | 'filesDir'>,
): FileStorage {
  const signingKey = createHmac('sha256', secret).update('licita-files').digest('hex');
  return settings.s3 ? new S3FileStorage({ ...settings.s3, now }) : new LocalFileStorage(settings.filesDir, signingKey, now);
}

/** Called once by buildApp: raw-body parsers for uploads (up to the largest rule). */
export function registerUploadParsers(app: FastifyInstance): void {
  app.addContentTypeParser(RAW_UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: DEFAULT_MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}

/**
 * The origin signed links point to: the app's public address (PUBLIC_URL), never the request's `Host` header, which
 * the client chooses (a link built from it could send a user's upload or download elsewhere).
 */
export function publicOrigin(deps: Pick<Deps, 'publicUrl'>): string {
  return deps.publicUrl;
}

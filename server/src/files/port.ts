/**
 * The file storage port (./storage.ts) and what its implementations share: URL lifetimes, the key pattern and the
 * upload rules by key prefix. Both the local storage (./storage.ts) and the S3-compatible one (./s3.ts) import it.
 */
import { AGREEMENT_MESSAGES } from '@licita/domain';

/** Upload addresses and download links live 15 minutes by default. */
export const DEFAULT_URL_SECONDS = 15 * 60;
/** Largest upload accepted by default (agreement PDFs included). */
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;

export interface UploadRule {
  /** Accepted `Content-Type`s of the PUT (lower case, without parameters). */
  contentTypes: string[];
  maxBytes: number;
  /** The file must start with these bytes (e.g. `%PDF-`). */
  magic?: Buffer;
  /** Message when the file is refused for its type or content. */
  typeMessage: string;
  /** Why the content must not be used (e.g. a zip bomb, ./xlsx-limits.ts), or null; checked before storing. */
  inspect?: (data: Buffer) => string | null;
  /** The same, for a check that reads the file off the event loop (a worker thread); run by the PUT after `inspect`. */
  check?: (data: Buffer) => Promise<string | null>;
}

export interface StoredFile {
  data: Buffer;
  contentType: string;
  filename: string;
}

/** The download name and type kept beside a file, written with its upload address (`expires`: the address's, in seconds). */
export interface FileMeta {
  filename: string;
  contentType: string;
  expires?: number;
}

/** When an upload address expires, from its record (older records carry no expiry: written + the default lifetime). */
export function addressExpiry(meta: FileMeta | null, written: Date): Date {
  return meta?.expires ? new Date(meta.expires * 1000) : new Date(written.getTime() + DEFAULT_URL_SECONDS * 1000);
}

export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

/** The storage port. `origin` is the public origin the URL must point to (e.g. http://localhost:8080). */
export interface FileStorage {
  /** An address to PUT the file to; `filename` is what it downloads as later. */
  uploadUrl(
    key: string,
    options: { origin: string; filename: string; contentType: string; seconds?: number },
  ): Promise<SignedUrl>;
  /** A link to GET the file. */
  downloadUrl(key: string, options: { origin: string; seconds?: number }): Promise<SignedUrl>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  copy(from: string, to: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The stored files whose key starts with `prefix` (not their download-name companions), with when each was written. */
  list(prefix: string): Promise<{ key: string; modified: Date }[]>;
  /**
   * The upload addresses handed out for keys starting with `prefix` whose file never arrived (only their
   * download-name record is stored), with when each address expires. `remove(key)` removes the record.
   */
  listUploadAddresses(prefix: string): Promise<{ key: string; expiresAt: Date }[]>;
  /** Whether the signature of a local URL is good and unexpired (local storage only). */
  verify(method: 'GET' | 'PUT', key: string, expires: number, signature: string, now: Date): boolean;
  /** The rule an upload to that key must satisfy. */
  ruleFor(key: string): UploadRule;
  /** Runs after a file is stored under a key with that prefix. */
  onStored(prefix: string, hook: (key: string, file: StoredFile) => Promise<void> | void): void;
  notifyStored(key: string, file: StoredFile): Promise<void>;
  /** Whether a hook of exactly that prefix is registered (hooks are registered once per storage). */
  hasStoredHook(prefix: string): boolean;
  /** Runs when an upload to a key with that prefix is refused (empty, too large, wrong type or content). */
  onRefused(prefix: string, hook: (key: string, reason: string) => Promise<void> | void): void;
  notifyRefused(key: string, reason: string): Promise<void>;
}

const DEFAULT_RULE: UploadRule = {
  contentTypes: [],
  maxBytes: DEFAULT_MAX_UPLOAD_BYTES,
  typeMessage: 'Tipo de fichero no admitido',
};

/** Rules of the key prefixes registered so far; other features add theirs with `addUploadRule`. */
const RULES: [string, UploadRule][] = [
  [
    'agreement-',
    {
      contentTypes: ['application/pdf', 'application/octet-stream'],
      maxBytes: DEFAULT_MAX_UPLOAD_BYTES,
      magic: Buffer.from('%PDF-'),
      typeMessage: AGREEMENT_MESSAGES.onlyPdf,
    },
  ],
];

/** The rule of a key (by its prefix), or the default one. */
export function ruleForKey(key: string): UploadRule {
  return RULES.find(([prefix]) => key.startsWith(prefix))?.[1] ?? DEFAULT_RULE;
}

export function addUploadRule(prefix: string, rule: UploadRule): void {
  const i = RULES.findIndex(([p]) => p === prefix);
  if (i >= 0) RULES[i] = [prefix, rule];
  else RULES.push([prefix, rule]);
}

/**
 * What every FileStorage does the same way whatever holds the bytes: the upload rule of a key, and the hooks by
 * key prefix that run when a file is stored or refused. The local folder and the S3 bucket extend it.
 */
import { ruleForKey, type StoredFile, type UploadRule } from './port';

type StoredHook = (key: string, file: StoredFile) => Promise<void> | void;
type RefusedHook = (key: string, reason: string) => Promise<void> | void;

export abstract class FileStorageHooks {
  private readonly hooks: [string, StoredHook][] = [];
  private readonly refusedHooks: [string, RefusedHook][] = [];

  ruleFor(key: string): UploadRule {
    return ruleForKey(key);
  }

  onStored(prefix: string, hook: StoredHook): void {
    this.hooks.push([prefix, hook]);
  }

  hasStoredHook(prefix: string): boolean {
    return this.hooks.some(([p]) => p === prefix);
  }

  async notifyStored(key: string, file: StoredFile): Promise<void> {
    for (const [prefix, hook] of this.hooks) if (key.startsWith(prefix)) await hook(key, file);
  }

  onRefused(prefix: string, hook: RefusedHook): void {
    this.refusedHooks.push([prefix, hook]);
  }

  async notifyRefused(key: string, reason: string): Promise<void> {
    for (const [prefix, hook] of this.refusedHooks) if (key.startsWith(prefix)) await hook(key, reason);
  }
}

import { injectable } from 'inversify';
import { ApiError } from '../errors';
import type { FileUploader } from './ports';

/** The browser's fetch (or the one the container was given), straight to the signed address. */
@injectable()
export class FetchFileUploader implements FileUploader {
  constructor(private readonly send: typeof globalThis.fetch = (...args) => fetch(...args)) {}

  async put(url: string, file: Blob, contentType: string): Promise<void> {
    let response: Response;
    try {
      response = await this.send(url, { method: 'PUT', body: file, headers: { 'content-type': contentType } });
    } catch (err) {
      throw new ApiError(0, err instanceof Error ? err.message : 'Network error', url);
    }
    if (!response.ok) {
      const body = await response.json().catch(() => ({}));
      throw new ApiError(response.status, typeof body?.message === 'string' ? body.message : response.statusText, url);
    }
  }
}

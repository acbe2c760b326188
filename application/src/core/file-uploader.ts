import { injectable } from 'inversify';
import { ApiError } from '../errors';
import type { FileUploader } from './ports';

/** The browser's fetch, straight to the signed address. */
@injectable()
export class FetchFileUploader implements FileUploader {
  async put(url: string, file: Blob, contentType: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': contentType } });
    } catch (err) {
      throw new ApiError(0, err instanceof Error ? err.message : 'Network error', url);
    }
    if (!response.ok) {
      const body = await response.json().catch(() => ({}));
      throw new ApiError(response.status, typeof body?.message === 'string' ? body.message : response.statusText, url);
    }
  }
}

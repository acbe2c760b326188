/**
 * 'Actualizar desde la Plataforma' on an imported tender: a later version of its notice, uploaded (or, with no file,
 * read again by the server at the notice's address where it may reach the internet), its changes listed without
 * applying them, then applied when the preparer confirms.
 */
import { NOTICE_FILE_MESSAGES } from '@licita/domain';
import { injectFromBase } from 'inversify';
import { from, map, switchMap, catchError, defer, throwError, type Observable } from 'rxjs';
import { token } from '../token';
import { serverText, sessionOrOwnFailure } from './failures';
import {
  PLACSP_FILE_PATTERN,
  PLACSP_GATEWAY,
  PlacspImportError,
  type PlacspRefreshPreview,
  type PlacspRefreshRef,
} from './placsp';
import { useCaseOver } from './use-case';

export interface PlacspChanges {
  source: PlacspRefreshRef | null;
  changes: PlacspRefreshPreview;
}

@injectFromBase()
export class RefreshFromPlatform extends useCaseOver(PLACSP_GATEWAY) {
  /** Uploads the later notice (`file`), or with none asks the server to read the notice's address again; answers the changes. */
  read(projectId: string, file: File | null): Observable<PlacspChanges> {
    return defer(() => {
      if (!file) return from(this.gateway.refreshPreview(projectId, null)).pipe(map((changes) => ({ source: null, changes })));
      if (!PLACSP_FILE_PATTERN.test(file.name))
        return throwError(() => new PlacspImportError(NOTICE_FILE_MESSAGES.onlyAtomOrXml));
      return from(this.gateway.refreshUploadUrl(projectId, file.name)).pipe(
        switchMap(({ upload_url, upload_id }) =>
          from(this.services.uploader.put(upload_url, file, 'application/octet-stream')).pipe(
            switchMap(() => from(this.gateway.refreshPreview(projectId, { upload_id }))),
            map((changes) => ({ source: { upload_id }, changes })),
          ),
        ),
      );
    }).pipe(
      catchError((e) =>
        e instanceof PlacspImportError
          ? throwError(() => e)
          : sessionOrOwnFailure(this.services.errors, (x) => new PlacspImportError(serverText(x)))(e),
      ),
    );
  }

  /** Applies the changes; `updateSimulations`: the lot simulations take the new budget and price weight. */
  apply(projectId: string, source: PlacspRefreshRef | null, updateSimulations: boolean): Observable<string[]> {
    return defer(() => from(this.gateway.refresh(projectId, source, updateSimulations))).pipe(
      map((a) => a.simulation_ids),
      catchError(sessionOrOwnFailure(this.services.errors, (e) => new PlacspImportError(serverText(e)))),
    );
  }
}

export const REFRESH_FROM_PLATFORM = token<RefreshFromPlatform>('RefreshFromPlatform');

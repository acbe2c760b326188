/**
 * 'Importar desde la Plataforma': a notice saved from the Plataforma de Contratación del Sector Público (an ATOM feed
 * page or entry) uploaded through the upload-address flow, its notices listed, and a tender made from the one the
 * preparer picks, with a simulation per chosen lot. The port, its sdk adapter and the use case (the fake is placsp-memory.ts).
 */
import { inject, injectable, injectFromBase } from 'inversify';
import { from, map, switchMap, catchError, defer, throwError, type Observable } from 'rxjs';
import type { LicitaClient } from '@licita/sdk';
import {
  COMMON_MESSAGES,
  NOTICE_FILE_MESSAGES,
  type PlacspNotice,
  type PlacspRefreshPreview,
  type Project,
} from '@licita/domain';
import { token } from '../token';
import { CORE_PORTS } from './ports';
import { unwrap } from './sdk';
import { serverText, sessionOrOwnFailure } from './failures';
import { useCaseOver } from './use-case';

export type { PlacspNotice, PlacspRefreshPreview };
export interface PlacspImportAnswer {
  id: string;
  simulation_ids: string[];
}

/** Where the notice is: an uploaded file, or its address (read by the server only where allowed). */
export type PlacspSourceRef = { upload_id: string } | { url: string };

export interface PlacspGateway {
  uploadUrl(workspaceId: string, filename: string): Promise<{ upload_url: string; upload_id: string }>;
  preview(workspaceId: string, source: PlacspSourceRef): Promise<PlacspNotice[]>;
  importNotice(
    workspaceId: string,
    source: PlacspSourceRef,
    entryIndex: number,
    lots: string[] | undefined,
  ): Promise<PlacspImportAnswer>;
  /** 'Actualizar desde la Plataforma' of an imported tender: its upload address, the changes of a later notice, applying them. */
  refreshUploadUrl(projectId: string, filename: string): Promise<{ upload_url: string; upload_id: string }>;
  /** `source` null: the server reads the tender's notice address again (where it may). */
  refreshPreview(projectId: string, source: PlacspRefreshRef | null): Promise<PlacspRefreshPreview>;
  refresh(
    projectId: string,
    source: PlacspRefreshRef | null,
    updateSimulations: boolean,
  ): Promise<{ project: Project; simulation_ids: string[] }>;
}

/** A later version of the tender's notice: an uploaded file. */
export type PlacspRefreshRef = { upload_id: string };

export const PLACSP_GATEWAY = token<PlacspGateway>('PlacspGateway');

@injectable()
export class SdkPlacspGateway implements PlacspGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}
  uploadUrl(workspaceId: string, filename: string) {
    return unwrap(this.api.config.POST('/project/import/upload_url', { body: { workspace_id: workspaceId, filename } }));
  }
  async preview(workspaceId: string, source: PlacspSourceRef) {
    return (await unwrap(this.api.config.POST('/project/import/preview', { body: { workspace_id: workspaceId, ...source } })))
      .notices;
  }
  importNotice(workspaceId: string, source: PlacspSourceRef, entryIndex: number, lots: string[] | undefined) {
    return unwrap(
      this.api.config.POST('/project/import', {
        body: { workspace_id: workspaceId, ...source, entry_index: entryIndex, ...(lots ? { lots } : {}) },
      }),
    );
  }
  refreshUploadUrl(projectId: string, filename: string) {
    return unwrap(
      this.api.config.POST('/project/{id}/import/upload_url', { params: { path: { id: projectId } }, body: { filename } }),
    );
  }
  refreshPreview(projectId: string, source: PlacspRefreshRef | null) {
    return unwrap(
      this.api.config.POST('/project/{id}/import/refresh_preview', { params: { path: { id: projectId } }, body: { ...source } }),
    );
  }
  refresh(projectId: string, source: PlacspRefreshRef | null, updateSimulations: boolean) {
    return unwrap(
      this.api.config.POST('/project/{id}/import/refresh', {
        params: { path: { id: projectId } },
        body: { ...source, update_simulations: updateSimulations },
      }),
    );
  }
}

export class PlacspImportError extends Error {}

export const PLACSP_FILE_PATTERN = /\.(atom|xml)$/i;

@injectFromBase()
export class ImportFromPlatform extends useCaseOver(PLACSP_GATEWAY) {
  private workspace(): string {
    const ws = this.services.session.state.workspace?.id;
    if (!ws) throw new PlacspImportError(COMMON_MESSAGES.selectWorkspace);
    return ws;
  }

  /** Uploads the saved notice and reads its notices (a feed lists many). */
  read(file: File | null): Observable<{ source: PlacspSourceRef; notices: PlacspNotice[] }> {
    return defer(() => {
      if (!file) return throwError(() => new PlacspImportError(NOTICE_FILE_MESSAGES.chooseFile));
      if (!PLACSP_FILE_PATTERN.test(file.name))
        return throwError(() => new PlacspImportError(NOTICE_FILE_MESSAGES.onlyAtomOrXml));
      const ws = this.workspace();
      return from(this.gateway.uploadUrl(ws, file.name)).pipe(
        switchMap(({ upload_url, upload_id }) =>
          from(this.services.uploader.put(upload_url, file, 'application/octet-stream')).pipe(
            switchMap(() => from(this.gateway.preview(ws, { upload_id }))),
            map((notices) => ({ source: { upload_id }, notices })),
          ),
        ),
        catchError(sessionOrOwnFailure(this.services.errors, (e) => new PlacspImportError(serverText(e)))),
      );
    });
  }

  /** Reads the notice at its address (the server says how to save it as a file where it may not reach the internet). */
  readAddress(url: string): Observable<{ source: PlacspSourceRef; notices: PlacspNotice[] }> {
    return defer(() => {
      const address = url.trim();
      if (!/^https?:\/\/\S+$/i.test(address))
        return throwError(() => new PlacspImportError('Escriba la dirección completa del anuncio (https://…)'));
      return from(this.gateway.preview(this.workspace(), { url: address })).pipe(
        map((notices) => ({ source: { url: address }, notices })),
      );
    }).pipe(
      catchError((e) =>
        e instanceof PlacspImportError
          ? throwError(() => e)
          : sessionOrOwnFailure(this.services.errors, (x) => new PlacspImportError(serverText(x)))(e),
      ),
    );
  }

  /** Creates the tender from the notice at `entryIndex`, with a simulation per lot of `lots`. */
  create(source: PlacspSourceRef, entryIndex: number, lots: string[] | undefined): Observable<PlacspImportAnswer> {
    return defer(() => from(this.gateway.importNotice(this.workspace(), source, entryIndex, lots))).pipe(
      catchError(sessionOrOwnFailure(this.services.errors, (e) => new PlacspImportError(serverText(e)))),
    );
  }
}

export const IMPORT_FROM_PLATFORM = token<ImportFromPlatform>('ImportFromPlatform');

/**
 * Spreadsheet imports of the simulation form (polling as RxJS observables, docs/architecture.md):
 * ImportCenters and ImportSurrogates ask for an upload address, PUT the file, then poll the import status every
 * 500 ms, at most 10 times. A file named as an .ods or .xls ends at once with what to do with it. ERROR ends with the server's info_message; still PENDING after 10 polls ends with
 * 'El servidor está tardando mucho en responder'; anything else is done (the ui reloads its list). Every failure
 * is shown in the error snackbar and also ends the observable with an ImportError carrying the message.
 */
import { inject, injectable } from 'inversify';
import { Observable, catchError, concat, concatMap, defer, filter, from, map, of, throwError, type SchedulerLike } from 'rxjs';
import {
  IMPORT_POLL_INTERVAL_MS,
  IMPORT_POLL_MAX_ATTEMPTS,
  INPUT_MESSAGES,
  foreignSpreadsheetMessage,
  type ImportStatusRead,
} from '@licita/domain';
import { toApiError } from '../errors';
import type { SpreadsheetImportPort } from './ports';
import type { Token } from '../token';
import { pollStatus } from '../core/polling';
import { serverText, sessionOrOwnFailure, UPLOAD_MESSAGES } from '../core/failures';
import { SIMULATION_PORTS } from './ports';
import { USE_CASE_SERVICES, type UseCaseServices } from '../core/services/use-case-services';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

export type ImportProgress =
  { phase: 'uploading' } | { phase: 'processing'; attempt: number } | { phase: 'done'; status: ImportStatusRead };

/** Polls `status` every 500 ms up to 10 times; emits each attempt and then the final state, or fails with the import's Spanish message. */
export function pollImportStatus(status: () => Promise<ImportStatusRead>, scheduler: SchedulerLike): Observable<ImportProgress> {
  return pollStatus(status, scheduler, IMPORT_POLL_INTERVAL_MS, IMPORT_POLL_MAX_ATTEMPTS, (m) => new ImportError(m)).pipe(
    map(({ attempt, value: s }): ImportProgress =>
      s.status === 'PENDING' ? { phase: 'processing', attempt } : { phase: 'done', status: s },
    ),
  );
}

/** Upload, then follow the import; bound per kind of import by the subclasses. */
export abstract class SpreadsheetImport {
  constructor(
    private readonly port: () => SpreadsheetImportPort,
    private readonly services: UseCaseServices,
  ) {}

  /** Upload `file` and follow the import; completes after `{phase: 'done'}`. */
  execute(
    simulationId: string,
    file: File | Blob | null | undefined,
    filename = (file as File | undefined)?.name ?? 'importacion.xlsx',
  ): Observable<ImportProgress> {
    if (!file) return this.fail(new ImportError(INPUT_MESSAGES.noFile));
    // An .ods or .xls by its name: what to do, before anything is sent (the server also knows them by content)
    const foreign = foreignSpreadsheetMessage(filename);
    if (foreign) return this.fail(new ImportError(foreign));
    const mime = file.type || XLSX_MIME;
    const address$ = defer(() => from(this.port().uploadUrl(simulationId, filename, mime))).pipe(
      catchError(sessionOrOwnFailure(this.services.errors, (e) => new ImportError(UPLOAD_MESSAGES.noAddress(serverText(e))))),
    );
    const flow = address$.pipe(
      concatMap(({ upload_url }) =>
        defer(() => from(this.services.uploader.put(upload_url, file, mime))).pipe(
          catchError((err) => throwError(() => new ImportError(UPLOAD_MESSAGES.failed(serverText(toApiError(err)))))),
        ),
      ),
      concatMap(() => pollImportStatus(() => this.port().status(simulationId), this.services.scheduler)),
    );
    return concat(of<ImportProgress>({ phase: 'uploading' }), flow).pipe(
      catchError((err) => (err instanceof ImportError ? this.fail(err) : throwError(() => err))),
    );
  }

  /** The template workbook's address (the ui opens it to download). */
  templateUrl(simulationId: string): Observable<string> {
    return this.services.errors.watched(
      defer(() => from(this.port().templateUrl(simulationId))).pipe(map((r) => r.download_url)),
    );
  }

  private fail(err: ImportError): Observable<never> {
    this.services.notifier.error(err.message);
    return throwError(() => err);
  }
}

/**
 * The import of one kind of spreadsheet, as a use case the container builds: `port` picks that kind's upload,
 * status and template calls from the gateway bound to `gateway`.
 */
export function spreadsheetImportOf<G>(gateway: Token<G>, port: (g: G) => SpreadsheetImportPort) {
  @injectable()
  class BoundSpreadsheetImport extends SpreadsheetImport {
    constructor(@inject(gateway) g: G, @inject(USE_CASE_SERVICES) services: UseCaseServices) {
      super(() => port(g), services);
    }
  }
  return BoundSpreadsheetImport;
}

/** Import of centers from the template spreadsheet (POST …/center/excel/upload, GET …/center/excel/status). */
export const ImportCenters = spreadsheetImportOf(SIMULATION_PORTS.SimulationInputsGateway, (inputs) => inputs.centersImport);
export type ImportCenters = InstanceType<typeof ImportCenters>;

/** ImportSurrogates: the surrogates template (POST /files_server/simulation/{id}/subrogates, GET …/upload_status). */
export const ImportSurrogates = spreadsheetImportOf(
  SIMULATION_PORTS.SimulationInputsGateway,
  (inputs) => inputs.surrogatesImport,
);
export type ImportSurrogates = InstanceType<typeof ImportSurrogates>;

/** Only the final state (for callers that do not show progress). */
export const importDone = (p$: Observable<ImportProgress>) =>
  p$.pipe(filter((p): p is Extract<ImportProgress, { phase: 'done' }> => p.phase === 'done'));

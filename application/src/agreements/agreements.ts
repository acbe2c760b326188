/**
 * Agreement use cases: the searchable list, the detail, save, delete, duplicate, the
 * PDF (open and upload) and the categories of an agreement for the simulation form. Every one is an observable.
 */
import { injectFromBase } from 'inversify';
import { EMPTY, Observable, catchError, combineLatest, defer, from, map, switchMap, tap, throwError } from 'rxjs';
import { watchedCall } from '../core/form-calls';
import { isLeft } from 'fp-ts/lib/Either.js';
import {
  AGREEMENT_MESSAGES,
  UNKNOWN_ERROR,
  translateError,
  validateAgreementForm,
  type Agreement,
  type AgreementFieldErrors,
  type AgreementFormValues,
  type AgreementListItem,
  COMMON_MESSAGES,
} from '@licita/domain';
import { toApiError } from '../errors';
import { AGREEMENT_PORTS } from './ports';
import { ScreenState, type ScreenHandle, typedSearch } from '../core/screen-state';
import { serverText, shownFailure, UPLOAD_MESSAGES } from '../core/failures';
import { useCaseOver } from '../core/use-case';

/** The form's rules failed: messages by field. */
export class AgreementFormError extends Error {
  constructor(readonly errors: AgreementFieldErrors) {
    super(Object.values(errors)[0] ?? 'Formulario incorrecto');
    this.name = 'AgreementFormError';
  }
}

/** A new id generated on the client (duplicates). */
export function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

export interface AgreementListState {
  items: AgreementListItem[];
  search: string;
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

export const INITIAL_AGREEMENT_LIST: AgreementListState = { items: [], search: '', loading: true, loaded: false, error: null };

export interface AgreementListHandle extends ScreenHandle<AgreementListState> {
  search(text: string): void;
}

/** /agreements: the workspace's agreements and the shared catalogue, searched by name as you type (300 ms). */
@injectFromBase()
export class AgreementList extends useCaseOver(AGREEMENT_PORTS.AgreementGateway) {
  open(initialSearch = ''): AgreementListHandle {
    const screen = new ScreenState<AgreementListState>({ ...INITIAL_AGREEMENT_LIST, search: initialSearch });
    const search = typedSearch(screen, initialSearch, this.services.scheduler);
    const sub = combineLatest([this.services.session.selectedWorkspaceId$(), search.query$, screen.reloads])
      .pipe(
        tap(() => screen.set({ loading: true })),
        switchMap(([ws, search]) =>
          defer(() => from(this.gateway.list(ws, search || undefined))).pipe(
            tap((items) => screen.set({ items, loading: false, loaded: true, error: null })),
            catchError((err) => {
              screen.set({ items: [], loading: false, loaded: true, error: this.services.errors.handle(err) });
              return EMPTY;
            }),
          ),
        ),
      )
      .subscribe();
    return screen.handle(sub, { search: search.type });
  }
}

/**
 * One agreement. A failure is not sent to /404: the screen shows
 * 'ha ocurrido un error al obtener los datos del Convenio' and the error (a 401 still logs out).
 */
@injectFromBase()
export class AgreementDetail extends useCaseOver(AGREEMENT_PORTS.AgreementGateway) {
  load(id: string): Observable<Agreement> {
    return defer(() => from(this.gateway.get(id))).pipe(
      catchError((err) => {
        const e = toApiError(err);
        if (e.status === 401) this.services.errors.unauthorized();
        return throwError(() => new Error(`${AGREEMENT_MESSAGES.loadFailed}: ${translateError(e.message) ?? UNKNOWN_ERROR}`));
      }),
    );
  }
}

/** 'Guardar' of the agreement form: the domain's rules, then POST /agreement; failures in the snackbar. */
@injectFromBase()
export class SaveAgreement extends useCaseOver(AGREEMENT_PORTS.AgreementGateway) {
  execute(values: AgreementFormValues): Observable<string> {
    return defer(() => {
      const checked = validateAgreementForm(values);
      if (isLeft(checked)) return throwError(() => new AgreementFormError(checked.left));
      const ws = this.services.session.state.workspace?.id;
      if (!ws) return throwError(() => new Error(COMMON_MESSAGES.selectWorkspace));
      return from(this.gateway.save({ ...checked.right, workspace_id: ws })).pipe(
        map((r) => r.id),
        tap(() => this.services.notifier.show('Convenio guardado')),
        catchError(shownFailure(this.services.errors, this.services.notifier)),
      );
    });
  }
}

@injectFromBase()
export class DeleteAgreement extends useCaseOver(AGREEMENT_PORTS.AgreementGateway) {
  execute(id: string): Observable<void> {
    return defer(() => from(this.gateway.remove(id, this.services.session.state.workspace?.id ?? ''))).pipe(
      tap(() => this.services.notifier.show('Convenio eliminado')),
      catchError(shownFailure(this.services.errors, this.services.notifier)),
    );
  }
}

/** Copies an agreement under a client-generated id; emits that id (the ui opens the form on it). */
@injectFromBase()
export class DuplicateAgreement extends useCaseOver(AGREEMENT_PORTS.AgreementGateway) {
  execute(originId: string): Observable<string> {
    return defer(() => from(this.gateway.duplicate(originId, newId(), this.services.session.state.workspace?.id ?? ''))).pipe(
      map((r) => r.id),
      // 'The agreement is already duplicated' → 'Ya existe una copia de este convenio.'
      catchError(
        shownFailure(this.services.errors, this.services.notifier, (e) =>
          e.status === 409 ? AGREEMENT_MESSAGES.duplicateExists : serverText(e),
        ),
      ),
    );
  }
}

/** The agreement's PDF: a link to open, and the upload (ask for an address, then PUT the file). */
@injectFromBase()
export class AgreementPdf extends useCaseOver(AGREEMENT_PORTS.AgreementGateway) {
  /** The URL to open; 'No hay ningún convenio, súbelo desde "editar" el convenio.' when there is none. */
  url(id: string): Observable<string> {
    return defer(() => from(this.gateway.pdfUrl(id))).pipe(
      map((r) => r.download_url),
      catchError(
        shownFailure(this.services.errors, this.services.notifier, (e) =>
          e.message === AGREEMENT_MESSAGES.pdfMissing || e.message === 'Agreement not have pdf file'
            ? AGREEMENT_MESSAGES.noPdf
            : UNKNOWN_ERROR,
        ),
      ),
    );
  }

  /** Checks the file (one, PDF only), asks for the address and PUTs it. Errors go to the snackbar as well. */
  upload(id: string, file: File | null): Observable<void> {
    return defer(() => {
      const problem = pdfFileProblem(file);
      if (problem) return throwError(() => new AgreementFormError({ file: problem }));
      return from(this.gateway.pdfUploadUrl(id, file!.name)).pipe(
        catchError(shownFailure(this.services.errors, this.services.notifier, (e) => UPLOAD_MESSAGES.noAddress(serverText(e)))),
        switchMap(({ upload_url }) =>
          from(this.services.uploader.put(upload_url, file!, 'application/pdf')).pipe(
            catchError((err) => {
              this.services.notifier.error(UPLOAD_MESSAGES.failed(translateError(toApiError(err).message) ?? UNKNOWN_ERROR));
              return throwError(() => err);
            }),
          ),
        ),
        tap(() => this.services.notifier.show('Convenio en pdf subido')),
      );
    });
  }
}

/** The upload dialog's check: a file, PDF only. */
export function pdfFileProblem(file: { name: string; type?: string } | null | undefined): string | null {
  if (!file) return AGREEMENT_MESSAGES.noFile;
  const pdf = /\.pdf$/i.test(file.name) && (!file.type || file.type === 'application/pdf');
  return pdf ? null : AGREEMENT_MESSAGES.onlyPdf;
}

/** The categories of an agreement (simulation form). */
@injectFromBase()
export class AgreementCategories extends useCaseOver(AGREEMENT_PORTS.AgreementGateway) {
  load(agreementId: string): Observable<{ id: string; name: string }[]> {
    return watchedCall(this.services.errors, () => this.gateway.categories(agreementId));
  }
}

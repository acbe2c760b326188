/**
 * Use cases of previous studies (estudios previos): create, rename,
 * delete and convert them from the tender; the editor (Datos Básicos, Subrogados, Otros Costes); the asynchronous
 * launch ('Estudio previo'), and the solution screen with 'Modificar' and 'Descargar solución'.
 *
 * Polling lives here, as observables on the container's scheduler: after a launch the study is read once a second
 * up to 300 times (Solved ends it; sub_status Stopped is a failed launch); after a parameter change until
 * sub_status FINISHED or ERROR. Unsubscribing stops the polling.
 */
import { injectFromBase } from 'inversify';
import * as E from 'fp-ts/lib/Either.js';
import {
  Observable,
  catchError,
  concat,
  concatMap,
  defer,
  forkJoin,
  from,
  last,
  map,
  of,
  switchMap,
  takeWhile,
  tap,
  throwError,
  timer,
  type SchedulerLike,
} from 'rxjs';
import {
  COMMON_MESSAGES,
  checkBidInputs,
  checkPreviousStudyBasicData,
  checkSurrogate,
  launchOutcome,
  parametersOutcome,
  parametersToForm,
  POLLING_TIMEOUT,
  PREVIOUS_STUDY_MESSAGES as M,
  withOfferPrice,
  PREVIOUS_STUDY_POLL_INTERVAL_MS,
  PREVIOUS_STUDY_POLL_MAX_ATTEMPTS,
  translateError,
  UNKNOWN_ERROR,
  toParametersUpdate,
  validateParametersForm,
  type AgreementListItem,
  type BidInputsForm,
  type PreviousStudy,
  type PreviousStudyBasicDataForm,
  type ParametersForm,
  type SolutionParameters,
  type Project,
  type SimulationMaterialCostRead,
  type SurrogateForm,
  type SurrogateRead,
} from '@licita/domain';
import { toApiError } from '../errors';
import { otherCostsOver, surrogateHours, surrogatesOver } from '../simulations/simulation-form';
import { serverPagedRows, type PagedRows } from '../core/paged-list';
import { checkName, SimulationNameError } from '../core/name-rule';
import { call, handled, handledCall, InputFormError, workspaceId } from '../core/form-calls';
import { spreadsheetImportOf } from '../simulations/imports';
import { pollUntil } from '../core/polling';
import { sessionOrOwnFailure, showing } from '../core/failures';
import { AGREEMENT_PORTS } from '../agreements/ports';
import { CORE_PORTS } from '../core/ports';
import { PREVIOUS_STUDY_PORTS } from './ports';
import { useCaseOver, useCaseOverPorts } from '../core/use-case';

/** A polling run ended without the wanted state: the message the screen shows. */
export class PreviousStudyRunError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreviousStudyRunError';
  }
}

/** Reads the study every second, at most 300 times, until `done` says it is over; then emits that study and completes. */
function pollStudy(
  read: () => Promise<PreviousStudy>,
  done: (s: PreviousStudy) => boolean,
  scheduler: SchedulerLike,
): Observable<PreviousStudy> {
  return pollUntil(
    read,
    done,
    scheduler,
    PREVIOUS_STUDY_POLL_INTERVAL_MS,
    PREVIOUS_STUDY_POLL_MAX_ATTEMPTS,
    () => new PreviousStudyRunError(POLLING_TIMEOUT),
  ).pipe(
    last(),
    map((p) => p.value),
  );
}

// ------------------------------------------------------------------ in the tender

/** 'Nuevo estudio previo': name required ('Nombre requerido'); emits the new id (the ui then opens the editor). */
@injectFromBase()
export class CreatePreviousStudy extends useCaseOver(PREVIOUS_STUDY_PORTS.PreviousStudyGateway) {
  execute(projectId: string, name: string): Observable<string> {
    return defer(() => from(this.gateway.create(checkName(name, []), projectId))).pipe(
      map((r) => r.id),
      catchError((err) => {
        if (!(err instanceof SimulationNameError))
          this.services.notifier.error(translateError(toApiError(err).message) ?? M.creationFailed);
        return throwError(() => err);
      }),
    );
  }
}

@injectFromBase()
export class RenamePreviousStudy extends useCaseOver(PREVIOUS_STUDY_PORTS.PreviousStudyGateway) {
  execute(id: string, name: string): Observable<string> {
    return defer(() => from(this.gateway.update(id, { name: checkName(name, []) }))).pipe(
      map((s) => s.name),
      tap(() => this.services.notifier.show('Estudio previo actualizado')),
      catchError(handled(this.services.errors)),
    );
  }
}

@injectFromBase()
export class DeletePreviousStudy extends useCaseOver(PREVIOUS_STUDY_PORTS.PreviousStudyGateway) {
  execute(id: string): Observable<void> {
    return call(() => this.gateway.remove(id)).pipe(
      tap(() => this.services.notifier.show('Estudio previo eliminado')),
      catchError(handled(this.services.errors)),
    );
  }
}

/** Convert into a simulation: emits the new simulation's id. Errors on this path come back to the caller (no /404). */
@injectFromBase()
export class ConvertPreviousStudy extends useCaseOver(PREVIOUS_STUDY_PORTS.PreviousStudyGateway) {
  execute(id: string): Observable<string> {
    return call(() => this.gateway.toSimulation(id)).pipe(
      map((r) => r.id),
      tap(() => this.services.notifier.show('Simulación creada a partir del estudio previo')),
      catchError((err) => {
        const e = toApiError(err);
        if (e.status === 401 || e.status === 0) this.services.errors.handle(err);
        else this.services.notifier.error(e.status === 404 ? M.notFound : (translateError(e.message) ?? UNKNOWN_ERROR));
        return throwError(() => err);
      }),
    );
  }
}

// ------------------------------------------------------------------ the editor

export interface PreviousStudyContext {
  project: Project;
  study: PreviousStudy;
  agreements: AgreementListItem[];
}

/** Opens the editor or the solution screen, and saves Datos Básicos. */
@injectFromBase()
export class PreviousStudyEditor extends useCaseOverPorts({
  tenders: CORE_PORTS.TenderGateway,
  studies: PREVIOUS_STUDY_PORTS.PreviousStudyGateway,
  agreements: AGREEMENT_PORTS.AgreementGateway,
}) {
  load(projectId: string, id: string): Observable<PreviousStudyContext> {
    return workspaceId(this.services.session).pipe(
      switchMap((ws) =>
        forkJoin({
          project: from(this.ports.tenders.get(projectId)),
          study: from(this.ports.studies.get(id)),
          agreements: from(this.ports.agreements.list(ws)),
        }),
      ),
      catchError(handled(this.services.errors)),
    );
  }

  study(id: string): Observable<PreviousStudy> {
    return handledCall(this.services.errors, () => this.ports.studies.get(id));
  }

  /** `bid`: the bid inputs known before launching, saved with the basic data. */
  saveBasicData(
    study: { id: string; name: string },
    form: PreviousStudyBasicDataForm,
    bid?: BidInputsForm,
  ): Observable<PreviousStudy> {
    const basic = checkPreviousStudyBasicData(form);
    const offer = bid ? checkBidInputs(bid) : E.right(undefined);
    if (E.isLeft(basic) || E.isLeft(offer))
      return throwError(
        () => new InputFormError([...(E.isLeft(basic) ? basic.left : []), ...(E.isLeft(offer) ? offer.left : [])]),
      );
    return of({ ...basic.right, ...(offer.right ? { bid: offer.right } : {}) }).pipe(
      concatMap((data) => call(() => this.ports.studies.update(study.id, { name: study.name, ...data }))),
      tap(() => this.services.notifier.show(COMMON_MESSAGES.saved)),
      catchError(handled(this.services.errors)),
    );
  }
}

/** Subrogados of a study: the same dialog as a simulation's, without centers. */
@injectFromBase()
export class PreviousStudySurrogates extends surrogatesOver(PREVIOUS_STUDY_PORTS.PreviousStudyGateway) {
  rows(id: string): PagedRows<SurrogateRead> {
    return serverPagedRows(this.services.errors, (query) => this.ports.owner.surrogates(id, query), surrogateHours);
  }
  protected check(form: SurrogateForm) {
    return checkSurrogate({ ...form, center_id: null, center_group: null });
  }
}

/** Otros Costes of a study: no center (every cost applies to the whole study). */
@injectFromBase()
export class PreviousStudyOtherCosts extends otherCostsOver(PREVIOUS_STUDY_PORTS.PreviousStudyGateway, false) {
  rows(id: string): PagedRows<SimulationMaterialCostRead> {
    return serverPagedRows(this.services.errors, (query) => this.ports.owner.otherCosts(id, query));
  }
}

/** 'Subir Plantilla de Subrogados' of a study: the same upload-address flow and polling as a simulation's. */
export const ImportPreviousStudySurrogates = spreadsheetImportOf(
  PREVIOUS_STUDY_PORTS.PreviousStudyGateway,
  (studies) => studies.surrogatesImport,
);
export type ImportPreviousStudySurrogates = InstanceType<typeof ImportPreviousStudySurrogates>;

// ------------------------------------------------------------------ launch and solution

/**
 * 'Estudio previo': POST launch_async, then the study every second up to 300 times. Emits the solved study and
 * completes; fails with PreviousStudyRunError (already shown in the snackbar) when the launch is refused, fails
 * (sub_status Stopped) or takes too long.
 */
@injectFromBase()
export class LaunchPreviousStudy extends useCaseOver(PREVIOUS_STUDY_PORTS.PreviousStudyGateway) {
  execute(id: string): Observable<PreviousStudy> {
    const launch$ = call(() => this.gateway.launch(id)).pipe(
      catchError(
        sessionOrOwnFailure(
          this.services.errors,
          (e) =>
            new PreviousStudyRunError(
              e.status === 404
                ? M.notFound
                : e.status === 400
                  ? (translateError(e.message) ?? M.processingFailed)
                  : M.processingFailed,
            ),
        ),
      ),
    );
    return launch$.pipe(
      concatMap(() =>
        pollStudy(
          () => this.gateway.get(id),
          (s) => launchOutcome(s) !== 'running',
          this.services.scheduler,
        ),
      ),
      concatMap((s) => (launchOutcome(s) === 'solved' ? of(s) : throwError(() => new PreviousStudyRunError(M.processingFailed)))),
      catchError((err) => {
        if (err instanceof PreviousStudyRunError) this.services.notifier.error(err.message);
        else if (!(toApiError(err).status === 401 || toApiError(err).status === 0)) this.services.errors.handle(err);
        return throwError(() => err);
      }),
    );
  }
}

/** The solution screen: the parameters, 'Modificar' (asynchronous, polled until FINISHED or ERROR) and the workbook. */
@injectFromBase()
export class PreviousStudySolution extends useCaseOver(PREVIOUS_STUDY_PORTS.PreviousStudyGateway) {
  /**
   * The study now, then again every second while it runs or a parameter change is PENDING (the screen's
   * 'Tiempo transcurrido' and cards follow); completes when it settles. Unsubscribing stops it.
   */
  watch(id: string): Observable<PreviousStudy> {
    const busy = (s: PreviousStudy) => s.status === 'Running' || s.sub_status === 'PENDING';
    return call(() => this.gateway.get(id)).pipe(
      concatMap((first) =>
        busy(first)
          ? concat(
              of(first),
              timer(PREVIOUS_STUDY_POLL_INTERVAL_MS, PREVIOUS_STUDY_POLL_INTERVAL_MS, this.services.scheduler).pipe(
                concatMap(() => from(this.gateway.get(id))),
                takeWhile((s) => busy(s), true),
              ),
            )
          : of(first),
      ),
      catchError(handled(this.services.errors)),
    );
  }

  parameters(id: string): Observable<SolutionParameters> {
    return handledCall(this.services.errors, () => this.gateway.parameters(id));
  }

  /** Saves the new parameters, then waits for FINISHED (emits the re-costed study) or ERROR (fails with its message). */
  modify(id: string, form: ParametersForm): Observable<PreviousStudy> {
    const problems = validateParametersForm(form);
    const put$ = (problems.length ? throwError(() => new InputFormError(problems)) : of(toParametersUpdate(form))).pipe(
      concatMap((body) => call(() => this.gateway.updateParameters(id, body))),
      catchError((err) =>
        err instanceof InputFormError
          ? throwError(() => err)
          : sessionOrOwnFailure(
              this.services.errors,
              (e) => new PreviousStudyRunError(e.status === 400 ? M.parametersBadValues : M.parametersUnknown),
            )(err),
      ),
    );
    return put$.pipe(
      concatMap(() =>
        pollStudy(
          () => this.gateway.get(id),
          (s) => parametersOutcome(s) !== 'pending',
          this.services.scheduler,
        ),
      ),
      concatMap((s) => {
        if (parametersOutcome(s) === 'finished') return of(s);
        const lastError = [...(s.events as Array<{ type_info?: string; description?: string }>)]
          .reverse()
          .find((e) => e.type_info === 'Error');
        return throwError(() => new PreviousStudyRunError(lastError?.description || M.parametersUnknown));
      }),
      tap(() => this.services.notifier.show('Parámetros modificados')),
      catchError(showing(this.services.notifier, PreviousStudyRunError)),
    );
  }

  /** 'Ofertar el precio ganador': the parameters as they are with the offer set to `price`, saved like Modificar. */
  offerPrice(id: string, price: number): Observable<PreviousStudy> {
    return this.parameters(id).pipe(switchMap((p) => this.modify(id, withOfferPrice(parametersToForm(p), price))));
  }

  /** The signed link of `Justificacion_{name}.pdf` ('Descargar justificación'). */
  justificationUrl(id: string): Observable<{ download_url: string; filename?: string }> {
    return handledCall(this.services.errors, () => this.gateway.justificationUrl(id));
  }

  /** The signed link of `Solucion_{name}.xlsx`. */
  solutionUrl(id: string): Observable<string> {
    return call(() => this.gateway.solutionUrl(id)).pipe(
      map((r) => r.download_url),
      catchError(handled(this.services.errors)),
    );
  }
}

/**
 * SimulationResult: the simulation page. `page` emits the tender and the simulation (the summary of its results),
 * then the simulation again every 2 s while it is Running; it completes once the run has ended (and stops when unsubscribed).
 * Also the events a page at a time (Progreso), the explanations a page at a time, the bounds per group and position, the ticking clock (1 s), the workers of the solution and their weekly roster, a parameter change still being
 * re-costed when the page opens, the solution link and 'Cancelar' of a running run.
 */
import { injectFromBase } from 'inversify';
import {
  Observable,
  EMPTY,
  catchError,
  combineLatest,
  concat,
  concatMap,
  defer,
  distinctUntilChanged,
  expand,
  from,
  ignoreElements,
  map,
  of,
  switchMap,
  tap,
  timer,
} from 'rxjs';
import { watchedCall } from '../core/form-calls';
import {
  CLOCK_TICK_MS,
  isRunning,
  parseResults,
  RUN_MESSAGES,
  SIMULATION_REFRESH_MS,
  type DownloadUrl,
  type ExplanationsPage,
  type ExplanationsQuery,
  type JustificationGrounds,
  type Paged,
  type ParsedResults,
  type Project,
  type RosterPage,
  type RosterPageQuery,
  type StaffPage,
  type StaffPageQuery,
  type SimulationEvent,
  type SimulationRun,
  type SimulationState,
  type SolutionBound,
  type SolutionEmployee,
  type TaskStatus,
} from '@licita/domain';
import { pollTask, TaskError } from '../core/task-polling';
import { CORE_PORTS } from '../core/ports';
import { RUN_PORTS, type EventsPageQuery } from './ports';
import { useCaseOverPorts } from '../core/use-case';

export interface SimulationPage {
  project: Project;
  simulation: SimulationRun;
  results: ParsedResults;
}

@injectFromBase()
export class SimulationResult extends useCaseOverPorts({
  tenders: CORE_PORTS.TenderGateway,
  runs: RUN_PORTS.SimulationRunGateway,
  solutions: RUN_PORTS.SolutionGateway,
}) {
  /**
   * The simulation now, then every 2 s while it is Running (a light read: the summary of the results, no events);
   * completes after the first answer that is not Running.
   */
  watch(id: string): Observable<SimulationRun> {
    const get = () => defer(() => from(this.ports.runs.get(id)));
    return this.services.errors.watched(
      get().pipe(
        expand((s) => (isRunning(s.status) ? timer(SIMULATION_REFRESH_MS, this.services.scheduler).pipe(concatMap(get)) : EMPTY)),
      ),
    );
  }

  /** The tender (for the breadcrumb) and the simulation with its parsed results, refreshed as `watch` does. */
  page(projectId: string, id: string): Observable<SimulationPage> {
    const project$ = watchedCall(this.services.errors, () => this.ports.tenders.get(projectId));
    return combineLatest([project$, this.watch(id)]).pipe(
      map(([project, simulation]) => ({ project, simulation, results: parseResults(simulation.results) })),
    );
  }

  /** The scheduler's time now and every second after (the 'Tiempo transcurrido' clock). */
  clock(): Observable<number> {
    return timer(0, CLOCK_TICK_MS, this.services.scheduler).pipe(map(() => this.services.scheduler.now()));
  }

  /** A page of the events, newest first (Progreso reads the one it shows, again at each poll of a run). */
  events(id: string, page: EventsPageQuery): Observable<Paged<SimulationEvent>> {
    return watchedCall(this.services.errors, () => this.ports.runs.events(id, page));
  }

  /** A page of 'Por qué esta plantilla', searched (the card asks for the page it shows; the whole results are never read). */
  explanations(id: string, query: ExplanationsQuery): Observable<ExplanationsPage> {
    return watchedCall(this.services.errors, () => this.ports.runs.explanations(id, query));
  }

  /** The lower bounds per center group and position ('Calidad de la solución' reads them when its table is opened). */
  bounds(id: string): Observable<SolutionBound[]> {
    return watchedCall(this.services.errors, () => this.ports.runs.bounds(id));
  }

  /** Every worker of the solution (surrogates first), for the Plantilla card. */
  employees(id: string): Observable<SolutionEmployee[]> {
    return watchedCall(this.services.errors, () => this.ports.solutions.employees(id));
  }

  /** One page of the weekly roster, searched and filtered (the Cuadrante semanal card asks for the page it shows). */
  rosterPage(id: string, query: RosterPageQuery): Observable<RosterPage> {
    return watchedCall(this.services.errors, () => this.ports.solutions.rosterPage(id, query));
  }

  /** One page of the Plantilla, searched, with its sections' headings (the Plantilla card asks for the page it shows). */
  staffPage(id: string, query: StaffPageQuery): Observable<StaffPage> {
    return watchedCall(this.services.errors, () => this.ports.solutions.staffPage(id, query));
  }

  /**
   * A parameter change or social security discount still being re-costed when the page opens (a reload in the
   * middle of it): false alone when none is PENDING; otherwise true, then the status once a second as the dialogs
   * check it, and false once it is not PENDING (the page reads the simulation again). A failed change shows its
   * message.
   */
  pendingChange(id: string): Observable<boolean> {
    // a parameter change or a social security discount: either re-costs the solution
    return combineLatest([
      this.pendingTask(() => this.ports.solutions.parametersStatus(id)),
      this.pendingTask(() => this.ports.solutions.socialSecurityStatus(id)),
    ]).pipe(
      map(([parameters, socialSecurity]) => parameters || socialSecurity),
      distinctUntilChanged(),
    );
  }

  /** true while that change is PENDING (followed once a second), then false; just false when none is. */
  private pendingTask(status: () => Promise<TaskStatus>): Observable<boolean> {
    const follow = pollTask(status, this.services.scheduler).pipe(
      ignoreElements(),
      catchError((err) => {
        if (err instanceof TaskError) this.services.notifier.error(err.message);
        else this.services.errors.handle(err);
        return EMPTY;
      }),
    );
    return defer(() => from(status())).pipe(
      catchError(() => of(null)),
      switchMap((s) => (s?.status === 'PENDING' ? concat(of(true), follow, of(false)) : of(false))),
    );
  }

  /** The signed link to Formulario_{name}.xlsx ('Descargar formulario (Excel)'): the inputs as a workbook. */
  formularioLink(id: string): Observable<DownloadUrl> {
    return watchedCall(this.services.errors, () => this.ports.runs.formularioUrl(id));
  }

  /** The signed link to Solucion_{name}.xlsx ('Descargar solución'), asked for on the click: the workbook is built then. */
  solutionLink(id: string): Observable<DownloadUrl> {
    return watchedCall(this.services.errors, () => this.ports.runs.solutionUrl(id));
  }

  /** The signed link to Justificacion_{name}.pdf ('Descargar justificación'). */
  justificationLink(id: string): Observable<DownloadUrl> {
    return watchedCall(this.services.errors, () => this.ports.runs.justificationUrl(id));
  }

  /** The grounds of the justification written on the simulation (empty ones left out of the PDF). */
  grounds(id: string): Observable<JustificationGrounds> {
    return watchedCall(this.services.errors, () => this.ports.runs.justification(id));
  }

  /** Saves the grounds of the justification; the next PDF prints them. */
  saveGrounds(id: string, grounds: JustificationGrounds): Observable<JustificationGrounds> {
    return this.services.errors.watched(
      defer(() => from(this.ports.runs.saveJustification(id, grounds))).pipe(
        tap(() => this.services.notifier.show(RUN_MESSAGES.groundsSaved)),
      ),
    );
  }

  /** Stops a running calculation (the simulation goes back to Stopped). */
  cancel(id: string): Observable<SimulationState> {
    return this.services.errors.watched(
      defer(() => from(this.ports.runs.cancel(id))).pipe(tap(() => this.services.notifier.show(RUN_MESSAGES.cancelled))),
    );
  }
}

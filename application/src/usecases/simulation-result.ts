/**
 * SimulationResult: the simulation page (spec 01 §2, §4, §9). `page` emits the tender and the simulation, then the
 * simulation again every 2 s while it is Running; it completes once the run has ended (and stops when unsubscribed).
 * Also the ticking clock (1 s), the workers of the solution, the solution link and 'Cancelar' of a running run.
 */
import { inject, injectable } from 'inversify';
import { Observable, EMPTY, catchError, combineLatest, concatMap, defer, expand, from, map, tap, throwError, timer, type SchedulerLike } from 'rxjs';
import {
  CLOCK_TICK_MS,
  isRunning,
  parseResults,
  RUN_MESSAGES,
  SIMULATION_REFRESH_MS,
  type DownloadUrl,
  type ParsedResults,
  type Project,
  type SimulationRun,
  type SimulationState,
  type SolutionEmployee,
} from '@licita/domain';
import { TOKENS } from '../tokens';
import type { TenderGateway } from '../ports';
import type { SimulationRunGateway, SolutionGateway } from '../run-ports';
import type { ErrorHandler } from '../services/error-handler';
import type { Notifier } from '../services/notifier';

export interface SimulationPage {
  project: Project;
  simulation: SimulationRun;
  results: ParsedResults;
}

@injectable()
export class SimulationResult {
  constructor(
    @inject(TOKENS.TenderGateway) private readonly tenders: TenderGateway,
    @inject(TOKENS.SimulationRunGateway) private readonly runs: SimulationRunGateway,
    @inject(TOKENS.SolutionGateway) private readonly solutions: SolutionGateway,
    @inject(TOKENS.ErrorHandler) private readonly errors: ErrorHandler,
    @inject(TOKENS.Notifier) private readonly notifier: Notifier,
    @inject(TOKENS.Scheduler) private readonly scheduler: SchedulerLike,
  ) {}

  private handled<T>(o: Observable<T>): Observable<T> {
    return o.pipe(
      catchError((err) => {
        this.errors.handle(err);
        return throwError(() => err);
      }),
    );
  }

  /** The simulation now, then every 2 s while it is Running; completes after the first answer that is not Running. */
  watch(id: string): Observable<SimulationRun> {
    const get = () => defer(() => from(this.runs.get(id)));
    return this.handled(get().pipe(expand((s) => (isRunning(s.status) ? timer(SIMULATION_REFRESH_MS, this.scheduler).pipe(concatMap(get)) : EMPTY))));
  }

  /** The tender (for the breadcrumb) and the simulation with its parsed results, refreshed as `watch` does. */
  page(projectId: string, id: string): Observable<SimulationPage> {
    const project$ = this.handled(defer(() => from(this.tenders.get(projectId))));
    return combineLatest([project$, this.watch(id)]).pipe(map(([project, simulation]) => ({ project, simulation, results: parseResults(simulation.results) })));
  }

  /** The scheduler's time now and every second after (the 'Tiempo transcurrido' clock). */
  clock(): Observable<number> {
    return timer(0, CLOCK_TICK_MS, this.scheduler).pipe(map(() => this.scheduler.now()));
  }

  /** Every worker of the solution (surrogates first), for the Plantilla card. */
  employees(id: string): Observable<SolutionEmployee[]> {
    return this.handled(defer(() => from(this.solutions.employees(id))));
  }

  /** The signed link to Solucion_{name}.xlsx. */
  solutionLink(id: string): Observable<DownloadUrl> {
    return this.handled(defer(() => from(this.runs.solutionUrl(id))));
  }

  /** Stops a running calculation (the simulation goes back to Stopped). */
  cancel(id: string): Observable<SimulationState> {
    return this.handled(defer(() => from(this.runs.cancel(id))).pipe(tap(() => this.notifier.show(RUN_MESSAGES.cancelled))));
  }
}

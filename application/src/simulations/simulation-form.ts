/**
 * Use cases of the simulation form `/simulation/{projectId}/{simulationId}/form`:
 * loading it, Datos Básicos (basic data + centers saved together on Guardar), localities, category-positions,
 * fixed shifts, hourly tasks, surrogates and other costs. Each is an observable; a broken form rule rejects with
 * InputFormError (every failing field with the domain's Spanish message), server failures go through the error
 * policy (its message in the snackbar).
 */
import { injectFromBase } from 'inversify';
import { Observable, catchError, concatMap, defer, forkJoin, from, map, of, switchMap, tap, throwError } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import {
  COMMON_MESSAGES,
  DEFAULT_BID_INPUTS,
  checkBasicData,
  checkBidInputs,
  checkCenters,
  checkFixedShift,
  checkHourlyTask,
  checkMaterialCost,
  checkSurrogate,
  mergeLocalitiesByName,
  normalizeRegion,
  validateCategoryPositions,
  validateLocality,
  type AgreementListItem,
  type BasicDataForm,
  type BidInputsForm,
  type CategoryPositionsForm,
  type CategoryPositionsRead,
  type CenterForm,
  type CenterRead,
  type ContractTypeRead,
  type FixedShiftForm,
  type FixedShiftRead,
  type HourlyTaskForm,
  type HourlyTaskRead,
  type LocalityForm,
  type LocalityRead,
  type MaterialCostForm,
  type PositionRead,
  type Project,
  type ServicePeriod,
  type SimulationMaterialCostRead,
  type SurrogateForm,
  type SurrogateRead,
  type WorkspaceMaterialCost,
} from '@licita/domain';
import type { SimulationBasic, SimulationInputsGateway } from './ports';
import { call, checked, handled, handledCall, InputFormError, workspaceId } from '../core/form-calls';
import { token, type Token } from '../token';
import { AGREEMENT_PORTS } from '../agreements/ports';
import { CORE_PORTS } from '../core/ports';
import { SIMULATION_PORTS } from './ports';
import { useCaseOver, useCaseOverPorts } from '../core/use-case';
import { PagedRows, savedCheckedRow, serverPagedRows, type PagedListUseCase } from '../core/paged-list';

/** A surrogate's share of the list's 'Total de horas semanales'. */
export const surrogateHours = (s: SurrogateRead): number => s.working_day_fixed ?? 0;

/** The token of the save of the centers, injected by the imports (declared here, before the class its decorators name). */
export const SAVE_CENTERS = token<SaveCenters>('SaveCenters');

export { InputFormError };

export interface SimulationFormContext {
  project: Project;
  simulation: SimulationBasic;
  centers: CenterRead[];
  localities: LocalityRead[];
  agreements: AgreementListItem[];
}

/** Everything the form needs to open: the tender (breadcrumbs), the simulation, its centers, localities and agreements. */
@injectFromBase()
export class SimulationFormData extends useCaseOverPorts({
  tenders: CORE_PORTS.TenderGateway,
  simulations: SIMULATION_PORTS.SimulationGateway,
  inputs: SIMULATION_PORTS.SimulationInputsGateway,
  agreements: AGREEMENT_PORTS.AgreementGateway,
}) {
  load(projectId: string, simulationId: string): Observable<SimulationFormContext> {
    return workspaceId(this.services.session).pipe(
      switchMap((ws) =>
        forkJoin({
          project: from(this.ports.tenders.get(projectId)),
          simulation: from(this.ports.simulations.get(simulationId)),
          centers: from(this.ports.inputs.centers(simulationId)),
          localities: from(this.ports.inputs.localities(ws)).pipe(map((l) => mergeLocalitiesByName(l))),
          agreements: from(this.ports.agreements.list(ws)),
        }),
      ),
      catchError(handled(this.services.errors)),
    );
  }

  /** The simulation again (after a save). */
  simulation(simulationId: string): Observable<SimulationBasic> {
    return handledCall(this.services.errors, () => this.ports.simulations.get(simulationId));
  }

  centers(simulationId: string): Observable<CenterRead[]> {
    return handledCall(this.services.errors, () => this.ports.inputs.centers(simulationId));
  }
}

/** Guardar of centers alone: the whole new set (a removed center with shifts or tasks is refused with the server's message). */
@injectFromBase()
export class SaveCenters extends useCaseOver(SIMULATION_PORTS.SimulationInputsGateway) {
  execute(simulationId: string, rows: readonly CenterForm[]): Observable<CenterRead[]> {
    return checked(checkCenters(rows)).pipe(
      concatMap((centers) => call(() => this.gateway.saveCenters(simulationId, centers))),
      catchError(handled(this.services.errors)),
    );
  }
}

export interface SavedBasicData {
  simulation: SimulationBasic;
  centers: CenterRead[];
}

/** Guardar of Datos Básicos: the basic data, then the centers held locally until now. */
@injectFromBase()
export class SaveBasicData extends useCaseOverPorts({
  simulations: SIMULATION_PORTS.SimulationGateway,
  saveCenters: SAVE_CENTERS,
}) {
  /** `bid`: the bid inputs known before launching (tender budget, offer, other offers, overheads, VAT), saved with the basic data. */
  execute(
    simulation: { id: string; name: string },
    form: BasicDataForm,
    centers: readonly CenterForm[],
    bid?: BidInputsForm,
  ): Observable<SavedBasicData> {
    const b = checkBasicData(form);
    const c = checkCenters(centers);
    const o = bid ? checkBidInputs(bid) : E.right(undefined);
    if (E.isLeft(b) || E.isLeft(c) || E.isLeft(o))
      return throwError(
        () =>
          new InputFormError([...(E.isLeft(b) ? b.left : []), ...(E.isLeft(c) ? c.left : []), ...(E.isLeft(o) ? o.left : [])]),
      );
    const data = { ...b.right, ...(o.right ? { bid: o.right } : {}) };
    return call(() => this.ports.simulations.update(simulation.id, { name: simulation.name, ...data })).pipe(
      catchError(handled(this.services.errors)),
      concatMap((saved) =>
        this.ports.saveCenters.execute(simulation.id, centers).pipe(map((list) => ({ simulation: saved, centers: list }))),
      ),
      tap(() => this.services.notifier.show(COMMON_MESSAGES.saved)),
    );
  }
}

/**
 * 'Usar solo este criterio' for a simulation not computed yet: its bid inputs as they are with the price criterion's
 * points set (the formula kept, the import's proportional when it has none), saved with PUT /simulation/{id} as its
 * form saves them; the next launch prices with them.
 */
@injectFromBase()
export class SavePricePoints extends useCaseOver(SIMULATION_PORTS.SimulationGateway) {
  execute(simulationId: string, points: number): Observable<SimulationBasic> {
    return call(async () => {
      const s = await this.gateway.get(simulationId);
      const bid = s.bid ?? DEFAULT_BID_INPUTS;
      const price_score = { ...(bid.price_score ?? { formula: 'proportional' as const }), max_points: points };
      return this.gateway.update(simulationId, { name: s.name, bid: { ...bid, price_score } });
    }).pipe(catchError(handled(this.services.errors)));
  }
}

/** Localities of the workspace (merged by name): add one, or set its autonomous community and local holidays. */
@injectFromBase()
export class Localities extends useCaseOver(SIMULATION_PORTS.SimulationInputsGateway) {
  list(): Observable<LocalityRead[]> {
    return workspaceId(this.services.session).pipe(
      switchMap((ws) => this.gateway.localities(ws)),
      map((l) => mergeLocalitiesByName(l)),
      catchError(handled(this.services.errors)),
    );
  }

  /** Creates (merged by name) or updates a locality; emits its id. */
  save(id: string | null, form: LocalityForm): Observable<string> {
    const problems = validateLocality(form);
    if (problems.length) return throwError(() => new InputFormError(problems));
    const body = {
      name: String(form.name).trim(),
      region: normalizeRegion(form.region),
      local_holidays: [...(form.local_holidays ?? [])],
      // the province (NUTS 3) only when the form has the field: an older caller's save keeps the stored one
      ...(form.nuts_code !== undefined ? { nuts_code: form.nuts_code || null } : {}),
    };
    const go = id
      ? call(() => this.gateway.updateLocality(id, body)).pipe(map((l) => l.id))
      : workspaceId(this.services.session).pipe(
          switchMap((ws) => this.gateway.createLocality(ws, body)),
          map((r) => r.id),
        );
    return go.pipe(catchError(handled(this.services.errors)));
  }
}

export interface CategoryPositionsData {
  assignment: CategoryPositionsRead;
  positions: PositionRead[];
}

/** Categorías-Puestos: read, create a position by typing its name, save ('Guardado con éxito'). */
@injectFromBase()
export class CategoryPositions extends useCaseOver(SIMULATION_PORTS.SimulationInputsGateway) {
  load(simulationId: string): Observable<CategoryPositionsData> {
    return defer(() =>
      forkJoin({
        assignment: from(this.gateway.categoryPositions(simulationId)),
        positions: from(this.gateway.positions(simulationId)),
      }),
    ).pipe(catchError(handled(this.services.errors)));
  }

  positions(simulationId: string, centerId?: string): Observable<PositionRead[]> {
    return handledCall(this.services.errors, () => this.gateway.positions(simulationId, centerId));
  }

  createPosition(simulationId: string, name: string): Observable<PositionRead> {
    const n = name.trim();
    return call(() => this.gateway.createPosition(simulationId, n)).pipe(
      map((r) => ({ id: r.id, name: n })),
      catchError(handled(this.services.errors)),
    );
  }

  save(simulationId: string, form: CategoryPositionsForm): Observable<CategoryPositionsRead> {
    const problems = validateCategoryPositions(form);
    if (problems.length) return throwError(() => new InputFormError(problems));
    const body = {
      disabled: form.disabled,
      categories: form.categories.map((c) => ({ id: c.id, positions: c.positions.map((p) => ({ id: p.id })) })),
    };
    return call(() => this.gateway.saveCategoryPositions(simulationId, body)).pipe(
      tap(() => this.services.notifier.show(COMMON_MESSAGES.saved)),
      catchError((err) => {
        const status = (err as { status?: number }).status;
        if (status === 401) this.services.errors.handle(err);
        else
          this.services.notifier.error(
            typeof status === 'number' && status > 0 ? 'Error al guardar los datos' : 'Error en el servidor',
          );
        return throwError(() => err);
      }),
    );
  }
}

/** Turnos fijos: the list a page at a time, create or edit ('Crear turno'), delete. */
@injectFromBase()
export class FixedShifts extends useCaseOver(SIMULATION_PORTS.SimulationInputsGateway) {
  rows(simulationId: string): PagedRows<FixedShiftRead> {
    return serverPagedRows(this.services.errors, (query) => this.gateway.shifts(simulationId, query));
  }
  /** A change puts the row the server answers in its place in `rows`; a new shift reads the page again. */
  save(
    simulationId: string,
    id: string | null,
    form: FixedShiftForm,
    period: ServicePeriod | null = null,
    rows?: PagedRows<FixedShiftRead>,
  ): Observable<string> {
    return savedCheckedRow(
      this.services.errors,
      checkFixedShift(form, period),
      id,
      (rowId, value) => this.gateway.updateShift(simulationId, rowId, value),
      (value) => this.gateway.createShift(simulationId, value),
      rows,
    );
  }
  remove(simulationId: string, id: string): Observable<void> {
    return handledCall(this.services.errors, () => this.gateway.removeShift(simulationId, id));
  }
}

/** Tareas por horas: the list a page at a time, create or edit ('Añadir tarea'), delete. */
@injectFromBase()
export class HourlyTasks extends useCaseOver(SIMULATION_PORTS.SimulationInputsGateway) {
  rows(simulationId: string): PagedRows<HourlyTaskRead> {
    return serverPagedRows(this.services.errors, (query) => this.gateway.tasks(simulationId, query));
  }
  /** A change puts the row the server answers in its place in `rows`; a new task reads the page again. */
  save(
    simulationId: string,
    id: string | null,
    form: HourlyTaskForm,
    period: ServicePeriod | null = null,
    rows?: PagedRows<HourlyTaskRead>,
  ): Observable<string> {
    return savedCheckedRow(
      this.services.errors,
      checkHourlyTask(form, period),
      id,
      (rowId, value) => this.gateway.updateTask(simulationId, rowId, value),
      (value) => this.gateway.createTask(simulationId, value),
      rows,
      // the modal closes on save: say that it was saved
    ).pipe(tap(() => this.services.notifier.show(id ? 'Tarea guardada con éxito' : 'Tarea añadida con éxito')));
  }
  remove(simulationId: string, id: string): Observable<void> {
    return handledCall(this.services.errors, () => this.gateway.removeTask(simulationId, id));
  }
}

/**
 * What the Subrogados step needs, for a simulation or a previous study (`ownerId` is either's id): the list a page at
 * a time (`rows`), and a save that puts the saved row in its place in those rows instead of reading the list again.
 */
export interface SurrogatesUseCase extends PagedListUseCase<SurrogateRead, SurrogateForm> {
  contractTypes(): Observable<ContractTypeRead[]>;
  categories(agreementId: string): Observable<{ id: string; name: string }[]>;
}

/** What the Otros Costes step needs, for a simulation or a previous study: the list a page at a time, the catalogue. */
export interface OtherCostsUseCase extends PagedListUseCase<SimulationMaterialCostRead, MaterialCostForm> {
  catalogue(): Observable<WorkspaceMaterialCost[]>;
}

/** The surrogate calls of an owner (a simulation's inputs, a previous study): what Subrogados saves and removes through. */
type SurrogateWrites = Pick<SimulationInputsGateway, 'createSurrogate' | 'updateSurrogate' | 'removeSurrogate'>;

/**
 * Subrogados over an owner's port (`owner`): contract types and the categories of an agreement for the dialog, save
 * and delete; each owner reads its rows (`rows`) and checks the form (`check`) its own way.
 */
export function surrogatesOver<O extends SurrogateWrites>(owner: Token<O>) {
  @injectFromBase()
  abstract class Surrogates
    extends useCaseOverPorts({
      owner,
      inputs: SIMULATION_PORTS.SimulationInputsGateway,
      agreements: AGREEMENT_PORTS.AgreementGateway,
    })
    implements SurrogatesUseCase
  {
    abstract rows(ownerId: string): PagedRows<SurrogateRead>;
    protected abstract check(form: SurrogateForm): ReturnType<typeof checkSurrogate>;
    contractTypes(): Observable<ContractTypeRead[]> {
      return handledCall(this.services.errors, () => this.ports.inputs.contractTypes());
    }
    categories(agreementId: string): Observable<{ id: string; name: string }[]> {
      return handledCall(this.services.errors, () => this.ports.agreements.categories(agreementId));
    }
    save(ownerId: string, id: string | null, form: SurrogateForm, rows?: PagedRows<SurrogateRead>): Observable<string> {
      return savedCheckedRow(
        this.services.errors,
        this.check(form),
        id,
        (rowId, value) => this.ports.owner.updateSurrogate(ownerId, rowId, value),
        (value) => this.ports.owner.createSurrogate(ownerId, value),
        rows,
      );
    }
    remove(ownerId: string, id: string): Observable<void> {
      return handledCall(this.services.errors, () => this.ports.owner.removeSurrogate(ownerId, id));
    }
  }
  return Surrogates;
}

/** Subrogados of a simulation: its rows a page at a time from the server. */
@injectFromBase()
export class SimulationSurrogates extends surrogatesOver(SIMULATION_PORTS.SimulationInputsGateway) {
  rows(simulationId: string): PagedRows<SurrogateRead> {
    return serverPagedRows(this.services.errors, (query) => this.ports.owner.surrogates(simulationId, query), surrogateHours);
  }
  protected check(form: SurrogateForm) {
    return checkSurrogate(form);
  }
}

/** The other-cost calls of an owner (a simulation's inputs, a previous study). */
type OtherCostWrites = Pick<SimulationInputsGateway, 'createOtherCost' | 'updateOtherCost' | 'removeOtherCost'>;

/**
 * Otros Costes over an owner's port (`owner`): the workspace catalogue for the prefill, create or edit ('Añadir otros
 * costes'), delete; a cost names its center when `requireCenter` (a simulation's), else none (a study's).
 */
export function otherCostsOver<O extends OtherCostWrites>(owner: Token<O>, requireCenter: boolean) {
  @injectFromBase()
  abstract class OtherCosts
    extends useCaseOverPorts({ owner, catalogueGateway: AGREEMENT_PORTS.MaterialCostGateway })
    implements OtherCostsUseCase
  {
    abstract rows(ownerId: string): PagedRows<SimulationMaterialCostRead>;
    catalogue(): Observable<WorkspaceMaterialCost[]> {
      return workspaceId(this.services.session).pipe(
        switchMap((ws) => this.ports.catalogueGateway.list(ws)),
        catchError(() => of([] as WorkspaceMaterialCost[])),
      );
    }
    save(
      ownerId: string,
      id: string | null,
      form: MaterialCostForm,
      rows?: PagedRows<SimulationMaterialCostRead>,
    ): Observable<string> {
      return savedCheckedRow(
        this.services.errors,
        checkMaterialCost(requireCenter ? form : { ...form, center_id: null }, { requireCenter }),
        id,
        (rowId, value) => this.ports.owner.updateOtherCost(ownerId, rowId, value),
        (value) => this.ports.owner.createOtherCost(ownerId, value),
        rows,
      );
    }
    remove(ownerId: string, id: string): Observable<void> {
      return handledCall(this.services.errors, () => this.ports.owner.removeOtherCost(ownerId, id));
    }
  }
  return OtherCosts;
}

/** Otros Costes of a simulation: each cost for a center or all of them. */
@injectFromBase()
export class SimulationOtherCosts extends otherCostsOver(SIMULATION_PORTS.SimulationInputsGateway, true) {
  rows(simulationId: string): PagedRows<SimulationMaterialCostRead> {
    // no answer at all reads 'Error de red' here, the step kept on screen (elsewhere a lost connection leaves the page)
    return new PagedRows((query) =>
      call(() => this.ports.owner.otherCosts(simulationId, query)).pipe(
        catchError((err) => {
          if ((err as { status?: number }).status !== 0) return handled(this.services.errors)(err);
          this.services.notifier.error('Error de red');
          return throwError(() => err);
        }),
      ),
    );
  }
}

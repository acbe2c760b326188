/**
 * In-memory simulations and simulation-form inputs behind the ports of the simulation slice, one per
 * InMemoryBackend (whose latency and simulation cards it shares). Get it with `simulationFakes(backend)` to change
 * the data of a test or story.
 */
import {
  blankSurrogate,
  DEFAULT_BID_INPUTS,
  INPUT_MESSAGES,
  type ImportStatusRead,
  possibleRetirement,
  surrogateWeekProblem,
  UNKNOWN_AGREEMENT_WEEK_HOURS,
  workingDayFixed,
  type CategoryPositionsRead,
  type CenterRead,
  type ContractTypeRead,
  type FixedShiftRead,
  type HourlyTaskRead,
  type LocalityRead,
  type PositionRead,
  type SimulationMaterialCostRead,
  type SurrogateRead,
} from '@licita/domain';
import { ApiError } from '../errors';
import type { SimulationBasic, SimulationGateway, SimulationInputsGateway, SpreadsheetImportPort } from './ports';
import { areaOf, found, InMemoryArea, keptIn, stoppedCard, type InMemoryBackend } from '../core/memory';
import { agreementFakes } from '../agreements/memory';
import type { Container } from 'inversify';
import { SIMULATION_TOKENS } from './tokens';
import { FAKE_CONTRACT_TYPES, FAKE_LOCALITIES } from './sample-catalogues';

export { FAKE_CONTRACT_TYPES, FAKE_LOCALITIES };

export interface SimulationInputsData {
  centers: CenterRead[];
  positions: PositionRead[];
  categoryPositions: { disabled: boolean; byCategory: Record<string, string[]> };
  shifts: FixedShiftRead[];
  tasks: HourlyTaskRead[];
  surrogates: SurrogateRead[];
  otherCosts: SimulationMaterialCostRead[];
}

const emptyInputs = (): SimulationInputsData => ({
  centers: [],
  positions: [],
  categoryPositions: { disabled: false, byCategory: {} },
  shifts: [],
  tasks: [],
  surrogates: [],
  otherCosts: [],
});

type ImportKind = 'centers' | 'surrogates' | 'formulario';
type ShiftInput = Parameters<SimulationInputsGateway['createShift']>[1];
type TaskInput = Parameters<SimulationInputsGateway['createTask']>[1];
type SurrogateInput = Parameters<SimulationInputsGateway['createSurrogate']>[1];
type OtherCostInput = Parameters<SimulationInputsGateway['createOtherCost']>[1];
const names = (row: string) => [`create${row}`, `update${row}`, `remove${row}`] as const;
type Basic = Pick<SimulationBasic, 'service_date_init' | 'service_duration' | 'social_security' | 'absenteeism_rate' | 'bid'>;

/** An area fake with spreadsheet imports (the simulation's and a previous study's): their status answers follow a script. */
export abstract class InMemoryImportingArea extends InMemoryArea {
  /** What successive import status calls answer (the last one repeats); default: done at once. */
  importScript: ImportStatusRead[] = [{ status: 'FINISHED', info_message: null }];
  private importCursor = 0;

  /**
   * One import's port: `name` prefixes its calls, `folder` names its addresses; `check` runs before an upload address
   * is given, `apply` adds what the import brings once the script reaches its FINISHED.
   */
  protected scriptedImport(
    name: string,
    folder: string,
    check: (id: string) => void,
    apply: (id: string) => void,
  ): SpreadsheetImportPort {
    return {
      uploadUrl: (id, filename) =>
        this.answer(`${name}UploadUrl`, () => {
          check(id);
          this.importCursor = 0;
          return { upload_url: `https://files.example/upload/${folder}/${id}?name=${encodeURIComponent(filename)}` };
        }),
      status: (id) =>
        this.answer(`${name}ImportStatus`, () => {
          const s = this.importScript[Math.min(this.importCursor++, this.importScript.length - 1)]!;
          if (s.status === 'FINISHED' && this.importCursor <= this.importScript.length) apply(id);
          return s;
        }),
      templateUrl: (id) =>
        this.answer(`${name}Template`, () => ({ download_url: `https://files.example/templates/${folder}-${id}.xlsx` })),
    };
  }
}

export class InMemorySimulationBackend extends InMemoryImportingArea {
  basic = new Map<string, Basic>();
  inputs = new Map<string, SimulationInputsData>();
  localities: LocalityRead[] = structuredClone(FAKE_LOCALITIES);
  contractTypes: ContractTypeRead[] = FAKE_CONTRACT_TYPES;

  private card(id: string) {
    return found(this.backend.simulations, (x) => x.uid === id || x.id === id, `/api/simulation/${id}`);
  }

  /** A simulation of the tender already has the name (not counting `uid`): the server's 409. */
  private refuseTakenName(projectId: string, name: string, uid?: string) {
    const same = (s: { name: string }) => s.name.trim().toLowerCase() === name.trim().toLowerCase();
    if (this.backend.simulations.some((s) => s.uid !== uid && s.project_id === projectId && same(s)))
      throw new ApiError(409, INPUT_MESSAGES.nameTaken, '/api/simulation');
  }

  /** The inputs of a simulation (created empty on first use). */
  data(simulationId: string): SimulationInputsData {
    return keptIn(this.inputs, simulationId, emptyInputs);
  }

  private basicOf(id: string): Basic {
    return (
      this.basic.get(id) ?? {
        service_date_init: null,
        service_duration: null,
        social_security: 34,
        absenteeism_rate: 0,
        bid: DEFAULT_BID_INPUTS,
      }
    );
  }

  private simulation(id: string): SimulationBasic {
    const c = this.card(id);
    return { id: c.uid, name: c.name, project_id: c.project_id, status: c.status, ...this.basicOf(c.uid) };
  }

  private agreements() {
    return agreementFakes(this.backend).agreements;
  }

  private centerName(simulationId: string, centerId: string | null) {
    return this.data(simulationId).centers.find((c) => c.id === centerId)?.name ?? '';
  }
  private positionName(simulationId: string, positionId: string) {
    return this.data(simulationId).positions.find((p) => p.id === positionId)?.name ?? '';
  }

  private categoryRef(categoryId: string) {
    for (const a of this.agreements()) {
      const c = a.categories.find((x) => x.id === categoryId);
      if (c)
        return {
          category: { id: categoryId, name: c.professional_category },
          agreement: { id: a.id, name: a.name },
          week: a.max_hours_per_week,
        };
    }
    return { category: { id: categoryId, name: '' }, agreement: { id: '', name: '' }, week: UNKNOWN_AGREEMENT_WEEK_HOURS };
  }

  readonly simulations: SimulationGateway = {
    create: (name, projectId) =>
      this.answer('createSimulation', () => {
        this.refuseTakenName(projectId, name);
        const id = this.id('sim-new');
        this.backend.simulations = [...this.backend.simulations, stoppedCard(id, name, projectId)];
        return { id };
      }),
    get: (id) => this.answer('getSimulation', () => this.simulation(id)),
    update: (id, body) =>
      this.answer('updateSimulation', () => {
        const c = this.card(id);
        this.refuseTakenName(c.project_id, body.name, c.uid);
        // replaced, not changed in place: the cards may be shared with other backends (story and test data)
        this.backend.simulations = this.backend.simulations.map((x) =>
          x === c ? { ...c, name: body.name, updatedAt: new Date().toISOString() } : x,
        );
        const { name: _n, ...rest } = body;
        const old = this.basicOf(c.uid);
        this.basic.set(c.uid, {
          ...old,
          ...rest,
          ...(rest.bid ? { bid: { ...(old.bid ?? DEFAULT_BID_INPUTS), ...rest.bid } } : {}),
        });
        return this.simulation(id);
      }),
    remove: (id) =>
      this.answer('deleteSimulation', () => {
        this.card(id);
        this.backend.simulations = this.backend.simulations.filter((s) => s.uid !== id);
        this.inputs.delete(id);
      }),
    duplicate: (originId, newId) =>
      this.answer('duplicateSimulation', () => {
        const o = this.card(originId);
        let name = `${o.name} (copia)`;
        for (let k = 2; this.backend.simulations.some((s) => s.project_id === o.project_id && s.name === name); k++)
          name = `${o.name} (copia ${k})`;
        this.backend.simulations = [...this.backend.simulations, { ...o, ...stoppedCard(newId, name, o.project_id) }];
        this.basic.set(newId, { ...this.basicOf(o.uid) });
        this.inputs.set(newId, structuredClone(this.data(o.uid)));
        return { id: newId };
      }),
    formularioImport: () => this.importPort('formulario'),
  };

  private importPort(kind: ImportKind): SpreadsheetImportPort {
    return this.scriptedImport(kind, kind, this.card.bind(this), (id) => this.applyImport(kind, id));
  }

  /** What a successful fake import adds: one center (also a Formulario's), or one surrogate of the first center's agreement. */
  private applyImport(kind: ImportKind, simulationId: string) {
    const d = this.data(simulationId);
    if (kind !== 'surrogates') {
      const a = this.agreements()[0]!;
      d.centers.push({
        id: this.id('center'),
        name: `Centro importado ${d.centers.length + 1}`,
        municipality_id: this.localities[0]!.id,
        municipality_name: this.localities[0]!.name,
        agreement_id: a.id,
        agreement_name: a.name,
        center_group: null,
        vacation_coverage: 100,
      });
    } else {
      const agreementId = d.centers[0]?.agreement_id ?? this.agreements()[0]!.id;
      const cat = this.agreements().find((a) => a.id === agreementId)!.categories[0]!;
      d.surrogates.push(
        this.surrogateRead(
          simulationId,
          this.id('sub'),
          blankSurrogate({ category_id: cat.id!, working_day: 20 }, { name: 'Importado' }),
        ),
      );
    }
  }

  private readonly shiftRows = this.rowCalls(
    names('Shift'),
    'shift',
    (s) => this.data(s).shifts,
    (s, id, v: ShiftInput) => this.shiftRead(s, id, v),
  );
  private readonly taskRows = this.rowCalls(
    names('Task'),
    'task',
    (s) => this.data(s).tasks,
    (s, id, v: TaskInput) => this.taskRead(s, id, v),
  );
  private readonly surrogateRows = this.rowCalls(
    names('Surrogate'),
    'sub',
    (s) => this.data(s).surrogates,
    (s, id, v: SurrogateInput) => this.surrogateRead(s, id, v),
  );
  private readonly costRows = this.rowCalls(
    names('OtherCost'),
    'cost',
    (s) => this.data(s).otherCosts,
    (s, id, v: OtherCostInput) => ({
      id,
      ...v,
      center_name: v.center_id ? this.centerName(s, v.center_id) : null,
    }),
  );

  readonly inputsGateway: SimulationInputsGateway = {
    centers: (id) => this.answer('centers', () => (this.card(id), this.data(id).centers)),
    saveCenters: (id, rows) =>
      this.answer('saveCenters', () => {
        const d = this.data(id);
        const keep = new Set(rows.map((r) => r.center_id).filter(Boolean));
        const removed = d.centers.filter((c) => !keep.has(c.id));
        if (removed.some((c) => d.shifts.some((s) => s.center_id === c.id) || d.tasks.some((t) => t.center_id === c.id)))
          throw new ApiError(409, INPUT_MESSAGES.centerInUse, `/api/simulation/${id}/center`);
        d.centers = rows.map((r) => ({
          id: r.center_id ?? this.id('center'),
          name: r.name,
          municipality_id: r.municipality_id,
          municipality_name: this.localities.find((l) => l.id === r.municipality_id)?.name ?? '',
          agreement_id: r.agreement_id,
          agreement_name: this.agreements().find((a) => a.id === r.agreement_id)?.name ?? '',
          center_group: r.center_group,
          vacation_coverage: r.vacation_coverage,
        }));
        return d.centers;
      }),
    localities: (ws) => this.answer('localities', () => (ws ? this.localities : [])),
    createLocality: (_ws, body) =>
      this.answer('createLocality', () => {
        const same = this.localities.find((l) => l.name.toLowerCase() === body.name.toLowerCase());
        if (same) return { id: same.id };
        const id = this.id('loc');
        this.localities.push({
          id,
          name: body.name,
          region: body.region ?? null,
          local_holidays: body.local_holidays ?? [],
          nuts_code: body.nuts_code ?? null,
        });
        return { id };
      }),
    updateLocality: (id, body) =>
      this.answer('updateLocality', () =>
        Object.assign(
          found(this.localities, (x) => x.id === id, ''),
          body,
        ),
      ),
    contractTypes: () => this.answer('contractTypes', () => this.contractTypes),
    positions: (id) => this.answer('positions', () => this.data(id).positions),
    createPosition: (id, name) =>
      this.answer('createPosition', () => {
        const d = this.data(id);
        const same = d.positions.find((p) => p.name.toLowerCase() === name.toLowerCase());
        if (same) return { id: same.id };
        const pid = this.id('pos');
        d.positions.push({ id: pid, name });
        return { id: pid };
      }),
    categoryPositions: (id) => this.answer('categoryPositions', () => this.assignment(id)),
    saveCategoryPositions: (id, body) =>
      this.answer('saveCategoryPositions', () => {
        const d = this.data(id);
        d.categoryPositions = {
          disabled: body.disabled,
          byCategory: Object.fromEntries(body.categories.map((c) => [c.id, c.positions.map((p) => p.id)])),
        };
        return this.assignment(id);
      }),
    shifts: (id) => this.answer('shifts', () => this.data(id).shifts),
    createShift: this.shiftRows.create,
    updateShift: this.shiftRows.update,
    removeShift: this.shiftRows.remove,
    tasks: (id) => this.answer('tasks', () => this.data(id).tasks),
    createTask: this.taskRows.create,
    updateTask: this.taskRows.update,
    removeTask: this.taskRows.remove,
    surrogates: (id) => this.answer('surrogates', () => this.data(id).surrogates),
    createSurrogate: this.surrogateRows.create,
    updateSurrogate: this.surrogateRows.update,
    removeSurrogate: this.surrogateRows.remove,
    otherCosts: (id) => this.answer('otherCosts', () => this.data(id).otherCosts),
    createOtherCost: this.costRows.create,
    updateOtherCost: this.costRows.update,
    removeOtherCost: this.costRows.remove,
    centersImport: this.importPort('centers'),
    surrogatesImport: this.importPort('surrogates'),
  };

  private assignment(id: string): CategoryPositionsRead {
    const d = this.data(id);
    const agreementIds = [...new Set(d.centers.map((c) => c.agreement_id))];
    const categories = this.agreements()
      .filter((a) => agreementIds.includes(a.id))
      .flatMap((a) => a.categories)
      .map((c) => ({
        id: c.id!,
        name: c.professional_category,
        positions: (d.categoryPositions.byCategory[c.id!] ?? []).map((pid) => ({ id: pid, name: this.positionName(id, pid) })),
      }));
    return { disabled: d.categoryPositions.disabled, categories };
  }

  private shiftRead(simId: string, id: string, v: ShiftInput): FixedShiftRead {
    return {
      id,
      ...v,
      shift_times: v.shift_times.map((t, i) => ({ id: `${id}-t${i}`, ...t })),
      periods_without_work: v.periods_without_work.map((p, i) => ({ id: `${id}-p${i}`, ...p })),
      center: { id: v.center_id, name: this.centerName(simId, v.center_id) },
      position: { id: v.position_id, name: this.positionName(simId, v.position_id) },
    };
  }

  private taskRead(simId: string, id: string, v: TaskInput): HourlyTaskRead {
    return {
      id,
      ...v,
      center: { id: v.center_id, name: this.centerName(simId, v.center_id) },
      position: { id: v.position_id, name: this.positionName(simId, v.position_id) },
      periods_without_work: v.periods_without_work.map((p, i) => ({ id: `${id}-w${i}`, ...p })),
      periods_with_work: v.periods_with_work.map((p, i) => ({ id: `${id}-c${i}`, ...p })),
      exists_recommended_time_slot: v.recommended_time_slot !== null,
      exists_period_with_or_wo_work: v.periods_with_work.length + v.periods_without_work.length > 0,
    };
  }

  private surrogateRead(simId: string, id: string, v: SurrogateInput): SurrogateRead {
    return this.surrogateOf(id, v, this.basicOf(simId));
  }

  /** A surrogate as the server answers it (or refuses it), in a service that starts and lasts as `b` says (a simulation's or a previous study's). */
  surrogateOf(id: string, v: SurrogateInput, b: Pick<Basic, 'service_date_init' | 'service_duration'>): SurrogateRead {
    const ref = this.categoryRef(v.category_id);
    // refused (400 on working_day) as the server refuses a week over the agreement's
    const tooMany = surrogateWeekProblem(workingDayFixed(v, ref.week), ref.week);
    if (tooMany) throw new ApiError(400, tooMany, '', 'working_day');
    return {
      id,
      ...v,
      category: ref.category,
      agreement: ref.agreement,
      working_day_fixed: workingDayFixed(v, ref.week),
      contract_type: this.contractTypes.find((c) => c.id === v.contract_type_id) ?? null,
      possible_retirement: possibleRetirement(v.beginning_year, b.service_date_init, b.service_duration),
    };
  }
}

/** The simulation fakes of a backend (created on first use). */
export const simulationFakes = (backend: InMemoryBackend) => areaOf(backend, InMemorySimulationBackend);

/** Binds the ports of this area to its in-memory fakes (tests and Storybook). */
export function bindSimulationFakes(c: Container, backend: InMemoryBackend): void {
  const f = simulationFakes(backend);
  c.bind(SIMULATION_TOKENS.SimulationGateway).toConstantValue(f.simulations);
  c.bind(SIMULATION_TOKENS.SimulationInputsGateway).toConstantValue(f.inputsGateway);
}

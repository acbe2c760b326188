/**
 * In-memory simulations and simulation-form inputs behind the ports of the simulation slice, one per
 * InMemoryBackend (whose latency and simulation cards it shares). Get it with `simulationFakes(backend)` to change
 * the data of a test or story.
 */
import {
  API_MESSAGES,
  SIMULATION_ID_TAKEN,
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
import { DEMO_WORKSPACE, InMemoryArea, type InMemoryBackend } from '../core/memory';
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
    const s = this.backend.simulations.find((x) => x.uid === id || x.id === id);
    if (!s) throw new ApiError(404, API_MESSAGES.notFound, `/api/simulation/${id}`);
    return s;
  }

  /** The inputs of a simulation (created empty on first use). */
  data(simulationId: string): SimulationInputsData {
    let d = this.inputs.get(simulationId);
    if (!d) {
      d = emptyInputs();
      this.inputs.set(simulationId, d);
    }
    return d;
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
        if (
          this.backend.simulations.some(
            (s) => s.project_id === projectId && s.name.trim().toLowerCase() === name.trim().toLowerCase(),
          )
        )
          throw new ApiError(409, INPUT_MESSAGES.nameTaken, '/api/simulation');
        const id = this.id('sim-new');
        const now = new Date().toISOString();
        this.backend.simulations = [
          ...this.backend.simulations,
          {
            id,
            uid: id,
            name,
            project_id: projectId,
            status: 'Stopped',
            started: null,
            finished: null,
            createdAt: now,
            updatedAt: now,
          },
        ];
        return { id };
      }),
    get: (id) => this.answer('getSimulation', () => this.simulation(id)),
    update: (id, body) =>
      this.answer('updateSimulation', () => {
        const c = this.card(id);
        if (
          this.backend.simulations.some(
            (s) =>
              s.uid !== c.uid && s.project_id === c.project_id && s.name.trim().toLowerCase() === body.name.trim().toLowerCase(),
          )
        )
          throw new ApiError(409, INPUT_MESSAGES.nameTaken, `/api/simulation/${id}`);
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
        if (this.backend.simulations.some((s) => s.uid === newId))
          throw new ApiError(409, SIMULATION_ID_TAKEN, '/api/simulation/duplicate');
        let name = `${o.name} (copia)`;
        for (let k = 2; this.backend.simulations.some((s) => s.project_id === o.project_id && s.name === name); k++)
          name = `${o.name} (copia ${k})`;
        const now = new Date().toISOString();
        this.backend.simulations = [
          ...this.backend.simulations,
          { ...o, id: newId, uid: newId, name, status: 'Stopped', started: null, finished: null, createdAt: now, updatedAt: now },
        ];
        this.basic.set(newId, { ...this.basicOf(o.uid) });
        this.inputs.set(newId, structuredClone(this.data(o.uid)));
        return { id: newId };
      }),
    formularioImport: () => this.importPort('formulario'),
  };

  private importPort(kind: ImportKind): SpreadsheetImportPort {
    return this.scriptedImport(
      kind,
      kind,
      (id) => this.card(id),
      (id) => this.applyImport(kind, id),
    );
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
    localities: (ws) => this.answer('localities', () => (ws === DEMO_WORKSPACE.id || ws ? this.localities : [])),
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
      this.answer('updateLocality', () => {
        const l = this.localities.find((x) => x.id === id);
        if (!l) throw new ApiError(404, API_MESSAGES.notFound, `/api/location/municipality/${id}`);
        Object.assign(l, body);
        return l;
      }),
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
        if (!body.disabled && body.categories.some((c) => c.positions.length === 0))
          throw new ApiError(400, INPUT_MESSAGES.categoriesWithoutPositions);
        d.categoryPositions = {
          disabled: body.disabled,
          byCategory: Object.fromEntries(body.categories.map((c) => [c.id, c.positions.map((p) => p.id)])),
        };
        return this.assignment(id);
      }),
    shifts: (id) => this.answer('shifts', () => this.data(id).shifts),
    createShift: (id, v) =>
      this.answer('createShift', () => {
        const sid = this.id('shift');
        this.data(id).shifts.push(this.shiftRead(id, sid, v));
        return { id: sid };
      }),
    updateShift: (id, sid, v) =>
      this.answer('updateShift', () => {
        const d = this.data(id);
        const r = this.shiftRead(id, sid, v);
        d.shifts = d.shifts.map((s) => (s.id === sid ? r : s));
        return r;
      }),
    removeShift: (id, sid) =>
      this.answer('removeShift', () => {
        const d = this.data(id);
        d.shifts = d.shifts.filter((s) => s.id !== sid);
      }),
    tasks: (id) => this.answer('tasks', () => this.data(id).tasks),
    createTask: (id, v) =>
      this.answer('createTask', () => {
        const tid = this.id('task');
        this.data(id).tasks.push(this.taskRead(id, tid, v));
        return { id: tid };
      }),
    updateTask: (id, tid, v) =>
      this.answer('updateTask', () => {
        const d = this.data(id);
        const r = this.taskRead(id, tid, v);
        d.tasks = d.tasks.map((t) => (t.id === tid ? r : t));
        return r;
      }),
    removeTask: (id, tid) =>
      this.answer('removeTask', () => {
        const d = this.data(id);
        d.tasks = d.tasks.filter((t) => t.id !== tid);
      }),
    surrogates: (id) => this.answer('surrogates', () => this.data(id).surrogates),
    createSurrogate: (id, v) =>
      this.answer('createSurrogate', () => {
        const sid = this.id('sub');
        this.data(id).surrogates.push(this.surrogateRead(id, sid, v));
        return { id: sid };
      }),
    updateSurrogate: (id, sid, v) =>
      this.answer('updateSurrogate', () => {
        const d = this.data(id);
        const r = this.surrogateRead(id, sid, v);
        d.surrogates = d.surrogates.map((s) => (s.id === sid ? r : s));
        return r;
      }),
    removeSurrogate: (id, sid) =>
      this.answer('removeSurrogate', () => {
        const d = this.data(id);
        d.surrogates = d.surrogates.filter((s) => s.id !== sid);
      }),
    otherCosts: (id) => this.answer('otherCosts', () => this.data(id).otherCosts),
    createOtherCost: (id, v) =>
      this.answer('createOtherCost', () => {
        const cid = this.id('cost');
        this.data(id).otherCosts.push({ id: cid, ...v, center_name: v.center_id ? this.centerName(id, v.center_id) : null });
        return { id: cid };
      }),
    updateOtherCost: (id, cid, v) =>
      this.answer('updateOtherCost', () => {
        const d = this.data(id);
        const r = { id: cid, ...v, center_name: v.center_id ? this.centerName(id, v.center_id) : null };
        d.otherCosts = d.otherCosts.map((c) => (c.id === cid ? r : c));
        return r;
      }),
    removeOtherCost: (id, cid) =>
      this.answer('removeOtherCost', () => {
        const d = this.data(id);
        d.otherCosts = d.otherCosts.filter((c) => c.id !== cid);
      }),
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

  private shiftRead(simId: string, id: string, v: Parameters<SimulationInputsGateway['createShift']>[1]): FixedShiftRead {
    return {
      id,
      ...v,
      shift_times: v.shift_times.map((t, i) => ({ id: `${id}-t${i}`, ...t })),
      periods_without_work: v.periods_without_work.map((p, i) => ({ id: `${id}-p${i}`, ...p })),
      center: { id: v.center_id, name: this.centerName(simId, v.center_id) },
      position: { id: v.position_id, name: this.positionName(simId, v.position_id) },
    };
  }

  private taskRead(simId: string, id: string, v: Parameters<SimulationInputsGateway['createTask']>[1]): HourlyTaskRead {
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

  private surrogateRead(simId: string, id: string, v: Parameters<SimulationInputsGateway['createSurrogate']>[1]): SurrogateRead {
    return this.surrogateOf(id, v, this.basicOf(simId));
  }

  /** A surrogate as the server answers it (or refuses it), in a service that starts and lasts as `b` says (a simulation's or a previous study's). */
  surrogateOf(
    id: string,
    v: Parameters<SimulationInputsGateway['createSurrogate']>[1],
    b: Pick<Basic, 'service_date_init' | 'service_duration'>,
  ): SurrogateRead {
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

const fakes = new WeakMap<InMemoryBackend, InMemorySimulationBackend>();

/** The simulation fakes of a backend (created on first use). */
export function simulationFakes(backend: InMemoryBackend): InMemorySimulationBackend {
  let f = fakes.get(backend);
  if (!f) {
    f = new InMemorySimulationBackend(backend);
    fakes.set(backend, f);
  }
  return f;
}

/** Binds the ports of this area to its in-memory fakes (tests and Storybook). */
export function bindSimulationFakes(c: Container, backend: InMemoryBackend): void {
  const f = simulationFakes(backend);
  c.bind(SIMULATION_TOKENS.SimulationGateway).toConstantValue(f.simulations);
  c.bind(SIMULATION_TOKENS.SimulationInputsGateway).toConstantValue(f.inputsGateway);
}

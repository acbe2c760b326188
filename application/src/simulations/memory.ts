/**
 * In-memory simulations and simulation-form inputs behind the ports of the simulation slice, one per InMemoryBackend (whose
 * latency and simulation cards it shares): data in and out, read back with names and the domain's own figures. The server's
 * rules (a name taken, a center in use, a surrogate over the agreement's week, what an import brings…) are tested on the
 * real server (application/test/real/); a test or story records a refusal with `backend.refuseNext`, an import's rows in `imported`.
 */
import * as t from 'io-ts';
import * as D from '@licita/domain';
import type { SimulationBasic, SimulationGateway, SimulationInputsGateway, SpreadsheetImportPort } from './ports';
import { areaOf, found, keptIn, recorded, stoppedCard, withId, type InMemoryBackend } from '../core/memory';
import { InMemoryArea } from '../core/memory';
import { agreementFakes } from '../agreements/memory';
import catalogues from './catalogues.json';

// the catalogues the simulations start with, as the server answers them: contract types and localities
const Catalogues = t.type({ contract_types: t.array(D.ContractTypeCodec), localities: t.array(D.LocalityCodec) });
const CATALOGUES = recorded(Catalogues, catalogues, 'catalogues.json');
export const FAKE_CONTRACT_TYPES: D.ContractTypeRead[] = CATALOGUES.contract_types;

/** A simulation's inputs, as the server reads them back. */
const emptyInputs = () => ({
  centers: [] as D.CenterRead[],
  positions: [] as D.PositionRead[],
  categoryPositions: { disabled: false, byCategory: {} as Record<string, string[]> },
  shifts: [] as D.FixedShiftRead[],
  tasks: [] as D.HourlyTaskRead[],
  surrogates: [] as D.SurrogateRead[],
  otherCosts: [] as D.SimulationMaterialCostRead[],
});
export type SimulationInputsData = ReturnType<typeof emptyInputs>;

type Basic = Pick<SimulationBasic, 'service_date_init' | 'service_duration' | 'social_security' | 'absenteeism_rate' | 'bid'>;
/** Each kind of row: its list in the inputs and what the form sends of it. */
type Rows = { Shift: 'shifts'; Task: 'tasks'; Surrogate: 'surrogates'; OtherCost: 'otherCosts' };
type Sent = { Shift: D.FixedShift; Task: D.HourlyTask; Surrogate: D.Surrogate; OtherCost: D.MaterialCostValue };
type RowPort<N extends keyof Rows> = Pick<SimulationInputsGateway, Rows[N] | `create${N}` | `update${N}` | `remove${N}`>;
const numbered = <T extends object>(rows: T[], prefix: string) => rows.map((r, i) => ({ id: `${prefix}${i}`, ...r }));
const nameIn = (list: readonly { id: string; name: string }[], id: string | null) => list.find(withId(id))?.name ?? '';

export class InMemorySimulationBackend extends InMemoryArea {
  basic = new Map<string, Basic>();
  inputs = new Map<string, SimulationInputsData>();
  localities: D.LocalityRead[] = structuredClone(CATALOGUES.localities);
  contractTypes: D.ContractTypeRead[] = FAKE_CONTRACT_TYPES;
  /** The rows a finished import adds to the simulation: a recorded answer, none unless a test or story sets them. */
  imported: Partial<Pick<SimulationInputsData, 'centers' | 'surrogates'>> = {};

  private card = (id: string) => this.backend.card('simulations', id);

  /** The inputs of a simulation (created empty on first use). */
  data(simulationId: string): SimulationInputsData {
    return keptIn(this.inputs, simulationId, emptyInputs);
  }

  private basicOf(id: string): Basic {
    const none = { service_date_init: null, service_duration: null, social_security: 34, absenteeism_rate: 0 };
    return this.basic.get(id) ?? { ...none, bid: D.DEFAULT_BID_INPUTS };
  }

  private simulation(id: string): SimulationBasic {
    const c = this.card(id);
    return { id: c.uid, name: c.name, project_id: c.project_id, status: c.status, ...this.basicOf(c.uid) };
  }

  private readonly agreementArea = agreementFakes(this.backend);

  /** A row's center and position with their names, as the server reads them back. */
  private placed(simId: string, v: { center_id: string; position_id: string }) {
    const d = this.data(simId);
    const ref = (list: { id: string; name: string }[], id: string) => ({ id, name: nameIn(list, id) });
    return { center: ref(d.centers, v.center_id), position: ref(d.positions, v.position_id) };
  }

  readonly simulations: SimulationGateway = {
    create: (name, projectId) =>
      this.answer('createSimulation', () =>
        this.backend.addCard('simulations', stoppedCard(this.id('sim-new'), name, projectId)),
      ),
    get: (id) => this.answer('getSimulation', () => this.simulation(id)),
    update: (id, { name, ...basic }) =>
      this.answer('updateSimulation', () => {
        const { uid } = this.card(id);
        this.backend.setCard('simulations', id, { name });
        this.basic.set(uid, { ...this.basicOf(uid), ...basic });
        return this.simulation(id);
      }),
    remove: (id) => this.answer('deleteSimulation', () => this.backend.setCard('simulations', id, null)),
    duplicate: (originId, id) =>
      this.answer('duplicateSimulation', () => {
        const o = this.card(originId);
        this.basic.set(id, this.basicOf(o.uid));
        this.inputs.set(id, structuredClone(this.data(o.uid)));
        return this.backend.addCard('simulations', { ...o, ...stoppedCard(id, `${o.name} (copia)`, o.project_id) });
      }),
    formularioImport: () => this.importPort('formulario'),
  };

  private importPort(kind: string): SpreadsheetImportPort {
    return this.scriptedImport(kind, kind, this.card, (id) => {
      this.data(id).centers.push(...structuredClone(this.imported.centers ?? []));
      this.data(id).surrogates.push(...structuredClone(this.imported.surrogates ?? []));
    });
  }

  /** A kind of row's calls (`shifts`, `createShift`, `updateShift`, `removeShift`); `read` makes the row read back. */
  private rowPort<N extends keyof Rows>(row: N, list: Rows[N], read: (simId: string, id: string, v: Sent[N]) => { id: string }) {
    const rows = (simId: string) => this.data(simId)[list] as { id: string }[];
    const page = (id: string, p?: Partial<D.PageQuery>) => this.answer(list, () => D.pageOf(rows(id), p));
    return { [list]: page, ...this.rowCalls(row, '', rows, read) } as RowPort<N>;
  }

  readonly inputsGateway: SimulationInputsGateway = {
    centers: (id) => this.answer('centers', () => (this.card(id), this.data(id).centers)),
    saveCenters: (id, rows) =>
      this.answer('saveCenters', () => {
        const read = ({ center_id, ...r }: D.CenterRow) => ({
          ...r,
          id: center_id ?? this.id('center'),
          municipality_name: nameIn(this.localities, r.municipality_id),
          agreement_name: nameIn(this.agreementArea.agreements, r.agreement_id),
        });
        return (this.data(id).centers = rows.map(read));
      }),
    localities: (ws) => this.answer('localities', () => (ws ? this.localities : [])),
    createLocality: (_ws, body) =>
      this.answer('createLocality', () =>
        this.added(this.localities, 'loc', (id) => ({ region: null, local_holidays: [], nuts_code: null, ...body, id })),
      ),
    updateLocality: (id, body) =>
      this.answer('updateLocality', () => Object.assign(found(this.localities, withId(id), ''), body)),
    contractTypes: () => this.answer('contractTypes', () => this.contractTypes),
    positions: (id) => this.answer('positions', () => this.data(id).positions),
    createPosition: (id, name) =>
      this.answer('createPosition', () => this.added(this.data(id).positions, 'pos', (pid) => ({ id: pid, name }))),
    categoryPositions: (id) => this.answer('categoryPositions', () => this.assignment(id)),
    saveCategoryPositions: (id, body) =>
      this.answer('saveCategoryPositions', () => {
        const byCategory = Object.fromEntries(body.categories.map((c) => [c.id, c.positions.map((p) => p.id)]));
        this.data(id).categoryPositions = { disabled: body.disabled, byCategory };
        return this.assignment(id);
      }),
    ...this.rowPort('Shift', 'shifts', (s, id, v) => ({
      ...{ id, ...v, ...this.placed(s, v), shift_times: numbered(v.shift_times, `${id}-t`) },
      periods_without_work: numbered(v.periods_without_work, `${id}-p`),
    })),
    ...this.rowPort('Task', 'tasks', (s, id, v) => ({
      ...{ id, ...v, ...this.placed(s, v), periods_with_work: numbered(v.periods_with_work, `${id}-c`) },
      periods_without_work: numbered(v.periods_without_work, `${id}-w`),
      exists_recommended_time_slot: v.recommended_time_slot !== null,
      exists_period_with_or_wo_work: v.periods_with_work.length + v.periods_without_work.length > 0,
    })),
    ...this.rowPort('Surrogate', 'surrogates', (s, id, v) => this.surrogateOf(id, v, this.basicOf(s))),
    ...this.rowPort('OtherCost', 'otherCosts', (s, id, v) => ({
      ...{ id, ...v, center_name: v.center_id ? nameIn(this.data(s).centers, v.center_id) : null },
    })),
    centersImport: this.importPort('centers'),
    surrogatesImport: this.importPort('surrogates'),
  };

  /** The categories of the centers' agreements, each with the positions saved for it. */
  private assignment(id: string): D.CategoryPositionsRead {
    const d = this.data(id);
    const used = new Set(d.centers.map((c) => c.agreement_id));
    const positions = (categoryId: string) =>
      (d.categoryPositions.byCategory[categoryId] ?? []).map((pid) => ({ id: pid, name: nameIn(d.positions, pid) }));
    const categories = this.agreementArea.agreements
      .filter((a) => used.has(a.id))
      .flatMap((a) => a.categories.map((c) => ({ id: c.id!, name: c.professional_category, positions: positions(c.id!) })));
    return { disabled: d.categoryPositions.disabled, categories };
  }

  /** A surrogate as the server reads it back, in a service that starts and lasts as `b` says (a simulation's or a previous study's). */
  surrogateOf(id: string, v: D.Surrogate, b: Pick<Basic, 'service_date_init' | 'service_duration'>): D.SurrogateRead {
    const a = this.agreementArea.agreements.find((x) => x.categories.some((c) => c.id === v.category_id));
    const category = { id: v.category_id, name: a?.categories.find((c) => c.id === v.category_id)?.professional_category ?? '' };
    return {
      ...{ id, ...v, category, agreement: { id: a?.id ?? '', name: a?.name ?? '' } },
      working_day_fixed: D.workingDayFixed(v, a?.max_hours_per_week ?? D.UNKNOWN_AGREEMENT_WEEK_HOURS),
      contract_type: this.contractTypes.find((c) => c.id === v.contract_type_id) ?? null,
      possible_retirement: D.possibleRetirement(v.beginning_year, b.service_date_init, b.service_duration),
    };
  }
}

/** The simulation fakes of a backend (created on first use). */
export const simulationFakes = (backend: InMemoryBackend) => areaOf(backend, InMemorySimulationBackend);

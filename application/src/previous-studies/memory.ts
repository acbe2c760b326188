/**
 * In-memory previous studies behind PreviousStudyGateway, one per InMemoryBackend (whose latency and study cards it
 * shares): for tests and Storybook. A launch or a parameter change answers PENDING and is settled by the next
 * read of the study, as the real server does a moment later; `launchScript` decides how a launch ends.
 */
import {
  bidParametersOf,
  blankSurrogate,
  previousStudy,
  scoreParametersOf,
  type Agreement,
  type BidInputsT,
  PREVIOUS_STUDY_DEFAULTS,
  PREVIOUS_STUDY_MESSAGES,
  type PreviousStudy,
  type SolutionParameters,
  type SimulationMaterialCostRead,
  type Results,
  type SurrogateRead,
} from '@licita/domain';
import { ApiError } from '../errors';
import type { SpreadsheetImportPort } from '../simulations/ports';
import type { PreviousStudyGateway } from './ports';
import type { InMemoryBackend } from '../core/memory';
import { InMemoryImportingArea, simulationFakes } from '../simulations/memory';
import { agreementFakes } from '../agreements/memory';
import type { Container } from 'inversify';
import { PREVIOUS_STUDY_TOKENS } from './tokens';

type Detail = Omit<
  PreviousStudy,
  'id' | 'uid' | 'name' | 'project_id' | 'status' | 'started' | 'finished' | 'createdAt' | 'updatedAt' | 'sub_status'
>;

export interface StudyData {
  detail: Detail;
  surrogates: SurrogateRead[];
  otherCosts: SimulationMaterialCostRead[];
  /** Absentismo and the bid inputs (the contract's `BidInputs`, derived in the domain's bid-shape.ts). */
  parameters: { absenteeism_rate: number } & Pick<BidInputsT, 'benefit'> & Partial<Omit<BidInputsT, 'benefit'>>;
  /** What the next read settles: a launch or a parameter change in progress. */
  pending: 'launch' | 'parameters' | null;
}

const newDetail = (): Detail => ({
  service_date_init: null,
  service_duration: null,
  ...PREVIOUS_STUDY_DEFAULTS,
  data_url: null,
  result_url: null,
  results: null,
  events: [],
  can_modify_parameters: false,
});

/**
 * The engine's input document of a study (as the server builds it, server/src/previous-studies/input-document.ts):
 * its basic data, the agreements of its surrogates' categories, its surrogates, other costs and parameters.
 */
export function studyDocument(d: StudyData, agreements: readonly Agreement[]) {
  const p = d.parameters;
  const used = new Set(d.surrogates.map((s) => s.category_id));
  return {
    previous_study: {
      name: 'Estudio previo',
      service_date_init: d.detail.service_date_init ?? '',
      service_duration: d.detail.service_duration ?? 12,
      social_security: d.detail.social_security ?? PREVIOUS_STUDY_DEFAULTS.social_security,
      absenteeism_rate: p.absenteeism_rate,
      substitution_percentage: d.detail.substitution_percentage,
    },
    parameters: {
      benefit: p.benefit,
      substitution_percentage: d.detail.substitution_percentage,
      overheads: p.overheads,
      vat: p.vat,
      tender_budget: p.tender_budget,
      offer_price: p.offer_price,
      other_offers: p.other_offers,
      price_score: p.price_score,
      technical_points: p.technical_points,
      competitors: p.competitors,
    },
    agreements: agreements.filter((a) => a.categories.some((c) => used.has(c.id))),
    subrogates: d.surrogates.map((s) => ({
      id: s.id,
      name: s.name,
      category_id: s.category_id,
      working_day: s.working_day,
      value_metric_working_day: s.value_metric_working_day,
      working_day_fixed: s.working_day_fixed,
      salary_year: s.salary_year,
      annual_bonuses: s.annual_bonuses,
      beginning_year: s.beginning_year,
      agreement_id: s.agreement.id || null,
    })),
    material_costs: d.otherCosts.map((c) => ({
      id: c.id,
      name: c.name,
      cost_type: c.cost_type,
      amount: c.amount,
      months_to_apply: c.months_to_apply,
      number_of_units: c.number_of_units,
      center_id: null,
    })),
  };
}

/** The study costed by the domain engine's `previousStudy`: its results, as the server stores them. */
export function fakeResults(d: StudyData, agreements: readonly Agreement[]): Results {
  return previousStudy(studyDocument(d, agreements), { clock: () => Date.now() }).results;
}

export class InMemoryPreviousStudyBackend extends InMemoryImportingArea {
  readonly studies = new Map<string, StudyData>();
  /** How the next launch ends: 'solve' (default) or 'fail' (sub_status Stopped). */
  launchScript: 'solve' | 'fail' = 'solve';
  /** How the next parameter change ends. */
  parametersScript: 'finish' | 'error' = 'finish';
  /** How many reads of a study a launch or a parameter change stays PENDING for (0: settled at the first read). */
  pendingReads = 0;
  private readsLeft = 0;

  private card(id: string) {
    const s = this.backend.previousStudies.find((x) => x.uid === id || x.id === id);
    if (!s) throw new ApiError(404, PREVIOUS_STUDY_MESSAGES.notFound, `/api/previous_study/${id}`);
    return s;
  }

  private setCard(id: string, change: Partial<ReturnType<InMemoryPreviousStudyBackend['card']>>) {
    const c = this.card(id);
    this.backend.previousStudies = this.backend.previousStudies.map((x) =>
      x === c ? { ...c, ...change, updatedAt: new Date().toISOString() } : x,
    );
  }

  /** The data of a study (created with the defaults on first use). */
  data(id: string): StudyData {
    let d = this.studies.get(id);
    if (!d) {
      d = { detail: newDetail(), surrogates: [], otherCosts: [], parameters: { absenteeism_rate: 0, benefit: 0 }, pending: null };
      this.studies.set(id, d);
    }
    return d;
  }

  /** Marks a study solved with the fake's costing (stories and tests). */
  solve(id: string): void {
    const d = this.data(id);
    d.parameters.absenteeism_rate = d.detail.absenteeism_rate ?? 0;
    d.detail.results = fakeResults(d, agreementFakes(this.backend).agreements);
    d.detail.result_url = `https://files.example/solutions/Solucion_${encodeURIComponent(this.card(id).name)}.xlsx`;
    d.detail.can_modify_parameters = true;
    const now = new Date().toISOString();
    this.setCard(id, { status: 'Solved', sub_status: 'FINISHED', started: this.card(id).started ?? now, finished: now });
  }

  private settle(id: string): void {
    const d = this.data(id);
    if (d.pending && this.readsLeft-- > 0) return;
    if (d.pending === 'launch') {
      d.pending = null;
      if (this.launchScript === 'solve') this.solve(id);
      else {
        d.detail.events = [
          ...d.detail.events,
          {
            id: this.id('ev'),
            created: new Date().toISOString(),
            title: 'Error',
            description: PREVIOUS_STUDY_MESSAGES.processingFailed,
            type_info: 'Error',
            group: null,
          },
        ];
        this.setCard(id, { status: 'Stopped', sub_status: 'Stopped' });
      }
    } else if (d.pending === 'parameters') {
      d.pending = null;
      if (this.parametersScript === 'finish') {
        d.detail.results = fakeResults(d, agreementFakes(this.backend).agreements);
        d.detail.can_modify_parameters = true;
        this.setCard(id, { sub_status: 'FINISHED' });
      } else {
        d.detail.events = [
          ...d.detail.events,
          {
            id: this.id('ev'),
            created: new Date().toISOString(),
            title: 'Error',
            description: 'No se han podido recalcular los costes',
            type_info: 'Error',
            group: null,
          },
        ];
        d.detail.can_modify_parameters = true;
        this.setCard(id, { sub_status: 'ERROR' });
      }
    }
  }

  private study(id: string): PreviousStudy {
    const c = this.card(id);
    const d = this.data(c.uid);
    return {
      ...d.detail,
      id: c.uid,
      uid: c.uid,
      name: c.name,
      project_id: c.project_id,
      status: c.status,
      sub_status: (c.sub_status ?? null) as PreviousStudy['sub_status'],
      started: c.started,
      finished: c.finished,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    };
  }

  private requireStopped(id: string) {
    if (this.card(id).status !== 'Stopped')
      throw new ApiError(409, PREVIOUS_STUDY_MESSAGES.notStopped(this.card(id).status), `/api/previous_study/${id}`);
  }

  private surrogateRead(studyId: string, id: string, v: Parameters<PreviousStudyGateway['createSurrogate']>[1]): SurrogateRead {
    return simulationFakes(this.backend).surrogateOf(
      id,
      { ...v, center_id: null, center_group: null },
      this.data(studyId).detail,
    );
  }

  private importPort(): SpreadsheetImportPort {
    return this.scriptedImport(
      'surrogates',
      'previous',
      (id) => this.requireStopped(id),
      (id) => {
        this.data(id).surrogates.push(
          this.surrogateRead(
            id,
            this.id('sub'),
            blankSurrogate({ category_id: this.firstCategory(), working_day: 20 }, { name: 'Importado' }),
          ),
        );
      },
    );
  }

  /** The first category of the workspace's first agreement: what a fake import adds. */
  private firstCategory(): string {
    return agreementFakes(this.backend).agreements[0]?.categories[0]?.id ?? '';
  }

  readonly gateway: PreviousStudyGateway = {
    create: (name, projectId) =>
      this.answer('createPreviousStudy', () => {
        const id = this.id('ps-new');
        const now = new Date().toISOString();
        this.backend.previousStudies = [
          ...this.backend.previousStudies,
          {
            id,
            uid: id,
            name,
            project_id: projectId,
            status: 'Stopped',
            sub_status: null,
            started: null,
            finished: null,
            createdAt: now,
            updatedAt: now,
          },
        ];
        this.data(id);
        return { id };
      }),
    get: (id) =>
      this.answer('getPreviousStudy', () => {
        this.settle(this.card(id).uid);
        return this.study(id);
      }),
    update: (id, body) =>
      this.answer('updatePreviousStudy', () => {
        const c = this.card(id);
        const { name, ...basic } = body;
        if (Object.keys(basic).length) this.requireStopped(id);
        this.setCard(id, { name });
        const detail = this.data(c.uid).detail;
        Object.assign(detail, basic, basic.bid ? { bid: { ...bidParametersOf(detail.bid ?? {}), ...basic.bid } } : {});
        return this.study(id);
      }),
    remove: (id) =>
      this.answer('deletePreviousStudy', () => {
        this.card(id);
        this.backend.previousStudies = this.backend.previousStudies.filter((s) => s.uid !== id);
        this.studies.delete(id);
      }),
    toSimulation: (id) =>
      this.answer('simulationFromPreviousStudy', () => {
        const c = this.card(id);
        const simId = this.id('sim-from');
        const now = new Date().toISOString();
        this.backend.simulations = [
          ...this.backend.simulations,
          {
            id: simId,
            uid: simId,
            name: c.name,
            project_id: c.project_id,
            status: 'Stopped',
            started: null,
            finished: null,
            createdAt: now,
            updatedAt: now,
          },
        ];
        const sims = simulationFakes(this.backend);
        const d = this.data(c.uid);
        sims.basic.set(simId, {
          service_date_init: d.detail.service_date_init,
          service_duration: d.detail.service_duration,
          social_security: d.detail.social_security,
          absenteeism_rate: d.detail.absenteeism_rate,
        });
        const inputs = sims.data(simId);
        inputs.surrogates = structuredClone(d.surrogates);
        inputs.otherCosts = structuredClone(d.otherCosts);
        return { id: simId };
      }),

    surrogates: (id) => this.answer('previousStudySurrogates', () => (this.card(id), this.data(id).surrogates)),
    createSurrogate: (id, v) =>
      this.answer('createPreviousStudySurrogate', () => {
        this.requireStopped(id);
        const sid = this.id('sub');
        this.data(id).surrogates.push(this.surrogateRead(id, sid, v));
        return { id: sid };
      }),
    updateSurrogate: (id, sid, v) =>
      this.answer('updatePreviousStudySurrogate', () => {
        this.requireStopped(id);
        const d = this.data(id);
        const r = this.surrogateRead(id, sid, v);
        d.surrogates = d.surrogates.map((s) => (s.id === sid ? r : s));
        return r;
      }),
    removeSurrogate: (id, sid) =>
      this.answer('deletePreviousStudySurrogate', () => {
        this.requireStopped(id);
        const d = this.data(id);
        d.surrogates = d.surrogates.filter((s) => s.id !== sid);
      }),
    surrogatesImport: this.importPort(),

    otherCosts: (id) => this.answer('previousStudyOtherCosts', () => (this.card(id), this.data(id).otherCosts)),
    createOtherCost: (id, v) =>
      this.answer('createPreviousStudyOtherCost', () => {
        this.requireStopped(id);
        const d = this.data(id);
        const cid = this.id('cost');
        d.otherCosts.push({
          id: cid,
          ...v,
          months_to_apply: v.months_to_apply ?? d.detail.service_duration,
          center_id: null,
          center_name: null,
        });
        return { id: cid };
      }),
    updateOtherCost: (id, cid, v) =>
      this.answer('updatePreviousStudyOtherCost', () => {
        this.requireStopped(id);
        const d = this.data(id);
        const r = { id: cid, ...v, center_id: null, center_name: null };
        d.otherCosts = d.otherCosts.map((c) => (c.id === cid ? r : c));
        return r;
      }),
    removeOtherCost: (id, cid) =>
      this.answer('deletePreviousStudyOtherCost', () => {
        this.requireStopped(id);
        const d = this.data(id);
        d.otherCosts = d.otherCosts.filter((c) => c.id !== cid);
      }),

    launch: (id) =>
      this.answer('launchPreviousStudy', () => {
        const c = this.card(id);
        const d = this.data(c.uid);
        if (c.status !== 'Stopped')
          throw new ApiError(400, PREVIOUS_STUDY_MESSAGES.alreadyProcessed, `/api/previous_study/${id}/launch_async`);
        if (!d.detail.service_date_init)
          throw new ApiError(400, PREVIOUS_STUDY_MESSAGES.noStartDate, `/api/previous_study/${id}/launch_async`);
        if (d.detail.service_duration === null)
          throw new ApiError(400, PREVIOUS_STUDY_MESSAGES.noDuration, `/api/previous_study/${id}/launch_async`);
        d.pending = 'launch';
        this.readsLeft = this.pendingReads;
        this.setCard(id, { status: 'Running', sub_status: 'PENDING', started: new Date().toISOString() });
        return { id: c.uid, status: 'Running' as const, sub_status: 'PENDING' as const };
      }),
    parameters: (id): Promise<SolutionParameters> =>
      this.answer('previousStudyParameters', () => {
        const d = this.data(this.card(id).uid);
        return {
          absenteeism_rate: d.parameters.absenteeism_rate,
          benefit: d.parameters.benefit,
          ...bidParametersOf(d.parameters),
          ...scoreParametersOf(d.parameters),
          material_costs: d.otherCosts.map((c) => ({
            id: c.id,
            name: c.name,
            type: c.cost_type,
            amount: c.amount,
            number_of_units: c.number_of_units,
            months_to_apply: c.months_to_apply,
            center_id: null,
            center_name: null,
          })),
        };
      }),
    updateParameters: (id, body) =>
      this.answer('updateSolutionParameters', () => {
        const c = this.card(id);
        if (c.status !== 'Solved')
          throw new ApiError(409, PREVIOUS_STUDY_MESSAGES.notSolved, `/api/previous_study/${id}/parameters_async`);
        const d = this.data(c.uid);
        d.parameters = { ...d.parameters, ...body, absenteeism_rate: body.absenteeism_rate, benefit: body.benefit };
        d.otherCosts = d.otherCosts.map((x) => {
          const m = body.material_costs.find((y) => y.id === x.id);
          return m
            ? { ...x, amount: m.amount, number_of_units: m.number_of_units ?? null, months_to_apply: m.months_to_apply ?? null }
            : x;
        });
        d.pending = 'parameters';
        this.readsLeft = this.pendingReads;
        d.detail.can_modify_parameters = false;
        this.setCard(id, { sub_status: 'PENDING' });
        return { id: c.uid, status: c.status, sub_status: 'PENDING' as const };
      }),
    justificationUrl: (id) =>
      this.answer('previousStudyJustificationUrl', () => {
        const c = this.card(id);
        if (c.status !== 'Solved')
          throw new ApiError(404, PREVIOUS_STUDY_MESSAGES.noSolution, `/api/previous_study/${id}/justification_url`);
        const filename = `Justificacion_${c.name}.pdf`;
        return { download_url: `https://files.example/justifications/${encodeURIComponent(filename)}`, filename };
      }),
    solutionUrl: (id) =>
      this.answer('previousStudySolutionUrl', () => {
        const d = this.data(this.card(id).uid);
        if (!d.detail.result_url)
          throw new ApiError(404, PREVIOUS_STUDY_MESSAGES.noSolution, `/api/previous_study/${id}/solution_url`);
        return { download_url: d.detail.result_url };
      }),
  };
}

const fakes = new WeakMap<InMemoryBackend, InMemoryPreviousStudyBackend>();

/** The previous-study fake of a backend (created on first use). */
export function previousStudyFakes(backend: InMemoryBackend): InMemoryPreviousStudyBackend {
  let f = fakes.get(backend);
  if (!f) {
    f = new InMemoryPreviousStudyBackend(backend);
    fakes.set(backend, f);
  }
  return f;
}

/** Binds the ports of this area to its in-memory fakes (tests and Storybook). */
export function bindPreviousStudyFakes(c: Container, backend: InMemoryBackend): void {
  c.bind(PREVIOUS_STUDY_TOKENS.PreviousStudyGateway).toConstantValue(previousStudyFakes(backend).gateway);
}

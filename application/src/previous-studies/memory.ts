/**
 * In-memory previous studies behind PreviousStudyGateway, one per InMemoryBackend (whose latency and study cards it
 * shares): for tests and Storybook. A launch or a parameter change answers PENDING and is settled by the next
 * read of the study, as the real server does a moment later; `launchScript` decides how a launch ends. The costing
 * is the domain engine's (`previousStudy`), a re-cost takes the bid as the server does (`pickBid`); of the server's
 * refusals it keeps only the launch without a start date, which the editor shows.
 */
import {
  bidParametersOf,
  blankSurrogate,
  pickBid,
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
  type PreviousStudyCard,
} from '@licita/domain';
import { ApiError } from '../errors';
import type { PreviousStudyGateway } from './ports';
import { areaOf, found, keptIn, stoppedCard, type InMemoryBackend } from '../core/memory';
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

type SurrogateInput = Parameters<PreviousStudyGateway['createSurrogate']>[1];
type OtherCostInput = Parameters<PreviousStudyGateway['createOtherCost']>[1];

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
    return found(
      this.backend.previousStudies,
      (x) => x.uid === id || x.id === id,
      `/api/previous_study/${id}`,
      PREVIOUS_STUDY_MESSAGES.notFound,
    );
  }

  private setCard(id: string, change: Partial<PreviousStudyCard>) {
    const c = this.card(id);
    this.backend.previousStudies = this.backend.previousStudies.map((x) =>
      x === c ? { ...c, ...change, updatedAt: new Date().toISOString() } : x,
    );
  }

  /** The data of a study (created with the defaults on first use). */
  data(id: string): StudyData {
    return keptIn(this.studies, id, () => ({
      detail: newDetail(),
      surrogates: [],
      otherCosts: [],
      parameters: { absenteeism_rate: 0, benefit: 0 },
      pending: null,
    }));
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

  /** A launch or a re-cost that failed: its error event, the card as the server leaves it. */
  private fail(id: string, description: string, card: Partial<PreviousStudyCard>) {
    const d = this.data(id);
    const created = new Date().toISOString();
    const event = { id: this.id('ev'), created, title: 'Error', description, type_info: 'Error' as const, group: null };
    d.detail.events = [...d.detail.events, event];
    this.setCard(id, card);
  }

  /** What a read finds of a launch or a re-cost in progress: still PENDING for `pendingReads` reads, then settled. */
  private settle(id: string): void {
    const d = this.data(id);
    if (!d.pending || this.readsLeft-- > 0) return;
    const launched = d.pending === 'launch';
    d.pending = null;
    if (launched && this.launchScript === 'solve') this.solve(id);
    else if (launched) this.fail(id, PREVIOUS_STUDY_MESSAGES.processingFailed, { status: 'Stopped', sub_status: 'Stopped' });
    else {
      d.detail.can_modify_parameters = true;
      if (this.parametersScript === 'error')
        return this.fail(id, 'No se han podido recalcular los costes', { sub_status: 'ERROR' });
      d.detail.results = fakeResults(d, agreementFakes(this.backend).agreements);
      this.setCard(id, { sub_status: 'FINISHED' });
    }
  }

  private study(id: string): PreviousStudy {
    const c = this.card(id);
    const sub_status = (c.sub_status ?? null) as PreviousStudy['sub_status'];
    return { ...this.data(c.uid).detail, ...c, id: c.uid, sub_status };
  }

  private surrogateRead(studyId: string, id: string, v: SurrogateInput): SurrogateRead {
    const sent = { ...v, center_id: null, center_group: null };
    return simulationFakes(this.backend).surrogateOf(id, sent, this.data(studyId).detail);
  }

  private readonly surrogateRows = this.rowCalls(
    ['createPreviousStudySurrogate', 'updatePreviousStudySurrogate', 'deletePreviousStudySurrogate'],
    'sub',
    (id) => this.data(id).surrogates,
    (id, sid, v: SurrogateInput) => this.surrogateRead(id, sid, v),
  );
  private readonly costRows = this.rowCalls(
    ['createPreviousStudyOtherCost', 'updatePreviousStudyOtherCost', 'deletePreviousStudyOtherCost'],
    'cost',
    (id) => this.data(id).otherCosts,
    (id, cid, v: OtherCostInput) => ({
      id: cid,
      ...v,
      months_to_apply: v.months_to_apply ?? this.data(id).detail.service_duration,
      center_id: null,
      center_name: null,
    }),
  );

  /** What a fake import adds: a surrogate of the first category of the workspace's first agreement. */
  private imported(id: string) {
    const category_id = agreementFakes(this.backend).agreements[0]?.categories[0]?.id ?? '';
    const sent = blankSurrogate({ category_id, working_day: 20 }, { name: 'Importado' });
    this.data(id).surrogates.push(this.surrogateRead(id, this.id('sub'), sent));
  }

  readonly gateway: PreviousStudyGateway = {
    create: (name, projectId) =>
      this.answer('createPreviousStudy', () => {
        const id = this.id('ps-new');
        this.backend.previousStudies = [
          ...this.backend.previousStudies,
          { ...stoppedCard(id, name, projectId), sub_status: null },
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
        const { name, ...basic } = body;
        this.setCard(id, { name });
        const detail = this.data(this.card(id).uid).detail;
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
        this.backend.simulations = [...this.backend.simulations, stoppedCard(simId, c.name, c.project_id)];
        const sims = simulationFakes(this.backend);
        const { detail, surrogates, otherCosts } = this.data(c.uid);
        const { service_date_init, service_duration, social_security, absenteeism_rate } = detail;
        sims.basic.set(simId, { service_date_init, service_duration, social_security, absenteeism_rate });
        Object.assign(sims.data(simId), structuredClone({ surrogates, otherCosts }));
        return { id: simId };
      }),

    surrogates: (id) => this.answer('previousStudySurrogates', () => (this.card(id), this.data(id).surrogates)),
    createSurrogate: this.surrogateRows.create,
    updateSurrogate: this.surrogateRows.update,
    removeSurrogate: this.surrogateRows.remove,
    surrogatesImport: this.scriptedImport('surrogates', 'previous', this.card.bind(this), (id) => this.imported(id)),

    otherCosts: (id) => this.answer('previousStudyOtherCosts', () => (this.card(id), this.data(id).otherCosts)),
    createOtherCost: this.costRows.create,
    updateOtherCost: this.costRows.update,
    removeOtherCost: this.costRows.remove,

    launch: (id) =>
      this.answer('launchPreviousStudy', () => {
        const c = this.card(id);
        const d = this.data(c.uid);
        if (!d.detail.service_date_init)
          throw new ApiError(400, PREVIOUS_STUDY_MESSAGES.noStartDate, `/api/previous_study/${id}/launch_async`);
        d.pending = 'launch';
        this.readsLeft = this.pendingReads;
        this.setCard(id, { status: 'Running', sub_status: 'PENDING', started: new Date().toISOString() });
        return { id: c.uid, status: 'Running' as const, sub_status: 'PENDING' as const };
      }),
    parameters: (id): Promise<SolutionParameters> =>
      this.answer('previousStudyParameters', () => {
        const d = this.data(this.card(id).uid);
        const { absenteeism_rate, benefit } = d.parameters;
        return {
          absenteeism_rate,
          benefit,
          ...bidParametersOf(d.parameters),
          ...scoreParametersOf(d.parameters),
          material_costs: d.otherCosts.map(({ cost_type, id: costId, name, amount, number_of_units, months_to_apply }) => {
            const at = { center_id: null, center_name: null };
            return { id: costId, name, type: cost_type, amount, number_of_units, months_to_apply, ...at };
          }),
        };
      }),
    updateParameters: (id, body) =>
      this.answer('updateSolutionParameters', () => {
        const c = this.card(id);
        const d = this.data(c.uid);
        // as the server's re-cost: the bid's keys sent (absent keep, null clears), the costs by id
        d.parameters = { ...d.parameters, absenteeism_rate: body.absenteeism_rate, ...pickBid(body) };
        const update = new Map(body.material_costs.map((m) => [m.id, m]));
        d.otherCosts = d.otherCosts.map((x) => {
          const m = update.get(x.id);
          const units = { number_of_units: m?.number_of_units ?? null, months_to_apply: m?.months_to_apply ?? null };
          return m ? { ...x, amount: m.amount, ...units } : x;
        });
        d.pending = 'parameters';
        this.readsLeft = this.pendingReads;
        d.detail.can_modify_parameters = false;
        this.setCard(id, { sub_status: 'PENDING' });
        return { id: c.uid, status: c.status, sub_status: 'PENDING' as const };
      }),
    justificationUrl: (id) =>
      this.answer('previousStudyJustificationUrl', () => {
        const filename = `Justificacion_${this.card(id).name}.pdf`;
        return { download_url: `https://files.example/justifications/${encodeURIComponent(filename)}`, filename };
      }),
    solutionUrl: (id) =>
      this.answer('previousStudySolutionUrl', () => ({ download_url: this.data(this.card(id).uid).detail.result_url ?? '' })),
  };
}

/** The previous-study fake of a backend (created on first use). */
export const previousStudyFakes = (backend: InMemoryBackend) => areaOf(backend, InMemoryPreviousStudyBackend);

/** Binds the ports of this area to its in-memory fakes (tests and Storybook). */
export function bindPreviousStudyFakes(c: Container, backend: InMemoryBackend): void {
  c.bind(PREVIOUS_STUDY_TOKENS.PreviousStudyGateway).toConstantValue(previousStudyFakes(backend).gateway);
}

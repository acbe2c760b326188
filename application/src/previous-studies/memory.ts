/**
 * In-memory previous studies, one per InMemoryBackend (`previousStudyFakes(backend)`). The reads after a launch or a
 * parameter change find what `launch.script` / `recost.script` say; a study is costed by the domain engine's
 * `previousStudy` over a recorded input document (`demo-study.json`) with the study's parameters.
 */
import { bidParametersOf, PreviousStudyDocument, pageOf, previousStudy, scoreParametersOf } from '@licita/domain';
import { PREVIOUS_STUDY_DEFAULTS, PREVIOUS_STUDY_MESSAGES, type PreviousStudy, type PreviousStudyCard } from '@licita/domain';
import type { SimulationMaterialCostRead, SolutionParametersUpdate, SurrogateRead } from '@licita/domain';
import type { PreviousStudyGateway } from './ports';
import { areaOf, InMemoryArea, fakeFile, keptIn, now, recorded, stoppedCard, type InMemoryBackend } from '../core/memory';
import { ScriptedChange } from '../core/memory';
import { simulationFakes } from '../simulations/memory';
import recording from './demo-study.json';

const DOCUMENT = recorded(PreviousStudyDocument, recording, 'demo-study.json');

type Card = 'id' | 'uid' | 'name' | 'project_id' | 'status' | 'started' | 'finished' | 'createdAt' | 'updatedAt' | 'sub_status';
export interface StudyData {
  detail: Omit<PreviousStudy, Card>;
  surrogates: SurrogateRead[];
  otherCosts: SimulationMaterialCostRead[];
  parameters: Omit<SolutionParametersUpdate, 'material_costs'>; // absentismo and the bid inputs, as last sent
  pending: 'launch' | 'parameters' | null; // what the next read settles
}

type SurrogateInput = Parameters<PreviousStudyGateway['createSurrogate']>[1];
type OtherCostInput = Parameters<PreviousStudyGateway['createOtherCost']>[1];

export class InMemoryPreviousStudyBackend extends InMemoryArea {
  readonly studies = new Map<string, StudyData>();
  readonly launch = new ScriptedChange<string>((id) => this.solve(id)); // an ERROR: sub_status Stopped
  readonly recost = new ScriptedChange<string>((id) => this.costed(id, {}));

  private card = (id: string) => this.backend.card('previousStudies', id, PREVIOUS_STUDY_MESSAGES.notFound);
  private setCard = (id: string, change: Partial<PreviousStudyCard>) =>
    this.backend.setCard('previousStudies', id, { ...change, updatedAt: now() });

  /** The data of a study (created with the defaults on first use). */
  data(id: string): StudyData {
    const none = { service_date_init: null, service_duration: null, data_url: null, result_url: null, results: null };
    const detail = { ...none, ...PREVIOUS_STUDY_DEFAULTS, events: [], can_modify_parameters: false };
    const parameters = { absenteeism_rate: 0, benefit: 0 };
    return keptIn(this.studies, id, () => ({ detail, surrogates: [], otherCosts: [], parameters, pending: null }));
  }

  /** Marks a study solved (stories and tests), with its basic data's absenteeism. */
  solve(id: string): void {
    const d = this.data(id);
    d.parameters = { ...d.parameters, absenteeism_rate: d.detail.absenteeism_rate ?? 0 };
    this.costed(id, { status: 'Solved', started: this.card(id).started ?? now(), finished: now() });
  }

  /** The study costed by the domain engine: the recorded document with the study's parameters. */
  private costed(id: string, card: Partial<PreviousStudyCard>) {
    const { detail, parameters: p } = this.data(id);
    const document = { ...DOCUMENT, parameters: { ...DOCUMENT.parameters, ...p } };
    document.previous_study = { ...DOCUMENT.previous_study, absenteeism_rate: p.absenteeism_rate };
    detail.results = previousStudy(document, { clock: () => Date.now() }).results;
    detail.result_url = fakeFile('solutions/', `Solucion_${this.card(id).name}.xlsx`).download_url;
    detail.can_modify_parameters = true;
    this.setCard(id, { ...card, sub_status: 'FINISHED' });
  }

  /** What a read finds of a launch or a re-cost in progress: the next step of its script (FINISHED applies it). */
  private settle(id: string): void {
    const d = this.data(id);
    const launched = d.pending === 'launch';
    const step = d.pending && (launched ? this.launch : this.recost).status();
    if (!step || step.status === 'PENDING') return;
    d.pending = null;
    if (step.status === 'FINISHED') return;
    const description = step.info_message ?? PREVIOUS_STUDY_MESSAGES.processingFailed;
    const event = { id: this.id('ev'), created: now(), title: 'Error', description, type_info: 'Error' as const, group: null };
    d.detail.events = [...d.detail.events, event];
    d.detail.can_modify_parameters = !launched;
    this.setCard(id, launched ? { status: 'Stopped', sub_status: 'Stopped' } : { sub_status: 'ERROR' });
  }

  private study(id: string): PreviousStudy {
    const c = this.card(id);
    return { ...this.data(c.uid).detail, ...c, id: c.uid, sub_status: c.sub_status ?? null } as PreviousStudy;
  }

  /** Starts a launch or a parameter change, answered PENDING as the server does (a script of FINISHED applies it at once). */
  private start(id: string, pending: 'launch' | 'parameters', card: Partial<PreviousStudyCard>) {
    const c = this.card(id);
    Object.assign(this.data(c.uid), { pending });
    this.setCard(id, { ...card, sub_status: 'PENDING' });
    const { status } = this.card(id);
    (pending === 'launch' ? this.launch : this.recost).start(c.uid);
    return { id: c.uid, status, sub_status: 'PENDING' as const };
  }

  readonly gateway: PreviousStudyGateway = {
    create: (name, projectId) =>
      this.answer('createPreviousStudy', () =>
        this.backend.addCard('previousStudies', { ...stoppedCard(this.id('ps-new'), name, projectId), sub_status: null }),
      ),
    get: (id) => this.answer('getPreviousStudy', () => (this.settle(this.card(id).uid), this.study(id))),
    update: (id, { name, ...basic }) =>
      this.answer('updatePreviousStudy', () => {
        this.setCard(id, { name });
        Object.assign(this.data(this.card(id).uid).detail, basic);
        return this.study(id);
      }),
    remove: (id) => this.answer('deletePreviousStudy', () => this.backend.setCard('previousStudies', id, null)),
    // the copy of the study's data into the new simulation is the server's (tested against it)
    toSimulation: (id) =>
      this.answer('simulationFromPreviousStudy', () => {
        const { name, project_id } = this.card(id);
        return this.backend.addCard('simulations', stoppedCard(this.id('sim-from'), name, project_id));
      }),
    surrogates: (id, p) => this.answer('previousStudySurrogates', () => (this.card(id), pageOf(this.data(id).surrogates, p))),
    ...this.rowCalls(
      'Surrogate',
      'PreviousStudy',
      (id) => this.data(id).surrogates,
      (id, sid, v: SurrogateInput) =>
        simulationFakes(this.backend).surrogateOf(sid, { ...v, center_id: null, center_group: null }, this.data(id).detail),
    ),
    // the import's answers only: what a spreadsheet adds is the server's
    surrogatesImport: this.scriptedImport('surrogates', 'previous', this.card.bind(this), () => undefined),
    otherCosts: (id, p) => this.answer('previousStudyOtherCosts', () => (this.card(id), pageOf(this.data(id).otherCosts, p))),
    ...this.rowCalls(
      'OtherCost',
      'PreviousStudy',
      (id) => this.data(id).otherCosts,
      (_, id, v: OtherCostInput) => ({
        ...{ ...v, months_to_apply: v.months_to_apply ?? null, id, center_id: null, center_name: null },
      }),
    ),
    launch: (id) => this.answer('launchPreviousStudy', () => this.start(id, 'launch', { status: 'Running', started: now() })),
    parameters: (id) =>
      this.answer('previousStudyParameters', () => {
        const { parameters: p, otherCosts } = this.data(this.card(id).uid);
        const material_costs = otherCosts.map(({ cost_type: type, center_id: _, ...c }) => ({ ...c, type, center_id: null }));
        return { ...p, ...bidParametersOf(p), ...scoreParametersOf(p), material_costs };
      }),
    updateParameters: (id, { material_costs: _, ...sent }) =>
      this.answer('updateSolutionParameters', () => {
        const d = this.data(this.card(id).uid);
        Object.assign(d, { parameters: { ...d.parameters, ...sent } });
        d.detail.can_modify_parameters = false;
        return this.start(id, 'parameters', {});
      }),
    justificationUrl: (id) =>
      this.answer('previousStudyJustificationUrl', () => fakeFile('justifications/', `Justificacion_${this.card(id).name}.pdf`)),
    solutionUrl: (id) =>
      this.answer('previousStudySolutionUrl', () => ({ download_url: this.data(this.card(id).uid).detail.result_url ?? '' })),
  };
}

/** The previous-study fake of a backend (created on first use). */
export const previousStudyFakes = (backend: InMemoryBackend) => areaOf(backend, InMemoryPreviousStudyBackend);

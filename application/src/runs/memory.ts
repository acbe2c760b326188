/**
 * In-memory runs, one per InMemoryBackend (`runFakes(backend)`): a card without run data gets the recorded demo run
 * by its status; a launch ends Solved after `finishAfterPolls` reads. Totals are the domain engine's (`costResults`,
 * `markDisability`), a parameter change keeps what was sent, a refusal is recorded (`refuseCode`, `refuseNext`).
 */
import { DEFAULT_DISABILITY_DISCOUNT_YEAR, LAUNCH_ERROR_CODES, markDisability, pageOf, rosterPage } from '@licita/domain';
import { explanationsPage } from '@licita/domain';
import type { JustificationGrounds, SimulationCard, SimulationEvent, SimulationRun, SolutionEmployee } from '@licita/domain';
import { RUN_MESSAGES, type SolutionParameters, type SolutionParametersUpdate, type ValidationFinding } from '@licita/domain';
import { staffPage } from '@licita/domain';
import { ApiError } from '../errors';
import { LaunchRefusedError, type SimulationRunGateway, type SolutionGateway } from './ports';
import { areaOf, fakeFile, InMemoryArea, keptIn, now, ScriptedChange, unfaked, type InMemoryBackend } from '../core/memory';
import { costResults, DEMO_MONTHS, demoEvents, demoParameters, demoRoster, demoWorkers } from './demo';

type SocialSecurityMark = Parameters<SolutionGateway['updateSocialSecurity']>[1]['employees'][number];
type Solution = FakeRun & { workers: SolutionEmployee[]; parameters: SolutionParameters };

/**
 * A run: `results` as the server would send them (an object, a string or null; else the workers' costing), the
 * solution's workers and parameters (null until solved), the reads of a Running run before it ends (null: never).
 */
const unsolved = (started: string | null, finished: string | null, events: SimulationEvent[] = []) => ({
  ...{ started, finished, events, results: null as unknown, data_url: null as string | null, pollsLeft: null as number | null },
  ...{ workers: null as SolutionEmployee[] | null, parameters: null as SolutionParameters | null },
});
export type FakeRun = ReturnType<typeof unsolved>;
/** Each worker's social security before a discount: the recorded one. */
const gross = (w: Pick<SolutionEmployee, 'id' | 'social_security'>) =>
  demoWorkers().find((x) => x.id === w.id)?.social_security ?? w.social_security;

export class InMemoryRunBackend extends InMemoryArea {
  runs = new Map<string, FakeRun>();
  findings = new Map<string, ValidationFinding[]>(); // what GET validate answers, by simulation id
  grounds = new Map<string, JustificationGrounds>(); // the justification written on each simulation
  refuseCode: number | null = null; // the next launches are refused with 460 and this code
  finishAfterPolls = 2; // reads of the simulation a launched run takes to end Solved
  /** What successive status calls answer after a parameter change (`script`; the last one repeats). */
  readonly parameterChange = new ScriptedChange<{ id: string; body: SolutionParametersUpdate }>(({ id, body }) => {
    const s = this.solution(id);
    // the values sent, each other cost's by its id (the server's merge and re-cost are tested against the server)
    const sent = new Map(body.material_costs.map((m) => [m.id, m]));
    const material_costs = s.parameters.material_costs.map((m) => ({ ...m, ...sent.get(m.id) }));
    s.parameters = { ...s.parameters, ...body, material_costs };
  });
  /** What successive status calls answer after a social security discount (`script`; the last one repeats). */
  readonly discountChange = new ScriptedChange<{ id: string; employees: SocialSecurityMark[] }>(({ id, employees }) => {
    const s = this.solution(id);
    s.workers = s.workers.map((w) => {
      const on = w.kind === 'new' ? employees.find((e) => e.id === w.id)?.social_security_activate : undefined;
      if (on === undefined) return w;
      const line = { fte: w.fte, social_security: gross(w), social_security_discount: 0 };
      const { social_security } = markDisability(line, on, DEMO_MONTHS, DEFAULT_DISABILITY_DISCOUNT_YEAR);
      return { ...w, social_security_activate: on, social_security, total_cost: w.salary + social_security };
    });
  });

  card = (id: string) => this.backend.card('simulations', id);

  private setStatus(id: string, status: SimulationCard['status'], patch: Partial<SimulationCard> = {}) {
    this.backend.setCard('simulations', id, { ...patch, status, updatedAt: now() });
  }

  /** A solved run with the demo workers and parameters. */
  solved(start = Date.now() - 7_000): FakeRun {
    const ended = unsolved(new Date(start).toISOString(), new Date(start + 7_310).toISOString(), demoEvents('solved'));
    return { ...ended, workers: demoWorkers(), parameters: demoParameters() };
  }

  /** The run of a simulation (created from its card's status on first use). */
  run(id: string): FakeRun {
    const { status, started, finished } = this.card(id);
    return keptIn(this.runs, id, () => {
      if (status === 'Solved') return this.solved(started ? Date.parse(started) : Date.now() - 83_000);
      if (status === 'Running') return unsolved(new Date(Date.now() - 83_000).toISOString(), null, demoEvents('running'));
      return status === 'Error' ? unsolved(started, started, demoEvents('error')) : unsolved(started, finished);
    });
  }

  private read(id: string): SimulationRun {
    const r = this.run(id);
    if (this.card(id).status === 'Running' && r.pollsLeft !== null && r.pollsLeft-- <= 0) this.finish(id);
    const { started, finished, data_url, results, workers, parameters } = this.run(id);
    const c = this.card(id);
    const result_url = c.status === 'Solved' && workers ? fakeFile('solutions/', `${c.name}.xlsx`).download_url : null;
    const costed = workers && parameters ? costResults(workers, parameters) : null;
    return { ...c, started, finished, data_url, result_url, results: results ?? costed };
  }

  private finish(id: string) {
    const prev = this.run(id);
    const next = { ...this.solved(prev.started ? Date.parse(prev.started) : Date.now()), data_url: prev.data_url };
    // the events so far, then the recorded run's from its roster on
    this.runs.set(id, { ...next, events: [...prev.events, ...next.events.slice(demoEvents('running').length)] });
    this.setStatus(id, 'Solved', { finished: next.finished });
  }

  /** A file of the solution in the fake file store: its download address, valid for an hour. */
  private file(id: string, folder: string, filename: string) {
    this.solution(id);
    return { ...fakeFile(`${folder}/`, filename), expires_at: new Date(Date.now() + 3600_000).toISOString() };
  }

  private solution(id: string): Solution {
    const r = this.run(id);
    if (!r.workers || !r.parameters) throw new ApiError(404, RUN_MESSAGES.noSolution, `/api/solution/${id}/parameters`);
    return r as Solution;
  }

  private results = (id: string) => this.read(id).results as ReturnType<typeof costResults>;
  readonly gateway: SimulationRunGateway = {
    get: (id) => this.answer('getSimulation', () => this.read(id)),
    results: (id) => this.answer('getSimulationResults', () => this.results(id)),
    explanations: (id, q) =>
      this.answer('getSimulationExplanations', () => explanationsPage(this.results(id).explanations ?? [], q)),
    bounds: (id) => this.answer('getSimulationBounds', () => this.results(id).bounds ?? []),
    events: (id, page) => this.answer('listSimulationEvents', () => pageOf([...this.run(id).events].reverse(), page)),
    validate: (id) => this.answer('validateSimulation', () => (this.card(id), this.findings.get(id) ?? [])),
    launch: (id) =>
      this.answer('launchSimulation', () => {
        const c = this.card(id);
        const url = `/api/simulation/${id}/launch`;
        if (this.refuseCode !== null) throw new LaunchRefusedError(this.refuseCode, LAUNCH_ERROR_CODES[this.refuseCode]!, url);
        const started = now();
        const run = unsolved(started, null, demoEvents('running').slice(0, 1));
        this.runs.set(id, { ...run, data_url: this.run(id).data_url, pollsLeft: this.finishAfterPolls });
        this.setStatus(id, 'Running', { started, finished: null });
        return { id: c.uid, status: 'Running' as const };
      }),
    cancel: (id) =>
      this.answer('cancelSimulation', () => {
        Object.assign(this.run(id), { pollsLeft: null, finished: now() });
        this.setStatus(id, 'Stopped');
        return { id: this.card(id).uid, status: 'Stopped' as const };
      }),
    justificationUrl: (id) =>
      this.answer('simulationJustificationUrl', () => this.file(id, 'justifications', `Justificacion_${this.card(id).name}.pdf`)),
    justification: (id) => this.answer('getSimulationJustification', () => (this.card(id), this.grounds.get(id) ?? {})),
    ...unfaked('saveJustification'),
    formularioUrl: (id) =>
      this.answer('simulationFormularioUrl', () => this.file(id, 'formularios', `Formulario_${this.card(id).name}.xlsx`)),
    solutionUrl: (id) =>
      this.answer('simulationSolutionUrl', () => this.file(id, 'solutions', `Solucion_${this.card(id).name}.xlsx`)),
  };

  readonly solutions: SolutionGateway = {
    parameters: (id) => this.answer('getSolutionParameters', () => this.solution(id).parameters),
    defaultParameters: (id) =>
      this.answer('getSolutionDefaultParameters', () => ({
        ...demoParameters(),
        benefit: 0,
        absenteeism_rate: this.solution(id).parameters.absenteeism_rate,
      })),
    updateParameters: (id, body) =>
      this.answer('updateSolutionParameters', () => (this.solution(id), this.parameterChange.start({ id, body }))),
    parametersStatus: () => this.answer('getSolutionParametersStatus', () => this.parameterChange.status()),
    employees: (id) => this.answer('getSolutionEmployees', () => this.solution(id).workers),
    rosterPage: (id, q) => this.answer('getSolutionRosterPage', () => (this.solution(id), rosterPage(demoRoster(), q))),
    staffPage: (id, q) => this.answer('getSolutionStaffPage', () => staffPage(this.solution(id).workers, q)),
    socialSecurityEmployees: (id) =>
      this.answer('getSocialSecurityEmployees', () => {
        const hires = this.solution(id).workers.filter((w) => w.kind === 'new');
        return hires.map(({ kind, category, fte, seniority_date, pluses, total_cost, ...w }) => ({
          ...w,
          social_security: gross(w),
        }));
      }),
    updateSocialSecurity: (id, { employees }) =>
      this.answer('updateSocialSecurityEmployees', () => (this.solution(id), this.discountChange.start({ id, employees }))),
    socialSecurityStatus: () => this.answer('getSocialSecurityStatus', () => this.discountChange.status()),
  };
}

/** The run fakes of a backend (created on first use). */
export const runFakes = (backend: InMemoryBackend) => areaOf(backend, InMemoryRunBackend);

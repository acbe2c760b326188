/**
 * In-memory runs behind the ports of the run slice, one per InMemoryBackend (whose latency and simulation cards it
 * shares). Get it with `runFakes(backend)` to set the state of a test or story. A card without run data gets
 * demo data by its status (Solved: results and workers; Running: the first events; Error: error events).
 * A launch runs for `finishAfterPolls` reads of the simulation, then ends Solved with the demo workers. What the
 * calls answer is recorded, not re-decided: a re-cost is the domain engine's (`costResults`, `markDisability`,
 * `pickBid`), a refusal is what a test sets (`refuseCode`, `validateFails`).
 */
import {
  API_MESSAGES,
  DEFAULT_DISABILITY_DISCOUNT_YEAR,
  LAUNCH_ERROR_CODES,
  markDisability,
  pickBid,
  RUN_MESSAGES,
  type JustificationGrounds,
  type SimulationCard,
  type SimulationEvent,
  type SimulationRun,
  type SolutionEmployee,
  type SolutionParameters,
  type SolutionParametersUpdate,
  type ValidationFinding,
  type WeeklyRosterWorker,
} from '@licita/domain';
import { ApiError } from '../errors';
import { LaunchRefusedError, type SimulationRunGateway, type SolutionGateway } from './ports';
import { areaOf, found, InMemoryArea, ScriptedChange, type InMemoryBackend } from '../core/memory';
import { costResults, DEMO_MONTHS, demoEvents, demoParameters, demoRoster, demoWorkers } from './demo';
import type { Container } from 'inversify';
import { RUN_TOKENS } from './tokens';

export interface FakeRun {
  started: string | null;
  finished: string | null;
  events: SimulationEvent[];
  /** As the server would send it: an object, a string, or null. Computed from the workers when `workers` is set. */
  results: unknown;
  data_url: string | null;
  /** The solution: null until solved. */
  workers: SolutionEmployee[] | null;
  /** The weekly roster of the solution (null until solved). */
  roster: WeeklyRosterWorker[] | null;
  parameters: SolutionParameters | null;
  /** Social security of each worker before the discount. */
  grossSocialSecurity: Record<string, number>;
  /** Reads of a Running simulation before it ends Solved; null keeps it Running. */
  pollsLeft: number | null;
}

type Solution = FakeRun & { workers: SolutionEmployee[]; parameters: SolutionParameters };
type ParametersChange = SolutionParametersUpdate & { material_costs: { id: string; amount: number }[] };

const unsolved = (started: string | null, finished: string | null, events: SimulationEvent[] = []): FakeRun => ({
  started,
  finished,
  events,
  results: null,
  data_url: null,
  workers: null,
  roster: null,
  parameters: null,
  grossSocialSecurity: {},
  pollsLeft: null,
});

/** A download address of the fake file store, valid for an hour. */
const download = (folder: string, filename: string) => ({
  download_url: `https://files.example/${folder}/${encodeURIComponent(filename)}`,
  filename,
  expires_at: new Date(Date.now() + 3600_000).toISOString(),
});

export class InMemoryRunBackend extends InMemoryArea {
  runs = new Map<string, FakeRun>();
  /** Findings of GET validate by simulation id (none by default). */
  findings = new Map<string, ValidationFinding[]>();
  /** The grounds of the justification written on each simulation. */
  grounds = new Map<string, JustificationGrounds>();
  /** The validation call fails (500). */
  validateFails = false;
  /** The next launches are refused with 460 and this code. */
  refuseCode: number | null = null;
  /** Reads of the simulation a launched run takes to end Solved. */
  finishAfterPolls = 2;
  private readonly parametersChange = new ScriptedChange<{ id: string; body: ParametersChange }>(({ id, body }) =>
    this.applyParameters(id, body),
  );
  private readonly discountChange = new ScriptedChange<{ id: string; marks: Map<string, boolean> }>(({ id, marks }) =>
    this.applyMarks(id, marks),
  );

  /** What successive status calls answer after a parameter change, or from when it is set (the last one repeats). */
  get parametersScript() {
    return this.parametersChange.script;
  }
  set parametersScript(script) {
    this.parametersChange.script = script;
  }
  /** What successive social security status calls answer after a discount, or from when it is set (the last one repeats). */
  get socialSecurityScript() {
    return this.discountChange.script;
  }
  set socialSecurityScript(script) {
    this.discountChange.script = script;
  }

  card(id: string): SimulationCard {
    return found(this.backend.simulations, (x) => x.uid === id || x.id === id, `/api/simulation/${id}`);
  }

  private setStatus(id: string, status: SimulationCard['status'], patch: Partial<SimulationCard> = {}) {
    const c = this.card(id);
    // replaced, not changed in place: the cards may be shared with other backends (story and test data)
    this.backend.simulations = this.backend.simulations.map((x) =>
      x === c ? { ...c, ...patch, status, updatedAt: new Date().toISOString() } : x,
    );
  }

  /** A solved run with the demo workers and parameters. */
  solved(start = Date.now() - 7_000): FakeRun {
    const workers = demoWorkers();
    return {
      ...unsolved(new Date(start).toISOString(), new Date(start + 7_310).toISOString(), demoEvents('solved', start)),
      workers,
      roster: demoRoster(workers),
      parameters: demoParameters(),
      grossSocialSecurity: Object.fromEntries(workers.map((w) => [w.id, w.social_security])),
    };
  }

  /** The run of a simulation (created from its card's status on first use). */
  run(id: string): FakeRun {
    const held = this.runs.get(id);
    if (held) return held;
    const card = this.card(id);
    const start = card.started ? Date.parse(card.started) : Date.now() - 83_000;
    const now = Date.now() - 83_000;
    const made =
      card.status === 'Solved'
        ? this.solved(start)
        : card.status === 'Running'
          ? unsolved(new Date(now).toISOString(), null, demoEvents('running', now))
          : card.status === 'Error'
            ? unsolved(card.started, card.started, demoEvents('error', start))
            : unsolved(card.started, card.finished);
    this.runs.set(id, made);
    return made;
  }

  private read(id: string): SimulationRun {
    const running = this.run(id);
    if (this.card(id).status === 'Running' && running.pollsLeft !== null) {
      if (running.pollsLeft <= 0) this.finish(id);
      else running.pollsLeft--;
    }
    const r = this.run(id);
    const c = this.card(id);
    const solvedResults = r.workers && r.parameters ? costResults(r.workers, r.parameters, DEMO_MONTHS) : null;
    return {
      ...c,
      started: r.started,
      finished: r.finished,
      data_url: r.data_url,
      result_url:
        c.status === 'Solved' && r.workers ? `https://files.example/solutions/${encodeURIComponent(c.name)}.xlsx` : null,
      results: r.results ?? solvedResults,
      events: r.events,
    };
  }

  private finish(id: string) {
    const prev = this.run(id);
    const start = prev.started ? Date.parse(prev.started) : Date.now();
    const next = {
      ...this.solved(start),
      data_url: prev.data_url,
      events: [...prev.events, ...demoEvents('solved', start).slice(7)],
    };
    this.runs.set(id, next);
    this.setStatus(id, 'Solved', { finished: next.finished });
  }

  private solution(id: string): Solution {
    const r = this.run(id);
    if (!r.workers || !r.parameters) throw new ApiError(404, RUN_MESSAGES.noSolution, `/api/solution/${id}/parameters`);
    return r as Solution;
  }

  readonly gateway: SimulationRunGateway = {
    get: (id) => this.answer('getSimulation', () => this.read(id)),
    // the whole list every time (as the server answers for an event it no longer has): the caller replaces
    getSince: (id) => this.answer('getSimulation', () => ({ simulation: this.read(id), delta: false })),
    validate: (id) =>
      this.answer('validateSimulation', () => {
        this.card(id);
        if (this.validateFails) throw new ApiError(500, API_MESSAGES.unknown, `/api/simulation/${id}/validate`);
        return this.findings.get(id) ?? [];
      }),
    launch: (id) =>
      this.answer('launchSimulation', () => {
        const c = this.card(id);
        if (this.refuseCode !== null) {
          const message = LAUNCH_ERROR_CODES[this.refuseCode] ?? 'Refused';
          throw new LaunchRefusedError(this.refuseCode, message, `/api/simulation/${id}/launch`);
        }
        const now = Date.now();
        const started = new Date(now).toISOString();
        const first = demoEvents('running', now).slice(0, 1);
        this.runs.set(id, {
          ...unsolved(started, null, first),
          data_url: this.run(id).data_url,
          pollsLeft: this.finishAfterPolls,
        });
        this.setStatus(id, 'Running', { started, finished: null });
        return { id: c.uid, status: 'Running' as const };
      }),
    cancel: (id) =>
      this.answer('cancelSimulation', () => {
        const c = this.card(id);
        const r = this.run(id);
        const created = new Date().toISOString();
        r.pollsLeft = null;
        r.finished = created;
        const description = RUN_MESSAGES.stoppedByUser;
        const cancelled = { title: RUN_MESSAGES.cancelled, description, type_info: 'Info' as const, group: 'data' };
        r.events = [...r.events, { id: `ev-cancel-${r.events.length}`, created, ...cancelled }];
        this.setStatus(id, 'Stopped');
        return { id: c.uid, status: 'Stopped' as const };
      }),
    justificationUrl: (id) =>
      this.answer('simulationJustificationUrl', () => {
        this.solution(id);
        return download('justifications', `Justificacion_${this.card(id).name}.pdf`);
      }),
    justification: (id) => this.answer('getSimulationJustification', () => (this.card(id), this.grounds.get(id) ?? {})),
    saveJustification: (id, grounds) =>
      this.answer('updateSimulationJustification', () => {
        this.grounds.set(id, grounds);
        return grounds;
      }),
    solutionUrl: (id) =>
      this.answer('simulationSolutionUrl', () => {
        this.solution(id);
        return download('solutions', `Solucion_${this.card(id).name}.xlsx`);
      }),
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
      this.answer('updateSolutionParameters', () => (this.solution(id), this.parametersChange.start({ id, body }))),
    parametersStatus: () => this.answer('getSolutionParametersStatus', () => this.parametersChange.status()),
    employees: (id) => this.answer('getSolutionEmployees', () => this.solution(id).workers),
    roster: (id) => this.answer('getSolutionRoster', () => this.solution(id).roster ?? []),
    socialSecurityEmployees: (id) =>
      this.answer('getSocialSecurityEmployees', () => {
        const s = this.solution(id);
        return s.workers
          .filter((w) => w.kind === 'new')
          .map(({ id: worker, name, centers, weekly_hours, salary, social_security, social_security_activate }) => ({
            id: worker,
            name,
            centers,
            weekly_hours,
            salary,
            social_security: s.grossSocialSecurity[worker] ?? social_security,
            social_security_activate,
          }));
      }),
    updateSocialSecurity: (id, body) =>
      this.answer('updateSocialSecurityEmployees', () => {
        this.solution(id);
        const marks = new Map(body.employees.map((e) => [e.id, e.social_security_activate]));
        return this.discountChange.start({ id, marks });
      }),
    socialSecurityStatus: () => this.answer('getSocialSecurityStatus', () => this.discountChange.status()),
  };

  /** The re-cost's new parameters, as the server takes them: the bid's keys sent (`pickBid`), the costs by id. */
  private applyParameters(id: string, body: ParametersChange) {
    const s = this.solution(id);
    const update = new Map(body.material_costs.map((m) => [m.id, m]));
    s.parameters = {
      ...s.parameters,
      absenteeism_rate: body.absenteeism_rate,
      ...pickBid(body),
      material_costs: s.parameters.material_costs.map((m) => {
        const u = update.get(m.id);
        return u
          ? { ...m, amount: u.amount, number_of_units: u.number_of_units ?? null, months_to_apply: u.months_to_apply ?? null }
          : m;
      }),
    };
  }

  /** The disability discount of the marked new hires: the domain's `markDisability`, as the server applies it. */
  private applyMarks(id: string, marks: Map<string, boolean>) {
    const s = this.solution(id);
    s.workers = s.workers.map((w) => {
      const on = w.kind === 'new' ? marks.get(w.id) : undefined;
      if (on === undefined) return w;
      const gross = {
        fte: w.fte,
        social_security: s.grossSocialSecurity[w.id] ?? w.social_security,
        social_security_discount: 0,
      };
      const { social_security } = markDisability(gross, on, DEMO_MONTHS, DEFAULT_DISABILITY_DISCOUNT_YEAR);
      return { ...w, social_security_activate: on, social_security, total_cost: w.salary + social_security };
    });
  }
}

/** The run fakes of a backend (created on first use). */
export const runFakes = (backend: InMemoryBackend) => areaOf(backend, InMemoryRunBackend);

/** Binds the ports of this area to its in-memory fakes (tests and Storybook). */
export function bindRunFakes(c: Container, backend: InMemoryBackend): void {
  const f = runFakes(backend);
  c.bind(RUN_TOKENS.SimulationRunGateway).toConstantValue(f.gateway);
  c.bind(RUN_TOKENS.SolutionGateway).toConstantValue(f.solutions);
}

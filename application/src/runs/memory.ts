/**
 * In-memory runs behind the ports of the run slice, one per InMemoryBackend (whose latency and simulation cards it
 * shares). Get it with `runFakes(backend)` to set the state of a test or story. A card without run data gets
 * demo data by its status (Solved: results and workers; Running: the first events; Error: error events).
 * A launch runs for `finishAfterPolls` reads of the simulation, then ends Solved with the demo workers.
 */
import {
  API_MESSAGES,
  DEFAULT_DISABILITY_DISCOUNT_YEAR,
  LAUNCH_ERROR_CODES,
  markDisability,
  PARAMETER_MESSAGES,
  RUN_MESSAGES,
  type JustificationGrounds,
  type SimulationCard,
  type SimulationEvent,
  type WeeklyRosterWorker,
  type SimulationRun,
  type SolutionEmployee,
  type SolutionParameters,
  type TaskStatus,
  type ValidationFinding,
} from '@licita/domain';
import { ApiError } from '../errors';
import { LaunchRefusedError, type SimulationRunGateway, type SolutionGateway } from './ports';
import { InMemoryArea, type InMemoryBackend } from '../core/memory';
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

const FINISHED: TaskStatus = { status: 'FINISHED', info_message: null };
const NOT_RECOSTABLE = PARAMETER_MESSAGES.notSolved;

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
  private paramsScript: TaskStatus[] = [FINISHED];
  /** What successive status calls answer after a parameter change, or from when it is set (the last one repeats). */
  get parametersScript(): TaskStatus[] {
    return this.paramsScript;
  }
  set parametersScript(script: TaskStatus[]) {
    this.paramsScript = script;
    this.paramsCursor = 0;
  }
  private ssScript: TaskStatus[] = [FINISHED];
  /** What successive social security status calls answer after a discount, or from when it is set (the last one repeats). */
  get socialSecurityScript(): TaskStatus[] {
    return this.ssScript;
  }
  set socialSecurityScript(script: TaskStatus[]) {
    this.ssScript = script;
    this.ssCursor = 0;
  }
  private paramsCursor = 0;
  private ssCursor = 0;
  private pendingParams: SolutionParameters | null = null;
  private pendingMarks: Map<string, boolean> | null = null;

  card(id: string): SimulationCard {
    const s = this.backend.simulations.find((x) => x.uid === id || x.id === id);
    if (!s) throw new ApiError(404, API_MESSAGES.notFound, `/api/simulation/${id}`);
    return s;
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
      started: new Date(start).toISOString(),
      finished: new Date(start + 7_310).toISOString(),
      events: demoEvents('solved', start),
      results: null,
      data_url: null,
      workers,
      roster: demoRoster(workers),
      parameters: demoParameters(),
      grossSocialSecurity: Object.fromEntries(workers.map((w) => [w.id, w.social_security])),
      pollsLeft: null,
    };
  }

  /** The run of a simulation (created from its card's status on first use). */
  run(id: string): FakeRun {
    let r = this.runs.get(id);
    if (!r) {
      const card = this.card(id);
      const start = Date.now() - 83_000;
      const base: FakeRun = {
        started: card.started,
        finished: card.finished,
        events: [],
        results: null,
        data_url: null,
        workers: null,
        roster: null,
        parameters: null,
        grossSocialSecurity: {},
        pollsLeft: null,
      };
      if (card.status === 'Solved') r = this.solved(card.started ? Date.parse(card.started) : start);
      else if (card.status === 'Running')
        r = { ...base, started: new Date(start).toISOString(), finished: null, events: demoEvents('running', start) };
      else if (card.status === 'Error')
        r = { ...base, finished: card.started, events: demoEvents('error', card.started ? Date.parse(card.started) : start) };
      else r = base;
      this.runs.set(id, r);
    }
    return r;
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

  private solution(id: string): FakeRun & { workers: SolutionEmployee[]; parameters: SolutionParameters } {
    const r = this.run(id);
    if (!r.workers || !r.parameters) throw new ApiError(404, RUN_MESSAGES.noSolution, `/api/solution/${id}/parameters`);
    return r as FakeRun & { workers: SolutionEmployee[]; parameters: SolutionParameters };
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
        if (this.refuseCode !== null)
          throw new LaunchRefusedError(
            this.refuseCode,
            LAUNCH_ERROR_CODES[this.refuseCode] ?? 'Refused',
            `/api/simulation/${id}/launch`,
          );
        if (c.status !== 'Stopped') throw new ApiError(409, RUN_MESSAGES.notStopped(c.status), `/api/simulation/${id}/launch`);
        const now = Date.now();
        const started = new Date(now).toISOString();
        this.runs.set(id, {
          ...this.run(id),
          started,
          finished: null,
          results: null,
          workers: null,
          roster: null,
          parameters: null,
          events: demoEvents('running', now).slice(0, 1),
          pollsLeft: this.finishAfterPolls,
        });
        this.setStatus(id, 'Running', { started, finished: null });
        return { id: c.uid, status: 'Running' as const };
      }),
    cancel: (id) =>
      this.answer('cancelSimulation', () => {
        const c = this.card(id);
        if (c.status !== 'Running') throw new ApiError(409, RUN_MESSAGES.notRunning, `/api/simulation/${id}/cancel`);
        const r = this.run(id);
        const now = new Date().toISOString();
        r.pollsLeft = null;
        r.finished = now;
        r.events = [
          ...r.events,
          {
            id: `ev-cancel-${r.events.length}`,
            created: now,
            title: RUN_MESSAGES.cancelled,
            description: RUN_MESSAGES.stoppedByUser,
            type_info: 'Info',
            group: 'data',
          },
        ];
        this.setStatus(id, 'Stopped');
        return { id: c.uid, status: 'Stopped' as const };
      }),
    justificationUrl: (id) =>
      this.answer('simulationJustificationUrl', () => {
        const c = this.card(id);
        this.solution(id);
        const filename = `Justificacion_${c.name}.pdf`;
        return {
          download_url: `https://files.example/justifications/${encodeURIComponent(filename)}`,
          filename,
          expires_at: new Date(Date.now() + 3600_000).toISOString(),
        };
      }),
    justification: (id) =>
      this.answer('getSimulationJustification', () => {
        this.card(id);
        return this.grounds.get(id) ?? {};
      }),
    saveJustification: (id, grounds) =>
      this.answer('updateSimulationJustification', () => {
        this.card(id);
        // as the server stores them: trimmed, an empty ground null
        const saved = Object.fromEntries(
          Object.entries(grounds).map(([k, v]) => [k, typeof v === 'string' && v.trim() !== '' ? v.trim() : null]),
        ) as JustificationGrounds;
        this.grounds.set(id, saved);
        return saved;
      }),
    solutionUrl: (id) =>
      this.answer('simulationSolutionUrl', () => {
        const c = this.card(id);
        this.solution(id);
        const filename = `Solucion_${c.name}.xlsx`;
        return {
          download_url: `https://files.example/solutions/${encodeURIComponent(filename)}`,
          filename,
          expires_at: new Date(Date.now() + 3600_000).toISOString(),
        };
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
      this.answer('updateSolutionParameters', () => {
        const s = this.solution(id);
        if (this.card(id).status !== 'Solved') throw new ApiError(409, NOT_RECOSTABLE, `/api/solution/${id}/parameters`);
        if (body.benefit < 0 || body.absenteeism_rate < 0)
          throw new ApiError(400, 'benefit: Valor incorrecto', `/api/solution/${id}/parameters`);
        this.pendingParams = {
          absenteeism_rate: body.absenteeism_rate,
          benefit: body.benefit,
          overheads: body.overheads ?? s.parameters.overheads ?? 0,
          vat: body.vat ?? s.parameters.vat ?? 21,
          tender_budget: body.tender_budget !== undefined ? body.tender_budget : (s.parameters.tender_budget ?? null),
          offer_price: body.offer_price !== undefined ? body.offer_price : (s.parameters.offer_price ?? null),
          other_offers: body.other_offers ?? s.parameters.other_offers ?? [],
          price_score: body.price_score !== undefined ? body.price_score : (s.parameters.price_score ?? null),
          technical_points: body.technical_points ?? s.parameters.technical_points ?? 0,
          competitors: body.competitors ?? s.parameters.competitors ?? [],
          material_costs: s.parameters.material_costs.map((m) => {
            const u = body.material_costs.find((x) => x.id === m.id);
            return u
              ? { ...m, amount: u.amount, number_of_units: u.number_of_units ?? null, months_to_apply: u.months_to_apply ?? null }
              : m;
          }),
        };
        this.paramsCursor = 0;
        // a script that starts FINISHED is a change the server applied within the request
        if (this.paramsScript[0]?.status !== 'FINISHED') return { status: 'PENDING' as const, info_message: null };
        this.solution(id).parameters = this.pendingParams;
        this.pendingParams = null;
        return FINISHED;
      }),
    parametersStatus: (id) =>
      this.answer('getSolutionParametersStatus', () => {
        const st = this.paramsScript[Math.min(this.paramsCursor++, this.paramsScript.length - 1)]!;
        if (st.status === 'FINISHED' && this.pendingParams) {
          this.solution(id).parameters = this.pendingParams;
          this.pendingParams = null;
        }
        return st;
      }),
    employees: (id) => this.answer('getSolutionEmployees', () => this.solution(id).workers),
    roster: (id) => this.answer('getSolutionRoster', () => this.solution(id).roster ?? []),
    socialSecurityEmployees: (id) =>
      this.answer('getSocialSecurityEmployees', () =>
        this.solution(id)
          .workers.filter((w) => w.kind === 'new')
          .map((w) => ({
            id: w.id,
            name: w.name,
            centers: w.centers,
            weekly_hours: w.weekly_hours,
            salary: w.salary,
            social_security: this.solution(id).grossSocialSecurity[w.id] ?? w.social_security,
            social_security_activate: w.social_security_activate,
          })),
      ),
    updateSocialSecurity: (id, body) =>
      this.answer('updateSocialSecurityEmployees', () => {
        this.solution(id);
        this.pendingMarks = new Map(body.employees.map((e) => [e.id, e.social_security_activate]));
        this.ssCursor = 0;
        if (this.ssScript[0]?.status !== 'FINISHED') return { status: 'PENDING' as const, info_message: null };
        this.applyMarks(id, this.pendingMarks);
        this.pendingMarks = null;
        return FINISHED;
      }),
    socialSecurityStatus: (id) =>
      this.answer('getSocialSecurityStatus', () => {
        const st = this.ssScript[Math.min(this.ssCursor++, this.ssScript.length - 1)]!;
        if (st.status === 'FINISHED' && this.pendingMarks) {
          this.applyMarks(id, this.pendingMarks);
          this.pendingMarks = null;
        }
        return st;
      }),
  };

  /** The disability discount of the marked new hires: the domain's `markDisability`, as the server applies it. */
  private applyMarks(id: string, marks: Map<string, boolean>) {
    const s = this.solution(id);
    s.workers = s.workers.map((w) => {
      const on = w.kind === 'new' ? marks.get(w.id) : undefined;
      if (on === undefined) return w;
      const gross = s.grossSocialSecurity[w.id] ?? w.social_security;
      const marked = markDisability(
        { fte: w.fte, social_security: gross, social_security_discount: 0 },
        on,
        DEMO_MONTHS,
        DEFAULT_DISABILITY_DISCOUNT_YEAR,
      );
      return {
        ...w,
        social_security_activate: on,
        social_security: marked.social_security,
        total_cost: w.salary + marked.social_security,
      };
    });
  }
}

const fakes = new WeakMap<InMemoryBackend, InMemoryRunBackend>();

/** The run fakes of a backend (created on first use). */
export function runFakes(backend: InMemoryBackend): InMemoryRunBackend {
  let f = fakes.get(backend);
  if (!f) {
    f = new InMemoryRunBackend(backend);
    fakes.set(backend, f);
  }
  return f;
}

/** Binds the ports of this area to its in-memory fakes (tests and Storybook). */
export function bindRunFakes(c: Container, backend: InMemoryBackend): void {
  const f = runFakes(backend);
  c.bind(RUN_TOKENS.SimulationRunGateway).toConstantValue(f.gateway);
  c.bind(RUN_TOKENS.SolutionGateway).toConstantValue(f.solutions);
}

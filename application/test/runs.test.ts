import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastValueFrom, toArray } from 'rxjs';
import {
  API_MESSAGES,
  dayHours,
  FIRST_ROSTER_PAGE,
  FIRST_STAFF_PAGE,
  disabilityDiscount,
  parseResults,
  parametersToForm,
  resultTotals,
  WEEKDAY_NAMES,
  type Results,
  type SimulationRun,
} from '@licita/domain';
import {
  ApiError,
  InputFormError,
  LaunchError,
  LaunchSimulation,
  ModifyParameters,
  Notifier,
  SimulationResult,
  SocialSecurityDiscount,
  TaskError,
  TOKENS,
  type LaunchStep,
  type SimulationPage,
  type TaskProgress,
} from '../src/index';
import { DEMO_MONTHS, fakeProjects, runFakes } from '../src/fakes';
import { loggedInSetup } from './helpers';

const PROJECT = 'p-0001';
const card = (id: string, status: 'Stopped' | 'Running' | 'Solved' | 'Error') => ({
  id,
  uid: id,
  name: `Simulación ${id}`,
  project_id: PROJECT,
  status,
  started: status === 'Stopped' ? null : '2025-01-01T10:00:00.000Z',
  finished: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
});

async function loggedIn() {
  const ctx = await loggedInSetup({
    projects: fakeProjects(1),
    simulations: [card('s-stop', 'Stopped'), card('s-run', 'Running'), card('s-ok', 'Solved')],
  });
  return { ...ctx, runs: runFakes(ctx.backend), notifier: ctx.get<Notifier>(TOKENS.Notifier) };
}

function follow<T>(o: {
  subscribe: (obs: { next(v: T): void; error(e: unknown): void; complete(): void }) => { unsubscribe(): void };
}) {
  const seen: T[] = [];
  const state = { error: null as unknown, done: false };
  const sub = o.subscribe({ next: (v) => seen.push(v), error: (e) => (state.error = e), complete: () => (state.done = true) });
  return { seen, state, sub };
}

const results = (p: SimulationPage) => (p.results.kind === 'ok' ? p.results.results : null) as Results;

afterEach(() => vi.useRealTimers());

describe('LaunchSimulation', () => {
  it('clean: validates, waits 1.5 s, launches; the workspace quota is read again', async () => {
    const ctx = await loggedIn();
    vi.useFakeTimers();
    const r = follow<LaunchStep>(ctx.get<LaunchSimulation>(TOKENS.LaunchSimulation).execute('s-stop'));
    await vi.advanceTimersByTimeAsync(1499);
    expect(r.seen.map((s) => s.phase)).toEqual(['validating', 'clean']);
    expect(ctx.runs.calls).not.toContain('launchSimulation');
    await vi.advanceTimersByTimeAsync(1);
    expect(r.seen.map((s) => s.phase)).toEqual(['validating', 'clean', 'launching', 'launched']);
    expect(r.state.done).toBe(true);
    expect(ctx.runs.card('s-stop').status).toBe('Running');
    expect(ctx.notifier.current?.message).toBe('Simulación lanzada');
    const reads = ctx.backend.calls.filter((c) => c === 'getWorkspace').length;
    expect(reads).toBeGreaterThan(1);
  });

  it('unsubscribing during the 1.5 s (Cancelar) launches nothing', async () => {
    const ctx = await loggedIn();
    vi.useFakeTimers();
    const r = follow<LaunchStep>(ctx.get<LaunchSimulation>(TOKENS.LaunchSimulation).execute('s-stop'));
    await vi.advanceTimersByTimeAsync(1000);
    r.sub.unsubscribe();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ctx.runs.calls).not.toContain('launchSimulation');
  });

  it('findings stop the flow for the user; Ignorar y lanzar launches', async () => {
    const ctx = await loggedIn();
    ctx.runs.findings.set('s-stop', [{ message: 'Hay un puesto sin categoría', error_code: null }]);
    const uc = ctx.get<LaunchSimulation>(TOKENS.LaunchSimulation);
    const steps = await lastValueFrom(uc.execute('s-stop').pipe(toArray()));
    expect(steps).toEqual([
      { phase: 'validating' },
      { phase: 'findings', findings: [{ message: 'Hay un puesto sin categoría', error_code: null }] },
    ]);
    expect(ctx.runs.calls).not.toContain('launchSimulation');
    const launched = await lastValueFrom(uc.launch('s-stop').pipe(toArray()));
    expect(launched.map((s) => s.phase)).toEqual(['launching', 'launched']);
  });

  it('a failed validation: Error validando los datos de la simulación.', async () => {
    const ctx = await loggedIn();
    ctx.backend.refuseNext('validateSimulation', 500, API_MESSAGES.unknown);
    const e = await lastValueFrom(ctx.get<LaunchSimulation>(TOKENS.LaunchSimulation).execute('s-stop')).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(LaunchError);
    expect(ctx.notifier.current).toMatchObject({ severity: 'error', message: 'Error validando los datos de la simulación.' });
    expect(ctx.redirects).toEqual([]);
  });

  it('each 460 code shows its catalogue message', async () => {
    const ctx = await loggedIn();
    const uc = ctx.get<LaunchSimulation>(TOKENS.LaunchSimulation);
    const messages: string[] = [];
    for (let code = 1; code <= 9; code++) {
      ctx.runs.refuseCode = code;
      const e = (await lastValueFrom(uc.launch('s-stop')).catch((x: unknown) => x)) as LaunchError;
      expect(e.code).toBe(code);
      messages.push(ctx.notifier.current!.message);
    }
    expect(messages[3]).toBe('No hay ningún centro creado');
    expect(messages[6]).toBe('Has superado el límite de uso: contacta con soporte para ampliar tu plan');
    expect(new Set(messages).size).toBe(9);
  });
});

describe('SimulationResult', () => {
  it('refreshes every 2 s while Running and stops when the run ends', async () => {
    const ctx = await loggedIn();
    await lastValueFrom(ctx.get<LaunchSimulation>(TOKENS.LaunchSimulation).launch('s-stop'));
    ctx.runs.run('s-stop').pollsLeft = 2;
    vi.useFakeTimers();
    const r = follow<SimulationPage>(ctx.get<SimulationResult>(TOKENS.SimulationResult).page(PROJECT, 's-stop'));
    await vi.advanceTimersByTimeAsync(0);
    expect(r.seen.map((p) => p.simulation.status)).toEqual(['Running']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(r.seen.map((p) => p.simulation.status)).toEqual(['Running', 'Running']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(r.seen.map((p) => p.simulation.status)).toEqual(['Running', 'Running', 'Solved']);
    expect(r.state.done).toBe(true);
    const last = r.seen.at(-1)!;
    expect(last.project.name).toBe('Licitación 1');
    expect(resultTotals(results(last)).employees).toBe(6);
    const reads = ctx.runs.calls.filter((c) => c === 'getSimulation').length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ctx.runs.calls.filter((c) => c === 'getSimulation').length).toBe(reads);
  });

  it('unsubscribing stops the refresh; cancel stops the run', async () => {
    const ctx = await loggedIn();
    vi.useFakeTimers();
    const uc = ctx.get<SimulationResult>(TOKENS.SimulationResult);
    const r = follow<SimulationPage>(uc.page(PROJECT, 's-run'));
    await vi.advanceTimersByTimeAsync(4000);
    expect(r.seen).toHaveLength(3);
    r.sub.unsubscribe();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ctx.runs.calls.filter((c) => c === 'getSimulation')).toHaveLength(3);
    vi.useRealTimers();
    await lastValueFrom(uc.cancel('s-run'));
    expect(ctx.runs.card('s-run').status).toBe('Stopped');
    expect(ctx.notifier.current?.message).toBe('Simulación cancelada');
  });

  it('the clock ticks every second', async () => {
    const ctx = await loggedIn();
    vi.useFakeTimers({ now: 1_000_000 });
    const r = follow<number>(ctx.get<SimulationResult>(TOKENS.SimulationResult).clock());
    await vi.advanceTimersByTimeAsync(3000);
    expect(r.seen).toEqual([1_000_000, 1_001_000, 1_002_000, 1_003_000]);
    r.sub.unsubscribe();
  });

  it('the weekly roster of the solution: one row a rostered worker, its days adding up to its weekly hours', async () => {
    const ctx = await loggedIn();
    const uc = ctx.get<SimulationResult>(TOKENS.SimulationResult);
    const page = await lastValueFrom(uc.rosterPage('s-ok', { ...FIRST_ROSTER_PAGE, limit: 200 }));
    const roster = page.items;
    expect(page.total).toBe(roster.length);
    const staff = await lastValueFrom(uc.employees('s-ok'));
    // the vacation substitute is a cost line, not a person with a schedule
    expect(roster.map((w) => w.id)).toEqual(staff.filter((w) => w.kind !== 'substitute').map((w) => w.id));
    for (const w of roster) expect(WEEKDAY_NAMES.reduce((a, d) => a + dayHours(w.week[d]), 0)).toBeCloseTo(w.weekly_hours, 6);
    // not solved yet: 404, through the error handler
    await expect(lastValueFrom(uc.rosterPage('s-run', FIRST_ROSTER_PAGE))).rejects.toMatchObject({ status: 404 });
  });

  it("the Plantilla a page at a time: the page's rows, how many match, every section's heading", async () => {
    const ctx = await loggedIn();
    const uc = ctx.get<SimulationResult>(TOKENS.SimulationResult);
    const page = await lastValueFrom(uc.staffPage('s-ok', { offset: 0, limit: 2, search: '' }));
    expect(page.items.map((r) => r.name)).toEqual(['María López', 'José García']);
    expect(page.sections.map((s) => `${s.title}: ${s.people}`)).toEqual([
      'Subrogados/as: 2',
      'Nuevas contrataciones: 3',
      'Sustituciones: 1',
    ]);
    const search = await lastValueFrom(uc.staffPage('s-ok', { ...FIRST_STAFF_PAGE, search: 'sustituciones' }));
    expect([search.total, search.items[0]!.kind]).toEqual([1, 'substitute']);
    await expect(lastValueFrom(uc.staffPage('s-run', FIRST_STAFF_PAGE))).rejects.toMatchObject({ status: 404 });
  });

  it('a parameter change still PENDING when the page opens: true, checked once a second, then false', async () => {
    const ctx = await loggedIn();
    const uc = ctx.get<SimulationResult>(TOKENS.SimulationResult);
    expect(await lastValueFrom(uc.pendingChange('s-ok').pipe(toArray()))).toEqual([false]);
    const pending = { status: 'PENDING' as const, info_message: null };
    ctx.runs.parameterChange.script = [pending, pending, pending, { status: 'FINISHED', info_message: null }];
    vi.useFakeTimers();
    const r = follow<boolean>(uc.pendingChange('s-ok'));
    await vi.advanceTimersByTimeAsync(0);
    expect(r.seen).toEqual([true]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(r.seen).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.seen).toEqual([true, false]);
    expect(r.state.done).toBe(true);
    // a change that failed shows its message
    ctx.runs.parameterChange.script = [pending, { status: 'ERROR', info_message: 'Error al recalcular: sin datos' }];
    const failed = follow<boolean>(uc.pendingChange('s-ok'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(failed.seen).toEqual([true, false]);
    expect(ctx.notifier.current?.message).toBe('Error al recalcular: sin datos');
    // a social security discount still PENDING on reload counts the same
    ctx.runs.parameterChange.script = [{ status: 'FINISHED', info_message: null }];
    ctx.runs.discountChange.script = [pending, pending, { status: 'FINISHED', info_message: null }];
    const discount = follow<boolean>(uc.pendingChange('s-ok'));
    await vi.advanceTimersByTimeAsync(0);
    expect(discount.seen).toEqual([true]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(discount.seen).toEqual([true, false]);
    expect(discount.state.done).toBe(true);
  });

  it('results that cannot be read come as unparsable', async () => {
    const ctx = await loggedIn();
    ctx.runs.run('s-ok').results = "{'total_cost': 1}";
    const p = await lastValueFrom(ctx.get<SimulationResult>(TOKENS.SimulationResult).page(PROJECT, 's-ok'));
    expect(p.results).toEqual({ kind: 'unparsable', text: "{'total_cost': 1}" });
  });
});

describe('ModifyParameters (answered at once, or checked at 100, 200 and 400 ms, then each second at most 300 times)', () => {
  async function run(script: { status: 'PENDING' | 'ERROR' | 'FINISHED'; info_message: string | null }[], benefit = '10') {
    const ctx = await loggedIn();
    ctx.runs.parameterChange.script = script;
    const uc = ctx.get<ModifyParameters>(TOKENS.ModifyParameters);
    const form = parametersToForm(await lastValueFrom(uc.load('s-ok')));
    form.benefit = benefit;
    vi.useFakeTimers();
    return { ...ctx, uc, r: follow<TaskProgress>(uc.save('s-ok', form)) };
  }

  it('PENDING waits, FINISHED is done and the totals change by the benefit', async () => {
    const ctx = await loggedIn();
    const before = results(await lastValueFrom(ctx.get<SimulationResult>(TOKENS.SimulationResult).page(PROJECT, 's-ok')));
    const { r, runs, notifier } = await run([
      { status: 'PENDING', info_message: null },
      { status: 'FINISHED', info_message: null },
    ]);
    await vi.advanceTimersByTimeAsync(99);
    expect(runs.calls.filter((c) => c === 'getSolutionParametersStatus')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.calls.filter((c) => c === 'getSolutionParametersStatus')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(r.state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.seen.map((p) => p.phase)).toEqual(['saving', 'pending', 'done']);
    expect(r.state.done).toBe(true);
    expect(notifier.current?.message).toBe('Parámetros actualizados');
    const after = parseResults((await runs.gateway.get('s-ok')).results);
    const a = (after as { results: Results }).results;
    // the page reads the new totals (that the server re-costs by the benefit: real/runs.test.ts)
    expect(runs.run('s-ok').parameters!.benefit).toBe(10);
    expect(a.total_cost).toBeGreaterThan(before.total_cost);
  });

  it('ERROR shows the info_message; 300 PENDING: El servidor está tardando mucho en responder', async () => {
    const failed = await run([{ status: 'ERROR', info_message: 'Error al recalcular: sin datos' }]);
    await vi.advanceTimersByTimeAsync(100);
    expect((failed.r.state.error as Error).message).toBe('Error al recalcular: sin datos');
    expect(failed.notifier.current).toMatchObject({ severity: 'error', message: 'Error al recalcular: sin datos' });
    vi.useRealTimers();
    const slow = await run([{ status: 'PENDING', info_message: null }]);
    await vi.advanceTimersByTimeAsync(300_699);
    expect(slow.r.state.error).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.r.state.error).toBeInstanceOf(TaskError);
    expect((slow.r.state.error as Error).message).toBe('El servidor está tardando mucho en responder');
    expect(slow.runs.calls.filter((c) => c === 'getSolutionParametersStatus')).toHaveLength(303);
  });

  it('a change the server applied within the request is done at once, without a status check', async () => {
    const { r, runs, notifier } = await run([{ status: 'FINISHED', info_message: null }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(r.seen.map((p) => p.phase)).toEqual(['saving', 'done']);
    expect(notifier.current?.message).toBe('Parámetros actualizados');
    expect(runs.calls).not.toContain('getSolutionParametersStatus');
    vi.useRealTimers();
    const a = (parseResults((await runs.gateway.get('s-ok')).results) as { results: Results }).results;
    expect(a.total_cost).toBeCloseTo((a.hiring_costs + a.social_security + a.absenteeism_cost + a.material_costs) * 1.1, 6);
  });

  it('the form rules stop the save; a 400 is Error al procesar los datos introducidos', async () => {
    const bad = await run([], '');
    await vi.advanceTimersByTimeAsync(0);
    expect(bad.r.state.error).toBeInstanceOf(InputFormError);
    expect((bad.r.state.error as InputFormError).byField).toEqual({ benefit: 'Valor requerido' });
    expect(bad.runs.calls).not.toContain('updateSolutionParameters');
    vi.useRealTimers();
    const ctx = await loggedIn();
    ctx.runs.solutions.updateParameters = () =>
      Promise.reject(new ApiError(400, 'benefit: Valor incorrecto', '/api/solution/s-ok/parameters'));
    const form = parametersToForm(await lastValueFrom(ctx.get<ModifyParameters>(TOKENS.ModifyParameters).load('s-ok')));
    const e = await lastValueFrom(ctx.get<ModifyParameters>(TOKENS.ModifyParameters).save('s-ok', form)).catch((x: unknown) => x);
    expect((e as Error).message).toBe('Error al procesar los datos introducidos');
    expect(ctx.notifier.current?.message).toBe('Error al procesar los datos introducidos');
  });
});

describe('SocialSecurityDiscount', () => {
  it('marks a new hire, polls once a second and the social security drops by the discount', async () => {
    const ctx = await loggedIn();
    const uc = ctx.get<SocialSecurityDiscount>(TOKENS.SocialSecurityDiscount);
    const loaded = await lastValueFrom(uc.load(PROJECT, 's-ok'));
    expect(loaded.employees.map((e) => e.name)).toEqual([
      'Limpiador/a (nueva contratación 1)',
      'Limpiador/a (nueva contratación 2)',
      'Cristalero/a (nueva contratación 3)',
    ]);
    const before = (parseResults(loaded.simulation.results) as { results: Results }).results.social_security;
    ctx.runs.discountChange.script = [
      { status: 'PENDING', info_message: null },
      { status: 'FINISHED', info_message: null },
    ];
    vi.useFakeTimers();
    const r = follow<TaskProgress>(uc.save('s-ok', loaded.employees, new Set([loaded.employees[0]!.id])));
    await vi.advanceTimersByTimeAsync(2000);
    expect(r.seen.map((p) => p.phase)).toEqual(['saving', 'pending', 'done']);
    vi.useRealTimers();
    const after = (parseResults((await ctx.runs.gateway.get('s-ok')).results) as { results: Results }).results;
    // the domain's discount of that hire (its gross social security, its part-time coefficient, the service months)
    const run = ctx.runs.run('s-ok');
    const marked = run.workers!.find((w) => w.id === loaded.employees[0]!.id)!;
    expect(before - after.social_security).toBeCloseTo(
      disabilityDiscount(loaded.employees[0]!.social_security, marked.fte, DEMO_MONTHS),
      6,
    );
    expect(before - after.social_security).toBeGreaterThan(0);
    expect((await lastValueFrom(uc.employees('s-ok')))[0]!.social_security_activate).toBe(true);
  });
});

describe('SimulationResult.watch', () => {
  it('reads the simulation every 2 s while it runs, and completes once it has ended', async () => {
    const ctx = await loggedIn();
    const base = await ctx.runs.gateway.get('s-run');
    const states: Array<'Running' | 'Solved'> = ['Running', 'Running', 'Solved'];
    let reads = 0;
    const runs = { ...ctx.runs.gateway, get: async () => ({ ...base, status: states[Math.min(reads++, 2)]! }) };
    vi.useFakeTimers();
    const uc = new SimulationResult(
      ctx.get(TOKENS.TenderGateway),
      runs,
      ctx.get(TOKENS.SolutionGateway),
      ctx.get(TOKENS.UseCaseServices),
    );
    const r = follow<SimulationRun>(uc.watch('s-run'));
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    expect(r.seen.map((s) => s.status)).toEqual(['Running', 'Running', 'Solved']);
    expect(reads).toBe(3);
    expect(r.state.done).toBe(true);
  });

  it('Progreso reads the events a page at a time, newest first', async () => {
    const ctx = await loggedIn();
    const uc = ctx.get<SimulationResult>(TOKENS.SimulationResult);
    const all = (await lastValueFrom(uc.events('s-ok', {}))).items;
    const page = await lastValueFrom(uc.events('s-ok', { offset: 1, limit: 2 }));
    expect(page.total).toBe(all.length);
    expect(page.items).toEqual(all.slice(1, 3));
    expect(all[0]!.title).toBe('Fin');
  });
});

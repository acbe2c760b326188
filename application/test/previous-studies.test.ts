import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastValueFrom } from 'rxjs';
import {
  ConvertPreviousStudy,
  CreatePreviousStudy,
  InputFormError,
  LaunchPreviousStudy,
  Notifier,
  PreviousStudyEditor,
  PreviousStudyOtherCosts,
  PreviousStudyRunError,
  PreviousStudySolution,
  PreviousStudySurrogates,
  SimulationNameError,
  TOKENS,
} from '../src/index';
import { fakeProjects, previousStudyFakes } from '../src/fakes';
import { parametersToForm, PREVIOUS_STUDY_MESSAGES, type PreviousStudy } from '@licita/domain';
import { loggedInSetup } from './helpers';

const PROJECT = 'p-0001';
const card = (id: string, status: 'Stopped' | 'Solved' = 'Stopped') => ({
  id,
  uid: id,
  name: `Estudio ${id}`,
  project_id: PROJECT,
  status,
  sub_status: null,
  started: null,
  finished: null,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
});

async function loggedIn() {
  const ctx = await loggedInSetup({ projects: fakeProjects(1), previousStudies: [card('e-1')] });
  const fakes = previousStudyFakes(ctx.backend);
  return { ...ctx, fakes, notifier: ctx.get<Notifier>(TOKENS.Notifier) };
}

const rejection = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

/** A study ready to launch: basic data and one surrogate of 30 h. */
async function ready(ctx: Awaited<ReturnType<typeof loggedIn>>) {
  await lastValueFrom(
    ctx.get<PreviousStudyEditor>(TOKENS.PreviousStudyEditor).saveBasicData(
      { id: 'e-1', name: 'Estudio e-1' },
      {
        service_date_init: '2025-01-01',
        service_duration: '12',
        social_security: '34',
        absenteeism_rate: '5',
        substitution_percentage: '100',
      },
    ),
  );
  await lastValueFrom(
    ctx
      .get<PreviousStudySurrogates>(TOKENS.PreviousStudySurrogates)
      .save('e-1', null, { category_id: 'cat-limp', working_day: '30', value_metric_working_day: 'FIXED' }),
  );
}

describe('previous studies in the tender', () => {
  it('create: Nombre requerido before any call; then the new id, with the defaults 34 / 0 / 100', async () => {
    const ctx = await loggedIn();
    const create = ctx.get<CreatePreviousStudy>(TOKENS.CreatePreviousStudy);
    const e = await rejection(lastValueFrom(create.execute(PROJECT, '  ')));
    expect(e).toBeInstanceOf(SimulationNameError);
    expect((e as Error).message).toBe('Nombre requerido');
    expect(ctx.fakes.calls).not.toContain('createPreviousStudy');
    const id = await lastValueFrom(create.execute(PROJECT, 'Estudio nuevo'));
    const study = await ctx.fakes.gateway.get(id);
    expect([study.name, study.social_security, study.absenteeism_rate, study.substitution_percentage]).toEqual([
      'Estudio nuevo',
      34,
      0,
      100,
    ]);
  });

  it('convert: the new simulation opens (what the server copies into it: real/previous-studies.test.ts)', async () => {
    const ctx = await loggedIn();
    await ready(ctx);
    const simId = await lastValueFrom(ctx.get<ConvertPreviousStudy>(TOKENS.ConvertPreviousStudy).execute('e-1'));
    expect(ctx.backend.simulations.find((s) => s.uid === simId)?.name).toBe('Estudio e-1');
    expect(ctx.fakes.calls).toContain('simulationFromPreviousStudy');
  });
});

describe('the editor', () => {
  it('Datos Básicos: the messages of the rules, nothing sent; then saved', async () => {
    const ctx = await loggedIn();
    const editor = ctx.get<PreviousStudyEditor>(TOKENS.PreviousStudyEditor);
    const e = await rejection(
      lastValueFrom(
        editor.saveBasicData(
          { id: 'e-1', name: 'x' },
          {
            service_date_init: '2025-01-01',
            service_duration: '',
            social_security: '',
            absenteeism_rate: '0',
            substitution_percentage: '',
          },
        ),
      ),
    );
    expect((e as InputFormError).byField).toEqual({
      service_duration: 'Duración es requerido',
      social_security: 'Seguridad social es requerido',
      substitution_percentage: 'Porcentaje de sustitución',
    });
    expect(ctx.fakes.calls).not.toContain('updatePreviousStudy');
  });

  it('other costs take no center and default their months to the service duration', async () => {
    const ctx = await loggedIn();
    await ready(ctx);
    const costs = ctx.get<PreviousStudyOtherCosts>(TOKENS.PreviousStudyOtherCosts);
    await lastValueFrom(
      costs.save('e-1', null, { name: 'Productos', cost_type: 'MONTHLY_AMOUNT', amount: '100', months_to_apply: '12' }),
    );
    const list = (await lastValueFrom(costs.rows('e-1').load())).items;
    expect(list.map((c) => [c.name, c.center_id, c.months_to_apply])).toEqual([['Productos', null, 12]]);
  });
});

describe('launch and solution (polling once a second, at most 300 times)', () => {
  afterEach(() => vi.useRealTimers());

  async function launch(ctx: Awaited<ReturnType<typeof loggedIn>>) {
    vi.useFakeTimers();
    let result: PreviousStudy | null = null;
    let error: unknown = null;
    ctx
      .get<LaunchPreviousStudy>(TOKENS.LaunchPreviousStudy)
      .execute('e-1')
      .subscribe({ next: (s) => (result = s), error: (e) => (error = e) });
    return {
      get result() {
        return result;
      },
      get error() {
        return error;
      },
    };
  }

  it('polls while Running and ends with the solved study', async () => {
    const ctx = await loggedIn();
    await ready(ctx);
    ctx.fakes.launch.script = [
      { status: 'PENDING' as const, info_message: null },
      { status: 'PENDING' as const, info_message: null },
      { status: 'FINISHED' as const, info_message: null },
    ];
    const r = await launch(ctx);
    await vi.advanceTimersByTimeAsync(2999);
    expect(r.result).toBeNull();
    expect(ctx.fakes.calls.filter((c) => c === 'getPreviousStudy')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.result).toMatchObject({ status: 'Solved', sub_status: 'FINISHED' });
  });

  it('sub_status Stopped is a failed launch: Error al procesar el estudio previo', async () => {
    const ctx = await loggedIn();
    await ready(ctx);
    ctx.fakes.launch.script = [{ status: 'ERROR', info_message: null }];
    const r = await launch(ctx);
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.error).toBeInstanceOf(PreviousStudyRunError);
    expect(ctx.notifier.current).toMatchObject({ severity: 'error', message: 'Error al procesar el estudio previo' });
  });

  it('a 400 refusal shows the server message, no polling', async () => {
    const ctx = await loggedIn();
    ctx.backend.refuseNext('launchPreviousStudy', 400, PREVIOUS_STUDY_MESSAGES.noStartDate);
    const r = await launch(ctx);
    await vi.advanceTimersByTimeAsync(3000);
    expect((r.error as Error).message).toBe('No existe fecha inicial en el Estudio Previo');
    expect(ctx.notifier.current?.message).toBe('No existe fecha inicial en el Estudio Previo');
    expect(ctx.fakes.calls).not.toContain('getPreviousStudy');
  });

  it('still Running after 300 polls: El servidor está tardando mucho en responder', async () => {
    const ctx = await loggedIn();
    await ready(ctx);
    ctx.fakes.launch.script = [{ status: 'PENDING' as const, info_message: null }];
    const r = await launch(ctx);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(r.error).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect((r.error as Error).message).toBe('El servidor está tardando mucho en responder');
    expect(ctx.fakes.calls.filter((c) => c === 'getPreviousStudy')).toHaveLength(300);
  });

  it("Modificar: FINISHED shows the re-costed study (the domain engine's costing); ERROR is shown", async () => {
    const ctx = await loggedIn();
    await ready(ctx);
    ctx.fakes.solve('e-1');
    const solution = ctx.get<PreviousStudySolution>(TOKENS.PreviousStudySolution);
    const before = (await ctx.fakes.gateway.get('e-1')).results as { total_cost: number };
    const form = parametersToForm(await lastValueFrom(solution.parameters('e-1')));
    expect(form.benefit).toBe('0');
    vi.useFakeTimers();
    let after: PreviousStudy | null = null;
    solution.modify('e-1', { ...form, benefit: '10' }).subscribe((s) => (after = s));
    await vi.advanceTimersByTimeAsync(1000);
    expect((after!.results as { total_cost: number }).total_cost).toBeCloseTo(before.total_cost * 1.1, 6);

    ctx.fakes.recost.script = [{ status: 'ERROR', info_message: 'No se han podido recalcular los costes' }];
    let error: unknown = null;
    solution.modify('e-1', { ...form, benefit: '12' }).subscribe({ error: (e) => (error = e) });
    await vi.advanceTimersByTimeAsync(1000);
    expect((error as Error).message).toBe('No se han podido recalcular los costes');
    expect(ctx.notifier.current?.severity).toBe('error');
  });

  it('Modificar: a negative benefit is refused before any call', async () => {
    const ctx = await loggedIn();
    await ready(ctx);
    ctx.fakes.solve('e-1');
    const solution = ctx.get<PreviousStudySolution>(TOKENS.PreviousStudySolution);
    const form = parametersToForm(await lastValueFrom(solution.parameters('e-1')));
    const e = await rejection(lastValueFrom(solution.modify('e-1', { ...form, benefit: '-5' })));
    expect((e as InputFormError).byField).toEqual({ benefit: 'Valor incorrecto' });
    expect(ctx.fakes.calls).not.toContain('updatePreviousStudyParameters');
  });
});

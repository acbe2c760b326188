import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastValueFrom, toArray } from 'rxjs';
import { bidInputsToForm, blankSurrogate, INPUT_MESSAGES } from '@licita/domain';
import {
  CreateSimulation,
  DuplicateSimulation,
  ImportError,
  ImportSurrogates,
  InputFormError,
  Notifier,
  RenameSimulation,
  SaveBasicData,
  SimulationFormData,
  SimulationNameError,
  SimulationOtherCosts,
  SimulationSurrogates,
  TOKENS,
  type ImportProgress,
} from '../src/index';
import { fakeProjects, simulationFakes } from '../src/fakes';
import { stoppedSimulation, loggedInSetup } from './helpers';

const PROJECT = 'p-0001';
const sim = stoppedSimulation;

async function loggedIn() {
  const ctx = await loggedInSetup({ projects: fakeProjects(1), simulations: [sim('s-1', 'Base')] });
  return { ...ctx, fakes: simulationFakes(ctx.backend), notifier: ctx.get<Notifier>(TOKENS.Notifier) };
}

const rejection = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('simulations of a tender', () => {
  it('create: name required, unique in the tender (client and server), then the new id', async () => {
    const { get, backend } = await loggedIn();
    const create = get<CreateSimulation>(TOKENS.CreateSimulation);
    const e1 = await rejection(lastValueFrom(create.execute(PROJECT, '  ', ['Base'])));
    expect(e1).toBeInstanceOf(SimulationNameError);
    expect((e1 as Error).message).toBe('Nombre requerido');
    const e2 = await rejection(lastValueFrom(create.execute(PROJECT, 'base', ['Base'])));
    expect((e2 as Error).message).toBe('No pueden existir dos simulaciones con el mismo nombre en la licitación.');
    // the server refuses too (409) when the client did not know the other names (its rule: test/real/simulations.test.ts)
    backend.refuseNext('createSimulation', 409, INPUT_MESSAGES.nameTaken);
    const e3 = await rejection(lastValueFrom(create.execute(PROJECT, 'Base', [])));
    expect((e3 as Error).message).toBe(INPUT_MESSAGES.nameTaken);
    const id = await lastValueFrom(create.execute(PROJECT, 'Nueva', ['Base']));
    expect(backend.simulations.find((s) => s.uid === id)?.name).toBe('Nueva');
  });

  it('rename keeps the rule; duplicate sends a client UUID and copies every input', async () => {
    const { get, backend, fakes } = await loggedIn();
    await lastValueFrom(get<RenameSimulation>(TOKENS.RenameSimulation).execute('s-1', 'Renombrada'));
    expect(backend.simulations[0]!.name).toBe('Renombrada');
    fakes.data('s-1').otherCosts.push({
      id: 'c1',
      name: 'Fregonas',
      cost_type: 'AMOUNT_BY_WORKER',
      amount: 3,
      months_to_apply: null,
      number_of_units: null,
      center_id: null,
    });
    const id = await lastValueFrom(get<DuplicateSimulation>(TOKENS.DuplicateSimulation).execute('s-1'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(backend.simulations.find((s) => s.uid === id)?.name).toBe('Renombrada (copia)');
    expect(fakes.data(id).otherCosts.map((c) => c.name)).toEqual(['Fregonas']);
  });
});

describe('simulation form', () => {
  it('Guardar of Datos Básicos checks both basic data and centers, then saves both', async () => {
    const { get, fakes, notifier } = await loggedIn();
    const save = get<SaveBasicData>(TOKENS.SaveBasicData);
    const bad = await rejection(
      lastValueFrom(
        save.execute(
          { id: 's-1', name: 'Base' },
          { service_date_init: '24-01-01', service_duration: '', social_security: 34, absenteeism_rate: 0 },
          [{ name: '' }],
        ),
      ),
    );
    expect(bad).toBeInstanceOf(InputFormError);
    expect((bad as InputFormError).byField).toMatchObject({
      service_duration: 'Duración es requerido',
      'centers[0].name': 'Centros es requerido',
      'centers[0].municipality_id': 'Localidad es requerido',
      'centers[0].agreement_id': 'Convenio es requerido',
    });
    const out = await lastValueFrom(
      save.execute(
        { id: 's-1', name: 'Base' },
        { service_date_init: '2025-01-01', service_duration: '12', social_security: '34', absenteeism_rate: '2,5' },
        [{ name: 'Sede', municipality_id: 'loc-avila', agreement_id: 'agr-avila', vacation_coverage: '' }],
      ),
    );
    expect(out.simulation).toMatchObject({ service_date_init: '2025-01-01', service_duration: 12, absenteeism_rate: 2.5 });
    expect(out.centers).toMatchObject([{ name: 'Sede', vacation_coverage: 100, municipality_name: 'Ávila' }]);
    expect(notifier.current?.message).toBe('Guardado con éxito');
    const ctx = await lastValueFrom(get<SimulationFormData>(TOKENS.SimulationFormData).load(PROJECT, 's-1'));
    expect(ctx.centers).toHaveLength(1);
    expect(fakes.data('s-1').centers[0]!.name).toBe('Sede');
  });

  it('Beneficio is saved before the first launch with the other bid inputs; above 100 nothing is sent', async () => {
    const { get, backend } = await loggedIn();
    const save = get<SaveBasicData>(TOKENS.SaveBasicData);
    const basic = { service_date_init: '2025-01-01', service_duration: 12, social_security: 34, absenteeism_rate: 0 };
    const center = [{ name: 'Sede', municipality_id: 'loc-avila', agreement_id: 'agr-avila' }];
    const bid = { ...bidInputsToForm(null), overheads: '13', benefit: '3' };
    const calls = backend.calls.length;
    const bad = await rejection(
      lastValueFrom(save.execute({ id: 's-1', name: 'Base' }, basic, center, { ...bid, benefit: '100,5' })),
    );
    expect((bad as InputFormError).byField).toEqual({ benefit: 'Valor incorrecto' });
    expect(backend.calls.slice(calls)).not.toContain('updateSimulation');
    const out = await lastValueFrom(save.execute({ id: 's-1', name: 'Base' }, basic, center, { ...bid, benefit: '3,5' }));
    expect(out.simulation.bid).toMatchObject({ overheads: 13, benefit: 3.5, vat: 21 });
    expect(bidInputsToForm(out.simulation.bid)).toMatchObject({ overheads: '13', benefit: '3,5' });
  });

  it('surrogates and other costs: rules with their messages, then stored', async () => {
    const { get, fakes } = await loggedIn();
    const subs = get<SimulationSurrogates>(TOKENS.SimulationSurrogates);
    const bad = await rejection(lastValueFrom(subs.save('s-1', null, { working_day: '-1', salary_year: '-3' })));
    expect((bad as InputFormError).byField).toEqual({
      category_id: 'Categoría requerida',
      working_day: 'Valor incorrecto',
      salary_year: 'Valor incorrecto',
    });
    await lastValueFrom(subs.save('s-1', null, { category_id: 'cat-limp', working_day: '30' }));
    expect(fakes.data('s-1').surrogates[0]).toMatchObject({ working_day_fixed: 30, category: { name: 'Limpiador/a' } });
    const costs = get<SimulationOtherCosts>(TOKENS.SimulationOtherCosts);
    const badCost = await rejection(lastValueFrom(costs.save('s-1', null, { cost_type: 'SALARY_PERCENT', amount: 120 })));
    expect((badCost as InputFormError).byField).toEqual({
      center_id: 'Centro requerido',
      name: 'Material requerido',
      amount: 'Valor incorrecto',
    });
    await lastValueFrom(costs.save('s-1', null, { center_id: null, name: 'Maquinaria', cost_type: 'SALARY_PERCENT', amount: 3 }));
    expect(fakes.data('s-1').otherCosts).toMatchObject([{ name: 'Maquinaria', center_id: null, months_to_apply: null }]);
  });
});

describe('ImportSurrogates polling (500 ms, at most 10 polls)', () => {
  afterEach(() => vi.useRealTimers());
  const file = () =>
    new File(['x'], 'subrogados.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

  async function run(script: { status: 'PENDING' | 'ERROR' | 'FINISHED'; info_message: string | null }[]) {
    const ctx = await loggedIn();
    vi.useFakeTimers();
    ctx.fakes.imports.script = script;
    // what the import brings, recorded (a real import: test/real/simulations.test.ts)
    const row = blankSurrogate({ category_id: 'cat-limp', working_day: 20 }, { name: 'Importado' });
    ctx.fakes.imported = {
      surrogates: [ctx.fakes.surrogateOf('sub-imp', row, { service_date_init: null, service_duration: null })],
    };
    const seen: ImportProgress[] = [];
    let error: unknown = null;
    let done = false;
    ctx
      .get<ImportSurrogates>(TOKENS.ImportSurrogates)
      .execute('s-1', file())
      .subscribe({ next: (p) => seen.push(p), error: (e) => (error = e), complete: () => (done = true) });
    return {
      ...ctx,
      seen,
      get error() {
        return error;
      },
      get done() {
        return done;
      },
    };
  }

  it('uploads, polls every 500 ms while PENDING and ends when the import is done', async () => {
    const r = await run([
      { status: 'PENDING', info_message: null },
      { status: 'PENDING', info_message: null },
      { status: 'FINISHED', info_message: null },
    ]);
    await vi.advanceTimersByTimeAsync(499);
    expect(r.fakes.calls.filter((c) => c === 'surrogatesImportStatus')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.fakes.calls.filter((c) => c === 'surrogatesImportStatus')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.done).toBe(true);
    expect(r.seen.map((p) => p.phase)).toEqual(['uploading', 'processing', 'processing', 'done']);
    expect(r.fakes.calls.filter((c) => c === 'surrogatesImportStatus')).toHaveLength(3);
    expect(r.fakes.data('s-1').surrogates).toHaveLength(1);
  });

  it('ERROR shows the info_message', async () => {
    const r = await run([
      { status: 'ERROR', info_message: 'Hoja Subrogados, fila 3, columna C (Categoría): Categoría requerida' },
    ]);
    await vi.advanceTimersByTimeAsync(500);
    expect(r.error).toBeInstanceOf(ImportError);
    expect(r.notifier.current).toMatchObject({
      severity: 'error',
      message: 'Hoja Subrogados, fila 3, columna C (Categoría): Categoría requerida',
    });
  });

  it('still PENDING after 10 polls: El servidor está tardando mucho en responder', async () => {
    const r = await run([{ status: 'PENDING', info_message: null }]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(r.error).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect((r.error as Error).message).toBe('El servidor está tardando mucho en responder');
    expect(r.fakes.calls.filter((c) => c === 'surrogatesImportStatus')).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(5000);
    expect(r.fakes.calls.filter((c) => c === 'surrogatesImportStatus')).toHaveLength(10);
  });

  it('no file: Seleccione un fichero, nothing sent', async () => {
    const ctx = await loggedIn();
    const e = await rejection(
      lastValueFrom(ctx.get<ImportSurrogates>(TOKENS.ImportSurrogates).execute('s-1', null).pipe(toArray())),
    );
    expect((e as Error).message).toBe('Seleccione un fichero');
    expect(ctx.fakes.calls).not.toContain('surrogatesUploadUrl');
  });

  it('a file named .ods or .xls: what it is and how to save it as .xlsx, nothing sent', async () => {
    const ctx = await loggedIn();
    const importer = ctx.get<ImportSurrogates>(TOKENS.ImportSurrogates);
    const ods = await rejection(lastValueFrom(importer.execute('s-1', new File(['x'], 'subrogados.ods')).pipe(toArray())));
    expect((ods as Error).message).toBe(
      'Este fichero es una hoja de cálculo de LibreOffice (.ods): ábrelo en LibreOffice y guárdalo como «Libro de Excel 2007-365 (.xlsx)»',
    );
    const xls = await rejection(lastValueFrom(importer.execute('s-1', new File(['x'], 'SUBROGADOS.XLS')).pipe(toArray())));
    expect((xls as Error).message).toBe(
      'Este fichero es un libro de Excel 97-2003 (.xls): ábrelo en Excel y guárdalo como «Libro de Excel (.xlsx)»',
    );
    expect(ctx.notifier.current).toMatchObject({ severity: 'error', message: (xls as Error).message });
    expect(ctx.fakes.calls).not.toContain('surrogatesUploadUrl');
  });
});

/** 'Nueva simulación' with a file: create, upload the Formulario, follow its import; a refused file leaves the tender as it was. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastValueFrom } from 'rxjs';
import {
  CreateSimulationFromFile,
  ImportError,
  Notifier,
  SimulationNameError,
  TOKENS,
  type SimulationFileProgress,
} from '../src/index';
import { fakeProjects, simulationFakes } from '../src/fakes';
import { setup, stoppedSimulation, loggedInSetup } from './helpers';

const PROJECT = 'p-0001';
const base = stoppedSimulation('s-1', 'Base');
const IMPORTED_CENTER = {
  id: 'c-imp',
  name: 'Centro importado 1',
  municipality_id: 'loc-avila',
  municipality_name: 'Ávila',
  agreement_id: 'agr-avila',
  agreement_name: 'Limpieza Ávila 2024-2027',
  center_group: null,
  vacation_coverage: 100,
};
const file = () =>
  new File(['x'], 'Formulario_Base.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function run(script: { status: 'PENDING' | 'ERROR' | 'FINISHED'; info_message: string | null }[], name = 'Desde fichero') {
  const ctx = await loggedInSetup({ projects: fakeProjects(1), simulations: [base] });
  const fakes = simulationFakes(ctx.backend);
  fakes.imports.script = script;
  // what the Formulario brings, recorded (a real import: test/real/simulations.test.ts)
  fakes.imported = { centers: [IMPORTED_CENTER] };
  vi.useFakeTimers();
  const seen: SimulationFileProgress[] = [];
  const state = { error: null as unknown, done: false };
  ctx
    .get<CreateSimulationFromFile>(TOKENS.CreateSimulationFromFile)
    .execute(PROJECT, name, file(), ['Base'])
    .subscribe({ next: (p) => seen.push(p), error: (e) => (state.error = e), complete: () => (state.done = true) });
  return { ...ctx, fakes, seen, state, notifier: ctx.get<Notifier>(TOKENS.Notifier) };
}

describe('CreateSimulationFromFile', () => {
  afterEach(() => vi.useRealTimers());

  it('creates the simulation, uploads the workbook to its address and ends with its id once imported', async () => {
    const r = await run([
      { status: 'PENDING', info_message: null },
      { status: 'FINISHED', info_message: null },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.state.done).toBe(true);
    expect(r.seen.map((p) => p.phase)).toEqual(['creating', 'uploading', 'processing', 'done']);
    const created = r.backend.simulations.find((s) => s.name === 'Desde fichero')!;
    expect(r.seen.at(-1)).toMatchObject({ phase: 'done', simulationId: created.uid });
    expect(r.fakes.calls).toEqual(expect.arrayContaining(['createSimulation', 'formularioUploadUrl', 'formularioImportStatus']));
    expect(r.fakes.data(created.uid).centers).toEqual([IMPORTED_CENTER]);
  });

  it('a refused file ends with its problems and the new simulation is deleted again', async () => {
    const problems =
      "Hoja Turnos, fila 2, columna D (Tipo de turno): tipo de turno desconocido 'Madrugada' (Mañana, Tarde, Noche, Partido)";
    const r = await run([{ status: 'ERROR', info_message: problems }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(r.state.error).toBeInstanceOf(ImportError);
    expect((r.state.error as Error).message).toBe(problems);
    expect(r.notifier.current).toMatchObject({ severity: 'error', message: problems });
    expect(r.backend.simulations.map((s) => s.name)).toEqual(['Base']);
  });

  it('the name rules come first: nothing is created or uploaded', async () => {
    const r = await run([{ status: 'FINISHED', info_message: null }], 'base');
    await vi.advanceTimersByTimeAsync(0);
    expect(r.state.error).toBeInstanceOf(SimulationNameError);
    expect(r.fakes.calls).not.toContain('formularioUploadUrl');
    expect(r.backend.simulations).toHaveLength(1);
  });

  it('no file: Seleccione un fichero', async () => {
    const ctx = setup({ projects: fakeProjects(1), simulations: [base] });
    const e = await lastValueFrom(
      ctx.get<CreateSimulationFromFile>(TOKENS.CreateSimulationFromFile).execute(PROJECT, 'X', null),
    ).catch((x: Error) => x);
    expect((e as Error).message).toBe('Seleccione un fichero');
  });

  it('a Formulario saved as .ods: what to do with it, and no simulation is created', async () => {
    const ctx = setup({ projects: fakeProjects(1), simulations: [base] });
    const ods = new File(['x'], 'Formulario_Base.ods', { type: 'application/vnd.oasis.opendocument.spreadsheet' });
    const e = await lastValueFrom(
      ctx.get<CreateSimulationFromFile>(TOKENS.CreateSimulationFromFile).execute(PROJECT, 'X', ods),
    ).catch((x: Error) => x);
    expect(e).toBeInstanceOf(ImportError);
    expect((e as Error).message).toBe(
      'Este fichero es una hoja de cálculo de LibreOffice (.ods): ábrelo en LibreOffice y guárdalo como «Libro de Excel 2007-365 (.xlsx)»',
    );
    expect(ctx.backend.simulations.map((s) => s.name)).toEqual(['Base']);
  });
});

/** The rules of simulations and of the simulation form that the server owns, met through the app's use cases. */
import { describe, expect, it } from 'vitest';
import { lastValueFrom, toArray } from 'rxjs';
import { bidInputsToForm, INPUT_MESSAGES, type FixedShiftForm } from '@licita/domain';
import { splitShiftBody } from '@licita/domain/test/fixtures/work';
import {
  CategoryPositions,
  CreateSimulation,
  DuplicateSimulation,
  FixedShifts,
  ImportCenters,
  ImportError,
  ImportSurrogates,
  Notifier,
  RenameSimulation,
  SaveBasicData,
  SimulationFormData,
  SimulationOtherCosts,
  SimulationSurrogates,
  TOKENS,
} from '../../src/index';
import { BASIC, newSimulation, realServerOfFile, rejection, withCenter } from './simulations-setup';

const server = realServerOfFile();

const SLOW = { timeout: 60_000 };
const AFTERNOON = { time_init: '16:00', time_end: '20:00' };

describe('simulations of a tender, on the real server', SLOW, () => {
  it('a name taken in the tender is refused by the server when the client did not know it, on create and on rename', async () => {
    const ctx = server();
    const { tender } = await newSimulation(ctx);
    const create = ctx.get<CreateSimulation>(TOKENS.CreateSimulation);
    const refused = await rejection(lastValueFrom(create.execute(tender, 'base', [])));
    expect(refused?.message).toBe(INPUT_MESSAGES.nameTaken);
    const other = await lastValueFrom(create.execute(tender, 'Otra', []));
    const renamed = await rejection(lastValueFrom(ctx.get<RenameSimulation>(TOKENS.RenameSimulation).execute(other, 'Base')));
    expect(renamed?.message).toBe(INPUT_MESSAGES.nameTaken);
  });

  it("a copy is named '(copia)', the next '(copia 2)', and takes every input of its origin", async () => {
    const ctx = server();
    const sim = await newSimulation(ctx, 'Escenario');
    await lastValueFrom(
      ctx
        .get<SimulationOtherCosts>(TOKENS.SimulationOtherCosts)
        .save(sim.id, null, { center_id: null, name: 'Fregonas', cost_type: 'AMOUNT_BY_WORKER', amount: 3 }),
    );
    const duplicate = ctx.get<DuplicateSimulation>(TOKENS.DuplicateSimulation);
    const first = await lastValueFrom(duplicate.execute(sim.id));
    const second = await lastValueFrom(duplicate.execute(sim.id));
    const form = ctx.get<SimulationFormData>(TOKENS.SimulationFormData);
    expect((await lastValueFrom(form.simulation(first))).name).toBe('Escenario (copia)');
    expect((await lastValueFrom(form.simulation(second))).name).toBe('Escenario (copia 2)');
    const costs = (await lastValueFrom(ctx.get<SimulationOtherCosts>(TOKENS.SimulationOtherCosts).rows(first).load())).items;
    expect(costs.map((c) => c.name)).toEqual(['Fregonas']);
  });
});

describe('simulation form, on the real server', SLOW, () => {
  it('Beneficio and the other bid inputs are kept by a later Guardar that does not send them', async () => {
    const ctx = server();
    const sim = await newSimulation(ctx);
    const { centers } = await withCenter(ctx, sim);
    const save = ctx.get<SaveBasicData>(TOKENS.SaveBasicData);
    const rows = centers.map((c) => ({ ...c, center_id: c.id }));
    const bid = { ...bidInputsToForm(null), overheads: '13', benefit: '3,5' };
    const out = await lastValueFrom(save.execute(sim, BASIC, rows, bid));
    expect(out.simulation.bid).toMatchObject({ overheads: 13, benefit: 3.5, vat: 21 });
    await lastValueFrom(save.execute(sim, { ...BASIC, absenteeism_rate: 2 }, rows));
    const read = await lastValueFrom(ctx.get<SimulationFormData>(TOKENS.SimulationFormData).simulation(sim.id));
    expect(read).toMatchObject({ absenteeism_rate: 2, bid: { overheads: 13, benefit: 3.5, vat: 21 } });
  });

  it('a removed center with shifts is refused with the server message in the snackbar', async () => {
    const ctx = server();
    const sim = await newSimulation(ctx);
    const { centers } = await withCenter(ctx, sim);
    const position = await lastValueFrom(ctx.get<CategoryPositions>(TOKENS.CategoryPositions).createPosition(sim.id, 'Limpieza'));
    await lastValueFrom(
      ctx
        .get<FixedShifts>(TOKENS.FixedShifts)
        .save(sim.id, null, splitShiftBody(centers[0]!.id, position.id, AFTERNOON) as FixedShiftForm),
    );
    await rejection(lastValueFrom(ctx.get<SaveBasicData>(TOKENS.SaveBasicData).execute(sim, BASIC, [])));
    expect(ctx.get<Notifier>(TOKENS.Notifier).current).toMatchObject({
      severity: 'error',
      message: INPUT_MESSAGES.centerInUse,
    });
  });

  it('a position is one per name: the same name, in other case or spacing, is the same position', async () => {
    const ctx = server();
    const sim = await newSimulation(ctx);
    const positions = ctx.get<CategoryPositions>(TOKENS.CategoryPositions);
    const first = await lastValueFrom(positions.createPosition(sim.id, 'Limpieza'));
    const again = await lastValueFrom(positions.createPosition(sim.id, ' limpieza '));
    expect(again.id).toBe(first.id);
    expect((await lastValueFrom(positions.positions(sim.id))).map((p) => p.name)).toEqual(['Limpieza']);
  });

  it("a surrogate's hours over the agreement's week are refused, named on Jornada", async () => {
    const ctx = server();
    const sim = await newSimulation(ctx);
    await withCenter(ctx, sim);
    const surrogates = ctx.get<SimulationSurrogates>(TOKENS.SimulationSurrogates);
    const agreement = sim.context.agreements.find((a) => a.name.includes('Comunidad de Madrid'))!;
    const category = (await lastValueFrom(surrogates.categories(agreement.id)))[0]!;
    const refused = await rejection(
      lastValueFrom(surrogates.save(sim.id, null, { category_id: category.id, working_day: '41' })),
    );
    expect(refused).toMatchObject({ status: 400, field: 'working_day', message: INPUT_MESSAGES.surrogateOverAgreementWeek });
    await lastValueFrom(surrogates.save(sim.id, null, { category_id: category.id, working_day: '40' }));
    expect((await lastValueFrom(surrogates.rows(sim.id).load())).items.map((s) => s.working_day_fixed)).toEqual([40]);
  });
});

describe('spreadsheet imports, on the real server', SLOW, () => {
  const xlsx = (bytes: BlobPart, name: string) =>
    new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

  it("a centers workbook brings its rows: one simulation's centers template, imported into another", async () => {
    const ctx = server();
    const from = await newSimulation(ctx, 'Origen');
    await withCenter(ctx, from);
    const into = await newSimulation(ctx, 'Destino', 'Limpieza Hospital');
    const centers = ctx.get<ImportCenters>(TOKENS.ImportCenters);
    const workbook = await (await ctx.app.fetch(await lastValueFrom(centers.templateUrl(from.id)))).arrayBuffer();
    const seen = await lastValueFrom(centers.execute(into.id, xlsx(workbook, 'centros.xlsx')).pipe(toArray()));
    expect(seen.map((p) => p.phase)).toEqual(['uploading', 'done']);
    const read = await lastValueFrom(ctx.get<SimulationFormData>(TOKENS.SimulationFormData).centers(into.id));
    expect(read).toMatchObject([{ name: 'Sede', municipality_name: 'Madrid', vacation_coverage: 100 }]);
  });

  it("a file that is not a workbook: the server's problem, named by its sheet, in the snackbar, and nothing imported", async () => {
    const ctx = server();
    const sim = await newSimulation(ctx);
    const importer = ctx.get<ImportSurrogates>(TOKENS.ImportSurrogates);
    const refused = await rejection(lastValueFrom(importer.execute(sim.id, xlsx('x', 'subrogados.xlsx'))));
    expect(refused).toBeInstanceOf(ImportError);
    expect(refused?.message).toBe('Hoja Subrogados: el fichero no es un libro Excel (.xlsx) válido');
    expect(ctx.get<Notifier>(TOKENS.Notifier).current).toMatchObject({ severity: 'error', message: refused?.message });
    expect((await lastValueFrom(ctx.get<SimulationSurrogates>(TOKENS.SimulationSurrogates).rows(sim.id).load())).items).toEqual(
      [],
    );
  });
});

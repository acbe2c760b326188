/** Set-up of the tests on the real server, through the app's own use cases: the server of a file, a tender and its simulations. */
import { afterAll, beforeAll } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { CreateSimulation, CreateTender, SaveBasicData, SimulationFormData, TOKENS, type SavedBasicData } from '../../src/index';
import { realServer } from './real-server';

type Ctx = Awaited<ReturnType<typeof realServer>>;

/** The real server of a test file, started before its tests and closed after them: `server()` in a test. */
export function realServerOfFile(): () => Ctx {
  let ctx: Ctx | undefined;
  beforeAll(async () => void (ctx = await realServer()), 60_000);
  afterAll(() => ctx?.close());
  return () => ctx!;
}

/** What a promise rejects with, or null when it resolves. */
export const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as Error,
  );

export const BASIC = { service_date_init: '2025-01-01', service_duration: 12, social_security: 34, absenteeism_rate: 0 };

/** A new tender with a simulation named `name`; `context` is the simulation form's (localities and agreements). */
export async function newSimulation(ctx: Ctx, name = 'Base', tenderName = 'Limpieza Ayuntamiento') {
  const tender = await lastValueFrom(ctx.get<CreateTender>(TOKENS.CreateTender).execute(tenderName));
  const id = await lastValueFrom(ctx.get<CreateSimulation>(TOKENS.CreateSimulation).execute(tender, name, []));
  const context = await lastValueFrom(ctx.get<SimulationFormData>(TOKENS.SimulationFormData).load(tender, id));
  return { tender, id, name, context };
}

/** Guardar of Datos Básicos with one center in Madrid under the seeded Madrid cleaning agreement. */
export async function withCenter(ctx: Ctx, sim: Awaited<ReturnType<typeof newSimulation>>): Promise<SavedBasicData> {
  const madrid = sim.context.localities.find((l) => l.name === 'Madrid')!;
  const agreement = sim.context.agreements.find((a) => a.name.includes('Comunidad de Madrid'))!;
  const center = { name: 'Sede', municipality_id: madrid.id, agreement_id: agreement.id };
  return lastValueFrom(ctx.get<SaveBasicData>(TOKENS.SaveBasicData).execute(sim, BASIC, [center]));
}

/**
 * The runs' rules on the real server (the fakes only record answers): the launch refusals and their catalogue
 * messages, the quota, the re-cost of the parameters and its merge, the disability discount, the cancel.
 */
import { describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import {
  costBeforeMargins,
  disabilityDiscount,
  LAUNCH_ERROR_CODES,
  parametersToForm,
  parseResults,
  RUN_MESSAGES,
  staffPage,
  type Results,
  type SimulationRun,
} from '@licita/domain';
import { TOKENS } from '../../src/index';
import type { LaunchError, LaunchSimulation, ModifyParameters, Notifier, SolutionGateway } from '../../src/index';
import type { SimulationResult, SocialSecurityDiscount } from '../../src/index';
import { BASIC, ended, rejection, serverFor, simulation } from './runs-world';

const ctx = serverFor('Limpiezas Runs');

const refusal = (id: string) =>
  rejection<LaunchError>(lastValueFrom(ctx.get<LaunchSimulation>(TOKENS.LaunchSimulation).launch(id)));
const results = (s: SimulationRun) => (parseResults(s.results) as { results: Results }).results;

/** A simulation launched and solved by the real engine. */
async function solved() {
  const { tender, id } = await simulation(ctx, 'dated');
  await lastValueFrom(ctx.get<LaunchSimulation>(TOKENS.LaunchSimulation).launch(id));
  const s = await ended(ctx, id);
  expect(s.status).toBe('Solved');
  return { tender, id, simulation: s };
}

describe('launching a simulation, on the real server', { timeout: 30_000 }, () => {
  it('without centers: refused with code 4 and its catalogue message; without a start date: code 8', async () => {
    const empty = await refusal((await simulation(ctx, 'empty')).id);
    expect([empty?.code, empty?.message]).toEqual([4, LAUNCH_ERROR_CODES[4]]);
    expect(empty?.message).toBe('No hay ningún centro creado');
    const undated = await refusal((await simulation(ctx, 'undated')).id);
    expect([undated?.code, undated?.message]).toEqual([8, LAUNCH_ERROR_CODES[8]]);
  });

  it('a workspace that spent its simulations is refused with code 7: Has superado el límite de uso', async () => {
    const { id } = await simulation(ctx, 'dated');
    const workspace = ctx.server.database.db.updateTable('workspace').where('id', '=', ctx.admin.id);
    await workspace.set({ max_simulations: 1, simulations_executed: 1 }).execute();
    try {
      const refused = await refusal(id);
      expect([refused?.code, refused?.message]).toEqual([7, LAUNCH_ERROR_CODES[7]]);
      expect(refused?.message).toBe('Has superado el límite de uso: contacta con soporte para ampliar tu plan');
    } finally {
      await workspace.set({ max_simulations: null, simulations_executed: 0 }).execute();
    }
  });

  it('cancelling a running run stops it, with the cancelled event', async () => {
    const { id } = await simulation(ctx, 'dated');
    const result = ctx.get<SimulationResult>(TOKENS.SimulationResult);
    await lastValueFrom(ctx.get<LaunchSimulation>(TOKENS.LaunchSimulation).launch(id));
    expect((await lastValueFrom(result.cancel(id))).status).toBe('Stopped');
    expect(ctx.get<Notifier>(TOKENS.Notifier).current?.message).toBe(RUN_MESSAGES.cancelled);
    const s = await ended(ctx, id);
    expect(s.status).toBe('Stopped');
    // the newest event, read apart from the simulation
    const newest = (await lastValueFrom(result.events(id, { limit: 1 }))).items;
    expect(newest).toEqual([expect.objectContaining({ title: RUN_MESSAGES.cancelled, description: RUN_MESSAGES.stoppedByUser })]);
  });
});

describe('a solved simulation, on the real server', { timeout: 30_000 }, () => {
  it('Modificar parámetros: the server re-costs, and the totals change by the benefit', async () => {
    const { id, simulation: before } = await solved();
    const modify = ctx.get<ModifyParameters>(TOKENS.ModifyParameters);
    const form = parametersToForm(await lastValueFrom(modify.load(id)));
    expect(results(before).total_cost).toBeCloseTo(costBeforeMargins(results(before)) * (1 + Number(form.benefit) / 100), 6);
    const phases = await lastValueFrom(modify.save(id, { ...form, benefit: '10' }));
    expect(phases.phase).toBe('done');
    const after = results(await ended(ctx, id));
    expect(after.total_cost).toBeCloseTo(costBeforeMargins(after) * 1.1, 6);
    expect(after.total_cost).toBeGreaterThan(results(before).total_cost);
  });

  it('a parameter change keeps what it leaves out and clears what it sends as null', async () => {
    const { id } = await solved();
    const solutions = ctx.get<SolutionGateway>(TOKENS.SolutionGateway);
    const held = await solutions.parameters(id);
    const costs = held.material_costs.map(({ id: cost, amount, number_of_units, months_to_apply }) => {
      return { id: cost, amount, number_of_units, months_to_apply };
    });
    const change = async (body: Parameters<SolutionGateway['updateParameters']>[1]) => {
      let status = await solutions.updateParameters(id, body);
      while (status.status === 'PENDING') status = await solutions.parametersStatus(id);
      expect(status.status).toBe('FINISHED');
      return solutions.parameters(id);
    };
    const budget = await change({
      absenteeism_rate: 4,
      benefit: 6,
      overheads: 13,
      tender_budget: 250_000,
      material_costs: costs,
    });
    expect(budget).toMatchObject({ absenteeism_rate: 4, benefit: 6, overheads: 13, tender_budget: 250_000 });
    const kept = await change({ absenteeism_rate: 4, benefit: 7, material_costs: [{ ...costs[0]!, amount: 75 }] });
    expect(kept).toMatchObject({ benefit: 7, overheads: 13, tender_budget: 250_000 });
    expect(kept.material_costs.find((m) => m.id === costs[0]!.id)).toMatchObject({ name: 'Maquinaria', amount: 75 });
    const cleared = await change({ absenteeism_rate: 4, benefit: 7, tender_budget: null, material_costs: costs });
    expect(cleared).toMatchObject({ overheads: 13, tender_budget: null });
  });

  it('Descontar SS: the social security drops by the domain discount of the marked new hire', async () => {
    const { tender, id, simulation: before } = await solved();
    const discount = ctx.get<SocialSecurityDiscount>(TOKENS.SocialSecurityDiscount);
    const loaded = await lastValueFrom(discount.load(tender, id));
    const hire = loaded.employees[0]!;
    const fte = (await lastValueFrom(ctx.get<SimulationResult>(TOKENS.SimulationResult).employees(id))).find(
      (w) => w.id === hire.id,
    )!.fte;
    expect((await lastValueFrom(discount.save(id, loaded.employees, new Set([hire.id])))).phase).toBe('done');
    const after = results(await ended(ctx, id));
    const expected = disabilityDiscount(hire.social_security, fte, BASIC.service_duration);
    expect(expected).toBeGreaterThan(0);
    expect(results(before).social_security - after.social_security).toBeCloseTo(expected, 2);
    expect((await lastValueFrom(discount.employees(id))).find((e) => e.id === hire.id)?.social_security_activate).toBe(true);
  });

  it("the Plantilla's pages: the server's page is the domain's page of the whole list, and follows a re-cost", async () => {
    const { tender, id } = await solved();
    const result = ctx.get<SimulationResult>(TOKENS.SimulationResult);
    const samePages = async () => {
      const whole = await lastValueFrom(result.employees(id));
      for (const q of [
        { offset: 0, limit: 2, search: '' },
        { offset: 2, limit: 2, search: '' },
        { offset: 0, limit: 50, search: 'sustituciones' },
      ])
        expect(await lastValueFrom(result.staffPage(id, q))).toEqual(staffPage(whole, q));
      return whole;
    };
    await samePages();
    const discount = ctx.get<SocialSecurityDiscount>(TOKENS.SocialSecurityDiscount);
    const loaded = await lastValueFrom(discount.load(tender, id));
    const hire = loaded.employees[0]!;
    expect((await lastValueFrom(discount.save(id, loaded.employees, new Set([hire.id])))).phase).toBe('done');
    await ended(ctx, id);
    // the re-costed solution is read anew, not the sections kept from before
    const whole = await samePages();
    const page = await lastValueFrom(result.staffPage(id, { offset: 0, limit: 200, search: '' }));
    expect(page.items.find((r) => r.id === hire.id)!.total_cost).toBe(whole.find((w) => w.id === hire.id)!.total_cost);
  });
});
